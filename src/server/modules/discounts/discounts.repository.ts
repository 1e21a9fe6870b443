// Discount codes and promotions, and the orders that used them: the module's only SQL.
import { and, desc, eq, isNull, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { rowsOf } from "../../../db/client.ts";
import { discounts, discountUses } from "../../../db/tables.ts";

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Omit<typeof discounts.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** A use counts while its order stands: a withdrawn order is gone, an unpaid one that expired is cancelled. */
const LIVE_USE = sql`exists (select 1 from orders o where o.id = discount_uses.order_id and o.status <> 'CANCELLED')`;

/** What the checkout knows of a cart's part to tell which discounts it qualifies for. */
export interface PartFacts {
  productId: number;
  brandId: number;
  /** Its category and every category above it. */
  categoryIds: number[];
  /** Of the vehicles asked about, those it fits (a universal part fits every one). */
  vehicleIds: number[];
}

export function createDiscountsRepository(db: Executor) {
  return {
    /** Every discount, newest first, with its uses: standing, paid, and what the paid ones took off (in the shop's currency). */
    async list(): Promise<(DiscountRow & { uses: number; paidUses: number; takenOffCents: number })[]> {
      const rows = await db
        .select({
          discount: discounts,
          uses: sql<number>`(select count(*) from ${discountUses} u join orders o on o.id = u.order_id
            where u.discount_id = discounts.id and o.status <> 'CANCELLED')::int`,
          paidUses: sql<number>`(select count(*) from ${discountUses} u join orders o on o.id = u.order_id
            where u.discount_id = discounts.id and o.status <> 'CANCELLED' and o.paid_at is not null)::int`,
          // Each use in its order's currency, back in the shop's at the rate its order froze.
          takenOffCents: sql<number>`(select coalesce(round(sum(u.cents::numeric * 1000000 / o.exchange_rate_micros)), 0) from ${discountUses} u join orders o on o.id = u.order_id
            where u.discount_id = discounts.id and o.status <> 'CANCELLED' and o.paid_at is not null)::int`,
        })
        .from(discounts)
        .orderBy(desc(discounts.createdAt), desc(discounts.id));
      return rows.map(({ discount, ...counts }) => ({ ...discount, ...counts }));
    },

    async byId(id: number): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
      return row;
    },

    /**
     * What may apply to a cart: the active promotions, and the discount of the typed code in
     * whatever state (its refusal says why it does not apply), each with its standing uses.
     */
    async forCart(code: string | null): Promise<(DiscountRow & { usedCount: number })[]> {
      const rows = await db
        .select({
          discount: discounts,
          usedCount: sql<number>`case when ${discounts.usageLimit} is null then 0
            else (select count(*) from discount_uses where discount_uses.discount_id = discounts.id and ${LIVE_USE}) end::int`,
        })
        .from(discounts)
        .where(
          code === null
            ? and(isNull(discounts.code), eq(discounts.active, true))
            : sql`(${discounts.code} is null and ${discounts.active}) or ${discounts.code} = ${code}`,
        );
      return rows.map(({ discount, usedCount }) => ({ ...discount, usedCount }));
    },

    /** How many standing orders of this customer (by e-mail) used each of these discounts. */
    async usesBy(email: string, discountIds: readonly number[]): Promise<Map<number, number>> {
      if (discountIds.length === 0) return new Map();
      const rows = await db
        .select({ discountId: discountUses.discountId, uses: sql<number>`count(*)::int` })
        .from(discountUses)
        .where(
          and(
            sql`${discountUses.discountId} = any(${sql.param([...discountIds])}::int[])`,
            eq(discountUses.email, email.toLowerCase()),
            LIVE_USE,
          ),
        )
        .groupBy(discountUses.discountId);
      return new Map(rows.map((row) => [row.discountId, row.uses]));
    },

    /**
     * Locks a discount's row for the rest of the transaction and counts its standing uses, in all
     * and by this customer: two checkouts spending its last use take turns, and the second counts
     * the first's use once that commits.
     */
    async lockAndCount(discountId: number, email: string): Promise<{ row: DiscountRow; uses: number; usesByCustomer: number } | undefined> {
      const [row] = await db.select().from(discounts).where(eq(discounts.id, discountId)).for("update");
      if (!row) return undefined;
      const [counts] = await rowsOf<{ uses: number; mine: number }>(
        db,
        sql`select count(*)::int as uses, (count(*) filter (where discount_uses.email = ${email.toLowerCase()}))::int as mine
          from discount_uses where discount_uses.discount_id = ${discountId} and ${LIVE_USE}`,
      );
      return { row, uses: counts?.uses ?? 0, usesByCustomer: counts?.mine ?? 0 };
    },

    async recordUse(use: { orderId: string; discountId: number; email: string; userId: string | null; cents: number }): Promise<void> {
      await db.insert(discountUses).values({ ...use, email: use.email.toLowerCase() });
    },

    /** The categories (with those above them), brand and fitting vehicles of a cart's parts. */
    async partFacts(productIds: readonly number[], vehicleIds: readonly number[]): Promise<PartFacts[]> {
      if (productIds.length === 0) return [];
      return rowsOf<PartFacts>(
        db,
        sql`with recursive up(product_id, category_id) as (
              select p.id, p.category_id from products p where p.id = any(${sql.param([...productIds])}::int[])
              union
              select up.product_id, c.parent_id from up join categories c on c.id = up.category_id where c.parent_id is not null
            )
            select p.id as "productId", p.brand_id as "brandId",
              coalesce((select array_agg(up.category_id) from up where up.product_id = p.id), '{}') as "categoryIds",
              ${
                vehicleIds.length === 0
                  ? sql`'{}'::int[]`
                  : sql`case when p.universal then ${sql.param([...vehicleIds])}::int[]
                      else coalesce((select array_agg(f.vehicle_id) from fitment f
                        where f.vehicle_id = any(${sql.param([...vehicleIds])}::int[]) and f.product_id = p.id), '{}') end`
              } as "vehicleIds"
            from products p where p.id = any(${sql.param([...productIds])}::int[])`,
      );
    },

    /** The parts of these SKUs (deleted parts left out), by SKU. */
    async productIdsOfSkus(skus: readonly string[]): Promise<Map<string, number>> {
      if (skus.length === 0) return new Map();
      const rows = await rowsOf<{ sku: string; id: number }>(
        db,
        sql`select sku, id from products where sku = any(${sql.param([...skus])}::text[])`,
      );
      return new Map(rows.map((row) => [row.sku, row.id]));
    },
    /** Every brand by name: what a discount may be limited to. */
    brandChoices: () => rowsOf<{ id: number; name: string }>(db, sql`select id, name from brands order by lower(name), id`),
    async skusOf(productIds: readonly number[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const rows = await rowsOf<{ sku: string }>(
        db,
        sql`select sku from products where id = any(${sql.param([...productIds])}::int[]) order by sku`,
      );
      return rows.map((row) => row.sku);
    },

    async insert(values: DiscountValues): Promise<DiscountRow | undefined> {
      const [row] = await db.insert(discounts).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: DiscountValues): Promise<boolean> {
      const rows = await db
        .update(discounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discounts.id, id))
        .returning({ id: discounts.id });
      return rows.length > 0;
    },
    async hasUses(id: number): Promise<boolean> {
      const rows = await db.select({ id: discountUses.discountId }).from(discountUses).where(eq(discountUses.discountId, id)).limit(1);
      return rows.length > 0;
    },
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
      return rows.length > 0;
    },
  };
}
