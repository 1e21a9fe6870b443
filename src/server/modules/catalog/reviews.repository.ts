import { desc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { products, reviews } from "../../../db/tables.ts";
import type { ProductStatus } from "../../../domain/stock.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** Product reviews, and the rating and count stored on the product with them. */
export function createReviewsRepository(db: Executor) {
  return {
    reviewsOf: (productId: number, limit: number, offset: number) =>
      db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),

    async reviewCountOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      return row?.count ?? 0;
    },

    /**
     * Locks a product's row for the rest of the transaction, so reviews posted at the same time
     * recompute its rating one after the other. Undefined when there is no such product.
     */
    async lockProduct(productId: number): Promise<{ id: number; status: ProductStatus } | undefined> {
      const [row] = await db
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      return row;
    },

    async insertReview(review: { productId: number; author: string; rating: number; content: string; userId: string | null }) {
      const [row] = await db.insert(reviews).values(review).returning();
      return row!;
    },

    /** spec §9: the rating shown is the average of the review ratings; stored with the count. */
    async refreshRating(productId: number): Promise<{ rating: number; reviewCount: number }> {
      const [row] = await db
        .update(products)
        .set({
          ratingAverage: sql`coalesce((select avg(r.rating)::real from reviews r where r.product_id = ${productId}), 0)`,
          reviewCount: sql`(select count(*)::int from reviews r where r.product_id = ${productId})`,
        })
        .where(eq(products.id, productId))
        .returning({ rating: products.ratingAverage, reviewCount: products.reviewCount });
      return row ?? { rating: 0, reviewCount: 0 };
    },
  };
}
