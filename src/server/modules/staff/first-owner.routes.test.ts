import { createHash } from "node:crypto";

import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { sessionCookieOf, signUp, uniqueEmail } from "../../../../tests/helpers/accounts.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { appSettings, auditLog, users } from "../../../db/tables.ts";
import { FIRST_OWNER_LINK_HOURS } from "../../../domain/staff.ts";
import { FIRST_OWNER_EXISTS, FIRST_OWNER_LINK_INVALID, issueFirstOwnerLink } from "./index.ts";

// The link a start of a shop without an owner prints (boot.ts) makes the first owner through
// POST /api/website/staff/setup/:token, the API of the /admin/setup/:token page: once, by exactly
// one of any number of requests racing with it, and never once the shop has an owner.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Each test starts on a shop without staff: earlier tests' owners become customers again. */
beforeEach(async () => {
  await t.database.db.update(users).set({ role: null }).where(isNotNull(users.role));
});

const ORIGIN = "http://shop.test";
const tokenOf = (link: string) => link.slice(`${ORIGIN}/admin/setup/`.length);

/** A start of the shop: a new link, as boot.ts issues it. */
async function start(now?: Date): Promise<string> {
  const link = await issueFirstOwnerLink(t.database.db, ORIGIN, now);
  expect(link).toMatch(/^http:\/\/shop\.test\/admin\/setup\/[\w-]{43}$/);
  return tokenOf(link!);
}

const owner = (email = uniqueEmail("owner")) => ({ name: "Olga Owner", email, password: "trail-worthy-4x4" });

const setUp = (token: string, payload: object = owner()) =>
  t.app.inject({ method: "POST", url: `/api/website/staff/setup/${token}`, payload });

const owners = () => t.database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "owner"));

const invalid = { statusCode: 400, error: "Bad Request", message: FIRST_OWNER_LINK_INVALID };
const gone = { statusCode: 410, error: "Gone", message: FIRST_OWNER_EXISTS };

describe("the first owner's setup link", () => {
  it("makes the owner, signs them in to the back office and is audited under setup", async () => {
    const token = await start();
    const made = owner();
    const answer = await setUp(token, made);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ user: { email: made.email, name: made.name, role: "owner", disabled: false } });
    const cookie = sessionCookieOf(answer)!;
    // A real staff session: the owner's pages answer it.
    const staff = await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: { cookie } });
    expect(staff.statusCode).toBe(200);
    expect(await owners()).toEqual([{ id: answer.json<{ user: { id: string } }>().user.id, email: made.email }]);
    const login = await t.app.inject({ method: "POST", url: "/api/website/staff/login", payload: made });
    expect(login.statusCode).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorEmail, "setup"));
    expect(entry).toMatchObject({
      actorId: null,
      action: "staff.add",
      entityType: "staff",
      before: null,
      after: { email: made.email, role: "owner", address: "127.0.0.1" },
    });
  });

  it("keeps only the link's hash and expiry, never the link", async () => {
    const token = await start(new Date("2030-01-01T00:00:00Z"));
    const [row] = await t.database.db.select().from(appSettings).where(eq(appSettings.key, "first_owner_setup"));
    expect(row!.value).not.toContain(token);
    expect(JSON.parse(row!.value)).toEqual({
      sha256: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.parse("2030-01-01T00:00:00Z") + FIRST_OWNER_LINK_HOURS * 3_600_000).toISOString(),
    });
  });

  it("works once: a second use answers 410, and so does any link once the shop has an owner", async () => {
    const token = await start();
    expect((await setUp(token)).statusCode).toBe(200);
    expect((await setUp(token)).json()).toEqual(gone);
    expect((await setUp("x".repeat(43))).json()).toEqual(gone);
    expect((await setUp("not-even-a-link")).json()).toEqual(gone);
    expect(await owners()).toHaveLength(1);
  });

  it("answers 410 to a link issued before an owner was made another way (npm run staff), and a start then issues none", async () => {
    const token = await start();
    await staffMember(t.app, t.database.db, "owner", "Cli Owner");
    expect((await setUp(token)).json()).toEqual(gone);
    expect(await issueFirstOwnerLink(t.database.db, ORIGIN)).toBeNull();
    // …and forgets the link that was left.
    expect(await t.database.db.select().from(appSettings).where(eq(appSettings.key, "first_owner_setup"))).toEqual([]);
  });

  it("refuses a wrong, altered, malformed, replaced or expired link with 400, and makes no owner", async () => {
    const token = await start();
    const altered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    for (const wrong of ["x".repeat(43), altered, token.slice(0, 42), `${token}A`, "a.b", "%00"]) {
      expect((await setUp(wrong)).json(), wrong).toEqual(invalid);
    }
    expect((await setUp("y".repeat(201))).statusCode).toBe(400);
    // A new start replaces the link: the old one stops working.
    const newer = await start();
    expect((await setUp(token)).json()).toEqual(invalid);
    // A link a day old (issued a day and a second ago) has expired.
    const old = await start(new Date(Date.now() - FIRST_OWNER_LINK_HOURS * 3_600_000 - 1_000));
    expect((await setUp(old)).json()).toEqual(invalid);
    expect((await setUp(newer)).json()).toEqual(invalid);
    expect(await owners()).toEqual([]);
  });

  it("refuses a weak password, a bad address, a missing name and a huge body, and the link still works", async () => {
    const token = await start();
    const refused = async (payload: object) => (await setUp(token, payload)).json<{ statusCode: number; message: string }>();
    expect(await refused({ ...owner(), password: "12345" })).toMatchObject({ statusCode: 400 });
    expect(await refused({ ...owner(), password: "password" })).toMatchObject({ statusCode: 400 });
    expect(await refused({ ...owner(), email: "not-an-address" })).toMatchObject({ statusCode: 400 });
    expect(await refused({ ...owner(), name: "  " })).toMatchObject({ statusCode: 400 });
    expect(await refused({ ...owner(), password: "p".repeat(201) })).toMatchObject({ statusCode: 400 });
    expect(await refused({ email: uniqueEmail("owner"), password: "trail-worthy-4x4" })).toMatchObject({ statusCode: 400 });
    const huge = await setUp(token, { ...owner(), name: "n".repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(await owners()).toEqual([]);
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it("refuses an address that has an account (409), keeps that account as it was, and the link still works", async () => {
    const token = await start();
    const customer = await signUp(t.app);
    const taken = await setUp(token, { ...owner(), email: customer.email.toUpperCase() });
    expect(taken.json()).toEqual({ statusCode: 409, error: "Conflict", message: "AUTH_EMAIL_ALREADY_IN_USE" });
    const [account] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(account!.role).toBeNull();
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it("makes exactly one owner of twenty requests racing with one link; the others are refused", async () => {
    const token = await start();
    const { results, mostInFlight } = await allAtOnce(
      Array.from({ length: 20 }, (_, index) => () => setUp(token, owner(uniqueEmail(`racer${index}`)))),
    );
    expect(mostInFlight).toBe(20);
    // One makes the owner; each other one waited for it (the link's row), or came after: 410.
    expect(results.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(410)]);
    expect(await owners()).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, "setup"), eq(auditLog.action, "staff.add")));
    expect(audited.filter((entry) => (entry.after as { email: string }).email.startsWith("racer"))).toHaveLength(1);
  });
});
