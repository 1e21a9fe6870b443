// Staff's and feeds' changes of units, and the ledger's history. The ledger's rows are written by
// triggers (migration 0023); what a writer adds is who, why and what kind, in transaction settings
// the triggers read.
import { and, desc, eq, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { products, productVariants, stockMovements } from "../../../db/tables.ts";
import type { StockMovementKind } from "../../../domain/stock.ts";
import { offsetOf } from "../../lib/pagination.ts";

/** Who moved units and why, as the ledger's next rows in this transaction record them. */
export interface StockContext {
  kind: StockMovementKind | "";
  actorId?: string | null;
  actor?: string;
  note?: string;
}

/** How a change moves a shelf: by some units (a receipt, damage, a return) or to a counted number. */
export type UnitsChange = { by: number } | { to: number };

export interface ShelfAfter {
  units: number;
  held: number;
}

export type StockMovementRow = typeof stockMovements.$inferSelect & { variantSku: string | null };

export function createStockLedgerRepository(db: Executor) {
  const unitsAfter = (column: typeof products.stock | typeof productVariants.quantity, change: UnitsChange) =>
    "by" in change ? sql`${column} + ${change.by}` : sql`${change.to}`;

  return {
    /** Names the ledger's next rows in this transaction (transaction-local settings); "" kind lets them be told by what moved. */
    async setContext(context: StockContext): Promise<void> {
      await db.execute(sql`select set_config('overland.stock_kind', ${context.kind}, true),
        set_config('overland.stock_actor_id', ${context.actorId ?? ""}, true),
        set_config('overland.stock_actor', ${context.actor ?? ""}, true),
        set_config('overland.stock_note', ${context.note ?? ""}, true)`);
    },

    /**
     * Room for a feed of thousands of rows in this transaction, as an import has (decision 028):
     * the catalogue's triggers join a statement's old and new rows, which the planner, without
     * their statistics, would loop over row by row; and a bulk statement's own time limit.
     */
    async roomForFeed(): Promise<void> {
      await db.execute(sql`select set_config('work_mem', '64MB', true), set_config('enable_nestloop', 'off', true),
        set_config('statement_timeout', '120s', true)`);
    },

    /** Locks products' rows in id order (before any variant's, decision 022). */
    async lockProducts(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`select id from ${products} where id = any(${sql.param(ids)}::int[]) order by id for no key update`);
    },

    async hasVariants(productId: number): Promise<boolean> {
      const [row] = await rowsOf<{ has: boolean }>(
        db,
        sql`select exists (select 1 from ${productVariants} where ${productVariants.productId} = ${productId}) as has`,
      );
      return row?.has ?? false;
    },

    /**
     * Moves a product's units (sold without variants) in one conditional statement: never below
     * the units held for open payments, nor below zero. Undefined when it would be.
     */
    async moveProduct(productId: number, change: UnitsChange): Promise<ShelfAfter | undefined> {
      const after = unitsAfter(products.stock, change);
      const [row] = await db
        .update(products)
        .set({ stock: after })
        .where(and(eq(products.id, productId), sql`${after} >= ${products.reserved}`))
        .returning({ units: products.stock, held: products.reserved });
      return row;
    },

    async moveVariant(productId: number, variantId: number, change: UnitsChange): Promise<ShelfAfter | undefined> {
      const after = unitsAfter(productVariants.quantity, change);
      const [row] = await db
        .update(productVariants)
        .set({ quantity: after })
        .where(
          and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), sql`${after} >= ${productVariants.reserved}`),
        )
        .returning({ units: productVariants.quantity, held: productVariants.reserved });
      return row;
    },

    /** A product's or variant's shelf as it stands (undefined: no such product, or variant of it). */
    async shelf(productId: number, variantId?: number): Promise<ShelfAfter | undefined> {
      if (variantId !== undefined) {
        const [row] = await db
          .select({ units: productVariants.quantity, held: productVariants.reserved })
          .from(productVariants)
          .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
        return row;
      }
      const [row] = await db.select({ units: products.stock, held: products.reserved }).from(products).where(eq(products.id, productId));
      return row;
    },

    /** Where each SKU of a feed is: a product sold without variants, or a variant (with its product). */
    async shelvesBySku(skus: string[]) {
      return rowsOf<{ sku: string; productId: number; variantId: number | null; units: number; held: number }>(
        db,
        sql`select p.sku, p.id as "productId", null::int as "variantId", p.stock as units, p.reserved as held
              from ${products} p
             where p.sku = any(${sql.param(skus)}::text[])
               and not exists (select 1 from ${productVariants} v where v.product_id = p.id)
            union all
            select v.sku, v.product_id, v.id, v.quantity, v.reserved
              from ${productVariants} v where v.sku = any(${sql.param(skus)}::text[])`,
      );
    },

    /** Sets the units of many products sold without variants at once (a feed); rows locked beforehand. */
    async setProductUnits(items: { productId: number; units: number }[]): Promise<number> {
      if (items.length === 0) return 0;
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update ${products} p set stock = f.units
              from unnest(${sql.param(items.map((i) => i.productId))}::int[], ${sql.param(items.map((i) => i.units))}::int[]) as f(id, units)
             where p.id = f.id and p.stock <> f.units and f.units >= p.reserved
            returning p.id`,
      );
      return rows.length;
    },

    async setVariantUnits(items: { variantId: number; units: number }[]): Promise<number> {
      if (items.length === 0) return 0;
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update ${productVariants} v set quantity = f.units
              from unnest(${sql.param(items.map((i) => i.variantId))}::int[], ${sql.param(items.map((i) => i.units))}::int[]) as f(id, units)
             where v.id = f.id and v.quantity <> f.units and f.units >= v.reserved
            returning v.id`,
      );
      return rows.length;
    },

    /** A product's ledger (or one variant's), newest first. */
    async history(productId: number, variantId: number | undefined, page: number, limit: number) {
      const where = and(
        eq(stockMovements.productId, productId),
        variantId === undefined ? undefined : eq(stockMovements.variantId, variantId),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: stockMovements.id,
            productId: stockMovements.productId,
            variantId: stockMovements.variantId,
            kind: stockMovements.kind,
            unitsBefore: stockMovements.unitsBefore,
            unitsAfter: stockMovements.unitsAfter,
            heldBefore: stockMovements.heldBefore,
            heldAfter: stockMovements.heldAfter,
            actorId: stockMovements.actorId,
            actor: stockMovements.actor,
            note: stockMovements.note,
            createdAt: stockMovements.createdAt,
            variantSku: productVariants.sku,
          })
          .from(stockMovements)
          .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
          .where(where)
          .orderBy(desc(stockMovements.id))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(stockMovements)
          .where(where),
      ]);
      return { rows: rows satisfies StockMovementRow[], total: count?.total ?? 0 };
    },

    /** Parts that are shown and at or below their low-stock level, fewest available first. */
    async runningLow(limit: number) {
      return rowsOf<{ id: number; sku: string; title: string; available: number; lowStockLevel: number }>(
        db,
        sql`select id, sku, title->>'en' as title, stock - reserved as available, low_stock_level as "lowStockLevel"
              from ${products}
             where status = 'show' and stock - reserved <= low_stock_level
             order by stock - reserved, id limit ${limit}`,
      );
    },
  };
}
