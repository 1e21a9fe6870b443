import { eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { adminApi, api, type Customer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, mailsKeyed, orderByToken, productState } from "../../../../tests/helpers/checkout.ts";
import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, orders, testPaymentRefunds, testPaymentSessions } from "../../../db/tables.ts";
import type { AdminOrder, AdminOrderPage, Dashboard } from "../../../domain/schemas/admin.ts";
import { REFUND_KEY_REUSED } from "./order-lifecycle.service.ts";

let t: TestApp;
let staff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t.app, t.database.db, "staff");
});
afterAll(async () => {
  await t?.close();
});

const SHIP = {
  action: "ship",
  carrier: "Australia Post",
  trackingNumber: "AP 1234 5678",
  trackingUrl: "https://auspost.com.au/track/AP12345678",
};
const move = (number: number, body: object) => api(t.app, staff, "POST", `/order/${number}`, body);
let keys = 0;
const key = () => `refund-key-${process.pid}-${++keys}`;

describe("staff move orders through the transition table (decision 010)", () => {
  it("ships a paid order with its tracking, mails the customer, completes it; each step on the timeline with who did it", async () => {
    const { number, order } = await placeOrder(t.app, t.database.db);
    const shipped = await move(number, SHIP);
    expect(shipped.statusCode).toBe(200);
    const body = shipped.json<AdminOrder>();
    expect(body).toMatchObject({
      status: "SHIPPED",
      paymentStatus: "paid",
      shipment: { carrier: "Australia Post", trackingNumber: "AP 1234 5678", trackingUrl: SHIP.trackingUrl },
      actions: ["complete", "refund"],
    });
    expect(body.timeline.map((e) => e.kind)).toEqual(["placed", "paid", "shipped"]);
    expect(body.timeline.at(-1)).toMatchObject({ actor: staff.email, data: { carrier: "Australia Post" } });
    const [mail] = await mailsKeyed(t.database.db, "order-shipped:", [order.id]);
    expect(mail!.text).toContain("AP 1234 5678");
    expect(mail!.text).toContain(SHIP.trackingUrl);

    // The customer reads it on /track-order: the shipment with its link, the steps, never who did them.
    const tracked = await api(t.app, null, "POST", "/order/track", { number, email: order.email });
    expect(tracked.json()).toMatchObject({
      shipment: { carrier: "Australia Post", trackingNumber: "AP 1234 5678", trackingUrl: SHIP.trackingUrl },
      timeline: [
        { kind: "placed", actor: null },
        { kind: "paid", actor: null },
        {
          kind: "shipped",
          actor: null,
          data: { carrier: "Australia Post", trackingNumber: "AP 1234 5678", trackingUrl: SHIP.trackingUrl },
        },
      ],
    });

    const completed = (await move(number, { action: "complete" })).json<AdminOrder>();
    expect(completed).toMatchObject({ status: "COMPLETED", actions: ["refund"] });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(number)));
    expect(audit.map((a) => a.action)).toEqual(["order.shipped", "order.completed"]);
    expect(audit[0]).toMatchObject({ actorEmail: staff.email, before: { status: "PENDING" }, after: { status: "SHIPPED" } });
  });

  it("writes the customer's mails in the language they ordered in", async () => {
    const product = await createProduct(t.database.db);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/website/order/create-checkout-session",
      headers: { cookie: "lang=ar" },
      payload: checkoutBody(product, 1),
    });
    const { token, number } = checkout.json<{ token: string; number: number }>();
    const order = await orderByToken(t.database.db, token);
    expect(order.locale).toBe("ar");
    await move(number, { action: "cancel", reason: "نفد المخزون" });
    const [mail] = await mailsKeyed(t.database.db, "order-cancelled:", [order.id]);
    expect(mail!.subject).toBe(`تم إلغاء طلبك من Overland رقم ${number}`);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("refuses every move the table does not allow with 409 and the reason, changing nothing", async () => {
    const unpaid = await placeOrder(t.app, t.database.db, { pay: false });
    const refused = await move(unpaid.number, SHIP);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "An order whose payment is unpaid cannot be shipped: its payment must be paid or partially refunded.",
    });
    expect((await move(unpaid.number, { action: "complete" })).json()).toMatchObject({
      statusCode: 409,
      message: "A PENDING order cannot be completed: only an order that is SHIPPED can.",
    });
    expect((await move(unpaid.number, { action: "refund", idempotencyKey: key() })).statusCode).toBe(409);

    const shipped = await placeOrder(t.app, t.database.db);
    await move(shipped.number, SHIP);
    expect((await move(shipped.number, SHIP)).statusCode).toBe(409);
    expect((await move(shipped.number, { action: "cancel" })).json()).toMatchObject({
      statusCode: 409,
      message: "A SHIPPED order cannot be cancelled: only an order that is PENDING can.",
    });
    await move(shipped.number, { action: "complete" });
    expect((await move(shipped.number, { action: "complete" })).statusCode).toBe(409);
    expect((await orderByToken(t.database.db, shipped.token)).status).toBe("COMPLETED");

    const cancelled = await placeOrder(t.app, t.database.db, { pay: false });
    await move(cancelled.number, { action: "cancel" });
    for (const body of [SHIP, { action: "complete" }, { action: "cancel" }])
      expect((await move(cancelled.number, body)).statusCode).toBe(409);

    expect((await move(99_999_999, SHIP)).statusCode).toBe(404);
    expect((await move(shipped.number, { action: "ship", carrier: "X", trackingNumber: "<script>" })).statusCode).toBe(400);
    expect((await move(shipped.number, { action: "teleport" })).statusCode).toBe(400);
  });

  it("refunds at once a payment that arrives for an order cancelled meanwhile, taking no stock", async () => {
    const { number, product, sessionId, order } = await placeOrder(t.app, t.database.db, { pay: false });
    await move(number, { action: "cancel", reason: "Customer changed their mind" });
    const shelf = await productState(t.database.db, product.id);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/website/payments/test/${sessionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4242424242424242",
    });
    expect(paid.statusCode).toBe(303);
    expect(await orderByToken(t.database.db, order.token)).toMatchObject({ status: "CANCELLED", paymentStatus: "refunded" });
    expect(await productState(t.database.db, product.id)).toEqual(shelf);
    const [mail] = await mailsKeyed(t.database.db, "order-refunded:", [order.id]);
    expect(mail!.text).toContain("cancelled before your payment arrived");
  });

  it("cancels an unpaid order, giving back the units it held and nothing more", async () => {
    const { number, product } = await placeOrder(t.app, t.database.db, { pay: false, quantity: 2 });
    expect(await productState(t.database.db, product.id)).toMatchObject({ reserved: 2 });
    const before = await productState(t.database.db, product.id);
    const cancelled = (await move(number, { action: "cancel", reason: "Customer asked" })).json<AdminOrder>();
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "unpaid", actions: [] });
    expect(await productState(t.database.db, product.id)).toEqual({ ...before, reserved: 0 });
  });

  it("cancels a paid order: its units return to stock, and a full refund through the provider resolves the money, once under replay", async () => {
    const { number, product, order, sessionId } = await placeOrder(t.app, t.database.db, { quantity: 2 });
    const sold = await productState(t.database.db, product.id);
    const cancelled = (await move(number, { action: "cancel", reason: "Out of stock at the supplier" })).json<AdminOrder>();
    expect(cancelled).toMatchObject({ status: "CANCELLED", paymentStatus: "paid", actions: ["refund"] });
    expect(await productState(t.database.db, product.id)).toEqual({ ...sold, stock: sold.stock + 2, salesCount: sold.salesCount - 2 });
    expect(await mailsKeyed(t.database.db, "order-cancelled:", [order.id])).toHaveLength(1);

    const refund = { action: "refund", reason: "Cancelled", idempotencyKey: key() };
    const [first, replay] = await Promise.all([move(number, refund), move(number, refund)]);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    const refunded = (await move(number, refund)).json<AdminOrder>();
    expect(refunded).toMatchObject({ paymentStatus: "refunded", refunded: order.totalCents / 100, refundedQuantities: [2], actions: [] });
    expect(refunded.refunds).toHaveLength(1);
    expect(refunded.paymentEvents.map((e) => e.type)).toContain("refund");
    // The provider gave it back once.
    const providerRefunds = await t.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.sessionId, sessionId));
    expect(providerRefunds).toHaveLength(1);
    const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
    expect(session).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
    expect(await mailsKeyed(t.database.db, "order-refund:")).toEqual(
      expect.arrayContaining([expect.objectContaining({ to: order.email })]),
    );
    // The test provider's own record shows the refund, as Stripe's dashboard would.
    const receipt = await t.app.inject({ method: "GET", url: `/api/website/payments/test/${sessionId}/receipt` });
    expect(receipt.body).toContain(providerRefunds[0]!.id);
    expect(receipt.body).toContain("<dd>refunded</dd>");
    // A new key finds nothing left.
    expect((await move(number, { ...refund, idempotencyKey: key() })).json()).toMatchObject({ statusCode: 409 });
  });

  it("refunds per line, with its tax share, then the rest; a key reused for other lines is refused", async () => {
    const { number, order } = await placeOrder(t.app, t.database.db, { quantity: 3 });
    const firstKey = key();
    const partial = (
      await move(number, { action: "refund", lines: [{ line: 1, quantity: 1 }], idempotencyKey: firstKey })
    ).json<AdminOrder>();
    expect(partial).toMatchObject({ paymentStatus: "partially_refunded", refundedQuantities: [1], status: "PENDING" });
    expect(partial.actions).toEqual(["ship", "cancel", "refund"]);
    expect((await move(number, { action: "refund", lines: [{ line: 1, quantity: 2 }], idempotencyKey: firstKey })).json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: REFUND_KEY_REUSED,
    });
    expect((await move(number, { action: "refund", lines: [{ line: 1, quantity: 3 }], idempotencyKey: key() })).json()).toMatchObject({
      statusCode: 409,
      message: "Line 1 has 2 units left to refund, not 3.",
    });
    const rest = (await move(number, { action: "refund", idempotencyKey: key() })).json<AdminOrder>();
    expect(rest).toMatchObject({ paymentStatus: "refunded", refundedQuantities: [3], refunded: order.totalCents / 100 });
    expect(rest.refunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBe(order.totalCents);
  });
});

