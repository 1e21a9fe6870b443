// Loads a parts shop's order book (order-book.ts) into a seeded database: `npm run seed --
// --orders N`. It writes history only: orders, their lines, timelines, payment sessions and events,
// refunds, codes' uses and the accounts customers signed up with, as the checkout, the payment
// webhook, the sweeps and staff would have written them; no mail, job, payment or stock change.
// One transaction on a connection of its own (bulk-transaction.ts), COPY in batches; a load that
// at least doubles the orders sets the tables' indexes and foreign keys aside and builds them once
// at the end (set-aside.ts). A failed load leaves nothing: its transaction rolls back.
//
// Seeded orders were paid through the built-in test provider, whose sessions are written too, so
// the back office can refund them. Their sessions' ids begin with SEEDED_SESSION: that is how a
// later run counts the seeded orders it tops up. No invoices or credit notes are issued (the shop
// issues none for orders paid before it issued invoices), and staff moves leave no audit entries.
import { randomBytes, randomUUID } from "node:crypto";
import { setImmediate } from "node:timers/promises";

import { sql } from "drizzle-orm";

import { type CurrencyCode, RATE_SCALE, SPEC_RATES } from "../../domain/money.ts";
import { ownPricesOf } from "../../domain/part-fields.ts";
import { bulkTransaction, type BulkWork } from "../bulk-transaction.ts";
import { type DatabaseHandle, type Executor, rowsOf } from "../client.ts";
import { copyLine } from "../copy-text.ts";
import { categories, discounts, exchangeRates, shippingMethods, shippingZones, taxRates, taxSettings } from "../tables.ts";
import { type OrderPlan, orderPlans, type SeededOrder, type SellablePart, settleOrder, type ShopRules } from "./order-book.ts";
import { unusablePasswordHash } from "./seed-builds.ts";
import { restoreSetAside, type SetAside, setAside } from "./set-aside.ts";

const BATCH = 10_000;
/** The test provider's session ids of seeded orders begin so (a real one is `tps_` and 24 random characters). */
export const SEEDED_SESSION = "tps_seed-";
const PROVIDER = "test";
const PAYMENT_METHOD = "Card (test payments)";

interface LoadedTable {
  columns: readonly string[];
  /** Kept while the others' indexes are set aside: other tables' keys refer to it. */
  keepPrimaryKey?: boolean;
  /** Not set aside at all (a load adds few rows to it). */
  keepIndexes?: boolean;
}

/**
 * The tables a load writes, in the order a batch writes them (what a row refers to comes first).
 */
const TABLES = {
  users: { keepIndexes: true, columns: ["id", "email", "name", "phone", "password_hash", "email_verified_at", "locale", "created_at"] },
  orders: {
    keepPrimaryKey: true,
    columns: [
      "id",
      "number",
      "token",
      "invoice",
      "user_id",
      "email",
      "status",
      "payment_status",
      "payment_provider",
      "payment_method",
      "payment_session_id",
      "deliver_method",
      "deliver_method_name",
      "currency",
      "exchange_rate_micros",
      "shipping_address",
      "billing_address",
      "subtotal_cents",
      "shipping_cents",
      "tax_cents",
      "tax_lines",
      "tax_included_cents",
      "discount_cents",
      "discount_lines",
      "total_cents",
      "created_at",
      "paid_at",
      "stock_state",
      "stock_held_until",
      "locale",
      "carrier",
      "tracking_number",
      "tracking_url",
      "shipped_at",
      "completed_at",
      "cancelled_at",
      "refunded_cents",
    ],
  },
  order_items: {
    columns: [
      "order_id",
      "line",
      "product_id",
      "variant_id",
      "product",
      "options",
      "unit_price_cents",
      "quantity",
      "total_cents",
      "discount_cents",
      "refunded_quantity",
    ],
  },
  test_payment_sessions: {
    keepPrimaryKey: true,
    columns: [
      "id",
      "amount_cents",
      "currency",
      "description",
      "customer_email",
      "success_url",
      "cancel_url",
      "status",
      "refunded_cents",
      "created_at",
    ],
  },
  order_payment_sessions: { columns: ["provider", "session_id", "order_id", "created_at"] },
  payment_events: { columns: ["provider", "event_id", "type", "order_id", "received_at"] },
  order_events: { columns: ["order_id", "kind", "detail", "actor_id", "actor_email", "data", "created_at"] },
  order_refunds: {
    keepPrimaryKey: true,
    columns: [
      "id",
      "order_id",
      "idempotency_key",
      "amount_cents",
      "lines",
      "reason",
      "state",
      "provider_refund_id",
      "error",
      "actor_id",
      "created_at",
      "completed_at",
    ],
  },
  test_payment_refunds: { columns: ["session_id", "idempotency_key", "id", "amount_cents", "created_at"] },
  discount_uses: { columns: ["order_id", "discount_id", "email", "user_id", "cents", "created_at"] },
} satisfies Record<string, LoadedTable>;

