import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { BlogTranslations } from "../../domain/blog.ts";
import { LOCALES } from "../../domain/locales.ts";
import type { LocalizedText } from "./types.ts";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: jsonb().$type<LocalizedText>().notNull(),
    excerpt: text().notNull(),
    paragraphs: jsonb().$type<string[]>().notNull(),
    /** The excerpt and paragraphs in other languages, paragraph for paragraph; English (above) when absent. */
    translations: jsonb()
      .$type<BlogTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    image: text().notNull(),
    author: text().notNull(),
    category: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("blog_posts_slug_key").on(t.slug), index("blog_posts_published_idx").on(t.publishedAt.desc())],
);

/**
 * Newsletter sign-ups, by double opt-in: an address counts only once its owner opened
 * the mailed confirmation link (confirmedAt), and stops counting when it unsubscribes.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The language the shopper signed up in: its mails are written in it. */
    locale: text({ enum: LOCALES }).notNull().default("en"),
    /** When the newest confirmation link was mailed; only that link confirms. */
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_email_key").on(sql`lower(${t.email})`),
    index("newsletter_confirmed_idx")
      .on(t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
  ],
);

/** Meta tags of the shop's own pages (spec GET /seo/{path}); product pages use their own fields. */
export const seoPages = pgTable("seo_pages", {
  path: text().primaryKey(),
  metaTitle: text().notNull(),
  metaDescription: text().notNull(),
  metaKeywords: text().notNull().default(""),
});

/**
 * Every e-mail the shop sends, written in the transaction that causes it. dedupeKey makes a
 * replayed cause send nothing twice (rule 4). Delivered by SMTP when SMTP_URL is set.
 */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: serial().primaryKey(),
    dedupeKey: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb()
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When the next delivery may be tried (back-off after a failure). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when delivery gave up after its last attempt; staff can resend it from the outbox. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("outbox_dedupe_key").on(t.dedupeKey),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("outbox_created_idx").on(t.createdAt.desc()),
  ],
);

/** Settings the shop makes for itself, e.g. its signing secret when APP_SECRET is not given. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
});
