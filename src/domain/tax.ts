// How tax is charged (docs/decisions/040-tax-by-country.md): the owner's rates per country, per
// region where one applies (a US state), per tax class of a part (a class a country does not name
// pays its standard rate; a tax-free class is a rate of 0), and whether the shop's prices are
// entered with its own country's tax in them. A country either shows prices with its tax in them
// ("incl. VAT") or adds the tax at the checkout (the US). The server prices an order with these
// (rule 1); the storefront shows prices by the same rule.
import { amountFromCents } from "./money.ts";

/** The class every part is in unless the owner puts it in another. */
export const STANDARD_TAX_CLASS = "standard";

/** A tax class's name: short, lower case, hyphens. */
export const TAX_CLASS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A rate is written in hundredths of a percent: 2000 is 20%, 825 is 8.25%. */
export const BASIS_POINTS = 10_000;

export interface TaxRateRule {
  id: number;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The region (a US state's code, a province) it is limited to; null: the whole country. */
  region: string | null;
  taxClass: string;
  /** What the tax is called where it is charged: VAT, GST, Sales tax. */
  name: string;
  basisPoints: number;
  /** Prices shown with the tax in them ("incl. VAT"); otherwise it is added at the checkout. */
  included: boolean;
  /** Delivery pays it too (at the country's standard rate). */
  shippingTaxed: boolean;
}

export interface TaxSettings {
  /** Prices (not shipping) are entered with the shop's own country's tax in them. */
  pricesIncludeTax: boolean;
  /** The shop's own country (ISO 3166-1 alpha-2): the tax an entered price holds is its rate. */
  homeCountryCode: string;
}

export interface TaxTable {
  settings: TaxSettings;
  rates: readonly TaxRateRule[];
}

/** Where tax is charged: a country and, for a rate by region, the address's region as written. */
export interface TaxPlace {
  countryCode: string;
  region: string;
}

/** The US states and their codes: an address may write either. */
const US_STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
};

/** A region as rates compare it: trimmed, upper case, a US state's name as its code. */
export function regionKey(countryCode: string, region: string): string {
  const plain = region.trim().replace(/\s+/g, " ");
  if (countryCode === "US") return US_STATES[plain.toLowerCase()] ?? plain.toUpperCase();
  return plain.toUpperCase();
}

/**
 * The rate a part of this class pays at this place: the region's rate for the class, the
 * country's for the class, the region's standard rate, the country's standard rate; null where
 * the shop charges no tax (a country it names no rate for).
 */
export function rateFor(rates: readonly TaxRateRule[], place: TaxPlace, taxClass: string): TaxRateRule | null {
  const region = regionKey(place.countryCode, place.region);
  let best: TaxRateRule | null = null;
  let bestRank = 0;
  for (const rate of rates) {
    if (rate.countryCode !== place.countryCode) continue;
    const regional = rate.region !== null;
    if (regional && regionKey(rate.countryCode, rate.region ?? "") !== region) continue;
    const ofClass = rate.taxClass === taxClass;
    if (!ofClass && rate.taxClass !== STANDARD_TAX_CLASS) continue;
    const rank = (ofClass ? 2 : 0) + (regional ? 1 : 0) + 1;
    if (rank > bestRank) [best, bestRank] = [rate, rank];
  }
  return best;
}

/** a / b rounded half up, for non-negative integers: exact, no floating point (money is integers). */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** How a price is shown at a place: the entered price times num / den, and whether the tax is in it. */
export interface PriceShowing {
  num: number;
  den: number;
  /** The shown price holds this tax ("incl. VAT"); null: it holds none (added at the checkout, or none charged). */
  includes: { name: string; basisPoints: number } | null;
}

/**
 * How the price of a part of this class is shown at a place. Prices entered with tax keep their
 * amount wherever tax is shown included (a shopper in any such country pays the same), and lose
 * the home country's tax where it is added at the checkout or not charged; prices entered without
 * tax gain the place's tax where it is shown included.
 */
