import { describe, expect,it } from "vitest";

import { blogPosts } from "./blog-posts.ts";

const DEPARTMENTS = [
  "suspension", "clutches", "fuel-systems", "steering", "body-parts", "transmission",
  "air-filters", "brakes", "lighting", "recovery-gear", "engine", "electrical", "exhaust",
  "wheels-and-tyres", "interior",
];

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("blog posts", () => {
  it("number at least 8", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(8);
  });

  it("have unique kebab-case slugs", () => {
    const slugs = blogPosts.map((p) => p.slug);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("have a title in English, Russian and Arabic", () => {
    for (const post of blogPosts) {
      expect(post.title.en.trim(), post.slug).not.toBe("");
      expect(post.title.ru.trim(), post.slug).not.toBe("");
      expect(post.title.ar.trim(), post.slug).not.toBe("");
    }
  });

  it("translate the title rather than repeat the English", () => {
    for (const post of blogPosts) {
      expect(post.title.ru, post.slug).not.toBe(post.title.en);
      expect(post.title.ar, post.slug).not.toBe(post.title.en);
      expect(post.title.ru, post.slug).toMatch(/[\u0400-\u04FF]/);
      expect(post.title.ar, post.slug).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("have 4 to 8 non-empty paragraphs", () => {
    for (const post of blogPosts) {
      expect(post.paragraphs.length, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.paragraphs.length, post.slug).toBeLessThanOrEqual(8);
      for (const paragraph of post.paragraphs) expect(paragraph.trim(), post.slug).not.toBe("");
    }
  });

  it("belong to a shop department", () => {
    for (const post of blogPosts) expect(DEPARTMENTS, post.slug).toContain(post.category);
  });

  it("are dated with real ISO dates in 2025 or 2026", () => {
    for (const post of blogPosts) {
      expect(post.date, post.slug).toMatch(/^202[56]-\d{2}-\d{2}$/);
      const parsed = new Date(`${post.date}T00:00:00Z`);
      expect(parsed.toISOString().slice(0, 10), post.slug).toBe(post.date);
    }
  });

  it("name an author and carry an excerpt", () => {
    for (const post of blogPosts) {
      expect(post.author.trim(), post.slug).not.toBe("");
      expect(post.excerpt.trim(), post.slug).not.toBe("");
    }
  });
});
