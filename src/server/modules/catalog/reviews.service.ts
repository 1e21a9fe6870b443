import type { Database } from "../../../db/client.ts";
import { NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import type { Review } from "../../../domain/schemas/catalog.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import { REVIEW_MODERATION_MODES, type ReviewInput, type ReviewModeration } from "../../../domain/schemas/review.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import type { ProductSummaryRow } from "./catalog.repository.ts";
import { createReviewsRepository, type ReviewRow } from "./reviews.repository.ts";

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    author: row.author,
    avatar: row.avatar,
    rating: row.rating,
    content: row.content,
    verified: row.verified,
    reply: row.reply && row.repliedAt ? { content: row.reply, date: row.repliedAt.toISOString() } : null,
  };
}

/**
 * The shop's moderation setting as stored; holding reviews for staff when unset, as a new shop
 * whose guests may post starts (a shop that took reviews before the setting keeps "publish":
 * migration 0033 wrote it down).
 */
export const moderationOf = (stored: string | undefined): ReviewModeration =>
  REVIEW_MODERATION_MODES.find((mode) => mode === stored) ?? "hold";

/** Who posts a review: the client's address, and the customer when signed in. */
export interface ReviewClient {
  address: string;
  userId?: string | null;
}

/** A product's reviews: reading them, and posting one (part of the catalog service). */
export function createReviewsService(
  db: Database,
  options: { limiters: Limiters; productSummary: (productId: number) => Promise<ProductSummaryRow | undefined> },
) {
  const repository = createReviewsRepository(db);
  return {
    /** A shown part's published reviews, a page of them; `preview`: a part not shown yet (staff's preview) too. */
    async reviews(productId: number, page: number, limit: number, preview = false): Promise<{ data: Review[]; pagination: Pagination }> {
      const product = await options.productSummary(productId);
      if (!product || (product.status !== "show" && !(preview && product.status !== "deleted"))) {
        throw new NotFoundError("Product Not Found");
      }
      const [rows, total] = await Promise.all([
        repository.reviewsOf(productId, limit, offsetOf(page, limit)),
        repository.reviewCountOf(productId),
      ]);
      return { data: rows.map(toReview), pagination: paginate(page, limit, total) };
    },

    /**
     * Stores a review of a shown product and, in the same transaction, recomputes the product's
     * stored rating and review count (spec §9: the average of the published reviews' ratings).
     * The product's row is locked first, so reviews posted together each count. The review is
     * held for staff when the shop's setting says so, and marked verified when its signed-in
     * author bought the part. 404 for an unknown product, 429 when the client has posted too
     * many reviews lately.
     */
    async postReview(
      productId: number,
      input: ReviewInput,
      client: ReviewClient,
    ): Promise<{ review: Review; status: "published" | "held"; rating: number; reviewCount: number }> {
      // Both ways of posting (the API and the product page's form) count here, per address and for the shop.
      if (
        !(await options.limiters.take([
          ["review.perAddress", addressKey(client.address)],
          ["review.global", "all"],
        ]))
      ) {
        throw new TooManyRequestsError("Too many reviews from you in a short time; please try again later.");
      }
      const result = await db.transaction(async (tx) => {
        const txRepository = createReviewsRepository(tx);
        const product = await txRepository.lockProduct(productId);
        if (!product || product.status !== "show") throw new NotFoundError("Product Not Found");
        const userId = client.userId ?? null;
        const status: "held" | "published" = moderationOf(await txRepository.moderationSetting()) === "hold" ? "held" : "published";
        const verified = userId !== null && (await txRepository.hasBought(userId, productId));
        const row = await txRepository.insertReview({ productId, ...input, userId, status, verified });
        const { rating, reviewCount } = await txRepository.refreshRating(productId);
        return { review: toReview(row), status, rating: Math.round(rating * 10) / 10, reviewCount };
      });
      return result;
    },
  };
}
