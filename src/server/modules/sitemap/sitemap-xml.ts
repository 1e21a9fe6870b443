// The sitemap protocol's XML (sitemaps.org 0.9), with each page's language alternates as Google
// reads them (xhtml:link rel="alternate" hreflang). Addresses come from domain/language-urls.ts,
// like the pages' own canonical and alternate links, so that they agree.
import { languageAlternates } from "../../../domain/language-urls.ts";
import type { SitemapPage } from "./sitemap.service.ts";

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or an attribute value as XML (a slug may hold `&`). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A W3C Datetime to the second, in UTC (the protocol's lastmod). */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A <urlset>: each page once per language, each naming every language's address and x-default. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`];
  for (const page of pages) {
    const lastmod = page.lastmod ? `<lastmod>${w3cDatetime(page.lastmod)}</lastmod>` : "";
    const alternates = languageAlternates(origin, page.path);
    const links = alternates
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("");
    // Each language's own address is its alternate (languageUrl's), so it is not built twice.
    for (const { hreflang, href } of alternates) {
      if (hreflang !== "x-default") lines.push(`<url><loc>${escapeXml(href)}</loc>${lastmod}${links}</url>`);
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** A <sitemapindex> naming files by their absolute addresses. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`);
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`, ...entries, "</sitemapindex>", ""].join("\n");
}
