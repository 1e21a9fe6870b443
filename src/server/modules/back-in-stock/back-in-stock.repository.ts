import { inArray, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { backInStockRequests, products, productVariants } from "../../../db/tables.ts";
import type { Locale, LocalizedText } from "../../../domain/locales.ts";

/** A part's (or variant's) shelf as the request reads it: shown or not, and units a shopper can buy. */
export interface ShelfNow {
  shown: boolean;
  available: number;
}

/** A request due to be mailed, with what the mail names. */
export interface DueRequest {
  id: number;
  email: string;
  locale: Locale;
  /** When the shopper asked, in milliseconds: with the id, the mail's key. */
  requestedAtMs: number;
  slug: string;
  title: LocalizedText;
  variantSku: string | null;
  shown: boolean;
  available: number;
}

/**
 * Shoppers' requests to be told when a part is back. It reads the catalogue's products and
 * variants (their units, in the same query) and never writes them; the stock ledger's trigger
 * marks requests due (migration 0042).
 */
export function createBackInStockRepository(db: Executor) {
  return {
    /** The part's shelf, or its variant's; undefined when there is no such part, or variant of it. */
    async shelf(productId: number, variantId: number | null): Promise<ShelfNow | undefined> {
      const [row] = await rowsOf<ShelfNow>(
        db,
        variantId === null
          ? sql`select p.status = 'show' as shown, greatest(p.stock - p.reserved, 0)::int as available
                  from ${products} p where p.id = ${productId}`
          : sql`select p.status = 'show' as shown, greatest(v.quantity - v.reserved, 0)::int as available
                  from ${productVariants} v join ${products} p on p.id = v.product_id
                 where v.id = ${variantId} and v.product_id = ${productId}`,
      );
      return row;
    },

    /**
     * Files the request, one per address and part or variant. Asking again while waiting only
     * changes the language; asking again after the mail starts a new wait.
     */
    async request(productId: number, variantId: number | null, email: string, locale: Locale, now: Date): Promise<void> {
      await db.execute(sql`
        insert into ${backInStockRequests} (product_id, variant_id, email, locale, requested_at)
        values (${productId}, ${variantId}, ${email}, ${locale}, ${now.toISOString()})
        on conflict (product_id, coalesce(variant_id, 0), lower(email)) do update
          set locale = excluded.locale,
              requested_at = case when ${backInStockRequests.notifiedAt} is null then ${backInStockRequests.requestedAt} else excluded.requested_at end,
              due_at = case when ${backInStockRequests.notifiedAt} is null then ${backInStockRequests.dueAt} else null end,
              notified_at = null`);
    },

    /**
     * Due requests not mailed yet, oldest first, locked for this transaction; those another
     * process is mailing are skipped, so two processes never take the same one.
     */
    claimDue: (limit: number): Promise<DueRequest[]> =>
      rowsOf<DueRequest>(
        db,
        sql`select r.id, r.email, r.locale, floor(extract(epoch from r.requested_at) * 1000)::float8 as "requestedAtMs",
                   p.slug, p.title, v.sku as "variantSku", p.status = 'show' as shown,
                   greatest(coalesce(v.quantity - v.reserved, p.stock - p.reserved), 0)::int as available
              from ${backInStockRequests} r
              join ${products} p on p.id = r.product_id
              left join ${productVariants} v on v.id = r.variant_id
             where r.notified_at is null and r.due_at is not null
             order by r.due_at, r.id
             limit ${limit}
               for update of r skip locked`,
      ),

    async markNotified(ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(backInStockRequests).set({ notifiedAt: now }).where(inArray(backInStockRequests.id, ids));
    },

    /** Sold out (or hidden) again before the mail went: wait for the next units. */
    async waitAgain(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(backInStockRequests).set({ dueAt: null }).where(inArray(backInStockRequests.id, ids));
    },
  };
}
