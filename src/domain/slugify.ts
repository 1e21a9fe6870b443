// spec §2: department links are /product-category/{slugified name}/products.

/**
 * "Fuel Systems" -> "fuel-systems". Accents are dropped, apostrophes vanish ("Driver's" ->
 * "drivers"), every other run of non-alphanumerics becomes one hyphen, none at either end.
 * Letters outside Latin are dropped, so it is meant for the English name.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/["'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
