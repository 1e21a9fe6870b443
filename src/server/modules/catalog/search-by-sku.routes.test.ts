import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";

// A shopper types a SKU as it is printed on a label or an invoice, or as it comes out: lower
// case, without its dashes, with spaces for them. On the seeded catalogue, parts' SKUs and
// variants' SKUs (picked by a fixed hash, so that a failure is found again), each typed four ways,
// find their part first, on the results page and in the header's suggestions alike; so does a SKU
// typed without the shop's own prefix.

/**
 * SKUs picked of each kind: 60 on the embedded database and 40 others on PostgreSQL, whose pass
 * proves the same queries under its own planner.
 */
const PICKED = process.env.TEST_DATABASE_URL ? 40 : 60;
const SKIPPED = process.env.TEST_DATABASE_URL ? 60 : 0;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},suggest.perAddress=100000/10s` } });
});
afterAll(async () => {
  await t?.close();
});

/** The four ways a SKU is typed. */
function typings(sku: string): string[] {
  return [sku, sku.toLowerCase(), sku.replace(/[^\p{L}\p{N}]+/gu, ""), sku.replace(/[^\p{L}\p{N}]+/gu, " ").trim()];
}

async function firstOfResults(query: string): Promise<number | undefined> {
  const response = await t.app.inject({ method: "GET", url: `/api/website/products/?q=${encodeURIComponent(query)}&limit=1` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { _id: number }[] }>().data[0]?._id;
}

async function firstOfSuggestions(query: string): Promise<number | undefined> {
  const response = await t.app.inject({ method: "GET", url: `/api/website/products/search?query=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ products: { _id: number }[] }>().products[0]?._id;
}

/** Every typing that does not find the part first, as "typed → found instead". */
async function misses(picked: { id: number; sku: string }[], typingsOf = typings): Promise<string[]> {
  const missed: string[] = [];
  for (const { id, sku } of picked)
    for (const typed of typingsOf(sku)) {
      const [results, suggested] = [await firstOfResults(typed), await firstOfSuggestions(typed)];
      if (results !== id) missed.push(`results "${typed}" (#${id}) → ${results ?? "nothing"}`);
      if (suggested !== id) missed.push(`suggestions "${typed}" (#${id}) → ${suggested ?? "nothing"}`);
    }
  return missed;
}

// 800 requests a test, one after another: about 20 s alone, twice that on a loaded machine.
describe("a SKU, however typed", { timeout: 120_000 }, () => {
  it(`finds its part first: ${PICKED} parts' SKUs, four ways each`, async () => {
    const picked = await rowsOf<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from products where status = 'show' order by md5('sku' || id::text) limit ${PICKED} offset ${SKIPPED}`,
    );
    expect(picked).toHaveLength(PICKED);
    expect(await misses(picked)).toEqual([]);
  });

  it(`finds its part first typed without the shop's prefix (FER-BFL01151 for OV-FER-BFL01151): ${PICKED} parts' SKUs, two ways each`, async () => {
    const picked = await rowsOf<{ id: number; sku: string }>(
      t.database.db,
      sql`select id, sku from products where status = 'show' order by md5('maker' || id::text) limit ${PICKED} offset ${SKIPPED}`,
    );
    expect(picked).toHaveLength(PICKED);
    // Shoppers copy the maker's part of the number: all but its first segment.
    const withoutPrefix = (sku: string) => {
      const maker = sku.replace(/^[^-]+-/, "");
      return [maker, maker.toLowerCase().replace(/-/g, " ")];
    };
    expect(await misses(picked, withoutPrefix)).toEqual([]);
  });

  it(`finds the part of a variant first: ${PICKED} variants' SKUs, four ways each`, async () => {
    const picked = await rowsOf<{ id: number; sku: string }>(
      t.database.db,
      sql`select v.product_id as id, v.sku from product_variants v join products p on p.id = v.product_id
          where p.status = 'show' order by md5('variant' || v.id::text) limit ${PICKED} offset ${SKIPPED}`,
    );
    expect(picked).toHaveLength(PICKED);
    expect(await misses(picked)).toEqual([]);
  });
});
