import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, orderByToken, postCheckout, postTestWebhook, testPaymentEvent } from "../../../../tests/helpers/checkout.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, discountUses, orderItems, vehicles } from "../../../db/tables.ts";
import type { AdminDiscount } from "../../../domain/schemas/discounts.ts";
import type { ShippingQuote } from "../../../domain/schemas/shipping.ts";

// Discount codes and promotions through the admin API, and what they do to the checkout's totals,
// the order and its uses: each refusal said, the per-customer limit, and a use given back by an
// order that was never paid.

let t: TestApp;
let owner: Customer;
let call: AdminCall;
let part: TestProduct;
let other: TestProduct;

beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
  part = await createProduct(t.database.db, { price: 12_000, discount: 0, stock: 500 });
  other = await createProduct(t.database.db, { price: 3_000, discount: 0, stock: 500 });
});
afterAll(async () => {
  await t?.close();
});

async function create(fields: object): Promise<AdminDiscount> {
  const response = await call("POST", "/discounts", fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminDiscount>();
}

const quote = async (discountCode: string, options: { quantity?: number; email?: string; product?: TestProduct } = {}) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/shipping-offers",
    payload: {
      items: [{ product: (options.product ?? part).id, quantity: options.quantity ?? 1, options: {} }],
      country: "Australia",
      state: "NT",
      deliverMethod: "standard",
      discountCode,
      ...(options.email ? { email: options.email } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShippingQuote>();
};

const checkout = (discountCode: string, email = "ada@example.com", product = part) =>
  postCheckout(t.app, checkoutBody(product, 1, { discountCode, shippingAddress: { ...checkoutBody(product).shippingAddress, email } }));

describe("a discount code at the checkout", () => {
  it("comes off the goods as a line of the totals, the GST in the prices worked out on what is left, to the cent", async () => {
    await create({ code: "save10", title: { en: "Ten off" }, kind: "percent", percent: "10" });
    const { totals, discountCode } = await quote(" Save10 ");
    expect(discountCode).toEqual({ code: "SAVE10", refusal: null });
    expect(totals).toMatchObject({
      items: [{ price: 120, total: 120 }],
      subtotal: 120,
      shipping: 25,
      discounts: [{ code: "SAVE10", title: { en: "Ten off" }, amount: 12 }],
      discount: 12,
      // 20% GST in 108 of goods and 25 of delivery: 133 / 6.
      taxLines: [{ name: "GST", rate: 20, included: true, amount: 22.17 }],
      total: 133,
    });
  });

  it("charges the order what the quote said and keeps the discount on the order, its lines and its use", async () => {
    const said = await quote("SAVE10", { email: "grace@example.com" });
    const response = await checkout("save10", "grace@example.com");
    expect(response.statusCode, response.body).toBe(200);
    const order = await orderByToken(t.database.db, response.json<{ token: string }>().token);
    expect(order.totalCents / 100).toBe(said.totals!.total);
    expect(order).toMatchObject({ subtotalCents: 12_000, shippingCents: 2_500, discountCents: 1_200, taxCents: 2_217 });
    expect(order.discountLines).toEqual([
      { discountId: expect.any(Number), code: "SAVE10", title: { en: "Ten off", ru: "", ar: "" }, cents: 1_200, shippingCents: 0 },
    ]);
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ totalCents: 12_000, discountCents: 1_200 });
    const uses = await t.database.db.select().from(discountUses).where(eq(discountUses.orderId, order.id));
    expect(uses).toEqual([expect.objectContaining({ email: "grace@example.com", cents: 1_200 })]);
    // The customer's order page says the same.
    const page = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${order.token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ discount: 12, discounts: [{ code: "SAVE10", amount: 12 }], total: 133 });
  });

  it("says why a code is refused: unknown, not yet, expired, minimum, not for these parts; and never answers 500 to junk", async () => {
    const hour = 3_600_000;
    await create({ code: "LATER", title: { en: "Later" }, kind: "fixed", amount: 5, startsAt: new Date(Date.now() + hour).toISOString() });
    await create({
      code: "GONE",
      title: { en: "Gone" },
      kind: "fixed",
      amount: 5,
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    await create({ code: "BIG-ORDERS", title: { en: "Big orders" }, kind: "percent", percent: 5, minSubtotal: "500" });
    await create({ code: "OTHER-PART", title: { en: "Other part" }, kind: "percent", percent: 5, productIds: [other.id] });
    await create({ code: "SLEEPING", title: { en: "Off" }, kind: "percent", percent: 5, active: false });
    const refusals: [string, string][] = [
      ["NOPE", "unknown"],
      ["LATER", "not-started"],
      ["GONE", "expired"],
      ["BIG-ORDERS", "minimum"],
      ["OTHER-PART", "not-for-these-parts"],
      ["SLEEPING", "unknown"],
      ["'; drop table discounts; --", "unknown"],
      ["ü".repeat(60), "unknown"],
    ];
    for (const [code, refusal] of refusals) {
      const answer = await quote(code);
      expect(answer.discountCode?.refusal, code).toBe(refusal);
      expect(answer.totals).toMatchObject({ discounts: [], discount: 0, total: 145 });
    }
    // The minimum is reached with five units; the other part's code applies to it alone.
    expect((await quote("BIG-ORDERS", { quantity: 5 })).totals).toMatchObject({ discount: 30 });
    expect((await quote("OTHER-PART", { product: other })).totals).toMatchObject({ discount: 1.5 });
    // A checkout with a refused code is refused, saying why, and writes nothing.
    const refused = await checkout("GONE");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining("The code GONE has expired") });
    expect((await postCheckout(t.app, checkoutBody(part, 1, { discountCode: "x".repeat(61) }))).statusCode).toBe(400);
  });

  it("takes the delivery off with a free-shipping code, and its GST with it", async () => {
    await create({ code: "SHIP-FREE", title: { en: "Free delivery" }, kind: "free-shipping" });
    expect((await quote("SHIP-FREE")).totals).toMatchObject({
      shipping: 25,
      discounts: [{ code: "SHIP-FREE", amount: 25 }],
      taxLines: [{ name: "GST", amount: 20 }],
      total: 120,
    });
  });

  it("allows a customer a code as often as it says, and gives a use back when its order goes unpaid", async () => {
    await create({ code: "ONCE-EACH", title: { en: "Once each" }, kind: "fixed", amount: "7.50", perCustomerLimit: 1 });
    const first = await checkout("ONCE-EACH", "once@example.com");
    expect(first.statusCode, first.body).toBe(200);
    expect((await quote("ONCE-EACH", { email: "Once@Example.com" })).discountCode?.refusal).toBe("used-by-you");
    expect((await quote("ONCE-EACH", { email: "someone@example.com" })).discountCode?.refusal).toBeNull();
    const again = await checkout("ONCE-EACH", "ONCE@example.com");
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/ONCE-EACH has been used as often as it allows/);
    // Nobody paid it: the sweep cancels the order and the use is the customer's again.
    const expired = await t.app.services.orders.expireUnpaid(0, new Date(Date.now() + 60_000));
    expect(expired).toBeGreaterThan(0);
    expect((await quote("ONCE-EACH", { email: "once@example.com" })).discountCode?.refusal).toBeNull();
  });
});

