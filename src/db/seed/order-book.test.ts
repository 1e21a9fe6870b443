import { describe, expect, it } from "vitest";

import { type CountryCode, countryName } from "../../domain/countries.ts";
import { applyDiscounts, type DiscountRule } from "../../domain/discounts.ts";
import { convertAtRate, SPEC_RATES } from "../../domain/money.ts";
import { sellingPriceCents } from "../../domain/pricing.ts";
import type { ShippingMethodRule, ShippingZoneRule } from "../../domain/shipping.ts";
import { divideRounded, type TaxRateRule } from "../../domain/tax.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { COUNTRIES } from "./data/customers.ts";
import {
  FATES,
  ORDER_BOOK_DAYS,
  type OrderBookInput,
  type OrderPlan,
  orderPlans,
  type SeededOrder,
  type SellablePart,
  settleOrder,
  type ShopRules,
} from "./order-book.ts";
import { EU, FREIGHT_CATEGORIES } from "./seed-shipping.ts";
import { SEED_TAX_RATES } from "./seed-tax.ts";

// The order book without a database: the seed's catalogue numbered as a database would number it,
// and a shop priced as the seeded one is (its tax, zones, methods, rates and codes).

const NOW = new Date("2026-11-15T03:00:00Z");
const DAY_MS = 86_400_000;

const catalogue = generateCatalogue();
const categoryIds = new Map(catalogue.categories.map((category, index) => [category.key, index + 1]));
const categoryBySlug = new Map(catalogue.categories.map((category) => [category.slug, category]));
const pathOf = (slug: string): number[] => {
  const path: number[] = [];
  for (let category = categoryBySlug.get(slug); category;) {
    path.push(categoryIds.get(category.key)!);
    category = catalogue.categories.find((each) => each.key === category!.parentKey);
  }
  return path;
};
const recoveryGear = categoryIds.get(catalogue.categories.find((category) => category.slug === "recovery-gear")!.key)!;

let variantId = 0;
const parts: SellablePart[] = catalogue.products.map((product, index) => ({
  id: index + 1,
  slug: product.slug,
  title: product.title,
  sku: product.sku,
  partNumber: product.partNumber,
  image: product.images[0] ?? null,
  priceCents: product.priceCents,
  discountCents: product.discountCents,
  ownPrices: {},
  weightGrams: null,
  freight: FREIGHT_CATEGORIES.includes(product.categorySlug),
  taxClass: "standard",
  categoryIds: pathOf(product.categorySlug),
  brandId: 1,
  options: product.options.map((option) => ({
    slug: option.slug,
    name: option.name.en,
    values: option.values.map((value) => ({ slug: value.slug, name: value.name.en })),
  })),
  variants: product.variants.map((variant) => ({
    id: ++variantId,
    options: variant.options,
    sku: variant.sku,
    partNumber: variant.partNumber,
    priceCents: variant.priceCents,
    discountCents: variant.discountCents,
    image: null,
    weightGrams: null,
  })),
}));
const partsById = new Map(parts.map((part) => [part.id, part]));
const ranked = [...parts].sort(
  (a, b) => catalogue.products[b.id - 1]!.salesCount - catalogue.products[a.id - 1]!.salesCount || a.id - b.id,
);

const zone = (id: number, countries: string[], everywhere = false): ShippingZoneRule => ({
  id,
  name: { en: `Zone ${id}` },
  countries,
  everywhere,
  regions: [],
  postcodes: [],
  position: id,
});
let methodId = 0;
const method = (zoneId: number | null, code: string, fields: Partial<ShippingMethodRule>): ShippingMethodRule => ({
  id: ++methodId,
  zoneId,
  code,
  name: { en: code },
  kind: "flat",
  priceCents: 0,
  bands: [],
  freeOverCents: null,
  maxItemGrams: null,
  minDays: 3,
  maxDays: 7,
  position: methodId,
  active: true,
  ...fields,
});
const bands = (two: number, ten: number, thirty: number) => [
  { upToGrams: 2_000, priceCents: two },
  { upToGrams: 10_000, priceCents: ten },
  { upToGrams: 30_000, priceCents: thirty },
];
const rule = (id: number, fields: Partial<DiscountRule>): DiscountRule & { title: { en: string } } => ({
  id,
  code: null,
  kind: "percent",
  basisPoints: 0,
  amountCents: 0,
  minSubtotalCents: null,
  categoryIds: [],
  brandIds: [],
  productIds: [],
  vehicleId: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  combines: false,
  active: true,
  title: { en: fields.code ?? "Promotion" },
  ...fields,
});