type TableName = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export interface OrderSeedOptions {
  /** The shop's public origin: the payment sessions' return addresses. */
  origin: string;
  /** ORDER_PAYMENT_EXPIRY_HOURS and STOCK_RESERVATION_MINUTES, as the shop runs with. */
  expiryHours: number;
  reservationMinutes: number;
  now?: Date;
  seed?: number;
}

export interface OrderSeedResult {
  /** Seeded orders the shop had before. */
  existing: number;
  added: number;
  /** Customer accounts signed up with the added orders. */
  accounts: number;
  /** Rows written, by table. */
  rows: Record<TableName, number>;
  ms: number;
}

/** How many seeded orders the shop holds. */
export async function seededOrderCount(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from orders
        where payment_provider = ${PROVIDER} and left(payment_session_id, ${SEEDED_SESSION.length}) = ${SEEDED_SESSION}`,
  );
  return row?.count ?? 0;
}

/**
 * Adds seeded orders until the shop holds `orders` of them (a shop that holds as many is left
 * alone), spread over the two years before now. The database must be migrated and seeded: the
 * orders buy its parts and are priced by its tax, shipping, rates and codes. Run it with no shop
 * serving the database: a large load sets the orders' indexes aside until it ends.
 */
export async function seedOrderBook(
  handle: DatabaseHandle,
  orders: number,
  progress: (message: string) => void,
  options: OrderSeedOptions,
): Promise<OrderSeedResult> {
  // The start-up lock keeps a starting shop from migrating meanwhile; the load's own connection
  // has no request-sized statement limit, and the vacuum after it runs on the lock's.
  return handle.withStartupLock(async (locked) => {
    const started = Date.now();
    const existing = await seededOrderCount(locked);
    const rows = Object.fromEntries(TABLE_NAMES.map((name) => [name, 0])) as Record<TableName, number>;
    const toAdd = orders - existing;
    if (toAdd <= 0) return { existing, added: 0, accounts: 0, rows, ms: Date.now() - started };
    await bulkTransaction(handle.db, (bulk) => load(bulk, handle.kind, existing, toAdd, rows, progress, options));
    progress("Vacuuming and updating the planner's statistics...");
    // VACUUM marks the new pages all-visible (index-only scans for reports from the first query).
    for (const table of TABLE_NAMES) await locked.execute(sql.raw(`vacuum analyze ${table}`));
    return { existing, added: toAdd, accounts: rows.users, rows, ms: Date.now() - started };
  });
}

async function load(
  bulk: BulkWork,
  kind: DatabaseHandle["kind"],
  existing: number,
  toAdd: number,
  rows: Record<TableName, number>,
  progress: (message: string) => void,
  options: OrderSeedOptions,
): Promise<void> {
  const { tx } = bulk;
  const now = options.now ?? new Date();
  const shop = await shopRules(tx, options);
  const categoryPaths = await categoryPathsOf(tx);
  const [ranked] = await rowsOf<{ ids: number[] | null; freight: boolean[] | null; prices: number[] | null }>(
    tx,
    sql`select array_agg(id order by sales_count desc, id) as ids, array_agg(freight order by sales_count desc, id) as freight,
          array_agg(price_cents - discount_cents order by sales_count desc, id) as prices
        from products where status = 'show'`,
  );
  if (!ranked?.ids?.length) throw new Error("The catalogue has no part on sale to order: seed it first.");
  const [total] = await rowsOf<{ count: number }>(tx, sql`select count(*)::int as count from orders`);
  const setAsides: SetAside[] = [];
  // Rebuilding costs about what the load's own rows cost to index: worth it once the load at least doubles them.
  if (toAdd >= (total?.count ?? 0)) {
    progress(`Setting the order tables' indexes aside for the load...`);
    for (const name of TABLE_NAMES) {
      const table: LoadedTable = TABLES[name];
      if (!table.keepIndexes) setAsides.push(await setAside(tx, name, table.keepPrimaryKey === true));
    }
  }

  progress(
    `Adding ${toAdd.toLocaleString("en")} orders over the last two years, of ${ranked.ids.length.toLocaleString("en")} parts on sale...`,
  );
  const plans = orderPlans({
    seed: options.seed,
    now,
    count: toAdd,
    firstOrdinal: existing,
    ranked: { ids: ranked.ids, freight: ranked.freight ?? [], prices: ranked.prices ?? [] },
    shop,
  });
  const userIds = new Map<number, string>();
  const started = Date.now();
  const report = (done: number) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    progress(
      `  ${done.toLocaleString("en")} / ${toAdd.toLocaleString("en")} orders, ${rows.users.toLocaleString("en")} new accounts (${seconds} s)`,
    );
  };
  // A batch's rows are made while the batch before is copied, so that the process and the
  // database work at once; what a batch reads (its parts, its numbers) is read before that copy
  // starts, as the connection answers one statement at a time.
  let next = await readBatch(tx, plans, categoryPaths);
  let copying: Promise<void> = Promise.resolve();
  let done = 0;
  while (next) {
    const text = await batchRows(next, shop, now, userIds, options.origin);
    await copying;
    if (done > 0) report(done);
    next = await readBatch(tx, plans, categoryPaths);
    const size = text.orders.length;
    copying = (async () => {
      for (const name of TABLE_NAMES) {
        if (text[name].length === 0) continue;
        await bulk.copy(name, TABLES[name].columns, [text[name].join("")]);
        rows[name] += text[name].length;
      }
      done += size;
    })();
    // Its failure is met when it is awaited; meanwhile it is no unhandled rejection.
    copying.catch(() => {});
  }
  await copying;
  report(done);
  await restoreSetAside(tx, kind, setAsides, progress);
}

