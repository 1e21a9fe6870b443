// How a cart is sent (docs/decisions/039-shipping-zones-and-methods.md): the shop's zones (countries,
// optionally limited to regions or postcode ranges, or every country no other zone names) and each
// zone's methods: a flat rate, a rate by the cart's weight in bands, freight for what a parcel
// carrier does not take, and pickup from the shop, offered to every address. The server prices an
// order with these (rule 1); the checkout shows the same offers before the shopper pays.
import type { LocalizedText } from "./locales.ts";

export const SHIPPING_METHOD_KINDS = ["flat", "weight", "freight", "pickup"] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

/** A parcel carrier's method: it takes parts up to its item limit, and no part flagged for freight. */
export const isParcel = (kind: ShippingMethodKind) => kind === "flat" || kind === "weight";

/** A rate by weight: a cart up to `upToGrams` (inclusive) pays `priceCents`. Bands rise in weight. */
export interface WeightBand {
  upToGrams: number;
  priceCents: number;
}

/** A postcode range, both ends included: digits compare as numbers, other codes as text ("SW1A" to "SW1Z"). */
export interface PostcodeRange {
  from: string;
  to: string;
}

export interface ShippingZoneRule {
  id: number;
  name: LocalizedText;
  /** ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
  /** Every country no other zone names (the rest of the world): at most one zone. */
  everywhere: boolean;
  /** The regions (states, emirates) of its countries it is limited to, as an address writes them; empty: all. */
  regions: readonly string[];
  /** The postcode ranges it is limited to; empty: all. */
  postcodes: readonly PostcodeRange[];
  /** Zones are tried in this order: a narrower zone (a state, a postcode range) before its country's. */
  position: number;
}

export interface ShippingMethodRule {
  id: number;
  /** Its zone; pickup belongs to none and is offered to every address. */
  zoneId: number | null;
  /** Stable, in the order's record: `standard`, `express`, `pickup`, `eu-tracked`. */
  code: string;
  name: LocalizedText;
  kind: ShippingMethodKind;
  /** A flat or freight method's price; unused by weight bands and pickup. */
  priceCents: number;
  bands: readonly WeightBand[];
  /** Free when the goods come to this much or more; null: never. */
  freeOverCents: number | null;
  /** A parcel method takes no unit heavier than this; null: any weight. */
  maxItemGrams: number | null;
  /** Working days to deliver, at least and at most; null: not said. */
  minDays: number | null;
  maxDays: number | null;
  position: number;
  active: boolean;
}

/** Where a cart goes: the country's code, and the region and postcode as the address writes them. */
export interface Destination {
  countryCode: string;
  region: string;
  postcode: string;
}

/** A cart's line as shipping weighs it: each unit's weight (null: not weighed, counted as nothing) and whether it must go by freight. */
export interface ShippableLine {
  weightGrams: number | null;
  freight: boolean;
  quantity: number;
  unitPriceCents: number;
}

export interface ShippingOffer {
  method: ShippingMethodRule;
  priceCents: number;
}

const normalRegion = (region: string) => region.trim().toLowerCase();
const normalPostcode = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

/** Whether a postcode is within a range: as numbers when all three are digits of one length, as text otherwise. */
export function postcodeInRange(postcode: string, range: PostcodeRange): boolean {
  const code = normalPostcode(postcode);
  const from = normalPostcode(range.from);
  const to = normalPostcode(range.to);
  if (code === "") return false;
  if ([code, from, to].every((value) => /^\d+$/.test(value))) return Number(from) <= Number(code) && Number(code) <= Number(to);
  return from <= code && code <= to;
}

function zoneCovers(zone: ShippingZoneRule, to: Destination): boolean {
  if (!zone.countries.includes(to.countryCode)) return false;
  if (zone.regions.length > 0 && !zone.regions.some((region) => normalRegion(region) === normalRegion(to.region))) return false;
  if (zone.postcodes.length > 0 && !zone.postcodes.some((range) => postcodeInRange(to.postcode, range))) return false;
  return true;
}

