// What a kept answer shows, as the tags the catalogue's triggers write when it changes (migration
// 0026, decision 015): a change forgets only the answers tagged with what it names, in every
// process and in the CDN (as Surrogate-Key).

/** A part's own fields: its page, its quick view, its card wherever it is shown by name. */
export const partTag = (productId: number): string => `p${productId}`;

/**
 * A part's own answers (its page, quick view and API), which show how many units a shopper may
 * add: units that move within their band name only these. Cards and listings show the band.
 */
export const unitsTags = (productId: number): string[] => [`u${productId}`, UNITS_TAG];

/** Every part's units, moved at once (a supplier's feed of many parts). */
export const UNITS_TAG = "units";

/** The listings drawn from this category (their parts, order, cards and filters). */
export const listingTag = (categoryId: number): string => `c${categoryId}`;

/** The related parts a part's page shows: drawn from its category. */
export const relatedTag = (categoryId: number): string => `r${categoryId}`;

/** Which parts are shown where: the category tree's counts, the featured parts. */
export const PLACEMENT_TAG = "n";

/**
 * The published builds' list (/guest-post, its makes and models) and the sitemap's builds: a
 * build that is, was or becomes published names it; a pending or refused one shows nowhere.
 */
export const BUILDS_TAG = "builds";

/** A published build's own page. */
export const buildTag = (buildId: number): string => `b${buildId}`;

/** Lists drawn from the whole catalogue (search, the shop, a vehicle's page); also any answer that names nothing. */
export const WHOLE_CATALOGUE_TAG = "all";

/** What every change forgets: settings, categories, brands, vehicles, content; a bulk load. */
export const EVERYTHING_TAG = "*";
