import type { Database } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { LOCALES } from "../../../domain/locales.ts";
import { vehiclePagePath } from "../vehicles/index.ts";
import { createSitemapRepository, MAX_ID, type SitemapRow, type SitemapSection } from "./sitemap.repository.ts";

// Decision 019: every page once per language; one <urlset> while the site fits one file, else an
// index of files, each a section's id range: one index range scan to list, none of them empty.

export interface SitemapLimits {
  /** The most URLs one file may list (the protocol allows 50,000; see SITEMAP_LIMITS); a larger site gets an index. */
  maxUrlsPerFile: number;
  /** The ids of a section's table one file covers: each of its languages' URLs must fit the file. */
  idsPerChunk: number;
}

/**
 * Files the response cache can keep (it keeps answers up to 2 MB): 600 ids, at most 1,800 URLs of
 * about 800 bytes each (a page and its four language links), about 1.5 MB. A file that big would
 * otherwise be rendered again for every crawler's request (75-100 ms each). The protocol allows
 * 50,000 URLs and 50 MB; a million parts make about 1,700 files, an index of about 120 KB.
 */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrlsPerFile: 1_800, idsPerChunk: 600 };

/** A page the sitemap lists in every language, with the date its row carries, if any. */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

export type SitemapDocument = { kind: "urlset"; pages: SitemapPage[] } | { kind: "index"; files: string[] };

/** spec §2: the home page, the shop, the blog, the builds and the information pages. */
const FIXED_PAGES: SitemapPage[] = [
  "/",
  "/shop",
  "/blog",
  "/guest-post",
  "/about-us",
  "/contact-us",
  "/terms",
  "/faq",
  "/privacy-policy",
  "/refund-and-returns",
].map((path) => ({ path, lastmod: null }));
const FIXED_FILE = "pages.xml";

/** The sections read from the database, in the order they are listed, and each row's path (their sources: sitemap.repository.ts). */
const SECTIONS: Record<SitemapSection, (keys: string[]) => string> = {
  categories: ([slug]) => `/product-category/${slug}/products`,
  blog: ([slug]) => `/blog/${slug}`,
  builds: ([slug]) => `/guest-post/${slug}`,
  // A model's page and each of its years', their slugs made as the pages make them.
  "vehicle-models": ([make, model]) => vehiclePagePath(make!, model!),
  "vehicle-years": ([make, model, year]) => vehiclePagePath(make!, model!, Number(year)),
  products: ([slug]) => `/product/${slug}`,
};
const SECTION_NAMES = Object.keys(SECTIONS) as SitemapSection[];

/** `pages.xml`, or `<section>-<n>.xml` with n from 1, no leading zero. */
const FILE_NAME = /^(?:pages|(categories|blog|builds|vehicle-models|vehicle-years|products)-([1-9]\d{0,9}))\.xml$/;

const pagesOf = (section: SitemapSection, rows: SitemapRow[]): SitemapPage[] =>
  rows.map((row) => ({ path: SECTIONS[section](row.keys), lastmod: row.lastmod }));

export function createSitemapService(db: Database, limits: SitemapLimits = SITEMAP_LIMITS) {
  const repository = createSitemapRepository(db);
  /** Pages one file holds: each is listed once per language. */
  const pagesPerFile = Math.floor(limits.maxUrlsPerFile / LOCALES.length);
  if (limits.idsPerChunk < 1 || limits.idsPerChunk > pagesPerFile || FIXED_PAGES.length > pagesPerFile) {
    throw new Error(`A sitemap file of ${limits.maxUrlsPerFile} URLs cannot hold ${limits.idsPerChunk} ids in ${LOCALES.length} languages`);
  }

  /** Every page, when the site fits one file; null when it does not. */
  async function wholeSite(): Promise<SitemapPage[] | null> {
    // Counting stops at one page more than fits: a few milliseconds at a million parts.
    let room = pagesPerFile - FIXED_PAGES.length;
    for (const section of SECTION_NAMES) {
      room -= await repository.countUpTo(section, room + 1);
      if (room < 0) return null;
    }
    const pages = [...FIXED_PAGES];
    for (const section of SECTION_NAMES) {
      // Rows added since counting may still make the site too large for one file.
      const fits = pagesPerFile - pages.length;
      const rows = await repository.rows(section, { fromId: 1, toId: MAX_ID, limit: fits + 1 });
      if (rows.length > fits) return null;
      pages.push(...pagesOf(section, rows));
    }
    return pages;
  }

  return {
    /** /sitemap.xml: the whole site, or the index of its files. */
    async document(): Promise<SitemapDocument> {
      const pages = await wholeSite();
      if (pages) return { kind: "urlset", pages };
      const files = [FIXED_FILE];
      for (const section of SECTION_NAMES) {
        for (const n of await repository.filledRanges(section, limits.idsPerChunk)) files.push(`${section}-${n}.xml`);
      }
      return { kind: "index", files };
    },

    /** One file the index names; a name it could not name, or a range with nothing listed, is not found. */
    async file(name: string): Promise<SitemapPage[]> {
      const match = FILE_NAME.exec(name);
      if (!match) throw new NotFoundError("Sitemap not found");
      const section = match[1] as SitemapSection | undefined;
      if (section === undefined) return FIXED_PAGES;
      const fromId = (Number(match[2]) - 1) * limits.idsPerChunk + 1;
      const rows =
        fromId > MAX_ID ? [] : await repository.rows(section, { fromId, toId: Math.min(fromId + limits.idsPerChunk - 1, MAX_ID) });
      if (rows.length === 0) throw new NotFoundError("Sitemap not found");
      return pagesOf(section, rows);
    },
  };
}
