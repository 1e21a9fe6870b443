import { z } from "zod";

import { DELIVERY_CODE, MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "../checkout.ts";
import { CURRENCY_CODES, DEFAULT_CURRENCY } from "../money.ts";
import { AddressSchema } from "./address.ts";
import { RowIdSchema } from "./common.ts";

/**
 * spec §7 POST /order/create-checkout-session. The server reads only product, options and
 * quantity of each item; price, total, shipping, userId and the return URLs are accepted for
 * compatibility and ignored (rule 1: the server prices every order; returns are our own pages).
 */
export const CheckoutItemSchema = z.object({
  product: z.union([
    RowIdSchema,
    z.object({ id: RowIdSchema }).transform((p) => p.id),
    z.object({ _id: RowIdSchema }).transform((p) => p._id),
  ]),
  options: z.record(z.string().max(60), z.string().max(60)).default({}),
  quantity: z
    .int("must be a whole number")
    .min(MIN_CART_QUANTITY, `must be at least ${MIN_CART_QUANTITY}`)
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  price: z.unknown().optional(),
  total: z.unknown().optional(),
});

/** A currency the shop charges in; USD unless the shopper chose another (decision 043). */
export const CurrencySchema = z.enum(CURRENCY_CODES, "must be one of USD, EUR, GBP, RUB").default(DEFAULT_CURRENCY);

export const CheckoutSessionRequestSchema = z.object({
  items: z.array(CheckoutItemSchema).min(1, "must hold at least one item").max(50),
  shippingAddress: AddressSchema,
  shipToDifferentAddress: z.boolean().default(false),
  billingAddress: AddressSchema.optional(),
  /** The shipping method's code, one the cart's offers to the shipping address hold (POST /order/shipping-offers). */
  deliverMethod: z.string().trim().max(40).regex(DELIVERY_CODE, "not a shipping method's code").default("standard"),
  /** The currency the shopper chose: the order is priced and charged in it (decision 043). */
  currency: CurrencySchema,
  /** A discount code the shopper typed; a code the shop refuses refuses the checkout, saying why. */
  discountCode: z.string().trim().max(60).optional(),
  shipping: z.unknown().optional(),
  userId: z.unknown().optional(),
  successUrl: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
});
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequestSchema>;
export type CheckoutSessionInput = z.input<typeof CheckoutSessionRequestSchema>;

export const CheckoutSessionResponseSchema = z.object({
  url: z.string(),
  token: z.string().describe("The order's secret token; /cart/checkout/{token} shows the order"),
  number: z.int(),
});

/** The cart's lines as the checkout page sends them: JSON text in one field (unreadable text is no line). */
const CheckoutItemsTextSchema = z
  .string()
  .max(20_000)
  .transform((text): unknown => {
    try {
      return JSON.parse(text || "[]");
    } catch {
      return [];
    }
  })
  .pipe(CheckoutSessionRequestSchema.shape.items);

/** A billing address on the checkout page: the contact's e-mail, and the delivery's phone unless it has its own. */
export const BillingFieldsSchema = AddressSchema.omit({ default: true, email: true, phone: true }).extend({
  // An empty field is none: the delivery's phone then stands.
  phone: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[+()\d\s.-]{5,40}$/, "must be a phone number")
      .optional(),
  ),
});

/**
 * The checkout page's form: the shipping address's fields side by side with the cart's lines and
 * the delivery, and a billing address when the shopper says it differs; the page sends the session
 * request built from it.
 */
export const CheckoutFormSchema = AddressSchema.omit({ default: true })
  .extend({
    items: CheckoutItemsTextSchema,
    deliverMethod: CheckoutSessionRequestSchema.shape.deliverMethod,
    currency: CurrencySchema,
    billingDifferent: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    billing: BillingFieldsSchema.optional(),
    // An empty field is no code.
    discountCode: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      CheckoutSessionRequestSchema.shape.discountCode,
    ),
  })
  .superRefine((form, problems) => {
    // Said to differ and left empty: its first field says what is missing.
    if (form.billingDifferent && !form.billing)
      problems.addIssue({ code: "custom", path: ["billing", "firstName"], message: "is required" });
  });
