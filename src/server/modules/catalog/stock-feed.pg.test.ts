import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { products } from "../../../db/tables.ts";
import type { CreatedApiToken } from "../../../domain/schemas/api-tokens.ts";
import type { StockFeedResult } from "../../../domain/schemas/catalog-admin.ts";

// A warehouse's feed sets the units of 10,000 SKUs in one call to the admin API, on PostgreSQL:
// each change a row of the ledger, named for the feed's token.

let t: TestApp;
let owner: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
});
afterAll(async () => {
  await t?.close();
});

const call = (token: string, method: InjectOptions["method"], url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` }, payload });

describe("a stock feed", () => {
  // Eight thousand parts written and ten thousand set: a few seconds; two minutes' room on a busy machine.
  it("sets the units of 10,000 SKUs in one call, each a row of the ledger", { timeout: 120_000 }, async () => {
    // Eight thousand one hundred more parts sold without variants, beside the seed's.
    await t.database.db.execute(sql`
      insert into products (slug, sku, part_number, codes_normalized, title, description, excerpt, category_id, brand_id, stock, price_cents)
      select 'feed-part-' || n, 'FEED-' || n, 'FP-' || n, 'FP' || n || ' FEED' || n, '{"en":"Feed part"}', '{"en":"A part"}', '{"en":""}',
             (select min(id) from categories), (select min(id) from brands), 1, 1000
      from generate_series(1, 8100) n`);
    const skus = await rowsOf<{ sku: string }>(
      t.database.db,
      sql`select sku from products p where reserved = 0 and not exists (select 1 from product_variants v where v.product_id = p.id)
          order by id limit 10000`,
    );
    expect(skus).toHaveLength(10_000);
    const before = await rowsOf<{ count: number }>(t.database.db, sql`select count(*)::int as count from stock_movements`);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/admin/tokens",
      headers: { cookie: owner.cookie },
      payload: { name: "Warehouse feed", permissions: ["stock.write"] },
    });
    const feed = made.json<CreatedApiToken>().secret;
    const items = skus.map(({ sku }, i) => ({ sku, units: 1_000 + (i % 50) }));
    const answer = await call(feed, "PUT", "/stock", { items: [...items, { sku: "NOT-A-SKU", units: 1 }].slice(1), note: "nightly" });
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json<StockFeedResult>();
    expect(result.unknown).toEqual(["NOT-A-SKU"]);
    expect(result.changed + result.unchanged).toBe(9_999);
    const after = await rowsOf<{ count: number }>(t.database.db, sql`select count(*)::int as count from stock_movements`);
    expect(after[0]!.count - before[0]!.count).toBe(result.changed);
    const [sample] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.sku, items[500]!.sku));
    expect(sample?.stock).toBe(items[500]!.units);
    expect(
      (await call(feed, "PUT", "/stock", { items: Array.from({ length: 10_001 }, (_, i) => ({ sku: `S${i}`, units: 1 })) })).statusCode,
    ).toBe(400);
  });
});
