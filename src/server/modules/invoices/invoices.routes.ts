import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import type { FastifyReply } from "fastify";
import { z } from "zod";

import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { DocumentFileSchema, OrderDocumentsSchema, ShopLegalDetailsSchema } from "../../../domain/schemas/invoices.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";
import type { DocumentFile } from "./invoices.service.ts";

const tags = ["invoices"];
const Pdf = z.unknown().describe("application/pdf");
const LegalDetailsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  countryCode: z.string(),
  taxNumber: z.string(),
  registrationNumber: z.string(),
  email: z.string(),
});

/** A document as a download: never kept by a shared cache (it carries the customer's addresses). */
function sendPdf(reply: FastifyReply, file: DocumentFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}

/**
 * A shopper's documents of an order (under /api/website): its signed-in owner's, or with the
 * order's token while its link shows the whole order. Anyone else's order is 404, as is a
 * document that is not this order's.
 */
export const orderDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.services;
  const viewerOf = (request: { user: { id: string; email: string; emailVerified: boolean } | null }, token: string | undefined) => ({
    userId: request.user?.id ?? null,
    verifiedEmail: request.user?.emailVerified ? request.user.email : null,
    token,
  });
  const params = z.object({ id: z.string().max(64) });
  const querystring = z.object({ token: z.string().max(128).optional() });

  app.get(
    "/order/:id/documents",
    {
      schema: {
        tags,
        summary: "An order's invoice and credit notes, for its signed-in owner or with its token",
        params,
        querystring,
        response: { 200: OrderDocumentsSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({ documents: await invoices.customerDocuments(request.params.id, viewerOf(request, request.query.token)) }),
  );

  app.get(
    "/order/:id/documents/:file",
    {
      schema: {
        tags,
        summary: "One of an order's documents as a PDF (invoice-2026-000001.pdf, credit-note-2026-000001.pdf)",
        params: params.extend({ file: DocumentFileSchema }),
        querystring,
        response: { 200: Pdf, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.customerFile(request.params.id, viewerOf(request, request.query.token), request.params.file)),
  );
};

/** Staff's documents of an order and the shop's legal details (in the admin API, /api/admin). */
export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.services;
  const read = { permission: "orders.read" } as const;
  const NumberParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

  app.get(
    "/orders/:id/documents",
    {
      config: read,
      schema: {
        tags,
        summary: "An order's documents by its number: the packing slip, its invoice and credit notes",
        params: NumberParams,
        response: { 200: OrderDocumentsSchema },
      },
    },
    async (request) => ({ documents: await invoices.staffDocuments(request.params.id) }),
  );

  app.get(
    "/orders/:id/documents/:file",
    {
      config: read,
      schema: {
        tags,
        summary: "One of an order's documents as a PDF (packing-slip.pdf, invoice-2026-000001.pdf, credit-note-2026-000001.pdf)",
        params: NumberParams.extend({ file: DocumentFileSchema }),
        response: { 200: Pdf },
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.staffFile(request.params.id, request.params.file)),
  );

  app.get(
    "/invoices/legal-details",
    {
      config: read,
      schema: { tags, summary: "The shop's legal details new invoices print", response: { 200: LegalDetailsSchema } },
    },
    () => invoices.legalDetails(),
  );

  app.put(
    "/invoices/legal-details",
    {
      config: { permission: "invoices.write" },
      schema: {
        tags,
        summary: "Change the shop's legal details (audited); invoices already issued keep theirs",
        description: "countryCode is the shop's own country: an order sent elsewhere prints each line's origin and HS code.",
        body: ShopLegalDetailsSchema,
        response: { 200: LegalDetailsSchema },
      },
    },
    (request) => invoices.saveLegalDetails(requirePrincipal(request, "invoices.write").actor, request.body),
  );
};
