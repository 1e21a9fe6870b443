// Which storefront pages a guest may be sent from the response cache, and under what key: the
// key holds everything the page's render reads from the request, read by the same functions the
// render uses (so that no odd Cookie header can file one language's page under another's key).
import type { FastifyRequest } from "fastify";

import { chooseLocale } from "../../domain/locales.ts";
import {
  countryOfCookie,
  CURRENCY_COOKIE,
  currencyOfCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  readCookie,
  vehicleIdFromCookie,
} from "../../domain/preference-cookies.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../modules/accounts/index.ts";

/**
 * The catalogue's pages and the published builds, and their data requests (`.data`, client-side
 * navigation; the home page's is `/_.data`): the same for every guest with the same language,
 * currency, country and vehicle. Carts, checkout, the account, the back office and anything else are never
 * kept.
 */
const GUEST_PAGES =
  /^\/(?:_|_root|shop|product-category\/[^/?]+(?:\/products)?|product\/[^/?]+|about-us|terms|faq|privacy-policy|refund-and-returns|contact-us|blog(?:\/[^/?]+)?|guest-post(?:\/[^/?]+)?|resources\/quick-view\/[^/?]+|resources\/featured(?:\/[^/?]+)?|resources\/home-rows|resources\/departments|search|vehicles\/[^/?]+\/[^/?]+(?:\/\d{4})?)?(?:\.data)?$/;

/** The cache key of a guest's catalogue page, or null when this request must be rendered for itself. */
export function guestPageKey(request: FastifyRequest): string | null {
  const cookieHeader = request.headers.cookie ?? null;
  // A session cookie, valid or not and under either name (http or https), is a customer's page:
  // never shared, never kept.
  for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) if (request.cookies[name] || readCookie(cookieHeader, name)) return null;
  const url = new URL(request.originalUrl, "http://shop");
  if (!GUEST_PAGES.test(url.pathname)) return null;
  const locale = chooseLocale(
    url.searchParams.get(LANGUAGE_PARAM),
    readCookie(cookieHeader, LANGUAGE_COOKIE),
    request.headers["accept-language"],
  );
  const currency = currencyOfCookie(readCookie(cookieHeader, CURRENCY_COOKIE));
  const vehicle = vehicleIdFromCookie(cookieHeader) ?? "";
  // Prices show with or without tax by the country (decision 040): none chosen is the shop's own.
  const country = countryOfCookie(cookieHeader) ?? "";
  return `${locale} ${currency} ${country} ${vehicle} ${request.protocol}://${request.host}${request.originalUrl}`;
}
