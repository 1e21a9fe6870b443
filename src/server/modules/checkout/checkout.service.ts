import { createHash, randomBytes } from "node:crypto";

import type { Database, Transaction } from "../../../db/client.ts";
import { countryCodeOf } from "../../../domain/countries.ts";
import { type DiscountLine, type DiscountOutcome, type DiscountRefusal, REFUSAL_MESSAGES } from "../../../domain/discounts.ts";
import { ConflictError, InvalidInputError, ServiceUnavailableError, TooManyRequestsError } from "../../../domain/errors.ts";
import type { Locale } from "../../../domain/locales.ts";
import { amountFromCents, convertAtRate, type CurrencyCode } from "../../../domain/money.ts";
import { ownPriceMinor } from "../../../domain/part-fields.ts";
import { sellingPriceCents } from "../../../domain/pricing.ts";
import type { Address } from "../../../domain/schemas/address.ts";
import type { CheckoutSessionRequest } from "../../../domain/schemas/checkout.ts";
import type { CheckoutTotals, ShippingQuote, ShippingQuoteRequest } from "../../../domain/schemas/shipping.ts";
import { cartGrams, type Destination, type ShippableLine } from "../../../domain/shipping.ts";
import {
  type PricedOrder,
  priceOrder,
  ratePercent,
  type TaxableLine,
  type TaxLine,
  taxLineView,
  type TaxPlace,
  type TaxTable,
} from "../../../domain/tax.ts";
import { variantMatching } from "../../../domain/variants.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import type { CatalogService, StockLine } from "../catalog/index.ts";
import type { CurrenciesService } from "../currencies/index.ts";
import type { CartDiscounts, DiscountsService } from "../discounts/index.ts";
import type { OrdersService } from "../orders/index.ts";
import type { CheckoutLine, PaymentProvider, PaymentsService } from "../payments/index.ts";
import type { ShippingService } from "../shipping/index.ts";
import type { TaxService } from "../tax/index.ts";
import { createCheckoutRequestsRepository } from "./checkout-requests.repository.ts";

export interface CheckoutContext {
  userId: string | null;
  /** The client's address: each address may open so many payment sessions (checkout.* limits). */
  address: string;
  /** The client's Idempotency-Key: the same key and body answer the first checkout again. */
  idempotencyKey?: string | undefined;
  /** Where the payment sends the shopper back (the origin they shop on); the shop's origin otherwise. */
  returnOrigin?: string | undefined;
  /** The language the shopper orders in: their mails about the order are written in it. */
  locale?: Locale | undefined;
}

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was used for another checkout";
export const IDEMPOTENCY_KEY_IN_PROGRESS = "A checkout with this Idempotency-Key is still being opened; please retry in a moment";

/** How many times a checkout tries to hold units that were freed just as it was refused. */
const HOLD_ATTEMPTS = 3;

/** The currency an order is priced and charged in, and its rate per dollar in millionths, frozen on the order (decision 043). */
interface OrderMoney {
  currency: CurrencyCode;
  rateMicros: number;
}

/**
 * What a unit sells at in the order's currency, in its minor units: a part sold as itself with its
 * own price in that currency sells at that; anything else at its dollar price converted.
 */
function unitPriceIn(money: OrderMoney, product: PricedProduct, variant: Parameters<typeof sellingPriceCents>[0] | undefined): number {
  const own = variant ? null : ownPriceMinor(product, money.currency);
  return own ?? convertAtRate(sellingPriceCents(variant ?? product), money.rateMicros);
}

/** A part as the checkout prices it (the catalog's row for it). */
type PricedProduct = Awaited<ReturnType<CatalogService["productsToPrice"]>>["products"][number];

/** Dollar amounts the owner set (shipping prices and thresholds, discounts' fixed amounts and minimums) in the order's currency; none for USD. */
function converterOf(money: OrderMoney): ((usdCents: number) => number) | undefined {
  return money.currency === "USD" ? undefined : (usdCents) => convertAtRate(usdCents, money.rateMicros);
}

