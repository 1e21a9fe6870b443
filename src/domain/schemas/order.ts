import { z } from "zod";

import { CURRENCY_CODES } from "../money.ts";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../order-status.ts";
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

/** One entry of an order's timeline: a transition, a payment event, a refund. */
export const TimelineEntrySchema = z.object({
  kind: z.string().describe("placed, paid, payment_failed, shipped, completed, cancelled, expired, refund, refunded, ..."),
  at: z.string(),
  detail: z.string(),
  /** The member of staff who did it; null for the shop, the customer or the payment provider (never shown to customers). */
  actor: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** How the order left: the carrier and its tracking number (a link when the shop gave the carrier's page). */
export const ShipmentSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
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
  deliverMethod: z.string().describe("The shipping method's code"),
  deliverMethodName: LocalizedTextSchema.optional().describe("Its name when the order was placed (older orders have none)"),
  currency: z.enum(CURRENCY_CODES).describe("The currency the order was charged in: every amount of it is in this currency (decision 043)"),
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
  /** Each rate's tax (decision 040): in the prices ("incl. VAT"), or added to the total. */
  taxLines: z.array(z.object({ name: z.string(), rate: z.number().describe("Percent"), included: z.boolean(), amount: z.number() })),
  taxIncluded: z.number().describe("The part of the tax already in the subtotal and shipping"),
  /** Each code or promotion the order was given (decision 044), as a line of its totals. */
  discounts: z.array(z.object({ code: z.string().nullable(), title: LocalizedTextSchema, amount: z.number() })),
  discount: z.number().describe("All the discounts together; the total is subtotal + shipping - discount + the tax added"),
  total: z.number(),
  shipment: ShipmentSchema.nullable(),
  /** What happened to the order, as its customer may read it (one order's reads; not in lists). */
  timeline: z.array(TimelineEntrySchema).optional(),
});
export type OrderDto = z.infer<typeof OrderSchema>;

/** /track-order: what a guest sees of an order with its number and e-mail. */
export const OrderTrackingSchema = z.object({
  number: z.int(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  total: z.number(),
  currency: z.enum(CURRENCY_CODES),
  quantity: z.int(),
  shipment: ShipmentSchema.nullable(),
  timeline: z.array(TimelineEntrySchema),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;
