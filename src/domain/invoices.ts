// Invoices, credit notes and packing slips (decision 041): what a document says, frozen when it is
// issued, and the small rules that make it (its number, a credit note's amounts, whether customs
// need each line's origin and tariff code). No I/O: the invoices module stores and renders these.
import { countryCodeOf } from "./countries.ts";
import { dateTimeFormat } from "./intl-formats.ts";
import type { Locale } from "./locales.ts";

export const DOCUMENT_KINDS = ["invoice", "credit-note"] as const;
/** The documents kept with their own number series; the packing slip is printed, never numbered. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The shop's legal details as an invoice prints them (the owner keeps them in the back office). */
export interface ShopLegalDetails {
  legalName: string;
  /** The postal address, one line each. */
  address: string;
  /** ISO 3166-1 alpha-2: an order sent elsewhere leaves the shop's country (customs). */
  countryCode: string;
  taxNumber: string;
  registrationNumber: string;
  email: string;
}

/** An address as a document prints it: the order's own copy, never the address book's live row. */
export interface DocumentAddress {
  name: string;
  company: string;
  lines: string[];
  country: string;
  phone: string;
  email: string;
}

export interface DocumentLine {
  line: number;
  name: string;
  /** The options the line was bought with, "Size: 265/70 R16". */
  options: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** Customs' facts, printed when the parcel leaves the shop's country. */
  countryOfOrigin: string | null;
  hsCode: string | null;
}

export interface TaxLine {
  label: string;
  cents: number;
  /** In the prices already ("Includes VAT"): printed, not added to the total. Absent: added. */
  included?: boolean;
}

/**
 * What an invoice or a credit note says, in the order's language, as it was when issued: the PDF
 * is drawn from this alone, so a later change of a part, an address or the legal details never
 * changes a document already given. Amounts are minor units of `currency`.
 */
export interface DocumentSnapshot {
  version: 1;
  kind: DocumentKind;
  /** "2026-000001" */
  number: string;
  issuedAt: string;
  locale: Locale;
  currency: string;
  seller: ShopLegalDetails;
  order: { number: number; reference: string; placedAt: string };
  billTo: DocumentAddress;
  shipTo: DocumentAddress;
  shippingMethod: string;
  /** Sent out of the shop's country: each line shows its origin and tariff code. */
  crossBorder: boolean;
  lines: DocumentLine[];
  subtotalCents: number;
  shippingCents: number;
  /** One line per rate (decision 040); a credit note gives back one tax amount. */
  taxLines: TaxLine[];
  /** What codes and promotions took off (decision 044), each as a line; none on older documents. */
  discountLines?: { label: string; cents: number }[];
  totalCents: number;
  /** A credit note's invoice and why the money went back. */
  credits?: { invoiceNumber: string; reason: string };
}

/** 2026, 1 -> "2026-000001": six digits keep a year's numbers sorting as text. */
export function documentNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, "0")}`;
}

/** "2026-000001" -> its year and number, or null for anything else (a forged address). */
export function parseDocumentNumber(text: string): { year: number; number: number } | null {
  const match = /^(\d{4})-(\d{6,9})$/.exec(text);
  if (!match) return null;
  const number = Number(match[2]);
  return number > 0 ? { year: Number(match[1]), number } : null;
}

/** The year a document is numbered in: the calendar year on the shop's clock when it is issued. */
export function documentYear(at: Date, timeZone: string): number {
  return Number(dateTimeFormat("en", { timeZone, year: "numeric" }).format(at));
}

/** Customs ask for origin and tariff code once a parcel leaves the shop's country. */
export function leavesShopCountry(shopCountryCode: string, destination: string): boolean {
  const to = countryCodeOf(destination);
  return to !== null && to !== shopCountryCode.toUpperCase();
}

export interface RefundedLine {
  line: number;
  quantity: number;
}

/**
 * What a refund gave back, split as a credit note prints it: the goods of its lines at their unit
 * price, the shipping when it was the refund that emptied the order (decision 010 gives shipping
 * and every rounding cent back with it), and the tax share as the rest, so the parts always add
 * up to the refund's amount.
 */
export function creditNoteAmounts(
  refund: { amountCents: number; lines: readonly RefundedLine[]; emptiedOrder: boolean },
  items: readonly { line: number; unitPriceCents: number; quantity?: number; discountCents?: number }[],
  order: { shippingCents: number; discountLines?: readonly { shippingCents: number }[] },
): { goodsCents: number; shippingCents: number; taxCents: number } {
  // Goods are given back at what they were charged: less their share of the discounts (decision 044).
  const charged = ({ line, quantity }: RefundedLine) => {
    const item = items.find((i) => i.line === line);
    if (!item) return 0;
    const share =
      item.discountCents && item.quantity ? Math.floor((2 * item.discountCents * quantity + item.quantity) / (2 * item.quantity)) : 0;
    return item.unitPriceCents * quantity - share;
  };
  const goodsCents = Math.min(
    refund.amountCents,
    refund.lines.reduce((sum, line) => sum + charged(line), 0),
  );
  const shippingPaid = order.shippingCents - (order.discountLines ?? []).reduce((sum, line) => sum + line.shippingCents, 0);
  const shippingCents = refund.emptiedOrder ? Math.min(shippingPaid, refund.amountCents - goodsCents) : 0;
  return { goodsCents, shippingCents, taxCents: refund.amountCents - goodsCents - shippingCents };
}