/** The zone an address is in: the first (by position) that names its country and covers its region and postcode, else the rest of the world's. */
export function zoneOf(zones: readonly ShippingZoneRule[], to: Destination): ShippingZoneRule | null {
  const ordered = [...zones].sort((a, b) => a.position - b.position || a.id - b.id);
  return ordered.find((zone) => !zone.everywhere && zoneCovers(zone, to)) ?? ordered.find((zone) => zone.everywhere) ?? null;
}

/** The cart's weight in grams: each unit's weight times its quantity (a part not weighed counts as nothing). */
export const cartGrams = (lines: readonly ShippableLine[]) => lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);

export const goodsCents = (lines: readonly ShippableLine[]) => lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/** What a method asks for this cart, or null when it does not take it (too heavy for its bands or its carrier). */
export function methodPrice(method: ShippingMethodRule, lines: readonly ShippableLine[]): number | null {
  if (method.kind === "pickup") return 0;
  if (isParcel(method.kind)) {
    if (lines.some((line) => line.freight)) return null;
    if (method.maxItemGrams !== null && lines.some((line) => (line.weightGrams ?? 0) > method.maxItemGrams!)) return null;
  }
  let price = method.priceCents;
  if (method.kind === "weight") {
    const grams = cartGrams(lines);
    const band = [...method.bands].sort((a, b) => a.upToGrams - b.upToGrams).find((each) => grams <= each.upToGrams);
    if (!band) return null;
    price = band.priceCents;
  }
  if (method.freeOverCents !== null && goodsCents(lines) >= method.freeOverCents) return 0;
  return price;
}

/**
 * A method with its amounts (price, bands' prices, the free-above threshold) in another currency:
 * the owner sets them in dollars, and an order in another currency compares and charges them
 * converted at the order's rate (decision 043).
 */
export function methodInCurrency(method: ShippingMethodRule, convert: (usdCents: number) => number): ShippingMethodRule {
  return {
    ...method,
    priceCents: convert(method.priceCents),
    bands: method.bands.map((band) => ({ ...band, priceCents: convert(band.priceCents) })),
    freeOverCents: method.freeOverCents === null ? null : convert(method.freeOverCents),
  };
}

/**
 * The methods a cart may be sent by to an address, cheapest first: the zone's parcel methods that
 * take it; its freight methods only when no parcel method does (a bull bar, not a sticker); and
 * pickup from the shop, whatever the address. An empty cart is sent by nothing.
 */
export function shippingOffers(
  zones: readonly ShippingZoneRule[],
  methods: readonly ShippingMethodRule[],
  to: Destination,
  lines: readonly ShippableLine[],
): ShippingOffer[] {
  if (lines.length === 0) return [];
  const zone = zoneOf(zones, to);
  const active = methods.filter((method) => method.active);
  const priced = (list: readonly ShippingMethodRule[]) =>
    list.flatMap((method) => {
      const priceCents = methodPrice(method, lines);
      return priceCents === null ? [] : [{ method, priceCents }];
    });
  const ofZone = zone ? active.filter((method) => method.zoneId === zone.id) : [];
  const parcels = priced(ofZone.filter((method) => isParcel(method.kind)));
  const freight = parcels.length > 0 ? [] : priced(ofZone.filter((method) => method.kind === "freight"));
  const pickup = priced(active.filter((method) => method.kind === "pickup"));
  const byOrder = (a: ShippingOffer, b: ShippingOffer) =>
    a.priceCents - b.priceCents || a.method.position - b.method.position || a.method.id - b.method.id;
  return [...[...parcels, ...freight].sort(byOrder), ...pickup.sort(byOrder)];
}

/** Whether a part can be sent to an address at all (pickup aside): what its page tells a shopper whose country is known. */
export function canBeSent(
  zones: readonly ShippingZoneRule[],
  methods: readonly ShippingMethodRule[],
  to: Destination,
  line: Omit<ShippableLine, "quantity">,
): boolean {
  return shippingOffers(zones, methods, to, [{ ...line, quantity: 1 }]).some((offer) => offer.method.kind !== "pickup");
}
