import { describe, expect, it } from "vitest";

import { ReviewInputSchema, validateReview } from "./review.ts";

const good = { author: "  Sam Ridge ", rating: "4", content: "  Fitted in an hour, no rattles after 2000 km.  " };

describe("review rules (spec §3 Review; the form's content rules are ours)", () => {
  it("accepts a good review and trims every text", () => {
    expect(validateReview(good)).toEqual({
      ok: true,
      value: { author: "Sam Ridge", rating: 4, content: "Fitted in an hour, no rattles after 2000 km." },
    });
  });

  it("an author needs 2 to 60 characters after trimming", () => {
    expect(validateReview({ ...good, author: " A " })).toEqual({ ok: false, errors: { author: "tooShort" } });
    expect(validateReview({ ...good, author: "x".repeat(61) })).toEqual({ ok: false, errors: { author: "tooLong" } });
    expect(validateReview({ ...good, author: "   " })).toEqual({ ok: false, errors: { author: "required" } });
    expect(validateReview({ ...good, author: "x".repeat(60) }).ok).toBe(true);
  });

  it("a rating from 1 to 5 is required", () => {
    expect(validateReview({ ...good, rating: "" })).toEqual({ ok: false, errors: { rating: "required" } });
    expect(validateReview({ ...good, rating: undefined })).toEqual({ ok: false, errors: { rating: "required" } });
    expect(validateReview({ ...good, rating: "6" })).toEqual({ ok: false, errors: { rating: "required" } });
    expect(validateReview({ ...good, rating: "0" })).toEqual({ ok: false, errors: { rating: "required" } });
    expect(validateReview({ ...good, rating: "4.5" })).toEqual({ ok: false, errors: { rating: "required" } });
    expect(validateReview({ ...good, rating: 5 }).ok).toBe(true);
  });

  it("content needs 10 to 2000 characters after trimming", () => {
    expect(validateReview({ ...good, content: "  Good one " })).toEqual({ ok: false, errors: { content: "tooShort" } });
    expect(validateReview({ ...good, content: "" })).toEqual({ ok: false, errors: { content: "required" } });
    expect(validateReview({ ...good, content: "x".repeat(2001) })).toEqual({ ok: false, errors: { content: "tooLong" } });
  });

  it("reports every field at once", () => {
    expect(validateReview({})).toEqual({ ok: false, errors: { author: "required", rating: "required", content: "required" } });
  });

  it("the API schema takes the rating as an integer, not a string", () => {
    expect(ReviewInputSchema.safeParse({ ...good, rating: "4" }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...good, rating: 4 }).success).toBe(true);
  });
});