/** The currency and frozen rate of a placed order. */
function moneyOfOrder(order: { currency: string; exchangeRateMicros: number }): OrderMoney {
  return { currency: order.currency as CurrencyCode, rateMicros: order.exchangeRateMicros };
}

/** An address as the order keeps it. */
type AddressSnapshot = Omit<Address, "default">;

function snapshot({ default: _default, ...address }: Address): AddressSnapshot {
  return address;
}

export function createCheckoutService(deps: {
  /** Opens the one transaction in which the order is written and its units held. */
  db: Database;
  catalog: Pick<CatalogService, "productsToPrice" | "stock">;
  /** What sends the cart to the address, and at what price (decision 039). */
  shipping: Pick<ShippingService, "offers">;
  /** What tax the order pays at its address, and whether its prices hold it (decision 040). */
  tax: Pick<TaxService, "table">;
  /** The exchange rates an order in another currency is converted at (decision 043). */
  currencies: Pick<CurrenciesService, "rates">;
  /** What codes and promotions take off the cart, and each order's use of one (decision 044). */
  discounts: Pick<DiscountsService, "forCart" | "redeem">;
  orders: Pick<
    OrdersService,
    | "placePending"
    | "holdStock"
    | "isShortOfStock"
    | "setPaymentSession"
    | "withdraw"
    | "holdForRepayment"
    | "recordRepayment"
    | "releaseHold"
  >;
  provider: PaymentProvider;
  /** Applies a payment the provider took whose webhook never came (rule 3: a server-side read of the session). */
  payments: Pick<PaymentsService, "confirmSession">;
  origin: string;
  log: { error(obj: object, msg: string): void };
  limiters: Limiters;
  /** How long a payment session holds its units (STOCK_RESERVATION_MINUTES). */
  reservationMinutes: number;
}) {
  const { db, catalog, orders, provider, origin } = deps;

  /**
   * Checks every line against the database and prices it from there (rule 1): a product sold in
   * variants is priced, checked and held as the variant its options name (decision 022).
   */
  async function priceLines(items: CheckoutSessionRequest["items"], money: OrderMoney) {
    const ids = [...new Set(items.map((item) => item.product))];
    const { products: rows, optionsById, imagesById, variantsById } = await catalog.productsToPrice(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const wanted = new Map<string, { quantity: number; shortOf: () => ConflictError }>();

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
        if (!productOptions.some((o) => o.slug === slug))
          throw new InvalidInputError(`${field}.options.${slug} is not an option of this product`);
      }
      const variants = variantsById.get(product.id) ?? [];
      const variant = variants.length > 0 ? variantMatching(variants, item.options) : undefined;
      if (variants.length > 0 && !variant)
        throw new InvalidInputError(`${field}.options ${product.title.en} is not sold in this combination`);
      const key = `${product.id}:${variant?.id ?? ""}`;
      const name = variant ? `${product.title.en} (${chosen.map((o) => o.value).join(", ")})` : product.title.en;
      const units = variant ?? product;
      const stock = variant ? variant.quantity : product.stock;
      wanted.set(key, {
        quantity: (wanted.get(key)?.quantity ?? 0) + item.quantity,
        shortOf: () => shortOf(name, stock, units.reserved),
      });
      // In the order's currency from here on: shipping, tax and totals work in its minor units.
      const unitPriceCents = unitPriceIn(money, product, variant);
      const image = variant?.image ?? imagesById.get(product.id)?.[0] ?? null;
      // What shipping weighs: the variant's own weight, or its part's.
      const weightGrams = variant?.weightGrams ?? product.weightGrams;
      return {
        product,
        variant,
        image,
        options: chosen,
        quantity: item.quantity,
        unitPriceCents,
        weightGrams,
        freight: product.freight,
        taxClass: product.taxClass,
      };
    });

    for (const [key, want] of wanted) {
      const [productId, variantId] = key.split(":");
      const product = byId.get(Number(productId))!;
      const variant = variantId ? variantsById.get(product.id)?.find((v) => v.id === Number(variantId)) : undefined;
      const available = variant ? variant.quantity - variant.reserved : product.stock - product.reserved;
      if (available < want.quantity) throw want.shortOf();
    }
    return lines;
  }

  /** Where an address sends a cart, as shipping reads it; an address in no country the shop knows is refused. */
  function destinationOf(field: string, address: { country: string; state: string; postcode: string }): Destination {
    const countryCode = countryCodeOf(address.country);
    if (!countryCode) throw new InvalidInputError(`${field ? `${field}.` : ""}country is not a country the shop knows`);
    return { countryCode, region: address.state, postcode: address.postcode };
  }

  /** The shop's rate for a currency now: what an order placed now is converted at and keeps. */
  async function moneyOf(currency: CurrencyCode): Promise<OrderMoney> {
    return { currency, rateMicros: (await deps.currencies.rates())[currency] };
  }

  /**
   * The methods that send these lines to the address, priced from the database's parts (rule 1);
   * in another currency, the methods' dollar prices and thresholds converted at the order's rate.
   */
  async function offersFor(destination: Destination, lines: readonly ShippableLine[], money?: OrderMoney) {
    return deps.shipping.offers(destination, lines, money && converterOf(money));
  }

  /** Told before paying (decision 003): what is left of a part, units held for others' payments not counted. */
  function shortOf(name: string, stock: number, reserved: number): ConflictError {
    const left = Math.max(0, stock - reserved);
    return new ConflictError(left === 0 ? `${name} is out of stock` : `Only ${left} of ${name} left in stock`);
  }

  /** The first part (its lines together) that has fewer units left than asked for, said as the shopper is told it; null when none has. */
  async function shortNow(stockLines: readonly StockLine[]): Promise<ConflictError | null> {
    const productIds = [...new Set(stockLines.map((line) => line.productId))];
    const [products, variants] = await Promise.all([
      catalog.stock.productsForCheckout(productIds),
      stockLines.some((line) => line.variantId !== null) ? catalog.stock.variantsForCheckout(productIds) : [],
    ]);
    const wanted = new Map<string, StockLine>();
    for (const line of stockLines) {
      const key = `${line.productId}:${line.variantId ?? ""}`;
      wanted.set(key, { ...line, quantity: (wanted.get(key)?.quantity ?? 0) + line.quantity });
    }
    for (const line of wanted.values()) {
      const product = products.find((p) => p.id === line.productId);
      if (!product) return shortOf("A part", 0, 0);
      if (line.variantId === null) {
        if (product.stock - product.reserved < line.quantity) return shortOf(product.title.en, product.stock, product.reserved);
        continue;
      }
      const variant = variants.find((v) => v.id === line.variantId);
      if (!variant || variant.quantity - variant.reserved < line.quantity)
        return shortOf(`${product.title.en} (${variant?.sku ?? "?"})`, variant?.quantity ?? 0, variant?.reserved ?? 0);
    }
    return null;
  }

  /**
   * Places the order and holds its units in one transaction, the units when it commits (so a hot
   * part's row is locked only while the database commits). When someone else's payment took the
   * last units since the lines were priced, nothing is written and the shopper hears what is left,
   * read once the transaction has given its connection back. Units freed in the moment between
   * that refusal and the look at what is left are tried for again, a few times.
   */
  async function placeHolding<Order extends { id: string }>(
    stockLines: readonly StockLine[],
    place: (tx: Transaction) => Promise<Order>,
    until: Date,
  ): Promise<Order> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const order = await place(tx);
          await orders.holdStock(tx, order.id, stockLines, until);
          return order;
        });
      } catch (error) {
        if (!orders.isShortOfStock(error)) throw error;
        const refusal = await shortNow(stockLines);
        if (refusal) throw refusal;
        if (attempt === HOLD_ATTEMPTS) throw shortOf("A part", 0, 0);
      }
    }
  }

  const requests = createCheckoutRequestsRepository(db);

  /**
   * spec §7 POST /order/create-checkout-session. With an Idempotency-Key the first request opens
   * the checkout and every repeat with the same body gets its answer (a double click, a retry after
   * a lost connection): one order. The same key with another body is refused.
   */
  async function createCheckoutSession(request: CheckoutSessionRequest, context: CheckoutContext) {
    const key = context.idempotencyKey;
    if (!key) return openCheckout(request, context);
    const scope = context.userId ? `user:${context.userId}` : addressKey(context.address);
    const bodyHash = createHash("sha256").update(JSON.stringify(request)).digest("hex");
    if (!(await requests.claim(scope, key, bodyHash))) {
      const first = await requests.find(scope, key);
      if (first && first.bodyHash !== bodyHash) throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
      if (!first?.answer) throw new ConflictError(IDEMPOTENCY_KEY_IN_PROGRESS);
      return first.answer;
    }
    try {
      const answer = await openCheckout(request, context);
      await requests.answer(scope, key, answer);
      return answer;
    } catch (error) {
      await requests.forget(scope, key);
      throw error;
    }
  }

  /**
   * Pays an order again whose payment was declined or abandoned: the same order with a new
   * session, once its prices and stock are checked again (409 when a price changed or a part is
   * gone). The old session is closed first; if it was paid meanwhile, nothing new opens.
   */
  async function payAgain(token: string, context: CheckoutContext): Promise<{ url: string; token: string; number: number }> {
    if (
      !(await deps.limiters.take([
        ["checkout.perAddress", addressKey(context.address)],
        ["checkout.global", "all"],
      ]))
    ) {
      throw new TooManyRequestsError("Too many checkouts in a short time. Please try again in a few minutes.");
    }
    const heldUntil = new Date(Date.now() + deps.reservationMinutes * 60_000);
    const { order, items } = await db.transaction(async (tx) => {
      const held = await orders.holdForRepayment(tx, token, heldUntil);
      // Rule 1: the order's prices stand only while the catalogue still asks them.
      const productIds = [...new Set(held.items.map((i) => i.productId))];
      const now = new Map((await catalog.stock.productsForCheckout(productIds, tx)).map((p) => [p.id, p]));
      const variantsNow = new Map((await catalog.stock.variantsForCheckout(productIds, tx)).map((v) => [v.id, v]));
      for (const item of held.items) {
        const product = now.get(item.productId);
        const variant = item.variantId === null ? undefined : variantsNow.get(item.variantId);
        if (!product || product.status !== "show" || (item.variantId !== null && !variant))
          throw new ConflictError(`${item.product.name.en} is no longer sold: place a new order.`);
        // In the order's currency at its frozen rate: a new rate since does not change the order.
        if (unitPriceIn(moneyOfOrder(held.order), product, variant) !== item.unitPriceCents)
          throw new ConflictError(`The price of ${item.product.name.en} changed since the order: place a new order.`);
      }
      return held;
    });
    const unavailable = async (error: unknown) => {
      await orders.releaseHold(order.id);
      deps.log.error({ err: error, orderId: order.id }, "payment session failed; the order is left to pay again later");
      return new ServiceUnavailableError("Failed to procceed");
    };
    let old: "expired" | "paid" = "expired";
    try {
      if (order.paymentSessionId) old = await provider.expireSession(order.paymentSessionId);
    } catch (error) {
      throw await unavailable(error);
    }
    // Paid in another tab meanwhile, or paid while the shop could not be told (its webhook lost):
    // the provider's session is read and its payment applied now, taking the units held now.
    if (old === "paid") {
      await deps.payments.confirmSession(provider.name, order.paymentSessionId!).catch((error: unknown) => {
        deps.log.error(
          { err: error, orderId: order.id },
          "applying a payment found when paying again failed; its webhook or the sweep applies it",
        );
      });
      throw new ConflictError("This order's payment went through meanwhile: nothing more to pay.");
    }
    try {
      const session = await provider.createSession({
        orderId: order.id,
        orderNumber: order.number,
        currency: moneyOfOrder(order).currency,
        email: order.email,
        lines: sessionLines(
          items.map((item) => ({
            name: `${item.product.name.en}${item.options.length ? ` (${item.options.map((o) => o.value).join(", ")})` : ""}`,
            unitAmountCents: item.unitPriceCents,
            quantity: item.quantity,
            discountCents: item.discountCents,
          })),
          { ...order, deliverMethod: order.deliverMethodName?.en ?? order.deliverMethod },
        ),
        totalCents: order.totalCents,
        expiresAt: heldUntil,
        successUrl: `${context.returnOrigin ?? origin}/cart/checkout/${order.token}`,
        cancelUrl: `${context.returnOrigin ?? origin}/cart/checkout/${order.token}`,
      });
      await orders.recordRepayment(order.id, session.sessionId);
      return { url: session.url, token: order.token, number: order.number };
    } catch (error) {
      throw await unavailable(error);
    }
  }

  return {
    createCheckoutSession,
    payAgain,
    /**
     * The methods that send a cart to an address, priced: what the checkout offers before the
     * shopper pays, by the same rules the order is priced with.
     */
    async shippingQuote(request: ShippingQuoteRequest): Promise<ShippingQuote> {
      const money = await moneyOf(request.currency);
      const lines = await priceLines(request.items, money);
      const destination = destinationOf("", request);
      const [offers, table, cartDiscounts] = await Promise.all([
        offersFor(destination, lines, money),
        deps.tax.table(),
        deps.discounts.forCart({
          code: request.discountCode,
          email: request.email ?? null,
          productIds: lines.map((line) => line.product.id),
          convert: converterOf(money),
        }),
      ]);
      const chosen = offers.find((offer) => offer.method.code === request.deliverMethod) ?? offers[0];
      const priced = chosen ? priceWithDiscounts(table, destination, lines, chosen.priceCents, cartDiscounts) : null;
      return {
        offers: offers.map(({ method, priceCents }) => ({
          code: method.code,
          name: method.name,
          kind: method.kind,
          price: amountFromCents(priceCents),
          minDays: method.minDays,
          maxDays: method.maxDays,
        })),
        weightGrams: cartGrams(lines),
        deliverMethod: chosen?.method.code ?? null,
        currency: money.currency,
        totals: priced ? pricedView(priced) : null,
        discountCode: cartDiscounts.code ? { code: cartDiscounts.code, refusal: priced?.refusal ?? null } : null,
      };
    },
    /**
     * Whether a part can be sent to a country by any method but pickup (its page says so when it
     * cannot): one unit at its own weight, as the checkout would weigh it. Null: no such part.
     */
    async sendable(productId: number, countryCode: string): Promise<boolean | null> {
      const [product] = await catalog.stock.productsForCheckout([productId]);
      if (!product || product.status !== "show") return null;
      const offers = await offersFor({ countryCode, region: "", postcode: "" }, [
        { weightGrams: product.weightGrams, freight: product.freight, quantity: 1, unitPriceCents: sellingPriceCents(product) },
      ]);
      return offers.some((offer) => offer.method.kind !== "pickup");
    },
    /** Forgets Idempotency-Keys older than a day. */
    pruneIdempotencyKeys: (now = Date.now()) => requests.pruneBefore(new Date(now - IDEMPOTENCY_KEY_TTL_MS)),
  };

  /**
   * A PENDING, unpaid order priced by the server, its units held, then the provider's session.
   * Each step says how it is undone.
   */
  async function openCheckout(request: CheckoutSessionRequest, context: CheckoutContext) {
    // Every session writes an order and calls the provider: limited per address and for the shop.
    if (
      !(await deps.limiters.take([
        ["checkout.perAddress", addressKey(context.address)],
        ["checkout.global", "all"],
      ]))
    ) {
      throw new TooManyRequestsError("Too many checkouts in a short time. Please try again in a few minutes.");
    }
    const money = await moneyOf(request.currency);
    const lines = await priceLines(request.items, money);
    // The method must be one that sends this cart to this address; its price is the shop's (rule 1).
    const offers = await offersFor(destinationOf("shippingAddress", request.shippingAddress), lines, money);
    const offer = offers.find((each) => each.method.code === request.deliverMethod);
    if (!offer)
      throw new InvalidInputError(
        offers.length === 0
          ? `deliverMethod Nothing the shop sends by takes this cart to ${request.shippingAddress.country}`
          : `deliverMethod ${request.deliverMethod} does not take this cart to ${request.shippingAddress.country}; choose one of ${offers.map((each) => each.method.code).join(", ")}`,
      );
    const [table, cartDiscounts] = await Promise.all([
      deps.tax.table(),
      deps.discounts.forCart({
        code: request.discountCode,
        email: request.shippingAddress.email,
        productIds: lines.map((line) => line.product.id),
        convert: converterOf(money),
      }),
    ]);
    const priced = priceWithDiscounts(
      table,
      destinationOf("shippingAddress", request.shippingAddress),
      lines,
      offer.priceCents,
      cartDiscounts,
    );
    if (priced.refusal && cartDiscounts.code) {
      const why = `The code ${cartDiscounts.code} ${REFUSAL_MESSAGES[priced.refusal]}`;
      // Spent by others (or by this customer) is a conflict, whether seen now or when the order is placed.
      if (priced.refusal === "used-up" || priced.refusal === "used-by-you") throw new ConflictError(why);
      throw new InvalidInputError(`discountCode ${why}`);
    }
    const { lines: pricedLines, refusal: _refusal, ...totals } = priced;
    const shippingAddress = snapshot(request.shippingAddress);
    const billingAddress = request.shipToDifferentAddress && request.billingAddress ? snapshot(request.billingAddress) : shippingAddress;
    const token = randomBytes(32).toString("base64url");

    // Step 1: the order and its lines, and its units held for the payment (decision 003), in one
    // transaction. Undone by releasing the hold and deleting the order.
    const heldUntil = new Date(Date.now() + deps.reservationMinutes * 60_000);
    const stockLines = lines.map((line) => ({ productId: line.product.id, variantId: line.variant?.id ?? null, quantity: line.quantity }));
    const order = await placeHolding(
      stockLines,
      async (tx) => {
        const placed = await orders.placePending(
          tx,
          {
            token,
            userId: context.userId,
            email: shippingAddress.email,
            paymentProvider: provider.name,
            paymentMethod: provider.methodLabel,
            deliverMethod: offer.method.code,
            deliverMethodName: offer.method.name,
            locale: context.locale ?? "en",
            currency: money.currency,
            exchangeRateMicros: money.rateMicros,
            shippingAddress,
            billingAddress,
            ...totals,
          },
          lines.map((line, index) => ({
            line: index + 1,
            productId: line.product.id,
            variantId: line.variant?.id ?? null,
            // The variant's number and SKU: what the warehouse picks and the customer reads.
            product: {
              slug: line.product.slug,
              name: line.product.title,
              sku: line.variant?.sku ?? line.product.sku,
              partNumber: line.variant?.partNumber ?? line.product.partNumber,
              image: line.image,
            },
            options: line.options,
            // The price charged at the address: with its tax in it where the country shows prices so (decision 040).
            unitPriceCents: pricedLines[index]!.unitPriceCents,
            quantity: line.quantity,
            totalCents: pricedLines[index]!.totalCents,
            discountCents: pricedLines[index]!.discountCents,
          })),
        );
        // The last use of a code goes to one order: the others' transactions roll back, refused.
        await deps.discounts.redeem(tx, { id: placed.id, email: placed.email, userId: context.userId }, totals.discountLines);
        return placed;
      },
      heldUntil,
    );

    // Step 2: the provider's session. Nothing to undo on the provider's side if it fails.
    try {
      const session = await provider.createSession({
        orderId: order.id,
        orderNumber: order.number,
        currency: money.currency,
        email: order.email,
        lines: sessionLines(
          lines.map((line, index) => ({
            name: `${line.product.title.en}${line.options.length ? ` (${line.options.map((o) => o.value).join(", ")})` : ""}`,
            unitAmountCents: pricedLines[index]!.unitPriceCents,
            quantity: line.quantity,
            discountCents: pricedLines[index]!.discountCents,
          })),
          { ...totals, deliverMethod: offer.method.name.en },
        ),
        totalCents: totals.totalCents,
        expiresAt: heldUntil,
        // spec §2: success returns to the checkout (its success page), cancel to the shop's root.
        successUrl: `${context.returnOrigin ?? origin}/cart/checkout/${token}`,
        cancelUrl: `${context.returnOrigin ?? origin}/`,
      });
      // Step 3: remember the session, the key the webhook finds the order by.
      await orders.setPaymentSession(order.id, session.sessionId);
      return { url: session.url, token, number: order.number };
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, "payment session failed; order withdrawn");
      await orders.withdraw(order.id);
      throw new ServiceUnavailableError("Failed to procceed");
    }
  }
}

