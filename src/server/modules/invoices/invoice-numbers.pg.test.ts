import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { api } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, createCheckout, orderByToken, postTestWebhook, testPaymentEvent } from "../../../../tests/helpers/checkout.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { invoices } from "../../../db/tables.ts";

// Acceptance: invoice numbers stay gapless under 50 concurrent paid orders and a refund, on
// PostgreSQL with parallel connections (rule 10): each payment's transaction takes its number from
// the year's counter row, which the others queue on until it commits.

const PAYMENTS = 50;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`${PAYMENTS} orders paid at once while another is refunded`, () => {
  it(`number the invoices 1 to ${PAYMENTS} without a gap or a twice-given number, and the refund's credit note 1`, async () => {
    const part = await createProduct(t.database.db, { stock: 1000 });
    const staff = await staffMember(t.app, t.database.db, "staff");
    type Placed = Awaited<ReturnType<typeof orderByToken>>;
    const placed: Placed[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const checkout = await createCheckout(t.app, checkoutBody(part, 1));
      placed.push(await orderByToken(t.database.db, checkout.token));
    }
    // The first is paid before the rush, so that it can be refunded during it.
    const [first, ...rest] = placed;
    const pay = (order: Placed, i: number) =>
      postTestWebhook(t.app, testPaymentEvent(`evt_invoice_rush_${process.pid}_${i}`, order.paymentSessionId!));
    // On the test provider's page, so that its provider has the money to give back.
    const paidFirst = await t.app.inject({
      method: "POST",
      url: `/api/website/payments/test/${first!.paymentSessionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4242424242424242",
    });
    expect(paidFirst.statusCode).toBe(303);

    const burst = await allAtOnce([
      ...rest.map((order, i) => async () => (await pay(order, i + 1)).json<{ outcome: string }>().outcome),
      async () => {
        const refund = await api(t.app, staff, "POST", `/order/${first!.number}`, {
          action: "refund",
          lines: [],
          reason: "Changed their mind",
          idempotencyKey: `invoice-rush-refund-${process.pid}`,
        });
        return refund.statusCode === 200 ? "refunded" : `refund answered ${refund.statusCode}: ${refund.body}`;
      },
    ]);
    expect(burst.mostInFlight).toBe(PAYMENTS);
    expect(burst.results.filter((outcome) => outcome !== "paid" && outcome !== "refunded")).toEqual([]);

    const year = new Date().getUTCFullYear();
    const issued = await t.database.db.select().from(invoices);
    const numbersOf = (kind: string) =>
      issued
        .filter((row) => row.kind === kind)
        .map((row) => row.number)
        .sort((a, b) => a - b);
    expect(issued.every((row) => row.year === year)).toBe(true);
    expect(numbersOf("invoice")).toEqual(Array.from({ length: PAYMENTS }, (_, i) => i + 1));
    expect(new Set(issued.filter((row) => row.kind === "invoice").map((row) => row.orderId)).size).toBe(PAYMENTS);
    expect(numbersOf("credit-note")).toEqual([1]);
    expect(issued.find((row) => row.kind === "credit-note")).toMatchObject({ orderId: first!.id });
  });
});
