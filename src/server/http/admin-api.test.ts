import { desc, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer, sessionCookieOf, signUp } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../tests/helpers/test-app.ts";
import { auditLog } from "../../db/tables.ts";
import type { CreatedApiToken, TokenPermission } from "../../domain/schemas/api-tokens.ts";
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from "../../domain/staff.ts";
import { ADMIN_SCOPE_ROUTE_TABLE, type GuardedRoute, requireNamedPermissions } from "./admin-scope.ts";

// The one admin API (docs/decisions/032-one-admin-api.md): every route under /api/admin, walked
// from the route table itself so a route added later is walked too, refuses in one shape a guest
// (401), a customer, a member of staff whose role lacks the route's permission and a token without
// it (403 NOT_PERMITTED); the old /api/website/admin paths are gone.

let t: TestApp;
let customer: Customer;
const members = {} as Record<StaffRole, Customer>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},adminApi.perCaller=100000/1m` } });
  customer = await signUp(t.app);
  for (const role of STAFF_ROLES) members[role] = await staffMember(t.app, t.database.db, role, `Member ${role}`);
});
afterAll(async () => {
  await t?.close();
});

const ANY_ID = "00000000-0000-4000-8000-000000000000";
type Caller = { token: string } | { cookie: string } | null;
const call = (method: string, url: string, caller: Caller) =>
  t.app.inject({
    method: method as "GET",
    url: url.replace(/:[A-Za-z]+/g, ANY_ID),
    headers: caller === null ? {} : "token" in caller ? { authorization: `Bearer ${caller.token}` } : { cookie: caller.cookie },
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });

async function makeToken(permissions: TokenPermission[]): Promise<CreatedApiToken> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/tokens",
    headers: { cookie: members.owner.cookie },
    payload: { name: `Probe ${permissions.join(" ")}`, permissions },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

// HEAD answers have no body to hold the refusal: their GET is walked.
const routes = (): GuardedRoute[] =>
  [...ADMIN_SCOPE_ROUTE_TABLE.values()].filter((route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD");
const refusal = (statusCode: number, code: string) => ({
  statusCode,
  error: statusCode === 401 ? "Unauthorized" : "Forbidden",
  message: expect.any(String),
  code,
});

describe("the admin API's one guard", () => {
  it("holds everything staff do: the catalogue, orders, customers, the outbox, the newsletter, builds, reviews, staff and tokens", () => {
    expect(routes().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/products",
        "GET /api/admin/dashboard",
        "GET /api/admin/orders",
        "POST /api/admin/orders/:id",
        "GET /api/admin/customers",
        "PUT /api/admin/customers/:id/access",
        "GET /api/admin/outbox",
        "GET /api/admin/newsletter/subscribers.csv",
        "POST /api/admin/builds/:id/approve",
        "GET /api/admin/reviews",
        "POST /api/admin/reviews/:id/publish",
        "GET /api/admin/staff",
        "GET /api/admin/audit",
        "POST /api/admin/tokens",
      ]),
    );
  });

  it("answers 401 AUTH_SIGN_IN_REQUIRED to no session, and 403 NOT_PERMITTED to a customer, on every route", async () => {
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { method, url } of routes()) {
      const key = `${method} ${url}`;
      const guest = await call(method, url, null);
      const shopper = await call(method, url, { cookie: customer.cookie });
      answers[key] = { guest: [guest.statusCode, guest.json()], customer: [shopper.statusCode, shopper.json()] };
      expected[key] = { guest: [401, refusal(401, "AUTH_SIGN_IN_REQUIRED")], customer: [403, refusal(403, "NOT_PERMITTED")] };
    }
    expect(Object.keys(answers).length).toBeGreaterThan(40);
    expect(answers).toEqual(expected);
  });

  it("answers 403 NOT_PERMITTED to a staff session whose role lacks the route's permission, and lets the others through", async () => {
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { method, url, permission } of routes()) {
      for (const role of STAFF_ROLES) {
        const key = `${role} ${method} ${url}`;
        const response = await call(method, url, { cookie: members[role].cookie });
        const may = (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
        answers[key] = may ? response.statusCode !== 401 && response.statusCode !== 403 : [response.statusCode, response.json()];
        expected[key] = may ? true : [403, refusal(403, "NOT_PERMITTED")];
      }
    }
    expect(answers).toEqual(expected);
  });

  it("answers 403 NOT_PERMITTED to a token without the route's scope on every route, and lets a token with it through", async () => {
    const tokens = new Map<string, string>();
    const tokenOf = async (permissions: TokenPermission[]) => {
      const key = permissions.join(",");
      if (!tokens.has(key)) tokens.set(key, (await makeToken(permissions)).secret);
      return tokens.get(key)!;
    };
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { method, url, permission } of routes()) {
      const other: TokenPermission = permission === "catalog.read" ? "stock.write" : "catalog.read";
      const refused = await call(method, url, { token: await tokenOf([other]) });
      answers[`${method} ${url}`] = [refused.statusCode, refused.json()];
      expected[`${method} ${url}`] = [403, refusal(403, "NOT_PERMITTED")];
    }
    expect(answers).toEqual(expected);
    const granted = await call("GET", "/api/admin/customers", { token: await tokenOf(["customers.read"]) });
    expect(granted.statusCode).toBe(200);
  });

  it("answers 401 with its own code to a forged token and to an Authorization header that is not a Bearer", async () => {
    const forged = await call("GET", "/api/admin/orders", { token: `ovl_${"x".repeat(43)}` });
    expect([forged.statusCode, forged.json(), forged.headers["www-authenticate"]]).toEqual([
      401,
      refusal(401, "API_TOKEN_INVALID"),
      expect.stringContaining("Bearer"),
    ]);
    const basic = await t.app.inject({ method: "GET", url: "/api/admin/orders", headers: { authorization: "Basic b3duZXI6cGFzcw==" } });
    expect([basic.statusCode, basic.json()]).toEqual([401, refusal(401, "AUTHORIZATION_NOT_BEARER")]);
  });

  it("refuses a write from another site's page to a staff session with 403 CROSS_SITE_REQUEST_REFUSED", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/admin/reviews/settings",
      headers: { cookie: members.owner.cookie, origin: "https://elsewhere.example" },
      payload: { moderation: "hold" },
    });
    expect([response.statusCode, response.json()]).toEqual([403, refusal(403, "CROSS_SITE_REQUEST_REFUSED")]);
  });

  it("answers 403 NOT_PERMITTED on every route to an owner signed in at the shop's sign-in (a customer's session)", async () => {
    const shop = await t.app.inject({
      method: "POST",
      url: "/api/website/user/login",
      payload: { email: members.owner.email, password: members.owner.password },
    });
    expect(shop.statusCode).toBe(200);
    const asCustomer = sessionCookieOf(shop)!;
    const statuses = new Set<number>();
    for (const { method, url } of routes()) statuses.add((await call(method, url, { cookie: asCustomer })).statusCode);
    expect([...statuses]).toEqual([403]);
  });

  it("moderates reviews by a token holding reviews.moderate, which no other scope reaches", async () => {
    const moderator = { token: (await makeToken(["reviews.moderate"])).secret };
    const catalogue = { token: (await makeToken(["catalog.read", "catalog.write"])).secret };
    expect((await call("GET", "/api/admin/reviews/settings", moderator)).json()).toEqual({ moderation: expect.any(String) });
    const put = (caller: Caller) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/reviews/settings",
        headers: { authorization: `Bearer ${(caller as { token: string }).token}` },
        payload: { moderation: "hold" },
      });
    expect((await put(catalogue)).json()).toEqual(refusal(403, "NOT_PERMITTED"));
    const held = await put(moderator);
    expect([held.statusCode, held.json()]).toEqual([200, { moderation: "hold" }]);
    const [audited] = await t.database.db
      .select({ actorId: auditLog.actorId, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.action, "setting.change"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audited).toEqual({ actorId: null, actorEmail: "token:Probe reviews.moderate" });
    expect((await call("POST", "/api/admin/reviews/99999999/hide", moderator)).statusCode).toBe(404);
  });

  it("has no /api/website/admin any more: its old paths answer 404", async () => {
    for (const path of ["/api/website/admin/orders", "/api/website/admin/dashboard", "/api/website/admin/reviews"])
      expect((await call("GET", path, { cookie: members.owner.cookie })).statusCode, path).toBe(404);
    expect((await call("POST", "/api/website/admin/builds/1/approve", { cookie: members.owner.cookie })).statusCode).toBe(404);
  });

  it("guards the spec's order update, POST /api/website/order/{id}, with the same check and refusals", async () => {
    const guest = await call("POST", "/api/website/order/1", null);
    expect([guest.statusCode, guest.json()]).toEqual([401, refusal(401, "AUTH_SIGN_IN_REQUIRED")]);
    const shopper = await call("POST", "/api/website/order/1", { cookie: customer.cookie });
    expect([shopper.statusCode, shopper.json()]).toEqual([403, refusal(403, "NOT_PERMITTED")]);
    const catalogue = await call("POST", "/api/website/order/1", { cookie: members.catalog.cookie });
    expect([catalogue.statusCode, catalogue.json()]).toEqual([403, refusal(403, "NOT_PERMITTED")]);
    expect((await call("POST", "/api/website/order/1", { cookie: members.staff.cookie })).statusCode).toBe(400);
  });

  it("refuses to start with an admin route that names no permission", async () => {
    const app = Fastify();
    void app.register(async (scope) => {
      requireNamedPermissions(scope, new Map());
      scope.get("/forgotten", async () => "open");
    });
    await expect(app.ready()).rejects.toThrow("The admin API route GET /forgotten names no permission");
  });

  it("gives review moderation to the roles that moderated before (owner and catalogue staff)", () => {
    const moderators: readonly StaffRole[] = STAFF_PERMISSIONS["reviews.moderate" satisfies StaffPermission];
    expect([...moderators].sort()).toEqual(["catalog", "owner"]);
  });
});
