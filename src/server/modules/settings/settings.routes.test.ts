import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, outboxMails } from "../../../db/tables.ts";
import type { ShopSettings } from "../../../domain/shop-settings.ts";

// The shop's settings through the admin API: what the migration wrote, who may change them, what
// is refused, that a change is audited with what it was, and that the shop follows it at once.

let t: TestApp;
let owner: Customer;
let call: AdminCall;

beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
});
afterAll(async () => {
  await t?.close();
});

const settingsNow = async () => (await call("GET", "/settings")).json<ShopSettings>();

describe("the shop's settings in the admin API", () => {
  it("start as the seeded shop in the Blue Mountains, on Sydney's clock", async () => {
    const response = await call("GET", "/settings");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Overland",
      phone: "+61 2 5550 4477",
      timeZone: "Australia/Sydney",
      address: { en: expect.stringContaining("Katoomba") },
      openingHours: { mon: { opens: "08:00", closes: "17:30" }, sun: null },
      social: {},
    });
  });

  it("change what the body names and nothing else, audited with what it was and what it became", async () => {
    const before = await settingsNow();
    const response = await call("PATCH", "/settings", { phone: "+61 2 5550 9999", social: { x: "https://x.com/overland" } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...before, phone: "+61 2 5550 9999", social: { x: "https://x.com/overland" } });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.actorEmail, owner.email)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      entityType: "settings",
      entityId: "shop",
      before: { phone: before.phone, social: {} },
      after: { phone: "+61 2 5550 9999", social: { x: "https://x.com/overland" } },
    });
  });

  it("send the shop's mails to its new address at the next request", async () => {
    expect((await call("PATCH", "/settings", { email: "desk@blue-mountains.test" })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/website/contact",
      payload: { name: "Dana", email: "dana@example.com", subject: "Settings moved", message: "Does the address follow the settings?" },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.subject, "Contact form: Settings moved"));
    expect(mail?.to).toBe("desk@blue-mountains.test");
  });

  it("refuses what is not a setting, or not one the shop can keep, and changes nothing", async () => {
    const before = await settingsNow();
    const refused = [
      {},
      { colour: "red" },
      { timeZone: "Mars/Olympus_Mons" },
      { email: "not an address" },
      { name: "" },
      { name: "x".repeat(81) },
      { openingHours: { ...before.openingHours, mon: { opens: "17:30", closes: "08:00" } } },
      { openingHours: { ...before.openingHours, tue: { opens: "8am", closes: "5pm" } } },
      { openingHours: { mon: null } },
      { social: { facebook: "https://www.facebook.com/" } },
      { social: { instagram: "http://instagram.com/overland" } },
      { social: { x: "https://evil.example/overland" } },
      { address: { ru: "Катумба" } },
    ];
    for (const body of refused) {
      const response = await call("PATCH", "/settings", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    }
    const huge = await call("PATCH", "/settings", { address: { en: "x".repeat(2_000_000) } });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await settingsNow()).toEqual(before);
  });

  it("are the owner's to change: staff read them, a catalogue staffer neither", async () => {
    const staff = await staffMember(t.app, t.database.db, "staff", "Stan Staff");
    const catalog = await staffMember(t.app, t.database.db, "catalog", "Cat Alog");
    expect((await call("GET", "/settings", undefined, staff)).statusCode).toBe(200);
    expect((await call("PATCH", "/settings", { phone: "+61 2 5550 0000" }, staff)).statusCode).toBe(403);
    expect((await call("GET", "/settings", undefined, catalog)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/settings" })).statusCode).toBe(401);
  });

  it("keep every one of changes made at once to different settings", async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Overland ${i}`);
    const { mostInFlight, results } = await allAtOnce([
      () => call("PATCH", "/settings", { phone: "+61 2 5550 1234" }),
      () => call("PATCH", "/settings", { email: "rush@overland.test" }),
      () => call("PATCH", "/settings", { timeZone: "Australia/Perth" }),
      () => call("PATCH", "/settings", { address: { en: "1 Rush Road, Perth WA 6000, Australia" } }),
      ...names.map((name) => () => call("PATCH", "/settings", { name })),
    ]);
    expect(mostInFlight).toBe(10);
    expect(results.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const after = await settingsNow();
    expect(after).toMatchObject({
      phone: "+61 2 5550 1234",
      email: "rush@overland.test",
      timeZone: "Australia/Perth",
      address: { en: "1 Rush Road, Perth WA 6000, Australia" },
    });
    expect(names).toContain(after.name);
    await call("PATCH", "/settings", { timeZone: "Australia/Sydney" });
  });
});
