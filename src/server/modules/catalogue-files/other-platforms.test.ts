import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { tablesChecksum } from "../../../../tests/helpers/table-checksum.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { type Database, rowsOf } from "../../../db/client.ts";
import type { ImportChange } from "../../../domain/schemas/catalogue-files.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore } from "../media/index.ts";
import { PRODUCT_COLUMNS } from "./formats.ts";
import { htmlToText } from "./html-text.ts";
import { type CatalogueFilesService, createCatalogueFilesService, type RunOptions } from "./index.ts";
import { OURS } from "./product-file-mappings.ts";
import { SHOPIFY_MOST_ROWS } from "./shopify-format.ts";

// Other platforms' product files (decision 036): Shopify's template and a WooCommerce sample are
// mapped onto the products file and go its one way (dry run, one transaction); a file of some of
// the shop's columns changes only those fields of the parts it names.

let t: TestApp;
let db: Database;
let files: CatalogueFilesService;
let dir: string;
let brand: string;
let category: string;

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");
const SHOPIFY_TEMPLATE = fixture("shopify-product-template.csv");
const WOO_SAMPLE = fixture("woocommerce-sample-products.csv");
const text = (content: string) => () => Readable.from([content]);
const csv = (lines: string[]) => text(`${lines.join("\r\n")}\r\n`);

/** The supplier's picture server: a picture of its own colour for each address. */
const fetched: string[] = [];
async function pictureServer(address: string): Promise<Uint8Array> {
  fetched.push(address);
  const colour = `#${createHash("sha1").update(address).digest("hex").slice(0, 6)}`;
  return new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
}

/** A checksum of the tables an import writes: equal sums, equal catalogues. */
async function catalogueChecksum(): Promise<string> {
  const tables = [
    "products",
    "product_variants",
    "product_options",
    "product_option_values",
    "product_images",
    "product_specs",
    "brands",
    "categories",
    "stock_movements",
    "audit_log",
  ];
  return tablesChecksum(db, tables);
}

/** A products file checked (and applied, when asked), with the dry run's list of changes. */
async function run(source: () => Readable, mode: "check" | "apply", options: RunOptions = {}) {
  const row = await files.open("products", "products.csv", CLI_ACTOR);
  const changes: ImportChange[] = [];
  const report = await files.check(row, source, CLI_ACTOR, { ...options, onChanges: (page) => void changes.push(...page) });
  if (mode === "check" || report.errorCount > 0) return { report, changes, row };
  const applied = await files.apply(row, source, CLI_ACTOR, options);
  return { report, applied, changes, row };
}

const problemsOf = (report: { problems: { line: number; column: string; reason: string }[] }) =>
  report.problems.map((problem) => `${problem.line}:${problem.column}:${problem.reason}`);

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  dir = mkdtempSync(path.join(tmpdir(), "overland-platform-files-"));
  files = createCatalogueFilesService(db, {
    importDir: dir,
    photos: createPhotoStore({ dir: path.join(dir, "uploads") }),
    fetchPicture: pictureServer,
    log: console,
  });
  const [b] = await rowsOf<{ slug: string }>(db, sql`select slug from brands order by id limit 1`);
  const [c] = await rowsOf<{ slug: string }>(db, sql`select slug from categories order by id limit 1`);
  brand = b!.slug;
  category = c!.slug;
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the columns a mapping writes", () => {
  it("are every one a column of the shop's products file", () => {
    for (const column of Object.values(OURS)) expect(PRODUCT_COLUMNS).toContain(column);
  });

  it("read an HTML description as its words, one paragraph or list item a line", () => {
    expect(htmlToText("<p>Steel bar.</p><ul><li>Winch &amp; lights</li><li>2&quot; lift</li></ul><p>Fits&nbsp;the 79<br>series</p>")).toBe(
      'Steel bar.\n- Winch & lights\n- 2" lift\nFits the 79\nseries',
    );
    expect(htmlToText("<script>alert(1)</script><style>p{}</style><b>Bold</b> &#8211; &#x41;&unknown;")).toBe("Bold – A&unknown;");
  });
});

