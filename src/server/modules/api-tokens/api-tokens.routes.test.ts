import { randomBytes } from "node:crypto";

import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { adminIdempotency, apiTokens, auditLog } from "../../../db/tables.ts";
import type { ApiToken, CreatedApiToken, TokenPermission } from "../../../domain/schemas/api-tokens.ts";
import { adminScope } from "../../http/admin-scope.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

// The admin API's callers, through HTTP as another system sees them: tokens made by the owner,
// scoped, refused when forged, expired or revoked; a customer's or a staff session that does not
// reach refused; each caller limited; writes made safe to retry with an Idempotency-Key.

/** Lets a test hold a write while it runs, to send its duplicate meanwhile. */
let held: Promise<void> = Promise.resolve();
let writes = 0;
let failures = 0;

/** Routes needing catalog.read and catalog.write, in a second admin scope mounted at /api/admin-probe. */
const probe: FastifyPluginAsyncZod = async (app) => {
  app.get("/read", { config: { permission: "catalog.read" } }, (request) => ({ caller: requirePrincipal(request, "catalog.read").name }));
  app.post(
    "/write",
    { config: { permission: "catalog.write" }, schema: { body: z.object({ sku: z.string(), units: z.int() }) } },
    async (request, reply) => {
      await held;
      writes += 1;
      return reply.code(201).send({ sku: request.body.sku, units: request.body.units, write: writes });
    },
  );
  app.post("/flaky", { config: { permission: "catalog.write" } }, async () => {
    failures += 1;
    if (failures === 1) throw new Error("the shop failed");
    return { failures };
  });
};