describe("an automatic promotion for one vehicle", () => {
  it("comes off the parts that fit it, universal ones included, by itself; and stops when deactivated", async () => {
    const [vehicle] = await t.database.db.select({ id: vehicles.id }).from(vehicles).limit(1);
    const fitting = await createProduct(t.database.db, { price: 10_000, fits: [vehicle!.id] });
    const universal = await createProduct(t.database.db, { price: 10_000, universal: true });
    const unfitting = await createProduct(t.database.db, { price: 10_000 });
    const promotion = await create({ title: { en: "Prado week" }, kind: "percent", percent: 10, vehicleId: vehicle!.id });
    try {
      for (const product of [fitting, universal])
        expect((await quote("", { product })).totals).toMatchObject({
          discounts: [{ code: null, title: { en: "Prado week" }, amount: 10 }],
        });
      expect((await quote("", { product: unfitting })).totals).toMatchObject({ discounts: [], discount: 0 });
    } finally {
      const off = await call("PUT", `/discounts/${promotion.id}`, {
        title: { en: "Prado week" },
        kind: "percent",
        percent: 10,
        active: false,
      });
      expect(off.statusCode).toBe(204);
    }
    expect((await quote("", { product: fitting })).totals).toMatchObject({ discounts: [] });
  });
});

describe("discounts in the admin API", () => {
  it("lists each with its uses, the paid ones and what they took off; audited", async () => {
    const made = await create({ code: "COUNTED", title: { en: "Counted", ar: "محسوب" }, kind: "fixed", amount: 10, usageLimit: 5 });
    const placed = await checkout("COUNTED", "counted@example.com");
    const order = await orderByToken(t.database.db, placed.json<{ token: string }>().token);
    const paid = await postTestWebhook(t.app, testPaymentEvent("evt_discount_counted", order.paymentSessionId!));
    expect(paid.statusCode).toBe(200);
    // Paid in euros: what it took off there counts in dollars at the order's own rate.
    const inEuros = await postCheckout(t.app, {
      ...checkoutBody(part, 1, { discountCode: "COUNTED", currency: "EUR" }),
      shippingAddress: { ...checkoutBody(part).shippingAddress, email: "euro@example.com" },
    });
    expect(inEuros.statusCode, inEuros.body).toBe(200);
    const euroOrder = await orderByToken(t.database.db, inEuros.json<{ token: string }>().token);
    expect(euroOrder).toMatchObject({ currency: "EUR", discountCents: 920 });
    expect((await postTestWebhook(t.app, testPaymentEvent("evt_discount_counted_eur", euroOrder.paymentSessionId!))).statusCode).toBe(200);
    await checkout("COUNTED", "unpaid@example.com");
    const list = await call("GET", "/discounts");
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: AdminDiscount[] }>().data.find((each) => each.id === made.id);
    expect(listed).toMatchObject({ code: "COUNTED", usageLimit: 5, uses: 3, paidUses: 2, takenOff: 20, title: { ar: "محسوب" } });
    expect((await call("GET", `/discounts/${made.id}`)).json()).toMatchObject({ id: made.id, uses: 3 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(made.id)));
    expect(audit.filter((row) => row.entityType === "discount").map((row) => row.action)).toEqual(["discount.create"]);
  });

  it("changes a code, deletes one nobody used, and keeps one an order used (deactivate it instead)", async () => {
    const unused = await create({ code: "SPARE", title: { en: "Spare" }, kind: "percent", percent: 3 });
    const changed = await call("PUT", `/discounts/${unused.id}`, { code: "SPARE-2", title: { en: "Spare" }, kind: "percent", percent: 4 });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await quote("SPARE-2")).totals?.discount).toBe(4.8);
    expect((await quote("SPARE")).discountCode?.refusal).toBe("unknown");
    expect((await call("DELETE", `/discounts/${unused.id}`)).statusCode).toBe(204);
    const used = (await call("GET", "/discounts")).json<{ data: AdminDiscount[] }>().data.find((each) => each.code === "SAVE10")!;
    const kept = await call("DELETE", `/discounts/${used.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ statusCode: 409, message: "DISCOUNT_USED" });
  });

  it("refuses what cannot be, with a JSON error: a code taken in any case, a kind without its amount, dates reversed, junk", async () => {
    const refusals: [string, string, object | undefined, number, RegExp][] = [
      ["POST", "/discounts", { code: "Save10", title: { en: "Again" }, kind: "percent", percent: 5 }, 409, /DISCOUNT_CODE_TAKEN/],
      ["POST", "/discounts", { code: "NO-RATE", title: { en: "x" }, kind: "percent" }, 400, /PERCENT_NEEDED/],
      ["POST", "/discounts", { code: "NO-AMOUNT", title: { en: "x" }, kind: "fixed" }, 400, /AMOUNT_NEEDED/],
      ["POST", "/discounts", { code: "TOO-MUCH", title: { en: "x" }, kind: "percent", percent: 101 }, 400, /RATE_FORMAT/],
      ["POST", "/discounts", { code: "has space", title: { en: "x" }, kind: "percent", percent: 5 }, 400, /CODE_FORMAT/],
      ["POST", "/discounts", { code: "NEG", title: { en: "x" }, kind: "fixed", amount: -5 }, 400, /amount/],
      [
        "POST",
        "/discounts",
        {
          code: "BACKWARDS",
          title: { en: "x" },
          kind: "fixed",
          amount: 5,
          startsAt: "2027-01-02T00:00:00Z",
          endsAt: "2027-01-01T00:00:00Z",
        },
        400,
        /ENDS_BEFORE_START/,
      ],
      [
        "POST",
        "/discounts",
        { code: "MANY", title: { en: "x" }, kind: "fixed", amount: 5, productIds: Array.from({ length: 501 }, (_, i) => i + 1) },
        400,
        /productIds/,
      ],
      ["POST", "/discounts", { code: "LIMITLESS", title: { en: "x" }, kind: "fixed", amount: 5, usageLimit: 0 }, 400, /usageLimit/],
      ["PUT", "/discounts/999999", { code: "GHOST", title: { en: "x" }, kind: "fixed", amount: 5 }, 404, /DISCOUNT_NOT_FOUND/],
      ["DELETE", "/discounts/999999", undefined, 404, /DISCOUNT_NOT_FOUND/],
      ["GET", "/discounts/abc", undefined, 400, /id/],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const response = await call(method as "POST", url, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, error: expect.any(String) });
      expect(response.body).toMatch(message);
    }
  });

  it("is for the owner and staff: catalogue staff are refused, reading and writing", async () => {
    const catalogue = await staffMember(t.app, t.database.db, "catalog", "Cat Alog");
    expect((await call("GET", "/discounts", undefined, catalogue)).statusCode).toBe(403);
    expect((await call("POST", "/discounts", { code: "MINE", title: { en: "x" }, kind: "fixed", amount: 5 }, catalogue)).statusCode).toBe(
      403,
    );
    const staff = await staffMember(t.app, t.database.db, "staff", "Stan Staff");
    expect(
      (await call("POST", "/discounts", { code: "FOR-A-CUSTOMER", title: { en: "Sorry" }, kind: "fixed", amount: 5 }, staff)).statusCode,
    ).toBe(201);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/discounts" })).statusCode).toBe(401);
  });
});
