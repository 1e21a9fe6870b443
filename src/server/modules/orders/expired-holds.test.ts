import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { checkoutBody, createCheckout, orderByToken, productState } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orders, products } from "../../../db/tables.ts";

// Decision 003: the sweeper gives back the units of holds whose time ran out. Each release stands
// alone: one that fails is logged and tried again at the next sweep, and never keeps the others.

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: "error" }, logStream: { write: (line: string) => void logLines.push(line) } });
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

const setReserved = (productId: number, reserved: number) =>
  t.database.db.update(products).set({ reserved }).where(eq(products.id, productId));

describe("the sweep of expired stock holds", () => {
  it("releases every other hold when one release fails, logs the failing one, and releases it at the next sweep once the cause is gone", async () => {
    const broken = await createProduct(t.database.db);
    const fine = await createProduct(t.database.db);
    const stuck = await createCheckout(t.app, checkoutBody(broken, 1));
    const freed = await createCheckout(t.app, checkoutBody(fine, 2));
    await expireHold(stuck.token);
    await expireHold(freed.token);
    // The part's count of held units was set to 0 by hand: giving this hold back would make it
    // negative, which the database's check refuses.
    await setReserved(broken.id, 0);
    const stuckOrder = await orderByToken(t.database.db, stuck.token);

    await t.app.services.orders.releaseExpiredHolds();

    expect((await orderByToken(t.database.db, freed.token)).stockState).toBe("released");
    expect(await productState(t.database.db, fine.id)).toMatchObject({ reserved: 0 });
    expect((await orderByToken(t.database.db, stuck.token)).stockState).toBe("held");
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; orderId?: string; msg: string });
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, orderId: stuckOrder.id, msg: expect.stringContaining("hold") }));

    // The cause is gone: the next sweep releases it.
    await setReserved(broken.id, 1);
    await t.app.services.orders.releaseExpiredHolds();
    expect((await orderByToken(t.database.db, stuck.token)).stockState).toBe("released");
    expect(await productState(t.database.db, broken.id)).toMatchObject({ reserved: 0 });
  });
});
