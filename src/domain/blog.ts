// A blog post's body in the reader's language: stored in English, with translations beside it.
import type { Locale } from "./locales.ts";

export interface BlogBody {
  excerpt: string;
  paragraphs: string[];
}

/** A post's excerpt and paragraphs in the languages it is translated into (not English, which is the post's own). */
export type BlogTranslations = Partial<Record<Exclude<Locale, "en">, BlogBody>>;

/** The body a reader of `locale` gets, and "en" when English stands in for a missing translation. */
export function blogBodyFor(
  post: BlogBody & { translations: BlogTranslations },
  locale: Locale,
): BlogBody & { fallback: "en" | undefined } {
  if (locale === "en") return { excerpt: post.excerpt, paragraphs: post.paragraphs, fallback: undefined };
  const translated = post.translations[locale];
  return translated ? { ...translated, fallback: undefined } : { excerpt: post.excerpt, paragraphs: post.paragraphs, fallback: "en" };
}
