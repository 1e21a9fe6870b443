import { appContext } from "#app-context";

import { refusalOf } from "../../../domain/errors.ts";
import { type ShippingQuote, ShippingQuoteRequestSchema } from "../../../domain/schemas/shipping.ts";
import type { Route } from "./+types/shipping-offers";

export type ShippingOffersAnswer = { quote: ShippingQuote; refusal: null } | { quote: null; refusal: string };

/**
 * The checkout's delivery choices for the cart and the address typed so far (a fetcher posts them
 * as JSON): the methods that send it, priced by the server as the order will be. Never kept: it
 * answers one shopper's cart.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ShippingOffersAnswer> {
  const { services, reportError } = context.get(appContext);
  const parsed = ShippingQuoteRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { quote: null, refusal: "invalid" };
  try {
    return { quote: await services.checkout.shippingQuote(parsed.data), refusal: null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { quote: null, refusal: refusal.message };
    reportError(error);
    return { quote: null, refusal: "unavailable" };
  }
}
