// spec §3 Review (author, rating, content). The spec leaves the review form's content rules
// "not shown" (§5); ours: every text trimmed, a name of 2-60 characters, a rating of 1 to 5,
// and a review of 10-2000 characters.
import { z } from "zod";

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
