import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";

import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";

import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { CATALOGUE_FILE_MAX_BYTES, type CatalogueImport } from "../../../domain/schemas/catalogue-files.ts";

let t: TestApp;
let catalogCookie: string;
let staffCookie: string;
let file: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "overland-import-routes-"));

/**
 * Reads the import until it stops running (the dry run and the apply run in the background), a
 * little apart: every read counts against the caller's limit of the admin API.
 */
async function settled(id: string): Promise<CatalogueImport> {
  const read = async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/admin/catalogue/imports/${id}`, headers: { cookie: catalogCookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as CatalogueImport;
  };
  await expect.poll(async () => (await read()).state, { timeout: 20_000, interval: 100 }).not.toMatch(/^(checking|applying)$/);
  return read();
}

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  catalogCookie = (await staffMember(t.app, t.database.db, "catalog")).cookie;
  staffCookie = (await staffMember(t.app, t.database.db, "staff")).cookie;
  const [brand] = await rowsOf<{ slug: string }>(t.database.db, sql`select slug from brands order by id limit 1`);
  const [category] = await rowsOf<{ slug: string }>(t.database.db, sql`select slug from categories order by id limit 1`);
  file = [
    "slug,sku,part_number,title_en,description_en,brand,category,status,price,units",
    `api-recovery-board,API-RB-1,RB-1,Recovery board,Two boards,${brand!.slug},${category!.slug},show,199.00,3`,
  ].join("\n");
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("catalogue files in the admin API", () => {
  it("exports the vehicles file, takes it back changing nothing, and takes an ACES file sent as application/xml", async () => {
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/admin/catalogue/exports/vehicles",
      headers: { cookie: catalogCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toMatch(/^\uFEFFmake,make_vcdb_id,make_hidden,model,/);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=vehicles&fileName=vehicles.csv",
      headers: { cookie: catalogCookie, "content-type": "text/csv" },
      payload: exported.body,
    });
    expect(upload.statusCode).toBe(202);
    const checked = await settled((upload.json() as CatalogueImport).id);
    expect(checked).toMatchObject({ kind: "vehicles", state: "checked", errorCount: 0 });
    expect(Object.keys(checked.summary).every((name) => name.endsWith(".unchanged"))).toBe(true);

    const aces = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=fitment&fileName=aces.xml",
      headers: { cookie: catalogCookie, "content-type": "application/xml" },
      payload:
        '<?xml version="1.0"?>\n<ACES version="4.2">\n<App action="A" id="1"><BaseVehicle id="1"/><Part>API-RB-1</Part></App>\n</ACES>\n',
    });
    expect(aces.statusCode).toBe(202);
    const report = await settled((aces.json() as CatalogueImport).id);
    expect(report.problems[0]).toMatchObject({ line: 3, column: "BaseVehicle" });
  });

  it("takes a file, checks it, applies it once checked, and exports it again", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=products&fileName=boards.csv",
      headers: { cookie: catalogCookie, "content-type": "text/csv" },
      payload: file,
    });
    expect(upload.statusCode).toBe(202);
    const started = upload.json() as CatalogueImport;
    expect(started).toMatchObject({ kind: "products", fileName: "boards.csv", state: "checking" });

    const checked = await settled(started.id);
    expect(checked).toMatchObject({ state: "checked", errorCount: 0, rowsTotal: 1 });
    expect(checked.summary["products.created"]).toBe(1);
    const [before] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where slug = 'api-recovery-board'`,
    );
    expect(before!.n).toBe(0);

    const apply = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${started.id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(apply.statusCode).toBe(202);
    const applied = await settled(started.id);
    expect(applied.state).toBe("applied");
    const [after] = await rowsOf<{ stock: number }>(t.database.db, sql`select stock from products where slug = 'api-recovery-board'`);
    expect(after!.stock).toBe(3);
    const audit = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'catalogue_import' and entity_id = ${started.id}`,
    );
    expect(audit).toEqual([{ action: "catalogue.import-products" }]);

    // Applied once: a second apply is refused.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${started.id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(again.statusCode).toBe(409);

    const exported = await t.app.inject({
      method: "GET",
      url: "/api/admin/catalogue/exports/products",
      headers: { cookie: catalogCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^text\/csv/);
    expect(exported.body).toContain("api-recovery-board,API-RB-1,RB-1");
  }, 120_000);

  it("takes Shopify's template with its pictures archive and createMissing=true: reports the mapping, pages the changes, applies it", async () => {
    const template = readFileSync(path.join(import.meta.dirname, "fixtures", "shopify-product-template.csv"), "utf8");
    // The template's pictures, by the names its addresses end in: read from the archive instead of fetched.
    const names = [
      ...new Set([...template.matchAll(/https:\/\/burst\.shopifycdn\.com\/photos\/([\w-]+\.jpg)/g)].map((match) => match[1]!)),
    ];
    expect(names).toHaveLength(11);
    const zip = new yazl.ZipFile();
    for (const [at, name] of names.entries())
      zip.addBuffer(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: `#${(at * 20 + 16).toString(16)}4060` } })
          .jpeg()
          .toBuffer(),
        `photos/${name}`,
      );
    zip.end();
    const archive = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/pictures-archives",
      headers: { cookie: catalogCookie, "content-type": "application/zip" },
      payload: await buffer(zip.outputStream),
    });
    expect(archive.statusCode, archive.body).toBe(201);
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports?kind=products&fileName=product_template.csv&createMissing=true&pictures=${archive.json<{ id: string }>().id}`,
      headers: { cookie: catalogCookie, "content-type": "text/csv" },
      payload: template,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    expect(upload.json()).toMatchObject({ createMissing: true, format: null });
    const checked = await settled((upload.json() as CatalogueImport).id);
    expect(checked).toMatchObject({ state: "checked", errorCount: 0, format: "shopify", createMissing: true, changeCount: 18 });
    expect(checked.leftOut).toContain("Variant Barcode: 14 values not a GTIN (no check digit that holds)");
    expect(checked.summary).toMatchObject({ "products.created": 3, "variants.created": 15, "brands.created": 1 });

    const page = await t.app.inject({
      method: "GET",
      url: `/api/admin/catalogue/imports/${checked.id}/changes?page=1`,
      headers: { cookie: catalogCookie },
    });
    expect(page.statusCode).toBe(200);
    const changes = page.json<{ data: { line: number; record: string; sku: string; field: string | null }[]; pagination: object }>();
    expect(changes.pagination).toMatchObject({ page: 1, total: 18, totalPages: 1, limit: 50 });
    expect(changes.data[0]).toMatchObject({ line: 2, record: "product", sku: "EXAMPLE-SHIRT", field: null });

    const apply = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${checked.id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(apply.statusCode).toBe(202);
    expect(await settled(checked.id)).toMatchObject({ state: "applied", errorCount: 0 });
    const pictures = await rowsOf<{ url: string }>(
      t.database.db,
      sql`select i.url from product_images i join products p on p.id = i.product_id where p.slug = 'example-shirt' order by i.position`,
    );
    expect(pictures).toHaveLength(6);
    expect(pictures.every((picture) => /^\/media\//.test(picture.url))).toBe(true);
    const [brand] = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select b.name from brands b join products p on p.brand_id = b.id where p.slug = 'example-hat'`,
    );
    expect(brand).toEqual({ name: "Acme" });
  }, 120_000);

  it("refuses to apply a file with bad rows, naming them", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=fitment&fileName=fit.csv",
      headers: { cookie: catalogCookie, "content-type": "text/csv" },
      payload: "sku,make,model,year_from,year_to,engine\nAPI-RB-1,Nomake,X,2015,2016,\n",
    });
    const checked = await settled((upload.json() as CatalogueImport).id);
    expect(checked.problems).toEqual([{ line: 2, column: "make", reason: 'unknown make "Nomake"' }]);
    const apply = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${checked.id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(apply.statusCode).toBe(409);
  });

  it("refuses a file over the limit with 413, before reading it", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=products",
      headers: { cookie: catalogCookie, "content-type": "text/csv", "content-length": String(CATALOGUE_FILE_MAX_BYTES + 1) },
      payload: "slug\n",
    });
    expect(response.statusCode).toBe(413);
  });

  it("lets only catalogue staff in: another role is refused with 403", async () => {
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=products",
      headers: { cookie: staffCookie, "content-type": "text/csv" },
      payload: file,
    });
    expect(upload.statusCode).toBe(403);
    const exported = await t.app.inject({ method: "GET", url: "/api/admin/catalogue/exports/fitment", headers: { cookie: staffCookie } });
    expect(exported.statusCode).toBe(403);
  });

  it("takes a pictures archive first, then the products file naming its files; an unknown archive is 404", async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2f4f4f" } })
        .png()
        .toBuffer(),
      "boards/front.png",
    );
    zip.end();
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/pictures-archives",
      headers: { cookie: catalogCookie, "content-type": "application/zip" },
      payload: await buffer(zip.outputStream),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const pictured = file
      .replace("units", "units,pictures")
      .replace("199.00,3", "199.00,3,front.png")
      .replaceAll("api-recovery-board", "api-pictured-board")
      .replace("API-RB-1", "API-PB-1");
    const post = (query: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/catalogue/imports?kind=products&fileName=pictured.csv${query}`,
        headers: { cookie: catalogCookie, "content-type": "text/csv" },
        payload: pictured,
      });
    const unknown = await post(`&pictures=${randomUUID()}`);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: "PICTURES_ARCHIVE_UNKNOWN" });
    const upload = await post(`&pictures=${id}`);
    expect(upload.statusCode, upload.body).toBe(202);
    expect(await settled(upload.json<CatalogueImport>().id)).toMatchObject({ state: "checked", errorCount: 0 });
    const apply = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${upload.json<CatalogueImport>().id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(apply.statusCode).toBe(202);
    expect(await settled(upload.json<CatalogueImport>().id)).toMatchObject({ state: "applied" });
    const [picture] = await rowsOf<{ url: string }>(
      t.database.db,
      sql`select i.url from product_images i join products p on p.id = i.product_id where p.slug = 'api-pictured-board'`,
    );
    expect(picture!.url).toMatch(/^\/media\/uploads\/[\w-]{22}-640\.webp$/);
    // The archive went with its import: it names no second one.
    expect((await post(`&pictures=${id}`)).statusCode).toBe(404);
  });

  it("refuses a pictures archive of more files than an import takes before reading its directory, and the import's report says why", async () => {
    // 10,001 empty files: what a million would do to the shop's memory, at the limit's edge.
    const zip = new yazl.ZipFile();
    for (let n = 0; n <= 10_000; n++) zip.addBuffer(Buffer.alloc(0), `empty-${n}.jpg`, { compress: false });
    zip.end();
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/pictures-archives",
      headers: { cookie: catalogCookie, "content-type": "application/zip" },
      payload: await buffer(zip.outputStream),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports?kind=products&fileName=many.csv&pictures=${sent.json<{ id: string }>().id}`,
      headers: { cookie: catalogCookie, "content-type": "text/csv" },
      payload: file.replace("units", "units,pictures").replace("199.00,3", "199.00,3,empty-1.jpg"),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const checked = await settled(upload.json<CatalogueImport>().id);
    expect(checked).toMatchObject({ state: "checked", errorCount: 1, rowsTotal: 0 });
    expect(checked.problems).toEqual([
      { line: 1, column: "", reason: expect.stringMatching(/holds 10,001 files, more than the 10,000 an import takes/) },
    ]);
    const apply = await t.app.inject({
      method: "POST",
      url: `/api/admin/catalogue/imports/${checked.id}/apply`,
      headers: { cookie: catalogCookie },
    });
    expect(apply.statusCode).toBe(409);
  });
});
