// Discount codes and automatic promotions: which apply to a cart, why a code is refused, and how
// much each takes off which line. A discount comes off the lines' prices before tax is worked out
// on what is left (so tax never applies to money the shopper did not pay); free shipping takes
// the delivery off. Amounts are integer minor units of the order's prices; nothing here rounds
// twice, and what comes off adds up exactly to the discount.

import type { LocalizedText } from "./locales.ts";

export const DISCOUNT_KINDS = ["percent", "fixed", "free-shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code as shoppers type it: letters, digits and dashes, compared without case. */
export const DISCOUNT_CODE = /^[A-Z0-9][A-Z0-9-]{1,39}$/;
export const normalCode = (typed: string) => typed.trim().toUpperCase();

export interface DiscountRule {
  id: number;
  /** What the shopper types; null for an automatic promotion, which applies by itself. */
  code: string | null;
  kind: DiscountKind;
  /** A percent discount's rate in hundredths of a percent (1500 is 15%). */
  basisPoints: number;
  /** A fixed discount's amount, in minor units of the order's prices. */
  amountCents: number;
  /** The goods must come to this much (before the discount); null: any. */
  minSubtotalCents: number | null;
  /** What it is limited to; all empty: every part. A part qualifies by any of them. */
  categoryIds: readonly number[];
  brandIds: readonly number[];
  productIds: readonly number[];
  /** Only the parts that fit this vehicle (universal parts fit every vehicle); null: any. */
  vehicleId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses in all, and uses so far; null: no limit. */
  usageLimit: number | null;
  usedCount: number;
  /** Uses by one customer (by e-mail); null: no limit. */
  perCustomerLimit: number | null;
  /** May apply together with another discount (a code with a promotion, when both say so). */
  combines: boolean;
  active: boolean;
}

/** A discount as an order keeps it: one line of its totals. */
export interface DiscountLine {
  discountId: number;
  /** The code typed; null for an automatic promotion. */
  code: string | null;
  title: LocalizedText;
  /** All it took off, the delivery's part included. */
  cents: number;
  /** What it took off the delivery. */
  shippingCents: number;
}

/** A cart line as discounts see it: its part's category and brand, whether it fits the rule's vehicle, and its total. */
export interface DiscountableLine {
  productId: number;
  categoryIds: readonly number[];
  brandId: number;
  /** Whether it fits each vehicle a rule names (by vehicle id). */
  fitsVehicles: ReadonlySet<number>;
  totalCents: number;
}

export const DISCOUNT_REFUSALS = ["unknown", "not-started", "expired", "used-up", "used-by-you", "minimum", "not-for-these-parts"] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** Why a code is refused, in the API's words (the storefront says it in the shopper's language). */
export const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  unknown: "is not a code this shop knows",
  "not-started": "cannot be used yet",
  expired: "has expired",
  "used-up": "has been used up",
  "used-by-you": "has been used as often as it allows for you",
  minimum: "needs a larger order",
  "not-for-these-parts": "does not apply to these parts",
};

export interface AppliedDiscount {
  rule: DiscountRule;
  /** What it takes off each line, in the cart's order. */
  lineCents: number[];
  shippingCents: number;
  /** lineCents summed, with the shipping it takes off. */
  totalCents: number;
}

export interface DiscountOutcome {
  applied: AppliedDiscount[];
  /** Why the typed code does not apply; null when it does or none was typed. */
  refusal: DiscountRefusal | null;
  /** Per line, all discounts together; never more than the line. */
  lineCents: number[];
  shippingCents: number;
}

export interface DiscountContext {
  now: Date;
  /** How many times this customer (by e-mail) used each rule already. */
  usesByCustomer: ReadonlyMap<number, number>;
}

function qualifies(rule: DiscountRule, line: DiscountableLine): boolean {
  if (rule.vehicleId !== null && !line.fitsVehicles.has(rule.vehicleId)) return false;
  const limited = rule.categoryIds.length + rule.brandIds.length + rule.productIds.length > 0;
  if (!limited) return true;
  return (
    rule.productIds.includes(line.productId) ||
    rule.brandIds.includes(line.brandId) ||
    line.categoryIds.some((category) => rule.categoryIds.includes(category))
  );
}

