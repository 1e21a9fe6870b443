import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer, sessionCookieOf, signUp } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { STAFF_PERMISSIONS } from "../../domain/staff.ts";
import { ADMIN_ROUTES, guardAdminScope } from "./admin-api.ts";

// Every back-office route refuses a guest (401), a customer (403) and staff whose role
// does not reach (403), walked from the route table itself, so a route added later is walked too.

let t: TestApp;
let customer: Customer;
let staff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
  staff = await staffMember(t.app, t.database.db, "staff");
});
afterAll(async () => {
  await t?.close();
});

const ANY_ID = "00000000-0000-4000-8000-000000000000";
const call = (method: string, url: string, cookie?: string) =>
  t.app.inject({
    method: method as "GET",
    url: `/api/website${url.replace(/:[A-Za-z]+/g, ANY_ID)}`,
    headers: cookie ? { cookie } : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });

describe("the back-office API's guard", () => {
  it("knows the routes it guards: orders, the dashboard, customers, staff, the audit log and the outbox", () => {
    const urls = [...ADMIN_ROUTES.values()].map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "GET /api/website/admin/dashboard",
        "GET /api/website/admin/orders",
        "POST /api/website/order/:id",
        "GET /api/website/admin/customers",
        "PUT /api/website/admin/customers/:id/access",
        "GET /api/website/admin/staff",
        "GET /api/website/admin/audit",
      ]),
    );
  });

  it("answers 401 to a guest and 403 to a customer on every one of them", async () => {
    const answers: Record<string, [number, number]> = {};
    for (const { method, url } of ADMIN_ROUTES.values()) {
      const path = url.replace(/^\/api\/website/, "");
      answers[`${method} ${url}`] = [(await call(method, path)).statusCode, (await call(method, path, customer.cookie)).statusCode];
    }
    expect(Object.values(answers).length).toBeGreaterThan(10);
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, [401, 403]])));
  });

  it("answers 403 on every one of them to an owner signed in at the shop's sign-in, and lets the owner's staff session through", async () => {
    const owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
    const shop = await t.app.inject({
      method: "POST",
      url: "/api/website/user/login",
      payload: { email: owner.email, password: owner.password },
    });
    expect(shop.statusCode).toBe(200);
    const asCustomer = sessionCookieOf(shop)!;
    const answers: Record<string, { shopSession: number; staffSessionRefused: boolean }> = {};
    for (const { method, url } of ADMIN_ROUTES.values()) {
      const path = url.replace(/^\/api\/website/, "");
      const staffStatus = (await call(method, path, owner.cookie)).statusCode;
      answers[`${method} ${url}`] = {
        shopSession: (await call(method, path, asCustomer)).statusCode,
        staffSessionRefused: [401, 403].includes(staffStatus),
      };
    }
    expect(Object.keys(answers)).toContain("POST /api/website/order/:id");
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((key) => [key, { shopSession: 403, staffSessionRefused: false }])));
  });

  it("answers 403 to staff on the owner's routes, and lets them through elsewhere", async () => {
    for (const { method, url, permission } of ADMIN_ROUTES.values()) {
      const status = (await call(method, url.replace(/^\/api\/website/, ""), staff.cookie)).statusCode;
      const ownerOnly = !(STAFF_PERMISSIONS[permission] as readonly string[]).includes("staff");
      expect({ route: `${method} ${url}`, forbidden: status === 403 }).toEqual({ route: `${method} ${url}`, forbidden: ownerOnly });
    }
  });

  it("refuses to start with a back-office route that names no permission", async () => {
    const app = Fastify();
    void app.register(async (scope) => {
      guardAdminScope(scope);
      scope.get("/admin/forgotten", async () => "open");
    });
    await expect(app.ready()).rejects.toThrow("The back-office route GET /admin/forgotten names no permission");
  });
});
