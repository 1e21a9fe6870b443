import { z } from "zod";

import { PAYMENT_STATUSES, ORDER_STATUSES } from "../order-status.ts";
import { LocalizedTextSchema } from "./common.ts";

const AddressSnapshotSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  country: z.string(),
  address1: z.string(),
  address2: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** spec §3 "Order, server fields read", with the item lines and totals lines of the shown form. */
export const OrderSchema = z.object({
  _id: z.string(),
  orderId: z.string().describe("The order number as text"),
  number: z.int(),
  invoice: z.string(),
  token: z.string().optional(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  deliverMethod: z.string(),
  currency: z.literal("USD"),
  user_info: z.object({
    name: z.string(),
    country: z.string(),
    address: z.string(),
    suburb: z.string(),
    zipCode: z.string(),
    email: z.string(),
    contact: z.string(),
  }),
  shippingAddress: AddressSnapshotSchema,
  billingAddress: AddressSnapshotSchema,
  cart: z.array(
    z.object({
      product: z.object({ id: z.int(), slug: z.string(), name: LocalizedTextSchema, sku: z.string(), image: z.string().nullable() }),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      price: z.number(),
      quantity: z.int(),
      total: z.number(),
    }),
  ),
  quantity: z.int(),
  subTotal: z.number(),
  shippingCost: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type OrderDto = z.infer<typeof OrderSchema>;

/** /track-order: what a guest sees of an order with its number and e-mail. */
export const OrderTrackingSchema = z.object({
  number: z.int(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  total: z.number(),
  quantity: z.int(),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;
