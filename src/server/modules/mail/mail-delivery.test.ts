import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type SmtpPeer, startSmtpPeer } from "../../../../tests/helpers/smtp-peer.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { createJobQueue, type JobQueue } from "../../../db/job-queue.ts";
import { createMailService, enqueueMail } from "./mail.service.ts";

// Processes of one shop share the queue, and not every one of them may have SMTP_URL (a worker
// started with a partial environment, a one-off command). A mail's send job is taken only by a
// process that can send it: one taken by another would be held back for the claim's whole lease.

let database: DatabaseHandle;
let peer: SmtpPeer;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  peer = await startSmtpPeer();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await peer?.close();
  await database?.close();
});

const quiet = { error: () => {}, warn: () => {} };
const queueOf = () => {
  const queue = createJobQueue(database, { log: quiet, pollingIntervalSeconds: 0.5, schema: "jobs_mail_test" });
  queues.push(queue);
  return queue;
};

describe("mail sent by processes that share the queue", () => {
  it("reaches the peer at once when a process without SMTP polls the same queue", async () => {
    const withoutSmtp = queueOf();
    createMailService(database.db, { from: "shop@overland.test", jobs: withoutSmtp });
    const withSmtp = queueOf();
    const sender = createMailService(database.db, { from: "shop@overland.test", smtpUrl: peer.url, jobs: withSmtp });
    // One after the other: the schema is made once.
    await withoutSmtp.start();
    await withSmtp.start();

    const addresses = Array.from({ length: 6 }, (_, i) => `shared-queue-${i}@overland.test`);
    for (const to of addresses) {
      await enqueueMail(database.db, { dedupeKey: `shared-queue:${to}`, to, subject: "Queued", text: "Hello", html: "<p>Hello</p>" });
    }
    // A mail is due from the database's clock, kept to the microsecond; this process's clock has
    // milliseconds: read a second on, the mail just written is due whichever clock is ahead.
    expect(await sender.dispatch(100, new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(addresses.length);

    // Well within the 2-minute lease a send taken by the process without SMTP would hold.
    const delivered = () => addresses.filter((to) => peer.accepted.some((message) => message.to.includes(to))).length;
    await expect.poll(delivered, { timeout: 20_000, interval: 200 }).toBe(addresses.length);
  });
});
