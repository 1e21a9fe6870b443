import { and, eq, inArray, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { products } from "../../../db/tables.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";

/** A product as a checkout prices and checks it. */
export interface CheckoutProduct {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  title: LocalizedText;
  stock: number;
  reserved: number;
  status: "show" | "hide";
  priceCents: number;
  discountCents: number;
}

/**
 * The units on the shelf: `stock` in the warehouse, `reserved` of them held for open payment
 * sessions (decision 003). Every change is one conditional statement (rule 2), run on the
 * transaction the repository is built on.
 */
export function createStockRepository(db: Executor) {
  return {
    /**
     * Takes units nobody holds, in one conditional statement (rule 2); false when fewer are
     * available. Also counts the sale for the best-seller list.
     */
    async takeStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, salesCount: sql`${products.salesCount} + ${quantity}` })
        .where(and(eq(products.id, productId), sql`${products.stock} - ${products.reserved} >= ${quantity}`))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Holds units for a payment session (decision 003). False when fewer are available. */
    async reserveStock(productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ reserved: sql`${products.reserved} + ${quantity}` })
        .where(and(eq(products.id, productId), sql`${products.stock} - ${products.reserved} >= ${quantity}`))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Gives held units back to the shelf. */
    async releaseStock(productId: number, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ reserved: sql`${products.reserved} - ${quantity}` })
        .where(eq(products.id, productId));
    },

    /** Sold units come back to the shelf (a cancelled paid order): the sale no longer counts. */
    async restockStock(productId: number, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, salesCount: sql`greatest(${products.salesCount} - ${quantity}, 0)` })
        .where(eq(products.id, productId));
    },

    /** Turns held units into sold ones: they leave the stock and the hold together. */
    async takeReservedStock(productId: number, quantity: number): Promise<void> {
      await db
        .update(products)
        .set({
          stock: sql`${products.stock} - ${quantity}`,
          reserved: sql`${products.reserved} - ${quantity}`,
          salesCount: sql`${products.salesCount} + ${quantity}`,
        })
        .where(eq(products.id, productId));
    },

    /** Products with their options, to price and check a checkout. */
    async productsForCheckout(ids: number[]): Promise<CheckoutProduct[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          slug: products.slug,
          sku: products.sku,
          partNumber: products.partNumber,
          title: products.title,
          stock: products.stock,
          reserved: products.reserved,
          status: products.status,
          priceCents: products.priceCents,
          discountCents: products.discountCents,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },
  };
}
