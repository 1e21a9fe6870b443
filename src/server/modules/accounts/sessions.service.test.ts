import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminApi, api, type Customer, sessionCookieOf, signUp } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { sessions, type SessionScope } from "../../../db/tables.ts";
import { parseEnv } from "../../env.ts";
import { LAST_SEEN_PRECISION_MS, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./sessions.service.ts";

// Sessions carry their scope (only a staff sign-in's carries the back office), end when idle for
// longer than their scope allows (STAFF_SESSION_IDLE_MINUTES, CUSTOMER_SESSION_IDLE_DAYS) and at
// their absolute expiry, and their cookie is `__Host-ov_session` over https. Time is moved by
// writing a session's last request or expiry in the database, never by waiting.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  // Not the defaults, to show the environment is what counts.
  t = await buildTestApp({ env: { STAFF_SESSION_IDLE_MINUTES: "20", CUSTOMER_SESSION_IDLE_DAYS: "3" } });
});
afterAll(async () => {
  await t?.close();
});

const shopLogin = (app: TestApp["app"], who: { email: string; password: string }, remember = true) =>
  app.inject({ method: "POST", url: "/api/website/user/login", payload: { email: who.email, password: who.password, remember } });

const sessionsOf = (userId: string, scope: SessionScope) =>
  t.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.scope, scope)));

/** Moves the user's sessions of that scope back in time: last seen `ms` ago. */
const seenAgo = (userId: string, scope: SessionScope, ms: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ms) })
    .where(and(eq(sessions.userId, userId), eq(sessions.scope, scope)));