const taxRates: TaxRateRule[] = [
  { id: 1, countryCode: "AU", region: null, taxClass: "standard", name: "GST", basisPoints: 2000, included: true, shippingTaxed: true },
  ...SEED_TAX_RATES.map((rate, index) => ({
    id: index + 2,
    countryCode: rate.countryCode,
    region: rate.region ?? null,
    taxClass: rate.taxClass ?? "standard",
    name: rate.name,
    basisPoints: rate.basisPoints,
    included: rate.included ?? true,
    shippingTaxed: rate.shippingTaxed ?? true,
  })),
];

const shop: ShopRules = {
  tax: { settings: { pricesIncludeTax: true, homeCountryCode: "AU" }, rates: taxRates },
  zones: [
    zone(1, ["AU"]),
    zone(2, [], true),
    zone(3, ["NZ"]),
    zone(4, [...EU, "GB", "CH", "NO"]),
    zone(5, ["US", "CA"]),
    zone(6, ["AE", "SA", "QA", "KW", "BH", "OM"]),
  ],
  methods: [
    method(1, "standard", { priceCents: 2_500, maxItemGrams: 30_000 }),
    method(1, "express", { priceCents: 4_500, maxItemGrams: 30_000, minDays: 1, maxDays: 2 }),
    method(1, "freight", { kind: "freight", priceCents: 14_900, minDays: 5, maxDays: 10 }),
    method(2, "world-standard", { priceCents: 2_500, minDays: 7, maxDays: 21 }),
    method(2, "world-express", { priceCents: 4_500 }),
    method(null, "pickup", { kind: "pickup" }),
    method(3, "nz-tracked", { kind: "weight", bands: bands(3_000, 5_500, 12_000), maxItemGrams: 30_000 }),
    method(3, "nz-freight", { kind: "freight", priceCents: 39_000 }),
    method(4, "eu-tracked", { kind: "weight", bands: bands(4_500, 9_500, 21_000), freeOverCents: 150_000, maxItemGrams: 30_000 }),
    method(4, "eu-express", { kind: "weight", bands: bands(8_000, 16_000, 34_000), maxItemGrams: 30_000 }),
    method(4, "eu-freight", { kind: "freight", priceCents: 69_000, minDays: 35, maxDays: 60 }),
    method(5, "na-tracked", { kind: "weight", bands: bands(4_000, 9_000, 20_000), freeOverCents: 150_000, maxItemGrams: 30_000 }),
    method(5, "na-freight", { kind: "freight", priceCents: 65_000 }),
    method(6, "gulf-tracked", { kind: "weight", bands: bands(5_000, 11_000, 24_000), maxItemGrams: 30_000 }),
    method(6, "gulf-freight", { kind: "freight", priceCents: 85_000 }),
  ],
  rates: SPEC_RATES,
  discounts: [
    rule(1, { code: "WELCOME10", basisPoints: 1_000, minSubtotalCents: 10_000, perCustomerLimit: 1 }),
    rule(2, { code: "RECOVERY-SHIP", kind: "free-shipping", categoryIds: [recoveryGear] }),
    rule(3, { code: "CLUB25", kind: "fixed", amountCents: 2_500, minSubtotalCents: 25_000, usageLimit: 100 }),
  ],
  expiryHours: 48,
  reservationMinutes: 15,
};

const input = (overrides: Partial<OrderBookInput> = {}): OrderBookInput => ({
  now: NOW,
  count: 20_000,
  firstOrdinal: 0,
  ranked: { ids: ranked.map((part) => part.id), freight: ranked.map((part) => part.freight), prices: ranked.map(sellingPriceCents) },
  shop,
  ...overrides,
});

const plans: OrderPlan[] = [...orderPlans(input())];
const orders: SeededOrder[] = plans.map((plan) => settleOrder(plan, shop, partsById, NOW));
const share = (test: (order: SeededOrder) => boolean) => orders.filter(test).length / orders.length;
const first = <T>(items: Iterator<T>, count: number): T[] => {
  const taken: T[] = [];
  for (let next = items.next(); !next.done && taken.length < count; next = items.next()) taken.push(next.value);
  return taken;
};
/** The seed's countries by the English name an address stores, and whether their shown prices hold their tax. */
const countryByName = new Map(COUNTRIES.map((country) => [countryName(country.code as CountryCode), country.code]));
const showsTaxIn = (code: string) => taxRates.some((rate) => rate.countryCode === code && rate.region === null && rate.included);

