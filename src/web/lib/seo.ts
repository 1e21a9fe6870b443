import type { MetaDescriptor } from "react-router";

/** A page's own title, description and canonical link (issue: each page has its own). */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  keywords?: string;
  /** Pages that must not be indexed (cart, checkout, wishlist, compare). */
  noindex?: boolean;
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
  return tags;
}
