import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { alteredSignature } from "../../../../tests/helpers/tokens.ts";
import { auditLog, newsletterSubscriptions, outboxMails } from "../../../db/tables.ts";
import { CONFIRMATION_RESEND_MS, NEWSLETTER_LINK_INVALID } from "./newsletter.service.ts";
import { CONFIRM_TTL_MS, createNewsletterLinks } from "./newsletter-links.ts";

let t: TestApp;
let owner: Customer;
let staff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffMember(t.app, t.database.db, "owner", "Olive Owner");
  staff = await staffMember(t.app, t.database.db, "staff");
});
afterAll(async () => {
  await t?.close();
});

// Each request from its own client address: the sign-up limit per address is not under test here.
let client = 0;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: url.startsWith("/api/") ? url : `/api/website${url}`,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: `198.51.100.${(client++ % 250) + 1}`,
  });

const mailsTo = (email: string) => t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email)).orderBy(desc(outboxMails.id));

/** The token of the newest confirmation link mailed to the address. */
async function confirmToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = /\/newsletter\/confirm\/([\w.-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

const stateOf = async (email: string) => {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  return row ? (row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "confirmed" : "pending") : "none";
};

const invalid = { statusCode: 400, error: "Bad Request", message: NEWSLETTER_LINK_INVALID };

describe("POST /newsletter/subscribe (spec §7, double opt-in)", () => {
  it("answers 201 with the spec's message and mails a confirmation link; the address is not subscribed until it is opened", async () => {
    const response = await post("/newsletter/subscribe", { email: "reader@example.com" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "You have successfully subscribed to our newsletter." });
    const [mail] = await mailsTo("reader@example.com");
    expect(mail?.subject).toBe("Confirm your subscription to the Overland newsletter");
    expect(mail?.text).toMatch(/Confirm my subscription: http:\/\/shop\.test\/newsletter\/confirm\/[\w.-]+\n/);
    expect(await stateOf("reader@example.com")).toBe("pending");
  });

  it("writes the mail in the shopper's language, and its link opens the page in it", async () => {
    await post("/newsletter/subscribe", { email: "ru-reader@example.com" }, { cookie: "lang=ru" });
    const [ru] = await mailsTo("ru-reader@example.com");
    expect(ru?.subject).toBe("Подтвердите подписку на рассылку Overland");
    expect(ru?.text).toMatch(/\/newsletter\/confirm\/[\w.-]+\?lang=ru/);
    await post("/newsletter/subscribe", { email: "ar-reader@example.com" }, { "accept-language": "ar-SA,ar;q=0.9" });
    const [ar] = await mailsTo("ar-reader@example.com");
    expect(ar?.subject).toBe("أكِّد اشتراكك في نشرة Overland البريدية");
    expect(ar?.html).toContain('dir="rtl"');
  });

  it("refuses an address that is not a normal one with 'Invalid Email address.' (spec §5)", async () => {
    for (const email of ["reader", "reader@example", "reader@@example.com", `${"a".repeat(300)}@example.com`]) {
      const response = await post("/newsletter/subscribe", { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "Invalid Email address." });
    }
  });

  it("answers the same for a confirmed address and mails it nothing, whatever its case", async () => {
    await post("/newsletter/subscribe", { email: "again@example.com" });
    expect((await post("/newsletter/confirm", { token: await confirmToken("again@example.com") })).statusCode).toBe(200);
    const response = await post("/newsletter/subscribe", { email: "Again@Example.com" });
    expect(response.statusCode).toBe(201);
    expect(await mailsTo("again@example.com")).toHaveLength(1);
    expect(await stateOf("again@example.com")).toBe("confirmed");
  });

  it("mails a pending address at most every ten minutes, and then only the newest link confirms", async () => {
    const { newsletter } = t.app.services;
    const start = new Date();
    await newsletter.subscribe("twice@example.com", "en", "203.0.113.41", start);
    const first = await confirmToken("twice@example.com");
    await newsletter.subscribe("twice@example.com", "en", "203.0.113.41", new Date(start.getTime() + CONFIRMATION_RESEND_MS - 1000));
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
    await newsletter.subscribe("twice@example.com", "en", "203.0.113.41", new Date(start.getTime() + CONFIRMATION_RESEND_MS + 1000));
    expect(await mailsTo("twice@example.com")).toHaveLength(2);
    const second = await confirmToken("twice@example.com");
    expect(second).not.toBe(first);
    expect((await post("/newsletter/confirm", { token: first })).json()).toEqual(invalid);
    expect((await post("/newsletter/confirm", { token: second })).statusCode).toBe(200);
  });

  it("makes one sign-up and one mail of ten sent at once for the same address", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post("/newsletter/subscribe", { email: "burst@example.com" })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = 'burst@example.com'`);
    expect(rows).toHaveLength(1);
    expect(await mailsTo("burst@example.com")).toHaveLength(1);
  });
});

describe("POST /newsletter/confirm", () => {
  it("confirms from the mailed link, and the same link again is no error", async () => {
    await post("/newsletter/subscribe", { email: "confirm@example.com" });
    const token = await confirmToken("confirm@example.com");
    const response = await post("/newsletter/confirm", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your subscription is confirmed.", email: "confirm@example.com" });
    expect(await stateOf("confirm@example.com")).toBe("confirmed");
    expect((await post("/newsletter/confirm", { token })).statusCode).toBe(200);
  });

  it("refuses a forged, altered, malformed or oversized token, and a link signed for another address", async () => {
    await post("/newsletter/subscribe", { email: "victim@example.com" });
    await post("/newsletter/subscribe", { email: "attacker@example.com" });
    const victim = await confirmToken("victim@example.com");
    const attacker = await confirmToken("attacker@example.com");
    const [victimId] = victim.split(".");
    const [, time, signature] = attacker.split(".");
    const forged = [
      `${victimId}.${time}.${signature}`, // the attacker's own signature on the victim's row
      alteredSignature(victim),
      victim.replace(/^\d+/, "999999"),
      "1.2.3",
      "x".repeat(150),
      "",
    ];
    for (const token of forged) {
      const response = await post("/newsletter/confirm", { token });
      expect(response.statusCode, token).toBe(400);
    }
    expect((await post("/newsletter/confirm", { token: "x".repeat(5000) })).statusCode).toBe(400);
    expect(await stateOf("victim@example.com")).toBe("pending");
  });

  it("refuses a link older than seven days", async () => {
    const { newsletter } = t.app.services;
    const sent = new Date(Date.now() - CONFIRM_TTL_MS - 60_000);
    await newsletter.subscribe("late@example.com", "en", "203.0.113.42", sent);
    const response = await post("/newsletter/confirm", { token: await confirmToken("late@example.com") });
    expect(response.json()).toEqual(invalid);
    expect(await stateOf("late@example.com")).toBe("pending");
  });
});

describe("unsubscribing", () => {
  it("one click from a mail program (RFC 8058, a form post with no Origin) unsubscribes; the confirm link does not bring it back; subscribing again asks again", async () => {
    await post("/newsletter/subscribe", { email: "leaver@example.com" });
    const confirm = await confirmToken("leaver@example.com");
    await post("/newsletter/confirm", { token: confirm });
    const sent = await post(
      "/api/admin/newsletter/issues",
      { subject: "Winter tyres are in", text: "Our winter range is in stock, with fitting at the shop.", key: "test-issue-leaver-0001" },
      { cookie: owner.cookie },
    );
    expect(sent.statusCode).toBe(201);
    const { recipients } = sent.json<{ recipients: number }>();
    expect(recipients).toBeGreaterThan(0);
    const [issue] = await mailsTo("leaver@example.com");
    expect(issue?.subject).toBe("Winter tyres are in");
    expect(issue?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(.+)>$/.exec(issue?.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(oneClick).toMatch(/^http:\/\/shop\.test\/api\/website\/newsletter\/unsubscribe\/[\w.-]+$/);
    expect(issue?.text).toMatch(/http:\/\/shop\.test\/newsletter\/unsubscribe\/[\w.-]+/);

    const response = await t.app.inject({
      method: "POST",
      url: new URL(oneClick!).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(await stateOf("leaver@example.com")).toBe("unsubscribed");
    expect((await post("/newsletter/confirm", { token: confirm })).json()).toEqual(invalid);
    expect(await stateOf("leaver@example.com")).toBe("unsubscribed");

    await post("/newsletter/subscribe", { email: "leaver@example.com" });
    expect(await stateOf("leaver@example.com")).toBe("pending");
    await post("/newsletter/confirm", { token: await confirmToken("leaver@example.com") });
    expect(await stateOf("leaver@example.com")).toBe("confirmed");
  });

  it("refuses an unsubscribe link for another address or altered", async () => {
    await post("/newsletter/subscribe", { email: "stays@example.com" });
    await post("/newsletter/confirm", { token: await confirmToken("stays@example.com") });
    for (const token of ["1.abc", "0.".padEnd(45, "a"), `${"9".repeat(10)}.${"a".repeat(43)}`, "no-dot"]) {
      expect((await post("/newsletter/unsubscribe", { token })).json()).toEqual(invalid);
    }
    expect(await stateOf("stays@example.com")).toBe("confirmed");
  });
});

describe("the back office's subscribers", () => {
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: "GET", url: url.startsWith("/api/") ? url : `/api/website${url}`, headers: { cookie } });

  it("lists sign-ups with their state, and exports only the confirmed ones as CSV", async () => {
    await post("/newsletter/subscribe", { email: "listed-pending@example.com" });
    await post("/newsletter/subscribe", { email: "+listed-confirmed@example.com" });
    await post("/newsletter/confirm", { token: await confirmToken("+listed-confirmed@example.com") });
    await post("/newsletter/subscribe", { email: "listed-gone@example.com" });
    await post("/newsletter/confirm", { token: await confirmToken("listed-gone@example.com") });
    const [gone] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "listed-gone@example.com"));
    const unsubscribe = createNewsletterLinks(TEST_SECRET).unsubscribeToken(gone!.id, gone!.email);
    expect((await post("/newsletter/unsubscribe", { token: unsubscribe })).statusCode).toBe(200);

    const page = await get("/api/admin/newsletter/subscribers?q=listed-", staff.cookie);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: { email: string; state: string }[]; counts: Record<string, number> }>();
    expect(body.data.map((s) => [s.email, s.state])).toEqual([
      ["listed-gone@example.com", "unsubscribed"],
      ["+listed-confirmed@example.com", "confirmed"],
      ["listed-pending@example.com", "pending"],
    ]);
    expect(body.counts.pending).toBeGreaterThan(0);
    const confirmedOnly = await get("/api/admin/newsletter/subscribers?state=confirmed&q=listed-", staff.cookie);
    expect(confirmedOnly.json<{ data: unknown[] }>().data).toHaveLength(1);

    const csv = await get("/api/admin/newsletter/subscribers.csv", staff.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The shop's CSV (src/server/lib/csv-export.ts): a UTF-8 BOM for spreadsheets, CRLF records.
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("email,language,subscribed_at,confirmed_at");
    // A spreadsheet would read a leading "+" as a formula: the export writes it after an apostrophe, as text.
    expect(lines.some((line) => line.startsWith(`'+listed-confirmed@example.com,en,`))).toBe(true);
    expect(csv.body).not.toContain("listed-pending@example.com");
    expect(csv.body).not.toContain("listed-gone@example.com");
  });

  it("audits each export of the subscribers: who took the list, and how many addresses it held", async () => {
    const exports = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.export")).orderBy(auditLog.id);
    const before = (await exports()).length;
    const csv = await get("/api/admin/newsletter/subscribers.csv", staff.cookie);
    expect(csv.statusCode).toBe(200);
    const rows = await exports();
    expect(rows).toHaveLength(before + 1);
    const confirmed = csv.body.trim().split("\r\n").length - 1;
    expect(rows.at(-1)).toMatchObject({
      actorId: staff.id,
      actorEmail: staff.email,
      entityType: "newsletter",
      entityId: "subscribers",
      after: { confirmed },
    });
  });

  it("lets only the owner send an issue, and the same form twice mails nobody twice", async () => {
    const issue = {
      subject: "Recovery gear week",
      text: "Snatch straps and soft shackles at a better price all week.",
      key: "test-issue-twice-0001",
    };
    expect((await post("/api/admin/newsletter/issues", issue, { cookie: staff.cookie })).statusCode).toBe(403);
    const first = await post("/api/admin/newsletter/issues", issue, { cookie: owner.cookie });
    const again = await post("/api/admin/newsletter/issues", issue, { cookie: owner.cookie });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    const copies = await t.database.db.select().from(outboxMails).where(eq(outboxMails.subject, "Recovery gear week"));
    expect(copies).toHaveLength(first.json<{ recipients: number }>().recipients);
    expect(new Set(copies.map((c) => c.to)).size).toBe(copies.length);
    const bad = await post("/api/admin/newsletter/issues", { ...issue, subject: "", key: "short" }, { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
  });
});
