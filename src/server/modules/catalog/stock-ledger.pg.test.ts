import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { productVariants, stockMovements } from "../../../db/tables.ts";
import { createProductsAdminService } from "./products-admin.service.ts";
import { createStockService } from "./stock.service.ts";

// Units equal the opening row plus the ledger, and never go below zero, when staff, feeds and
// checkouts move one variant at the same moment: each statement's row is written under the
// row lock that orders the changes themselves. On PostgreSQL, with a pool of real connections.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ poolMax: 60 });
});
afterAll(async () => {
  await database?.close();
});

const OUTCOMES = ["counted", "received", "damaged", "refused", "sold", "sold-held", "short"];
const knownOutcomes = (outcomes: string[]) => outcomes.every((outcome) => OUTCOMES.includes(outcome));

describe("the stock ledger under concurrency", () => {
  it("holds for 50 receipts, counts and sales of one variant at once: every one recorded, units = ledger, never negative", async () => {
    const admin = createProductsAdminService(database.db);
    const stock = createStockService(database.db);
    const part = await createProduct(database.db, {
      options: [{ slug: "size", values: ["m", "l"] }],
      variants: [
        { options: { size: "m" }, stock: 5, price: 1000 },
        { options: { size: "l" }, stock: 1, price: 1000 },
      ],
    });
    const variant = part.variants.find((v) => v.options.size === "m")!;
    const line = { productId: part.id, variantId: variant.id, quantity: 2 };
    const staff = { id: null, email: "stock@shop.test" };

    const calls = Array.from({ length: 50 }, (_, i) => {
      if (i % 5 === 0)
        return () =>
          admin.changeStock(staff, part.id, { variantId: variant.id, kind: "correction", units: i % 3, note: `count ${i}` }).then(
            () => "counted",
            () => "refused",
          );
      if (i % 5 === 1)
        return () =>
          admin
            .changeStock(staff, part.id, { variantId: variant.id, kind: "receipt", units: 3, note: `receipt ${i}` })
            .then(() => "received");
      if (i % 5 === 2)
        return () =>
          admin.changeStock(staff, part.id, { variantId: variant.id, kind: "damage", units: 1, note: `damage ${i}` }).then(
            () => "damaged",
            () => "refused",
          );
      if (i % 5 === 3) return () => database.db.transaction((tx) => stock.take(tx, [line])).then((taken) => (taken ? "sold" : "short"));
      return async () => {
        const held = await database.db.transaction(async (tx) => (await stock.hold(tx, [line])) === null);
        if (!held) return "short";
        await database.db.transaction((tx) => stock.takeHeld(tx, [line]));
        return "sold-held";
      };
    });
    const burst = await allAtOnce(calls);
    expect(burst.mostInFlight).toBeGreaterThan(10);

    const rows = await database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variant.id))
      .orderBy(asc(stockMovements.id));
    const [now] = await database.db.select().from(productVariants).where(eq(productVariants.id, variant.id));

    // Every row starts where the one before it ended, and none goes below zero or below its held units.
    for (let i = 1; i < rows.length; i++) {
      expect([rows[i]!.unitsBefore, rows[i]!.heldBefore]).toEqual([rows[i - 1]!.unitsAfter, rows[i - 1]!.heldAfter]);
    }
    expect(rows.every((row) => row.unitsAfter >= 0 && row.heldAfter >= 0 && row.heldAfter <= row.unitsAfter)).toBe(true);
    expect(rows[0]).toMatchObject({ kind: "opening", unitsBefore: 0, unitsAfter: 5 });
    expect(rows.reduce((sum, row) => sum + row.unitsAfter - row.unitsBefore, 0)).toBe(now!.quantity);
    expect(now!.reserved).toBe(0);

    // A count or damage below the units held for open payments at that moment is refused.
    expect(knownOutcomes(burst.results)).toBe(true);
    // Every change that happened is a row of its kind; nothing refused left one.
    const count = (kind: string) => rows.filter((row) => row.kind === kind).length;
    const outcomes = burst.results;
    expect(count("correction")).toBeLessThanOrEqual(outcomes.filter((o) => o === "counted").length);
    expect(count("receipt")).toBe(10);
    expect(outcomes.filter((o) => o === "received")).toHaveLength(10);
    expect(count("damage")).toBe(outcomes.filter((o) => o === "damaged").length);
    expect(count("sale")).toBe(outcomes.filter((o) => o === "sold" || o === "sold-held").length);
    expect(count("hold")).toBe(outcomes.filter((o) => o === "sold-held").length);
    expect(outcomes.filter((o) => o === "sold" || o === "sold-held").length).toBeGreaterThan(0);
    // A count that found the units already so moves nothing and writes nothing; every other does.
    const counts = rows.filter((row) => row.kind === "correction");
    expect(counts.every((row) => row.unitsAfter !== row.unitsBefore && row.actor === "stock@shop.test")).toBe(true);

    // The product's units are its variants' sum, and its own rows are none (the variants' say it).
    const product = await admin.get(part.id);
    expect(product.units).toBe(now!.quantity + 1);
    const history = await admin.stockHistory(part.id, undefined, 1, 500);
    expect(history.data.every((row) => row.variantId !== null)).toBe(true);
  });
});
