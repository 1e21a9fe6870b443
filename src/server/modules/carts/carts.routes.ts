import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import {
  AddToWishlistSchema,
  CartLineInputSchema,
  CartLineKeySchema,
  CheckCartSchema,
  CheckedCartSchema,
  MergeCartSchema,
  MergeWishlistSchema,
  SetCartQuantitySchema,
  WishlistSchema,
} from "../../../domain/schemas/carts.ts";
import { ErrorSchema, IdParamSchema } from "../../../domain/schemas/common.ts";
import { requireUser } from "../accounts/index.ts";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema };
const cart = { 200: CheckedCartSchema, ...errors };
const wishlist = { 200: WishlistSchema, ...errors };
/** A cart of 50 lines with their options is a few kilobytes; more is not a cart. */
const bodyLimit = 32 * 1024;

/** The cart and the wishlist that follow a signed-in customer (decision 042), and any cart checked again. */
export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts, wishlist: wishlists } = app.services;
  const tags = ["cart"];

  app.get("/user/cart", { schema: { tags, summary: "The customer's cart at today's prices and units", response: cart } }, (request) =>
    carts.get(requireUser(request).id),
  );

  app.post(
    "/user/cart/check",
    {
      schema: {
        tags,
        summary: "Opening the cart: every line checked again, what changed told once",
        description:
          "Lines no longer sold or sold out leave the cart, a quantity above the units left is lowered, and each line takes today's price; `changes` says what changed since the line was added.",
        response: cart,
      },
    },
    (request) => carts.checkAndSettle(requireUser(request).id),
  );

  app.post(
    "/user/cart/items",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Add a line; the same part and options adds to its quantity (at most 99)",
        body: CartLineInputSchema,
        response: cart,
      },
    },
    (request) => carts.add(requireUser(request).id, request.body),
  );

  app.put(
    "/user/cart/items",
    { bodyLimit, schema: { tags, summary: "Set a line's quantity", body: SetCartQuantitySchema, response: cart } },
    (request) => carts.setQuantity(requireUser(request).id, request.body, request.body.quantity),
  );

  app.delete(
    "/user/cart/items",
    { bodyLimit, schema: { tags, summary: "Remove a line", body: CartLineKeySchema, response: cart } },
    (request) => carts.remove(requireUser(request).id, request.body),
  );

  app.delete("/user/cart", { schema: { tags, summary: "Empty the cart (an order was placed)", response: cart } }, (request) =>
    carts.clear(requireUser(request).id),
  );

  app.post(
    "/user/cart/merge",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Join a guest's cart to the account on sign-in",
        description: "Quantities of the same line are summed up to 99; lines the catalogue no longer sells are dropped.",
        body: MergeCartSchema,
        response: cart,
      },
    },
    (request) => carts.merge(requireUser(request).id, request.body.items),
  );

  app.post(
    "/cart/check",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Check a guest's cart (kept in the browser) against today's prices and units",
        description: "Nothing is written; each line keeps the id the browser gave it.",
        body: CheckCartSchema,
        response: { 200: CheckedCartSchema, 400: ErrorSchema, 413: ErrorSchema },
      },
    },
    (request) => carts.checkGuest(request.body),
  );

  const wishlistTags = ["wishlist"];
  app.get(
    "/user/wishlist",
    { schema: { tags: wishlistTags, summary: "The customer's wishlist, as cards", response: wishlist } },
    (request) => wishlists.get(requireUser(request).id),
  );

  app.post(
    "/user/wishlist",
    { bodyLimit, schema: { tags: wishlistTags, summary: "Add a part to the wishlist", body: AddToWishlistSchema, response: wishlist } },
    (request) => wishlists.add(requireUser(request).id, request.body.product),
  );

  app.delete(
    "/user/wishlist/:id",
    { schema: { tags: wishlistTags, summary: "Remove a part from the wishlist", params: IdParamSchema, response: wishlist } },
    (request) => wishlists.remove(requireUser(request).id, request.params.id),
  );

  app.post(
    "/user/wishlist/merge",
    {
      bodyLimit,
      schema: {
        tags: wishlistTags,
        summary: "Join a guest's wishlist to the account on sign-in (the union)",
        body: MergeWishlistSchema,
        response: wishlist,
      },
    },
    (request) => wishlists.merge(requireUser(request).id, request.body.products),
  );
};
