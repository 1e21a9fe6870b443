import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  createCheckout,
  mailsKeyed,
  orderByToken,
  ordersByIds,
  postCheckout,
  postTestWebhook,
  productState,
  setStock,
  testPaymentEvent,
} from "../../../../tests/helpers/checkout.ts";
import { allAtOnce, burstOnLockedRow, sameCallAtOnce } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orderEvents, orders, products, testPaymentSessions } from "../../../db/tables.ts";

// ARCHITECTURE rule 10: concurrency tests run on PostgreSQL with parallel connections
// (TEST_DATABASE_URL; the test database has a pool of 25). Without it they run on PGlite, one
// connection, where they prove the logic of the race but not the row locks.
// Decision 003: a payment session holds its units; the buyers who come too late are told before paying.

const BUYERS = 50;
const STOCK = 3;
/** On PostgreSQL, how many buyers' transactions must be seen queued on the part's row at once (the pool holds 25). */
const QUEUED_ON_THE_ROW = 10;

let t: TestApp;
let product: TestProduct;
/** Each test takes a part of its own. */
const anotherPart = () => createProduct(t.database.db);

beforeAll(async () => {
  t = await buildTestApp();
  product = await anotherPart();
});
afterAll(async () => {
  await t?.close();
});

/** Moves an order's hold into the past, as if its payment session had waited too long. */
const expireHold = (token: string) =>
  t.database.db
    .update(orders)
    .set({ stockHeldUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.token, token));

