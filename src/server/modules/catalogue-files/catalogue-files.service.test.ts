import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";

import { createVehicle, type TestVehicle } from "../../../../tests/factories/vehicles.ts";
import { tablesChecksum } from "../../../../tests/helpers/table-checksum.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { type Database, rowsOf } from "../../../db/client.ts";
import { createJobQueue } from "../../../db/job-queue.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore, type PhotoStore } from "../media/index.ts";
import { PRODUCT_COLUMNS } from "./formats.ts";
import { type CatalogueFilesService, createCatalogueFilesService } from "./index.ts";
import { fetchPicture, isPublicAddress, PictureFetchError } from "./picture-fetch.ts";

let t: TestApp;
let db: Database;
let files: CatalogueFilesService;
let dir: string;
let brand: string;
let category: string;
let model: string;
let hilux2016: TestVehicle;
let photos: PhotoStore;

/** A picture drawn by sharp, of one colour, so that each is its own. */
const drawn = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer()
    .then((bytes) => new Uint8Array(bytes));

/** The supplier's picture server (the edge the shop does not own): what it was asked, and a picture for each address, or a 404. */
const fetched: string[] = [];
async function supplierServer(address: string): Promise<Uint8Array> {
  fetched.push(address);
  if (address.includes("missing")) throw new PictureFetchError(`${address} answered 404`);
  if (address.endsWith(".txt")) return new TextEncoder().encode("not a picture");
  return drawn(`#${createHash("sha1").update(address).digest("hex").slice(0, 6)}`);
}

/** A pictures archive as a supplier sends one: a ZIP of files in folders. */
async function archiveOf(entries: Record<string, Uint8Array>): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(Buffer.from(bytes), name);
  zip.end();
  const file = path.join(dir, `pictures-${Object.keys(entries).length}-${Date.now()}.zip`);
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

/** A checksum of every catalogue table an import could touch: equal sums, equal catalogues. */
async function catalogueChecksum(): Promise<string> {
  const tables = [
    "products",
    "product_variants",
    "product_options",
    "product_option_values",
    "product_images",
    "product_specs",
    "product_codes",
    "product_slug_redirects",
    "fitment",
    "fitment_notes",
    "stock_movements",
    "vehicle_listings",
    "listing_counts",
    "audit_log",
  ];
  return tablesChecksum(db, tables);
}

const csv = (lines: string[]) => () => Readable.from([`${lines.join("\r\n")}\r\n`]);

async function run(
  kind: "products" | "fitment",
  source: () => Readable,
  mode: "check" | "apply",
  options: { failAfterStaging?: boolean; pictures?: string } = {},
) {
  const row = await files.open(kind, `${kind}.csv`, CLI_ACTOR);
  const report = await files.check(row, source, CLI_ACTOR, { pictures: options.pictures });
  if (mode === "check") return report;
  return files.apply(row, source, CLI_ACTOR, options);
}

const HEADER =
  "slug,sku,part_number,product_sku,product_part_number,options,title_en,title_ru,title_ar,description_en,brand,category,status,price,sale_price,tags,specs,oem_numbers,pictures,units,variant_picture";

function productsFile() {
  return [
    HEADER,
    `imp-bull-bar,IMP-BB-BLK,BB-200-B,IMP-BB,BB-200,colour=black,Import bull bar,Кенгурятник,مصد,"Steel bull bar.\nFits with winch.",${brand},${category},show,899.00,799.00,"steel, winch","Material: steel\nFinish: powder coat","Toyota: 52101-0K010","https://cdn.example.com/bb-1.jpg\nhttps://cdn.example.com/bb-2.jpg",4,/media/bb-black.webp`,
    `imp-bull-bar,IMP-BB-SLV,BB-200-S,IMP-BB,BB-200,colour=silver,Import bull bar,Кенгурятник,مصد,"Steel bull bar.\nFits with winch.",${brand},${category},show,919.00,799.00,"steel, winch","Material: steel\nFinish: powder coat","Toyota: 52101-0K010","https://cdn.example.com/bb-1.jpg\nhttps://cdn.example.com/bb-2.jpg",2,/media/bb-silver.webp`,
    `imp-snorkel,IMP-SN-1,SN-1,,,,Import snorkel,,,"'- Raised air intake",${brand},${category},show,"1,299.50",,,,,/media/sn.webp,7,`,
    `imp-shackle,IMP-SH-1,SH-1,,,,'=Shackle kit,,,Shackles,${brand},${category},hide,45,,,,,,0,`,
  ];
}

