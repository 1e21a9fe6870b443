import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import { type Locale, LOCALES } from "../../domain/locales.ts";

const FILES = LOCALES.map((locale) => `${locale}.json`) as [string, ...string[]];

/** spec §7: GET /i18n/{locale}.json for en, ru and ar, English merged under the chosen locale. */
export const i18nRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get("/i18n/:file", { schema: { hide: true, params: z.object({ file: z.enum(FILES) }) } }, async (request, reply) => {
    const locale = request.params.file.slice(0, 2) as Locale;
    reply.header("cache-control", "public, max-age=300");
    return scope.services.translations.messages(locale);
  });
};
