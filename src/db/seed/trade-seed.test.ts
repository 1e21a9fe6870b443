import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "../client.ts";
import { seedTradeCatalogue } from "./trade-seed.ts";

// The trade-size load on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): it
// grows the catalogue, and leaves the schema exactly as it found it, whether it succeeds or fails.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const TABLES = [
  "products",
  "product_codes",
  "fitment",
  "product_images",
  "product_specs",
  "reviews",
  "vehicle_listings",
  "search_postings",
];

/** Every index and key of the loaded tables, as definitions. */
async function schemaOf(): Promise<string[]> {
  const indexes = await rowsOf<{ d: string }>(
    handle.db,
    sql`select indexdef as d from pg_indexes where schemaname = current_schema() and tablename in ${TABLES}`,
  );
  const constraints = await rowsOf<{ d: string }>(
    handle.db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d
        from pg_constraint where conrelid::regclass::text in ${TABLES}`,
  );
  return [...indexes, ...constraints].map((row) => row.d).sort();
}

const count = async (table: string) => (await rowsOf<{ n: number }>(handle.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe("the trade-size catalogue load", () => {
  it("a load that fails part way removes what it added and puts back every index and key", { timeout: 120_000 }, async () => {
    const schema = await schemaOf();
    const before = await Promise.all(TABLES.map(count));
    const failing = seedTradeCatalogue(handle, before[0]! + 3_000, (message) => {
      if (message.includes("/ ")) throw new Error("the disk is full (a test's)");
    });
    await expect(failing).rejects.toThrow("the disk is full (a test's)");
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
    expect(await schemaOf()).toEqual(schema);
  });

  it(
    "grows the catalogue to the asked size, every part fitting real vehicles, with the schema as before",
    { timeout: 120_000 },
    async () => {
      const schema = await schemaOf();
      const fitmentBefore = await count("fitment");
      const result = await seedTradeCatalogue(handle, 6_000, () => {});
      expect(await count("products")).toBe(6_000);
      expect(result.added).toBe(6_000 - 2_256);
      expect(await count("fitment")).toBe(fitmentBefore + result.fitmentRows);
      expect(await schemaOf()).toEqual(schema);

      // The foreign keys were checked when put back; the sequence goes on after the loaded ids.
      const [ids] = await rowsOf<{ max: number; next: number }>(
        handle.db,
        sql`select max(id)::int as max, nextval(pg_get_serial_sequence('products', 'id'))::int as next from products`,
      );
      expect(ids!.next).toBeGreaterThan(ids!.max);
      // Review counts and averages agree with the reviews written.
      const [mismatch] = await rowsOf<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from products p
          where p.id > 2256 and p.review_count <> (select count(*) from reviews r where r.product_id = p.id)`,
      );
      expect(mismatch!.n).toBe(0);

      // Every new part made for vehicles has its make's OEM numbers; about half of all have other brands' numbers.
      const [codes] = await rowsOf<{ vehicleParts: number; withOem: number; withCross: number; added: number }>(
        handle.db,
        sql`select count(*) filter (where not p.universal)::int as "vehicleParts",
                   count(*) filter (where exists (select 1 from product_codes c where c.product_id = p.id and c.kind = 'oem'))::int as "withOem",
                   count(*) filter (where exists (select 1 from product_codes c where c.product_id = p.id and c.kind = 'cross'))::int as "withCross",
                   count(*)::int as added
            from products p where p.id > 2256`,
      );
      expect(codes!.withOem).toBeGreaterThan(0.9 * codes!.vehicleParts);
      expect(codes!.withCross / codes!.added).toBeGreaterThan(0.4);
      expect(codes!.withCross / codes!.added).toBeLessThan(0.6);
      // The loaded numbers are searchable: the codes' trigger indexed them while the indexes were away.
      const [unindexed] = await rowsOf<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from product_codes c join products p on p.id = c.product_id
            where p.id > 2256 and p.status = 'show'
              and not exists (select 1 from search_postings s where s.product_id = c.product_id and s.term like '%' || c.code_normalized)`,
      );
      expect(unindexed!.n).toBe(0);
      // Some new parts' fitment rows carry a note, all of a part's rows or one engine's.
      const [notes] = await rowsOf<{ noted: number; parts: number }>(
        handle.db,
        sql`select count(*)::int as noted, count(distinct product_id)::int as parts
            from fitment f join fitment_notes n on n.id = f.note_id where f.product_id > 2256`,
      );
      expect(notes!.noted).toBeGreaterThan(0);
      expect(notes!.parts).toBeGreaterThan(50);

      const again = await seedTradeCatalogue(handle, 6_000, () => {});
      expect(again.added).toBe(0);
    },
  );

  it("writes text with tabs, newlines, backslashes and quotes through COPY unchanged", async () => {
    await handle.db.execute(sql`create temporary table copy_probe (t text, j jsonb, a text[], n integer)`);
    const nasty = 'tab\there\nnew line \\N back\\slash "quoted" \r end';
    const { copyLine } = await import("../copy-text.ts");
    await handle.copyFrom("copy_probe", ["t", "j", "a", "n"], [copyLine([nasty, { en: nasty }, [nasty, "a,b", "{x}"], null])]);
    const [row] = await rowsOf<{ t: string; j: { en: string }; a: string[]; n: number | null }>(handle.db, sql`select * from copy_probe`);
    expect(row).toEqual({ t: nasty, j: { en: nasty }, a: [nasty, "a,b", "{x}"], n: null });
  });
});
