import { describe, expect, it } from "vitest";

import { escapeXml, sitemapIndexXml, urlsetXml, w3cDatetime } from "./sitemap-xml.ts";

const ORIGIN = "https://overland.example";

describe("sitemap XML", () => {
  it("escapes the characters XML reserves", () => {
    expect(escapeXml(`nuts&bolts <"x'>`)).toBe("nuts&amp;bolts &lt;&quot;x&apos;&gt;");
  });

  it("dates to the second in UTC", () => {
    expect(w3cDatetime(new Date("2026-11-01T09:30:15.250+10:00"))).toBe("2026-10-31T23:30:15Z");
  });

  it("lists a page once per language, each naming the same alternates and x-default", () => {
    const xml = urlsetXml(ORIGIN, [{ path: "/product/a&b", lastmod: new Date("2026-11-01T00:00:00Z") }]);
    const links = [
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/product/a&amp;b"/>`,
      `<xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/product/a&amp;b?lang=ru"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/product/a&amp;b?lang=ar"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/product/a&amp;b"/>`,
    ].join("");
    const lastmod = "<lastmod>2026-11-01T00:00:00Z</lastmod>";
    expect(xml.split("\n")).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      `<url><loc>${ORIGIN}/product/a&amp;b</loc>${lastmod}${links}</url>`,
      `<url><loc>${ORIGIN}/product/a&amp;b?lang=ru</loc>${lastmod}${links}</url>`,
      `<url><loc>${ORIGIN}/product/a&amp;b?lang=ar</loc>${lastmod}${links}</url>`,
      "</urlset>",
      "",
    ]);
  });

  it("writes no lastmod for a page without a date", () => {
    expect(urlsetXml(ORIGIN, [{ path: "/faq", lastmod: null }])).not.toContain("<lastmod>");
  });

  it("names each file of an index by its address", () => {
    expect(sitemapIndexXml([`${ORIGIN}/sitemaps/pages.xml`])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${ORIGIN}/sitemaps/pages.xml</loc></sitemap>`,
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});
