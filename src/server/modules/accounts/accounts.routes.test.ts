import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  api,
  type Customer,
  mailedToken,
  sessionCookieOf,
  signUp,
  uniqueEmail,
  verifiedCustomer,
} from "../../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { accountTokens, outboxMails, users } from "../../../db/tables.ts";
import { LIMIT_DEFAULTS } from "../../lib/rate-limiter.ts";
import { SIGN_UP_FAILED, unclaimedAddressOf } from "./accounts.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/website${url}`, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const login = (email: string, password: string, remember?: boolean) =>
  post("/user/login", { email, password, ...(remember === undefined ? {} : { remember }) });
const message = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("sign-up (spec §5)", () => {
  it("creates the account, stores only an argon2id hash, signs in with an httpOnly SameSite cookie and mails a verification link", async () => {
    const email = uniqueEmail("new");
    const response = await post("/user/register", { name: " Ada ", email, password: "gravel-road-7" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user: { name: "Ada", email, emailVerified: false, pendingEmail: null } });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=259\d{4}/); // 30 days
    const row = await userRow(response.json<{ user: { id: string } }>().user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(row.passwordHash).not.toContain("gravel-road-7");
    expect(await mailedToken(t.database.db, email, "/account/verify/")).toMatch(/^[\w-]+\.[\w-]+$/);
    const me = await api(t.app, { cookie: sessionCookieOf(response)! } as Customer, "GET", "/user/me");
    expect(me.json()).toMatchObject({ user: { email } });
  });

  it("writes the account's mails in the language the customer uses: signed up in Russian, then signed in in Arabic", async () => {
    const email = uniqueEmail("lang");
    const inject = (url: string, payload: object, lang: string) =>
      t.app.inject({ method: "POST", url: `/api/website${url}`, payload, headers: { cookie: `lang=${lang}` } });
    expect((await inject("/user/register", { name: "Ада", email, password: "gravel-road-7" }, "ru")).statusCode).toBe(201);
    const mails = () => t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email)).orderBy(outboxMails.id);
    const [verify] = await mails();
    expect(verify?.subject).toBe("Подтвердите адрес электронной почты для Overland");
    expect(verify?.text).toMatch(/\/account\/verify\/[\w.-]+\?lang=ru/);
    expect(verify?.html).toContain('<html lang="ru" dir="ltr">');

    expect((await inject("/user/login", { email, password: "gravel-road-7" }, "ar")).statusCode).toBe(200);
    await post("/user/forgot-password", { email });
    const reset = (await mails()).at(-1);
    expect(reset?.subject).toBe("إعادة تعيين كلمة مرور Overland");
    expect(reset?.text).toMatch(/\/account\/reset-password\/[\w.-]+\?lang=ar/);
    expect(reset?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("answers 'Failed to creating user' (spec §8) when the account cannot be written, and leaves no account or mail behind", async () => {
    // A real failure of the database on the insert (not a duplicate address): a trigger that refuses it.
    await t.database.db.execute(sql`
      create function refuse_test_sign_up() returns trigger language plpgsql as $$
      begin raise exception 'disk quota exceeded (a test''s)'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_test_sign_up before insert on users
      for each row when (new.email like 'refused.%') execute function refuse_test_sign_up()`);
    try {
      const email = uniqueEmail("refused");
      const response = await post("/user/register", { name: "Ada", email, password: "gravel-road-7" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: SIGN_UP_FAILED });
      expect(response.headers["retry-after"]).toBeDefined();
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_test_sign_up on users`);
      await t.database.db.execute(sql`drop function refuse_test_sign_up()`);
    }
  });

  it("refuses a bad e-mail (AUTH_INVALID_EMAIL), a short password (AUTH_WEAK_PASSWORD) and missing fields", async () => {
    // The spec's codes exactly, as a client written from spec §8 matches them; the field apart.
    const bad = await post("/user/register", { name: "A", email: "no-at-sign", password: "gravel-road-7" });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { statusCode: 400, error: "Bad Request", message: "AUTH_INVALID_EMAIL", field: "email" },
    ]);
    const weak = await post("/user/register", { name: "A", email: uniqueEmail(), password: "12345" });
    expect([weak.statusCode, weak.json()]).toEqual([
      400,
      { statusCode: 400, error: "Bad Request", message: "AUTH_WEAK_PASSWORD", field: "password" },
    ]);
    // Both wrong: the first code, never two joined.
    const both = await post("/user/register", { name: "A", email: "no-at-sign", password: "123" });
    expect(message(both)).toMatch(/^AUTH_(INVALID_EMAIL|WEAK_PASSWORD)$/);
    // A rule without a code of the spec's says what is wrong with which field.
    const missing = await post("/user/register", { email: uniqueEmail(), password: "gravel-road-7" });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      expect.objectContaining({ field: "name", message: expect.stringMatching(/^name /) }),
    ]);
    expect(missing.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });

  it("refuses an address already registered, whatever its case (AUTH_EMAIL_ALREADY_IN_USE)", async () => {
    const customer = await signUp(t.app);
    const again = await post("/user/register", { name: "B", email: customer.email.toUpperCase(), password: "another1" });
    expect([again.statusCode, message(again)]).toEqual([409, "AUTH_EMAIL_ALREADY_IN_USE"]);
  });

  it("lets the owner of an address register it when the account made with it was never verified in time", async () => {
    const squatter = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(users.id, squatter.id));
    const owner = await post("/user/register", { name: "Owner", email: squatter.email, password: "owner's own" });
    expect(owner.statusCode).toBe(201);
    expect((await login(squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await api(t.app, squatter, "GET", "/user/me")).statusCode).toBe(401);
  });

  it("keeps the data of the account it takes the address from: addresses and garage stay, under an address that reaches no one", async () => {
    const earlier = await signUp(t.app);
    const address = {
      firstName: "Kim",
      lastName: "Lee",
      address1: "1 Track Road",
      suburb: "Alice Springs",
      postcode: "0870",
      email: earlier.email,
      phone: "+61 8 5550 1234",
    };
    expect((await api(t.app, earlier, "POST", "/user/shipping/addresses", address)).statusCode).toBe(201);
    await t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(users.id, earlier.id));
    expect((await post("/user/register", { name: "Owner", email: earlier.email, password: "owner's own" })).statusCode).toBe(201);

    const kept = await userRow(earlier.id);
    expect(kept.email).toBe(unclaimedAddressOf(earlier.id));
    const [addresses] = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from addresses where user_id = ${earlier.id}`,
    );
    expect(addresses!.count).toBe(1);
  });
});

describe("e-mail verification (POST /user/register/{token})", () => {
  it("verifies the address once; the same link, a forged one and an expired one are refused", async () => {
    const customer = await signUp(t.app);
    const token = await mailedToken(t.database.db, customer.email, "/account/verify/");
    const first = await post(`/user/register/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: { email: customer.email, emailVerified: true } });
    const replay = await post(`/user/register/${token}`);
    expect([replay.statusCode, message(replay)]).toEqual([400, "Invalid or expired link"]);
    const [id] = token.split(".");
    expect((await post(`/user/register/${id}.${"A".repeat(43)}`)).statusCode).toBe(400);

    const late = await signUp(t.app);
    const lateToken = await mailedToken(t.database.db, late.email, "/account/verify/");
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, late.id));
    expect((await post(`/user/register/${lateToken}`)).statusCode).toBe(400);
    expect((await userRow(late.id)).emailVerifiedAt).toBeNull();
  });

  it("mails a new link on request while unverified, and refuses once verified", async () => {
    const customer = await signUp(t.app);
    expect((await post("/user/verification", undefined, customer.cookie)).statusCode).toBe(202);
    const token = await mailedToken(t.database.db, customer.email, "/account/verify/");
    expect((await post(`/user/register/${token}`)).statusCode).toBe(200);
    expect((await post("/user/verification", undefined, customer.cookie)).statusCode).toBe(409);
    expect((await post("/user/verification")).statusCode).toBe(401);
  });
});

describe("sign-in and sign-out (POST /user/login, /user/logout)", () => {
  it("opens a session; without remember the cookie ends with the browser", async () => {
    const customer = await signUp(t.app);
    const remembered = await login(customer.email.toUpperCase(), customer.password);
    expect(remembered.statusCode).toBe(200);
    expect(remembered.json()).toMatchObject({ user: { id: customer.id } });
    const session = await login(customer.email, customer.password, false);
    const cookie = session.cookies.find((c) => c.name === "ov_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
  });

  it("answers AUTH_WRONG_PASSWORD for a wrong password and for an unknown address alike", async () => {
    const customer = await signUp(t.app);
    const wrong = await login(customer.email, "not it");
    expect([wrong.statusCode, message(wrong)]).toEqual([401, "AUTH_WRONG_PASSWORD"]);
    const unknown = await login(uniqueEmail("nobody"), "whatever");
    expect([unknown.statusCode, message(unknown)]).toEqual([401, "AUTH_WRONG_PASSWORD"]);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it(`limits failures: after ${LIMIT_DEFAULTS["signIn.perAccountAddress"].max} from one address even the right password waits there (429)`, async () => {
    const customer = await signUp(t.app);
    for (let i = 0; i < LIMIT_DEFAULTS["signIn.perAccountAddress"].max; i++)
      expect((await login(customer.email, `wrong ${i}`)).statusCode).toBe(401);
    const limited = await login(customer.email, customer.password);
    expect([limited.statusCode, message(limited)]).toEqual([429, "AUTH_TOO_MANY_ATTEMPTS"]);
    const other = await signUp(t.app);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it("ends the session on the server at sign-out: the old cookie no longer signs in", async () => {
    const customer = await signUp(t.app);
    const out = await post("/user/logout", undefined, customer.cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
  });
});

describe("change password (POST /user/change-password)", () => {
  it("needs the current password and a new one of 6 or more, refuses another e-mail, and ends the other sessions", async () => {
    const customer = await signUp(t.app);
    const otherDevice = sessionCookieOf(await login(customer.email, customer.password))!;
    const wrong = await post("/user/change-password", { currentPassword: "nope", newPassword: "brand new" }, customer.cookie);
    expect([wrong.statusCode, message(wrong)]).toEqual([400, "AUTH_WRONG_PASSWORD"]);
    const weak = await post("/user/change-password", { currentPassword: customer.password, newPassword: "123" }, customer.cookie);
    expect([weak.statusCode, weak.json()]).toEqual([
      400,
      { statusCode: 400, error: "Bad Request", message: "AUTH_WEAK_PASSWORD", field: "newPassword" },
    ]);
    const someoneElse = await post(
      "/user/change-password",
      { currentPassword: customer.password, newPassword: "brand new", email: uniqueEmail() },
      customer.cookie,
    );
    expect(someoneElse.statusCode).toBe(403);
    expect((await post("/user/change-password", { currentPassword: customer.password, newPassword: "brand new" })).statusCode).toBe(401);

    const changed = await post(
      "/user/change-password",
      { currentPassword: customer.password, newPassword: "brand new", email: customer.email },
      customer.cookie,
    );
    expect(changed.statusCode).toBe(200);
    // This session goes on under a new id; the old id and every other device are out.
    const rotated = sessionCookieOf(changed);
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(customer.cookie);
    expect((await api(t.app, { ...customer, cookie: rotated! }, "GET", "/user/me")).statusCode).toBe(200);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
    expect((await api(t.app, { ...customer, cookie: otherDevice }, "GET", "/user/me")).statusCode).toBe(401);
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, "brand new")).statusCode).toBe(200);
  });

  it("keeps a browser-session cookie a browser-session cookie when it rotates, and a remembered one remembered", async () => {
    const customer = await signUp(t.app);
    const browserOnly = await login(customer.email, customer.password, false);
    const changed = await post(
      "/user/change-password",
      { currentPassword: customer.password, newPassword: "gravel-road-9" },
      sessionCookieOf(browserOnly)!,
    );
    expect(changed.statusCode).toBe(200);
    const cookie = changed.cookies.find((c) => c.value && c.name === "ov_session")!;
    expect(cookie.maxAge).toBeUndefined();
    const remembered = await login(customer.email, "gravel-road-9", true);
    const again = await post(
      "/user/change-password",
      { currentPassword: "gravel-road-9", newPassword: "gravel-road-10" },
      sessionCookieOf(remembered)!,
    );
    expect(again.cookies.find((c) => c.value && c.name === "ov_session")!.maxAge).toBeGreaterThan(29 * 24 * 3600);
  });

  it("mails the customer that the password changed, once per change", async () => {
    const customer = await signUp(t.app);
    const changed = await post(
      "/user/change-password",
      { currentPassword: customer.password, newPassword: "brand new two" },
      customer.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.to, customer.email), like(outboxMails.subject, "%password was changed%")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Forgot your password?");
  });

  it("refuses a password that guessing tools try first (AUTH_COMMON_PASSWORD), at sign-up, change and reset", async () => {
    const customer = await signUp(t.app);
    for (const common of ["password", "Password1", "123456789", "qwerty123", "aaaaaaaa", "йцукен"]) {
      const change = await post("/user/change-password", { currentPassword: customer.password, newPassword: common }, customer.cookie);
      expect([change.statusCode, message(change)]).toEqual([400, expect.stringContaining("AUTH_COMMON_PASSWORD")]);
    }
    const signUpCommon = await post("/user/register", { name: "Sam", email: uniqueEmail(), password: "password" });
    expect([signUpCommon.statusCode, message(signUpCommon)]).toEqual([400, expect.stringContaining("AUTH_COMMON_PASSWORD")]);
    expect((await post("/user/forgot-password", { email: customer.email })).statusCode).toBe(202);
    const token = await mailedToken(t.database.db, customer.email, "/account/reset-password/");
    const reset = await post(`/user/reset-password/${token}`, { password: "qwerty123" });
    expect([reset.statusCode, message(reset)]).toEqual([400, expect.stringContaining("AUTH_COMMON_PASSWORD")]);
    expect((await login(customer.email, customer.password)).statusCode).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers 202 whether or not the account exists, mailing a link only to an account", async () => {
    const nobody = uniqueEmail("nobody");
    expect((await post("/user/forgot-password", { email: nobody })).statusCode).toBe(202);
    await expect(mailedToken(t.database.db, nobody, "/account/reset-password/")).rejects.toThrow();
    expect((await post("/user/forgot-password", { email: "not an address" })).statusCode).toBe(400);
  });

  it("sets the new password once, ends every session and verifies the address", async () => {
    const customer = await signUp(t.app);
    expect((await post("/user/forgot-password", { email: customer.email })).statusCode).toBe(202);
    const token = await mailedToken(t.database.db, customer.email, "/account/reset-password/");
    expect((await post(`/user/reset-password/${token}`, { password: "123" })).statusCode).toBe(400);
    expect((await post(`/user/reset-password/${token}`, { password: "reset pass" })).statusCode).toBe(204);
    expect((await post(`/user/reset-password/${token}`, { password: "again pass" })).statusCode).toBe(400);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
    expect((await login(customer.email, "reset pass")).json()).toMatchObject({ user: { emailVerified: true } });
    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
  });
});

describe("profile (GET and POST /user/profile)", () => {
  it("changes name and phone at once; a new e-mail counts only after its link, and the old address is told", async () => {
    const customer = await verifiedCustomer(t.app, t.database.db);
    const newEmail = uniqueEmail("moved");
    const saved = await post("/user/profile", { name: "Ada King", phone: "+61 2 5550 0000", email: newEmail }, customer.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      user: { name: "Ada King", phone: "+61 2 5550 0000", email: customer.email, emailVerified: true, pendingEmail: newEmail },
    });
    const token = await mailedToken(t.database.db, newEmail, "/account/confirm-email/");
    const confirmed = await post(`/user/email/${token}`);
    expect(confirmed.json()).toMatchObject({ user: { email: newEmail, emailVerified: true, pendingEmail: null } });
    expect((await login(newEmail, customer.password)).statusCode).toBe(200);
    expect((await post(`/user/email/${token}`)).statusCode).toBe(400);
  });

  it("refuses another customer's address and bad input, and answers guests 401", async () => {
    const customer = await signUp(t.app);
    const other = await signUp(t.app);
    const taken = await post("/user/profile", { name: "A", email: other.email }, customer.cookie);
    expect([taken.statusCode, message(taken)]).toEqual([409, "AUTH_EMAIL_ALREADY_IN_USE"]);
    expect((await post("/user/profile", { name: "", email: customer.email }, customer.cookie)).statusCode).toBe(400);
    expect((await post("/user/profile", { name: "A", email: customer.email, phone: "call me" }, customer.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/website/user/profile" })).statusCode).toBe(401);
    expect((await post("/user/profile", { name: "A", email: customer.email })).statusCode).toBe(401);
    const mine = await api(t.app, customer, "GET", "/user/profile");
    expect(mine.json()).toMatchObject({ user: { id: customer.id, email: customer.email } });
  });
});

describe("limits no client can sidestep (TRUST_PROXY off: X-Forwarded-For is not the client)", () => {
  const from = (remoteAddress: string, forwardedFor?: string): { remoteAddress: string; headers: Record<string, string> } => ({
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  const loginFrom = (who: { remoteAddress: string; headers: Record<string, string> }, email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/website/user/login",
      payload: { email, password },
      remoteAddress: who.remoteAddress,
      headers: { ...who.headers, ...(cookie ? { cookie } : {}) },
    });

  it("counts sign-in failures per address even when every attempt names another X-Forwarded-For", async () => {
    const customer = await signUp(t.app);
    const max = LIMIT_DEFAULTS["signIn.perAccountAddress"].max;
    for (let i = 0; i < max; i++)
      expect((await loginFrom(from("198.51.100.20", `10.9.${i}.1`), customer.email, `guess ${i}`)).statusCode).toBe(401);
    const refused = await loginFrom(from("198.51.100.20", "10.9.200.1"), customer.email, "guess again");
    expect([refused.statusCode, message(refused)]).toEqual([429, "AUTH_TOO_MANY_ATTEMPTS"]);
  });

  it("lets the owner sign in from her own address while an attacker guesses her password from his", async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 20; i++) await loginFrom(from("198.51.100.30", `172.16.${i}.9`), owner.email, `guess ${i}`);
    expect((await loginFrom(from("198.51.100.30"), owner.email, owner.password)).statusCode).toBe(429);
    expect((await loginFrom(from("203.0.113.40"), owner.email, owner.password)).statusCode).toBe(200);
  });

  it("stops guesses from many addresses at the account's limit, but not the owner's browser that signed in before (device cookie)", async () => {
    const owner = await signUp(t.app);
    const earlier = await loginFrom(from("203.0.113.50"), owner.email, owner.password);
    const device = earlier.cookies.find((c) => c.name === "ov_device")!;
    expect(device.httpOnly).toBe(true);
    const max = LIMIT_DEFAULTS["signIn.perAccount"].max;
    for (let i = 0; i < max; i++) await loginFrom(from(`192.0.2.${i + 1}`), owner.email, `guess ${i}`);
    // Another new address, even with the right password, waits; the owner's browser does not.
    expect((await loginFrom(from("198.18.0.1"), owner.email, owner.password)).statusCode).toBe(429);
    expect((await loginFrom(from("198.18.0.2"), owner.email, owner.password, `ov_device=${device.value}`)).statusCode).toBe(200);
    // A device cookie of another account, or a forged one, does not help.
    expect(
      (await loginFrom(from("198.18.0.3"), owner.email, owner.password, `ov_device=${device.value.split(".")[0]}.${"A".repeat(43)}`))
        .statusCode,
    ).toBe(429);
  });
});

describe("limits on sign-up, per address and for the whole shop", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ env: { RATE_LIMITS: "signUp.perAddress=3/1h,signUp.global=5/1h" } });
  });
  afterAll(async () => {
    await shop?.close();
  });
  const signUpFrom = (remoteAddress: string, forwardedFor: string) =>
    shop.app.inject({
      method: "POST",
      url: "/api/website/user/register",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { name: "Sam", email: uniqueEmail(), password: "gravel-road-7" },
    });

  it("answers 429 after the configured sign-ups from one address, whatever X-Forwarded-For says, and after the shop's total from many", async () => {
    for (let i = 0; i < 3; i++) expect((await signUpFrom("198.51.100.60", `10.0.${i}.1`)).statusCode).toBe(201);
    const refused = await signUpFrom("198.51.100.60", "10.0.99.1");
    expect([refused.statusCode, message(refused)]).toEqual([429, "AUTH_TOO_MANY_ATTEMPTS"]);
    expect((await signUpFrom("198.51.100.61", "10.0.0.1")).statusCode).toBe(201);
    expect((await signUpFrom("198.51.100.62", "10.0.0.1")).statusCode).toBe(201);
    expect((await signUpFrom("198.51.100.63", "10.0.0.1")).statusCode).toBe(429);
  });
});
