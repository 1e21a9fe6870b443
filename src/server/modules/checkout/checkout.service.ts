import { randomBytes } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import type { AddressSnapshot } from "../../../db/tables.ts";
import { orderTotals } from "../../../domain/checkout.ts";
import { sellingPriceCents } from "../../../domain/pricing.ts";
import type { Address } from "../../../domain/schemas/address.ts";
import type { CheckoutSessionRequest } from "../../../domain/schemas/checkout.ts";
import { ConflictError, InvalidInputError, ServiceUnavailableError } from "../../lib/errors.ts";
import type { CatalogRepository } from "../catalog/catalog.repository.ts";
import { createOrdersRepository } from "../orders/orders.repository.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";

export interface CheckoutContext {
  userId: string | null;
}

function snapshot({ default: _default, ...address }: Address): AddressSnapshot {
  return address;
}

export function createCheckoutService(deps: {
  db: Database;
  catalogRepository: CatalogRepository;
  provider: PaymentProvider;
  origin: string;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, catalogRepository, provider, origin } = deps;

  /** Checks every line against the database and prices it from there (rule 1). */
  async function priceLines(items: CheckoutSessionRequest["items"]) {
    const ids = [...new Set(items.map((item) => item.product))];
    const [rows, optionsById, imagesById] = await Promise.all([
      catalogRepository.productsForCheckout(ids),
      catalogRepository.optionsOf(ids),
      catalogRepository.imagesOf(ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const wanted = new Map<number, number>();

    const lines = items.map((item, index) => {
      const field = `items.${index}`;
      const product = byId.get(item.product);
      if (!product || product.status !== "show") throw new InvalidInputError(`${field}.product Product not found`);
      // spec §5: each option is required, and only the product's own values are accepted.
      const productOptions = optionsById.get(product.id) ?? [];
      const chosen: { name: string; value: string }[] = [];
      for (const option of productOptions) {
        const valueSlug = item.options[option.slug];
        if (!valueSlug) throw new InvalidInputError(`${field}.options.${option.slug} is required`);
        const value = option.values.find((v) => v.slug === valueSlug);
        if (!value) throw new InvalidInputError(`${field}.options.${option.slug} has no value ${valueSlug}`);
        chosen.push({ name: option.name.en, value: value.name.en });
      }
      for (const slug of Object.keys(item.options)) {
        if (!productOptions.some((o) => o.slug === slug)) throw new InvalidInputError(`${field}.options.${slug} is not an option of this product`);
      }
      wanted.set(product.id, (wanted.get(product.id) ?? 0) + item.quantity);
      const unitPriceCents = sellingPriceCents(product);
      return { product, image: imagesById.get(product.id)?.[0] ?? null, options: chosen, quantity: item.quantity, unitPriceCents };
    });

    for (const [productId, quantity] of wanted) {
      const product = byId.get(productId)!;
      if (product.stock < quantity) {
        throw new ConflictError(
          product.stock === 0
            ? `${product.title.en} is out of stock`
            : `Only ${product.stock} of ${product.title.en} left in stock`,
        );
      }
    }
    return lines;
  }

  return {
    /**
     * spec §7 POST /order/create-checkout-session: a PENDING, unpaid order priced by the server,
     * then the provider's session. Each step says how it is undone.
     */
    async createCheckoutSession(request: CheckoutSessionRequest, context: CheckoutContext) {
      const lines = await priceLines(request.items);
      const totals = orderTotals(lines, request.deliverMethod);
      const shippingAddress = snapshot(request.shippingAddress);
      const billingAddress = request.shipToDifferentAddress && request.billingAddress ? snapshot(request.billingAddress) : shippingAddress;
      const token = randomBytes(32).toString("base64url");

      // Step 1: the order and its lines, in one transaction. Undone by deleting the order.
      const order = await db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx as unknown as Database);
        const number = await orders.nextNumber();
        return orders.insert(
          {
            number,
            token,
            invoice: `OV-${number}`,
            userId: context.userId,
            email: shippingAddress.email,
            paymentProvider: provider.name,
            paymentMethod: provider.methodLabel,
            deliverMethod: request.deliverMethod,
            shippingAddress,
            billingAddress,
            ...totals,
          },
          lines.map((line, index) => ({
            line: index + 1,
            productId: line.product.id,
            product: {
              slug: line.product.slug,
              name: line.product.title,
              sku: line.product.sku,
              partNumber: line.product.partNumber,
              image: line.image,
            },
            options: line.options,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            totalCents: line.unitPriceCents * line.quantity,
          })),
        );
      });

      // Step 2: the provider's session. Nothing to undo on the provider's side if it fails.
      try {
        const session = await provider.createSession({
          orderId: order.id,
          orderNumber: order.number,
          currency: "USD",
          email: order.email,
          lines: [
            ...lines.map((line) => ({
              name: `${line.product.title.en}${line.options.length ? ` (${line.options.map((o) => o.value).join(", ")})` : ""}`,
              unitAmountCents: line.unitPriceCents,
              quantity: line.quantity,
            })),
            ...(totals.shippingCents > 0 ? [{ name: `Delivery (${request.deliverMethod})`, unitAmountCents: totals.shippingCents, quantity: 1 }] : []),
            ...(totals.taxCents > 0 ? [{ name: "Tax", unitAmountCents: totals.taxCents, quantity: 1 }] : []),
          ],
          totalCents: totals.totalCents,
          // spec §2: success returns to the checkout (its success page), cancel to the shop's root.
          successUrl: `${origin}/cart/checkout/${token}`,
          cancelUrl: `${origin}/`,
        });
        // Step 3: remember the session, the key the webhook finds the order by.
        await createOrdersRepository(db).setPaymentSession(order.id, session.sessionId);
        return { url: session.url, token, number: order.number };
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, "payment session failed; order withdrawn");
        await createOrdersRepository(db).delete(order.id);
        throw new ServiceUnavailableError("Failed to procceed");
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
