import type { Database } from "../../../db/client.ts";
import { cartOptionsKey, checkLine, MAX_CART_LINES } from "../../../domain/cart-check.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import { ownPricesOf } from "../../../domain/part-fields.ts";
import { sellingPriceCents } from "../../../domain/pricing.ts";
import type { CartChange, CartLine, CartLineInput, CartLineKey, CheckCartRequest, CheckedCart } from "../../../domain/schemas/carts.ts";
import { variantMatching } from "../../../domain/variants.ts";
import type { CatalogService } from "../catalog/index.ts";
import { type CartLineRow, type CartLinesRepository, createCartLinesRepository } from "./cart-lines.repository.ts";

export const PRODUCT_NOT_FOUND = "Product not found";

/** What the cart reads of the catalogue: parts, options, variants and pictures, as a checkout prices them. */
export type CartCatalog = Pick<CatalogService, "productsToPrice">;
type Priced = Awaited<ReturnType<CartCatalog["productsToPrice"]>>;

/** A line to check: its id, the part and options chosen, how many, and the price seen. */
interface KeptCartLine {
  id: number;
  productId: number;
  options: Record<string, string>;
  quantity: number;
  seenPriceCents: number;
}

/** What a check decided for one kept line: its quantity now (null: it leaves) and its price now. */
interface Outcome {
  id: number;
  quantity: number | null;
  priceCents: number;
  changed: boolean;
}

/**
 * A part and options as the catalogue sells them now: the line's product snapshot, options by
 * name, price and units a shopper can buy; null when the part is not shown, or the options
 * name no value of it, or no variant it still sells.
 */
function resolve(priced: Priced, productId: number, options: Record<string, string>) {
  const product = priced.products.find((p) => p.id === productId);
  if (!product || product.status !== "show") return null;
  const productOptions = priced.optionsById.get(productId) ?? [];
  if (Object.keys(options).some((slug) => !productOptions.some((o) => o.slug === slug))) return null;
  const chosen: CartLine["options"] = [];
  for (const option of productOptions) {
    const value = option.values.find((v) => v.slug === options[option.slug]);
    if (!value) return null;
    chosen.push({ optionSlug: option.slug, name: option.name, valueSlug: value.slug, value: value.name });
  }
  const variants = priced.variantsById.get(productId) ?? [];
  const variant = variants.length > 0 ? variantMatching(variants, options) : undefined;
  if (variants.length > 0 && !variant) return null;
  const units = variant ? variant.quantity - variant.reserved : product.stock - product.reserved;
  // A part sold in variants is priced by each variant, in dollars: its own prices do not apply.
  const own = variant ? undefined : ownPricesOf(product);
  return {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.title,
      image: variant?.image ?? priced.imagesById.get(productId)?.[0] ?? null,
      sku: variant?.sku ?? product.sku,
      partNumber: variant?.partNumber ?? product.partNumber,
      ...(own ? { ownPrices: own } : {}),
    },
    options: chosen,
    priceCents: sellingPriceCents(variant ?? product),
    available: Math.max(0, units),
    name: product.title,
  };
}

/**
 * The signed-in customer's cart kept on the server, and any cart checked against the catalogue
 * when it is opened (decision 042). Changes run under a lock of the customer's cart and answer the
 * whole cart, so the browser replaces its copy.
 */
