import { z } from "zod";

import { COUNTRY_CODES } from "../countries.ts";
import { DOCUMENT_KINDS } from "../invoices.ts";

/** The shop's legal details, as the owner edits them (the back office's card, PUT /api/admin/invoices/legal-details). */
export const ShopLegalDetailsSchema = z.object({
  legalName: z.string().trim().min(1).max(200),
  address: z.string().trim().max(600).default(""),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), "must be a country's two letters (ISO 3166-1)"),
  taxNumber: z.string().trim().max(60).default(""),
  registrationNumber: z.string().trim().max(60).default(""),
  email: z.union([z.literal(""), z.email().max(200)]).default(""),
});
export type ShopLegalDetailsFields = z.infer<typeof ShopLegalDetailsSchema>;

/** An order's document as its pages list it: the file to ask for. */
export const OrderDocumentSchema = z.object({
  kind: z.enum([...DOCUMENT_KINDS, "packing-slip"]),
  /** "2026-000001"; the packing slip has none. */
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The file's name, the last segment of its address: `invoice-2026-000001.pdf`. */
  file: z.string(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

export const OrderDocumentsSchema = z.object({ documents: z.array(OrderDocumentSchema) });

/** A document's file name in its address: `invoice-2026-000001.pdf`, `credit-note-2026-000002.pdf`, `packing-slip.pdf`. */
export const DocumentFileSchema = z
  .string()
  .max(64)
  .regex(/^(invoice|credit-note)-\d{4}-\d{6,9}\.pdf$|^packing-slip\.pdf$/, "must name one of the order's documents");
