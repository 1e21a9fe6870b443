import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startMailSink } from "../../../../e2e/mail-sink.ts";
import { adminApi, type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import type { OutboxMail, OutboxMailSummary } from "../../../domain/schemas/admin.ts";
import { RETRY_DELAYS_MS } from "./mail.service.ts";

// A failed SMTP send is tried again with back-off, then shown as failed, never lost;
// staff read every mail and send it again. The SMTP peer is a real one on loopback that can be
// told to turn mail away.

let t: TestApp;
let staff: Customer;
let refusing = true;
let folder: string;
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "overland-outbox-"));
  sink = await startMailSink(folder, { refuse: () => refusing });
  t = await buildTestApp({ env: { SMTP_URL: sink.url } });
  staff = await staffMember(t.app, t.database.db, "staff");
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
  rmSync(folder, { recursive: true, force: true });
});

const mailTo = async (email: string) =>
  (await adminApi(t.app, staff, "GET", `/outbox?q=${encodeURIComponent(email)}`)).json<{ data: OutboxMailSummary[] }>().data[0]!;

describe("the outbox", () => {
  it("retries a refused mail after 1, 5, 30 minutes, 2 and 6 hours, then shows it failed with the error; a resend delivers it", async () => {
    const customer = await signUp(t.app);
    expect(await mailTo(customer.email)).toMatchObject({
      state: "queued",
      attempts: 0,
      subject: "Confirm your e-mail address for Overland",
    });

    const start = Date.now();
    let now = start;
    await t.app.services.mail.deliverPending(50, new Date(now));
    let mail = await mailTo(customer.email);
    expect(mail).toMatchObject({ state: "retrying", attempts: 1, lastError: expect.stringContaining("550") });
    expect(new Date(mail.nextAttemptAt!).getTime()).toBe(now + RETRY_DELAYS_MS[0]);
    // Not due yet: nothing is tried.
    await t.app.services.mail.deliverPending(50, new Date(now + RETRY_DELAYS_MS[0] - 1_000));
    expect((await mailTo(customer.email)).attempts).toBe(1);

    for (const delay of RETRY_DELAYS_MS) {
      now += delay;
      await t.app.services.mail.deliverPending(50, new Date(now));
    }
    mail = await mailTo(customer.email);
    expect(mail).toMatchObject({ state: "failed", attempts: 6, nextAttemptAt: null });
    expect(
      (await adminApi(t.app, staff, "GET", "/outbox?state=failed")).json<{ data: OutboxMailSummary[] }>().data.map((m) => m.id),
    ).toContain(mail.id);
    expect((await adminApi(t.app, staff, "GET", "/dashboard")).json<{ failedMails: number }>().failedMails).toBeGreaterThanOrEqual(1);

    // Read in full, then sent again once the peer takes mail.
    const full = (await adminApi(t.app, staff, "GET", `/outbox/${mail.id}`)).json<OutboxMail>();
    expect(full.text).toContain("/account/verify/");
    expect(full.html).toContain("<a href=");
    refusing = false;
    expect((await adminApi(t.app, staff, "POST", `/outbox/${mail.id}/resend`)).json()).toMatchObject({ state: "queued", attempts: 0 });
    await t.app.services.mail.deliverPending(50);
    expect(await mailTo(customer.email)).toMatchObject({ state: "sent", lastError: null });
    expect(readdirSync(folder).length).toBeGreaterThanOrEqual(1);
  });

  it("does not hand one mail to two deliveries running at once", async () => {
    refusing = false;
    const customer = await signUp(t.app);
    const before = readdirSync(folder).length;
    await Promise.all([t.app.services.mail.deliverPending(50), t.app.services.mail.deliverPending(50)]);
    expect((await mailTo(customer.email)).state).toBe("sent");
    expect(readdirSync(folder).length).toBe(before + 1);
  });

  it("answers 404 for an unknown mail, 400 for a malformed id", async () => {
    expect((await adminApi(t.app, staff, "GET", "/outbox/2000000000")).statusCode).toBe(404);
    expect((await adminApi(t.app, staff, "POST", "/outbox/abc/resend")).statusCode).toBe(400);
  });
});