describe("a Shopify product file", () => {
  it("without create missing names the brand and category the shop lacks, once a product, at the Shopify columns, and changes nothing", async () => {
    const before = await catalogueChecksum();
    const { report } = await run(text(SHOPIFY_TEMPLATE), "check");
    expect(report.format).toBe("shopify");
    expect(problemsOf(report)).toEqual([
      '2:Vendor:unknown brand "acme"',
      '2:Type:unknown category "shirts"',
      '14:Vendor:unknown brand "acme"',
      '14:Type:unknown category "pants"',
      '18:Vendor:unknown brand "acme"',
      '18:Type:unknown category "hat"',
    ]);
    expect(await catalogueChecksum()).toBe(before);
  });

  it("imports Shopify's template with create missing: the dry run names the mapping, the columns left out and every change; the apply makes it so", async () => {
    const before = await catalogueChecksum();
    const { report, changes, row } = await run(text(SHOPIFY_TEMPLATE), "check", { createMissing: true });
    expect(report.problems).toEqual([]);
    expect(report.format).toBe("shopify");
    expect(report.leftOut).toEqual([
      "Variant Inventory Tracker",
      "Variant Inventory Policy",
      "Variant Fulfillment Service",
      "Variant Requires Shipping",
      "Variant Taxable",
      "Image Alt Text",
      "Gift Card",
      "Google Shopping / Google Product Category",
      "Google Shopping / Gender",
      "Google Shopping / Age Group",
      "Google Shopping / MPN",
      "Google Shopping / Condition",
      "Google Shopping / Custom Product",
      "Variant Weight Unit",
      "Variant Tax Code",
      "Included / United States",
      "Price / United States",
      "Compare At Price / United States",
      "Included / International",
      "Price / International",
      "Compare At Price / International",
      // Barcodes are free text in Shopify: those whose check digit holds are carried as GTINs.
      "Variant Barcode: 14 values not a GTIN (no check digit that holds)",
    ]);
    expect(report.summary).toMatchObject({
      "products.created": 3,
      "variants.created": 15,
      "brands.created": 1,
      "categories.created": 3,
    });
    // Every part and variant the file creates is a line of the list, at its row's line.
    expect(report.changeCount).toBe(18);
    expect(changes.filter((change) => change.field !== null)).toEqual([]);
    expect(changes.slice(0, 3)).toEqual([
      { line: 2, record: "product", slug: "example-shirt", sku: "EXAMPLE-SHIRT", field: null, before: null, after: null },
      { line: 2, record: "variant", slug: "example-shirt", sku: "SRT_COT_111", field: null, before: null, after: null },
      { line: 3, record: "variant", slug: "example-shirt", sku: "SRT_COT_122", field: null, before: null, after: null },
    ]);
    expect(changes.at(-1)).toMatchObject({ line: 18, record: "product", slug: "example-hat", sku: "HAT_GRY_275" });
    // What the back office and the admin API read of it: the same, kept beside the file.
    expect(await files.get(row.id)).toMatchObject({ format: "shopify", createMissing: true, changeCount: 18, leftOut: report.leftOut });
    const page = await files.changes(row.id, 1);
    expect(page.data).toEqual(changes);
    expect(page.pagination).toMatchObject({ total: 18, totalPages: 1 });
    expect(await catalogueChecksum()).toBe(before);

    fetched.length = 0;
    const applied = await files.apply(row, text(SHOPIFY_TEMPLATE), CLI_ACTOR, { createMissing: true });
    expect(applied.problems).toEqual([]);
    expect(applied.summary).toEqual(report.summary);

    const parts = await rowsOf<{
      slug: string;
      sku: string;
      title: Record<string, string>;
      description: Record<string, string>;
      status: string;
      price_cents: number;
      discount_cents: number;
      sale_price_cents: number | null;
      stock: number;
      tags: string[];
      weight_grams: number | null;
      meta_title: string;
      brand: string;
      brand_name: string;
      category: string;
      category_name: Record<string, string>;
    }>(
      db,
      sql`select p.slug, p.sku, p.title, p.description, p.status, p.price_cents, p.discount_cents, p.sale_price_cents, p.stock, p.tags,
        p.weight_grams, p.meta_title, b.slug as brand, b.name as brand_name, c.slug as category, c.name as category_name
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.slug like 'example-%' order by p.slug`,
    );
    expect(parts.map((part) => part.slug)).toEqual(["example-hat", "example-pants", "example-shirt"]);
    const [hat, pants, shirt] = parts;
    // No options (Title: Default Title): the beanie is sold as itself; its compare-at price is its price, on sale at 17.99.
    expect(hat).toMatchObject({
      sku: "HAT_GRY_275",
      status: "hide",
      price_cents: 2299,
      sale_price_cents: 1799,
      discount_cents: 500,
      stock: 50,
      weight_grams: 72,
      tags: ["Hat Tag"],
      brand: "acme",
      brand_name: "Acme",
      category: "hat",
      category_name: { en: "Hat" },
    });
    // A compare-at price below the price is no sale; Shopify's draft is the shop's draft; grams are the first variant's.
    expect(pants).toMatchObject({ status: "draft", price_cents: 9500, discount_cents: 0, stock: 45, weight_grams: 227 });
    expect(shirt).toMatchObject({
      sku: "EXAMPLE-SHIRT",
      title: { en: "Example T-Shirt" },
      status: "show",
      price_cents: 2500,
      tags: ["Made to Order", "Shirt Tag"],
      meta_title: "Example T-Shirt | Test Store",
      category: "shirts",
    });
    expect(shirt!.description.en).toMatch(/^This t-shirt is as simple as it gets\. .* you can print on\.$/);

    const variants = await rowsOf<{
      slug: string;
      sku: string;
      options: Record<string, string>;
      price_cents: number;
      quantity: number;
      cost_cents: number | null;
      gtin: string | null;
      weight_grams: number | null;
    }>(
      db,
      sql`select p.slug, v.sku, v.options, v.price_cents, v.quantity, v.cost_cents, v.gtin, v.weight_grams
        from product_variants v join products p on p.id = v.product_id
        where p.slug like 'example-%' order by p.slug, v.position`,
    );
    expect(variants).toHaveLength(15);
    const pants28 = { slug: "example-pants", sku: "PNT_DEN_285", options: { size: "28" }, price_cents: 9500, quantity: 20 };
    const pants30 = { slug: "example-pants", sku: "PNT_DEN_305", options: { size: "30" }, price_cents: 9500, quantity: 15 };
    const pants40 = { slug: "example-pants", sku: "PNT_DEN_405", options: { size: "40" }, price_cents: 9500, quantity: 10 };
    expect(variants.filter((variant) => variant.slug === "example-shirt").map((variant) => variant.options)).toEqual(
      ["green", "blue", "gray", "purple"].flatMap((color) => ["s", "m", "l"].map((size) => ({ color, size }))),
    );
    expect(variants.filter((variant) => variant.slug === "example-pants")).toEqual([
      // Cost per item is each variant's cost; grams other than the first variant's are the variant's own weight.
      { ...pants28, cost_cents: 5000, gtin: null, weight_grams: null },
      { ...pants30, cost_cents: 5000, gtin: null, weight_grams: 283 },
      { ...pants40, cost_cents: 5000, gtin: null, weight_grams: 397 },
    ]);
    expect(variants.filter((variant) => variant.gtin !== null).map((variant) => [variant.sku, variant.gtin])).toEqual([
      ["SRT_COT_233", "777979207524"],
      ["SRT_COT_333", "845853890770"],
    ]);
    const [hatCost] = await rowsOf<{ cost: number }>(db, sql`select cost_cents as cost from products where sku = 'HAT_GRY_275'`);
    expect(hatCost).toEqual({ cost: 850 });
    const options = await rowsOf<{ name: Record<string, string>; values: string[] }>(
      db,
      sql`select o.name, array_agg(x.name->>'en' order by x.position) as values from product_options o
        join product_option_values x on x.option_id = o.id join products p on p.id = o.product_id
        where p.slug = 'example-shirt' group by o.id, o.name, o.position order by o.position`,
    );
    expect(options).toEqual([
      { name: { en: "Color" }, values: ["Green", "Blue", "Gray", "Purple"] },
      { name: { en: "Size" }, values: ["S", "M", "L"] },
    ]);
    // The product's pictures in their Image Position order, fetched once each and made the shop's own.
    const pictures = await rowsOf<{ url: string }>(
      db,
      sql`select i.url from product_images i join products p on p.id = i.product_id where p.slug = 'example-shirt' order by i.position`,
    );
    expect(pictures).toHaveLength(6);
    expect(pictures.every((picture) => picture.url.startsWith("/media/"))).toBe(true);
    expect(fetched.filter((address) => address.includes("/tshirts.jpg"))).toHaveLength(1);

    // The same file again changes nothing, and its dry run lists nothing.
    const again = await run(text(SHOPIFY_TEMPLATE), "check", { createMissing: true });
    expect(again.report.summary).toMatchObject({
      "products.changed": 0,
      "variants.changed": 0,
      "products.created": 0,
      "brands.created": 0,
    });
    expect(again.changes).toEqual([]);
  });

  it("refuses a malformed Shopify file with clear errors and changes nothing: a quote left open, a row before its product, an option value without its name", async () => {
    const header = SHOPIFY_TEMPLATE.split("\n")[0]!;
    const cells = (values: Record<number, string>) => Array.from({ length: 48 }, (_, at) => values[at] ?? "").join(",");
    const product = (handle: string, extra: Record<number, string> = {}) =>
      cells({
        0: handle,
        1: "Bar",
        2: "Steel",
        3: brand,
        5: category,
        8: "Title",
        9: "Default Title",
        14: `${handle}-1`,
        20: "10",
        ...extra,
      });
    const before = await catalogueChecksum();

    const orphan = await run(csv([header, cells({ 0: "lone-bar", 9: "Black", 14: "LB-1", 20: "10" }), product("good-bar")]), "check");
    expect(problemsOf(orphan.report)).toEqual([
      '2:Title:this row continues product "lone-bar", but no row before it starts that product (a product\'s first row carries its Title)',
    ]);

    const nameless = await run(
      csv([
        header,
        product("colour-bar", { 8: "Colour", 9: "Black", 12: "", 13: "" }),
        cells({ 0: "colour-bar", 9: "Red", 13: "Big", 14: "CB-2", 20: "10" }),
      ]),
      "check",
    );
    expect(problemsOf(nameless.report)).toEqual([
      '3:Option3 Value:the value "Big" has no option: the product\'s first row (line 2) names no Option3 Name',
    ]);

    const unclosed = await run(
      text(`${header}\n${product("open-bar", { 2: '"Steel, with a quote never closed' })}\n${product("next-bar")}\n`),
      "check",
    );
    expect(unclosed.report.errorCount).toBeGreaterThan(0);
    expect(unclosed.report.problems.at(-1)!.reason).toMatch(/^a quoted cell is never closed: the file ends inside it/);

    const apart = await run(
      csv([header, product("split-bar"), product("other-bar"), cells({ 0: "split-bar", 26: "2", 25: "/media/x.webp" })]),
      "check",
    );
    expect(problemsOf(apart.report)).toEqual([
      '4:Handle:the rows of product "split-bar" are not together: it began at line 2, and other products\' rows came between',
    ]);
    expect(await catalogueChecksum()).toBe(before);
  });

  it("refuses a huge Shopify product and a row past the reader's size, naming their lines, and changes nothing", async () => {
    const header = SHOPIFY_TEMPLATE.split("\n")[0]!;
    const before = await catalogueChecksum();
    const row = (at: number) =>
      `huge-bar${at === 0 ? ",Huge bar,Steel,Acme,,Bars,,TRUE,Size" : ",,,,,,,,"},${at},,,,,HB-${at},,,,,,10${",".repeat(27)}`;
    const rows = Array.from({ length: SHOPIFY_MOST_ROWS + 5 }, (_, at) => row(at));
    const huge = await run(csv([header, ...rows]), "check");
    expect(problemsOf(huge.report)).toEqual([
      `${SHOPIFY_MOST_ROWS + 2}:Handle:product "huge-bar" has more than 2,298 rows (a Shopify product has at most 2,048 variants and 250 pictures)`,
    ]);
    const long = await run(text(`${header}\nlong-bar,Long bar,"${"x".repeat(1_100_000)}",Acme\n`), "check");
    expect(problemsOf(long.report)).toEqual([
      expect.stringMatching(/^2::a row of more than 1,000,000 characters: most likely a quote \(["]\) left open/),
    ]);
    expect(await catalogueChecksum()).toBe(before);
  });
});

describe("a Shopify export of 2024's column names", () => {
  it("is read as Shopify's: URL handle, Description, SKU, Price, Compare-at price, Product image URL", async () => {
    const { report, changes } = await run(
      csv([
        "URL handle,Title,Description,Vendor,Type,Tags,Published on online store,Status,Option1 name,Option1 value,SKU,Price,Compare-at price,Inventory quantity,Weight value (grams),Product image URL,Image position,Barcode",
        `new-export-lamp,LED lamp,<p>Bright.</p>,${brand},${category},,TRUE,active,Beam,Spot,NE-LAMP-S,120.00,150.00,4,900,/media/lamp.webp,1,123`,
        `new-export-lamp,,,,,,,,,Flood,NE-LAMP-F,130.00,,2,900,,,4006381333931`,
      ]),
      "check",
    );
    expect(report.problems).toEqual([]);
    expect(report.format).toBe("shopify");
    expect(report.leftOut).toEqual(["Barcode: 1 value not a GTIN (no check digit that holds)"]);
    expect(changes.map((change) => `${change.record}:${change.sku}`)).toEqual([
      "product:NEW-EXPORT-LAMP",
      "variant:NE-LAMP-S",
      "variant:NE-LAMP-F",
    ]);
  });
});

describe("a WooCommerce product file", () => {
  it("imports a variable product with its variations (named by id:NN or SKU), and simple products, with create missing", async () => {
    const { report, changes, applied } = await run(text(WOO_SAMPLE), "apply", { createMissing: true });
    expect(report.problems).toEqual([]);
    expect(report.format).toBe("woocommerce");
    expect(report.leftOut).toEqual(
      expect.arrayContaining(["Visibility in catalog", "Tax status", "Attribute 1 visible", "Meta: _wpcom_is_markdown", "Download 1 URL"]),
    );
    expect(report.leftOut).not.toContain("Weight (lbs)");
    expect(report.summary).toMatchObject({
      "products.created": 4,
      "variants.created": 6,
      "brands.created": 1,
      // Clothing is the shop's already: its new subcategories go under it.
      "categories.created": 3,
    });
    expect(changes).toHaveLength(10);
    expect(applied!.summary).toEqual(report.summary);

    const parts = await rowsOf<{
      slug: string;
      sku: string;
      status: string;
      price_cents: number;
      sale_price_cents: number | null;
      stock: number;
      weight_grams: number | null;
      length_mm: number | null;
      featured: boolean;
      description: Record<string, string>;
      category: string;
      parent: string | null;
    }>(
      db,
      sql`select p.slug, p.sku, p.status, p.price_cents, p.sale_price_cents, p.stock, p.weight_grams, p.length_mm, p.featured, p.description,
        c.slug as category, (select slug from categories where id = c.parent_id) as parent
        from products p join categories c on c.id = p.category_id where p.sku like 'woo-%' order by p.slug`,
    );
    expect(parts.map((part) => part.slug)).toEqual(["beanie", "belt", "hoodie", "v-neck-t-shirt"]);
    const [beanie, belt, hoodie, vneck] = parts;
    expect(beanie).toMatchObject({
      status: "show",
      price_cents: 2000,
      sale_price_cents: 1800,
      stock: 12,
      weight_grams: 91,
      category: "accessories",
      parent: "clothing",
    });
    expect(belt).toMatchObject({ status: "draft", price_cents: 6500, sale_price_cents: 5500, stock: 3 });
    expect(vneck).toMatchObject({
      sku: "woo-vneck-tee",
      featured: true,
      weight_grams: 227,
      length_mm: 610,
      category: "tshirts",
      parent: "clothing",
    });
    expect(vneck!.description.en).toBe(
      "Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas.\n- Vestibulum tortor quam\n- Feugiat vitae & ultricies eget",
    );
    expect(hoodie).toMatchObject({ sku: "woo-hoodie", price_cents: 4500 });
    const variants = await rowsOf<{
      sku: string;
      options: Record<string, string>;
      price_cents: number;
      sale_price_cents: number | null;
      quantity: number;
    }>(
      db,
      sql`select v.sku, v.options, v.price_cents, v.sale_price_cents, v.quantity from product_variants v join products p on p.id = v.product_id
        where p.sku in ('woo-vneck-tee', 'woo-hoodie') order by v.sku`,
    );
    expect(variants).toEqual([
      { sku: "woo-hoodie-blue", options: { color: "blue", logo: "no" }, price_cents: 4500, sale_price_cents: null, quantity: 4 },
      { sku: "woo-hoodie-green", options: { color: "green", logo: "no" }, price_cents: 4500, sale_price_cents: null, quantity: 0 },
      { sku: "woo-hoodie-red", options: { color: "red", logo: "no" }, price_cents: 4500, sale_price_cents: 4200, quantity: 2 },
      { sku: "woo-vneck-tee-blue", options: { color: "blue" }, price_cents: 1500, sale_price_cents: null, quantity: 7 },
      { sku: "woo-vneck-tee-green", options: { color: "green" }, price_cents: 2000, sale_price_cents: null, quantity: 6 },
      { sku: "woo-vneck-tee-red", options: { color: "red" }, price_cents: 2000, sale_price_cents: null, quantity: 5 },
    ]);
    // A simple product's attributes are its specifications; a variable product's other attributes too.
    const specs = await rowsOf<{ slug: string; name: string; value: string }>(
      db,
      sql`select p.slug, s.name->>'en' as name, s.value from product_specs s join products p on p.id = s.product_id
        where p.sku like 'woo-%' order by p.slug, s.position`,
    );
    expect(specs).toEqual([
      { slug: "beanie", name: "Color", value: "Red" },
      { slug: "v-neck-t-shirt", name: "Size", value: "Large, Medium, Small" },
    ]);
  });

  it("takes a variation's own weight where it is not its product's, and barcodes that are GTINs (WooCommerce 9.2's column)", async () => {
    const { report, applied } = await run(
      csv([
        `ID,Type,SKU,Name,Description,Published,Regular price,Categories,Brands,Parent,Attribute 1 name,Attribute 1 value(s),Weight (kg),"GTIN, UPC, EAN, or ISBN"`,
        `901,variable,woo-strap,Recovery strap,Kinetic strap.,1,,${category},${brand},,Length,"6 m, 9 m",1.2,`,
        `902,variation,woo-strap-6,Recovery strap - 6 m,,1,80.00,,,id:901,Length,6 m,,4006381333931`,
        `903,variation,woo-strap-9,Recovery strap - 9 m,,1,95.00,,,id:901,Length,9 m,1.75,ISBN 0-306-40615-2`,
        `904,simple,woo-shackle,Soft shackle,A soft shackle.,1,25.00,${category},${brand},,,,0.1,96385074`,
      ]),
      "apply",
    );
    expect(report.problems).toEqual([]);
    expect(report.leftOut).toEqual(["GTIN, UPC, EAN, or ISBN: 1 value not a GTIN (no check digit that holds)"]);
    expect(applied!.summary).toMatchObject({ "products.created": 2, "variants.created": 2 });
    const variants = await rowsOf<{ sku: string; gtin: string | null; weight: number | null }>(
      db,
      sql`select v.sku, v.gtin, v.weight_grams as weight from product_variants v join products p on p.id = v.product_id
        where p.sku = 'woo-strap' order by v.sku`,
    );
    // An empty weight is the product's; 1.75 kg is the 9 m strap's own.
    expect(variants).toEqual([
      { sku: "woo-strap-6", gtin: "4006381333931", weight: null },
      { sku: "woo-strap-9", gtin: null, weight: 1750 },
    ]);
    const parts = await rowsOf<{ sku: string; gtin: string | null; weight: number | null }>(
      db,
      sql`select sku, gtin, weight_grams as weight from products where sku in ('woo-strap', 'woo-shackle') order by sku`,
    );
    expect(parts).toEqual([
      { sku: "woo-shackle", gtin: "96385074", weight: 100 },
      { sku: "woo-strap", gtin: null, weight: 1200 },
    ]);
  });

  it("names a variation whose parent the file lacks, and a grouped product, at their lines", async () => {
    const [header, ...rows] = WOO_SAMPLE.trimEnd().split("\n");
    const orphan = rows.find((line) => line.startsWith("79,"))!.replace(",id:45,", ",id:99,");
    const grouped = rows
      .find((line) => line.startsWith("48,"))!
      .replace("48,simple,woo-beanie,Beanie", "87,grouped,logo-collection,Logo Collection");
    const { report } = await run(csv([header!, grouped, orphan]), "check", { createMissing: true });
    expect(problemsOf(report)).toEqual([
      "2:Type:a grouped product is not a part the shop sells: take its row out of the file",
      '3:Parent:"id:99" names no variable product of this file',
    ]);
  });
});

describe("a products file of some columns only", () => {
  const header =
    "slug,sku,part_number,product_sku,product_part_number,options,title_en,description_en,brand,category,status,price,sale_price,units";
  beforeAll(async () => {
    const made = await run(
      csv([
        header,
        `partial-snorkel,PT-SN-1,SN-1,,,,Snorkel,Raised air intake,${brand},${category},show,300.00,,7`,
        `partial-lamp,PT-LA-1,LA-1,,,,Lamp,LED lamp,${brand},${category},show,80.00,70.00,4`,
        `partial-bar,PT-BB-BLK,BB-B,PT-BB,BB,colour=black,Bull bar,Steel,${brand},${category},show,899.00,,2`,
        `partial-bar,PT-BB-SLV,BB-S,PT-BB,BB,colour=silver,Bull bar,Steel,${brand},${category},show,919.00,,1`,
      ]),
      "apply",
    );
    expect(made.report.problems).toEqual([]);
  });

  const partOf = async (sku: string) => {
    const [part] = await rowsOf<{
      title: Record<string, string>;
      price_cents: number;
      sale_price_cents: number | null;
      stock: number;
      status: string;
    }>(db, sql`select title, price_cents, sale_price_cents, stock, status from products where sku = ${sku}`);
    return part!;
  };

  it("`sku,price` changes only prices, its dry run listing each before and after; a price at or below a sale ends the sale", async () => {
    const before = await catalogueChecksum();
    const file = csv(["sku,price", "PT-SN-1,325.50", "PT-BB-SLV,949.00", "PT-LA-1,65.00"]);
    const { report, changes } = await run(file, "check");
    expect(report.problems).toEqual([]);
    expect(report.format).toBe("partial");
    expect(changes).toEqual([
      { line: 2, record: "product", slug: "partial-snorkel", sku: "PT-SN-1", field: "price", before: "300.00", after: "325.50" },
      { line: 3, record: "variant", slug: "partial-bar", sku: "PT-BB-SLV", field: "price", before: "919.00", after: "949.00" },
      { line: 4, record: "product", slug: "partial-lamp", sku: "PT-LA-1", field: "price", before: "80.00", after: "65.00" },
      { line: 4, record: "product", slug: "partial-lamp", sku: "PT-LA-1", field: "sale_price", before: "70.00", after: null },
    ]);
    expect(await catalogueChecksum()).toBe(before);

    const { applied } = await run(file, "apply");
    expect(applied!.summary).toMatchObject({ "products.changed": 2, "variants.changed": 1, "products.created": 0 });
    expect(await partOf("PT-SN-1")).toEqual({
      title: { en: "Snorkel", ru: "", ar: "" },
      price_cents: 32550,
      sale_price_cents: null,
      stock: 7,
      status: "show",
    });
    expect(await partOf("PT-LA-1")).toMatchObject({ price_cents: 6500, sale_price_cents: null, stock: 4 });
    const [silver] = await rowsOf<{ price_cents: number; part_number: string }>(
      db,
      sql`select price_cents, part_number from product_variants where sku = 'PT-BB-SLV'`,
    );
    expect(silver).toEqual({ price_cents: 94900, part_number: "BB-S" });
  });

  it("`sku,stock` sets units through the ledger; `slug,status` changes a part and leaves the rest as it is", async () => {
    const { report, changes, applied } = await run(csv(["sku,stock", "PT-SN-1,11", "PT-BB-BLK,5"]), "apply");
    expect(report.problems).toEqual([]);
    expect(changes.map((change) => `${change.sku}:${change.field}:${change.before}>${change.after}`)).toEqual([
      "PT-SN-1:units:7>11",
      "PT-BB-BLK:units:2>5",
    ]);
    expect(applied!.errorCount).toBe(0);
    expect(await partOf("PT-SN-1")).toMatchObject({ stock: 11, price_cents: 32550 });
    const [ledger] = await rowsOf<{ kind: string; units_after: number }>(
      db,
      sql`select m.kind, m.units_after from stock_movements m join products p on p.id = m.product_id where p.sku = 'PT-SN-1' order by m.id desc limit 1`,
    );
    expect(ledger).toEqual({ kind: "import", units_after: 11 });

    await run(csv(["slug,status", "partial-bar,hide"]), "apply");
    expect(await partOf("PT-BB")).toMatchObject({ status: "hide", stock: 6, title: { en: "Bull bar" } });
    // A slug names each of its part's variants; a bad cell of its line is named once.
    const bad = await run(csv(["slug,status", "partial-bar,gone"]), "check");
    expect(problemsOf(bad.report)).toEqual(["2:status:not a state (show, hide, draft)"]);
  });

  it("lists a change of each of sixty parts, 50 a page, in the file's order", async () => {
    const seeded = await rowsOf<{ sku: string; price_cents: number }>(
      db,
      sql`select p.sku, p.price_cents from products p where not exists (select 1 from product_variants v where v.product_id = p.id)
        and p.sku not like 'PT-%' order by p.id limit 60`,
    );
    expect(seeded).toHaveLength(60);
    const { report, row } = await run(
      csv(["sku,price", ...seeded.map((part) => `${part.sku},${((part.price_cents + 100) / 100).toFixed(2)}`)]),
      "check",
    );
    expect(report.problems).toEqual([]);
    expect(report.summary).toMatchObject({ "products.changed": 60 });
    const first = await files.changes(row.id, 1);
    const second = await files.changes(row.id, 2);
    expect(first.pagination).toMatchObject({ page: 1, limit: 50, total: report.changeCount, totalPages: 2 });
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(report.changeCount - 50);
    const prices = [...first.data, ...second.data].filter((change) => change.field === "price");
    expect(prices.map((change) => change.sku)).toEqual(seeded.map((part) => part.sku));
    expect(prices.map((change) => change.line)).toEqual(seeded.map((_, at) => at + 2));
  });

  it("refuses a row naming a part the shop lacks, with its line and column, and changes nothing", async () => {
    const before = await catalogueChecksum();
    const { report } = await run(csv(["sku,price", "PT-SN-1,330.00", "NO-SUCH-SKU,10.00", "PT-LA-1,-4"]), "check");
    expect(problemsOf(report)).toEqual([
      '3:sku:no part of the shop has SKU "NO-SUCH-SKU": a file without slug, part_number, title_en, description_en, brand, category, status changes parts the shop has, and makes none',
      "4:price:negative",
    ]);
    expect(report.changeCount).toBe(0);
    expect(await catalogueChecksum()).toBe(before);
  });
});
