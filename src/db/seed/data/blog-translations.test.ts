import { describe, expect,it } from "vitest";

import type { BlogBody } from "../../../domain/blog.ts";
import { blogPosts } from "./blog-posts.ts";
import { blogTranslations } from "./blog-translations.ts";

const CYRILLIC = /[\u0400-\u04FF]/;
const ARABIC = /[\u0600-\u06FF]/;

/** Each translated language, the script its text is written in and the script it must not be. */
const LANGUAGES = [
  { locale: "ru", script: CYRILLIC, foreign: ARABIC },
  { locale: "ar", script: ARABIC, foreign: CYRILLIC },
] as const;

function bodyOf(slug: string, locale: "ru" | "ar"): BlogBody {
  const translation = blogTranslations[slug];
  if (!translation) throw new Error(`no translation for ${slug}`);
  return translation[locale];
}

describe("blog translations", () => {
  it("give every article a Russian and an Arabic body", () => {
    for (const post of blogPosts) {
      expect(blogTranslations[post.slug], post.slug).toBeDefined();
      for (const { locale } of LANGUAGES) expect(blogTranslations[post.slug]?.[locale], `${post.slug} ${locale}`).toBeDefined();
    }
  });

  it("name no slug that is not an article", () => {
    const slugs = new Set(blogPosts.map((post) => post.slug));
    for (const slug of Object.keys(blogTranslations)) expect(slugs.has(slug), slug).toBe(true);
  });

  it("have as many paragraphs as the English", () => {
    for (const post of blogPosts) {
      for (const { locale } of LANGUAGES) {
        expect(bodyOf(post.slug, locale).paragraphs, `${post.slug} ${locale}`).toHaveLength(post.paragraphs.length);
      }
    }
  });

  it("write the excerpt and every paragraph in the language's own script", () => {
    for (const post of blogPosts) {
      for (const { locale, script, foreign } of LANGUAGES) {
        const body = bodyOf(post.slug, locale);
        for (const [index, text] of [body.excerpt, ...body.paragraphs].entries()) {
          const where = `${post.slug} ${locale} ${index === 0 ? "excerpt" : `paragraph ${index}`}`;
          expect(text, where).toMatch(script);
          expect(text, where).not.toMatch(foreign);
        }
      }
    }
  });

  it("translate rather than leave a text empty or in English", () => {
    for (const post of blogPosts) {
      for (const { locale } of LANGUAGES) {
        const body = bodyOf(post.slug, locale);
        expect(body.excerpt.trim(), `${post.slug} ${locale} excerpt`).not.toBe("");
        expect(body.excerpt, `${post.slug} ${locale} excerpt`).not.toBe(post.excerpt);
        body.paragraphs.forEach((paragraph, index) => {
          const where = `${post.slug} ${locale} paragraph ${index + 1}`;
          expect(paragraph.trim(), where).not.toBe("");
          expect(paragraph, where).not.toBe(post.paragraphs[index]);
        });
      }
    }
  });
});
