import type { Database } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { ADMIN_PAGE_SIZE } from "../../../domain/schemas/admin.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import type { AdminReview, AdminReviewsQuery, ReviewModeration, ReviewStatus } from "../../../domain/schemas/review.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import { recordAudit } from "../audit/index.ts";
import { createReviewsRepository, REVIEW_MODERATION_SETTING, type ReviewRow } from "./reviews.repository.ts";
import { moderationOf } from "./reviews.service.ts";

/** Refusals said in the staff member's language (admin.errors.*). */
export const REVIEW_NOT_FOUND = "REVIEW_NOT_FOUND";
export const REVIEW_NOT_IN_STATE = "REVIEW_NOT_IN_STATE";

type ReviewChange = Partial<Pick<ReviewRow, "status" | "reply" | "repliedAt">>;

/**
 * The staff's side of reviews (part of the catalog service): the list, the setting that holds new
 * reviews, and publishing, hiding and answering one. Every change is audited with what it was
 * before and after, in its own transaction; a change of what is published recomputes the
 * product's rating in that transaction, under the product row's lock as posting does.
 */
export function createReviewModerationService(db: Database) {
  const repository = createReviewsRepository(db);

  /**
   * Changes one review: its product's row is locked first (the order posting takes them in), the
   * review is read again under its own lock, and `change` says what becomes of it, or throws.
   */
  async function moderate(
    actor: Actor,
    id: number,
    action: string,
    change: (review: ReviewRow) => ReviewChange,
  ): Promise<AdminReviewState> {
    const found = await repository.byId(id);
    if (!found) throw new NotFoundError(REVIEW_NOT_FOUND);
    return db.transaction(async (tx) => {
      const txRepository = createReviewsRepository(tx);
      await txRepository.lockProduct(found.productId);
      const before = await txRepository.lockReview(id);
      if (!before) throw new NotFoundError(REVIEW_NOT_FOUND);
      const after = await txRepository.updateReview(id, change(before));
      // Publishing or hiding moves the product's rating and count: only published reviews count.
      if (before.status !== after.status && (before.status === "published" || after.status === "published")) {
        await txRepository.refreshRating(after.productId);
      }
      await recordAudit(tx, actor, {
        action,
        entityType: "review",
        entityId: String(id),
        before: stateOf(before),
        after: stateOf(after),
      });
      return stateOf(after);
    });
  }

  /** A move to `status` from one of `from`; any other state is refused (the page was out of date). */
  const moveTo =
    (status: ReviewStatus, from: readonly ReviewStatus[]) =>
    (review: ReviewRow): ReviewChange => {
      if (!from.includes(review.status)) throw new ConflictError(REVIEW_NOT_IN_STATE);
      return { status };
    };

  return {
    /** The back office's list: one state or all, a rating, a search by product title or author; newest first. */
    async reviewsForStaff(query: AdminReviewsQuery): Promise<{ data: AdminReview[]; pagination: Pagination }> {
      const { rows, total } = await repository.forStaff(
        { status: query.view === "all" ? undefined : query.view, rating: query.rating, text: query.q },
        ADMIN_PAGE_SIZE,
        offsetOf(query.page, ADMIN_PAGE_SIZE),
      );
      return {
        data: rows.map(({ review, product }) => ({
          id: review.id,
          product,
          author: review.author,
          rating: review.rating,
          content: review.content,
          status: review.status,
          verified: review.verified,
          reply: review.reply,
          repliedAt: review.repliedAt?.toISOString() ?? null,
          createdAt: review.createdAt.toISOString(),
        })),
        pagination: paginate(query.page, ADMIN_PAGE_SIZE, total),
      };
    },

    /** How many reviews wait for staff (the dashboard's figure). */
    heldReviewCount: () => repository.countByStatus("held"),

    /** Whether the shop publishes a new review at once or holds it for staff. */
    reviewModeration: async (): Promise<ReviewModeration> => moderationOf(await repository.moderationSetting()),

    /** Changes the setting; audited. Reviews already posted keep their state. */
    async setReviewModeration(actor: Actor, moderation: ReviewModeration): Promise<ReviewModeration> {
      return db.transaction(async (tx) => {
        const txRepository = createReviewsRepository(tx);
        const before = moderationOf(await txRepository.lockModerationSetting(moderationOf(undefined)));
        await txRepository.saveModerationSetting(moderation);
        await recordAudit(tx, actor, {
          action: "setting.change",
          entityType: "setting",
          entityId: REVIEW_MODERATION_SETTING,
          before: { value: before },
          after: { value: moderation },
        });
        return moderation;
      });
    },

    /** Shows a held or hidden review, and counts it in its product's rating; audited. */
    publishReview: (actor: Actor, id: number) => moderate(actor, id, "review.publish", moveTo("published", ["held", "hidden"])),

    /** Takes a held or published review off the product page and out of its rating; audited. */
    hideReview: (actor: Actor, id: number) => moderate(actor, id, "review.hide", moveTo("hidden", ["held", "published"])),

    /** Writes (or rewrites) the shop's public answer under a review; audited. */
    replyToReview: (actor: Actor, id: number, reply: string) =>
      moderate(actor, id, "review.reply", () => ({ reply, repliedAt: new Date() })),

    /** Removes the shop's answer; audited. */
    removeReviewReply: (actor: Actor, id: number) =>
      moderate(actor, id, "review.reply-remove", (review) => {
        if (review.reply === null) throw new ConflictError(REVIEW_NOT_IN_STATE);
        return { reply: null, repliedAt: null };
      }),
  };
}

/** What the audit log and the API say of a review after a change. */
export type AdminReviewState = {
  id: number;
  productId: number;
  status: ReviewStatus;
  reply: string | null;
};

const stateOf = (review: ReviewRow): AdminReviewState => ({
  id: review.id,
  productId: review.productId,
  status: review.status,
  reply: review.reply,
});

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
