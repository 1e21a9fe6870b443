// Invoices, credit notes, their numbers and the shop's legal details: the module's only SQL. It
// reads the orders' tables (and each line's part for its origin and tariff code) to freeze what a
// document says; it never writes them.
import { and, asc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { invoiceCounters, invoices, orderItems, orderRefunds, orders, products, shopLegalDetails } from "../../../db/tables.ts";
import type { DocumentKind, DocumentSnapshot } from "../../../domain/invoices.ts";

export type DocumentRow = typeof invoices.$inferSelect;
export type LegalDetailsRow = typeof shopLegalDetails.$inferSelect;
export type LegalDetailsValues = Omit<typeof shopLegalDetails.$inferInsert, "id" | "updatedAt">;
export type OrderForDocument = typeof orders.$inferSelect;
export type RefundForDocument = typeof orderRefunds.$inferSelect;

/** An order's line with its part's customs facts as the catalogue holds them now. */
export interface LineForDocument {
  line: number;
  product: (typeof orderItems.$inferSelect)["product"];
  options: { name: string; value: string }[];
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** The line's share of the order's discounts. */
  discountCents: number;
  countryOfOrigin: string | null;
  hsCode: string | null;
}

/** A document as listed beside its order: no snapshot. */
export type DocumentListing = Pick<DocumentRow, "id" | "kind" | "year" | "number" | "issuedAt" | "refundId">;

export function createInvoicesRepository(db: Executor) {
  return {
    /**
     * The next number of a kind in a year: the counter row is made or moved on in one statement,
     * which locks it until the caller's transaction ends. Concurrent issuers queue on it, and a
     * rollback gives the number back: no gap, no duplicate.
     */
    async takeNumber(kind: DocumentKind, year: number): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ kind, year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: [invoiceCounters.kind, invoiceCounters.year],
          set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      return row!.lastNumber;
    },

    async insert(values: {
      orderId: string;
      kind: DocumentKind;
      year: number;
      number: number;
      issuedAt: Date;
      refundId: string | null;
      snapshot: DocumentSnapshot;
    }): Promise<DocumentRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      return row!;
    },

    async invoiceOf(orderId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
      return row;
    },

    async creditNoteOf(refundId: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
      return row;
    },

    listOf: (orderId: string): Promise<DocumentListing[]> =>
      db
        .select({
          id: invoices.id,
          kind: invoices.kind,
          year: invoices.year,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          refundId: invoices.refundId,
        })
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.number)),

    /** One of the order's documents by its kind and number; another order's is not found (rule 5). */
    async documentOf(orderId: string, kind: DocumentKind, year: number, number: number): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), eq(invoices.year, year), eq(invoices.number, number)));
      return row;
    },

    async order(orderId: string): Promise<OrderForDocument | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async orderByNumber(number: number): Promise<OrderForDocument | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number));
      return row;
    },

    linesOf: (orderId: string): Promise<LineForDocument[]> =>
      db
        .select({
          line: orderItems.line,
          product: orderItems.product,
          options: orderItems.options,
          unitPriceCents: orderItems.unitPriceCents,
          quantity: orderItems.quantity,
          totalCents: orderItems.totalCents,
          discountCents: orderItems.discountCents,
          countryOfOrigin: products.countryOfOrigin,
          hsCode: products.hsCode,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.line)),

    async refund(orderId: string, refundId: string): Promise<RefundForDocument | undefined> {
      const [row] = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)));
      return row;
    },

    async legalDetails(): Promise<LegalDetailsRow | undefined> {
      const [row] = await db.select().from(shopLegalDetails).where(eq(shopLegalDetails.id, 1));
      return row;
    },

    /** Locked for the owner's change: two edits at once are one after the other in the audit log. */
    async lockLegalDetails(): Promise<LegalDetailsRow | undefined> {
      const [row] = await db.select().from(shopLegalDetails).where(eq(shopLegalDetails.id, 1)).for("update");
      return row;
    },

    async saveLegalDetails(values: LegalDetailsValues): Promise<LegalDetailsRow> {
      const [row] = await db
        .insert(shopLegalDetails)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopLegalDetails.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