function fitmentFile() {
  return [
    "sku,make,model,year_from,year_to,engine,notes_en,notes_ru,notes_ar",
    `IMP-BB,Testmake,${model},2015,2017,1GD,2-inch lift only,Только с лифтом 2 дюйма,`,
    `IMP-SN-1,Testmake,${model},2016,2016,,,,`,
    `IMP-SH-1,universal,,,,,,,`,
  ];
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  dir = mkdtempSync(path.join(tmpdir(), "overland-imports-"));
  photos = createPhotoStore({ dir: path.join(dir, "uploads") });
  files = createCatalogueFilesService(db, { importDir: dir, photos, fetchPicture: supplierServer, log: console });
  const [b] = await rowsOf<{ slug: string }>(db, sql`select slug from brands order by id limit 1`);
  const [c] = await rowsOf<{ slug: string }>(db, sql`select slug from categories order by id limit 1`);
  brand = b!.slug;
  category = c!.slug;
  const first = await createVehicle(db, { year: 2015, engineCode: "1GD" });
  model = first.model;
  hilux2016 = await createVehicle(db, { year: 2016, model, engineCode: "1GD" });
  await createVehicle(db, { year: 2017, model, engineCode: "1GD" });
  await createVehicle(db, { year: 2016, model, engineCode: "2TR", engine: "2.7L Petrol" });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("catalogue files", () => {
  it("names every planted error with its line, column and reason, and changes nothing", async () => {
    const before = await catalogueChecksum();
    const report = await run(
      "products",
      csv([
        HEADER,
        `bad-brand,BAD-1,B-1,,,,Part,,,Text,no-such-brand,${category},show,10,,,,,,1,`,
        `bad-price,BAD-2,B-2,,,,Part,,,Text,${brand},${category},show,-5,,,,,,1,`,
        `dup-a,BAD-3,B-3,,,,Part,,,Text,${brand},${category},show,10,,,,,,1,`,
        `dup-b,BAD-3,B-4,,,,Part,,,Text,${brand},${category},show,10,,,,,,1,`,
        `formula,BAD-5,B-5,,,,"=HYPERLINK(""http://x"")",,,Text,${brand},${category},show,10,,,,,,1,`,
        `empty-title,BAD-6,B-6,,,,,,,Text,${brand},${category},show,10,,,,,,1,`,
        `bad-amount,BAD-7,B-7,,,,Part,,,Text,${brand},${category},show,12.345,,,,,,1,`,
        `dde,BAD-8,B-8,,,,"-2+3+cmd|' /C calc'!A0",,,Text,${brand},${category},show,10,,,,,,1,`,
        `at-sign,BAD-9,B-9,,,,Part,,,@SUM(A1),${brand},${category},show,10,,,,,,1,`,
        `bad-category,BAD-10,B-10,,,,Part,,,Text,${brand},nowhere,show,10,,,,,,1,`,
      ]),
      "check",
    );
    const named = report.problems.map((p) => `${p.line}:${p.column}:${p.reason}`);
    expect(named).toEqual([
      `2:brand:unknown brand "no-such-brand"`,
      "3:price:negative",
      "5:sku:duplicate SKU in the file (line 4)",
      expect.stringMatching(/^6:title_en:starts a spreadsheet formula/),
      "7:title_en:required cell empty",
      "8:price:not an amount (write 1234.50)",
      expect.stringMatching(/^9:title_en:starts a spreadsheet formula/),
      expect.stringMatching(/^10:description_en:starts a spreadsheet formula/),
      `11:category:unknown category "nowhere"`,
    ]);
    expect(report.errorCount).toBe(9);
    expect(await catalogueChecksum()).toBe(before);
  });

  it("says what a cell should hold in the writer's words, never the validator's", async () => {
    const header =
      "slug,sku,part_number,title_en,description_en,brand,category,status,price,sale_price,sale_starts_at,weight_g,length_mm,units";
    const row = (slug: string, cells: string) =>
      `${slug},${slug.toUpperCase()},${slug.toUpperCase()}-1,Part,Text,${brand},${category},show,${cells}`;
    const report = await run(
      "products",
      csv([
        header,
        row("kilos", "10,,,1.5kg,,1"),
        row("european-date", "10,9,31/12/2026,,,1"),
        row("half-millimetre", "10,,,,12.5,1"),
        row("zero-weight", "10,,,0,,1"),
      ]),
      "check",
    );
    expect(report.problems.map((p) => `${p.line}:${p.column}:${p.reason}`)).toEqual([
      "2:weight_g:not a whole number (Weight (g): digits alone, such as 1500)",
      "3:sale_starts_at:not a date (write 2026-12-31, or 2026-12-31T09:00 with a time)",
      "4:length_mm:not a whole number (Length (mm): digits alone, such as 1500)",
      "5:weight_g:not above zero (leave the cell empty when it is not known)",
    ]);
  });

  it("keeps an import under its file's own name, never the folders it was read from", async () => {
    for (const [given, kept] of [
      ["/srv/overland/incoming/supplier.csv", "supplier.csv"],
      ["C:\\Users\\owner\\Desktop\\fitment.csv", "fitment.csv"],
      ["products.csv", "products.csv"],
    ]) {
      const row = await files.open("products", given!, CLI_ACTOR);
      expect((await files.get(row.id)).fileName).toBe(kept);
    }
  });

  it("names a file of another kind in one sentence: another platform's products given as fitment, the shop's other file, XML", async () => {
    const reasons = async (kind: "products" | "fitment", lines: string[]) =>
      (await run(kind, csv(lines), "check")).problems.map((p) => `${p.line}:${p.reason}`);
    // As products they are read (other-platforms.test.ts); as fitment they are named.
    const shopify =
      "Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Compare At Price,Image Src,Status";
    expect(
      await reasons("fitment", [shopify, "bull-bar,Bull bar,<p>Steel</p>,ARB,,Bars,,TRUE,Title,Default Title,BB-1,899.00,,,active"]),
    ).toEqual(["1:this is a Shopify product export, not an Overland fitment file: import it as products, whose columns it is read into"]);
    const woo = "ID,Type,SKU,Name,Published,Is featured?,Short description,Description,Regular price,Sale price,Categories,Tags,Images";
    expect(await reasons("fitment", [woo, "12,simple,BB-1,Bull bar,1,0,Steel,Steel bar,899,,Bars,,"])).toEqual([
      expect.stringMatching(/^1:this is a WooCommerce product CSV, not an Overland fitment file/),
    ]);
    expect(await reasons("products", fitmentFile())).toEqual(["1:this is an Overland fitment file: import it as fitment, not as products"]);
    expect(await reasons("fitment", productsFile())).toEqual([
      "1:this is an Overland products file: import it as products, not as fitment",
    ]);
    const aces = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ACES version="4.2">',
      '  <App action="A" id="1"><BaseVehicle id="5911"/><Qty>1</Qty><PartType id="1896"/><Part>BB-1</Part></App>',
      "</ACES>",
    ];
    // As products it is refused; as fitment its Apps are read (vehicles-file.test.ts), and a vehicle the list has no VCdb id for is named.
    expect(await reasons("products", aces)).toEqual([
      expect.stringMatching(
        /^1:this is an XML file \(an ACES fitment file, by its root\), not CSV: a products file is comma-separated text/,
      ),
    ]);
    expect(await reasons("fitment", aces)).toEqual(["3:unknown BaseVehicle 5911 (no generation of the vehicles file carries it)"]);
  });

  it("names a fitment file's unknown make, model, engine, SKU and years out of range", async () => {
    const report = await run(
      "fitment",
      csv([
        "sku,make,model,year_from,year_to,engine,notes_en",
        `NO-SUCH-SKU,Testmake,${model},2015,2016,,`,
        `NO-SUCH-SKU,Nomake,${model},2015,2016,,`,
        `NO-SUCH-SKU,Testmake,Nomodel,2015,2016,,`,
        `NO-SUCH-SKU,Testmake,${model},1990,1995,,`,
        `NO-SUCH-SKU,Testmake,${model},2015,2016,9ZZ,`,
        `NO-SUCH-SKU,Testmake,${model},2017,2015,,`,
        `NO-SUCH-SKU,Testmake,${model},2015,2015,2TR,`,
      ]),
      "check",
    );
    expect(report.problems.map((p) => `${p.line}:${p.column}`)).toEqual([
      "2:sku",
      "3:make",
      "4:model",
      "5:year_to",
      "6:engine",
      "7:year_to",
      "8:engine",
    ]);
    expect(report.problems[3]!.reason).toMatch(/year out of range/);
  });

  it("a dry run changes nothing; applying creates what it said; the same file again changes 0 rows", async () => {
    const before = await catalogueChecksum();
    const dry = await run("products", csv(productsFile()), "check");
    expect(dry.problems).toEqual([]);
    expect(dry.summary).toMatchObject({ "products.created": 3, "products.changed": 0, "variants.created": 2 });
    expect(await catalogueChecksum()).toBe(before);

    const applied = await run("products", csv(productsFile()), "apply");
    expect(applied.summary).toEqual(dry.summary);
    const [bar] = await rowsOf<{
      title: Record<string, string>;
      stock: number;
      price_cents: number;
      discount_cents: number;
      universal: boolean;
    }>(db, sql`select title, stock, price_cents, discount_cents, universal from products where slug = 'imp-bull-bar'`);
    expect(bar).toMatchObject({
      title: { en: "Import bull bar", ru: "Кенгурятник", ar: "مصد" },
      stock: 6,
      price_cents: 89900,
      discount_cents: 10000,
    });
    const [snorkel] = await rowsOf<{ description: Record<string, string>; price_cents: number }>(
      db,
      sql`select description, price_cents from products where slug = 'imp-snorkel'`,
    );
    expect(snorkel).toMatchObject({ description: { en: "- Raised air intake" }, price_cents: 129950 });
    const [shackle] = await rowsOf<{ title: Record<string, string> }>(db, sql`select title from products where slug = 'imp-shackle'`);
    expect(shackle!.title.en).toBe("=Shackle kit");
    const ledger = await rowsOf<{ kind: string; units_after: number; actor: string }>(
      db,
      sql`select m.kind, m.units_after, m.actor from stock_movements m join products p on p.id = m.product_id where p.slug = 'imp-snorkel'`,
    );
    expect(ledger).toEqual([{ kind: "import", units_after: 7, actor: "cli" }]);

    const fitDry = await run("fitment", csv(fitmentFile()), "check");
    expect(fitDry.problems).toEqual([]);
    expect(fitDry.summary).toMatchObject({ "fitment.created": 5, "fitment.removed": 0, "universal.changed": 1, "notes.created": 1 });
    const fitApplied = await run("fitment", csv(fitmentFile()), "apply");
    expect(fitApplied.summary).toEqual(fitDry.summary);

    const settled = await catalogueChecksum();
    const again = await run("products", csv(productsFile()), "apply");
    expect(again.summary).toMatchObject({ "products.created": 0, "products.changed": 0, "products.unchanged": 3, "variants.changed": 0 });
    const fitAgain = await run("fitment", csv(fitmentFile()), "apply");
    expect(fitAgain.summary).toMatchObject({ "fitment.created": 0, "fitment.changed": 0, "fitment.removed": 0, "universal.changed": 0 });
    // Only the audit log grew: one row per import.
    const strip = (sums: string) => sums.replace(/audit_log:\w+/, "");
    expect(strip(await catalogueChecksum())).toBe(strip(settled));
  });

  it("a fitment file states the whole fitment of the SKUs it names: rows it leaves out are removed", async () => {
    const report = await run(
      "fitment",
      csv([
        "sku,make,model,year_from,year_to,engine,notes_en,notes_ru",
        `IMP-BB-BLK,Testmake,${model},2016,2016,1GD,2-inch lift only,Только с лифтом 2 дюйма`,
      ]),
      "apply",
    );
    expect(report.summary).toMatchObject({ "fitment.removed": 2, "fitment.unchanged": 1, "fitment.created": 0 });
    const fits = await rowsOf<{ vehicle_id: number }>(
      db,
      sql`select f.vehicle_id from fitment f join products p on p.id = f.product_id where p.slug = 'imp-bull-bar'`,
    );
    expect(fits).toEqual([{ vehicle_id: hilux2016.id }]);
  });

  it("shows an imported part on the storefront by its slug, and in the listing of a vehicle it fits", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/website/products/imp-bull-bar" });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: "imp-bull-bar" });
    const listing = await t.app.inject({
      method: "GET",
      url: `/api/website/products/?filter_vehicle=${hilux2016.id}&sort=newest&limit=10`,
    });
    expect(listing.statusCode).toBe(200);
    const slugs = (listing.json() as { data: { slug: string }[] }).data.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["imp-bull-bar", "imp-snorkel"]));
  });

  it("an export imported again changes 0 rows, and writes formula cells after an apostrophe", async () => {
    const bytes = await buffer(files.exportFile("products"));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const products = bytes.toString("utf8");
    expect(products).toContain("'=Shackle kit");
    const fitment = (await buffer(files.exportFile("fitment"))).toString("utf8");
    const before = await catalogueChecksum();
    const again = await run("products", () => Readable.from([products]), "apply");
    expect(again.problems).toEqual([]);
    expect(again.summary["products.created"]).toBe(0);
    expect(again.summary["products.changed"]).toBe(0);
    expect(again.summary["variants.changed"]).toBe(0);
    const fitAgain = await run("fitment", () => Readable.from([fitment]), "apply");
    expect(fitAgain.problems).toEqual([]);
    expect(fitAgain.summary).toMatchObject({ "fitment.created": 0, "fitment.changed": 0, "fitment.removed": 0, "universal.changed": 0 });
    const strip = (sums: string) => sums.replace(/audit_log:\w+/, "");
    expect(strip(await catalogueChecksum())).toBe(strip(before));
  }, 300_000);

  it("writes an export a standard reader reads row for row (RFC 4180): every cell holding a line break quoted, every record ended by CRLF", async () => {
    const text = (await buffer(files.exportFile("products"))).toString("utf8");
    // Read as a spreadsheet or Python's csv reads it: a line break outside quotes ends a record,
    // and a record with more or fewer cells than the header, or a loose quote, is an error.
    const [header, ...records] = parse(text, {
      bom: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: false,
      relax_quotes: false,
      skip_empty_lines: false,
    }) as string[][];
    expect(header).toEqual([...PRODUCT_COLUMNS]);
    // Outside its quoted cells, the file breaks lines only between records, always with CRLF.
    const bareBreaks = text.replace(/"(?:[^"]|"")*"/g, '""').match(/(?<!\r)\n|\r(?!\n)/g)?.length ?? 0;
    expect(bareBreaks, "line breaks outside quotes that are not CRLF").toBe(0);
    const [counted] = await rowsOf<{ rows: number }>(
      db,
      sql`select ((select count(*) from product_variants) + (select count(*) from products p
        where not exists (select 1 from product_variants v where v.product_id = p.id)))::int as rows`,
    );
    expect(records.length).toBe(counted!.rows);
    const cell = (slug: string, column: (typeof PRODUCT_COLUMNS)[number]) =>
      records.find((record) => record[0] === slug)![PRODUCT_COLUMNS.indexOf(column)];
    expect(cell("imp-bull-bar", "specs")).toBe("Material: steel\nFinish: powder coat");
    expect(cell("imp-bull-bar", "description_en")).toBe("Steel bull bar.\nFits with winch.");
  });

  it("a failure after the last batch is staged leaves the catalogue exactly as it was", async () => {
    const before = await catalogueChecksum();
    const changed = productsFile().map((line) => line.replace("Import snorkel", "Renamed snorkel"));
    await expect(run("products", csv(changed), "apply", { failAfterStaging: true })).rejects.toThrow(/stopped after staging/);
    expect(await catalogueChecksum()).toBe(before);
  });

  it("makes the pictures a file names the shop's own: fetched by address, read from the archive by name, each once; the same file again changes nothing", async () => {
    const archive = await archiveOf({ "photos/bar-front.jpg": await drawn("#102030"), "bar-side.png": await drawn("#304050") });
    const file = (pictures: string, slug = "pic-bar") => [
      HEADER,
      `${slug},PIC-BB-BLK,PB-1-B,PIC-BB,PB-1,finish=black,Pictured bar,,,Text,${brand},${category},show,99,,,,,"${pictures}",1,bar-side.png`,
      `${slug},PIC-BB-SLV,PB-1-S,PIC-BB,PB-1,finish=silver,Pictured bar,,,Text,${brand},${category},show,99,,,,,"${pictures}",1,`,
    ];
    const named = "https://cdn.supplier.test/bar-1.jpg\nbar-front.jpg\nphotos/bar-front.jpg";
    // Without the archive its names are refused at once (each row names three pictures on three lines); with it the dry run fetches nothing.
    const without = await run("products", csv(file(named)), "check");
    expect(without.problems.map((p) => `${p.line}:${p.column}`)).toEqual(["2:pictures", "5:pictures"]);
    expect(without.problems[0]!.reason).toMatch(/none was uploaded/);
    fetched.length = 0;
    const dry = await run("products", csv(file(named)), "check", { pictures: archive });
    expect([dry.problems, fetched]).toEqual([[], []]);

    const applied = await run("products", csv(file(named)), "apply", { pictures: archive });
    expect(applied.errorCount).toBe(0);
    // Named on both rows, fetched once.
    expect(fetched).toEqual(["https://cdn.supplier.test/bar-1.jpg"]);
    const pictures = await rowsOf<{ url: string }>(
      db,
      sql`select i.url from product_images i join products p on p.id = i.product_id where p.slug = 'pic-bar' order by i.position`,
    );
    expect(pictures.map((row) => row.url)).toEqual([
      expect.stringMatching(/^\/media\/uploads\/[\w-]{22}-400\.webp$/),
      expect.stringMatching(/^\/media\/uploads\/[\w-]{22}-400\.webp$/),
      // The same file, named by its path and by its name alone: the same picture.
      pictures[1]!.url,
    ]);
    expect(existsSync(photos.file(pictures[0]!.url.split("/").at(-1)!)!)).toBe(true);
    const [variant] = await rowsOf<{ image: string }>(db, sql`select image from product_variants where sku = 'PIC-BB-BLK'`);
    expect(variant!.image).toMatch(/^\/media\/uploads\//);

    fetched.length = 0;
    const before = await catalogueChecksum();
    const again = await run("products", csv(file(named)), "check", { pictures: archive });
    expect(again.summary).toMatchObject({ "products.changed": 0, "variants.changed": 0 });
    await run("products", csv(file(named)), "apply", { pictures: archive });
    expect(fetched).toEqual([]);
    const strip = (sums: string) => sums.replace(/audit_log:\w+/, "");
    expect(strip(await catalogueChecksum())).toBe(strip(before));
  });

  it("refuses the whole file when a picture cannot be made the shop's, naming its line: an http address, a 404, a file that is no picture", async () => {
    const row = (n: number, pictures: string) =>
      `pic-bad-${n},PIC-BAD-${n},PX-${n},,,,Bad picture ${n},,,Text,${brand},${category},show,10,,,,,${pictures},1,`;
    const checked = await run("products", csv([HEADER, row(1, "http://cdn.supplier.test/a.jpg"), row(2, "../etc/passwd.jpg")]), "check");
    expect(checked.problems.map((p) => `${p.line}:${p.column}:${p.reason}`)).toEqual([
      expect.stringMatching(/^2:pictures:.*http address.*https only/),
      expect.stringMatching(/^3:pictures:.*is not a picture/),
    ]);
    const before = await catalogueChecksum();
    const refused = await run(
      "products",
      csv([
        HEADER,
        row(3, "https://cdn.supplier.test/ok.jpg"),
        row(4, "https://cdn.supplier.test/missing.jpg"),
        row(5, "https://cdn.supplier.test/notes.txt"),
      ]),
      "apply",
    );
    expect(refused.problems.map((p) => `${p.line}:${p.column}:${p.reason}`)).toEqual([
      "3:pictures:https://cdn.supplier.test/missing.jpg answered 404",
      expect.stringMatching(/^4:pictures:This file is not a photo/),
    ]);
    const strip = (sums: string) => sums.replace(/audit_log:\w+/, "");
    expect(strip(await catalogueChecksum())).toBe(strip(before));
  });

  it("refuses a pictures archive whose files unpack past the limit, reading its directory no further, and says why", async () => {
    const limited = createCatalogueFilesService(db, {
      importDir: dir,
      photos,
      fetchPicture: supplierServer,
      pictureArchiveLimits: { maxEntries: 10_000, maxUnpackedBytes: 1_000_000 },
      log: console,
    });
    // Two files of zeros: a few kilobytes packed, 1.2 MB unpacked.
    const archive = await archiveOf({ "a.jpg": new Uint8Array(600_000), "b.jpg": new Uint8Array(600_000) });
    const row = await limited.open("products", "bomb.csv", CLI_ACTOR);
    const file = csv([HEADER, `bomb,BOMB-1,BM-1,,,,Bomb,,,Text,${brand},${category},show,10,,,,,a.jpg,1,`]);
    const report = await limited.check(row, file, CLI_ACTOR, { pictures: archive });
    expect(report.problems).toEqual([{ line: 1, column: "", reason: expect.stringMatching(/files hold more than 1 MB unpacked/) }]);
  });

  it("keeps no picture but an archive's file, a fetched https address or the shop's own: another site's //host, http, javascript, data, other paths and .. are bad rows at the dry run", async () => {
    const refused = [
      "//evil.example/bar.jpg",
      "\\\\evil.example\\bar.jpg",
      "http://cdn.supplier.test/bar.jpg",
      "javascript:alert(1)//.jpg",
      "data:image/png;base64,iVBORw0KGgo=",
      "/etc/passwd",
      "/media/../admin/bar.webp",
      "/media//evil.example/bar.webp",
      "https://user:secret@cdn.supplier.test/bar.jpg",
      "https:///bar.jpg",
      "../bar.jpg",
    ];
    const row = (n: number, pictures: string, variantPicture = "") =>
      `bad-source-${n},BAD-SRC-${n},BS-${n},${variantPicture ? `BAD-SRC-P${n},BSP-${n},finish=black` : ",,"},Bad source ${n},,,Text,${brand},${category},show,10,,,,,"${pictures}",1,${variantPicture}`;
    const lines = [
      HEADER,
      ...refused.map((cell, at) => row(at, `/media/uploads/ok-400.webp\n${cell}`)),
      row(99, "", "//evil.example/v.jpg"),
    ];
    const before = await catalogueChecksum();
    const checked = await run("products", csv(lines), "check");
    // Each row's pictures take two lines of the file.
    expect(checked.problems.map((p) => `${p.line}:${p.column}`)).toEqual([
      ...refused.map((_, at) => `${2 + at * 2}:pictures`),
      `${2 + refused.length * 2}:variant_picture`,
    ]);
    expect(checked.problems[0]!.reason).toMatch(/another site's address without https/);
    expect(checked.problems[2]!.reason).toMatch(/https only/);
    expect(checked.problems[3]!.reason).toMatch(/is not a picture/);
    const applied = await run("products", csv(lines), "apply");
    expect(applied.errorCount).toBe(refused.length + 1);
    expect(await catalogueChecksum()).toBe(before);
    const kept = await rowsOf<{ url: string }>(db, sql`select url from product_images where url not like '/media/%'`);
    expect(kept).toEqual([]);
  });

  it("never fetches from a private network: the cloud's metadata, the shop itself, a name that leads there", async () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "192.168.1.10",
      "::1",
      "fd00::5",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "100.64.0.1",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:2800:220:1:248:1893:25c8:1946")).toBe(true);
    const limits = { maxBytes: 1_000_000, timeoutMs: 5_000 };
    await expect(fetchPicture("https://169.254.169.254/latest/meta-data/", limits)).rejects.toThrow(/private network/);
    await expect(fetchPicture("https://localhost/picture.jpg", limits)).rejects.toThrow(/private network/);
    await expect(fetchPicture("http://cdn.supplier.test/a.jpg", limits)).rejects.toThrow(/not an https address/);
  });
});

