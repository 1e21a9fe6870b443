import { appContext } from "#app-context";

import { localCountryName } from "../../../domain/countries.ts";
import { resolveLocale } from "../../lib/preferences.ts";
import { shopperCountry } from "../../lib/shopper-country.server.ts";
import type { Route } from "./+types/sendable";

export type SendableAnswer = { country: string; sendable: boolean } | { country: null; sendable: null };

/**
 * Whether a part can be sent to the shopper's country (the one they chose, else their default
 * address's): its page says so when it cannot. Never kept: it answers one shopper's country.
 */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<SendableAnswer> {
  const { services, user } = context.get(appContext);
  const id = Number(params.id);
  const country = await shopperCountry(request, user ? () => services.addresses.defaultOf(user.id) : null);
  if (!country || !Number.isSafeInteger(id) || id <= 0) return { country: null, sendable: null };
  const sendable = await services.checkout.sendable(id, country);
  if (sendable === null) return { country: null, sendable: null };
  return { country: localCountryName(country, resolveLocale(request).locale), sendable };
}