/**
 * The provider's lines: the parts, then delivery (named as the shop names its method), then each
 * tax that is added to the prices as a line of its own (a tax in the prices is in the parts' lines).
 * A discount is taken off the lines it came off (a provider's line is never negative): a line whose
 * share does not divide by its quantity goes as one line of its units together.
 */
function sessionLines(
  parts: (CheckoutLine & { discountCents: number })[],
  order: { shippingCents: number; taxLines: TaxLine[]; discountLines: DiscountLine[]; deliverMethod: string },
): CheckoutLine[] {
  const shippingDiscount = order.discountLines.reduce((sum, line) => sum + line.shippingCents, 0);
  const shipping = order.shippingCents - shippingDiscount;
  return [
    ...parts.map(({ discountCents, ...line }) => {
      if (discountCents === 0) return line;
      if (discountCents % line.quantity === 0) return { ...line, unitAmountCents: line.unitAmountCents - discountCents / line.quantity };
      return {
        name: `${line.name} × ${line.quantity}`,
        unitAmountCents: line.unitAmountCents * line.quantity - discountCents,
        quantity: 1,
      };
    }),
    ...(shipping > 0 ? [{ name: order.deliverMethod, unitAmountCents: shipping, quantity: 1 }] : []),
    ...order.taxLines
      .filter((line) => !line.included && line.cents > 0)
      .map((line) => ({ name: `${line.name} ${ratePercent(line.basisPoints)}%`, unitAmountCents: line.cents, quantity: 1 })),
  ];
}

