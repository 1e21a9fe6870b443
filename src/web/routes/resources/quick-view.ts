import { appContext } from "#app-context";

import { NotFoundError } from "../../../domain/errors.ts";
import type { ProductDetailView } from "../../../domain/product.ts";
import { partTag, unitsTags } from "../../../domain/shown-tags.ts";
import type { Route } from "./+types/quick-view";

/**
 * The quick view's product (spec §4), fetched by the dialog through useFetcher. Never throws:
 * an unknown or hidden product is an empty answer, which opens nothing; a failure says so.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<{ product: ProductDetailView | null; failed: boolean }> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return { product: null, failed: false };
  try {
    const app = context.get(appContext);
    const product = await app.services.catalog.productById(id);
    app.shows([partTag(product.id), ...unitsTags(product.id)]);
    return { product, failed: false };
  } catch (error) {
    if (error instanceof NotFoundError) return { product: null, failed: false };
    console.error("quick view: could not load product", id, error);
    return { product: null, failed: true };
  }
}