// ARCHITECTURE rule 10: on PostgreSQL (TEST_DATABASE_URL) the moves below run on parallel
// connections and meet on the order's row lock; on PGlite they prove the logic only.
describe(`two members of staff move one order at once (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("lets exactly one of two shipments, or of a shipment and a cancellation, win; the other gets 409", async () => {
    const other = await staffMember(t.app, t.database.db, "staff", "Other Staff");
    for (const [mine, theirs] of [
      [SHIP, { ...SHIP, trackingNumber: "OTHER 999" }],
      [SHIP, { action: "cancel", reason: "Both at once" }],
    ] as const) {
      const { number, product } = await placeOrder(t.app, t.database.db);
      const stock = await productState(t.database.db, product.id);
      const answers = await Promise.all([move(number, mine), api(t.app, other, "POST", `/order/${number}`, theirs)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const order = (await adminApi(t.app, staff, "GET", `/orders/${number}`)).json<AdminOrder>();
      const won = answers[0]!.statusCode === 200 ? mine : theirs;
      expect(order.status).toBe(won.action === "ship" ? "SHIPPED" : "CANCELLED");
      expect(order.timeline.filter((e) => e.kind === "shipped" || e.kind === "cancelled")).toHaveLength(1);
      // Units went back only if the cancellation won.
      expect((await productState(t.database.db, product.id)).stock).toBe(won.action === "cancel" ? stock.stock + 2 : stock.stock);
    }
  });

  it("refunds once when the same refund is sent many times at once", async () => {
    const { number, order, sessionId } = await placeOrder(t.app, t.database.db);
    const refund = { action: "refund", idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(number, refund)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.sessionId, sessionId));
    expect(rows.map((r) => r.amountCents)).toEqual([order.totalCents]);
    expect((await adminApi(t.app, staff, "GET", `/orders/${number}`)).json<AdminOrder>()).toMatchObject({ paymentStatus: "refunded" });
  });

  it("reserves a refund's units as it records it: of 20 one-unit refunds of a two-unit line at once, two succeed; provider and order agree to the cent", async () => {
    for (let round = 0; round < 10; round += 1) {
      // A second line keeps money in the order after the first is refunded: only units can stop a third refund.
      const [wanted, other] = [await createProduct(t.database.db), await createProduct(t.database.db)];
      const body = checkoutBody(wanted, 2);
      body.items.push(checkoutBody(other, 1).items[0]!);
      const { number, order, sessionId } = await placeOrder(t.app, t.database.db, { body });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => move(number, { action: "refund", lines: [{ line: 1, quantity: 1 }], idempotencyKey: key() })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([...Array(2).fill(200), ...Array(18).fill(409)]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: "Line 1 has 0 units left to refund, not 1." });
      const after = (await adminApi(t.app, staff, "GET", `/orders/${number}`)).json<AdminOrder>();
      expect(after).toMatchObject({ paymentStatus: "partially_refunded", refundedQuantities: [2, 0] });
      expect(after.refunds.map((r) => r.state)).toEqual(["succeeded", "succeeded"]);
      const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
      const paidBack = await t.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.sessionId, sessionId));
      expect(paidBack).toHaveLength(2);
      expect(session!.refundedCents).toBe(Math.round(after.refunded * 100));
      expect(session!.refundedCents).toBeLessThan(order.totalCents);
    }
  });
});

describe("the back office's order list and dashboard", () => {
  it("filters by state, finds by number, e-mail or name, sorts, and pages by 25", async () => {
    const email = `finder.${process.pid}.${Date.now()}@example.com`;
    const a = await placeOrder(t.app, t.database.db, { email });
    const b = await placeOrder(t.app, t.database.db, { email, pay: false });
    const list = (query: string) => adminApi(t.app, staff, "GET", `/orders?${query}`).then((r) => r.json<AdminOrderPage>());
    expect((await list(`q=${email}`)).data.map((o) => o.number)).toEqual([b.number, a.number]);
    expect((await list(`q=${email}&sort=oldest`)).data.map((o) => o.number)).toEqual([a.number, b.number]);
    expect((await list(`q=${email}&payment=unpaid`)).data.map((o) => o.number)).toEqual([b.number]);
    expect((await list(`q=%23${a.number}`)).data.map((o) => o.number)).toEqual([a.number]);
    expect((await list(`q=Lovelace&status=PENDING`)).pagination.total).toBeGreaterThanOrEqual(2);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`q=${email}&from=${tomorrow}`)).data).toEqual([]);
    expect((await list("")).pagination.limit).toBe(25);
    expect((await adminApi(t.app, staff, "GET", "/orders?from=yesterday")).statusCode).toBe(400);
    // A search cannot reach into SQL's patterns.
    expect((await list("q=%25")).data).toEqual([]);
  });

  it("counts today as the shop's day on its clock, across its midnight and the night its clocks go back", async () => {
    const { settings, adminOrders } = t.app.services;
    const paidAt = async (iso: string) => {
      const { order } = await placeOrder(t.app, t.database.db);
      await t.database.db
        .update(orders)
        .set({ paidAt: new Date(iso) })
        .where(eq(orders.id, order.id));
    };
    // Sydney's 4 April 2027 has 25 hours (daylight time ends at 03:00): it began at 13:00 UTC on the 3rd.
    await paidAt("2027-04-03T12:59:00Z"); // 23:59 on the 3rd there
    await paidAt("2027-04-03T13:01:00Z"); // 00:01 on the 4th (+11)
    await paidAt("2027-04-04T13:20:00Z"); // 23:20 on the 4th (+10), the day's 25th hour
    const owner = { id: null, email: "clock@overland.test" };
    await settings.update(owner, { timeZone: "Australia/Sydney" });
    const sydney = await adminOrders.dashboard(new Date("2027-04-04T13:30:00Z"));
    expect(sydney.today.orders).toBe(2);
    // The same moment on UTC's clock is the 4th from 00:00 UTC: only the last.
    await settings.update(owner, { timeZone: "UTC" });
    const utc = await adminOrders.dashboard(new Date("2027-04-04T13:30:00Z"));
    expect(utc.today.orders).toBe(1);
    expect(utc.week.orders).toBe(3);
    await settings.update(owner, { timeZone: "Australia/Sydney" });
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date() })
      .where(gte(orders.paidAt, new Date("2027-01-01T00:00:00Z")));
  });

  it("counts today's paid orders and revenue, what waits to ship, and refunds owed", async () => {
    const before = (await adminApi(t.app, staff, "GET", "/dashboard")).json<Dashboard>();
    const { order } = await placeOrder(t.app, t.database.db);
    const after = (await adminApi(t.app, staff, "GET", "/dashboard")).json<Dashboard>();
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(Math.round((after.today.revenue - before.today.revenue) * 100)).toBe(order.totalCents);
    expect(after.awaitingShipment).toBe(before.awaitingShipment + 1);
    await move(order.number, { action: "cancel" });
    const owed = (await adminApi(t.app, staff, "GET", "/dashboard")).json<Dashboard>();
    expect(owed.refundsOwed).toBe(after.refundsOwed + 1);
    expect(owed.awaitingShipment).toBe(before.awaitingShipment);
    // Each part runs low at its own level: the seed's at the editor's default, 5.
    expect(owed.lowStock.every((p) => p.stock <= 5)).toBe(true);
  });

  it("mails the shop a new paid order with the link to it in the back office", async () => {
    const { order } = await placeOrder(t.app, t.database.db);
    const [mail] = await mailsKeyed(t.database.db, "order-new:", [order.id]);
    expect(mail).toMatchObject({
      to: (await t.app.services.settings.current()).email,
      subject: expect.stringContaining(String(order.number)),
    });
    expect(mail!.text).toContain(`http://shop.test/admin/orders/${order.number}`);
  });
});
