import { desc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { blogPosts, newsletterSubscriptions, products, seoPages } from "../../../db/tables.ts";
import { MAX_ROW_ID, type Pagination } from "../../../domain/schemas/common.ts";
import { NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { createContactService } from "./contact.service.ts";

export interface SeoMeta {
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface ContentServiceOptions {
  /** Where contact-form messages go. */
  shopEmail: string;
  limiters: Limiters;
}

export function createContentService(db: Database, options: ContentServiceOptions) {
  const contact = createContactService(db, options);
  return {
    /** The contact form (/contact-us and POST /contact): a message to the shop's outbox. */
    sendContactMessage: contact.send,

    /** spec §7 GET /seo/{path}: the shop's own pages from seo_pages, product pages from the product. */
    async seo(path: string): Promise<SeoMeta> {
      const clean = `/${path.replace(/^\/+|\/+$/g, "")}`;
      const product = /^\/product\/([a-z0-9-]+)$/.exec(clean);
      if (product) {
        const [row] = await db
          .select({ metaTitle: products.metaTitle, metaDescription: products.metaDescription, metaKeywords: products.metaKeywords })
          .from(products)
          .where(eq(products.slug, product[1]!));
        if (row) return row;
      } else {
        const [row] = await db.select().from(seoPages).where(eq(seoPages.path, clean));
        if (row) return row;
      }
      throw new NotFoundError("Page Not Found");
    },

    async blogList(page: number, limit: number) {
      const [rows, [count]] = await Promise.all([
        db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt)).limit(limit).offset(offsetOf(page, limit)),
        db.select({ total: sql<number>`count(*)::int` }).from(blogPosts),
      ]);
      return { data: rows.map(toPost), pagination: paginate(page, limit, count?.total ?? 0) satisfies Pagination };
    },

    async blogPost(idOrSlug: string) {
      const numeric = /^\d+$/.test(idOrSlug);
      // An id the column cannot hold names no post (not a database error).
      if (numeric && Number(idOrSlug) > MAX_ROW_ID) throw new NotFoundError("Page Not Found");
      const condition = numeric ? eq(blogPosts.id, Number(idOrSlug)) : eq(blogPosts.slug, idOrSlug);
      const [row] = await db.select().from(blogPosts).where(condition);
      if (!row) throw new NotFoundError("Page Not Found");
      return toPost(row);
    },

    /** spec §7: 201 on success; subscribing twice is not an error for the shopper (and tells no one who is subscribed). */
    async subscribe(email: string, address: string): Promise<void> {
      if (
        !(await options.limiters.take([
          ["newsletter.perAddress", addressKey(address)],
          ["newsletter.global", "all"],
        ]))
      ) {
        throw new TooManyRequestsError("Too many sign-ups. Please try again later.");
      }
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    },
  };
}

function toPost(row: typeof blogPosts.$inferSelect) {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    paragraphs: row.paragraphs,
    image: row.image,
    author: row.author,
    category: row.category,
    date: row.publishedAt.toISOString(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
