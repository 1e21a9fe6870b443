import { redirect } from "react-router";

import type { AppContext } from "#app-context";

import { pageUrlOf } from "./page-url.ts";

/** Where a guest signs in before coming back to the page they asked for. */
export function signInUrl(request: Request): string {
  const url = pageUrlOf(request.url);
  return `/account/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The signed-in customer of an account page; a guest is sent to sign in and comes back here
 * afterwards. The account layout's middleware runs it first; loaders and actions call it again
 * for the customer's id (and so that no account page ever answers a guest).
 */
export function requireCustomer(app: AppContext, request: Request): NonNullable<AppContext["user"]> {
  if (!app.user) throw redirect(signInUrl(request));
  return app.user;
}
