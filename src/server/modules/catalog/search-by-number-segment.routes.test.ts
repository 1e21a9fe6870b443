import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { productCodes, products } from "../../../db/tables.ts";
import { normalizePartCode } from "../../../domain/product.ts";

// Shoppers copy the maker's part of a number, not the shop's: "FER-BFL0115" for the SKU
// "OV-FER-BFL01151". A number typed from any of its segments (parts between dashes, spaces or
// slashes) onward finds its part, in the header's suggestions, on the results page and in the
// products API alike; a number typed whole or from its start still comes first (decision 023).

let t: TestApp;
/** The seeded part whose SKU is OV-FER-BFL01151. */
let seeded: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},suggest.perAddress=100000/10s` } });
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.sku, "OV-FER-BFL01151"));
  seeded = row!.id;
});
afterAll(async () => {
  await t?.close();
});

/** The products API's results for `q`, in order. */
async function results(q: string): Promise<number[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/website/products/?q=${encodeURIComponent(q)}&limit=50` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { _id: number }[] }>().data.map((p) => p._id);
}

/** What the search page's loader lists for `q` (the same service call the page makes), in order. */
async function pageResults(q: string): Promise<number[]> {
  const { listing } = await t.app.services.catalog.searchProducts(q, {
    sort: "relevance",
    limit: 50,
    page: 1,
    locale: "en",
    filters: {},
  });
  return listing.data.map((p) => p.id);
}

/** The header's suggestions for `query`, in order. */
async function suggestions(query: string): Promise<number[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/website/products/search?${new URLSearchParams({ query, limitProducts: "10" }).toString()}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ products: { _id: number }[] }>().products.map((p) => p._id);
}

/** A part of its own with these numbers as written (the shop derives the normalised ones). */
async function numbered(partNumber: string, sku: string, codes: { kind: "oem" | "cross" | "variant"; code: string }[] = []) {
  // A title without digits: the factory's own carries numbers a short typed one could meet as a word.
  const made = await createProduct(t.database.db, { title: "Segmented number test part", codes: codes.map((c) => ({ ...c, maker: "" })) });
  await renumber(made.id, partNumber, sku);
  return made.id;
}

async function renumber(id: number, partNumber: string, sku: string) {
  await t.database.db
    .update(products)
    .set({ partNumber, sku, codesNormalized: `${normalizePartCode(partNumber)} ${normalizePartCode(sku)}` })
    .where(eq(products.id, id));
}

describe("a number typed from one of its segments", () => {
  it("OV-FER-BFL01151 is found by FER-BFL0115, fer bfl0115 and BFL0115: suggestions, results page and API", async () => {
    for (const typed of ["FER-BFL0115", "fer bfl0115", "BFL0115", "bfl-0115"]) {
      expect(await suggestions(typed), `suggestions "${typed}"`).toContain(seeded);
      expect(await results(typed), `API "${typed}"`).toContain(seeded);
      expect(await pageResults(typed), `page "${typed}"`).toContain(seeded);
    }
    // The maker's number typed whole is that part's alone.
    for (const typed of ["FER-BFL01151", "ferbfl01151", "BFL01151"]) {
      expect((await suggestions(typed))[0], `suggestions "${typed}"`).toBe(seeded);
      expect((await results(typed))[0], `API "${typed}"`).toBe(seeded);
      expect((await pageResults(typed))[0], `page "${typed}"`).toBe(seeded);
    }
  });

  it("a number typed whole, then one typed from its start, rank above parts that carry it from a segment", async () => {
    const whole = await numbered("QSG77-123", "QSGW-0001");
    const fromStart = await numbered("QSG77-1234", "QSGW-0002");
    const segmentWhole = await numbered("ZQ-QSG77-123", "QSGW-0003");
    const segmentStart = await numbered("ZQ-QSG77-123-9", "QSGW-0004");
    for (const typed of ["QSG77-123", "qsg77 123"]) {
      expect(await suggestions(typed), typed).toEqual([whole, fromStart, segmentWhole, segmentStart]);
      for (const listed of [await results(typed), await pageResults(typed)]) {
        expect(listed.slice(0, 2), typed).toEqual([whole, fromStart]);
        expect(listed.slice(2).sort(), typed).toEqual([segmentWhole, segmentStart].sort());
      }
    }
  });

  it("OEM, cross-reference and variant numbers match from a segment too, and no longer once removed", async () => {
    const id = await numbered("QSO-5511", "QSOW-5511", [
      { kind: "oem", code: "48531-0K997" },
      { kind: "cross", code: "BIL 46/QX9971" },
      { kind: "variant", code: "QSOW-5511-RED-K7781" },
    ]);
    for (const typed of ["0K997", "0k 997", "QX9971", "qx997", "RED-K7781", "k7781", "red k778"]) {
      expect(await suggestions(typed), typed).toContain(id);
      expect(await results(typed), typed).toContain(id);
    }
    await t.database.db.delete(productCodes).where(eq(productCodes.productId, id));
    for (const typed of ["0K997", "QX9971", "red k778"]) {
      expect(await suggestions(typed), typed).not.toContain(id);
      expect(await results(typed), typed).not.toContain(id);
    }
  });

  it("a renumbered part is found by its new number's segments only, even when only the dashes moved", async () => {
    const id = await numbered("QRN-OLD-5501", "QRNW-AB-CD5501");
    expect(await results("OLD-5501")).toContain(id);
    expect(await results("CD5501")).toContain(id);
    // The normalised SKU stays QRNWABCD5501; its segments do not.
    await renumber(id, "QRN-OLD-5501", "QRNW-ABCD-5501");
    expect(await results("CD5501")).not.toContain(id);
    expect(await suggestions("CD5501")).not.toContain(id);
    expect(await results("ABCD-5501")).toContain(id);
    await renumber(id, "QRN-NEW-5502", "QRNW-ABCD-5501");
    expect(await results("OLD-5501")).not.toContain(id);
    expect(await suggestions("OLD-5501")).not.toContain(id);
    expect(await suggestions("new 5502")).toContain(id);
  });

  it("a hidden part is not found by its segments, and is again once shown", async () => {
    const id = await numbered("QHD-7707", "QHDW-ZZ-H7707");
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, id));
    expect(await suggestions("ZZ-H7707")).not.toContain(id);
    await t.database.db.update(products).set({ status: "show" }).where(eq(products.id, id));
    expect(await suggestions("ZZ-H7707")).toContain(id);
  });

  it("a segment shorter than three characters, or one without a digit, is no key: short or word-like typing finds nothing by it", async () => {
    const id = await numbered("QSH-QWORDSEG-Q7", "QSHW-0001");
    for (const typed of ["Q7", "q", "7", "qwordseg"]) {
      expect(await suggestions(typed), typed).not.toContain(id);
      expect(await results(typed), typed).not.toContain(id);
    }
    // The dictionary keeps no segment key a typed number could not reach.
    const [short] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_postings where term like '##%' and (length(term) < 5 or term !~ '[0-9]')`,
    );
    expect(short!.n).toBe(0);
    // A key is kept for the segment that has a digit.
    expect(await results("QWORDSEG-Q7")).toEqual([id]);
  });
});
