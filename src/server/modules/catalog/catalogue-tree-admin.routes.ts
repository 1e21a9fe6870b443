import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AdminBrandSchema,
  AdminCategorySchema,
  BrandFieldsSchema,
  BrandQuerySchema,
  CategoryFieldsSchema,
  CategoryMoveSchema,
  CategoryRenameSchema,
  HiddenSchema,
} from "../../../domain/schemas/catalogue-tree-admin.ts";
import { IdParamSchema, PaginationSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;
const NoContent = { 204: z.null() };

/**
 * Categories and brands in the admin API (inside the /api/admin scope): the tree, made, renamed,
 * moved, hidden and deleted when empty; the same service as the back office's pages.
 */
export const catalogueTreeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogueTree } = app.services;
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, "catalog.write").actor;

  // --- categories --------------------------------------------------------------------------------
  const categoryTags = ["categories"];

  app.get(
    "/categories",
    {
      config: read,
      schema: {
        tags: categoryTags,
        summary: "Every category, in the tree's order",
        description: "A parent before its subcategories, each with its depth, how many parts it holds directly and how many subcategories.",
        response: { 200: z.array(AdminCategorySchema) },
      },
    },
    () => catalogueTree.categories(),
  );

  app.post(
    "/categories",
    {
      config: write,
      schema: {
        tags: categoryTags,
        summary: "Add a category",
        description: "At the end of its parent's subcategories (or of the top). 409 CATEGORY_SLUG_TAKEN.",
        body: CategoryFieldsSchema,
        response: { 201: AdminCategorySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await catalogueTree.createCategory(actorOf(request), request.body)),
  );

  app.put(
    "/categories/:id",
    {
      config: write,
      schema: {
        tags: categoryTags,
        summary: "Rename a category (English, Russian, Arabic) and set its slug",
        params: IdParamSchema,
        body: CategoryRenameSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.renameCategory(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/categories/:id/place",
    {
      config: write,
      schema: {
        tags: categoryTags,
        summary: "Move a category in the tree",
        description:
          "Under `parentId` (null: the top) at `position` among its new siblings (the end when absent). 409 CATEGORY_CYCLE when the parent is the category itself or one of its subcategories.",
        params: IdParamSchema,
        body: CategoryMoveSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.moveCategory(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/categories/:id/hidden",
    {
      config: write,
      schema: {
        tags: categoryTags,
        summary: "Hide a category (and what is under it) from the storefront, or show it",
        description: "Its parts stay on sale: found by search, by vehicle and on their own pages.",
        params: IdParamSchema,
        body: HiddenSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.setCategoryHidden(actorOf(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/categories/:id",
    {
      config: write,
      schema: {
        tags: categoryTags,
        summary: "Delete an empty category",
        description: "409 CATEGORY_NOT_EMPTY while it holds parts or subcategories (how many: its row in GET /categories).",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.deleteCategory(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- brands ------------------------------------------------------------------------------------
  const brandTags = ["brands"];

  app.get(
    "/brands",
    {
      config: read,
      schema: {
        tags: brandTags,
        summary: "Brands by name, 50 a page",
        description: "Searched by name or slug; each with how many parts it has.",
        querystring: BrandQuerySchema,
        response: { 200: z.object({ data: z.array(AdminBrandSchema), pagination: PaginationSchema }) },
      },
    },
    (request) => catalogueTree.brands(request.query.q, request.query.page),
  );

  app.post(
    "/brands",
    {
      config: write,
      schema: {
        tags: brandTags,
        summary: "Add a brand",
        description: "409 BRAND_SLUG_TAKEN.",
        body: BrandFieldsSchema,
        response: { 201: AdminBrandSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await catalogueTree.createBrand(actorOf(request), request.body)),
  );

  app.put(
    "/brands/:id",
    {
      config: write,
      schema: { tags: brandTags, summary: "Rename a brand", params: IdParamSchema, body: BrandFieldsSchema, response: NoContent },
    },
    async (request, reply) => {
      await catalogueTree.updateBrand(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/brands/:id/hidden",
    {
      config: write,
      schema: {
        tags: brandTags,
        summary: "Hide a brand from the storefront's brand lists, or show it",
        description: "Its parts stay on sale.",
        params: IdParamSchema,
        body: HiddenSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.setBrandHidden(actorOf(request), request.params.id, request.body.hidden);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/brands/:id",
    {
      config: write,
      schema: {
        tags: brandTags,
        summary: "Delete a brand no part has",
        description: "409 BRAND_NOT_EMPTY while parts have it (how many: its row in GET /brands).",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await catalogueTree.deleteBrand(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
