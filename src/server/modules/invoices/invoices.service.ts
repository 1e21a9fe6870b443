// Invoices, credit notes and packing slips (decision 041). An invoice is issued in the transaction
// that marks its order paid and a credit note in the one that counts its refund, each numbered
// from its kind's counter for the year and frozen as a snapshot; the PDF is drawn from that
// snapshot whenever it is asked for. Shoppers read their own order's documents (the orders
// module says whose order it is); staff read any, and the packing slip.
import type { Database, Executor, Transaction } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { documentNumber, documentYear, parseDocumentNumber, type ShopLegalDetails } from "../../../domain/invoices.ts";
import type { OrderDocument, ShopLegalDetailsFields } from "../../../domain/schemas/invoices.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { recordAudit } from "../audit/index.ts";
import type { OrderViewer } from "../orders/index.ts";
import { renderDocument, renderPackingSlip } from "./document-pdf.ts";
import {
  creditNoteSnapshot,
  documentAddress,
  invoiceSnapshot,
  lineName,
  localeOfOrder,
  optionsText,
  sellerOf,
  shippingMethodName,
} from "./document-snapshot.ts";
import { createInvoicesRepository, type DocumentListing, type OrderForDocument } from "./invoices.repository.ts";

export const DOCUMENT_NOT_FOUND = "Document not found";

export interface InvoicesOptions {
  /** The shop's clock (its settings): a document is numbered in the year it is issued there. */
  timeZone: (via?: Executor) => Promise<string>;
  /** Whose order it is, as the orders service says (rule 5 and 6): its id, or NotFoundError. */
  orders: { documentsOrderFor(id: string, viewer: OrderViewer): Promise<string> };
  /** Now, for the date and year of a document being issued (tests set the year). */
  clock?: () => Date;
}

/** A PDF to send, and the name it is saved under. */
export interface DocumentFile {
  filename: string;
  bytes: Buffer;
}

const fileOf = (row: Pick<DocumentListing, "kind" | "year" | "number">) => `${row.kind}-${documentNumber(row.year, row.number)}.pdf`;

const listed = (row: DocumentListing): OrderDocument => ({
  kind: row.kind,
  number: documentNumber(row.year, row.number),
  issuedAt: row.issuedAt.toISOString(),
  file: fileOf(row),
});

function parseFile(file: string): { kind: "invoice" | "credit-note"; year: number; number: number } | "packing-slip" | null {
  if (file === "packing-slip.pdf") return "packing-slip";
  const match = /^(invoice|credit-note)-(.+)\.pdf$/.exec(file);
  const numbered = match ? parseDocumentNumber(match[2]!) : null;
  return numbered ? { kind: match![1] as "invoice" | "credit-note", ...numbered } : null;
}

