import { appContext } from "#app-context";

import { cardProduct } from "../../../domain/product.ts";
import type { Route } from "./+types/home-rows";

/** Cards per product row of the home page. */
export const HOME_ROW_LIMIT = 10;

/**
 * The home page's product rows below the featured parts (spec §7 best-seller, top-rated,
 * special-offer and new-arrival lists, through the service): the page asks for them once it has
 * hydrated, so its own HTML carries ten cards instead of fifty (docs/performance.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(appContext).services;
  const [bestSellers, topRated, specialOffers, newArrivals] = await Promise.all([
    catalog.collection("best-seller", HOME_ROW_LIMIT),
    catalog.collection("top-rated", HOME_ROW_LIMIT),
    catalog.collection("special-offer", HOME_ROW_LIMIT),
    catalog.collection("new-arrival", HOME_ROW_LIMIT),
  ]);
  return {
    bestSellers: bestSellers.map(cardProduct),
    topRated: topRated.map(cardProduct),
    specialOffers: specialOffers.map(cardProduct),
    newArrivals: newArrivals.map(cardProduct),
  };
}
