import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminApi, api, type Customer, verifiedCustomer } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { AdminOrder, AdminOrderPage } from "../../domain/schemas/admin.ts";
import type { OrderDto } from "../../domain/schemas/order.ts";
import { rowsOf } from "../client.ts";
import { type OrderSeedResult, seededOrderCount, seedOrderBook } from "./order-seed.ts";

// The order book loaded into the seeded test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), then read through the shop's own API: an order seeded is an order the back
// office can open, refund, and its customer can find.

const ORDERS = 2_000;
const TABLES = ["orders", "order_items", "order_events", "payment_events", "order_payment_sessions", "order_refunds", "discount_uses"];

let t: TestApp;
let staff: Customer;
let result: OrderSeedResult;
let schemaBefore: string[];
const messages: string[] = [];

/** Every index and key of the loaded tables, as definitions. */
async function schemaOf(): Promise<string[]> {
  const rows = await rowsOf<{ d: string }>(
    t.database.db,
    sql`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in ${TABLES}
        union all
        select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where conrelid::regclass::text in ${TABLES}`,
  );
  return rows.map((row) => row.d).sort();
}

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.database.db, query))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t.app, t.database.db, "staff");
  schemaBefore = await schemaOf();
  result = await seedOrderBook(t.database, ORDERS, (message) => messages.push(message), {
    origin: "http://shop.test",
    expiryHours: t.env.ORDER_PAYMENT_EXPIRY_HOURS,
    reservationMinutes: t.env.STOCK_RESERVATION_MINUTES,
  });
});
afterAll(async () => {
  await t?.close();
});