/** How many orders are settled and written between two turns of the event loop, so that a COPY in flight goes on. */
const SLICE = 250;

interface ReadBatch {
  plans: OrderPlan[];
  parts: Map<number, SellablePart>;
  numbers: number[];
}

/** The next batch of planned orders with the parts they buy and their numbers from the sequence; null when none is left. */
async function readBatch(
  db: Executor,
  plans: Iterator<OrderPlan>,
  categoryPaths: ReadonlyMap<number, number[]>,
): Promise<ReadBatch | null> {
  const batch: OrderPlan[] = [];
  for (let next = plans.next(); !next.done; next = plans.next()) {
    batch.push(next.value);
    if (batch.length === BATCH) break;
  }
  if (batch.length === 0) return null;
  const parts = await sellableParts(db, [...new Set(batch.flatMap((plan) => plan.lines.map((line) => line.productId)))], categoryPaths);
  const numbers = await rowsOf<{ n: string | number | bigint }>(
    db,
    sql`select nextval('order_number_seq') as n from generate_series(1, ${batch.length}) order by 1`,
  );
  return { plans: batch, parts, numbers: numbers.map((row) => Number(row.n)) };
}

/** A batch of planned orders settled and written as COPY text, table by table. */
async function batchRows(
  { plans, parts, numbers }: ReadBatch,
  shop: ShopRules,
  now: Date,
  userIds: Map<number, string>,
  origin: string,
): Promise<Record<TableName, string[]>> {
  const text = Object.fromEntries(TABLE_NAMES.map((name) => [name, [] as string[]])) as Record<TableName, string[]>;
  for (let index = 0; index < plans.length; index++) {
    if (index % SLICE === SLICE - 1) await setImmediate();
    writeOrder(settleOrder(plans[index]!, shop, parts, now), numbers[index]!, text, userIds, origin);
  }
  return text;
}