export function createCartsService(db: Database, deps: { catalog: CartCatalog }) {
  /** Checks lines against the catalogue now: the cart as it stands, what changed, and each line's outcome. */
  async function check(lines: readonly KeptCartLine[]): Promise<CheckedCart & { outcomes: Outcome[] }> {
    const priced = await deps.catalog.productsToPrice([...new Set(lines.map((l) => l.productId))]);
    const items: CartLine[] = [];
    const changes: CartChange[] = [];
    const outcomes: Outcome[] = [];
    for (const line of lines) {
      const now = resolve(priced, line.productId, line.options);
      const verdict = checkLine(
        line,
        now ? { sold: true, priceCents: now.priceCents, available: now.available } : { sold: false, priceCents: 0, available: 0 },
      );
      const name = now?.name ?? priced.products.find((p) => p.id === line.productId)?.title ?? { en: `#${line.productId}` };
      for (const change of verdict.changes) {
        changes.push({ lineId: line.id, name, options: now?.options.map((o) => o.value) ?? [], change });
      }
      outcomes.push({
        id: line.id,
        quantity: verdict.quantity,
        priceCents: now?.priceCents ?? line.seenPriceCents,
        changed: verdict.changes.length > 0,
      });
      if (now && verdict.quantity !== null) {
        items.push({
          id: line.id,
          product: now.product,
          options: now.options,
          price: now.priceCents,
          quantity: verdict.quantity,
          total: now.priceCents * verdict.quantity,
          available: now.available,
        });
      }
    }
    return { items, changes, outcomes };
  }

  const kept = (row: CartLineRow): KeptCartLine => ({
    id: row.id,
    productId: row.productId,
    options: row.options,
    quantity: row.quantity,
    seenPriceCents: row.seenPriceCents,
  });

  async function answer(userId: string): Promise<CheckedCart> {
    const { items, changes } = await check((await createCartLinesRepository(db).list(userId)).map(kept));
    return { items, changes };
  }

  /** Runs a change under the cart's lock, then answers the whole cart. */
  async function change(userId: string, work: (cart: CartLinesRepository) => Promise<void>): Promise<CheckedCart> {
    await db.transaction(async (tx) => {
      const cart = createCartLinesRepository(tx);
      await cart.lock(userId);
      await work(cart);
    });
    return answer(userId);
  }

  /** A line to write, its part shown and its options the part's own (a variant it sells when it has variants). */
  async function lineToAdd(input: CartLineInput, field = "") {
    const priced = await deps.catalog.productsToPrice([input.product]);
    const product = priced.products.find((p) => p.id === input.product);
    if (!product || product.status !== "show") throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (!resolve(priced, input.product, input.options))
      throw new InvalidInputError(`${field}options are not a choice this part is sold in`);
    return {
      productId: input.product,
      options: input.options,
      optionsKey: cartOptionsKey(input.options),
      quantity: input.quantity,
      seenPriceCents: input.price,
    };
  }

  return {
    /** The cart at today's prices and units; what changed since the lines were added is listed, not yet settled. */
    get: answer,

    /**
     * Opening the cart: each line checked again, the changes told once. Lines no longer sold or
     * sold out leave, a quantity above the units left is lowered, and each line takes today's price.
     */
    async checkAndSettle(userId: string): Promise<CheckedCart> {
      // The catalogue is read before the cart's transaction opens (PGlite has one connection); a
      // line changed on another device since it was read is left for its next opening.
      const read = (await createCartLinesRepository(db).list(userId)).map(kept);
      const { items, changes, outcomes } = await check(read);
      await db.transaction(async (tx) => {
        const cart = createCartLinesRepository(tx);
        await cart.lock(userId);
        for (const outcome of outcomes) {
          const was = read.find((line) => line.id === outcome.id)!;
          if (!outcome.changed) continue;
          if (outcome.quantity === null) await cart.removeById(userId, was);
          else await cart.settle(userId, was, { quantity: outcome.quantity, seenPriceCents: outcome.priceCents });
        }
      });
      return { items, changes };
    },

    async add(userId: string, input: CartLineInput): Promise<CheckedCart> {
      const line = await lineToAdd(input);
      return change(userId, async (cart) => {
        if (!(await cart.has(userId, line.productId, line.optionsKey)) && (await cart.count(userId)) >= MAX_CART_LINES)
          throw new ConflictError(`A cart holds at most ${MAX_CART_LINES} lines`);
        await cart.add(userId, line);
      });
    },

    async setQuantity(userId: string, key: CartLineKey, quantity: number): Promise<CheckedCart> {
      return change(userId, async (cart) => {
        if (!(await cart.setQuantity(userId, key.product, cartOptionsKey(key.options), quantity)))
          throw new NotFoundError("Cart line not found");
      });
    },

    remove: (userId: string, key: CartLineKey) => change(userId, (cart) => cart.remove(userId, key.product, cartOptionsKey(key.options))),

    clear: (userId: string) => change(userId, (cart) => cart.clear(userId)),

    /**
     * A guest's cart joins the account on sign-in: a line of the same part and options adds its
     * quantity (up to the line limit); lines the catalogue no longer sells are dropped; past the
     * cart's line limit, what fits is kept.
     */
    async merge(userId: string, items: readonly CartLineInput[]): Promise<CheckedCart> {
      const priced = await deps.catalog.productsToPrice([...new Set(items.map((i) => i.product))]);
      const sold = items.filter((item) => resolve(priced, item.product, item.options) !== null);
      return change(userId, async (cart) => {
        for (const item of sold) {
          const optionsKey = cartOptionsKey(item.options);
          if (!(await cart.has(userId, item.product, optionsKey)) && (await cart.count(userId)) >= MAX_CART_LINES) continue;
          await cart.add(userId, {
            productId: item.product,
            options: item.options,
            optionsKey,
            quantity: item.quantity,
            seenPriceCents: item.price,
          });
        }
      });
    },

    /** A guest's cart (kept in the browser) checked the same way: nothing is written, each line keeps the browser's id. */
    async checkGuest(request: CheckCartRequest): Promise<CheckedCart> {
      const { items, changes } = await check(
        request.items.map((item) => ({
          id: item.id,
          productId: item.product,
          options: item.options,
          quantity: item.quantity,
          seenPriceCents: item.price,
        })),
      );
      return { items, changes };
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
