import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminApi, api, type Customer, mailedToken, sessionCookieOf, signUp, uniqueEmail } from "../../../../tests/helpers/accounts.ts";
import { staffMember, staffSignIn } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { alteredSignature } from "../../../../tests/helpers/tokens.ts";
import { auditLog, users } from "../../../db/tables.ts";
import { LAST_OWNER } from "./staff.service.ts";

let t: TestApp;
let owner: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/website/staff/login", payload: { email, password } });

/** Adds a member through the owner's API and sets the password with the mailed link: the member's session. */
async function invite(role: "owner" | "staff", email = uniqueEmail("staff")): Promise<Customer & { link: string }> {
  const added = await adminApi(t.app, owner, "POST", "/staff", { email, role, name: "New Member" });
  expect(added.statusCode).toBe(201);
  const { member, link } = added.json<{ member: { id: string }; link: string }>();
  const token = await mailedToken(t.database.db, email, "/admin/set-password/");
  expect(link).toBe(`http://shop.test/admin/set-password/${token}`);
  const set = await t.app.inject({
    method: "POST",
    url: `/api/website/staff/set-password/${token}`,
    payload: { password: "staff-pass-4x4" },
  });
  expect(set.statusCode).toBe(200);
  return { id: member.id, email, password: "staff-pass-4x4", cookie: sessionCookieOf(set)!, link };
}

