// A parts shop's order book over the last two years (`npm run seed -- --orders 1000000`), so that
// sales reports can be measured at a million orders. Pure and deterministic from a seed, one order
// at a time, in two steps so that a million orders and their parts never sit in memory together:
// - orderPlans draws when each order was placed (growth over the two years, more before Christmas
//   and on Black Friday, weekends quieter, evenings busier), who placed it (a guest, a new account
//   or a returning customer, the few frequent buyers placing many orders), where it goes and in
//   which currency, and its parts (1-4 lines, a few parts selling far more than the rest);
// - settleOrder prices it as the checkout does (the domain's shipping offers, discounts and
//   priceOrder, at the shop's tax rates and exchange rates) and tells what became of it, as the
//   shop records it: paid, shipped and completed by staff, left unpaid and expired, cancelled and
//   refunded, returned in full or in part.
// Secrets and keys (order ids, tokens, payment session ids) are not drawn here: the load gives each
// order random ones, as the checkout does.
import { type CountryCode, countryName } from "../../domain/countries.ts";
import {
  applyDiscounts,
  type DiscountableLine,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRule,
  refusalOf as discountRefusal,
} from "../../domain/discounts.ts";
import type { Locale, LocalizedText } from "../../domain/locales.ts";
import { convertAtRate, type CurrencyCode, type ExchangeRates, type OwnPrices, RATE_SCALE } from "../../domain/money.ts";
import type { OrderStatus, PaymentStatus } from "../../domain/order-status.ts";
import { sellingPriceCents } from "../../domain/pricing.ts";
import { planRefund, type RefundRequestLine } from "../../domain/refunds.ts";
import {
  type Destination,
  methodInCurrency,
  type ShippableLine,
  type ShippingMethodRule,
  shippingOffers,
  type ShippingZoneRule,
  zoneOf,
} from "../../domain/shipping.ts";
import { priceOrder, type TaxLine, type TaxTable } from "../../domain/tax.ts";
import type { ProductVariantView } from "../../domain/variants.ts";
import type { AddressSnapshot, StockState } from "../schema/orders.ts";
import {
  CANCEL_REASONS,
  CARRIERS,
  COUNTRIES,
  type CountryFacts,
  CULTURES,
  type Name,
  type NameCulture,
  REFUND_REASONS,
  SEED_STAFF,
} from "./data/customers.ts";
import { createRandom, type Random } from "./random.ts";

const ORDER_BOOK_SEED = 2_000_003;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The two years the orders are spread over, ending now. */
export const ORDER_BOOK_DAYS = 730;
/** The shop's day, for its seasons, weekdays and hours: eastern Australia (its summer time left aside). */
const SHOP_OFFSET_MS = 10 * HOUR_MS;
/** Orders a day at the end of the two years, against the start. */
const GROWTH = 1.8;

/** What becomes of orders, as shares of all orders. */
export const FATES = {
  /** Placed, never paid: expired by the sweep (some declined on the way, some closed on the payment page). */
  abandoned: 0.055,
  /** Paid, then cancelled by staff before it shipped, and refunded in full. */
  cancelled: 0.012,
  /** Delivered, then returned and refunded in full. */
  returned: 0.009,
  /** Delivered, then part of it returned and refunded. */
  partlyReturned: 0.022,
} as const;

/** The share of orders placed signed in, and of those the share that signs up with the order. */
const SIGNED_IN = 0.45;
const SIGNS_UP = 0.3;
/** The share of orders that type a code, when one applies to them. */
const TYPES_A_CODE = 0.07;

/**
 * Zipf-Mandelbrot weights by popularity rank, 1 / (rank + OFFSET)^EXPONENT: a few parts sell a
 * lot (over 100,000 parts, the first 1% of them took 42% of the lines, the first 20% 80%).
 * Cheap parts sell more than dear ones of the same rank: (PRICE_REFERENCE / price)^PRICE_EXPONENT.
 */
const POPULARITY_EXPONENT = 0.9;
const POPULARITY_OFFSET = 6;
const PRICE_REFERENCE = 20_000;
const PRICE_EXPONENT = 0.6;
/** A part dearer than this is bought one at a time, mostly. */
const DEAR_CENTS = 30_000;

// ------------------------------------------------------------------------------ the input ---

