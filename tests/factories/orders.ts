import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Database } from "../../src/db/client.ts";
import type { AddressSnapshot, StockState } from "../../src/db/schema/orders.ts";
import { orderItems, orders } from "../../src/db/tables.ts";
import type { OrderStatus, PaymentStatus } from "../../src/domain/order-status.ts";
import type { TestProduct } from "./products.ts";

export const TEST_ADDRESS: AddressSnapshot = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "",
  country: "Australia",
  address1: "1 Track Road",
  address2: "",
  suburb: "Alice Springs",
  state: "NT",
  postcode: "0870",
  email: "ada@example.com",
  phone: "+61 8 5550 1234",
};

export interface OrderInput {
  /** The one line's part and how many. */
  product: TestProduct;
  quantity: number;
  /** The customer's id; a guest's order when absent. */
  userId: string | null;
  email: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  stockState: StockState;
  shippingCents: number;
}

export interface TestOrder {
  id: string;
  number: number;
  /** The secret that lets a guest read the order. */
  token: string;
  totalCents: number;
}

/**
 * A pending, unpaid guest order of one unit of the product, written through the tables as the
 * checkout leaves it (no payment session, no units held); any of it overridden.
 */
export async function createOrder(db: Database, overrides: Partial<OrderInput> & { product: TestProduct }): Promise<TestOrder> {
  const input: OrderInput = {
    quantity: 1,
    userId: null,
    email: TEST_ADDRESS.email,
    status: "PENDING",
    paymentStatus: "unpaid",
    stockState: "none",
    shippingCents: 0,
    ...overrides,
  };
  const token = randomBytes(32).toString("base64url");
  const subtotalCents = input.product.sellingCents * input.quantity;
  // The number comes from the shop's own sequence, as the checkout takes it, so that it never meets a real order's.
  const [next] = await db.select({ value: sql<string>`nextval('order_number_seq')` }).from(sql`(select 1) as one`);
  const number = Number(next!.value);
  const [order] = await db
    .insert(orders)
    .values({
      number,
      token,
      invoice: `OV-${number}`,
      userId: input.userId,
      email: input.email,
      status: input.status,
      paymentStatus: input.paymentStatus,
      paymentProvider: "test",
      paymentMethod: "Card (test)",
      deliverMethod: "standard",
      shippingAddress: { ...TEST_ADDRESS, email: input.email },
      billingAddress: { ...TEST_ADDRESS, email: input.email },
      subtotalCents,
      shippingCents: input.shippingCents,
      taxCents: 0,
      totalCents: subtotalCents + input.shippingCents,
      stockState: input.stockState,
      paidAt: input.paymentStatus === "paid" ? new Date() : null,
    })
    .returning({ id: orders.id, totalCents: orders.totalCents });
  await db.insert(orderItems).values({
    orderId: order!.id,
    line: 1,
    productId: input.product.id,
    product: { slug: input.product.slug, name: { en: input.product.title }, sku: "", partNumber: "", image: null },
    options: [],
    unitPriceCents: input.product.sellingCents,
    quantity: input.quantity,
    totalCents: subtotalCents,
  });
  return { id: order!.id, number, token, totalCents: order!.totalCents };
}