describe("staff: invitation, sign-in, roles", () => {
  it("invites a member whose mailed link sets the password once and signs them in", async () => {
    const member = await invite("staff");
    expect((await adminApi(t.app, member, "GET", "/orders")).statusCode).toBe(200);
    const token = member.link.split("/").pop()!;
    const again = await t.app.inject({
      method: "POST",
      url: `/api/website/staff/set-password/${token}`,
      payload: { password: "other-pass-4x4" },
    });
    expect(again.json()).toMatchObject({ statusCode: 400, message: "Invalid or expired link" });
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/website/staff/set-password/${alteredSignature(token)}`,
      payload: { password: "other-pass-4x4" },
    });
    expect(forged.statusCode).toBe(400);
    expect((await login(member.email, "staff-pass-4x4")).statusCode).toBe(200);
  });

  it("answers a customer, a disabled member and a wrong password alike at the staff sign-in", async () => {
    const customer = await signUp(t.app);
    const wrong = { statusCode: 401, error: "Unauthorized", message: "AUTH_WRONG_PASSWORD" };
    expect((await login(customer.email, customer.password)).json()).toEqual(wrong);
    expect((await login(owner.email, "not-the-password")).json()).toEqual(wrong);
    const member = await invite("staff");
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
    expect((await login(member.email, member.password)).json()).toEqual(wrong);
    // …and the customers' sign-in refuses the disabled account too.
    const viaShop = await t.app.inject({
      method: "POST",
      url: "/api/website/user/login",
      payload: { email: member.email, password: member.password },
    });
    expect(viaShop.json()).toEqual(wrong);
  });

  it("limits staff sign-in failures per address with limits of its own", async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: "staffSignIn.perAddress=2/1h" } });
    try {
      const attempt = () =>
        limited.app.inject({ method: "POST", url: "/api/website/staff/login", payload: { email: "x@example.com", password: "nope" } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).json()).toMatchObject({ statusCode: 429, message: "AUTH_TOO_MANY_ATTEMPTS" });
      // The attempts whose password was checked are audited; one refused by the spent limit is not.
      const failed = await limited.database.db.select().from(auditLog).where(eq(auditLog.action, "staff.sign-in-failed"));
      expect(failed.map((row) => row.entityId)).toEqual(["x@example.com", "x@example.com"]);
    } finally {
      await limited.close();
    }
  });

  it("promotes an existing customer, refuses a second invitation, changes roles and never removes the last owner", async () => {
    const shopper = await signUp(t.app);
    const added = await adminApi(t.app, owner, "POST", "/staff", { email: shopper.email.toUpperCase(), role: "staff" });
    expect(added.statusCode).toBe(201);
    // The shop's session stays a customer's; the back office needs a staff sign-in.
    expect((await adminApi(t.app, shopper, "GET", "/orders")).statusCode).toBe(403);
    const customer = { ...shopper, cookie: await staffSignIn(t.app, shopper) };
    expect((await adminApi(t.app, customer, "GET", "/orders")).statusCode).toBe(200);
    expect((await adminApi(t.app, owner, "POST", "/staff", { email: customer.email, role: "owner" })).statusCode).toBe(409);

    const promoted = await adminApi(t.app, owner, "PUT", `/staff/${customer.id}`, { role: "owner" });
    expect(promoted.json()).toMatchObject({ id: customer.id, role: "owner" });
    // Two owners now: the first may step down, the second (now alone) may not.
    expect((await adminApi(t.app, customer, "DELETE", `/staff/${customer.id}`)).statusCode).toBe(204);
    const roster = (await adminApi(t.app, owner, "GET", "/staff")).json<{ id: string; role: string }[]>();
    expect(roster.find((m) => m.id === customer.id)).toBeUndefined();
    // Its sessions ended with the role.
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
    expect((await api(t.app, shopper, "GET", "/user/me")).statusCode).toBe(401);

    const others = roster.filter((m) => m.role === "owner" && m.id !== owner.id);
    for (const other of others) await adminApi(t.app, owner, "DELETE", `/staff/${other.id}`);
    const last = await adminApi(t.app, owner, "DELETE", `/staff/${owner.id}`);
    expect(last.json()).toEqual({ statusCode: 409, error: "Conflict", message: LAST_OWNER });
    expect((await adminApi(t.app, owner, "PUT", `/staff/${owner.id}`, { role: "staff" })).statusCode).toBe(409);
    expect((await adminApi(t.app, owner, "PUT", `/staff/00000000-0000-4000-8000-000000000000`, { role: "staff" })).statusCode).toBe(404);
  });

  it("audits every staff sign-in: a good one under the member, a failed one under the e-mail tried with the address, never the password", async () => {
    const member = await invite("staff");
    const auditOf = (entityId: string, action: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
    // The invitation link signs the member in: audited too.
    expect(await auditOf(member.id, "staff.set-password")).toMatchObject([
      { actorId: member.id, actorEmail: member.email, entityType: "staff", after: { address: "127.0.0.1" } },
    ]);

    expect((await login(member.email, member.password)).statusCode).toBe(200);
    expect(await auditOf(member.id, "staff.sign-in")).toMatchObject([
      { actorId: member.id, actorEmail: member.email, entityType: "staff", after: { address: "127.0.0.1" } },
    ]);

    const guessed = "guessed-Pa55word";
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/website/staff/login",
      payload: { email: member.email.toUpperCase(), password: guessed },
      remoteAddress: "203.0.113.7",
    });
    expect(wrong.statusCode).toBe(401);
    const failed = await auditOf(member.id, "staff.sign-in-failed");
    expect(failed).toMatchObject([
      { actorId: null, actorEmail: member.email.toUpperCase(), after: { email: member.email.toUpperCase(), address: "203.0.113.7" } },
    ]);
    expect(JSON.stringify(failed)).not.toContain(guessed);

    // An address that is no member's is recorded under the address tried.
    const nobody = uniqueEmail("Nobody");
    expect((await login(nobody, guessed)).statusCode).toBe(401);
    expect(await auditOf(nobody.toLowerCase(), "staff.sign-in-failed")).toMatchObject([{ actorId: null, actorEmail: nobody }]);

    // The shop's sign-in opens a customer's session: no staff sign-in is recorded.
    const viaShop = await api(t.app, null, "POST", "/user/login", { email: member.email, password: member.password });
    expect(viaShop.statusCode).toBe(200);
    expect(await auditOf(member.id, "staff.sign-in")).toHaveLength(1);
  });

  it("writes who changed whom to the audit log, which only owners read", async () => {
    const member = await invite("staff");
    await adminApi(t.app, owner, "PUT", `/staff/${member.id}`, { role: "owner" });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, member.id));
    expect(rows.map((r) => r.action).sort()).toEqual(["staff.add", "staff.role", "staff.set-password"]);
    const page = (await adminApi(t.app, owner, "GET", `/audit?entityType=staff&entityId=${member.id}`)).json<{
      data: { action: string; actorEmail: string; before: unknown; after: unknown }[];
    }>();
    expect(page.data[0]).toMatchObject({
      action: "staff.role",
      actorEmail: owner.email,
      before: { email: member.email, role: "staff" },
      after: { email: member.email, role: "owner" },
    });
    const staffOnly = await invite("staff");
    expect((await adminApi(t.app, staffOnly, "GET", "/audit")).statusCode).toBe(403);
  });
});
