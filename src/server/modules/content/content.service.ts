import type { Database } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { MAX_ROW_ID, type Pagination } from "../../../domain/schemas/common.ts";
import { EVERYTHING_TAG } from "../../../domain/shown-tags.ts";
import type { KeptData } from "../../lib/kept-data.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import { type Limiters } from "../../lib/rate-limiter.ts";
import { createContactService } from "./contact.service.ts";
import { type BlogPostRow, createContentRepository } from "./content.repository.ts";

export interface SeoMeta {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface ContentServiceOptions {
  /** Where contact-form messages go. */
  shopEmail: () => Promise<string>;
  limiters: Limiters;
  /** The catalogue's SEO meta of a product page (the catalog service's productSeo). */
  productSeo: (slug: string) => Promise<SeoMeta | undefined>;
  /** What pages are rendered from, kept until it changes (lib/kept-data.ts); without it, read each time. */
  kept?: Pick<KeptData, "kind">;
}

// Posts and the pages' SEO entries are content: any change to them forgets everything.
const CONTENT_SHOWS = [EVERYTHING_TAG];

export function createContentService(db: Database, options: ContentServiceOptions) {
  const contact = createContactService(db, options);
  const repository = createContentRepository(db);
  const keptSeo = options.kept?.kind<SeoMeta | null>("seo-page");
  const keptPosts = options.kept?.kind<{ data: ReturnType<typeof toPost>[]; pagination: Pagination }>("blog-list");

  // Most pages have no entry of their own: that is kept too, as null.
  const seoPage = async (path: string): Promise<SeoMeta | null> => {
    const read = async () => ({ value: (await repository.seoPage(path)) ?? null, shows: CONTENT_SHOWS });
    return (await (keptSeo ? keptSeo(path, read) : read())).value;
  };

  async function blogList(page: number, limit: number) {
    const read = async () => {
      const [rows, total] = await Promise.all([repository.blogPage(limit, offsetOf(page, limit)), repository.blogCount()]);
      return { value: { data: rows.map(toPost), pagination: paginate(page, limit, total) satisfies Pagination }, shows: CONTENT_SHOWS };
    };
    return (await (keptPosts ? keptPosts(`${page}\u0000${limit}`, read) : read())).value;
  }

  return {
    /** The contact form (/contact-us and POST /contact): a message to the shop's outbox. */
    sendContactMessage: contact.send,

    /** spec §7 GET /seo/{path}: the shop's own pages from seo_pages, product pages from the product. */
    async seo(path: string): Promise<SeoMeta> {
      const clean = `/${path.replace(/^\/+|\/+$/g, "")}`;
      const product = /^\/product\/([a-z0-9-]+)$/.exec(clean);
      if (product) {
        const meta = await options.productSeo(product[1]!);
        if (meta) return meta;
      } else {
        const row = await seoPage(clean);
        if (row) return row;
      }
      throw new NotFoundError("Page Not Found");
    },

    blogList,

    async blogPost(idOrSlug: string) {
      const numeric = /^\d+$/.test(idOrSlug);
      // An id the column cannot hold names no post (not a database error).
      if (numeric && Number(idOrSlug) > MAX_ROW_ID) throw new NotFoundError("Page Not Found");
      const row = await repository.blogPost(numeric ? { id: Number(idOrSlug) } : { slug: idOrSlug });
      if (!row) throw new NotFoundError("Page Not Found");
      return toPost(row);
    },
  };
}

function toPost(row: BlogPostRow) {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    paragraphs: row.paragraphs,
    translations: row.translations,
    image: row.image,
    author: row.author,
    category: row.category,
    date: row.publishedAt.toISOString(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