/** The shop's tax, shipping, exchange rates and discounts, as the checkout reads them. */
async function shopRules(db: Executor, options: OrderSeedOptions): Promise<ShopRules> {
  const [settings] = await db.select().from(taxSettings);
  const rates = await db.select().from(exchangeRates);
  const rateOf = (code: CurrencyCode) => rates.find((rate) => rate.currencyCode === code)?.rateMicros ?? SPEC_RATES[code];
  return {
    tax: {
      settings: { pricesIncludeTax: settings?.pricesIncludeTax ?? true, homeCountryCode: settings?.homeCountryCode ?? "AU" },
      rates: (await db.select().from(taxRates)).map(({ updatedAt: _updatedAt, ...rate }) => rate),
    },
    zones: await db.select().from(shippingZones),
    methods: await db.select().from(shippingMethods),
    rates: { USD: RATE_SCALE, EUR: rateOf("EUR"), GBP: rateOf("GBP"), RUB: rateOf("RUB") },
    discounts: (await db.select().from(discounts)).map((row) => ({ ...row, usedCount: 0 })),
    expiryHours: options.expiryHours,
    reservationMinutes: options.reservationMinutes,
  };
}

/** Each category with the ones above it: what a discount limited to a department reaches. */
async function categoryPathsOf(db: Executor): Promise<Map<number, number[]>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const paths = new Map<number, number[]>();
  for (const { id } of rows) {
    const path: number[] = [];
    for (let at: number | null | undefined = id; at != null && !path.includes(at); at = parentOf.get(at)) path.push(at);
    paths.set(id, path);
  }
  return paths;
}

/** The parts a batch of orders buys, with their first picture, options and variants. */
async function sellableParts(
  db: Executor,
  ids: number[],
  categoryPaths: ReadonlyMap<number, number[]>,
): Promise<Map<number, SellablePart>> {
  const wanted = sql.param(ids);
  const products = await rowsOf<
    Omit<SellablePart, "ownPrices" | "categoryIds" | "options" | "variants"> & {
      categoryId: number;
      priceEur: string | null;
      priceGbp: string | null;
      priceRub: string | null;
    }
  >(
    db,
    sql`select p.id, p.slug, p.title, p.sku, p.part_number as "partNumber", p.price_cents as "priceCents",
          p.discount_cents as "discountCents", p.price_eur::text as "priceEur", p.price_gbp::text as "priceGbp",
          p.price_rub::text as "priceRub", p.weight_grams as "weightGrams", p.freight, p.tax_class as "taxClass",
          p.category_id as "categoryId", p.brand_id as "brandId",
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from products p where p.id = any(${wanted}::int[])`,
  );
  const options = await rowsOf<{ productId: number } & SellablePart["options"][number]>(
    db,
    sql`select o.product_id as "productId", o.slug, o.name->>'en' as name,
          coalesce((select json_agg(json_build_object('slug', v.slug, 'name', v.name->>'en') order by v.position)
                    from product_option_values v where v.option_id = o.id), '[]'::json) as "values"
        from product_options o where o.product_id = any(${wanted}::int[]) order by o.product_id, o.position`,
  );
  const variants = await rowsOf<{ productId: number } & SellablePart["variants"][number]>(
    db,
    sql`select id, product_id as "productId", options, sku, part_number as "partNumber", price_cents as "priceCents",
          discount_cents as "discountCents", image, weight_grams as "weightGrams"
        from product_variants where product_id = any(${wanted}::int[]) order by product_id, position, id`,
  );
  const byPart = <T extends { productId: number }>(rows: T[]) => {
    const grouped = new Map<number, Omit<T, "productId">[]>();
    for (const { productId, ...row } of rows) grouped.set(productId, [...(grouped.get(productId) ?? []), row]);
    return grouped;
  };
  const optionsOf = byPart(options);
  const variantsOf = byPart(variants);
  return new Map(
    products.map(({ categoryId, priceEur, priceGbp, priceRub, ...product }) => [
      product.id,
      {
        ...product,
        ownPrices: ownPricesOf({ priceEur, priceGbp, priceRub }) ?? {},
        categoryIds: categoryPaths.get(categoryId) ?? [categoryId],
        options: optionsOf.get(product.id) ?? [],
        variants: variantsOf.get(product.id) ?? [],
      },
    ]),
  );
}

/** A jsonb column's text: COPY would write a bare array as a text[] literal. */
const json = (value: unknown) => JSON.stringify(value);
/** Random bytes from a pool filled 64 KiB at a time: asking the system for each id cost more than the id. */
let randomPool = Buffer.alloc(0);
let randomOffset = 0;
function random(size: number): Buffer {
  if (randomOffset + size > randomPool.length) {
    randomPool = randomBytes(65_536);
    randomOffset = 0;
  }
  randomOffset += size;
  return randomPool.subarray(randomOffset - size, randomOffset);
}

