import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { appSettings, orderItems, orders, products, reviews } from "../../../db/tables.ts";
import type { PaymentStatus } from "../../../domain/order-status.ts";
import type { ReviewStatus } from "../../../domain/schemas/review.ts";
import type { StoredProductStatus } from "../../../domain/stock.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** The shop's setting that holds new reviews for staff (app_settings). */
export const REVIEW_MODERATION_SETTING = "reviews.moderation";

/** An order whose money the shop took and kept (some of): its lines were bought. */
const BOUGHT: PaymentStatus[] = ["paid", "partially_refunded"];

/** What the back office's list narrows reviews by. */
export interface StaffReviewWhere {
  status?: ReviewStatus | undefined;
  rating?: number | undefined;
  /** Part of the product's title (any language) or of the author's name. */
  text?: string | undefined;
}

const published = eq(reviews.status, "published");

/** `%text%` for ILIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Product reviews, the rating and count stored on the product with them, and the shop's moderation setting. */
export function createReviewsRepository(db: Executor) {
  function staffWhere(where: StaffReviewWhere): SQL | undefined {
    const text = where.text ? containing(where.text) : undefined;
    return and(
      where.status ? eq(reviews.status, where.status) : undefined,
      where.rating ? eq(reviews.rating, where.rating) : undefined,
      text
        ? or(
            ilike(reviews.author, text),
            ilike(sql`${products.title}->>'en'`, text),
            ilike(sql`coalesce(${products.title}->>'ru', '')`, text),
            ilike(sql`coalesce(${products.title}->>'ar', '')`, text),
          )
        : undefined,
    );
  }

  return {
    /** A product's published reviews, newest first: what shoppers see. */
    reviewsOf: (productId: number, limit: number, offset: number) =>
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), published))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),

    async reviewCountOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), published));
      return row?.count ?? 0;
    },

    /**
     * Locks a product's row for the rest of the transaction, so reviews posted or moderated at the
     * same time recompute its rating one after the other. Undefined when there is no such product.
     */
    async lockProduct(productId: number): Promise<{ id: number; status: StoredProductStatus } | undefined> {
      const [row] = await db
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      return row;
    },

    async insertReview(review: {
      productId: number;
      author: string;
      rating: number;
      content: string;
      userId: string | null;
      status: ReviewStatus;
      verified: boolean;
    }) {
      const [row] = await db.insert(reviews).values(review).returning();
      return row!;
    },

    /**
     * Whether the customer bought the part: an order of theirs that was paid holds a line of it
     * (any of its variants: a variant's line names its product too). Reads the orders' tables.
     */
    async hasBought(userId: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, productId), eq(orders.userId, userId), inArray(orders.paymentStatus, BOUGHT)))
        .limit(1);
      return row !== undefined;
    },

    /** spec §9: the rating shown is the average of the published reviews' ratings; stored with their count. */
    async refreshRating(productId: number): Promise<{ rating: number; reviewCount: number }> {
      const [row] = await db
        .update(products)
        .set({
          ratingAverage: sql`coalesce((select avg(r.rating)::real from reviews r where r.product_id = ${productId} and r.status = 'published'), 0)`,
          reviewCount: sql`(select count(*)::int from reviews r where r.product_id = ${productId} and r.status = 'published')`,
        })
        .where(eq(products.id, productId))
        .returning({ rating: products.ratingAverage, reviewCount: products.reviewCount });
      return row ?? { rating: 0, reviewCount: 0 };
    },

    /** The back office's page of reviews, newest first, with each one's product. */
    async forStaff(where: StaffReviewWhere, limit: number, offset: number) {
      const condition = staffWhere(where);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ review: reviews, product: { id: products.id, slug: products.slug, title: products.title } })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(condition)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(condition),
      ]);
      return { rows, total: counted?.count ?? 0 };
    },

    async countByStatus(status: ReviewStatus): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.status, status));
      return row?.count ?? 0;
    },

    async byId(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    /** One review, locked for the rest of the transaction (taken after its product's row). */
    async lockReview(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
      return row;
    },

    async updateReview(id: number, change: Partial<Pick<ReviewRow, "status" | "reply" | "repliedAt">>): Promise<ReviewRow> {
      const [row] = await db.update(reviews).set(change).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /** The stored moderation setting; undefined when never set. */
    async moderationSetting(): Promise<string | undefined> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, REVIEW_MODERATION_SETTING));
      return row?.value;
    },

    /** Locks the setting's row (made first when missing) and answers its value. */
    async lockModerationSetting(fallback: string): Promise<string> {
      await db.insert(appSettings).values({ key: REVIEW_MODERATION_SETTING, value: fallback }).onConflictDoNothing();
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, REVIEW_MODERATION_SETTING))
        .for("update");
      return row!.value;
    },

    async saveModerationSetting(value: string): Promise<void> {
      await db.update(appSettings).set({ value }).where(eq(appSettings.key, REVIEW_MODERATION_SETTING));
    },
  };
}
