import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { SeoSchema } from "../../../domain/schemas/catalog.ts";
import { ErrorSchema, LocalizedTextSchema, PaginationSchema } from "../../../domain/schemas/common.ts";
import { ContactMessageSchema } from "../../../domain/schemas/contact.ts";

const BlogBodySchema = z.object({ excerpt: z.string(), paragraphs: z.array(z.string()) });

const BlogPostSchema = z.object({
  _id: z.int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  excerpt: z.string(),
  paragraphs: z.array(z.string()),
  translations: z
    .object({ ru: BlogBodySchema.optional(), ar: BlogBodySchema.optional() })
    .describe("The excerpt and paragraphs in Russian and Arabic where the post is translated; English above"),
  image: z.string(),
  author: z.string(),
  category: z.string(),
  date: z.string(),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;

  app.get(
    "/seo/*",
    {
      schema: {
        tags: ["content"],
        summary: "Meta title, description and keywords of a page path",
        params: z.object({ "*": z.string().max(300) }),
        response: { 200: SeoSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({ data: await content.seo(request.params["*"]) }),
  );

  app.get(
    "/blog",
    {
      schema: {
        tags: ["content"],
        summary: "Blog posts, newest first",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(8),
          page: z.coerce.number().int().min(1).default(1),
        }),
        response: { 200: z.object({ data: z.array(BlogPostSchema), pagination: PaginationSchema }), 400: ErrorSchema },
      },
    },
    (request) => content.blogList(request.query.page, request.query.limit),
  );

  app.get(
    "/blog/:id",
    {
      schema: {
        tags: ["content"],
        summary: "A blog post by id or slug",
        params: z.object({ id: z.string().max(120) }),
        response: { 200: BlogPostSchema, 404: ErrorSchema },
      },
    },
    (request) => content.blogPost(request.params.id),
  );

  app.post(
    "/contact",
    {
      schema: {
        tags: ["content"],
        summary: "A message to the shop (the contact form); 201 when it is on its way",
        description: "The message is e-mailed to the shop. Limited per client address, per sender and for the whole shop (429).",
        body: ContactMessageSchema,
        response: { 201: z.object({ message: z.string() }), 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await content.sendContactMessage(request.body, request.ip);
      return reply.code(201).send({ message: "Thank you. Your message has been sent." });
    },
  );
};
