import type { Database } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { MAX_ROW_ID, type Pagination } from "../../../domain/schemas/common.ts";
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
  shopEmail: string;
  limiters: Limiters;
  /** The catalogue's SEO meta of a product page (the catalog service's productSeo). */
  productSeo: (slug: string) => Promise<SeoMeta | undefined>;
}

export function createContentService(db: Database, options: ContentServiceOptions) {
  const contact = createContactService(db, options);
  const repository = createContentRepository(db);
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
        const row = await repository.seoPage(clean);
        if (row) return row;
      }
      throw new NotFoundError("Page Not Found");
    },

    async blogList(page: number, limit: number) {
      const [rows, total] = await Promise.all([repository.blogPage(limit, offsetOf(page, limit)), repository.blogCount()]);
      return { data: rows.map(toPost), pagination: paginate(page, limit, total) satisfies Pagination };
    },

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