const LIMIT = 60;
let t: TestApp;
let owner: Customer;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},adminApi.perCaller=${LIMIT}/1h` },
    extend: async (app) => {
      await app.register(adminScope, { prefix: "/api/admin-probe", routes: [probe] });
    },
  });
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
});
afterAll(async () => {
  await t?.close();
});

type Caller = { token: string } | { cookie: string } | null;
const headersOf = (caller: Caller) =>
  caller === null ? {} : "token" in caller ? { authorization: `Bearer ${caller.token}` } : { cookie: caller.cookie };

function call(caller: Caller, method: InjectOptions["method"], url: string, payload?: object, extra: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { ...headersOf(caller), ...extra }, ...(payload ? { payload } : {}) });
}

let serial = 0;
async function makeToken(permissions: TokenPermission[], extra: { expiresAt?: string } = {}): Promise<CreatedApiToken> {
  const response = await call({ cookie: owner.cookie }, "POST", "/api/admin/tokens", { name: `Feed ${++serial}`, permissions, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

const forged = () => `ovl_${randomBytes(32).toString("base64url")}`;

describe("an API token", () => {
  it("is made by the owner, shown once, and kept only as its hash and prefix", async () => {
    const made = await call({ cookie: owner.cookie }, "POST", "/api/admin/tokens", {
      name: "Stock feed",
      permissions: ["catalog.read", "catalog.write"],
    });
    expect(made.statusCode).toBe(201);
    expect(made.headers["cache-control"]).toBe("private, no-store");
    const { secret, token } = made.json<CreatedApiToken>();
    expect(secret).toMatch(/^ovl_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ state: "active", permissions: ["catalog.read", "catalog.write"], createdByEmail: owner.email });
    expect(secret.startsWith(token.prefix)).toBe(true);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await call({ cookie: owner.cookie }, "GET", "/api/admin/tokens");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(4));
    expect(list.json<{ data: ApiToken[] }>().data.map((each) => each.id)).toContain(token.id);

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "api-token.create"), eq(auditLog.entityId, token.id)));
    expect(audited).toMatchObject({ actorId: owner.id, before: null, after: { name: token.name, permissions: token.permissions } });
    expect(JSON.stringify(audited)).not.toContain(secret.slice(4));
  });

  it("works as the caller it names, and records its last use", async () => {
    const { secret, token } = await makeToken(["catalog.read"]);
    const me = await call({ token: secret }, "GET", "/api/admin/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ kind: "token", id: token.id, name: token.name, permissions: ["catalog.read"] });
    expect((await call({ token: secret }, "GET", "/api/admin-probe/read")).json()).toEqual({ caller: token.name });
    const [row] = await t.database.db.select({ lastUsedAt: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("scoped to catalog.read, is refused a catalog.write route and the owner's token routes (403)", async () => {
    const { secret } = await makeToken(["catalog.read"]);
    expect((await call({ token: secret }, "GET", "/api/admin-probe/read")).statusCode).toBe(200);
    const write = await call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "A-1", units: 3 });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
    expect((await call({ token: secret }, "GET", "/api/admin/tokens")).statusCode).toBe(403);
  });

  it("never makes or revokes tokens, whatever it holds, and cannot be given the owner's powers", async () => {
    const { secret, token } = await makeToken(["catalog.write", "orders.read", "orders.write", "customers.read"]);
    expect((await call({ token: secret }, "POST", "/api/admin/tokens", { name: "Mine", permissions: ["catalog.read"] })).statusCode).toBe(
      403,
    );
    expect((await call({ token: secret }, "DELETE", `/api/admin/tokens/${token.id}`)).statusCode).toBe(403);
    for (const permissions of [["tokens.manage"], ["staff.manage"], ["catalog.read", "audit.read"], []]) {
      const refused = await call({ cookie: owner.cookie }, "POST", "/api/admin/tokens", { name: "Too much", permissions });
      expect(refused.statusCode, JSON.stringify(permissions)).toBe(400);
    }
    const past = await call({ cookie: owner.cookie }, "POST", "/api/admin/tokens", {
      name: "Old",
      permissions: ["catalog.read"],
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
  });

  it("forged, malformed, missing or of another scheme: 401 {statusCode, error, message, code}", async () => {
    for (const [headers, code] of [
      [{ authorization: `Bearer ${forged()}` }, "API_TOKEN_INVALID"],
      [{ authorization: "Bearer ovl_short" }, "API_TOKEN_INVALID"],
      [{ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }, "AUTHORIZATION_NOT_BEARER"],
      [{}, "AUTH_SIGN_IN_REQUIRED"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url: "/api/admin/me", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: expect.any(String), code });
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });

  it("expired: 401", async () => {
    const { secret, token } = await makeToken(["catalog.read"], { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await call({ token: secret }, "GET", "/api/admin/me")).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    expect((await call({ token: secret }, "GET", "/api/admin/me")).statusCode).toBe(401);
    const listed = (await call({ cookie: owner.cookie }, "GET", "/api/admin/tokens")).json<{ data: ApiToken[] }>().data;
    expect(listed.find((each) => each.id === token.id)?.state).toBe("expired");
  });

  it("revoked by the owner: 401 on its next request, and the revocation is audited with before and after", async () => {
    const { secret, token } = await makeToken(["catalog.read"]);
    expect((await call({ token: secret }, "GET", "/api/admin/me")).statusCode).toBe(200);
    const revoked = await call({ cookie: owner.cookie }, "DELETE", `/api/admin/tokens/${token.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: token.id, state: "revoked", revokedAt: expect.any(String) });
    expect((await call({ token: secret }, "GET", "/api/admin/me")).statusCode).toBe(401);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "api-token.revoke"), eq(auditLog.entityId, token.id)));
    expect(audited).toMatchObject({ actorId: owner.id, before: { revokedAt: null }, after: { revokedAt: expect.any(String) } });
    expect((await call({ cookie: owner.cookie }, "DELETE", `/api/admin/tokens/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});

describe("a session as the caller", () => {
  it("a customer's session: 403; a staff session: its role's permissions, 403 where the role does not reach", async () => {
    const customer = await signUp(t.app);
    expect((await call({ cookie: customer.cookie }, "GET", "/api/admin/me")).statusCode).toBe(403);
    expect((await call({ cookie: customer.cookie }, "GET", "/api/admin/tokens")).statusCode).toBe(403);

    const staff = await staffMember(t.app, t.database.db, "staff", "Sam Staff");
    const me = await call({ cookie: staff.cookie }, "GET", "/api/admin/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ kind: "staff", id: staff.id, permissions: expect.arrayContaining(["orders.read"]) });
    expect(me.json<{ permissions: string[] }>().permissions).not.toContain("catalog.read");
    expect((await call({ cookie: staff.cookie }, "GET", "/api/admin-probe/read")).statusCode).toBe(403);
    expect((await call({ cookie: staff.cookie }, "GET", "/api/admin/tokens")).statusCode).toBe(403);
    expect(
      (await call({ cookie: staff.cookie }, "POST", "/api/admin/tokens", { name: "Mine", permissions: ["orders.read"] })).statusCode,
    ).toBe(403);

    const catalog = await staffMember(t.app, t.database.db, "catalog", "Cat Alog");
    expect((await call({ cookie: catalog.cookie }, "GET", "/api/admin-probe/read")).statusCode).toBe(200);
  });
});

describe("the rate limit", () => {
  it("refuses a caller past its limit with 429 and Retry-After, and counts each caller apart", async () => {
    const { secret } = await makeToken(["catalog.read"]);
    const other = await makeToken(["catalog.read"]);
    for (let i = 0; i < LIMIT; i++) expect((await call({ token: secret }, "GET", "/api/admin-probe/read")).statusCode).toBe(200);
    const refused = await call({ token: secret }, "GET", "/api/admin-probe/read");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect((await call({ token: other.secret }, "GET", "/api/admin-probe/read")).statusCode).toBe(200);
  });
});

describe("Idempotency-Key", () => {
  it("answers a retried write with its first answer, marked, without doing it again", async () => {
    const key = `make-${randomBytes(6).toString("hex")}`;
    const body = { name: "Warehouse sync", permissions: ["orders.read"] };
    const first = await call({ cookie: owner.cookie }, "POST", "/api/admin/tokens", body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await call(
      { cookie: owner.cookie },
      "POST",
      "/api/admin/tokens",
      { permissions: ["orders.read"], name: "Warehouse sync" },
      {
        "idempotency-key": key,
      },
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const made = await t.database.db.select().from(apiTokens).where(eq(apiTokens.name, "Warehouse sync"));
    expect(made).toHaveLength(1);
  });

  it("refuses the same key with another request (409), and keeps each caller's keys apart", async () => {
    const { secret } = await makeToken(["catalog.write"]);
    const other = await makeToken(["catalog.write"]);
    const key = `stock-${randomBytes(6).toString("hex")}`;
    const first = await call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "A-1", units: 3 }, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const changed = await call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "A-1", units: 4 }, { "idempotency-key": key });
    expect(changed.statusCode).toBe(409);
    expect(changed.json<{ message: string }>().message).toMatch(/Idempotency-Key was already used with another request/);
    const elsewhere = await call({ token: secret }, "POST", "/api/admin-probe/flaky", undefined, { "idempotency-key": key });
    expect(elsewhere.statusCode).toBe(409);
    const theirs = await call(
      { token: other.secret },
      "POST",
      "/api/admin-probe/write",
      { sku: "A-1", units: 4 },
      { "idempotency-key": key },
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("refuses a duplicate sent while the first still runs (409); the first's answer is then replayed", async () => {
    const { secret } = await makeToken(["catalog.write"]);
    const key = `rush-${randomBytes(6).toString("hex")}`;
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const before = writes;
    const first = call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "B-2", units: 10 }, { "idempotency-key": key });
    await expect
      .poll(async () => (await t.database.db.select().from(adminIdempotency).where(eq(adminIdempotency.key, key))).length)
      .toBe(1);
    const duplicate = await call(
      { token: secret },
      "POST",
      "/api/admin-probe/write",
      { sku: "B-2", units: 10 },
      { "idempotency-key": key },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toMatch(/still running/);
    release();
    held = Promise.resolve();
    expect((await first).statusCode).toBe(201);
    const retried = await call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "B-2", units: 10 }, { "idempotency-key": key });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers["idempotent-replayed"]).toBe("true");
    expect(retried.json()).toEqual((await first).json());
    expect(writes).toBe(before + 1);
  });

  it("lets a key go when the shop failed (500), so the retry runs", async () => {
    const { secret } = await makeToken(["catalog.write"]);
    const key = `flaky-${randomBytes(6).toString("hex")}`;
    expect((await call({ token: secret }, "POST", "/api/admin-probe/flaky", undefined, { "idempotency-key": key })).statusCode).toBe(500);
    const retried = await call({ token: secret }, "POST", "/api/admin-probe/flaky", undefined, { "idempotency-key": key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect(retried.json()).toEqual({ failures: 2 });
  });

  it("refuses a key that is not letters, digits or -_.:", async () => {
    const { secret } = await makeToken(["catalog.write"]);
    const response = await call({ token: secret }, "POST", "/api/admin-probe/write", { sku: "C", units: 1 }, { "idempotency-key": "a b" });
    expect(response.statusCode).toBe(400);
  });
});