/** A part on sale, as the checkout prices it and an order line keeps it. */
export interface SellablePart {
  id: number;
  slug: string;
  title: LocalizedText;
  sku: string;
  partNumber: string;
  /** Its first picture. */
  image: string | null;
  priceCents: number;
  discountCents: number;
  /** Its own prices in other currencies (decision 043), in their minor units. */
  ownPrices: OwnPrices;
  weightGrams: number | null;
  freight: boolean;
  taxClass: string;
  /** Its category with the ones above it, and its brand: what a discount may be limited to. */
  categoryIds: readonly number[];
  brandId: number;
  /** Its options in order: each one's slug, English name and values. */
  options: readonly { slug: string; name: string; values: readonly { slug: string; name: string }[] }[];
  /** The variants it is sold in; none: sold as itself. */
  variants: readonly SellableVariant[];
}

/** A variant as its product page shows it (without its units, which history does not move), and its weight. */
export type SellableVariant = Omit<ProductVariantView, "stock"> & { weightGrams: number | null };

/** The shop's own settings an order is priced by, as its database holds them. */
export interface ShopRules {
  tax: TaxTable;
  zones: readonly ShippingZoneRule[];
  methods: readonly ShippingMethodRule[];
  /** Units of each currency per US dollar, in millionths. */
  rates: ExchangeRates;
  /** The owner's codes and promotions (amounts in US cents), with their titles. */
  discounts: readonly (DiscountRule & { title: LocalizedText })[];
  /** ORDER_PAYMENT_EXPIRY_HOURS: an unpaid order is cancelled this long after it was placed. */
  expiryHours: number;
  /** STOCK_RESERVATION_MINUTES: how long a payment session held the order's units. */
  reservationMinutes: number;
}

export interface OrderBookInput {
  seed?: number;
  /** The end of the two years. */
  now: Date;
  /** How many orders to plan. */
  count: number;
  /** Seeded orders the shop has already: the plan's orders are numbered on from them (their e-mails stay unique). */
  firstOrdinal: number;
  /** The parts on sale, most popular first: their ids, whether each must go by freight, its selling price in US cents. */
  ranked: { ids: ArrayLike<number>; freight: ArrayLike<boolean>; prices: ArrayLike<number> };
  shop: ShopRules;
}

// ----------------------------------------------------------------------------- the output ---

export interface Customer {
  /** The account's number (the ordinal of the order it signed up with), or null for a guest. */
  account: number | null;
  /** This is the customer's first order: a code for new customers may apply. */
  firstOrder: boolean;
  name: string;
  email: string;
  phone: string;
  locale: Locale;
  currency: CurrencyCode;
  address: AddressSnapshot;
}

/** An account made by signing up with an order. */
export interface NewAccount {
  index: number;
  email: string;
  name: string;
  phone: string;
  locale: Locale;
  createdAt: Date;
  emailVerifiedAt: Date | null;
}

export interface OrderPlan {
  /** Counts every seeded order, across runs: it keeps guests' and accounts' e-mails apart. */
  ordinal: number;
  createdAt: Date;
  customer: Customer;
  /** The account this order signed up, when it did. */
  signedUp: NewAccount | null;
  lines: { productId: number; quantity: number }[];
  /** The seed of the rest of the order's story, so that it does not depend on how orders are batched. */
  seed: number;
}

export interface SeededItem {
  line: number;
  productId: number;
  variantId: number | null;
  product: { slug: string; name: LocalizedText; sku: string; partNumber: string; image: string | null };
  options: { name: string; value: string }[];
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  discountCents: number;
  refundedQuantity: number;
}

/** A step of the order's timeline (order_events), `refund` keyed by its refund's id when loaded. */
export interface SeededEvent {
  kind: "paid" | "expired" | "shipped" | "completed" | "cancelled" | "refund";
  at: Date;
  detail: string;
  actorEmail: string | null;
  data: Record<string, unknown> | null;
}

/** What the payment provider told the shop (payment_events); a refund's id is its provider's refund id. */
export interface SeededPaymentEvent {
  type: "paid" | "failed" | "closed" | "refund";
  at: Date;
}

export interface SeededRefund {
  amountCents: number;
  lines: RefundRequestLine[];
  reason: string;
  actorEmail: string;
  /** Asked for, and confirmed by the provider. */
  createdAt: Date;
  completedAt: Date;
}

export interface SeededOrder {
  ordinal: number;
  customer: Customer;
  signedUp: NewAccount | null;
  currency: CurrencyCode;
  exchangeRateMicros: number;
  deliverMethod: string;
  deliverMethodName: LocalizedText;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  taxLines: TaxLine[];
  taxIncludedCents: number;
  discountCents: number;
  discountLines: DiscountLine[];
  totalCents: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  stockState: StockState;
  createdAt: Date;
  paidAt: Date | null;
  stockHeldUntil: Date;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  refundedCents: number;
  items: SeededItem[];
  events: SeededEvent[];
  payments: SeededPaymentEvent[];
  /** The payment session as the built-in test provider keeps it. */
  session: { status: "open" | "paid" | "canceled" | "refunded"; refundedCents: number };
  refund: SeededRefund | null;
}

