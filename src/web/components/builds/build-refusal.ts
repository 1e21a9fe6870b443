// What the alert of a refused build says on /add-build: the photos' pixel budgets and a busy shop
// in the page's language, any other refusal in the service's words.
import { refusalOf, ServiceUnavailableError } from "../../../domain/errors.ts";
import type { Locale } from "../../../domain/locales.ts";
import { megapixelsOf, TooManyPixelsError } from "../../../domain/photo-budget.ts";
import type { TFunction } from "../../i18n/translator.ts";

export type BuildRefusal =
  | { refusal: "tooLarge" }
  | { refusal: "photoPixels" | "buildPixels"; megapixels: number }
  | { refusal: "busy" }
  | { refusal: "refused"; message: string };

/** The refusal the page shows for what the builds service threw; null when it was no refusal (thrown on). */
export function buildRefusalOf(error: unknown): BuildRefusal | null {
  if (error instanceof TooManyPixelsError)
    return { refusal: error.budget === "photo" ? "photoPixels" : "buildPixels", megapixels: megapixelsOf(error.maxPixels) };
  // The photo queue full (or a limit's store away): the shopper may send the same build again shortly.
  if (error instanceof ServiceUnavailableError) return { refusal: "busy" };
  const refusal = refusalOf(error);
  return refusal && { refusal: "refused", message: refusal.message };
}

export function buildRefusalText(refusal: BuildRefusal, t: TFunction, locale: Locale): string {
  switch (refusal.refusal) {
    case "tooLarge":
      return t("info.builds.form.tooLarge");
    case "photoPixels":
    case "buildPixels":
      return t(`info.builds.form.${refusal.refusal}`, { megapixels: new Intl.NumberFormat(locale).format(refusal.megapixels) });
    case "busy":
      return t("info.builds.form.busy");
    case "refused":
      return refusal.message;
  }
}
