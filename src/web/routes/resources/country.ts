import { redirect } from "react-router";

import { countryCodeOf } from "../../../domain/countries.ts";
import { COUNTRY_COOKIE } from "../../../domain/preference-cookies.ts";
import { preferenceCookie } from "../../lib/preferences.ts";
import { sameSitePath } from "../../lib/same-site-path.ts";
import type { Route } from "./+types/country";

/**
 * The "Prices for" choice (the country page) (decision 040): the country whose tax the prices show, kept in
 * a cookie like the currency, then back to the page it was chosen on. A name the shop does not
 * know changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const code = countryCodeOf(String(form.get("country") ?? ""));
  const headers = new Headers();
  if (code) headers.append("Set-Cookie", preferenceCookie(COUNTRY_COOKIE, code));
  const returnTo = form.get("returnTo");
  return redirect(sameSitePath(typeof returnTo === "string" ? returnTo : null) ?? "/", { headers });
}
