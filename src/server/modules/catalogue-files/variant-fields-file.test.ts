import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { tablesChecksum } from "../../../../tests/helpers/table-checksum.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore } from "../media/index.ts";
import { type CatalogueFilesService, createCatalogueFilesService } from "./index.ts";

// The products file carries what a part business keeps per variant: cost (staff only), barcode
// (GTIN, check digit checked), and each variant's own weight and size (`variant_weight_g`, ...),
// where empty is the part's. Each is read, listed by the dry run, written, exported and read back.

let t: TestApp;
let files: CatalogueFilesService;
let dir: string;
let brand: string;
let category: string;

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), "overland-variant-fields-"));
  files = createCatalogueFilesService(t.database.db, {
    importDir: dir,
    photos: createPhotoStore({ dir: path.join(dir, "uploads") }),
    log: console,
  });
  const [slugs] = await rowsOf<{ brand: string; category: string }>(
    t.database.db,
    sql`select (select slug from brands order by id limit 1) as brand, (select slug from categories order by id limit 1) as category`,
  );
  ({ brand, category } = slugs!);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

async function importProducts(file: string, mode: "check" | "apply" = "apply") {
  const source = () => Readable.from([file]);
  const row = await files.open("products", "products.csv", CLI_ACTOR);
  const report = await files.check(row, source, CLI_ACTOR);
  if (report.problems.length > 0 || mode === "check") return { row, report };
  return { row, report: await files.apply(row, source, CLI_ACTOR) };
}

const HEADER =
  "slug,sku,part_number,product_sku,product_part_number,options,title_en,description_en,brand,category,status,price,cost,gtin,weight_g,variant_weight_g,variant_length_mm";

const variantsOf = (productSku: string) =>
  rowsOf<{ sku: string; cost: number | null; gtin: string | null; weight: number | null; length: number | null }>(
    t.database.db,
    sql`select v.sku, v.cost_cents as cost, v.gtin, v.weight_grams as weight, v.length_mm as length
      from product_variants v join products p on p.id = v.product_id where p.sku = ${productSku} order by v.sku`,
  );