export function priceShowing(table: TaxTable, place: TaxPlace, taxClass: string): PriceShowing {
  const rate = rateFor(table.rates, place, taxClass);
  const includes = rate?.included ? { name: rate.name, basisPoints: rate.basisPoints } : null;
  if (table.settings.pricesIncludeTax) {
    if (includes) return { num: 1, den: 1, includes };
    const home = rateFor(table.rates, { countryCode: table.settings.homeCountryCode, region: "" }, taxClass);
    return { num: BASIS_POINTS, den: BASIS_POINTS + (home?.basisPoints ?? 0), includes: null };
  }
  if (includes) return { num: BASIS_POINTS + includes.basisPoints, den: BASIS_POINTS, includes };
  return { num: 1, den: 1, includes: null };
}

/** An entered price as shown (and charged) at a place. */
export const shownCents = (cents: number, showing: PriceShowing) =>
  showing.num === showing.den ? cents : divideRounded(cents * showing.num, showing.den);

/**
 * How a place's prices are shown, for each tax class the shop names (a class not here shows as
 * the standard class): what the storefront needs to show every price as it will be charged.
 */
export interface PricesShown {
  countryCode: string;
  byClass: Record<string, PriceShowing>;
  /** The place adds tax at the checkout (the US): its prices say so. */
  taxAdded: boolean;
}

export function pricesShown(table: TaxTable, countryCode: string): PricesShown {
  const place = { countryCode, region: "" };
  const classes = new Set([STANDARD_TAX_CLASS, ...table.rates.map((rate) => rate.taxClass)]);
  const byClass = Object.fromEntries([...classes].map((taxClass) => [taxClass, priceShowing(table, place, taxClass)]));
  const standard = rateFor(table.rates, place, STANDARD_TAX_CLASS);
  return { countryCode, byClass, taxAdded: standard !== null && !standard.included };
}

/** A part's price as a place shows it. */
export function shownPriceCents(shown: PricesShown, cents: number, taxClass: string | undefined): number {
  const showing = shown.byClass[taxClass ?? STANDARD_TAX_CLASS] ?? shown.byClass[STANDARD_TAX_CLASS];
  return showing ? shownCents(cents, showing) : cents;
}

/** A cart's line as tax prices it: its entered unit price and its part's class. */
export interface TaxableLine {
  unitPriceCents: number;
  quantity: number;
  taxClass: string;
}

/** One rate's tax on an order: what it comes to, and how much of it is on the delivery. */
export interface TaxLine {
  name: string;
  basisPoints: number;
  /** In the prices (shown "incl."), or added to the total. */
  included: boolean;
  cents: number;
  /** The part of `cents` charged on the delivery. */
  shippingCents: number;
}

export interface PricedLine {
  /** The unit price charged at this place. */
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** What discounts took off this line: it was charged totalCents less this. */
  discountCents: number;
}

/** What discounts take off an order: each line's share, in the cart's order, and the delivery's. */
export interface OrderDiscount {
  lineCents: readonly number[];
  shippingCents: number;
}

/** The discounts of a cart once its lines are priced at the place (their totals, the delivery): see domain/discounts.ts. */
export type DiscountsOf = (lineTotals: readonly number[], shippingCents: number) => OrderDiscount;

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  shippingCents: number;
  /** All that discounts took off, the delivery's part included. */
  discountCents: number;
  taxLines: TaxLine[];
  /** All tax, in the prices or added. */
  taxCents: number;
  /** The tax already in the subtotal and the shipping. */
  taxIncludedCents: number;
  /** subtotal + shipping - discount + the tax that is added. */
  totalCents: number;
}

/**
 * An order priced at a place: each line at its shown price, the delivery as its method asks (a
 * method's price is what its zone's shoppers pay), the discounts taken off the lines and the
 * delivery as priced, and each rate's tax worked out once on all that it applies to after the
 * discounts, rounded half up: so the tax lines add up to the tax, and the lines, the delivery, the
 * discounts and the added tax to the total, to the cent.
 */