describe("a check run in the background, on the job queue", () => {
  /** A service on a queue of its own (its own schema, beside the app's), whose log the test reads. */
  async function onOwnQueue(logged: { obj: object; msg: string }[]) {
    const log = { error: (obj: object, msg: string) => logged.push({ obj, msg }), warn: () => {} };
    const jobs = createJobQueue(t.database, { log, schema: "jobs_test", pollingIntervalSeconds: 0.5 });
    const background = createCatalogueFilesService(db, { importDir: dir, photos, fetchPicture: supplierServer, log, jobs });
    await jobs.start();
    return { jobs, background };
  }

  it("logs a failure it cannot write on its import's row, and leaves the job failed with its error to be tried again", async () => {
    const logged: { obj: object; msg: string }[] = [];
    const { jobs, background } = await onOwnQueue(logged);
    // The database refuses every later write of an import's row, its failure included.
    await db.execute(sql`create function refuse_import_writes() returns trigger language plpgsql as $$
      begin raise exception 'the imports table is read-only'; end $$`);
    await db.execute(sql`create trigger refuse_import_writes before update on catalogue_imports
      for each row execute function refuse_import_writes()`);
    try {
      const row = await background.upload("products", "unwritable.csv", csv(productsFile())(), CLI_ACTOR);
      await expect.poll(() => logged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      expect(logged[0]).toMatchObject({
        obj: {
          importId: row.id,
          err: expect.objectContaining({ cause: expect.objectContaining({ message: "the imports table is read-only" }) }),
        },
        msg: "a catalogue import's check failed and its row could not say so",
      });
      // The handler logs before it throws, and the queue records the throw after: wait for the record.
      const job = async () => (await jobs.page({ name: "catalogue-import.check", page: 1, limit: 10 })).rows[0];
      await expect.poll(async () => (await job())?.lastError, { timeout: 20_000 }).toEqual(expect.any(String));
      expect(await job()).toMatchObject({ state: expect.stringMatching(/^(retry|failed)$/) });
    } finally {
      await jobs.stop();
      await db.execute(sql`drop trigger refuse_import_writes on catalogue_imports`);
      await db.execute(sql`drop function refuse_import_writes()`);
    }
  });

  it("logs nothing when its row says why it failed, and its job ends done", async () => {
    const logged: { obj: object; msg: string }[] = [];
    const { jobs, background } = await onOwnQueue(logged);
    try {
      const row = await background.upload("products", "headless.csv", Readable.from(["not,a,catalogue\n1,2,3\n"]), CLI_ACTOR);
      await expect.poll(async () => (await background.get(row.id)).state, { timeout: 20_000 }).toMatch(/^(checked|failed)$/);
      await expect
        .poll(
          async () =>
            (await jobs.page({ name: "catalogue-import.check", page: 1, limit: 10 })).rows.find((job) => job.singletonKey === row.id)
              ?.state,
          {
            timeout: 10_000,
          },
        )
        .toBe("completed");
      expect(logged).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