/** Why a rule does not apply to this cart now, or null when it does. */
export function refusalOf(
  rule: DiscountRule,
  lines: readonly DiscountableLine[],
  shippingCents: number,
  context: DiscountContext,
): DiscountRefusal | null {
  if (!rule.active) return "unknown";
  if (rule.startsAt && rule.startsAt > context.now) return "not-started";
  if (rule.endsAt && rule.endsAt <= context.now) return "expired";
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return "used-up";
  if (rule.perCustomerLimit !== null && (context.usesByCustomer.get(rule.id) ?? 0) >= rule.perCustomerLimit) return "used-by-you";
  const goods = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (rule.minSubtotalCents !== null && goods < rule.minSubtotalCents) return "minimum";
  if (!lines.some((line) => qualifies(rule, line))) return "not-for-these-parts";
  if (rule.kind === "free-shipping" && shippingCents === 0) return "not-for-these-parts";
  return null;
}

/**
 * Shares an amount among weights in proportion, the cents left by rounding down going to the
 * largest remainders (then the earliest): the shares add up to the amount exactly.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({ index, rest: (amount * weight) % total }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** What one rule takes off the lines still to be paid (`left`) and the shipping. */
function take(rule: DiscountRule, lines: readonly DiscountableLine[], left: readonly number[], shippingLeft: number): AppliedDiscount {
  if (rule.kind === "free-shipping") {
    return { rule, lineCents: lines.map(() => 0), shippingCents: shippingLeft, totalCents: shippingLeft };
  }
  const weights = lines.map((line, index) => (qualifies(rule, line) ? left[index]! : 0));
  const base = weights.reduce((sum, weight) => sum + weight, 0);
  const wanted = rule.kind === "percent" ? Math.floor((2 * base * rule.basisPoints + 10_000) / 20_000) : rule.amountCents;
  const amount = Math.min(Math.max(wanted, 0), base);
  const lineCents = shareOut(amount, weights);
  return { rule, lineCents, shippingCents: 0, totalCents: amount };
}

/**
 * The discounts of a cart: the automatic promotions that apply (the one that takes most, or all of
 * those that combine), and the typed code when it applies, beside them only when it and they all
 * combine, else instead of them. Each takes its share from what the ones before left.
 */
export function applyDiscounts(
  rules: readonly DiscountRule[],
  typedCode: string | null,
  lines: readonly DiscountableLine[],
  shippingCents: number,
  context: DiscountContext,
): DiscountOutcome {
  const applies = (rule: DiscountRule) => refusalOf(rule, lines, shippingCents, context) === null;
  let refusal: DiscountRefusal | null = null;
  let code: DiscountRule | null = null;
  if (typedCode !== null && typedCode.trim() !== "") {
    const wanted = normalCode(typedCode);
    const found = rules.find((rule) => rule.code !== null && normalCode(rule.code) === wanted);
    refusal = found ? refusalOf(found, lines, shippingCents, context) : "unknown";
    if (found && refusal === null) code = found;
  }
  const promotions = rules.filter((rule) => rule.code === null && applies(rule));
  const combining = promotions.filter((rule) => rule.combines);
  const measure = (chosen: DiscountRule[]) => run(chosen, lines, shippingCents).reduce((sum, each) => sum + each.totalCents, 0);
  const single = promotions.map((rule) => [rule]).sort((a, b) => measure(b) - measure(a))[0] ?? [];
  let chosen = combining.length > 1 && measure(combining) > measure(single) ? combining : single;
  if (code) chosen = code.combines && chosen.every((rule) => rule.combines) ? [...chosen, code] : [code];
  const applied = run(chosen, lines, shippingCents);
  const lineCents = lines.map((_, index) => applied.reduce((sum, each) => sum + each.lineCents[index]!, 0));
  return { applied, refusal, lineCents, shippingCents: applied.reduce((sum, each) => sum + each.shippingCents, 0) };
}

function run(chosen: readonly DiscountRule[], lines: readonly DiscountableLine[], shippingCents: number): AppliedDiscount[] {
  const left = lines.map((line) => line.totalCents);
  let shippingLeft = shippingCents;
  return chosen.map((rule) => {
    const taken = take(rule, lines, left, shippingLeft);
    taken.lineCents.forEach((cents, index) => (left[index]! -= cents));
    shippingLeft -= taken.shippingCents;
    return taken;
  });
}
