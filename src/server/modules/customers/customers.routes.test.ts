import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { adminApi, api, type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, orderByToken, SHOPPER_ADDRESS } from "../../../../tests/helpers/checkout.ts";
import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog } from "../../../db/tables.ts";
import type { AdminCustomer } from "../../../domain/schemas/admin.ts";
import { STAFF_ACCESS_ELSEWHERE } from "./customers.service.ts";

let t: TestApp;
let staff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t.app, t.database.db, "staff");
});
afterAll(async () => {
  await t?.close();
});

describe("the back office's customers", () => {
  it("finds a customer by part of the name or e-mail, but not staff", async () => {
    const customer = await signUp(t.app, { name: "Bushy Tyreman" });
    const found = (await adminApi(t.app, staff, "GET", "/customers?q=tyreman")).json<{ data: { id: string }[] }>();
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);
    expect((await adminApi(t.app, staff, "GET", `/customers?q=${encodeURIComponent(staff.email)}`)).json()).toMatchObject({ data: [] });
    expect((await adminApi(t.app, staff, "GET", `/customers/${staff.id}`)).statusCode).toBe(404);
  });

  it("shows a customer's orders, addresses and garage", async () => {
    const customer = await signUp(t.app, { name: "Gwen Garage" });
    await api(t.app, customer, "POST", "/user/shipping/addresses", {
      firstName: "Gwen",
      lastName: "Garage",
      address1: "4 Dune Road",
      suburb: "Broome",
      postcode: "6725",
      email: customer.email,
      phone: "+61 400 000 001",
    });
    const detail = (await adminApi(t.app, staff, "GET", `/customers/${customer.id}`)).json<AdminCustomer>();
    expect(detail).toMatchObject({ id: customer.id, name: "Gwen Garage", orders: 0, disabled: false, garage: [], recentOrders: [] });
    expect(detail.addresses[0]!.lines).toContain("4 Dune Road");
  });

  it("disables an account: its sessions end at once, it cannot sign in, and the change is audited; enabling lets it back", async () => {
    const customer = await signUp(t.app);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(200);
    const disabled = (await adminApi(t.app, staff, "PUT", `/customers/${customer.id}/access`, { disabled: true })).json<AdminCustomer>();
    expect(disabled.disabled).toBe(true);
    expect((await api(t.app, customer, "GET", "/user/me")).statusCode).toBe(401);
    const login = { email: customer.email, password: customer.password };
    expect((await t.app.inject({ method: "POST", url: "/api/website/user/login", payload: login })).statusCode).toBe(401);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entry).toMatchObject({
      action: "customer.disable",
      actorEmail: staff.email,
      before: { disabled: false },
      after: { disabled: true },
    });

    await adminApi(t.app, staff, "PUT", `/customers/${customer.id}/access`, { disabled: false });
    expect((await t.app.inject({ method: "POST", url: "/api/website/user/login", payload: login })).statusCode).toBe(200);
  });

  it("refuses to disable staff here, and answers 404 for an unknown account", async () => {
    const owner = await staffMember(t.app, t.database.db, "owner");
    expect((await adminApi(t.app, staff, "PUT", `/customers/${owner.id}/access`, { disabled: true })).json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: STAFF_ACCESS_ELSEWHERE,
    });
    const unknown = await adminApi(t.app, staff, "PUT", "/customers/00000000-0000-4000-8000-000000000000/access", { disabled: true });
    expect(unknown.statusCode).toBe(404);
  });

  it("counts a customer's orders and what they spent, not a guest's order under the same address", async () => {
    const customer = await signUp(t.app);
    const product = await createProduct(t.database.db);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/website/order/create-checkout-session",
      headers: { cookie: customer.cookie },
      payload: checkoutBody(product, 2, { shippingAddress: { ...SHOPPER_ADDRESS, email: customer.email } }),
    });
    const mine = await orderByToken(t.database.db, signedIn.json<{ token: string }>().token);
    await t.app.inject({
      method: "POST",
      url: `/api/website/payments/test/${mine.paymentSessionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4242424242424242",
    });
    const { order: guests } = await placeOrder(t.app, t.database.db, { email: customer.email });
    const detail = (await adminApi(t.app, staff, "GET", `/customers/${customer.id}`)).json<AdminCustomer>();
    expect(detail).toMatchObject({ orders: 1, spent: mine.totalCents / 100 });
    expect(detail.recentOrders.map((o) => o.number)).toEqual([mine.number]);
    expect(detail.recentOrders[0]!.quantity).toBe(2);
    expect(detail.recentOrders.map((o) => o.number)).not.toContain(guests.number);
  });
});