describe("a session's scope", () => {
  let owner: Customer;
  beforeAll(async () => {
    owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
  });

  it("a member of staff signed in at the shop's sign-in holds a customer's session: shops, but no back office", async () => {
    const shop = await shopLogin(t.app, owner);
    expect(shop.statusCode).toBe(200);
    const asCustomer = { ...owner, cookie: sessionCookieOf(shop)! };
    expect((await api(t.app, asCustomer, "GET", "/user/me")).statusCode).toBe(200);
    expect((await api(t.app, asCustomer, "GET", "/user/orders")).statusCode).toBe(200);
    expect((await adminApi(t.app, asCustomer, "GET", "/orders")).json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "This caller may not orders.read",
      code: "NOT_PERMITTED",
    });
    expect((await adminApi(t.app, owner, "GET", "/orders")).statusCode).toBe(200);
    expect((await sessionsOf(owner.id, "staff")).length).toBeGreaterThan(0);
  });

  it("a password change gives the session a new id and keeps its scope", async () => {
    const member = await staffMember(t.app, t.database.db, "staff");
    const changed = await api(t.app, member, "POST", "/user/change-password", {
      currentPassword: member.password,
      newPassword: "another-pass-4x4",
    });
    expect(changed.statusCode).toBe(200);
    const rotated = { ...member, password: "another-pass-4x4", cookie: sessionCookieOf(changed)! };
    expect(rotated.cookie).not.toBe(member.cookie);
    expect((await adminApi(t.app, member, "GET", "/orders")).statusCode).toBe(401);
    expect((await adminApi(t.app, rotated, "GET", "/orders")).statusCode).toBe(200);

    const shopper = { ...rotated, cookie: sessionCookieOf(await shopLogin(t.app, rotated))! };
    const again = await api(t.app, shopper, "POST", "/user/change-password", {
      currentPassword: rotated.password,
      newPassword: "third-pass-4x4",
    });
    expect(again.statusCode).toBe(200);
    expect((await adminApi(t.app, { ...shopper, cookie: sessionCookieOf(again)! }, "GET", "/orders")).statusCode).toBe(403);
  });

  it("the shop's sign-in counts a member's failures against the staff sign-in's own limit per account", async () => {
    const limited = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},staffSignIn.perAccount=2/1h` } });
    try {
      const member = await staffMember(limited.app, limited.database.db, "staff");
      const customer = await signUp(limited.app);
      for (const who of [member, customer]) {
        expect((await shopLogin(limited.app, { ...who, password: "wrong-guess-1" })).statusCode).toBe(401);
        expect((await shopLogin(limited.app, { ...who, password: "wrong-guess-2" })).statusCode).toBe(401);
      }
      // The member's account is spent at both doors; a customer's, under the shop's own limits, is not.
      expect((await shopLogin(limited.app, member)).json()).toMatchObject({ statusCode: 429, message: "AUTH_TOO_MANY_ATTEMPTS" });
      const atStaffDoor = await limited.app.inject({
        method: "POST",
        url: "/api/website/staff/login",
        payload: { email: member.email, password: member.password },
      });
      expect(atStaffDoor.statusCode).toBe(429);
      expect((await shopLogin(limited.app, customer)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("idle timeout and absolute lifetime", () => {
  it("defaults to 30 minutes for staff and 7 days for customers", () => {
    const env = parseEnv({});
    expect([env.STAFF_SESSION_IDLE_MINUTES, env.CUSTOMER_SESSION_IDLE_DAYS]).toEqual([30, 7]);
    expect(() => parseEnv({ STAFF_SESSION_IDLE_MINUTES: "0" })).toThrow("STAFF_SESSION_IDLE_MINUTES");
    expect(() => parseEnv({ CUSTOMER_SESSION_IDLE_DAYS: "31" })).toThrow("CUSTOMER_SESSION_IDLE_DAYS");
  });

  it("ends a customer's session unused for longer than CUSTOMER_SESSION_IDLE_DAYS, and forgets it", async () => {
    const customer = await signUp(t.app);
    await seenAgo(customer.id, "customer", 3 * DAY - MINUTE);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(200);
    await seenAgo(customer.id, "customer", 3 * DAY + MINUTE);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
    expect(await sessionsOf(customer.id, "customer")).toEqual([]);
    // Being seen again cannot revive it.
    await seenAgo(customer.id, "customer", 0);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
  });

  it("ends a staff session unused for longer than STAFF_SESSION_IDLE_MINUTES", async () => {
    const member = await staffMember(t.app, t.database.db, "staff");
    await seenAgo(member.id, "staff", 19 * MINUTE);
    expect((await adminApi(t.app, member, "GET", "/orders")).statusCode).toBe(200);
    await seenAgo(member.id, "staff", 21 * MINUTE);
    expect((await adminApi(t.app, member, "GET", "/orders")).statusCode).toBe(401);
  });

  it("writes a session's last request at most once a minute", async () => {
    const customer = await signUp(t.app);
    const lastSeen = async () => (await sessionsOf(customer.id, "customer"))[0]!.lastSeenAt.getTime();

    await seenAgo(customer.id, "customer", LAST_SEEN_PRECISION_MS / 2);
    const recent = await lastSeen();
    for (let i = 0; i < 3; i++) expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(200);
    expect(await lastSeen()).toBe(recent);

    await seenAgo(customer.id, "customer", 2 * LAST_SEEN_PRECISION_MS);
    const before = Date.now();
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(before);
  });

  it("keeps the absolute lifetime: 30 days remembered, a day for the browser's and the staff's, and none past it however busy", async () => {
    const member = await staffMember(t.app, t.database.db, "staff");
    const lifetimeOf = async (scope: SessionScope) =>
      (await sessionsOf(member.id, scope)).map((s) => Math.round((s.expiresAt.getTime() - s.createdAt.getTime()) / DAY));
    await shopLogin(t.app, member, false);
    expect((await lifetimeOf("customer")).sort()).toEqual([1, 30]);
    expect(await lifetimeOf("staff")).toEqual([1]);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: new Date() })
      .where(eq(sessions.userId, member.id));
    expect((await adminApi(t.app, member, "GET", "/orders")).statusCode).toBe(401);
  });
});

describe("the session cookie's name", () => {
  it("is ov_session over http, without Secure; a __Host- cookie is not read there", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/website/user/register",
      payload: { name: "Plain Http", email: `plain.${Date.now()}@example.com`, password: "correct horse" },
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie.secure).toBeUndefined();
    const me = (name: string) =>
      t.app.inject({ method: "GET", url: "/api/website/user/me", headers: { cookie: `${name}=${cookie.value}` } });
    expect((await me(SESSION_COOKIE)).statusCode).toBe(200);
    expect((await me(SECURE_SESSION_COOKIE)).statusCode).toBe(401);
  });

  it("is __Host-ov_session over https: Secure, Path=/, no Domain; only that name is read, and sign-out clears it", async () => {
    const https = await buildTestApp({ env: { PUBLIC_URL: "https://shop.test" } });
    try {
      const customer = await signUp(https.app);
      expect(customer.cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
      const login = await shopLogin(https.app, customer);
      const header = [login.headers["set-cookie"]].flat().find((c) => c!.startsWith(`${SECURE_SESSION_COOKIE}=`))!;
      expect(header).toMatch(/; Path=\/(;|$)/);
      expect(header).toMatch(/; Secure(;|$)/);
      expect(header).toMatch(/; HttpOnly(;|$)/);
      expect(header).toMatch(/; SameSite=Lax(;|$)/);
      expect(header).not.toMatch(/Domain=/i);
      expect(login.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);

      const id = customer.cookie.split("=")[1]!;
      const me = (cookie: string) => https.app.inject({ method: "GET", url: "/api/website/user/me", headers: { cookie } });
      expect((await me(`${SECURE_SESSION_COOKIE}=${id}`)).statusCode).toBe(200);
      expect((await me(`${SESSION_COOKIE}=${id}`)).statusCode).toBe(401);

      // The staff sign-in sets the same name, and it opens the back office.
      const member = await staffMember(https.app, https.database.db, "staff");
      expect(member.cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
      expect((await adminApi(https.app, member, "GET", "/orders")).statusCode).toBe(200);

      const out = await api(https.app, customer, "POST", "/user/logout");
      expect(out.statusCode).toBe(204);
      const cleared = [out.headers["set-cookie"]].flat()[0]!;
      expect(cleared).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=; Path=/; .*Max-Age=0.*; Secure$`));
      expect((await me(`${SECURE_SESSION_COOKIE}=${id}`)).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });
});
