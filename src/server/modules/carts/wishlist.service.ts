import type { Database } from "../../../db/client.ts";
import { MAX_WISHLIST_ITEMS } from "../../../domain/cart-check.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { cardProduct, toProductView } from "../../../domain/product.ts";
import type { WishlistDto } from "../../../domain/schemas/carts.ts";
import type { CatalogService } from "../catalog/index.ts";
import { PRODUCT_NOT_FOUND } from "./carts.service.ts";
import { createWishlistRepository } from "./wishlist.repository.ts";

/** What the wishlist reads of the catalogue: shown parts as cards read them. */
export type WishlistCatalog = Pick<CatalogService, "productsInOrder">;

/**
 * A signed-in customer's wishlist kept on the server (spec §4 rules: one of each part), merged
 * with a guest's on sign-in as their union (decision 042). Each change answers the whole list.
 */
export function createWishlistService(db: Database, deps: { catalog: WishlistCatalog }) {
  /** The list as cards: parts no longer shown drop out of the answer (and come back if shown again). */
  async function read(userId: string): Promise<WishlistDto> {
    const ids = await createWishlistRepository(db).productIds(userId);
    const products = await deps.catalog.productsInOrder(ids);
    return { items: products.map((p) => cardProduct(toProductView(p))) };
  }

  async function addIn(userId: string, productIds: readonly number[], keepWhatFits: boolean): Promise<void> {
    const known = new Set((await deps.catalog.productsInOrder([...new Set(productIds)])).map((p) => p.id));
    await db.transaction(async (tx) => {
      const list = createWishlistRepository(tx);
      await list.lock(userId);
      const held = new Set(await list.productIds(userId));
      let fresh = [...new Set(productIds)].filter((id) => known.has(id) && !held.has(id));
      if (held.size + fresh.length > MAX_WISHLIST_ITEMS) {
        if (!keepWhatFits) throw new ConflictError(`A wishlist holds at most ${MAX_WISHLIST_ITEMS} parts`);
        fresh = fresh.slice(0, Math.max(0, MAX_WISHLIST_ITEMS - held.size));
      }
      // One row at a time, so each keeps its own time and the list its order.
      for (const id of fresh) await list.add(userId, id);
    });
  }

  return {
    get: read,

    async add(userId: string, productId: number): Promise<WishlistDto> {
      if ((await deps.catalog.productsInOrder([productId])).length === 0) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await addIn(userId, [productId], false);
      return read(userId);
    },

    async remove(userId: string, productId: number): Promise<WishlistDto> {
      await createWishlistRepository(db).remove(userId, productId);
      return read(userId);
    },

    /** A guest's wishlist joins the account: the union, parts the catalogue does not show dropped. */
    async merge(userId: string, productIds: readonly number[]): Promise<WishlistDto> {
      await addIn(userId, productIds, true);
      return read(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
