// What an invoice or a credit note says, frozen from the order when it is issued (decision 041).
import { localCountryName } from "../../../domain/countries.ts";
import {
  creditNoteAmounts,
  type DocumentAddress,
  type DocumentLine,
  type DocumentSnapshot,
  leavesShopCountry,
  type ShopLegalDetails,
} from "../../../domain/invoices.ts";
import { isLocale, type Locale, localizedText } from "../../../domain/locales.ts";
import { ratePercent } from "../../../domain/tax.ts";
import { DOCUMENT_WORDS } from "./document-words.ts";
import type { LegalDetailsRow, LineForDocument, OrderForDocument, RefundForDocument } from "./invoices.repository.ts";

export const localeOfOrder = (order: Pick<OrderForDocument, "locale">): Locale => (isLocale(order.locale) ? order.locale : "en");

export function sellerOf(row: LegalDetailsRow | undefined): ShopLegalDetails {
  return {
    legalName: row?.legalName ?? "",
    address: row?.address ?? "",
    countryCode: row?.countryCode ?? "AU",
    taxNumber: row?.taxNumber ?? "",
    registrationNumber: row?.registrationNumber ?? "",
    email: row?.email ?? "",
  };
}

export function documentAddress(address: OrderForDocument["shippingAddress"], locale: Locale): DocumentAddress {
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    company: address.company,
    lines: [address.address1, address.address2, [address.suburb, address.state, address.postcode].filter(Boolean).join(" ")].filter(
      Boolean,
    ),
    country: localCountryName(address.country, locale),
    phone: address.phone,
    email: address.email,
  };
}

export const optionsText = (options: readonly { name: string; value: string }[]) =>
  options.map((option) => `${option.name}: ${option.value}`).join(", ");

export const lineName = (line: Pick<LineForDocument, "product">, locale: Locale) => line.product.name[locale] || line.product.name.en;

export const shippingMethodName = (order: OrderForDocument, locale: Locale) =>
  order.deliverMethodName?.[locale] || order.deliverMethodName?.en || order.deliverMethod;

function documentLine(line: LineForDocument, locale: Locale, quantity = line.quantity): DocumentLine {
  return {
    line: line.line,
    name: lineName(line, locale),
    options: optionsText(line.options),
    partNumber: line.product.partNumber,
    quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: quantity === line.quantity ? line.totalCents : line.unitPriceCents * quantity,
    countryOfOrigin: line.countryOfOrigin,
    hsCode: line.hsCode,
  };
}

interface Issue {
  order: OrderForDocument;
  lines: LineForDocument[];
  seller: LegalDetailsRow | undefined;
  number: string;
  issuedAt: Date;
}

function common(kind: DocumentSnapshot["kind"], { order, seller, number, issuedAt }: Issue) {
  const locale = localeOfOrder(order);
  const legal = sellerOf(seller);
  return {
    version: 1 as const,
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    locale,
    currency: order.currency,
    seller: legal,
    order: { number: order.number, reference: order.invoice, placedAt: order.createdAt.toISOString() },
    billTo: documentAddress(order.billingAddress, locale),
    shipTo: documentAddress(order.shippingAddress, locale),
    shippingMethod: shippingMethodName(order, locale),
    crossBorder: leavesShopCountry(legal.countryCode, order.shippingAddress.country),
  };
}

/** The invoice of a paid order: every line, and the order's totals as charged. */
export function invoiceSnapshot(issue: Issue): DocumentSnapshot {
  const { order, lines } = issue;
  const locale = localeOfOrder(order);
  return {
    ...common("invoice", issue),
    lines: lines.map((line) => documentLine(line, locale)),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    // Each rate as the order was charged it (decision 040): in the prices ("Includes VAT (19%)") or added.
    taxLines: order.taxLines.map((line) => ({
      label: `${line.included ? `${DOCUMENT_WORDS[locale].includes} ` : ""}${line.name} (${ratePercent(line.basisPoints)}%)`,
      cents: line.cents,
      included: line.included,
    })),
    discountLines: order.discountLines.map((line) => ({
      label: `${DOCUMENT_WORDS[locale].discount}: ${line.code ?? localizedText(line.title, locale)}`,
      cents: line.cents,
    })),
    totalCents: order.totalCents,
  };
}

/** A refund's credit note: the lines and units it gave back, and its amount split as creditNoteAmounts says. */
export function creditNoteSnapshot(issue: Issue & { refund: RefundForDocument; invoiceNumber: string }): DocumentSnapshot {
  const { order, lines, refund } = issue;
  const locale = localeOfOrder(order);
  const amounts = creditNoteAmounts(
    { amountCents: refund.amountCents, lines: refund.lines, emptiedOrder: order.refundedCents >= order.totalCents },
    lines,
    order,
  );
  return {
    ...common("credit-note", issue),
    lines: refund.lines.flatMap(({ line, quantity }) => {
      const bought = lines.find((l) => l.line === line);
      return bought ? [documentLine(bought, locale, quantity)] : [];
    }),
    subtotalCents: amounts.goodsCents,
    shippingCents: amounts.shippingCents,
    taxLines: [{ label: DOCUMENT_WORDS[locale].tax, cents: amounts.taxCents }],
    totalCents: refund.amountCents,
    credits: { invoiceNumber: issue.invoiceNumber, reason: refund.reason },
  };
}
