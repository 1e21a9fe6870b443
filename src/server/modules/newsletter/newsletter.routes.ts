import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { InvalidInputError } from "../../../domain/errors.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { NewsletterSchema } from "../../../domain/schemas/contact.ts";
import { INVALID_NEWSLETTER_EMAIL } from "../../../domain/schemas/contact-rules.ts";
import { requestLocale } from "../../lib/request-locale.ts";

const tags = ["newsletter"];
/** A mailed link's token: bounded before it is read, whatever arrives. */
const TokenSchema = z.string().min(1).max(200);
const EmailAnswer = z.object({ message: z.string(), email: z.string() });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;
  // RFC 8058: a mail program's one-click unsubscribe posts "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    "/newsletter/subscribe",
    {
      schema: {
        tags,
        summary: "Newsletter sign-up; 201 on success",
        description:
          "Mails the address a confirmation link in the shopper's language (cookie `lang`, then Accept-Language); the address receives the newsletter once the link is opened. The answer is the same whatever the address's state.",
        body: z.object({ email: z.string().describe("A normal e-mail address (spec §5)") }),
        response: { 201: z.object({ message: z.string() }), 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // spec §5: a normal address, not the loose sign-up check; the answer is the spec's message alone.
      const parsed = NewsletterSchema.safeParse(request.body);
      if (!parsed.success) throw new InvalidInputError(INVALID_NEWSLETTER_EMAIL);
      const locale = requestLocale(request);
      await newsletter.subscribe(parsed.data.email, locale, request.ip);
      return reply.code(201).send({ message: "You have successfully subscribed to our newsletter." });
    },
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        tags,
        summary: "Confirms a sign-up with the token of its mailed link",
        body: z.object({ token: TokenSchema }),
        response: { 200: EmailAnswer, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { email } = await newsletter.confirm(request.body.token);
      return { message: "Your subscription is confirmed.", email };
    },
  );

  app.post(
    "/newsletter/unsubscribe",
    {
      schema: {
        tags,
        summary: "Unsubscribes the address of a newsletter's unsubscribe link",
        body: z.object({ token: TokenSchema }),
        response: { 200: EmailAnswer, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { email } = await newsletter.unsubscribe(request.body.token);
      return { message: "You are unsubscribed from the newsletter.", email };
    },
  );

  app.post(
    "/newsletter/unsubscribe/:token",
    {
      // Mail programs post here from their own servers; the signed token is the proof, not the origin.
      config: { skipOriginCheck: true },
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every newsletter mail",
        params: z.object({ token: TokenSchema }),
        response: { 200: EmailAnswer, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { email } = await newsletter.unsubscribe(request.params.token);
      return { message: "You are unsubscribed from the newsletter.", email };
    },
  );
};
