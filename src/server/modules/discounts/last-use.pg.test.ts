import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { checkoutBody, countOrders, postCheckout } from "../../../../tests/helpers/checkout.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { discounts, discountUses, orders } from "../../../db/tables.ts";

// Acceptance: the last use of a code cannot be spent twice, whatever the concurrency. On
// PostgreSQL with the pool the shop opens in production, 50 checkouts race for a code with one use
// left, ten times over: each time exactly one order uses it and the others hear it is used up.

const SHOPPERS = 50;
const RUNS = 10;

let t: TestApp;
let part: TestProduct;

beforeAll(async () => {
  t = await buildTestApp({ productionPool: true });
  part = await createProduct(t.database.db, { stock: 10_000 });
});
afterAll(async () => {
  await t?.close();
});

describe(`${SHOPPERS} checkouts at once with a code that has one use left`, () => {
  it(`give it to exactly one order, ${RUNS} runs in a row`, async () => {
    for (let run = 1; run <= RUNS; run++) {
      const code = `LAST-USE-${run}`;
      const [discount] = await t.database.db
        .insert(discounts)
        .values({ code, title: { en: "Last one" }, kind: "percent", basisPoints: 1_000, usageLimit: 3 })
        .returning();
      // Two uses spent before the rush.
      for (const shopper of ["early-1", "early-2"]) {
        const early = await postCheckout(t.app, withCode(code, `${shopper}-${run}@example.com`));
        expect(early.statusCode, early.body).toBe(200);
      }
      const ordersBefore = await countOrders(t.database.db);

      const burst = await allAtOnce(
        Array.from({ length: SHOPPERS }, (_, i) => () => postCheckout(t.app, withCode(code, `rush-${run}-${i}@example.com`))),
      );
      const statuses = burst.results.map((response) => response.statusCode);
      expect({ run, used: statuses.filter((s) => s === 200).length, other: statuses.filter((s) => s !== 200 && s !== 409) }).toEqual({
        run,
        used: 1,
        other: [],
      });
      for (const refused of burst.results.filter((response) => response.statusCode === 409))
        expect(refused.json<{ message: string }>().message).toBe(`The code ${code} has been used up`);

      // The database says the same: three uses, one more order, no order of the refused.
      const [uses] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(discountUses)
        .where(eq(discountUses.discountId, discount!.id));
      expect(uses!.count).toBe(3);
      expect(await countOrders(t.database.db)).toBe(ordersBefore + 1);
      const rushOrders = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(sql`${orders.email} like ${`rush-${run}-%`}`));
      expect(rushOrders).toHaveLength(1);
    }
  });
});

function withCode(discountCode: string, email: string) {
  const body = checkoutBody(part, 1, { discountCode });
  return { ...body, shippingAddress: { ...body.shippingAddress, email } };
}
