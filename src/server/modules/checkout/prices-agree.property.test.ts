import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { orderByToken, postCheckout, postTestWebhook, SHOPPER_ADDRESS, testPaymentEvent } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { discounts, invoices, testPaymentSessions } from "../../../db/tables.ts";
import { CURRENCY_CODES } from "../../../domain/money.ts";
import type { ShippingQuote } from "../../../domain/schemas/shipping.ts";

// Acceptance: over random carts, addresses, codes and currencies, the same cart prices the same in the API's
// quote (what the checkout page shows), the order, the payment session and the invoice; totals
// equal the sum of their lines, nothing is negative, and a discount never takes more than the
// goods and delivery it comes off.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PLACES = [
  { country: "Australia", state: "NSW", postcode: "2000" },
  { country: "Germany", state: "", postcode: "10115" },
  { country: "United States", state: "California", postcode: "90210" },
  { country: "United States", state: "Oregon", postcode: "97201" },
  { country: "United Kingdom", state: "", postcode: "SW1A 1AA" },
  { country: "United Arab Emirates", state: "Dubai", postcode: "00000" },
] as const;

const cartArb = fc.array(fc.record({ priceCents: fc.integer({ min: 100, max: 250_000 }), quantity: fc.integer({ min: 1, max: 4 }) }), {
  minLength: 1,
  maxLength: 3,
});
const discountArb = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant("percent" as const), basisPoints: fc.integer({ min: 1, max: 10_000 }), amountCents: fc.constant(0) }),
  fc.record({ kind: fc.constant("fixed" as const), basisPoints: fc.constant(0), amountCents: fc.integer({ min: 1, max: 600_000 }) }),
  fc.record({ kind: fc.constant("free-shipping" as const), basisPoints: fc.constant(0), amountCents: fc.constant(0) }),
);

let run = 0;

describe("one cart, one price: the quote, the order, the payment session and the invoice", () => {
  it("agree to the cent over random carts, countries and codes", async () => {
    await fc.assert(
      fc.asyncProperty(
        cartArb,
        fc.constantFrom(...PLACES),
        discountArb,
        fc.constantFrom(...CURRENCY_CODES),
        async (cart, place, discount, currency) => {
          run += 1;
          // One after another: parts written at once contend on the search index's shared words.
          const parts = [];
          for (const line of cart) parts.push(await createProduct(t.database.db, { price: line.priceCents, stock: 100 }));
          const items = parts.map((part, index) => ({ product: part.id, quantity: cart[index]!.quantity, options: {} }));
          const code = discount ? `PROP-${run}` : undefined;
          if (discount) await t.database.db.insert(discounts).values({ code, title: { en: "Property" }, ...discount });

          const quoted = await t.app.inject({
            method: "POST",
            url: "/api/website/order/shipping-offers",
            payload: { items, ...place, currency, ...(code ? { discountCode: code } : {}) },
          });
          expect(quoted.statusCode, quoted.body).toBe(200);
          const { totals, deliverMethod, discountCode } = quoted.json<ShippingQuote>();
          expect(totals, `no method sends this cart to ${place.country}`).not.toBeNull();
          const cents = (amount: number) => Math.round(amount * 100);
          const sum = (amounts: number[]) => amounts.reduce((a, b) => a + cents(b), 0);
          const q = totals!;
          // The quote adds up: lines to the subtotal; subtotal, delivery, discounts and added tax to the total.
          expect(sum(q.items.map((line) => line.total))).toBe(cents(q.subtotal));
          expect(sum(q.discounts.map((line) => line.amount))).toBe(cents(q.discount));
          expect(sum(q.taxLines.map((line) => line.amount))).toBe(cents(q.tax));
          const added = sum(q.taxLines.filter((line) => !line.included).map((line) => line.amount));
          expect(cents(q.total)).toBe(cents(q.subtotal) + cents(q.shipping) - cents(q.discount) + added);
          expect(cents(q.discount)).toBeLessThanOrEqual(cents(q.subtotal) + cents(q.shipping));
          for (const amount of [q.subtotal, q.shipping, q.discount, q.tax, q.taxIncluded, q.total])
            expect(amount).toBeGreaterThanOrEqual(0);
          // A code that applies is a line of the totals.
          if (code && discountCode?.refusal === null) expect(q.discounts.map((line) => line.code)).toContain(code);

          const placed = await postCheckout(t.app, {
            items,
            shippingAddress: { ...SHOPPER_ADDRESS, ...place, email: `prop-${run}@example.com` },
            deliverMethod: deliverMethod!,
            currency,
            ...(code && discountCode?.refusal === null ? { discountCode: code } : {}),
          });
          expect(placed.statusCode, placed.body).toBe(200);
          const order = await orderByToken(t.database.db, placed.json<{ token: string }>().token);
          expect({
            subtotal: order.subtotalCents,
            shipping: order.shippingCents,
            discount: order.discountCents,
            tax: order.taxCents,
            total: order.totalCents,
          }).toEqual({
            subtotal: cents(q.subtotal),
            shipping: cents(q.shipping),
            discount: cents(q.discount),
            tax: cents(q.tax),
            total: cents(q.total),
          });
          expect(order.currency).toBe(currency);
          const [session] = await t.database.db
            .select()
            .from(testPaymentSessions)
            .where(eq(testPaymentSessions.id, order.paymentSessionId!));
          expect({ amount: session!.amountCents, currency: session!.currency }).toEqual({ amount: order.totalCents, currency });

          const paid = await postTestWebhook(t.app, testPaymentEvent(`evt_prop_${process.pid}_${run}`, order.paymentSessionId!));
          expect(paid.statusCode).toBe(200);
          const [invoice] = await t.database.db
            .select()
            .from(invoices)
            .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
          const snapshot = invoice!.snapshot;
          expect({ total: snapshot.totalCents, currency: snapshot.currency }).toEqual({ total: order.totalCents, currency });
          expect(snapshot.lines.reduce((total, line) => total + line.totalCents, 0)).toBe(snapshot.subtotalCents);
          expect((snapshot.discountLines ?? []).reduce((total, line) => total + line.cents, 0)).toBe(order.discountCents);
          expect(snapshot.taxLines.reduce((total, line) => total + line.cents, 0)).toBe(order.taxCents);
        },
      ),
      { numRuns: 12 },
    );
    // Twelve checkouts paid one after another: on PostgreSQL beside other files' rushes, more than the default 30 s.
  }, 90_000);
});
