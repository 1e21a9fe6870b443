import { and, eq, inArray, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { products, productVariants } from "../../../db/tables.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import type { StoredProductStatus } from "../../../domain/stock.ts";

/** A product as a checkout prices and checks it. */
export interface CheckoutProduct {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  title: LocalizedText;
  stock: number;
  reserved: number;
  status: StoredProductStatus;
  priceCents: number;
  discountCents: number;
  weightGrams: number | null;
  freight: boolean;
  /** The class its tax is charged by (decision 040). */
  taxClass: string;
  /** Its own prices in other currencies, decimal text (decision 043); null: its dollar price converted. */
  priceEur: string | null;
  priceGbp: string | null;
  priceRub: string | null;
}

/** A variant as a checkout prices and checks it (decision 022). */
export interface CheckoutVariant {
  id: number;
  productId: number;
  options: Record<string, string>;
  sku: string;
  partNumber: string;
  priceCents: number;
  discountCents: number;
  image: string | null;
  quantity: number;
  reserved: number;
  /** Its own weight; null: its part's. */
  weightGrams: number | null;
}

/** Units of a product, or of one of its variants when it is sold in variants. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** A statement moving units, sent by a caller when it chooses (with its transaction's commit). */
export type StockStatement = SQL;

/** The database's backstops (rule 2): no more units held than there are. */
export const HELD_WITHIN_STOCK = ["products_reserved_within_stock", "product_variants_reserved_within_quantity"] as const;

/**
 * A line that names no variant moves the part's own units only while it is sold as itself: the
 * units of a part sold in variants are its variants' sum (a trigger), and a line whose variant
 * was removed since has no shelf to give back to or hold on.
 */
const soldAsItself = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;

/**
 * The units on the shelf: `stock` in the warehouse, `reserved` of them held for open payment
 * sessions (decision 003). Every change is one conditional statement (rule 2), run on the
 * transaction the repository is built on.
 */
export function createStockRepository(db: Executor) {
  /** Counts sold units for the best-seller list (a variant's sale is its product's). */
  const countSaleStatement = (productId: number, quantity: number): SQL =>
    db
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} + ${quantity}, 0)` })
      .where(eq(products.id, productId))
      .getSQL();

  async function countSale(productId: number, quantity: number): Promise<void> {
    await db.execute(countSaleStatement(productId, quantity));
  }

  /** The row whose units a line moves: its variant's when it has one (the trigger moves the product's). */
  const variantRow = (line: StockLine) => and(eq(productVariants.id, line.variantId!), eq(productVariants.productId, line.productId));

  /** Locks a product's row (see lockProduct), as a statement. */
  const lockProductStatement = (productId: number): SQL =>
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("no key update").getSQL();

  /** Turns a line's held units into sold ones, as statements: they leave the stock and the hold together. */
  function takeReservedStatements(line: StockLine): SQL[] {
    const { productId, quantity } = line;
    if (line.variantId !== null) {
      return [
        db
          .update(productVariants)
          .set({ quantity: sql`${productVariants.quantity} - ${quantity}`, reserved: sql`${productVariants.reserved} - ${quantity}` })
          .where(variantRow(line))
          .getSQL(),
        countSaleStatement(productId, quantity),
      ];
    }
    return [
      db
        .update(products)
        .set({
          stock: sql`${products.stock} - ${quantity}`,
          reserved: sql`${products.reserved} - ${quantity}`,
          salesCount: sql`${products.salesCount} + ${quantity}`,
        })
        .where(eq(products.id, productId))
        .getSQL(),
    ];
  }

  return {
    lockProductStatement,

    /**
     * Holds a line's units, as a statement: with no condition, so that the database's check
     * (HELD_WITHIN_STOCK) refuses it, and the transaction it ends, when fewer are left.
     */
    holdStatement(line: StockLine): SQL {
      const { productId, quantity } = line;
      if (line.variantId !== null) {
        return db
          .update(productVariants)
          .set({ reserved: sql`${productVariants.reserved} + ${quantity}` })
          .where(variantRow(line))
          .getSQL();
      }
      return db
        .update(products)
        .set({ reserved: sql`${products.reserved} + ${quantity}` })
        .where(eq(products.id, productId))
        .getSQL();
    },

    takeReservedStatements,

    /**
     * Locks a product's row before its variants' (decision 022): every writer of a product's
     * variants queues on the product first, so two checkouts of its variants cannot deadlock on
     * the product's row that the trigger updates after each variant.
     */
    async lockProduct(productId: number): Promise<void> {
      await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("no key update");
    },

    /**
     * Takes units nobody holds, in one conditional statement (rule 2); false when fewer are
     * available. Also counts the sale for the best-seller list.
     */
    async takeStock(line: StockLine): Promise<boolean> {
      const { productId, quantity } = line;
      if (line.variantId !== null) {
        const rows = await db
          .update(productVariants)
          .set({ quantity: sql`${productVariants.quantity} - ${quantity}` })
          .where(and(variantRow(line), sql`${productVariants.quantity} - ${productVariants.reserved} >= ${quantity}`))
          .returning({ id: productVariants.id });
        if (rows.length === 0) return false;
        await countSale(productId, quantity);
        return true;
      }
      const rows = await db
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, salesCount: sql`${products.salesCount} + ${quantity}` })
        .where(and(eq(products.id, productId), soldAsItself, sql`${products.stock} - ${products.reserved} >= ${quantity}`))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Holds units for a payment session (decision 003). False when fewer are available. */
    async reserveStock(line: StockLine): Promise<boolean> {
      const { productId, quantity } = line;
      if (line.variantId !== null) {
        const rows = await db
          .update(productVariants)
          .set({ reserved: sql`${productVariants.reserved} + ${quantity}` })
          .where(and(variantRow(line), sql`${productVariants.quantity} - ${productVariants.reserved} >= ${quantity}`))
          .returning({ id: productVariants.id });
        return rows.length > 0;
      }
      const rows = await db
        .update(products)
        .set({ reserved: sql`${products.reserved} + ${quantity}` })
        .where(and(eq(products.id, productId), soldAsItself, sql`${products.stock} - ${products.reserved} >= ${quantity}`))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Gives held units back to the shelf. */
    async releaseStock(line: StockLine): Promise<void> {
      const { productId, quantity } = line;
      if (line.variantId !== null) {
        await db
          .update(productVariants)
          .set({ reserved: sql`${productVariants.reserved} - ${quantity}` })
          .where(variantRow(line));
        return;
      }
      await db
        .update(products)
        .set({ reserved: sql`${products.reserved} - ${quantity}` })
        .where(and(eq(products.id, productId), soldAsItself));
    },

    /** Sold units come back to the shelf (a cancelled paid order): the sale no longer counts. */
    async restockStock(line: StockLine): Promise<void> {
      const { productId, quantity } = line;
      if (line.variantId !== null) {
        await db
          .update(productVariants)
          .set({ quantity: sql`${productVariants.quantity} + ${quantity}` })
          .where(variantRow(line));
        await countSale(productId, -quantity);
        return;
      }
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${quantity}`, salesCount: sql`greatest(${products.salesCount} - ${quantity}, 0)` })
        .where(and(eq(products.id, productId), soldAsItself));
    },

    /** Turns held units into sold ones: they leave the stock and the hold together. */
    async takeReservedStock(line: StockLine): Promise<void> {
      for (const statement of takeReservedStatements(line)) await db.execute(statement);
    },

    /** The variants of these products, to price and check a checkout's lines. */
    async variantsForCheckout(productIds: number[]): Promise<CheckoutVariant[]> {
      if (productIds.length === 0) return [];
      return db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          options: productVariants.options,
          sku: productVariants.sku,
          partNumber: productVariants.partNumber,
          priceCents: productVariants.priceCents,
          discountCents: productVariants.discountCents,
          image: productVariants.image,
          quantity: productVariants.quantity,
          reserved: productVariants.reserved,
          weightGrams: productVariants.weightGrams,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds))
        .orderBy(productVariants.productId, productVariants.position, productVariants.id);
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
          // What shipping weighs and whether a parcel takes it.
          weightGrams: products.weightGrams,
          freight: products.freight,
          taxClass: products.taxClass,
          priceEur: products.priceEur,
          priceGbp: products.priceGbp,
          priceRub: products.priceRub,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },
  };
}
