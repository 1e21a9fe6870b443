import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { BUILD_LIMITS, BUILD_STATUSES, BuildRejectionSchema } from "../../../domain/builds.ts";
import { InvalidInputError } from "../../../domain/errors.ts";
import { ErrorSchema, IdParamSchema, PageSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";
import { requireUser } from "../accounts/index.ts";
import { PHOTO_MAX_BYTES } from "../media/index.ts";
import { BUILD_TOO_MANY_PHOTOS } from "./builds.service.ts";

const tags = ["builds"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const SlugParams = z.object({ slug: z.string().min(1).max(120) });
const Json = z.unknown().describe("See the summary");

/** /guest-post's builds, a build's page, and submitting one (a signed-in customer, as multipart). */
export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { builds } = app.services;
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: BUILD_LIMITS.photos.max + 1, fields: 60, fieldSize: 20_000, parts: 80 },
  });

  app.get(
    "/builds",
    {
      schema: {
        tags,
        summary: "Published builds, newest first, 12 a page; make and model narrow them",
        querystring: z.object({ make: z.string().max(60).optional(), model: z.string().max(60).optional(), page: PageSchema }),
        response: { 200: Json, 400: ErrorSchema },
      },
    },
    (request) => builds.published(request.query),
  );

  app.get(
    "/builds/:slug",
    {
      schema: {
        tags,
        summary: "A build: its story, photos, vehicle and the parts on it",
        params: SlugParams,
        response: { 200: Json, 404: ErrorSchema },
      },
    },
    (request) => {
      const user = request.user;
      return builds.bySlug(request.params.slug, user ? { id: user.id, staff: user.role !== null } : null);
    },
  );

  app.post(
    "/builds",
    {
      schema: {
        tags,
        summary: "Submit a build (multipart: title, story, vehicleId, partIds repeated, photos as files); it waits for staff",
        description: `Photos: JPEG, PNG or WebP, at most ${BUILD_LIMITS.photos.max}, each at most 15 MB; they are checked by content, re-encoded and stripped of every metadata (GPS included). Their pixels are counted on their headers before any is decoded: each photo and the build's photos together have a budget (PHOTO_MAX_MEGAPIXELS, BUILD_MAX_MEGAPIXELS; 400 over either). Photos are prepared one at a time in a queue: a 503 with Retry-After when it is full or the build's photos cannot be done in time. Only an accepted build counts against the day's five.`,
        response: { 201: Json, ...errors, 413: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new InvalidInputError("Send the build as a form with its photos (multipart/form-data).");
      await builds.assertMaySubmit(user.id);
      const fields: Record<string, string> = {};
      const partIds: string[] = [];
      const files: Uint8Array[] = [];
      // Each photo's header is read as it arrives: once one is refused, or the build is over its
      // pixel budget, the photos still coming are read past and not kept (up to 180 MB otherwise).
      const budget = builds.photoBudget();
      let refusal: unknown = null;
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (refusal) {
            part.file.resume();
            continue;
          }
          if (files.length === BUILD_LIMITS.photos.max) throw new InvalidInputError(BUILD_TOO_MANY_PHOTOS);
          const bytes = await part.toBuffer();
          if (bytes.length === 0) continue;
          try {
            await budget.add(bytes);
            files.push(bytes);
          } catch (error) {
            refusal = error;
          }
        } else if (part.fieldname === "partIds") partIds.push(String(part.value));
        else fields[part.fieldname] = String(part.value);
      }
      if (refusal) throw refusal;
      const build = await builds.submit(user.id, { ...fields, partIds }, files);
      return reply.code(201).send(build);
    },
  );

  app.get(
    "/user/builds",
    {
      schema: {
        tags,
        summary: "The signed-in customer's builds, with their state and any reason given",
        response: { 200: Json, 401: ErrorSchema },
      },
    },
    (request) => builds.mine(requireUser(request).id),
  );
};

/** The back office's builds (in the admin API, /api/admin: each route names its permission). */
export const buildsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { builds } = app.services;
  const adminTags = ["back office"];

  app.get(
    "/builds",
    {
      config: { permission: "builds.read" },
      schema: {
        tags: adminTags,
        summary: "Builds by state, oldest waiting first",
        querystring: z.object({ status: z.enum(BUILD_STATUSES).optional(), page: PageSchema }),
        response: { 200: Json, ...errors },
      },
    },
    (request) => builds.forStaff(request.query),
  );

  app.get(
    "/builds/:id",
    {
      config: { permission: "builds.read" },
      schema: { tags: adminTags, summary: "One build, whatever its state", params: IdParamSchema, response: { 200: Json, ...errors } },
    },
    (request) => builds.forStaffById(request.params.id),
  );

  app.post(
    "/builds/:id/approve",
    {
      config: { permission: "builds.moderate" },
      schema: {
        tags: adminTags,
        summary: "Publish a waiting or taken-down build",
        params: IdParamSchema,
        response: { 200: Json, ...errors },
      },
    },
    (request) => builds.approve(requirePrincipal(request, "builds.moderate").actor, request.params.id),
  );

  app.post(
    "/builds/:id/reject",
    {
      config: { permission: "builds.moderate" },
      schema: {
        tags: adminTags,
        summary: "Refuse a waiting build; the reason is mailed to its author",
        params: IdParamSchema,
        body: BuildRejectionSchema,
        response: { 200: Json, ...errors },
      },
    },
    (request) => builds.reject(requirePrincipal(request, "builds.moderate").actor, request.params.id, request.body.reason),
  );

  app.post(
    "/builds/:id/unpublish",
    {
      config: { permission: "builds.moderate" },
      schema: { tags: adminTags, summary: "Take a published build down", params: IdParamSchema, response: { 200: Json, ...errors } },
    },
    (request) => builds.unpublish(requirePrincipal(request, "builds.moderate").actor, request.params.id),
  );
};
