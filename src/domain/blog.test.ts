import { describe, expect, it } from "vitest";

import { blogBodyFor } from "./blog.ts";

const post = {
  excerpt: "Snatch straps store energy.",
  paragraphs: ["One.", "Two."],
  translations: { ru: { excerpt: "Рывковые стропы запасают энергию.", paragraphs: ["Один.", "Два."] } },
};

describe("a blog post's body for a reader", () => {
  it("is the reader's language when the post is translated into it", () => {
    expect(blogBodyFor(post, "ru")).toEqual({ ...post.translations.ru, fallback: undefined });
    expect(blogBodyFor(post, "en")).toEqual({ excerpt: post.excerpt, paragraphs: post.paragraphs, fallback: undefined });
  });

  it("is English, said to be English, when it is not", () => {
    expect(blogBodyFor(post, "ar")).toEqual({ excerpt: post.excerpt, paragraphs: post.paragraphs, fallback: "en" });
  });
});
