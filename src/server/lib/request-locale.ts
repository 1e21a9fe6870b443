import type { FastifyRequest } from "fastify";

import { chooseLocale, type Locale } from "../../domain/locales.ts";
import { LANGUAGE_COOKIE } from "../../domain/preference-cookies.ts";

/** The language an API call is made in: the shopper's language cookie, else their browser's; what its mails are written in. */
export const requestLocale = (request: FastifyRequest): Locale =>
  chooseLocale(null, request.cookies[LANGUAGE_COOKIE] ?? null, request.headers["accept-language"] ?? null);