// ------------------------------------------------------------------------------- helpers ---

/** A 32-bit seed from several numbers (FNV-1a with a final mix): each order and customer draws from its own. */
function mixSeed(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
  }
  return hash >>> 0;
}

/** Picks an index by weights from a table of cumulative weights. */
function pickCumulative(cumulative: ArrayLike<number>, u: number): number {
  const target = u * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

function cumulativeOf(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
}

/** Fills a pattern: # a digit, @ a capital letter. */
function fill(r: Random, pattern: string): string {
  return pattern.replace(/[#@]/g, (c) => (c === "#" ? String(r.int(0, 9)) : String.fromCharCode(65 + r.int(0, 25))));
}

const written = (name: Name) => (typeof name === "string" ? name : name[0]);

/** A name in Latin letters for an e-mail address: accents dropped, nothing but letters and digits. */
function latin(name: Name): string {
  const text = typeof name === "string" ? name : name[1];
  return text
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const COUNTRY_WEIGHTS = cumulativeOf(COUNTRIES.map((country) => country.share));
/** The seed's countries by code and by the English name an address stores. */
const NAMES_BY_CODE = new Map(COUNTRIES.map((country) => [country.code, countryName(country.code as CountryCode, "en")]));
const CODES_BY_NAME = new Map([...NAMES_BY_CODE].map(([code, name]) => [name, code]));
const codeOfCountry = (name: string) => CODES_BY_NAME.get(name) ?? name;

/**
 * A customer from their number alone, so that a returning customer is the same person at the same
 * address each time: their country, name, address, phone, language and currency.
 */
function customerOf(seed: number, index: number, account: boolean): Omit<Customer, "firstOrder"> {
  const r = createRandom(mixSeed(seed, index, account ? 1 : 2));
  const country: CountryFacts = COUNTRIES[pickCumulative(COUNTRY_WEIGHTS, r.next())]!;
  const culture: NameCulture = CULTURES[country.culture];
  const female = r.chance(0.18);
  const first = r.pick(female ? culture.female : culture.male);
  let last = r.pick(culture.last);
  if (female && culture.femaleLast && typeof last !== "string") last = culture.femaleLast(last);
  const town = r.pick(country.towns);
  const domain = account ? "example.com" : r.pick(["example.net", "example.org"]);
  const email = `${latin(first)}.${latin(last)}.${index}@${domain}`;
  const phone = fill(r, country.phone);
  const firstName = written(first);
  const lastName = written(last);
  const company = r.chance(0.07) ? r.pick([`${lastName} 4WD`, `${town.name} Offroad`, `${lastName} Mechanical`]) : "";
  const localeDraw = r.next();
  const locale: Locale =
    localeDraw < (country.locales?.ru ?? 0) ? "ru" : localeDraw < (country.locales?.ru ?? 0) + (country.locales?.ar ?? 0) ? "ar" : "en";
  let currency: CurrencyCode = "USD";
  let currencyDraw = r.next();
  for (const [code, share] of Object.entries(country.currencies) as [CurrencyCode, number][]) {
    if (currencyDraw < share) {
      currency = code;
      break;
    }
    currencyDraw -= share;
  }
  return {
    account: account ? index : null,
    name: `${firstName} ${lastName}`,
    email,
    phone,
    locale,
    currency,
    address: {
      firstName,
      lastName,
      company,
      country: NAMES_BY_CODE.get(country.code)!,
      address1: culture.street(r.int(1, 240), r.pick(culture.streets)),
      address2: r.chance(0.08) ? `Unit ${r.int(1, 40)}` : "",
      suburb: town.name,
      state: town.state,
      postcode: fill(r, town.postcode),
      email,
      phone,
    },
  };
}

// ------------------------------------------------------------------------------ the dates ---

/** Orders by the month of the shop's year (January first): a southern summer, tax time in June, Christmas. */
const MONTHS = [0.95, 0.88, 0.98, 1.05, 0.95, 1.0, 0.9, 0.92, 1.0, 1.05, 1.12, 1.2];
/** By weekday, Sunday first: Monday's catch-up, a quiet Saturday. */
const WEEKDAYS = [0.95, 1.12, 1.08, 1.04, 1.0, 0.9, 0.78];
/** By hour of the shop's day: lunch, and evenings on the couch. */
const HOURS = cumulativeOf([
  0.3, 0.15, 0.1, 0.08, 0.08, 0.15, 0.4, 0.7, 1.0, 1.2, 1.3, 1.3, 1.4, 1.3, 1.2, 1.2, 1.2, 1.2, 1.3, 1.6, 1.8, 1.7, 1.2, 0.7,
]);

/** The weight of one day of the shop's calendar (`day` is its midnight as a UTC date). */
function seasonOf(day: Date): number {
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  const weekday = day.getUTCDay();
  let weight = MONTHS[month]! * WEEKDAYS[weekday]!;
  if (month === 11 && date <= 20) weight *= 1.3;
  if (month === 11 && date >= 24 && date <= 26) weight *= 0.45;
  if ((month === 11 && date === 31) || (month === 0 && date === 1)) weight *= 0.6;
  if (month === 5 && date >= 20) weight *= 1.25;
  // Black Friday (the day after the fourth Thursday of November), its weekend and Cyber Monday.
  if (month === 10) {
    const firstThursday = 1 + ((4 - new Date(Date.UTC(day.getUTCFullYear(), 10, 1)).getUTCDay() + 7) % 7);
    const blackFriday = firstThursday + 22;
    if (date === blackFriday) weight *= 2.2;
    else if (date === blackFriday + 1 || date === blackFriday + 2) weight *= 1.3;
    else if (date === blackFriday + 3) weight *= 1.6;
  }
  return weight;
}

/** How many orders each day of the shop's calendar gets, and the days' local midnights (as UTC instants). */
function orderCalendar(count: number, now: Date, seed: number): { midnights: number[]; counts: number[] } {
  const r = createRandom(mixSeed(seed, 0x0ca1));
  const start = now.getTime() - ORDER_BOOK_DAYS * DAY_MS;
  const firstDay = Math.floor((start + SHOP_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((now.getTime() - 1 + SHOP_OFFSET_MS) / DAY_MS);
  const midnights: number[] = [];
  const weights: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const midnight = day * DAY_MS - SHOP_OFFSET_MS;
    const from = Math.max(midnight, start);
    const to = Math.min(midnight + DAY_MS, now.getTime());
    const growth = Math.pow(GROWTH, (midnight - start) / (ORDER_BOOK_DAYS * DAY_MS));
    const noise = 1 + (r.next() - 0.5) * 0.2;
    midnights.push(midnight);
    weights.push((Math.max(0, to - from) / DAY_MS) * growth * seasonOf(new Date(day * DAY_MS)) * noise);
  }
  // Whole orders a day, adding up to the count exactly: each day rounds its running total.
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  let given = 0;
  const counts = weights.map((weight) => {
    running += weight;
    const upTo = Math.round((running / total) * count);
    const n = upTo - given;
    given = upTo;
    return n;
  });
  return { midnights, counts };
}

// ------------------------------------------------------------------------------ the plans ---

/** Picks parts (their index in `ranked`) by popularity and price, from all parts on sale or only those a parcel carrier takes. */
function partPicker(ranked: OrderBookInput["ranked"]) {
  const size = ranked.ids.length;
  const weightOf = (i: number) =>
    Math.pow(PRICE_REFERENCE / Math.max(ranked.prices[i]!, 1_000), PRICE_EXPONENT) /
    Math.pow(i + 1 + POPULARITY_OFFSET, POPULARITY_EXPONENT);
  const all = new Float64Array(size);
  const parcelIndexes: number[] = [];
  let sum = 0;
  for (let i = 0; i < size; i++) {
    sum += weightOf(i);
    all[i] = sum;
    if (!ranked.freight[i]) parcelIndexes.push(i);
  }
  const parcel = new Float64Array(parcelIndexes.length);
  sum = 0;
  parcelIndexes.forEach((index, i) => {
    sum += weightOf(index);
    parcel[i] = sum;
  });
  return (u: number, parcelOnly: boolean): number =>
    parcelOnly && parcel.length > 0 ? parcelIndexes[pickCumulative(parcel, u)]! : pickCumulative(all, u);
}

const LINE_COUNTS = cumulativeOf([0.56, 0.25, 0.12, 0.07]);
const QUANTITIES = [1, 2, 3, 4, 5, 6, 8, 10];
const QUANTITY_WEIGHTS = cumulativeOf([0.74, 0.13, 0.03, 0.08, 0.008, 0.006, 0.004, 0.002]);
/** A customer's appetite: how much likelier they are than others to be the one placing a returning customer's order. */
const MOST_APPETITE = 60;
const APPETITE_SHAPE = 1.3;

/** Whether the zone an address is in has a freight method (the rest of the world's has none). */
function freightReaches(shop: ShopRules) {
  const known = new Map<number, boolean>();
  return (to: Destination): boolean => {
    const zone = zoneOf(shop.zones, to);
    if (!zone) return false;
    let reaches = known.get(zone.id);
    if (reaches === undefined) {
      reaches = shop.methods.some((method) => method.active && method.zoneId === zone.id && method.kind === "freight");
      known.set(zone.id, reaches);
    }
    return reaches;
  };
}

/**
 * The orders, oldest first: when each was placed, by whom, and its parts. A customer signs up with
 * an order and returns in proportion to an appetite drawn when they sign up (a Pareto tail,
 * bounded): a few workshops and fleets end up with a hundred orders or more, most customers with
 * one or two.
 */
export function* orderPlans(input: OrderBookInput): Generator<OrderPlan> {
  const seed = input.seed ?? ORDER_BOOK_SEED;
  if (input.count <= 0 || input.ranked.ids.length === 0) return;
  const r = createRandom(mixSeed(seed, input.firstOrdinal, 0x91a7));
  const { midnights, counts } = orderCalendar(input.count, input.now, seed);
  const start = input.now.getTime() - ORDER_BOOK_DAYS * DAY_MS;
  const pickPart = partPicker(input.ranked);
  const takesFreight = freightReaches(input.shop);
  /** Every account so far, as many times as its appetite. */
  const accounts: number[] = [];
  let ordinal = input.firstOrdinal;

  for (let day = 0; day < counts.length; day++) {
    const times: number[] = [];
    for (let i = 0; i < counts[day]!; i++) {
      let at = 0;
      // A day cut by the two years' ends keeps only its times inside them.
      for (let attempt = 0; attempt < 50; attempt++) {
        at = midnights[day]! + pickCumulative(HOURS, r.next()) * HOUR_MS + Math.floor(r.next() * HOUR_MS);
        if (at >= start && at < input.now.getTime()) break;
      }
      times.push(Math.min(Math.max(at, start), input.now.getTime() - 1));
    }
    times.sort((a, b) => a - b);

    for (const at of times) {
      ordinal++;
      const createdAt = new Date(at);
      let customer: Customer;
      let signedUp: NewAccount | null = null;
      if (r.chance(SIGNED_IN)) {
        const isNew = accounts.length === 0 || r.chance(SIGNS_UP);
        const index = isNew ? ordinal : accounts[Math.floor(r.next() * accounts.length)]!;
        customer = { ...customerOf(seed, index, true), firstOrder: isNew };
        if (isNew) {
          const appetite = Math.min(MOST_APPETITE, Math.floor(1 / Math.pow(1 - r.next(), 1 / APPETITE_SHAPE)));
          for (let i = 0; i < appetite; i++) accounts.push(index);
          const createdAccount = new Date(at - r.int(2, 40) * 60_000);
          signedUp = {
            index,
            email: customer.email,
            name: customer.name,
            phone: customer.phone,
            locale: customer.locale,
            createdAt: createdAccount,
            emailVerifiedAt: r.chance(0.92) ? new Date(createdAccount.getTime() + r.int(1, 20) * 60_000) : null,
          };
        }
      } else {
        customer = { ...customerOf(seed, ordinal, false), firstOrder: true };
      }
      const address = customer.address;
      const parcelOnly = !takesFreight({ countryCode: codeOfCountry(address.country), region: address.state, postcode: address.postcode });
      const lineCount = pickCumulative(LINE_COUNTS, r.next()) + 1;
      const lines: OrderPlan["lines"] = [];
      for (let attempt = 0; lines.length < lineCount && attempt < lineCount * 4; attempt++) {
        const part = pickPart(r.next(), parcelOnly);
        const productId = input.ranked.ids[part]!;
        if (lines.some((line) => line.productId === productId)) continue;
        const dear = input.ranked.prices[part]! > DEAR_CENTS;
        const quantity = dear ? (r.chance(0.06) ? 2 : 1) : QUANTITIES[pickCumulative(QUANTITY_WEIGHTS, r.next())]!;
        lines.push({ productId, quantity });
      }
      yield { ordinal, createdAt, customer, signedUp, lines, seed: mixSeed(seed, ordinal, 3) };
    }
  }
}

// --------------------------------------------------------------------------- the settling ---

/** The shop's methods and discounts in each currency, converted once (decision 043). */
const converted = new WeakMap<ShopRules, Map<CurrencyCode, { methods: ShippingMethodRule[]; discounts: DiscountRule[] }>>();
function inCurrency(shop: ShopRules, currency: CurrencyCode, rateMicros: number) {
  let byCurrency = converted.get(shop);
  if (!byCurrency) converted.set(shop, (byCurrency = new Map()));
  let rules = byCurrency.get(currency);
  if (!rules) {
    const convert = (cents: number) => convertAtRate(cents, rateMicros);
    // A discount with a limit on its uses is left to real orders: seeded ones would spend them.
    const usable = shop.discounts.filter((rule) => rule.usageLimit === null);
    rules = {
      methods: shop.methods.map((method) => (currency === "USD" ? method : methodInCurrency(method, convert))),
      discounts: usable.map((rule) => ({
        ...rule,
        amountCents: convert(rule.amountCents),
        minSubtotalCents: rule.minSubtotalCents === null ? null : convert(rule.minSubtotalCents),
      })),
    };
    byCurrency.set(currency, rules);
  }
  return rules;
}

/** The next moment the warehouse sends parcels: the same afternoon for an order paid by 2 pm on a working day, else the next working day. */
function dispatchAfter(r: Random, at: number): number {
  const local = at + SHOP_OFFSET_MS;
  let day = Math.floor(local / DAY_MS);
  const hour = (local - day * DAY_MS) / HOUR_MS;
  const working = (d: number) => {
    const weekday = new Date(d * DAY_MS).getUTCDay();
    return weekday !== 0 && weekday !== 6;
  };
  let fromHour = 14;
  if (!working(day) || hour >= 14) {
    do day++;
    while (!working(day));
    fromHour = 9;
  }
  // Now and then a part waits for the supplier.
  const waits = r.chance(0.04) ? r.int(2, 7) * DAY_MS : 0;
  return day * DAY_MS - SHOP_OFFSET_MS + (fromHour + r.next() * (17.5 - fromHour)) * HOUR_MS + waits;
}

const later = (at: number, fromMinutes: number, toMinutes: number, r: Random) =>
  at + Math.round((fromMinutes + r.next() * (toMinutes - fromMinutes)) * 60_000);

/**
 * Prices a planned order as the checkout would and tells what became of it by now. `parts` holds
 * every part the plan names. Throws when it does not, or when the shop sends the cart nowhere.
 */
export function settleOrder(plan: OrderPlan, shop: ShopRules, parts: ReadonlyMap<number, SellablePart>, now: Date): SeededOrder {
  const r = createRandom(plan.seed);
  const { customer } = plan;
  const currency = customer.currency;
  const rateMicros = currency === "USD" ? RATE_SCALE : shop.rates[currency];
  const rules = inCurrency(shop, currency, rateMicros);

  // The lines as the checkout prices them: a part sold in variants as one of them (decision 022).
  const lines = plan.lines.map((wanted) => {
    const part = parts.get(wanted.productId);
    if (!part) throw new Error(`order book: part ${wanted.productId} is not on sale`);
    const variant = part.variants.length > 0 ? r.pick(part.variants) : undefined;
    const options = part.options.map((option) => {
      const slug = variant ? variant.options[option.slug] : r.pick(option.values).slug;
      const value = option.values.find((each) => each.slug === slug) ?? option.values[0];
      return { name: option.name, value: value?.name ?? "" };
    });
    const own = variant || currency === "USD" ? undefined : part.ownPrices[currency];
    return {
      part,
      variant,
      options,
      quantity: wanted.quantity,
      unitPriceCents: own ?? convertAtRate(sellingPriceCents(variant ?? part), rateMicros),
      weightGrams: variant?.weightGrams ?? part.weightGrams,
      freight: part.freight,
      taxClass: part.taxClass,
    };
  });

  // Delivery: the cheapest way most of the time, express for some, pickup for a few at home.
  const address = customer.address;
  const destination: Destination = { countryCode: codeOfCountry(address.country), region: address.state, postcode: address.postcode };
  const offers = shippingOffers(shop.zones, rules.methods, destination, lines satisfies ShippableLine[]);
  const sent = offers.filter((offer) => offer.method.kind !== "pickup");
  const pickup = offers.find((offer) => offer.method.kind === "pickup");
  const express = sent.find((offer) => offer.method.code.includes("express"));
  const choice = r.next();
  const offer =
    (destination.countryCode === shop.tax.settings.homeCountryCode && pickup && choice < 0.06 ? pickup : undefined) ??
    (express && choice > 0.82 ? express : undefined) ??
    sent[0] ??
    pickup;
  if (!offer) throw new Error(`order book: nothing sends this cart to ${address.country}`);

  // Codes and promotions, as the checkout works them out once the lines are priced at the address.
  const wantsCode = r.chance(TYPES_A_CODE);
  const codeDraw = r.next();
  let outcome: DiscountOutcome | undefined;
  const discountsOf = (lineTotals: readonly number[], shippingCents: number) => {
    const discountable: DiscountableLine[] = lines.map((line, index) => ({
      productId: line.part.id,
      categoryIds: line.part.categoryIds,
      brandId: line.part.brandId,
      fitsVehicles: new Set<number>(),
      totalCents: lineTotals[index] ?? 0,
    }));
    const context = { now: plan.createdAt, usesByCustomer: new Map<number, number>() };
    // A code once a customer is typed only with a customer's first order: they never used it.
    const typable = wantsCode
      ? rules.discounts.filter(
          (rule) =>
            rule.code !== null &&
            (rule.perCustomerLimit === null || customer.firstOrder) &&
            discountRefusal(rule, discountable, shippingCents, context) === null,
        )
      : [];
    const typed = typable.length > 0 ? typable[Math.floor(codeDraw * typable.length)]!.code : null;
    outcome = applyDiscounts(rules.discounts, typed, discountable, shippingCents, context);
    return { lineCents: outcome.lineCents, shippingCents: outcome.shippingCents };
  };
  const place = { countryCode: destination.countryCode, region: destination.region };
  const priced = priceOrder(shop.tax, place, lines, offer.priceCents, discountsOf);
  const titles = new Map(shop.discounts.map((rule) => [rule.id, rule.title]));
  const discountLines: DiscountLine[] = (outcome?.applied ?? []).map(({ rule, totalCents, shippingCents }) => ({
    discountId: rule.id,
    code: rule.code,
    title: titles.get(rule.id) ?? { en: rule.code ?? "Discount" },
    cents: totalCents,
    shippingCents,
  }));

  const items: SeededItem[] = lines.map((line, index) => ({
    line: index + 1,
    productId: line.part.id,
    variantId: line.variant?.id ?? null,
    product: {
      slug: line.part.slug,
      name: line.part.title,
      sku: line.variant?.sku ?? line.part.sku,
      partNumber: line.variant?.partNumber ?? line.part.partNumber,
      image: line.variant?.image ?? line.part.image,
    },
    options: line.options,
    unitPriceCents: priced.lines[index]!.unitPriceCents,
    quantity: line.quantity,
    totalCents: priced.lines[index]!.totalCents,
    discountCents: priced.lines[index]!.discountCents,
    refundedQuantity: 0,
  }));

  const order: SeededOrder = {
    ordinal: plan.ordinal,
    customer,
    signedUp: plan.signedUp,
    currency,
    exchangeRateMicros: rateMicros,
    deliverMethod: offer.method.code,
    deliverMethodName: offer.method.name,
    subtotalCents: priced.subtotalCents,
    shippingCents: priced.shippingCents,
    taxCents: priced.taxCents,
    taxLines: priced.taxLines,
    taxIncludedCents: priced.taxIncludedCents,
    discountCents: priced.discountCents,
    discountLines,
    totalCents: priced.totalCents,
    status: "PENDING",
    paymentStatus: "unpaid",
    stockState: "released",
    createdAt: plan.createdAt,
    paidAt: null,
    stockHeldUntil: new Date(plan.createdAt.getTime() + shop.reservationMinutes * 60_000),
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    refundedCents: 0,
    items,
    events: [],
    payments: [],
    session: { status: "open", refundedCents: 0 },
    refund: null,
  };
  tellStory(order, r, offer.method, shop, now.getTime());
  return order;
}

/** What became of the order by `now`, as the payment webhook, the sweeps and staff would have recorded it. */
function tellStory(order: SeededOrder, r: Random, method: ShippingMethodRule, shop: ShopRules, now: number): void {
  const placed = order.createdAt.getTime();
  const fate = r.next();
  const { abandoned, cancelled, returned, partlyReturned } = FATES;
  const event = (kind: SeededEvent["kind"], at: number, actorEmail: string | null = null, data: SeededEvent["data"] = null, detail = "") =>
    order.events.push({ kind, at: new Date(at), detail, actorEmail, data });

  if (fate < abandoned) {
    // Declined on the way, or closed on the payment page (its units go back then), or just left.
    const payment = r.next();
    if (payment < 0.3) {
      order.paymentStatus = "failed";
      order.payments.push({ type: "failed", at: new Date(later(placed, 1, 5, r)) });
    } else if (payment < 0.6) {
      order.session.status = "canceled";
      order.payments.push({ type: "closed", at: new Date(later(placed, 1, 10, r)) });
    }
    const expiresAt = later(placed, shop.expiryHours * 60, shop.expiryHours * 60 + 10, r);
    if (expiresAt <= now) {
      order.status = "CANCELLED";
      order.cancelledAt = new Date(expiresAt);
      event("expired", expiresAt, null, null, `not paid within ${shop.expiryHours} hours`);
    }
    return;
  }

  // Paid on the payment page, after a declined card now and then.
  let paidAt = later(placed, 1, 8, r);
  if (r.chance(0.03)) {
    order.payments.push({ type: "failed", at: new Date(paidAt) });
    paidAt = later(paidAt, 1, 6, r);
  }
  // Still on the payment page now: waiting for its payment.
  if (paidAt > now) return;
  order.paidAt = new Date(paidAt);
  order.paymentStatus = "paid";
  order.stockState = "taken";
  order.session.status = "paid";
  order.payments.push({ type: "paid", at: new Date(paidAt) });
  event("paid", paidAt);

  if (fate < abandoned + cancelled) {
    const cancelledAt = later(paidAt, 30, 36 * 60, r);
    if (cancelledAt > now) return;
    const reason = r.pick(CANCEL_REASONS);
    order.status = "CANCELLED";
    order.cancelledAt = new Date(cancelledAt);
    order.stockState = "released";
    event("cancelled", cancelledAt, SEED_STAFF.support, { reason, stockReturned: "taken" }, reason);
    giveBack(order, r, later(cancelledAt, 2, 90, r), [], reason, now);
    return;
  }

  const carrier =
    CARRIERS[method.kind === "pickup" ? "pickup" : method.code] ?? (method.kind === "freight" ? CARRIERS.seaFreight : CARRIERS.world)!;
  const ready = dispatchAfter(r, paidAt);
  // A pickup is handed over when the customer comes for it; a parcel goes with the afternoon's carrier.
  const shippedAt = method.kind === "pickup" ? ready + r.int(1, 4) * DAY_MS : ready;
  if (shippedAt > now) return;
  const trackingNumber = fill(r, carrier.tracking);
  const trackingUrl = carrier.url ? `${carrier.url}${trackingNumber.replace(/ /g, "")}` : null;
  order.status = "SHIPPED";
  order.shippedAt = new Date(shippedAt);
  order.carrier = carrier.carrier;
  order.trackingNumber = trackingNumber;
  order.trackingUrl = trackingUrl;
  event("shipped", shippedAt, SEED_STAFF.warehouse, { carrier: carrier.carrier, trackingNumber, trackingUrl });

  // Completed once delivered: working days on the road, a day or two before staff mark it.
  const days = method.kind === "pickup" ? 0 : r.int(method.minDays ?? 2, method.maxDays ?? 10);
  const completedAt = method.kind === "pickup" ? later(shippedAt, 2, 30, r) : shippedAt + (days * 7 * DAY_MS) / 5 + r.int(2, 60) * HOUR_MS;
  if (completedAt > now) return;
  order.status = "COMPLETED";
  order.completedAt = new Date(completedAt);
  event("completed", completedAt, SEED_STAFF.warehouse, {});

  if (fate >= abandoned + cancelled + returned + partlyReturned) return;
  const refundAt = completedAt + r.int(2, 30) * DAY_MS + r.int(0, 8) * HOUR_MS;
  const reason = r.pick(REFUND_REASONS);
  if (fate < abandoned + cancelled + returned) {
    giveBack(order, r, refundAt, [], reason, now);
    return;
  }
  // Part of it back: some units of one line.
  const item = r.pick(order.items);
  giveBack(order, r, refundAt, [{ line: item.line, quantity: r.int(1, item.quantity) }], reason, now);
}

/** A refund staff asked for and the provider confirmed, counted as the back office counts it (decision 010). */
function giveBack(order: SeededOrder, r: Random, at: number, lines: RefundRequestLine[], reason: string, now: number): void {
  if (at > now) return;
  const plan = planRefund(order, order.items, lines);
  if (!plan.ok) return;
  order.refund = {
    amountCents: plan.amountCents,
    lines: plan.lines,
    reason,
    actorEmail: SEED_STAFF.support,
    createdAt: new Date(at - r.int(1, 5) * 1000),
    completedAt: new Date(at),
  };
  for (const { line, quantity } of plan.lines) order.items[line - 1]!.refundedQuantity += quantity;
  order.refundedCents += plan.amountCents;
  order.paymentStatus = order.refundedCents >= order.totalCents ? "refunded" : "partially_refunded";
  order.session = { status: order.paymentStatus === "refunded" ? "refunded" : "paid", refundedCents: order.refundedCents };
  order.payments.push({ type: "refund", at: new Date(at) });
  order.events.push({
    kind: "refund",
    at: new Date(at),
    detail: reason,
    actorEmail: SEED_STAFF.support,
    data: { amountCents: plan.amountCents, lines: plan.lines, reason },
  });
}
