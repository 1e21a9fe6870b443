// The blog posts a page lists (home, /blog, a post's "more" links) as their cards read them,
// with the name of the department each is filed under in every language.
import type { AppContext } from "#app-context";

import type { BlogTranslations } from "../../domain/blog.ts";
import { type Locale, type LocalizedText, textFor } from "../../domain/locales.ts";
import type { BlogPostSummary } from "../components/home/post-card.tsx";

interface ListedPost {
  slug: string;
  title: LocalizedText;
  excerpt: string;
  translations: BlogTranslations;
  image: string;
  author: string;
  category: string;
  date: string;
}

/** The name of a post's department (by its slug), or null when it is no department. */
export async function categoryNameOf(app: AppContext, slug: string): Promise<LocalizedText | null> {
  const departments = await app.services.catalog.categories().catch(() => []);
  return departments.find((department) => department.slug === slug)?.name ?? null;
}

/** The cards carry the excerpt in English and the page's language only (textFor): no third language travels. */
export async function postSummaries(app: AppContext, posts: ListedPost[], locale: Locale): Promise<BlogPostSummary[]> {
  return Promise.all(
    posts.map(async ({ slug, title, excerpt, translations, image, author, category, date }) => ({
      slug,
      title,
      excerpt: textFor({ en: excerpt, ru: translations.ru?.excerpt, ar: translations.ar?.excerpt }, locale),
      image,
      author,
      categoryName: await categoryNameOf(app, category),
      date,
    })),
  );
}