describe("the order book's plans", () => {
  it("plans as many orders as asked, oldest first, over the two years before now", () => {
    expect(plans).toHaveLength(20_000);
    expect(plans.map((plan) => plan.ordinal)).toEqual(plans.map((_, index) => index + 1));
    for (let i = 1; i < plans.length; i++) expect(plans[i]!.createdAt >= plans[i - 1]!.createdAt).toBe(true);
    expect(plans[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - ORDER_BOOK_DAYS * DAY_MS);
    expect(plans.at(-1)!.createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it("is the same every time from the same seed, and another seed gives another book", () => {
    const again = first(orderPlans(input()), 300);
    expect(again.map((plan) => settleOrder(plan, shop, partsById, NOW))).toEqual(orders.slice(0, 300));
    const other = first(orderPlans(input({ seed: 7 })), 300);
    expect(other.map((plan) => plan.customer.email)).not.toEqual(plans.slice(0, 300).map((plan) => plan.customer.email));
  });

  it("gives a later run's customers their own e-mails", () => {
    const later = [...orderPlans(input({ count: 5_000, firstOrdinal: 20_000 }))];
    expect(later[0]!.ordinal).toBe(20_001);
    const earlier = new Set(plans.map((plan) => plan.customer.email));
    expect(later.filter((plan) => plan.customer.firstOrder && earlier.has(plan.customer.email))).toEqual([]);
  });

  it("grows over the two years, sells more before Christmas and less on Saturdays", () => {
    const firstYear = plans.filter((plan) => plan.createdAt.getTime() < NOW.getTime() - 365 * DAY_MS).length;
    expect(plans.length - firstYear).toBeGreaterThan(1.25 * firstYear);
    // The shop's days (eastern Australia): a day's orders by its date and weekday there.
    const local = (plan: OrderPlan) => new Date(plan.createdAt.getTime() + 10 * 3_600_000);
    const perDay = (test: (day: Date) => boolean) => {
      const days = new Set<string>();
      let count = 0;
      for (const plan of plans) {
        const day = local(plan);
        if (!test(day)) continue;
        days.add(day.toISOString().slice(0, 10));
        count++;
      }
      return count / days.size;
    };
    const year = 2025;
    const inYear = (day: Date) => day.getUTCFullYear() === year;
    const december = perDay((day) => inYear(day) && day.getUTCMonth() === 11 && day.getUTCDate() <= 20);
    const february = perDay((day) => inYear(day) && day.getUTCMonth() === 1);
    expect(december).toBeGreaterThan(1.4 * february);
    const saturdays = perDay((day) => day.getUTCDay() === 6);
    const mondays = perDay((day) => day.getUTCDay() === 1);
    expect(saturdays).toBeLessThan(0.85 * mondays);
  });

  it("mixes guests and accounts, a few customers placing many orders, most one or two", () => {
    const signedIn = plans.filter((plan) => plan.customer.account !== null);
    expect(signedIn.length / plans.length).toBeGreaterThan(0.4);
    expect(signedIn.length / plans.length).toBeLessThan(0.5);
    const byAccount = new Map<number, number>();
    for (const plan of signedIn) byAccount.set(plan.customer.account!, (byAccount.get(plan.customer.account!) ?? 0) + 1);
    const counts = [...byAccount.values()].sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(2);
    expect(counts.at(-1)).toBeGreaterThan(20);
    // Each account signs up once, with its first order, before placing it, and is the same person each time.
    const signedUp = plans.filter((plan) => plan.signedUp);
    expect(signedUp.length).toBe(byAccount.size);
    for (const plan of signedUp) {
      expect(plan.signedUp!.index).toBe(plan.ordinal);
      expect(plan.signedUp!.createdAt < plan.createdAt).toBe(true);
    }
    const first = new Map(signedUp.map((plan) => [plan.ordinal, plan.customer]));
    for (const plan of signedIn) expect(plan.customer.address).toEqual(first.get(plan.customer.account!)!.address);
  });

  it("sends most orders home, the rest to the seed's zones, paid mostly in dollars", () => {
    const home = share((order) => order.customer.address.country === "Australia");
    expect(home).toBeGreaterThan(0.45);
    expect(home).toBeLessThan(0.6);
    expect(share((order) => order.currency === "USD")).toBeGreaterThan(0.8);
    for (const currency of ["EUR", "GBP", "RUB"] as const) expect(share((order) => order.currency === currency)).toBeGreaterThan(0.005);
    expect(new Set(orders.map((order) => order.customer.address.country)).size).toBe(COUNTRIES.length);
  });

  it("buys 1 to 4 parts an order, one most often, a few parts far more than the rest", () => {
    const lines = plans.map((plan) => plan.lines.length);
    expect(Math.min(...lines)).toBe(1);
    expect(Math.max(...lines)).toBe(4);
    expect(lines.filter((n) => n === 1).length / lines.length).toBeGreaterThan(0.45);
    const sold = new Map<number, number>();
    for (const plan of plans) for (const line of plan.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + 1);
    const counts = [...sold.values()].sort((a, b) => b - a);
    const total = counts.reduce((sum, n) => sum + n, 0);
    const top = counts.slice(0, Math.ceil(parts.length / 100)).reduce((sum, n) => sum + n, 0);
    expect(top / total).toBeGreaterThan(0.15);
    expect(sold.size).toBeGreaterThan(parts.length / 2);
  });
});

describe("the order book's orders", () => {
  it("add up to the cent, as the orders table's check and the checkout's pricing require", () => {
    for (const order of orders) {
      expect(order.totalCents).toBe(
        order.subtotalCents + order.shippingCents - order.discountCents + order.taxCents - order.taxIncludedCents,
      );
      expect(order.taxIncludedCents).toBeGreaterThanOrEqual(0);
      expect(order.taxIncludedCents).toBeLessThanOrEqual(order.taxCents);
      expect(order.discountCents).toBeLessThanOrEqual(order.subtotalCents + order.shippingCents);
      expect(order.subtotalCents).toBe(order.items.reduce((sum, item) => sum + item.totalCents, 0));
      for (const item of order.items) expect(item.totalCents).toBe(item.unitPriceCents * item.quantity);
      expect(order.taxCents).toBe(order.taxLines.reduce((sum, line) => sum + line.cents, 0));
      expect(order.discountCents).toBe(order.discountLines.reduce((sum, line) => sum + line.cents, 0));
      const offShipping = order.discountLines.reduce((sum, line) => sum + line.shippingCents, 0);
      expect(order.discountCents).toBe(order.items.reduce((sum, item) => sum + item.discountCents, 0) + offShipping);
    }
  });

  it("charges each line its part's price in the order's currency as its address shows it, and the seed's tax", () => {
    for (const order of orders) {
      const country = order.customer.address.country;
      for (const item of order.items) {
        const part = partsById.get(item.productId)!;
        const variant = part.variants.find((each) => each.id === item.variantId);
        expect(item.variantId === null).toBe(part.variants.length === 0);
        const usd = sellingPriceCents(variant ?? part);
        // Entered with Australia's GST in them: shown so where a country's tax is in its prices,
        // without it where tax is added at the checkout (the US) or none is charged.
        const shown = showsTaxIn(countryByName.get(country)!) ? usd : divideRounded(usd * 10_000, 12_000);
        expect(item.unitPriceCents).toBe(convertAtRate(shown, order.exchangeRateMicros));
        expect(item.product.sku).toBe(variant?.sku ?? part.sku);
      }
      expect(order.exchangeRateMicros).toBe(SPEC_RATES[order.currency]);
      if (country === "Australia") {
        expect(order.taxLines.map((line) => [line.name, line.basisPoints, line.included])).toEqual([["GST", 2000, true]]);
        expect(order.taxCents).toBe(divideRounded((order.subtotalCents + order.shippingCents - order.discountCents) * 2000, 12000));
      }
    }
  });

  it("takes codes off some orders as the checkout would, never a code with a limit on its uses", () => {
    const discounted = orders.filter((order) => order.discountLines.length > 0);
    expect(discounted.length / orders.length).toBeGreaterThan(0.02);
    expect(discounted.length / orders.length).toBeLessThan(0.1);
    expect(new Set(discounted.flatMap((order) => order.discountLines.map((line) => line.code)))).toEqual(
      new Set(["WELCOME10", "RECOVERY-SHIP"]),
    );
    for (const order of discounted.filter((each) => each.discountLines.some((line) => line.code === "WELCOME10"))) {
      expect(order.customer.firstOrder).toBe(true);
      expect(order.discountCents).toBe(Math.floor((2 * order.subtotalCents * 1000 + 10_000) / 20_000));
    }
    // What the domain's own rule takes off, given the code typed.
    const order = discounted[0]!;
    const applied = applyDiscounts(
      shop.discounts.filter((each) => each.usageLimit === null),
      order.discountLines[0]!.code,
      order.items.map((item) => ({
        productId: item.productId,
        categoryIds: partsById.get(item.productId)!.categoryIds,
        brandId: 1,
        fitsVehicles: new Set(),
        totalCents: item.totalCents,
      })),
      order.shippingCents,
      { now: order.createdAt, usesByCustomer: new Map() },
    );
    expect(applied.lineCents).toEqual(order.items.map((item) => item.discountCents));
  });

  it("ends mostly paid and delivered, some left unpaid, some cancelled, 3-5% refunded in full or in part", () => {
    expect(share((order) => order.paidAt === null)).toBeCloseTo(FATES.abandoned, 1);
    expect(share((order) => order.status === "COMPLETED")).toBeGreaterThan(0.85);
    expect(share((order) => order.status === "CANCELLED")).toBeGreaterThan(0.05);
    expect(share((order) => order.status === "CANCELLED")).toBeLessThan(0.09);
    const refunded = share((order) => order.refund !== null);
    expect(refunded).toBeGreaterThan(0.03);
    expect(refunded).toBeLessThan(0.05);
    expect(share((order) => order.paymentStatus === "partially_refunded")).toBeGreaterThan(0.01);
    expect(share((order) => order.paymentStatus === "failed")).toBeGreaterThan(0.005);
    // Recent orders are still on their way.
    expect(
      orders.filter((order) => order.status === "SHIPPED").every((order) => order.createdAt.getTime() > NOW.getTime() - 90 * DAY_MS),
    ).toBe(true);
    expect(orders.some((order) => order.status === "PENDING" && order.paymentStatus === "paid")).toBe(true);
  });

  it("never refunds more than was paid, and records each refund as the back office counts it", () => {
    for (const order of orders) {
      expect(order.refundedCents).toBeLessThanOrEqual(order.totalCents);
      expect(order.refundedCents).toBe(order.refund?.amountCents ?? 0);
      expect(order.session.refundedCents).toBe(order.refundedCents);
      if (!order.refund) continue;
      expect(order.paidAt).not.toBeNull();
      expect(order.paymentStatus).toBe(order.refundedCents === order.totalCents ? "refunded" : "partially_refunded");
      for (const item of order.items) expect(item.refundedQuantity).toBeLessThanOrEqual(item.quantity);
      const units = order.refund.lines.reduce((sum, line) => sum + line.quantity, 0);
      expect(units).toBe(order.items.reduce((sum, item) => sum + item.refundedQuantity, 0));
      expect(order.events.at(-1)).toMatchObject({ kind: "refund", data: { amountCents: order.refund.amountCents } });
      expect(order.payments.at(-1)!.type).toBe("refund");
    }
  });

  it("dates every step after the one before it, and none after now", () => {
    for (const order of orders) {
      const steps = [order.createdAt, order.paidAt, order.shippedAt, order.completedAt, order.refund?.completedAt ?? null];
      const known = steps.filter((step): step is Date => step !== null).map((step) => step.getTime());
      expect(known).toEqual([...known].sort((a, b) => a - b));
      expect(Math.max(...known, order.cancelledAt?.getTime() ?? 0)).toBeLessThanOrEqual(NOW.getTime());
      const events = order.events.map((event) => event.at.getTime());
      expect(events).toEqual([...events].sort((a, b) => a - b));
      if (order.events.some((event) => event.kind === "expired")) {
        expect(order.paidAt).toBeNull();
        expect(order.cancelledAt!.getTime() - order.createdAt.getTime()).toBeGreaterThanOrEqual(48 * 3_600_000);
      }
      // The transition table's order: shipped only when paid, completed only when shipped.
      if (order.shippedAt) expect(order.paidAt).not.toBeNull();
      if (order.completedAt) expect(order.shippedAt).not.toBeNull();
      expect(order.stockState).toBe(order.paidAt && order.status !== "CANCELLED" ? "taken" : "released");
    }
  });
});