describe(`${BUYERS} shoppers check out the last ${STOCK} units at once (decision 003, rule 2; ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it(`gives ${STOCK} a payment session, refuses the other ${BUYERS - STOCK} before they pay with what is left, and sells exactly ${STOCK}`, async () => {
    await setStock(t.database.db, product.id, STOCK);
    const before = await productState(t.database.db, product.id);
    expect(before).toMatchObject({ stock: STOCK, reserved: 0 });

    const buyers = Array.from({ length: BUYERS }, () => () => postCheckout(t.app, checkoutBody(product, 1)));
    // The race is real: every buyer is in flight together, and on PostgreSQL their transactions
    // queue on the part's row lock (held until they do, then let go).
    const burst =
      t.database.kind === "postgres"
        ? await burstOnLockedRow(t.database, { table: "products", id: product.id }, buyers, { waiters: QUEUED_ON_THE_ROW })
        : await allAtOnce(buyers);
    expect(burst.mostInFlight).toBe(BUYERS);
    if ("waitingOnLock" in burst) expect(burst.waitingOnLock).toBeGreaterThanOrEqual(QUEUED_ON_THE_ROW);
    const answers = burst.results;
    const sessions = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ token: string }>());
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(sessions).toHaveLength(STOCK);
    expect(refused).toHaveLength(BUYERS - STOCK);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toMatch(
        new RegExp(`^(${product.title} is out of stock|Only \\d of ${product.title} left in stock)$`),
      );
    }
    expect(await productState(t.database.db, product.id)).toEqual({ ...before, reserved: STOCK });

    // The three pay at the same moment.
    const held = await Promise.all(sessions.map((s) => orderByToken(t.database.db, s.token)));
    const payments = await allAtOnce(
      held.map((order, i) => () => postTestWebhook(t.app, testPaymentEvent(`evt_last_${i}`, order.paymentSessionId!))),
    );
    expect(payments.mostInFlight).toBe(STOCK);
    const paid = payments.results;
    expect(paid.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(STOCK).fill("paid"));
    expect(await productState(t.database.db, product.id)).toEqual({ stock: 0, reserved: 0, salesCount: before.salesCount + STOCK });

    const ids = held.map((o) => o.id);
    expect((await ordersByIds(t.database.db, ids)).map((o) => [o.paymentStatus, o.stockState])).toEqual(
      Array(STOCK).fill(["paid", "taken"]),
    );
    expect(await mailsKeyed(t.database.db, "order-confirmation:", ids)).toHaveLength(STOCK);
    // Nobody paid for a part that was gone.
    expect(await mailsKeyed(t.database.db, "order-stock-shortfall:")).toHaveLength(0);

    // Every webhook again, all at once: nothing changes twice.
    const replayed = await allAtOnce(
      held.map((order, i) => () => postTestWebhook(t.app, testPaymentEvent(`evt_last_${i}`, order.paymentSessionId!))),
    );
    expect(replayed.mostInFlight).toBe(STOCK);
    const replays = replayed.results;
    expect(replays.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(STOCK).fill("replayed"));
    expect(await productState(t.database.db, product.id)).toEqual({ stock: 0, reserved: 0, salesCount: before.salesCount + STOCK });
    const events = await t.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((e) => e.kind === "paid")).toHaveLength(STOCK);
  });

  it("gives an expired hold's units back once, whoever releases it, and the next shopper gets them", async () => {
    const part = await anotherPart();
    await setStock(t.database.db, part.id, 1);
    const first = await createCheckout(t.app, checkoutBody(part, 1));
    expect((await postCheckout(t.app, checkoutBody(part, 1))).statusCode).toBe(409);

    await expireHold(first.token);
    // Two sweeps at once (two processes): the units come back once.
    const sweeps = await sameCallAtOnce(2, () => t.app.services.orders.releaseExpiredHolds());
    expect(sweeps.mostInFlight).toBe(2);
    const released = sweeps.results;
    expect(released.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 1, reserved: 0 });
    expect((await orderByToken(t.database.db, first.token)).stockState).toBe("released");
    expect(await t.app.services.orders.releaseExpiredHolds()).toBe(0);

    const next = await createCheckout(t.app, checkoutBody(part, 1));
    expect((await orderByToken(t.database.db, next.token)).stockState).toBe("held");
  });

  it("takes a late payment's units when they are still there, and refunds it automatically, mailing the customer, when they were sold", async () => {
    const part = await anotherPart();
    await setStock(t.database.db, part.id, 1);

    // Late, but the unit is still on the shelf: it is sold to this payment.
    const lucky = await createCheckout(t.app, checkoutBody(part, 1));
    await expireHold(lucky.token);
    await t.app.services.orders.releaseExpiredHolds();
    const luckyOrder = await orderByToken(t.database.db, lucky.token);
    const luckyPaid = await postTestWebhook(t.app, testPaymentEvent("evt_late_lucky", luckyOrder.paymentSessionId!));
    expect(luckyPaid.json<{ outcome: string }>().outcome).toBe("paid");
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 0, reserved: 0 });

    // Late, and the last unit went to someone else meanwhile: the money goes back.
    await setStock(t.database.db, part.id, 1);
    const late = await createCheckout(t.app, checkoutBody(part, 1));
    await expireHold(late.token);
    await t.app.services.orders.releaseExpiredHolds();
    const other = await createCheckout(t.app, checkoutBody(part, 1));
    const otherOrder = await orderByToken(t.database.db, other.token);
    expect(
      (await postTestWebhook(t.app, testPaymentEvent("evt_late_other", otherOrder.paymentSessionId!))).json<{ outcome: string }>().outcome,
    ).toBe("paid");

    const lateOrder = await orderByToken(t.database.db, late.token);
    await t.database.db.update(testPaymentSessions).set({ status: "paid" }).where(eq(testPaymentSessions.id, lateOrder.paymentSessionId!));
    const answer = await postTestWebhook(t.app, testPaymentEvent("evt_late_refunded", lateOrder.paymentSessionId!));
    expect(answer.json<{ outcome: string }>().outcome).toBe("refunded");
    expect((await orderByToken(t.database.db, late.token)).paymentStatus).toBe("refunded");
    const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, lateOrder.paymentSessionId!));
    expect(session!.status).toBe("refunded");
    const toCustomer = await mailsKeyed(t.database.db, "order-refunded:", [lateOrder.id]);
    expect(toCustomer.map((m) => m.to)).toEqual([lateOrder.email]);
    expect(await mailsKeyed(t.database.db, "order-refund-done:", [lateOrder.id])).toHaveLength(1);
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 0, reserved: 0 });

    // The provider delivers it again: refunded once.
    const again = await postTestWebhook(t.app, testPaymentEvent("evt_late_refunded", lateOrder.paymentSessionId!));
    expect(again.json<{ outcome: string }>().outcome).toBe("replayed");
    expect(await mailsKeyed(t.database.db, "order-refunded:", [lateOrder.id])).toHaveLength(1);
  });

  it("the database itself refuses a negative stock, and more held than in stock (check backstops)", async () => {
    const refused = async (change: Partial<typeof products.$inferInsert>) =>
      t.database.db
        .update(products)
        .set(change)
        .where(eq(products.id, product.id))
        .then(
          () => null,
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    expect(await refused({ stock: -1 })).toMatch(/products_stock_nonnegative|products_reserved_within_stock/);
    expect(await refused({ reserved: 1 })).toContain("products_reserved_within_stock");
    expect(await productState(t.database.db, product.id)).toMatchObject({ stock: 0, reserved: 0 });
  });
});
