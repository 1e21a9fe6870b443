import { describe, expect, it } from "vitest";

import { ReviewInputSchema } from "./review.ts";

const good = { author: "  Sam Ridge ", rating: 4, content: "  Fitted in an hour, no rattles after 2000 km.  " };
const refused = (input: Record<string, unknown>) => {
  const result = ReviewInputSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path[0]))];
};

// How the product page's form says each refusal is tested in src/web/components/ui/form-problems.test.ts.
describe("review rules (spec §3 Review; the form's content rules are ours)", () => {
  it("accepts a good review and trims every text", () => {
    expect(ReviewInputSchema.parse(good)).toEqual({
      author: "Sam Ridge",
      rating: 4,
      content: "Fitted in an hour, no rattles after 2000 km.",
    });
  });

  it("a name of 2 to 60 characters once trimmed", () => {
    expect(refused({ ...good, author: " A " })).toEqual(["author"]);
    expect(refused({ ...good, author: "x".repeat(61) })).toEqual(["author"]);
    expect(refused({ ...good, author: "x".repeat(60) })).toEqual([]);
  });

  it("a rating of 1 to 5 whole stars", () => {
    for (const rating of [0, 6, 4.5, undefined]) expect(refused({ ...good, rating })).toEqual(["rating"]);
    expect(refused({ ...good, rating: 5 })).toEqual([]);
  });

  it("a review of 10 to 2000 characters once trimmed", () => {
    expect(refused({ ...good, content: "  Good one " })).toEqual(["content"]);
    expect(refused({ ...good, content: "x".repeat(2001) })).toEqual(["content"]);
  });

  it("reports every field at once", () => {
    expect(refused({})).toEqual(["author", "rating", "content"]);
  });

  it("the API schema takes the rating as an integer, not a string", () => {
    expect(ReviewInputSchema.safeParse({ ...good, rating: "4" }).success).toBe(false);
    expect(ReviewInputSchema.safeParse({ ...good, rating: 4 }).success).toBe(true);
  });
});