const eventId = () => `evt_${random(12).toString("hex")}`;

/** One settled order as the rows of every table, with the random ids and secrets the checkout gives. */
function writeOrder(
  order: SeededOrder,
  number: number,
  text: Record<TableName, string[]>,
  userIds: Map<number, string>,
  origin: string,
): void {
  const orderId = randomUUID();
  const token = random(32).toString("base64url");
  const sessionId = `${SEEDED_SESSION}${random(15).toString("base64url")}`;
  const email = order.customer.email;
  if (order.signedUp) {
    const account = order.signedUp;
    const id = randomUUID();
    userIds.set(account.index, id);
    text.users.push(
      copyLine([
        id,
        account.email,
        account.name,
        account.phone,
        unusablePasswordHash(),
        account.emailVerifiedAt,
        account.locale,
        account.createdAt,
      ]),
    );
  }
  const userId = order.customer.account === null ? null : (userIds.get(order.customer.account) ?? null);
  const address = json(order.customer.address);
  text.orders.push(
    copyLine([
      orderId,
      number,
      token,
      `OV-${number}`,
      userId,
      email,
      order.status,
      order.paymentStatus,
      PROVIDER,
      PAYMENT_METHOD,
      sessionId,
      order.deliverMethod,
      json(order.deliverMethodName),
      order.currency,
      order.exchangeRateMicros,
      address,
      address,
      order.subtotalCents,
      order.shippingCents,
      order.taxCents,
      json(order.taxLines),
      order.taxIncludedCents,
      order.discountCents,
      json(order.discountLines),
      order.totalCents,
      order.createdAt,
      order.paidAt,
      order.stockState,
      order.stockHeldUntil,
      order.customer.locale,
      order.carrier,
      order.trackingNumber,
      order.trackingUrl,
      order.shippedAt,
      order.completedAt,
      order.cancelledAt,
      order.refundedCents,
    ]),
  );
  for (const item of order.items) {
    text.order_items.push(
      copyLine([
        orderId,
        item.line,
        item.productId,
        item.variantId,
        json(item.product),
        json(item.options),
        item.unitPriceCents,
        item.quantity,
        item.totalCents,
        item.discountCents,
        item.refundedQuantity,
      ]),
    );
  }
  text.test_payment_sessions.push(
    copyLine([
      sessionId,
      order.totalCents,
      order.currency,
      `Overland order ${number}`,
      email,
      `${origin}/cart/checkout/${token}`,
      `${origin}/`,
      order.session.status,
      order.session.refundedCents,
      order.createdAt,
    ]),
  );
  text.order_payment_sessions.push(copyLine([PROVIDER, sessionId, orderId, order.createdAt]));

  const refund = order.refund;
  const refundId = refund ? randomUUID() : null;
  const providerRefundId = refund ? `tre_${random(12).toString("hex")}` : null;
  for (const payment of order.payments) {
    text.payment_events.push(
      copyLine([PROVIDER, payment.type === "refund" ? providerRefundId : eventId(), payment.type, orderId, payment.at]),
    );
  }
  for (const event of order.events) {
    const kind = event.kind === "refund" ? `refund:${refundId}` : event.kind;
    text.order_events.push(copyLine([orderId, kind, event.detail, null, event.actorEmail, event.data && json(event.data), event.at]));
  }
  if (refund) {
    // The back office's key for the request; the provider is asked under the refund's id.
    text.order_refunds.push(
      copyLine([
        refundId,
        orderId,
        randomUUID(),
        refund.amountCents,
        json(refund.lines),
        refund.reason,
        "succeeded",
        providerRefundId,
        null,
        null,
        refund.createdAt,
        refund.completedAt,
      ]),
    );
    text.test_payment_refunds.push(copyLine([sessionId, refundId, providerRefundId, refund.amountCents, refund.completedAt]));
  }
  for (const discount of order.discountLines) {
    text.discount_uses.push(copyLine([orderId, discount.discountId, email.toLowerCase(), userId, discount.cents, order.createdAt]));
  }
}
