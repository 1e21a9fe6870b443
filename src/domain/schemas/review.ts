// spec §3 Review (author, rating, content). The spec leaves the review form's content rules
// "not shown" (§5); ours: every text trimmed, a name of 2-60 characters, a rating of 1 to 5,
// and a review of 10-2000 characters.
import { z } from "zod";

import { LocalizedTextSchema, PageSchema, PaginationSchema } from "./common.ts";

export const REVIEW_AUTHOR_LENGTH = { min: 2, max: 60 } as const;
export const REVIEW_CONTENT_LENGTH = { min: 10, max: 2000 } as const;
export const REVIEW_RATING_RANGE = { min: 1, max: 5 } as const;

/** The payload of a posted review: the API's body and the product page's form. */
export const ReviewInputSchema = z.object({
  author: z.string().trim().min(REVIEW_AUTHOR_LENGTH.min).max(REVIEW_AUTHOR_LENGTH.max).describe("The reviewer's name as shown"),
  rating: z.int().min(REVIEW_RATING_RANGE.min).max(REVIEW_RATING_RANGE.max).describe("Stars, 1 to 5"),
  content: z.string().trim().min(REVIEW_CONTENT_LENGTH.min).max(REVIEW_CONTENT_LENGTH.max).describe("The review text"),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export type ReviewField = keyof ReviewInput;

// ------------------------------------------------------------------------------ moderation ---

/**
 * How the shop takes a posted review (the setting "reviews.moderation"): published at once, or
 * held until staff publish it. Only published reviews are shown and counted in a part's rating.
 */
export const REVIEW_MODERATION_MODES = ["publish", "hold"] as const;
export type ReviewModeration = (typeof REVIEW_MODERATION_MODES)[number];

export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The back office's reviews: one state (held first: that is the work to do) or all of them. */
export const REVIEW_VIEWS = ["held", "published", "hidden", "all"] as const;
export type ReviewView = (typeof REVIEW_VIEWS)[number];

export const REVIEW_REPLY_LENGTH = { min: 2, max: 2000 } as const;

/** The reviews' list in the back office, as the query string carries it. */
export const AdminReviewsQuerySchema = z.object({
  view: z.enum(REVIEW_VIEWS).default("held"),
  rating: z.coerce.number().int().min(REVIEW_RATING_RANGE.min).max(REVIEW_RATING_RANGE.max).optional(),
  /** Part of the product's title (in any language) or of the author's name. */
  q: z.string().trim().max(120).optional(),
  page: PageSchema,
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

export const AdminReviewSchema = z.object({
  id: z.int(),
  product: z.object({
    id: z.int(),
    slug: z.string(),
    title: LocalizedTextSchema,
  }),
  author: z.string(),
  rating: z.int(),
  content: z.string(),
  status: z.enum(REVIEW_STATUSES),
  verified: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewPageSchema = z.object({
  data: z.array(AdminReviewSchema),
  pagination: PaginationSchema,
});

/** One review staff act on (a row's button). */
export const ReviewIdSchema = z.object({ id: z.int().min(1).max(2_147_483_647) });

/** The shop's public answer under a review. */
export const ReviewReplySchema = z.object({
  reply: z.string().trim().min(REVIEW_REPLY_LENGTH.min).max(REVIEW_REPLY_LENGTH.max).describe("The shop's answer, shown under the review"),
});
export const ReviewReplyFormSchema = ReviewIdSchema.extend(ReviewReplySchema.shape);

export const ReviewSettingsSchema = z.object({
  moderation: z.enum(REVIEW_MODERATION_MODES).describe("publish: a review is shown at once; hold: it waits for staff"),
});
