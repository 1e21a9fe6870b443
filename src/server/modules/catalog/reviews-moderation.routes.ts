import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { ErrorSchema, IdParamSchema } from "../../../domain/schemas/common.ts";
import {
  AdminReviewPageSchema,
  AdminReviewsQuerySchema,
  REVIEW_STATUSES,
  ReviewReplySchema,
  ReviewSettingsSchema,
} from "../../../domain/schemas/review.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const ReviewStateSchema = z.object({
  id: z.int(),
  productId: z.int(),
  status: z.enum(REVIEW_STATUSES),
  reply: z.string().nullable(),
});

/** The back office's review moderation (in the admin API, /api/admin: each route names its permission). */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  app.get(
    "/reviews",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Reviews by state (held by default), newest first; rating and a search by product title or author narrow them",
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewPageSchema, ...errors },
      },
    },
    (request) => catalog.reviewsForStaff(request.query),
  );

  app.get(
    "/reviews/settings",
    {
      config: { permission: "reviews.moderate" },
      schema: { tags, summary: "Whether a posted review is published at once or held", response: { 200: ReviewSettingsSchema, ...errors } },
    },
    async () => ({ moderation: await catalog.reviewModeration() }),
  );

  app.put(
    "/reviews/settings",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Publish posted reviews at once, or hold them for staff",
        body: ReviewSettingsSchema,
        response: { 200: ReviewSettingsSchema, ...errors },
      },
    },
    async (request) => ({
      moderation: await catalog.setReviewModeration(requirePrincipal(request, "reviews.moderate").actor, request.body.moderation),
    }),
  );

  app.post(
    "/reviews/:id/publish",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Publish a held or hidden review; it counts in the product's rating",
        params: IdParamSchema,
        response: { 200: ReviewStateSchema, ...errors },
      },
    },
    (request) => catalog.publishReview(requirePrincipal(request, "reviews.moderate").actor, request.params.id),
  );

  app.post(
    "/reviews/:id/hide",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Hide a held or published review; it leaves the product's page and rating",
        params: IdParamSchema,
        response: { 200: ReviewStateSchema, ...errors },
      },
    },
    (request) => catalog.hideReview(requirePrincipal(request, "reviews.moderate").actor, request.params.id),
  );

  app.put(
    "/reviews/:id/reply",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Write or rewrite the shop's public answer under a review",
        params: IdParamSchema,
        body: ReviewReplySchema,
        response: { 200: ReviewStateSchema, ...errors },
      },
    },
    (request) => catalog.replyToReview(requirePrincipal(request, "reviews.moderate").actor, request.params.id, request.body.reply),
  );

  app.delete(
    "/reviews/:id/reply",
    {
      config: { permission: "reviews.moderate" },
      schema: {
        tags,
        summary: "Remove the shop's answer under a review",
        params: IdParamSchema,
        response: { 200: ReviewStateSchema, ...errors },
      },
    },
    (request) => catalog.removeReviewReply(requirePrincipal(request, "reviews.moderate").actor, request.params.id),
  );
};
