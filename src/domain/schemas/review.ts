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
/** Why a field was refused; the form translates each into a message next to the field. */
export type ReviewFieldError = "required" | "tooShort" | "tooLong";
export type ReviewFieldErrors = Partial<Record<ReviewField, ReviewFieldError>>;

export type ReviewValidation = { ok: true; value: ReviewInput } | { ok: false; errors: ReviewFieldErrors };

const REVIEW_FIELDS: readonly ReviewField[] = ["author", "rating", "content"];

/**
 * The review rules above, field by field. Takes the form's raw values: texts as typed and the
 * rating as a string ("" or absent when no star is chosen) or a number.
 */
export function validateReview(raw: { author?: unknown; rating?: unknown; content?: unknown }): ReviewValidation {
  const ratingText = typeof raw.rating === "string" ? raw.rating.trim() : raw.rating;
  const rating = typeof ratingText === "string" ? (/^\d+$/.test(ratingText) ? Number(ratingText) : undefined) : ratingText;
  const result = ReviewInputSchema.safeParse({ author: raw.author ?? "", rating, content: raw.content ?? "" });
  if (result.success) return { ok: true, value: result.data };

  const errors: ReviewFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = REVIEW_FIELDS.find((f) => f === issue.path[0]);
    if (!field || errors[field]) continue;
    if (field === "rating") errors.rating = "required";
    else if (issue.code === "too_big") errors[field] = "tooLong";
    else if (typeof raw[field] === "string" && raw[field].trim() !== "") errors[field] = "tooShort";
    else errors[field] = "required";
  }
  return { ok: false, errors };
}
