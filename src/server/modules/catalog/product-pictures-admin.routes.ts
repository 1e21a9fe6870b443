import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { InvalidInputError } from "../../../domain/errors.ts";
import { IdParamSchema, RowIdSchema } from "../../../domain/schemas/common.ts";
import {
  AdminPictureSchema,
  PICTURE_LIMITS,
  PICTURE_REFUSALS,
  PictureAltSchema,
  PictureOrderSchema,
} from "../../../domain/schemas/product-pictures.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["catalogue"];
const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;

const PictureParamsSchema = z.object({ id: z.coerce.number().pipe(RowIdSchema), imageId: z.coerce.number().pipe(RowIdSchema) });
const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "application/octet-stream"];
const FILE_MAX_BYTES = PICTURE_LIMITS.fileMegabytes * 1024 * 1024;

/**
 * A part's pictures in the admin API: one picture a request, its bytes as the body (whatever its
 * declared type, the shop reads what the bytes are), put in order, described, removed.
 */
export const productPicturesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productPictures } = app.services;

  // The picture's bytes, whole (at most FILE_MAX_BYTES, fastify's bodyLimit on the route).
  app.addContentTypeParser(PICTURE_TYPES, { parseAs: "buffer", bodyLimit: FILE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    "/products/:id/pictures",
    {
      config: read,
      schema: { tags, summary: "A part's pictures, first first", params: IdParamSchema, response: { 200: z.array(AdminPictureSchema) } },
    },
    (request) => productPictures.pictures(request.params.id),
  );

  app.post(
    "/products/:id/pictures",
    {
      config: write,
      bodyLimit: FILE_MAX_BYTES,
      schema: {
        tags,
        summary: "Add a picture after the part's last one",
        description: `The picture's bytes as the body (image/jpeg, image/png, image/webp or application/octet-stream), at most ${PICTURE_LIMITS.fileMegabytes} MB. It is checked by its bytes and written again as WebP without its metadata. 400 ${PICTURE_REFUSALS.notAPhoto}, ${PICTURE_REFUSALS.damaged} or ${PICTURE_REFUSALS.tooManyPixels}; 409 TOO_MANY_PICTURES past ${PICTURE_LIMITS.perPart} a part; 503 ${PICTURE_REFUSALS.busy} with Retry-After while the shop prepares many photos.`,
        params: IdParamSchema,
        consumes: PICTURE_TYPES,
        response: { 201: z.array(AdminPictureSchema) },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      if (!Buffer.isBuffer(request.body)) throw new InvalidInputError(PICTURE_REFUSALS.missing);
      const pictures = await productPictures.addPictures(actor, request.params.id, [new Uint8Array(request.body)]);
      return reply.code(201).send(pictures);
    },
  );

  app.put(
    "/products/:id/pictures/order",
    {
      config: write,
      schema: {
        tags,
        summary: "Put a part's pictures in order",
        description:
          "Every picture of the part, each once, first first; an order that misses one or names another part's is refused with 409 PICTURES_CHANGED.",
        params: IdParamSchema,
        body: PictureOrderSchema,
        response: { 200: z.array(AdminPictureSchema) },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return productPictures.orderPictures(actor, request.params.id, request.body.order);
    },
  );

  app.put(
    "/products/:id/pictures/:imageId/alt",
    {
      config: write,
      schema: {
        tags,
        summary: "Say what a picture shows, in each language",
        params: PictureParamsSchema,
        body: PictureAltSchema,
        response: { 200: AdminPictureSchema },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return productPictures.describePicture(actor, request.params.id, request.params.imageId, request.body);
    },
  );

  app.delete(
    "/products/:id/pictures/:imageId",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove a picture",
        description: "The others close up; a variant shown in it shows the part's first picture.",
        params: PictureParamsSchema,
        response: { 200: z.array(AdminPictureSchema) },
      },
    },
    (request) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return productPictures.removePicture(actor, request.params.id, request.params.imageId);
    },
  );
};
