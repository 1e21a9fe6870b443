// The cart and the wishlist that follow a signed-in customer (kept on the server, merged with a
// guest's on sign-in), the cart checked again when opened, and "tell me when it is back"
// (decision 042). Shared by the API routes and the storefront.
import { z } from "zod";

import { MAX_CART_LINES, MAX_WISHLIST_ITEMS } from "../cart-check.ts";
import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "../checkout.ts";
import { CURRENCY_CODES } from "../money.ts";
import { STORED_PRODUCT_STATUSES } from "../stock.ts";
import { ProductOptionSchema } from "./catalog.ts";
import { LocalizedTextSchema, RowIdSchema } from "./common.ts";
import { INVALID_NEWSLETTER_EMAIL, NEWSLETTER_EMAIL_MAX, NORMAL_EMAIL_PATTERN } from "./contact-rules.ts";

/** Highest unit price a line may say the shopper saw, in cents: told back, never charged (rule 1). */
const MAX_SEEN_PRICE_CENTS = 100_000_000;

/** The chosen option values, option slug to value slug (as the checkout takes them). */
export const CartOptionsSchema = z
  .record(z.string().min(1).max(60), z.string().min(1).max(60))
  .refine((options) => Object.keys(options).length <= 20, "at most 20 options")
  .default({});

/** Which line: a part and its chosen options. */
export const CartLineKeySchema = z.object({ product: RowIdSchema, options: CartOptionsSchema });
export type CartLineKey = z.infer<typeof CartLineKeySchema>;

const QuantitySchema = z
  .int("must be a whole number")
  .min(MIN_CART_QUANTITY, `must be at least ${MIN_CART_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`);

/** A line added: the part, its options, how many, and the unit price the shopper saw (to tell a change later). */
export const CartLineInputSchema = CartLineKeySchema.extend({
  quantity: QuantitySchema,
  price: z.int().min(0).max(MAX_SEEN_PRICE_CENTS).describe("The unit price in cents the shopper saw when adding; never charged"),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

export const SetCartQuantitySchema = CartLineKeySchema.extend({ quantity: QuantitySchema });

export const MergeCartSchema = z.object({ items: z.array(CartLineInputSchema).max(MAX_CART_LINES) });

/** A guest's cart sent to be checked: its lines, each with the browser's own id to match the answer to. */
export const CheckCartSchema = z.object({
  items: z.array(CartLineInputSchema.extend({ id: z.int().min(0).max(1_000_000_000) })).max(MAX_CART_LINES),
});
export type CheckCartRequest = z.infer<typeof CheckCartSchema>;

const CartProductSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: LocalizedTextSchema,
  image: z.string().nullable(),
  sku: z.string(),
  partNumber: z.string(),
  /** Its own prices in other currencies, in their minor units (decision 043); absent: none. */
  ownPrices: z.partialRecord(z.enum(CURRENCY_CODES), z.int()).optional(),
});

const CartItemOptionSchema = z.object({
  optionSlug: z.string(),
  name: LocalizedTextSchema,
  valueSlug: z.string(),
  value: LocalizedTextSchema,
});

/** A line as the catalogue prices it now. */
export const CartLineSchema = z.object({
  id: z.int(),
  product: CartProductSchema,
  options: z.array(CartItemOptionSchema),
  /** The selling price now, in cents. */
  price: z.int(),
  quantity: z.int(),
  total: z.int(),
  /** Units a shopper can buy now. */
  available: z.int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** What changed on a line since it was added, as the cart page tells it. */
export const CartChangeSchema = z.object({
  lineId: z.int(),
  name: LocalizedTextSchema,
  options: z.array(LocalizedTextSchema).describe("The chosen values' names"),
  change: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("price"), from: z.int(), to: z.int() }),
    z.object({ kind: z.literal("quantity"), from: z.int(), to: z.int() }),
    z.object({ kind: z.literal("soldOut") }),
    z.object({ kind: z.literal("unavailable") }),
  ]),
});
export type CartChange = z.infer<typeof CartChangeSchema>;

/** A cart checked against the catalogue: its lines as they stand now, and what changed. */
export const CheckedCartSchema = z.object({ items: z.array(CartLineSchema), changes: z.array(CartChangeSchema) });
export type CheckedCart = z.infer<typeof CheckedCartSchema>;

/** A part as the wishlist keeps it: its card (the browser's ProductSnapshot). */
export const WishlistProductSchema = z.object({
  id: z.int(),
  slug: z.string(),
  sku: z.string(),
  partNumber: z.string(),
  title: LocalizedTextSchema,
  excerpt: LocalizedTextSchema,
  stock: z.int(),
  priceCents: z.int(),
  discountCents: z.int(),
  status: z.enum(STORED_PRODUCT_STATUSES),
  tags: z.array(z.string()),
  universal: z.boolean(),
  rating: z.number(),
  reviewCount: z.int(),
  images: z.array(z.string()),
  brand: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  category: z.object({ slug: z.string(), name: LocalizedTextSchema }),
  options: z.array(ProductOptionSchema),
});

export const WishlistSchema = z.object({ items: z.array(WishlistProductSchema) });
export type WishlistDto = z.infer<typeof WishlistSchema>;
export const AddToWishlistSchema = z.object({ product: RowIdSchema });
export const MergeWishlistSchema = z.object({ products: z.array(RowIdSchema).max(MAX_WISHLIST_ITEMS) });

/** A normal address, as the newsletter takes it (spec §5). */
const NotifyEmailSchema = z
  .string()
  .trim()
  .max(NEWSLETTER_EMAIL_MAX, INVALID_NEWSLETTER_EMAIL)
  .regex(NORMAL_EMAIL_PATTERN, INVALID_NEWSLETTER_EMAIL);

/**
 * "Tell me when it is back": a sold-out part, or one variant of it. A signed-in customer is mailed
 * at their account's address; a guest gives one.
 */
export const BackInStockRequestSchema = z.object({
  product: RowIdSchema,
  variant: RowIdSchema.nullable().default(null),
  email: NotifyEmailSchema.optional(),
});
export type BackInStockRequest = z.infer<typeof BackInStockRequestSchema>;
