import { redirect } from "react-router";

import { countryCodeOf } from "../../../domain/countries.ts";
import { COUNTRY_COOKIE } from "../../../domain/preference-cookies.ts";
import { preferenceCookie } from "../../lib/preferences.ts";
import type { Route } from "./+types/country";

/** Only a path of this shop: never another site (`//evil.example`). */
const samePath = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";

/**
 * The footer's "Prices for" choice (decision 040): the country whose tax the prices show, kept in
 * a cookie like the currency, then back to the page it was chosen on. A name the shop does not
 * know changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const code = countryCodeOf(String(form.get("country") ?? ""));
  const headers = new Headers();
  if (code) headers.append("Set-Cookie", preferenceCookie(COUNTRY_COOKIE, code));
  return redirect(samePath(form.get("returnTo")), { headers });
}