/** An order priced at its place with the cart's discounts: the discounts' lines, and why a typed code does not apply. */
function priceWithDiscounts(
  table: TaxTable,
  place: TaxPlace,
  lines: readonly TaxableLine[],
  shippingCents: number,
  cartDiscounts: CartDiscounts,
): PricedOrder & { discountLines: DiscountLine[]; refusal: DiscountRefusal | null } {
  let outcome: DiscountOutcome | undefined;
  const priced = priceOrder(table, place, lines, shippingCents, (totals, shipping) => (outcome = cartDiscounts.apply(totals, shipping)));
  return { ...priced, discountLines: outcome ? cartDiscounts.linesOf(outcome) : [], refusal: outcome?.refusal ?? null };
}

/** An order's totals as the API answers them (amounts in dollars, rates in percent). */
function pricedView(priced: PricedOrder & { discountLines: DiscountLine[] }): CheckoutTotals {
  return {
    items: priced.lines.map((line) => ({ price: amountFromCents(line.unitPriceCents), total: amountFromCents(line.totalCents) })),
    subtotal: amountFromCents(priced.subtotalCents),
    shipping: amountFromCents(priced.shippingCents),
    taxLines: priced.taxLines.map(taxLineView),
    discounts: priced.discountLines.map((line) => ({ code: line.code, title: line.title, amount: amountFromCents(line.cents) })),
    discount: amountFromCents(priced.discountCents),
    tax: amountFromCents(priced.taxCents),
    taxIncluded: amountFromCents(priced.taxIncludedCents),
    total: amountFromCents(priced.totalCents),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
