import { desc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { blogPosts, seoPages } from "../../../db/tables.ts";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type SeoPageRow = typeof seoPages.$inferSelect;

/** The shop's own pages: SEO meta of its paths, the blog, newsletter sign-ups. */
export function createContentRepository(db: Executor) {
  return {
    async seoPage(path: string): Promise<SeoPageRow | undefined> {
      const [row] = await db.select().from(seoPages).where(eq(seoPages.path, path));
      return row;
    },

    /** Newest first. */
    blogPage: (limit: number, offset: number): Promise<BlogPostRow[]> =>
      db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt)).limit(limit).offset(offset),

    async blogCount(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(blogPosts);
      return row?.total ?? 0;
    },

    async blogPost(by: { id: number } | { slug: string }): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where("id" in by ? eq(blogPosts.id, by.id) : eq(blogPosts.slug, by.slug));
      return row;
    },

    /** Subscribing twice is a no-op. */
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