describe("cost, barcode and a variant's own weight and size in the products file", () => {
  it("are read from a file, per variant and per part sold as itself, and an export imported again changes nothing", async () => {
    const { report } = await importProducts(
      text([
        HEADER,
        `vf-tyre,VF-T-265,T-265,VF-T,T-000,size=265-70-r16,Field tyre,A tyre.,${brand},${category},show,320.00,210.50,4006381333931,12000,15800,780`,
        `vf-tyre,VF-T-285,T-285,VF-T,T-000,size=285-75-r16,Field tyre,A tyre.,${brand},${category},show,360.00,240.00,"4006 3813 3393 1",12000,,`,
        `vf-strap,VF-S-1,S-1,,,,Field strap,A strap.,${brand},${category},show,45.00,12.00,96385074,800,,`,
      ]),
    );
    expect(report.problems).toEqual([]);
    expect(report.summary).toMatchObject({ "products.created": 2, "variants.created": 2 });
    expect(await variantsOf("VF-T")).toEqual([
      { sku: "VF-T-265", cost: 21050, gtin: "4006381333931", weight: 15800, length: 780 },
      // The same barcode on two variants is the supplier's to answer for; empty weight and size are the part's.
      { sku: "VF-T-285", cost: 24000, gtin: "4006381333931", weight: null, length: null },
    ]);
    const [part] = await rowsOf<{ cost: number | null; gtin: string | null; weight: number }>(
      t.database.db,
      sql`select cost_cents as cost, gtin, weight_grams as weight from products where sku = 'VF-S-1'`,
    );
    expect(part).toEqual({ cost: 1200, gtin: "96385074", weight: 800 });
    // A part sold in variants keeps no cost or barcode of its own.
    const [tyre] = await rowsOf<{ cost: number | null; gtin: string | null }>(
      t.database.db,
      sql`select cost_cents as cost, gtin from products where sku = 'VF-T'`,
    );
    expect(tyre).toEqual({ cost: null, gtin: null });

    const exported = (await buffer(files.exportFile("products"))).toString("utf8").replace(/^\uFEFF/, "");
    const rows = parse(exported, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.sku === "VF-T-265")).toMatchObject({
      cost: "210.50",
      gtin: "4006381333931",
      weight_g: "12000",
      variant_weight_g: "15800",
      variant_length_mm: "780",
    });
    expect(rows.find((row) => row.sku === "VF-T-285")).toMatchObject({ cost: "240.00", variant_weight_g: "", variant_length_mm: "" });
    expect(rows.find((row) => row.sku === "VF-S-1")).toMatchObject({ cost: "12.00", gtin: "96385074", variant_weight_g: "" });

    const tables = ["products", "product_variants", "stock_movements"];
    const before = await tablesChecksum(t.database.db, tables);
    const again = await importProducts(exported);
    expect(again.report.problems).toEqual([]);
    expect(again.report.summary).toMatchObject({ "products.changed": 0, "variants.changed": 0, "products.created": 0 });
    expect(await tablesChecksum(t.database.db, tables)).toBe(before);
  }, 120_000);

  it("a file of some columns changes only those, and its dry run lists each change with before and after", async () => {
    const file = text([
      "sku,cost,gtin,variant_weight_g",
      "VF-T-285,245.00,5901234123457,16100",
      // A part's own SKU names all of its variants.
      "VF-S-1,13.50,,",
    ]);
    const { row, report } = await importProducts(file, "check");
    expect(report.problems).toEqual([]);
    const page = await files.changes(row.id, 1);
    const changes = page.data.map(({ record, sku, field, before, after }) => ({ record, sku, field, before, after }));
    expect(changes).toEqual(
      expect.arrayContaining([
        { record: "variant", sku: "VF-T-285", field: "cost", before: "240.00", after: "245.00" },
        { record: "variant", sku: "VF-T-285", field: "gtin", before: "4006381333931", after: "5901234123457" },
        { record: "variant", sku: "VF-T-285", field: "variant_weight_g", before: null, after: "16100" },
        { record: "product", sku: "VF-S-1", field: "cost", before: "12.00", after: "13.50" },
        { record: "product", sku: "VF-S-1", field: "gtin", before: "96385074", after: null },
      ]),
    );
    expect(changes).toHaveLength(5);

    const applied = await importProducts(file);
    expect(applied.report.summary).toMatchObject({ "products.changed": 1, "variants.changed": 1 });
    expect(await variantsOf("VF-T")).toEqual([
      { sku: "VF-T-265", cost: 21050, gtin: "4006381333931", weight: 15800, length: 780 },
      { sku: "VF-T-285", cost: 24500, gtin: "5901234123457", weight: 16100, length: null },
    ]);
    const [part] = await rowsOf<{ cost: number | null; gtin: string | null; weight: number }>(
      t.database.db,
      sql`select cost_cents as cost, gtin, weight_grams as weight from products where sku = 'VF-S-1'`,
    );
    expect(part).toEqual({ cost: 1350, gtin: null, weight: 800 });
  }, 120_000);

  it("names each bad cell by line and column in the writer's words, and changes nothing", async () => {
    const tables = ["products", "product_variants"];
    const before = await tablesChecksum(t.database.db, tables);
    const { report } = await importProducts(
      text([
        HEADER,
        // A barcode one digit wrong, a cost in words, a weight with its unit.
        `vf-tyre,VF-T-265,T-265,VF-T,T-000,size=265-70-r16,Field tyre,A tyre.,${brand},${category},show,320.00,cheap,4006381333932,12000,1.5kg,`,
        `vf-tyre,VF-T-285,T-285,VF-T,T-000,size=285-75-r16,Field tyre,A tyre.,${brand},${category},show,360.00,-5,12345,12000,0,-4`,
        // A part sold as itself has no variant's weight: its own is weight_g.
        `vf-strap,VF-S-1,S-1,,,,Field strap,A strap.,${brand},${category},show,45.00,,,800,900,`,
      ]),
      "check",
    );
    expect(report.problems).toEqual([
      { line: 2, column: "cost", reason: "not an amount (write 1234.50)" },
      { line: 2, column: "gtin", reason: "not a barcode number: 8, 12, 13 or 14 digits, the last the check digit of the others" },
      { line: 2, column: "variant_weight_g", reason: "not a whole number (Weight (g): digits alone, such as 1500)" },
      { line: 3, column: "cost", reason: "negative" },
      { line: 3, column: "gtin", reason: "not a barcode number: 8, 12, 13 or 14 digits, the last the check digit of the others" },
      { line: 3, column: "variant_weight_g", reason: "not above zero (leave the cell empty when it is not known)" },
      { line: 3, column: "variant_length_mm", reason: "negative" },
      {
        line: 4,
        column: "variant_weight_g",
        reason: "only a variant's row (with options) has its own weight and size: a part's is in weight_g",
      },
    ]);
    expect(await tablesChecksum(t.database.db, tables)).toBe(before);
  }, 120_000);
});
