import { data } from "react-router";

import { appContext } from "#app-context";

import { NotFoundError } from "../../../domain/errors.ts";
import { cardProduct } from "../../../domain/product.ts";
import { SlugSchema } from "../../../domain/schemas/common.ts";
import { partTag, PLACEMENT_TAG } from "../../../domain/shown-tags.ts";
import type { Route } from "./+types/featured";

/** Featured parts per home-page tab. */
export const FEATURED_LIMIT = 10;

/**
 * The home page's featured tabs load a department's featured parts from here (spec §7
 * GET /products/featured with categorySlug, called through the service, not over HTTP).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, shows } = context.get(appContext);
  const slug = params.slug ?? null;
  if (slug !== null && !SlugSchema.safeParse(slug).success) throw data({ message: "Category Not Found" }, { status: 404 });
  try {
    const products = await services.catalog.collection("featured", FEATURED_LIMIT, slug ?? undefined);
    shows([...products.map((part) => partTag(part.id)), PLACEMENT_TAG]);
    return data({ slug, products: products.map(cardProduct) }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: "Category Not Found" }, { status: 404 });
    throw error;
  }
}
