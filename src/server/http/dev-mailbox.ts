import type { FastifyPluginAsync } from "fastify";

import { escapeHtml } from "../lib/html.ts";

/** /dev/mailbox: the outbox, readable outside production so mails work with no SMTP server. */
export const devMailbox: FastifyPluginAsync = async (app) => {
  app.get("/dev/mailbox", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await app.services.mail.latest(100);
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.sentAt ? "sent" : "in outbox"}</p><div class="mail">${m.html}</div></article>`,
      )
      .join("\n");
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox · Overland</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:820px;margin:24px auto;padding:0 16px}article{border:1px solid #ddd;border-radius:10px;padding:12px 16px;margin:14px 0}h2{font-size:1.05rem;margin:0}</style>
</head><body><h1>Outbox (${mails.length})</h1>${rows || "<p>No mail yet.</p>"}</body></html>`);
  });
};