describe("the order book's load", () => {
  it("adds the orders asked for with their accounts, says so, and adds none the second time", async () => {
    expect(result).toMatchObject({ existing: 0, added: ORDERS });
    expect(result.accounts).toBeGreaterThan(ORDERS * 0.08);
    expect(result.accounts).toBeLessThan(ORDERS * 0.25);
    expect(await seededOrderCount(t.database.db)).toBe(ORDERS);
    // Each account signed up with an order of its own.
    expect(await count(sql`select count(distinct user_id)::int as n from orders`)).toBe(result.accounts);
    expect(
      messages.some((message) => message.startsWith(`  2,000 / 2,000 orders, ${result.accounts.toLocaleString("en")} new accounts`)),
    ).toBe(true);
    const again = await seedOrderBook(t.database, ORDERS, () => {}, {
      origin: "http://shop.test",
      expiryHours: 48,
      reservationMinutes: 15,
    });
    expect(again).toMatchObject({ existing: ORDERS, added: 0 });
  });

  it("puts back every index and key it set aside for the load", async () => {
    expect(await schemaOf()).toEqual(schemaBefore);
  });

  it("numbers the orders from the shop's sequence, oldest first", async () => {
    const [numbers] = await rowsOf<{ out: number; next: number; max: number }>(
      t.database.db,
      sql`select count(*) filter (where o.created_at > p.created_at)::int as out,
            nextval('order_number_seq')::int as next, (select max(number) from orders)::int as max
          from orders o join orders p on p.number = o.number + 1`,
    );
    expect(numbers!.out).toBe(0);
    expect(numbers!.next).toBeGreaterThan(numbers!.max);
  });

  it("adds up every order as its check constraint says, and its lines, taxes and discounts to its totals", async () => {
    expect(
      await count(sql`select count(*)::int as n from orders o
        where o.total_cents <> o.subtotal_cents + o.shipping_cents - o.discount_cents + o.tax_cents - o.tax_included_cents
           or o.tax_included_cents not between 0 and o.tax_cents
           or o.discount_cents not between 0 and o.subtotal_cents + o.shipping_cents
           or o.subtotal_cents <> (select sum(i.total_cents) from order_items i where i.order_id = o.id)
           or o.tax_cents <> (select coalesce(sum((l->>'cents')::int), 0) from jsonb_array_elements(o.tax_lines) l)
           or o.discount_cents <> (select coalesce(sum((l->>'cents')::int), 0) from jsonb_array_elements(o.discount_lines) l)`),
    ).toBe(0);
    // A line's price is its part's: the dollar price of a part sold as itself, at home, in dollars.
    expect(
      await count(sql`select count(*)::int as n from order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id
        where o.currency = 'USD' and o.shipping_address->>'country' = 'Australia' and i.variant_id is null
          and i.unit_price_cents <> p.price_cents - p.discount_cents`),
    ).toBe(0);
  });

  it("never refunds more than was paid: the refunds, the order and the provider's session agree", async () => {
    expect(
      await count(sql`select count(*)::int as n from orders o join test_payment_sessions s on s.id = o.payment_session_id
        where o.refunded_cents > o.total_cents
           or o.refunded_cents <> (select coalesce(sum(r.amount_cents), 0) from order_refunds r where r.order_id = o.id and r.state = 'succeeded')
           or s.amount_cents <> o.total_cents or s.refunded_cents <> o.refunded_cents
           or (o.refunded_cents > 0 and o.paid_at is null)
           or (o.payment_status = 'refunded') <> (o.refunded_cents = o.total_cents and o.refunded_cents > 0)`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from order_refunds`)).toBeGreaterThan(ORDERS * 0.02);
  });

  it("lets the back office list, open and refund seeded orders", async () => {
    const list = await adminApi(t.app, staff, "GET", "/orders?sort=newest");
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminOrderPage>().pagination.total).toBe(ORDERS);

    // One order of every state the load left, opened as staff open it.
    const states = await rowsOf<{ number: number; status: string; paymentStatus: string }>(
      t.database.db,
      sql`select distinct on (status, payment_status) number::int as number, status, payment_status as "paymentStatus" from orders order by status, payment_status, number`,
    );
    expect(states.length).toBeGreaterThanOrEqual(6);
    for (const state of states) {
      const opened = await adminApi(t.app, staff, "GET", `/orders/${state.number}`);
      expect(opened.statusCode, opened.body).toBe(200);
      const order = opened.json<AdminOrder>();
      expect(order).toMatchObject({ status: state.status, paymentStatus: state.paymentStatus });
      expect(order.timeline[0]!.kind).toBe("placed");
      expect(order.refunds.length > 0).toBe(order.refunded > 0);
    }

    // A delivered order, paid through the test provider's seeded session, refunded one unit more.
    const [completed] = await rowsOf<{ number: number }>(
      t.database.db,
      sql`select number::int as number from orders where status = 'COMPLETED' and payment_status = 'paid' order by number limit 1`,
    );
    const refunded = await adminApi(t.app, staff, "POST", `/orders/${completed!.number}`, {
      action: "refund",
      lines: [{ line: 1, quantity: 1 }],
      reason: "Returned",
      idempotencyKey: "seeded-refund-1",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminOrder>()).toMatchObject({ refunds: [{ state: "succeeded" }] });
    expect(refunded.json<AdminOrder>().refunded).toBeGreaterThan(0);

    expect((await adminApi(t.app, staff, "GET", "/dashboard")).statusCode).toBe(200);
  });

  it("lets a customer find the orders placed under their address, and a guest track one", async () => {
    const [guest] = await rowsOf<{ email: string; number: number }>(
      t.database.db,
      sql`select email, number::int as number from orders where user_id is null and status = 'COMPLETED' order by number limit 1`,
    );
    const tracked = await api(t.app, null, "POST", "/order/track", { number: guest!.number, email: guest!.email });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<{ timeline: { kind: string }[] }>().timeline.map((step) => step.kind)).toEqual([
      "placed",
      "paid",
      "shipped",
      "completed",
    ]);

    // The address's owner signs up and proves it: the orders placed under it as a guest are theirs.
    const owner = await verifiedCustomer(t.app, t.database.db, { email: guest!.email });
    const listed = await api(t.app, owner, "GET", "/user/orders");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: OrderDto[] }>().data.map((order) => order.number)).toContain(guest!.number);
  });
});
