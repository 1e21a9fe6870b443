// How much a refund gives back (decision 010): the lines' price less their share of the discounts
// (decision 044), with their share of the tax added to the goods (a tax in the prices is in the
// lines' price already, decision 040); the
// shipping and every rounding cent go back with the refund that empties the order, so that all the
// refunds of an order add up to exactly what was paid.

export interface RefundableLine {
  line: number;
  unitPriceCents: number;
  quantity: number;
  refundedQuantity: number;
  /** What the order's discounts took off the whole line. */
  discountCents?: number;
}

import { goodsAddedTaxCents, type TaxLine } from "./tax.ts";

export interface RefundableOrder {
  subtotalCents: number;
  taxLines: readonly TaxLine[];
  totalCents: number;
  refundedCents: number;
}

export interface RefundRequestLine {
  line: number;
  quantity: number;
}

export type RefundPlan = { ok: true; amountCents: number; lines: RefundRequestLine[]; empties: boolean } | { ok: false; message: string };

/** The refund of these lines (none: everything not refunded yet), or why it cannot be. */
export function planRefund(order: RefundableOrder, items: readonly RefundableLine[], asked: readonly RefundRequestLine[]): RefundPlan {
  const remaining = order.totalCents - order.refundedCents;
  if (remaining <= 0) return { ok: false, message: "Everything paid for this order was refunded already." };
  const wanted = new Map<number, number>();
  for (const { line, quantity } of asked) wanted.set(line, (wanted.get(line) ?? 0) + quantity);
  if (wanted.size === 0) {
    const lines = items
      .filter((i) => i.quantity > i.refundedQuantity)
      .map((i) => ({ line: i.line, quantity: i.quantity - i.refundedQuantity }));
    return { ok: true, amountCents: remaining, lines, empties: true };
  }
  let goods = 0;
  const lines: RefundRequestLine[] = [];
  for (const [line, quantity] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const item = items.find((i) => i.line === line);
    if (!item) return { ok: false, message: `The order has no line ${line}.` };
    const left = item.quantity - item.refundedQuantity;
    if (quantity > left)
      return { ok: false, message: `Line ${line} has ${left} unit${left === 1 ? "" : "s"} left to refund, not ${quantity}.` };
    // The units' share of the line's discount, rounded half up like every share.
    goods += item.unitPriceCents * quantity - Math.floor((2 * (item.discountCents ?? 0) * quantity + item.quantity) / (2 * item.quantity));
    lines.push({ line, quantity });
  }
  const empties = items.every((i) => i.quantity - i.refundedQuantity === (wanted.get(i.line) ?? 0));
  if (empties) return { ok: true, amountCents: remaining, lines, empties };
  // The tax added to the goods was worked out on what they cost after their discounts.
  const goodsPaid = order.subtotalCents - items.reduce((sum, item) => sum + (item.discountCents ?? 0), 0);
  const tax = goodsPaid > 0 ? Math.round((goods * goodsAddedTaxCents(order.taxLines)) / goodsPaid) : 0;
  return { ok: true, amountCents: Math.min(goods + tax, remaining), lines, empties };
}
