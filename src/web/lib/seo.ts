import type { MetaDescriptor } from "react-router";

import type { LanguageAlternate } from "../../domain/language-urls.ts";

/** A page's own title, description and canonical link (issue: each page has its own). */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** Pages that must not be indexed (cart, checkout, wishlist, compare). */
  noindex?: boolean;
  /** The page's address in every language, for search engines (hreflang); indexed pages only. */
  alternates?: LanguageAlternate[];
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
  ];
  if (seo.keywords) tags.push({ name: "keywords", content: seo.keywords });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const { hreflang, href } of seo.alternates ?? []) tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
  return tags;
}