export function priceOrder(
  table: TaxTable,
  place: TaxPlace,
  lines: readonly TaxableLine[],
  shippingPriceCents: number,
  discountsOf?: DiscountsOf,
): PricedOrder {
  const groups = new Map<string, { rate: TaxRateRule; goods: number; shipping: number }>();
  const groupOf = (rate: TaxRateRule) => {
    const key = `${rate.name}\u0000${rate.basisPoints}\u0000${rate.included}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { rate, goods: 0, shipping: 0 }));
    return group;
  };
  const shown = lines.map((line) => {
    const unitPriceCents = shownCents(line.unitPriceCents, priceShowing(table, place, line.taxClass));
    return { unitPriceCents, quantity: line.quantity, totalCents: unitPriceCents * line.quantity };
  });
  const shippingCents = lines.length > 0 ? shippingPriceCents : 0;
  const discount = discountsOf?.(
    shown.map((line) => line.totalCents),
    shippingCents,
  );
  // A discount never takes more than what it comes off: a line's total, the delivery.
  const priced = shown.map((line, index) => ({
    ...line,
    discountCents: Math.min(Math.max(discount?.lineCents[index] ?? 0, 0), line.totalCents),
  }));
  const shippingDiscountCents = Math.min(Math.max(discount?.shippingCents ?? 0, 0), shippingCents);
  priced.forEach((line, index) => {
    const rate = rateFor(table.rates, place, lines[index]!.taxClass);
    if (rate && rate.basisPoints > 0) groupOf(rate).goods += line.totalCents - line.discountCents;
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = priced.reduce((sum, line) => sum + line.discountCents, 0) + shippingDiscountCents;
  const standard = rateFor(table.rates, place, STANDARD_TAX_CLASS);
  const shippingPaid = shippingCents - shippingDiscountCents;
  if (standard?.shippingTaxed && standard.basisPoints > 0 && shippingPaid > 0) groupOf(standard).shipping += shippingPaid;

  const taxLines: TaxLine[] = [...groups.values()]
    .filter(({ goods, shipping }) => goods + shipping > 0)
    .map(({ rate, goods, shipping }) => {
      const den = rate.included ? BASIS_POINTS + rate.basisPoints : BASIS_POINTS;
      const cents = divideRounded((goods + shipping) * rate.basisPoints, den);
      const onShipping = Math.min(cents, divideRounded(shipping * rate.basisPoints, den));
      return { name: rate.name, basisPoints: rate.basisPoints, included: rate.included, cents, shippingCents: onShipping };
    });
  const taxCents = taxLines.reduce((sum, line) => sum + line.cents, 0);
  const taxIncludedCents = taxLines.reduce((sum, line) => sum + (line.included ? line.cents : 0), 0);
  return {
    lines: priced,
    subtotalCents,
    shippingCents,
    discountCents,
    taxLines,
    taxCents,
    taxIncludedCents,
    totalCents: subtotalCents + shippingCents - discountCents + taxCents - taxIncludedCents,
  };
}

/** The tax an order added on its goods (not on its delivery, not already in its prices): what a refund of goods gives back a share of. */
export const goodsAddedTaxCents = (taxLines: readonly TaxLine[]) =>
  taxLines.reduce((sum, line) => sum + (line.included ? 0 : line.cents - line.shippingCents), 0);

/** A tax line as the API answers it: the amount in dollars, the rate in percent. */
export const taxLineView = (line: TaxLine) => ({
  name: line.name,
  rate: line.basisPoints / 100,
  included: line.included,
  amount: amountFromCents(line.cents),
});

/** A rate as a percent for people: 2000 → "20", 825 → "8.25". */
export const ratePercent = (basisPoints: number) => String(basisPoints / 100);