export function createInvoicesService(db: Database, options: InvoicesOptions) {
  const repository = createInvoicesRepository(db);

  /** The next number of a kind for now, in the caller's transaction (its counter row stays locked until it ends). */
  async function numbered(tx: Transaction, kind: "invoice" | "credit-note") {
    const issuedAt = options.clock?.() ?? new Date();
    const year = documentYear(issuedAt, await options.timeZone(tx));
    const number = await createInvoicesRepository(tx).takeNumber(kind, year);
    return { issuedAt, year, number, text: documentNumber(year, number) };
  }

  async function documentFile(order: OrderForDocument, file: string, staff: boolean): Promise<DocumentFile> {
    const wanted = parseFile(file);
    if (wanted === "packing-slip" && staff) return { filename: `packing-slip-${order.number}.pdf`, bytes: await packingSlip(order) };
    if (wanted === null || wanted === "packing-slip") throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const row = await repository.documentOf(order.id, wanted.kind, wanted.year, wanted.number);
    if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return { filename: fileOf(row), bytes: await renderDocument(row.snapshot) };
  }

  /** Drawn from the order as it is now: a packing slip is a working paper, never numbered or kept. */
  async function packingSlip(order: OrderForDocument): Promise<Buffer> {
    const locale = localeOfOrder(order);
    const [lines, seller] = await Promise.all([repository.linesOf(order.id), repository.legalDetails()]);
    return renderPackingSlip({
      locale,
      sellerName: sellerOf(seller).legalName,
      order: { number: order.number, reference: order.invoice, placedAt: order.createdAt.toISOString() },
      shipTo: documentAddress(order.shippingAddress, locale),
      shippingMethod: shippingMethodName(order, locale),
      lines: lines.map((line) => ({
        line: line.line,
        name: lineName(line, locale),
        options: optionsText(line.options),
        partNumber: line.product.partNumber,
        quantity: line.quantity,
      })),
    });
  }

  async function staffOrder(number: number): Promise<OrderForDocument> {
    const order = await repository.orderByNumber(number);
    if (!order) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return order;
  }

  async function customerOrder(id: string, viewer: OrderViewer): Promise<OrderForDocument> {
    const order = await repository.order(await options.orders.documentsOrderFor(id, viewer));
    if (!order) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return order;
  }

  return {
    /** What the orders module calls in its own transactions (OrderDocuments there). */
    issuing: {
      /** The paid order's invoice, once: a replayed payment finds it issued and takes no number. */
      async issueInvoice(tx: Transaction, orderId: string): Promise<void> {
        const documents = createInvoicesRepository(tx);
        if (await documents.invoiceOf(orderId)) return;
        // One after another: a transaction is one connection, which runs one query at a time.
        const order = await documents.order(orderId);
        const lines = await documents.linesOf(orderId);
        const seller = await documents.legalDetails();
        if (!order) throw new Error(`order ${orderId} is not there to invoice`);
        const number = await numbered(tx, "invoice");
        await documents.insert({
          orderId,
          kind: "invoice",
          year: number.year,
          number: number.number,
          issuedAt: number.issuedAt,
          refundId: null,
          snapshot: invoiceSnapshot({ order, lines, seller, number: number.text, issuedAt: number.issuedAt }),
        });
      },

      /**
       * A confirmed refund's credit note, once. An order paid before the shop issued invoices has
       * none to credit, and gets no credit note either.
       */
      async issueCreditNote(tx: Transaction, orderId: string, refundId: string): Promise<void> {
        const documents = createInvoicesRepository(tx);
        const invoice = await documents.invoiceOf(orderId);
        if (!invoice || (await documents.creditNoteOf(refundId))) return;
        const order = await documents.order(orderId);
        const lines = await documents.linesOf(orderId);
        const seller = await documents.legalDetails();
        const refund = await documents.refund(orderId, refundId);
        if (!order || !refund) throw new Error(`refund ${refundId} of order ${orderId} is not there to credit`);
        const number = await numbered(tx, "credit-note");
        await documents.insert({
          orderId,
          kind: "credit-note",
          year: number.year,
          number: number.number,
          issuedAt: number.issuedAt,
          refundId,
          snapshot: creditNoteSnapshot({
            order,
            lines,
            seller,
            refund,
            number: number.text,
            issuedAt: number.issuedAt,
            invoiceNumber: documentNumber(invoice.year, invoice.number),
          }),
        });
      },
    },

    /** The invoice and credit notes of an order its viewer may read; anyone else's is not found. */
    async customerDocuments(orderId: string, viewer: OrderViewer): Promise<OrderDocument[]> {
      const order = await customerOrder(orderId, viewer);
      return (await repository.listOf(order.id)).map(listed);
    },

    async customerFile(orderId: string, viewer: OrderViewer, file: string): Promise<DocumentFile> {
      return documentFile(await customerOrder(orderId, viewer), file, false);
    },

    /** Staff's list of an order's documents (by its number): the packing slip, then what was issued. */
    async staffDocuments(number: number): Promise<OrderDocument[]> {
      const order = await staffOrder(number);
      return [
        { kind: "packing-slip", number: null, issuedAt: null, file: "packing-slip.pdf" },
        ...(await repository.listOf(order.id)).map(listed),
      ];
    },

    async staffFile(number: number, file: string): Promise<DocumentFile> {
      return documentFile(await staffOrder(number), file, true);
    },

    /** The legal details every new invoice prints. */
    async legalDetails(): Promise<ShopLegalDetails> {
      return sellerOf(await repository.legalDetails());
    },

    /** The owner's change of the legal details, audited; documents already issued keep what they said. */
    async saveLegalDetails(actor: Pick<Actor, "id" | "email">, fields: ShopLegalDetailsFields): Promise<ShopLegalDetails> {
      return db.transaction(async (tx) => {
        const documents = createInvoicesRepository(tx);
        const before = sellerOf(await documents.lockLegalDetails());
        const after = sellerOf(await documents.saveLegalDetails(fields));
        await recordAudit(tx, actor, {
          action: "invoices.legal_details",
          entityType: "shop",
          entityId: "legal-details",
          before: { ...before },
          after: { ...after },
        });
        return after;
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
/** The calls the orders module makes in its transactions. */
export type DocumentIssuing = InvoicesService["issuing"];
