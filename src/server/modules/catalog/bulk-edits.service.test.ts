import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, brands, bulkEdits, products, productVariants } from "../../../db/tables.ts";
import { createBulkEditsRepository } from "./bulk-edits.repository.ts";
import { createBulkEditsService } from "./bulk-edits.service.ts";

// Bulk edits run without a queue here (the service then runs each at once): a price change of a
// brand's parts by filter, rounded to .95, is one audit entry and its undo restores every price;
// a state or tags change of chosen parts leaves the others; only the last run is undone, once.

let database: DatabaseHandle;
let bulk: ReturnType<typeof createBulkEditsService>;
const actor = { id: null, email: "cli" };

beforeAll(async () => {
  database = await openTestDatabase();
  bulk = createBulkEditsService(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** The nearest price ending in .95 (never below it), as the shop rounds. */
const to95 = (cents: number) => Math.max(Math.round((cents - 95) / 100) * 100 + 95, 95);

describe("bulk edits", () => {
  it("takes 10% off every part of a brand, rounded to .95, sale prices with them; one audit entry; its undo restores every price", async () => {
    const [brand] = await database.db
      .insert(brands)
      .values({ slug: "bulk-brand", name: "Bulk Brand", country: "AU", image: "" })
      .returning();
    const plain = await createProduct(database.db, { brand: "bulk-brand", price: 12_340 });
    const onSale = await createProduct(database.db, { brand: "bulk-brand", price: 10_000 });
    await database.db.update(products).set({ salePriceCents: 8_000, discountCents: 2_000 }).where(eq(products.id, onSale.id));
    const inVariants = await createProduct(database.db, {
      brand: "bulk-brand",
      options: [{ slug: "size", values: ["s", "l"] }],
      variants: [
        { options: { size: "s" }, stock: 1, price: 5_000 },
        { options: { size: "l" }, stock: 1, price: 7_000 },
      ],
    });
    const other = await createProduct(database.db, { price: 12_340 });
    const ids = [plain.id, onSale.id, inVariants.id, other.id];
    const before = await bulk.bulkPriceChecksum(ids);

    const run = await bulk.startBulkEdit(actor, {
      change: { kind: "price-percent", percent: -10, ending: "95" },
      target: { kind: "filter", filter: { brand: brand!.id } },
    });
    const done = await bulk.bulkEdit(run.id);
    expect([done.state, done.total, done.done, done.undoable]).toEqual(["done", 3, 3, true]);
    const prices = await database.db
      .select({ id: products.id, price: products.priceCents, sale: products.salePriceCents, discount: products.discountCents })
      .from(products)
      .where(inArray(products.id, ids));
    const priceOf = (id: number) => prices.find((row) => row.id === id)!;
    expect(priceOf(plain.id)).toMatchObject({ price: to95(11_106), sale: null, discount: 0 });
    expect(priceOf(onSale.id)).toMatchObject({ price: to95(9_000), sale: to95(7_200), discount: to95(9_000) - to95(7_200) });
    expect(priceOf(other.id).price).toBe(12_340);
    const variants = await database.db
      .select({ price: productVariants.priceCents })
      .from(productVariants)
      .where(eq(productVariants.productId, inVariants.id))
      .orderBy(productVariants.priceCents);
    expect(variants.map((v) => v.price)).toEqual([to95(4_500), to95(6_300)]);
    // The part sold in variants shows its cheapest variant's price (a trigger).
    expect(priceOf(inVariants.id).price).toBe(to95(4_500));
    const entries = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.bulk-edit"), eq(auditLog.entityId, String(run.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toMatchObject({ parts: 3 });

    const undone = await bulk.undoBulkEdit(actor, run.id);
    expect([undone.state, undone.undone]).toEqual(["undone", 3]);
    expect(await bulk.bulkPriceChecksum(ids)).toBe(before);
    await expect(bulk.undoBulkEdit(actor, run.id)).rejects.toThrow("NOT_UNDOABLE");
  });

  it("changes the state and tags of chosen parts only, never a deleted one; undoes the last run alone", async () => {
    const a = await createProduct(database.db);
    const b = await createProduct(database.db);
    const gone = await createProduct(database.db);
    await database.db
      .update(products)
      .set({ status: "deleted", tags: ["old"] })
      .where(eq(products.id, gone.id));
    await database.db
      .update(products)
      .set({ tags: ["winch"] })
      .where(inArray(products.id, [a.id, b.id]));
    const hidden = await bulk.startBulkEdit(actor, {
      change: { kind: "status", status: "hide" },
      target: { kind: "ids", ids: [a.id, gone.id] },
    });
    expect((await bulk.bulkEdit(hidden.id)).done).toBe(1);
    const tagged = await bulk.startBulkEdit(actor, {
      change: { kind: "tags-add", tags: ["recovery", "winch", "recovery"] },
      target: { kind: "ids", ids: [a.id, b.id, gone.id] },
    });
    const rows = await database.db
      .select({ id: products.id, status: products.status, tags: products.tags })
      .from(products)
      .where(inArray(products.id, [a.id, b.id, gone.id]))
      .orderBy(products.id);
    expect(rows.map((row) => [row.status, row.tags])).toEqual([
      ["hide", ["winch", "recovery"]],
      ["show", ["winch", "recovery"]],
      ["deleted", ["old"]],
    ]);
    // The state change is not the last run: the tags' must be undone first.
    await expect(bulk.undoBulkEdit(actor, hidden.id)).rejects.toThrow("NOT_LAST_RUN");
    await bulk.undoBulkEdit(actor, tagged.id);
    await bulk.undoBulkEdit(actor, hidden.id);
    const restored = await database.db
      .select({ status: products.status, tags: products.tags })
      .from(products)
      .where(inArray(products.id, [a.id, b.id]))
      .orderBy(products.id);
    expect(restored).toEqual([
      { status: "show", tags: ["winch"] },
      { status: "show", tags: ["winch"] },
    ]);
  });

  it("keeps a price above nothing: an amount off larger than the price leaves one cent, and a sale at or above its new price goes", async () => {
    const cheap = await createProduct(database.db, { price: 500 });
    const sale = await createProduct(database.db, { price: 10_000 });
    await database.db.update(products).set({ salePriceCents: 9_900, discountCents: 100 }).where(eq(products.id, sale.id));
    await bulk.startBulkEdit(actor, {
      change: { kind: "price-amount", amount: -10, ending: "none" },
      target: { kind: "ids", ids: [cheap.id] },
    });
    await bulk.startBulkEdit(actor, {
      change: { kind: "price-percent", percent: -1, ending: "00" },
      target: { kind: "ids", ids: [sale.id] },
    });
    const [c] = await database.db.select().from(products).where(eq(products.id, cheap.id));
    const [s] = await database.db.select().from(products).where(eq(products.id, sale.id));
    expect(c!.priceCents).toBe(1);
    // 100.00 less 1% is 99.00, and 99.00 less 1% rounds to 98.00: the sale stays below.
    expect([s!.priceCents, s!.salePriceCents, s!.discountCents]).toEqual([9_900, 9_800, 100]);
  });

  it("changes a row once when a batch is run again after a cut: the kept former values tell what it did", async () => {
    const part = await createProduct(database.db, { price: 10_000 });
    const [edit] = await database.db
      .insert(bulkEdits)
      .values({ state: "running", change: {}, target: {}, createdByEmail: "cli" })
      .returning({ id: bulkEdits.id });
    const change = { kind: "price-percent", percent: -10, ending: "none" } as const;
    const edits = createBulkEditsRepository(database.db);
    expect(await edits.applyBatch(edit!.id, [part.id], change)).toBe(1);
    expect(await edits.applyBatch(edit!.id, [part.id], change)).toBe(0);
    const [row] = await database.db.select({ price: products.priceCents }).from(products).where(eq(products.id, part.id));
    expect(row!.price).toBe(9_000);
  });
});
