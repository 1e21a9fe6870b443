import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import type { DocumentKind, DocumentSnapshot } from "../../domain/invoices.ts";
import { orderRefunds, orders } from "./orders.ts";

// Invoices and credit notes (decision 041): numbered without gaps per kind and year, each frozen
// as what it says when issued.

/**
 * The last number given per kind and year. Taken with `update ... returning` in the transaction
 * that issues the document, so the row stays locked until it commits and a rollback gives the
 * number back: a sequence would leave a gap for every rolled-back payment.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    kind: text().$type<DocumentKind>().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check("invoice_counters_positive", sql`${t.lastNumber} > 0`)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid().primaryKey().defaultRandom(),
    // An order with documents is never deleted (only a pending, never paid one is withdrawn).
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text().$type<DocumentKind>().notNull(),
    year: integer().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The refund a credit note gives back; null on an invoice. */
    refundId: uuid().references(() => orderRefunds.id, { onDelete: "restrict" }),
    /** Everything the document prints, frozen at issue; the PDF is drawn from it alone. */
    snapshot: jsonb().$type<DocumentSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex("invoices_kind_year_number_key").on(t.kind, t.year, t.number),
    // One invoice per order and one credit note per refund (rule 4: a replay issues nothing twice).
    uniqueIndex("invoices_order_invoice_key")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("invoices_refund_key").on(t.refundId),
    index("invoices_order_idx").on(t.orderId, t.issuedAt),
    check("invoices_kind", sql`${t.kind} in ('invoice', 'credit-note')`),
    check("invoices_credit_note_has_refund", sql`(${t.kind} = 'credit-note') = (${t.refundId} is not null)`),
  ],
);

/** The shop's legal details printed on every invoice: one row, the owner's to edit. */
export const shopLegalDetails = pgTable(
  "shop_legal_details",
  {
    id: integer().primaryKey().default(1),
    legalName: text().notNull().default(""),
    address: text().notNull().default(""),
    countryCode: text().notNull().default("AU"),
    taxNumber: text().notNull().default(""),
    registrationNumber: text().notNull().default(""),
    email: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_legal_details_one_row", sql`${t.id} = 1`)],
);
