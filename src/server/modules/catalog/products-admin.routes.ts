import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AdminProductPageSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  NewProductSchema,
  ProductSaveSchema,
  StockChangeSchema,
  StockFeedResultSchema,
  StockFeedSchema,
  StockHistoryQuerySchema,
  StockMovementSchema,
  VariantGridSchema,
  VariantSaveSchema,
} from "../../../domain/schemas/catalog-admin.ts";
import { IdParamSchema, MAX_ROW_ID, PaginationSchema } from "../../../domain/schemas/common.ts";
import { PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["catalogue"];
const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;
const stockWrite = { permission: "stock.write" } as const;

/** The largest stock feed (10,000 SKUs with long SKUs and notes) and some room. */
const STOCK_FEED_BYTES = 2 * 1_048_576;

const VariantParamsSchema = z.object({ id: IdParamSchema.shape.id, variantId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/**
 * The catalogue's admin API (inside the /api/admin scope, src/server/http/admin-scope.ts): the
 * staff list, a part's whole record, its saves (with the version they were read at), its state,
 * its units and their ledger, and a feed's units by SKU. The same service as the back office's pages.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogAdmin } = app.services;

  app.get(
    "/products",
    {
      config: read,
      schema: {
        tags,
        summary: "Parts, 50 a page",
        description:
          "Searched by a title in any language or by a part number, SKU, OEM or cross-reference number however typed; filtered by category, brand, state, stock and what a part lacks. Counted up to 10,000, a search's matches up to 2,000 (totalCapped says when there are more: narrow the search).",
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductPageSchema },
      },
    },
    (request) => catalogAdmin.list(request.query),
  );

  app.get(
    "/products/:id",
    {
      config: read,
      schema: { tags, summary: "A part's whole record, with its version", params: IdParamSchema, response: { 200: AdminProductSchema } },
    },
    (request) => catalogAdmin.get(request.params.id),
  );

  app.post(
    "/products",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a part",
        description: "With the units it arrives with (its opening row in the stock ledger). 409 SKU_TAKEN or SLUG_TAKEN.",
        body: NewProductSchema,
        response: { 201: AdminProductSchema },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return reply.code(201).send(await catalogAdmin.create(actor, request.body.fields, request.body.units));
    },
  );

  app.put(
    "/products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Save a part's fields",
        description:
          "Over the version they were read at: a save made on an older version is refused with 409 PRODUCT_CHANGED, so that two callers never overwrite each other. Read the part again, then save. A part sold in variants has no price or sale of its own (its variants have theirs: PUT /products/{id}/variants/{variantId}); a save that names another is refused with 400 PRICED_BY_VARIANTS. A part sold as itself needs its price (400 PRICE_REQUIRED).",
        params: IdParamSchema,
        body: ProductSaveSchema,
        response: { 200: AdminProductSchema },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return catalogAdmin.update(actor, request.params.id, request.body.version, request.body.fields);
    },
  );

  app.put(
    "/products/:id/variants/:variantId",
    {
      config: write,
      schema: {
        tags,
        summary: "Save a variant's numbers, price, sale and picture",
        description:
          "A sale sells at `salePrice` inside its window (either end open); its part shows its cheapest variant's price and sale in the same transaction. `image` is one of the part's pictures, empty for the part's first. 404 VARIANT_NOT_FOUND, 409 SKU_TAKEN or IMAGE_NOT_OF_PART.",
        params: VariantParamsSchema,
        body: VariantSaveSchema,
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.updateVariant(actor, request.params.id, { ...request.body, variantId: request.params.variantId });
      return catalogAdmin.get(request.params.id);
    },
  );

  app.post(
    "/products/:id/duplicate",
    {
      config: write,
      schema: {
        tags,
        summary: "Duplicate a part",
        description:
          "A new draft with the part's fields, specifications, numbers, pictures, fitment, options and variants, its slug and SKUs followed by -copy (and a number when taken); without units, sales, ratings or reviews.",
        params: IdParamSchema,
        response: { 201: AdminProductSchema },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      const id = await catalogAdmin.duplicatePart(actor, request.params.id);
      return reply.code(201).send(await catalogAdmin.get(id));
    },
  );

  app.delete(
    "/products/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a part",
        description:
          "Off the storefront, its lists, feeds and files; its address answers 410. Its row stays for the orders that name it (their lines and invoices are as sold) and is listed with `state=deleted`; POST /products/{id}/restore brings it back hidden. Deleting a deleted part changes nothing.",
        params: IdParamSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.deletePart(actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/products/:id/restore",
    {
      config: write,
      schema: { tags, summary: "Restore a deleted part, hidden", params: IdParamSchema, response: { 200: AdminProductSchema } },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.restorePart(actor, request.params.id);
      return catalogAdmin.get(request.params.id);
    },
  );

  app.put(
    "/products/:id/schedule",
    {
      config: write,
      schema: {
        tags,
        summary: "Publish a draft or hidden part at a time",
        description:
          "The shop shows the part within half a minute of `at` (an ISO 8601 time with its offset); null forgets the time. 409 PART_SHOWN for a shown part, PART_DELETED for a deleted one; 400 PUBLISH_IN_PAST.",
        params: IdParamSchema,
        body: z.object({ at: z.iso.datetime({ offset: true }).nullable() }),
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.schedulePart(actor, request.params.id, request.body.at === null ? null : new Date(request.body.at));
      return catalogAdmin.get(request.params.id);
    },
  );

  app.put(
    "/products/:id/variants",
    {
      config: write,
      schema: {
        tags,
        summary: "Save every variant's SKU, price, sale price, units, weight and barcode at once",
        description:
          "One transaction: every row is saved or none. Units are set as a count in the stock ledger, never below the units held for open payments (409 UNITS_HELD); a sale keeps its window. 404 VARIANT_NOT_FOUND for a variant of another part; 409 SKU_TAKEN.",
        params: IdParamSchema,
        body: VariantGridSchema,
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.saveVariantGrid(actor, request.params.id, request.body);
      return catalogAdmin.get(request.params.id);
    },
  );

  app.delete(
    "/products/:id/variants/:variantId",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove a variant",
        description:
          "With its units and their ledger (the audit log keeps what it held); past orders keep their lines as sold. 404 VARIANT_NOT_FOUND; 409 LAST_VARIANT (delete the part instead) or VARIANT_UNITS_HELD (units held for an open payment).",
        params: VariantParamsSchema,
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.removeVariant(actor, request.params.id, request.params.variantId);
      return catalogAdmin.get(request.params.id);
    },
  );

  app.delete(
    "/products/:id/options/:optionId/values/:valueId",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove an option's value, and the variants that have it",
        description: "404 OPTION_NOT_FOUND or VALUE_NOT_FOUND; 409 LAST_VARIANT (an option keeps one value) or VARIANT_UNITS_HELD.",
        params: z.object({
          id: IdParamSchema.shape.id,
          optionId: z.coerce.number().int().positive().max(MAX_ROW_ID),
          valueId: z.coerce.number().int().positive().max(MAX_ROW_ID),
        }),
        response: { 200: AdminProductSchema },
      },
    },
    async (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.removeOptionValue(actor, request.params.id, request.params.optionId, request.params.valueId);
      return catalogAdmin.get(request.params.id);
    },
  );

  app.put(
    "/products/:id/status",
    {
      config: write,
      schema: {
        tags,
        summary: "Show, hide or draft a part",
        params: IdParamSchema,
        body: z.object({ status: z.enum(PRODUCT_STATUSES) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      await catalogAdmin.setStatus(actor, request.params.id, request.body.status);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/products/:id/stock",
    {
      config: stockWrite,
      schema: {
        tags,
        summary: "Record a change of a part's (or a variant's) units",
        description:
          "A receipt, damage or return moves the units by `units`; a correction (a count) sets them to it. Never below zero (409 NOT_ENOUGH_UNITS) nor below the units held for open payments (409 UNITS_HELD); a part sold in variants needs `variantId` (400 VARIANT_REQUIRED).",
        params: IdParamSchema,
        body: StockChangeSchema,
        response: { 200: z.object({ units: z.int(), held: z.int() }) },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "stock.write");
      return catalogAdmin.changeStock(actor, request.params.id, request.body);
    },
  );

  app.get(
    "/products/:id/stock",
    {
      config: read,
      schema: {
        tags,
        summary: "A part's stock ledger, newest first",
        description:
          "Every change of its units and of the units held for payments: what, who, why, before and after. `variant` narrows it to one variant.",
        params: IdParamSchema,
        querystring: StockHistoryQuerySchema,
        response: { 200: z.object({ data: z.array(StockMovementSchema), pagination: PaginationSchema }) },
      },
    },
    (request) => catalogAdmin.stockHistory(request.params.id, request.query.variant, request.query.page),
  );

  app.put(
    "/stock",
    {
      config: stockWrite,
      bodyLimit: STOCK_FEED_BYTES,
      schema: {
        tags,
        summary: "Set the units of up to 10,000 SKUs at once (a supplier's or warehouse's feed)",
        description:
          "Each SKU is a part's or a variant's. One transaction: every known SKU is set (a count in the ledger, named for the caller), except one whose units would be fewer than are held for open payments (`refused`); SKUs the shop does not know are listed in `unknown`.",
        body: StockFeedSchema,
        response: { 200: StockFeedResultSchema },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "stock.write");
      return catalogAdmin.setStockBySku(actor, request.body);
    },
  );
};
