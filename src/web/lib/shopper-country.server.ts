// The country a shopper's prices are shown for (decision 040): the one they chose (a cookie, part
// of a guest page's kept key), else a signed-in customer's default address's, else none (the
// shop's own).
import { countryCodeOf } from "../../domain/countries.ts";
import { countryOfCookie } from "../../domain/preference-cookies.ts";

export async function shopperCountry(
  request: Request,
  /** A signed-in customer's default address; null for a guest. */
  defaultAddress: (() => Promise<{ country: string } | null>) | null,
): Promise<string | null> {
  const chosen = countryOfCookie(request.headers.get("cookie"));
  if (chosen || !defaultAddress) return chosen;
  const address = await defaultAddress();
  return address ? countryCodeOf(address.country) : null;
}
