// How many pixels a shopper's photo, and a build's photos together, may have (decision 021). They
// are counted from the files' headers before anything is decoded, so a refusal costs nothing.
import { InvalidInputError } from "./errors.ts";

/** "photo": one photo's own budget; "build": a build's photos added up. */
export type PixelBudget = "photo" | "build";

/** 39_700_000 → 39.7: pixels as a shopper reads them. */
export const megapixelsOf = (pixels: number): number => Math.round(pixels / 100_000) / 10;

export function tooManyPixelsMessage(budget: PixelBudget, maxPixels: number): string {
  const limit = megapixelsOf(maxPixels);
  return budget === "photo"
    ? `This photo has more than ${limit} megapixels: send a smaller one.`
    : `The photos of a build add up to more than ${limit} megapixels: send fewer or smaller photos.`;
}

/** A photo, or a build's photos together, over their budget; the storefront says it in the page's language. */
export class TooManyPixelsError extends InvalidInputError {
  readonly budget: PixelBudget;
  readonly maxPixels: number;

  constructor(budget: PixelBudget, maxPixels: number) {
    super(tooManyPixelsMessage(budget, maxPixels));
    this.budget = budget;
    this.maxPixels = maxPixels;
  }
}
