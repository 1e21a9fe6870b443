// The other platforms whose product files the products import reads (decision 036), each known by
// its header: the first whose columns a header has maps the file onto the shop's products file.
import type { MappingContext, ProductFileMapping } from "./product-file-mappings.ts";
import { isShopifyHeader, shopifyMapping } from "./shopify-format.ts";
import { isWooCommerceHeader, wooCommerceMapping } from "./woocommerce-format.ts";

const PLATFORMS = [
  { knows: isShopifyHeader, mapping: shopifyMapping },
  { knows: isWooCommerceHeader, mapping: wooCommerceMapping },
];

/** The mapping of another platform's product file onto the shop's, by its header (as written); null for none. */
export function platformMappingOf(rawHeader: readonly string[], context: MappingContext): ProductFileMapping | null {
  return PLATFORMS.find((platform) => platform.knows(rawHeader))?.mapping(rawHeader, context) ?? null;
}
