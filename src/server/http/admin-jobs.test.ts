import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { JobSummary } from "../../domain/schemas/admin.ts";

// Staff see the background jobs with their tries and last errors (decision 034).

let t: TestApp;
let staff: Customer;
let catalogue: Customer;
beforeAll(async () => {
  // Only a process that can send mail takes send jobs; none is sent here (the mail is not there).
  t = await buildTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
  staff = await staffMember(t.app, t.database.db, "staff");
  catalogue = await staffMember(t.app, t.database.db, "catalog", "Cat Alogue");
});
afterAll(async () => {
  await t?.close();
});

const jobsPage = (member: Customer, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/jobs${query}`, headers: { cookie: member.cookie } });

describe("GET /api/admin/jobs", () => {
  it("lists a job with its state and tries, filtered by kind and state, to staff with jobs.read only", async () => {
    // A send job for a mail that is not there ends at once, done.
    const id = await t.app.jobs.enqueue("mail.send", { mailId: 2_000_000_000 }, { singletonKey: "mail:2000000000" });
    expect(id).toBeTruthy();
    await expect
      .poll(
        async () => (await jobsPage(staff, "?name=mail.send")).json<{ data: JobSummary[] }>().data.find((job) => job.id === id)?.state,
        {
          timeout: 15_000,
        },
      )
      .toBe("completed");
    const page = (await jobsPage(staff, "?name=mail.send&state=completed")).json<{ data: JobSummary[]; pagination: { total: number } }>();
    expect(page.data.find((job) => job.id === id)).toMatchObject({
      name: "mail.send",
      retryCount: 0,
      lastError: null,
      key: "mail:2000000000",
    });
    expect((await jobsPage(staff, "?state=failed")).json<{ data: JobSummary[] }>().data.find((job) => job.id === id)).toBeUndefined();
    expect((await jobsPage(catalogue)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/jobs" })).statusCode).toBe(401);
    expect((await jobsPage(staff, "?state=lost")).statusCode).toBe(400);
  });
});
