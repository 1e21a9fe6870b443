import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import type { ProductDetail } from "../../../domain/schemas/catalog.ts";
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore } from "../media/index.ts";
import { type CatalogueFilesService, createCatalogueFilesService } from "./index.ts";

// A part's country of origin and HS tariff code, declared once in src/domain/part-fields.ts:
// saved and read by the admin API, listed on the product page, and carried by the products file
// both ways.

let t: TestApp;
let owner: Customer;
let files: CatalogueFilesService;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
  dir = mkdtempSync(path.join(tmpdir(), "overland-origin-"));
  files = createCatalogueFilesService(t.database.db, {
    importDir: dir,
    photos: createPhotoStore({ dir: path.join(dir, "uploads") }),
    log: console,
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const admin = (method: InjectOptions["method"], url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });

/** A shown part sold as itself, its slug and id. */
/** A shown part without variants, its origin and tariff code not declared (the seed declares every part's). */
async function aShownPart(offset: number) {
  const [row] = await rowsOf<{ id: number; slug: string }>(
    t.database.db,
    sql`select p.id, p.slug from products p where p.status = 'show'
      and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.id limit 1 offset ${offset}`,
  );
  await t.database.db.execute(sql`update products set country_of_origin = null, hs_code = null where id = ${row!.id}`);
  return row!;
}

async function importProducts(text: string) {
  const source = () => Readable.from([text]);
  const row = await files.open("products", "products.csv", CLI_ACTOR);
  const report = await files.check(row, source, CLI_ACTOR);
  if (report.problems.length > 0) return report;
  return files.apply(row, source, CLI_ACTOR);
}

describe("a part's country of origin and HS tariff code", () => {
  it("are saved and read by the admin API, typed in either case and with the dots a tariff prints, and refused when not codes", async () => {
    const part = await aShownPart(0);
    const product = (await admin("GET", `/products/${part.id}`)).json<AdminProduct>();
    expect(product.fields.countryOfOrigin).toBeUndefined();
    const saved = await admin("PUT", `/products/${part.id}`, {
      version: product.version,
      fields: { ...product.fields, countryOfOrigin: "jp", hsCode: "8708.30" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().fields).toMatchObject({ countryOfOrigin: "JP", hsCode: "870830" });

    const current = saved.json<AdminProduct>();
    for (const wrong of [{ countryOfOrigin: "XX" }, { countryOfOrigin: "Japan" }, { hsCode: "8708" }, { hsCode: "87083012345" }]) {
      const refused = await admin("PUT", `/products/${part.id}`, { version: current.version, fields: { ...current.fields, ...wrong } });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });

  it("are listed among the product page's specifications, in the shop's three languages, once set", async () => {
    const part = await aShownPart(1);
    const before = await t.app.inject({ method: "GET", url: `/api/website/products/${part.slug}` });
    const names = (detail: ProductDetail) => detail.specs.map((spec) => spec.name.en);
    expect(names(before.json<ProductDetail>())).not.toContain("Country of origin");

    const product = (await admin("GET", `/products/${part.id}`)).json<AdminProduct>();
    const saved = await admin("PUT", `/products/${part.id}`, {
      version: product.version,
      fields: { ...product.fields, countryOfOrigin: "DE", hsCode: "8708999790" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: `/api/website/products/${part.slug}` })).json<ProductDetail>();
    expect(after.specs.slice(-2)).toEqual([
      { name: { en: "Country of origin", ru: "Страна происхождения", ar: "بلد المنشأ" }, value: "DE" },
      { name: { en: "HS tariff code", ru: "Код ТН ВЭД (HS)", ar: "رمز التعريفة الجمركية (HS)" }, value: "8708999790" },
    ]);
  });

  it("go out in the products file and come back in: an import sets them, a wrong code is a bad row, the export writes them", async () => {
    const [{ brand, category }] = (await rowsOf<{ brand: string; category: string }>(
      t.database.db,
      sql`select (select slug from brands order by id limit 1) as brand, (select slug from categories order by id limit 1) as category`,
    )) as [{ brand: string; category: string }];
    const header = "slug,sku,part_number,title_en,description_en,brand,category,status,price,country_of_origin,hs_code";
    const bad = await importProducts(
      [header, `origin-winch,ORIGIN-W1,W1-100,Origin winch,A winch.,${brand},${category},show,499.00,Nowhere,12`].join("\r\n") + "\r\n",
    );
    expect(bad.problems.map((problem) => problem.column).sort()).toEqual(["country_of_origin", "hs_code"]);

    const good = await importProducts(
      [header, `origin-winch,ORIGIN-W1,W1-100,Origin winch,A winch.,${brand},${category},show,499.00,au,8425.31`].join("\r\n") + "\r\n",
    );
    expect(good.problems).toEqual([]);
    expect(good.summary["products.created"]).toBe(1);
    const [stored] = await rowsOf<{ country: string; hs: string }>(
      t.database.db,
      sql`select country_of_origin as country, hs_code as hs from products where sku = 'ORIGIN-W1'`,
    );
    expect(stored).toEqual({ country: "AU", hs: "842531" });

    const exported = (await buffer(files.exportFile("products"))).toString("utf8").replace(/^\uFEFF/, "");
    const rows = parse(exported, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.sku === "ORIGIN-W1")).toMatchObject({ country_of_origin: "AU", hs_code: "842531" });

    // Changing one of them in the file changes that part, and nothing else.
    const changed = await importProducts(
      [header, `origin-winch,ORIGIN-W1,W1-100,Origin winch,A winch.,${brand},${category},show,499.00,NZ,842531`].join("\r\n") + "\r\n",
    );
    expect(changed.summary).toMatchObject({ "products.created": 0, "products.changed": 1 });
    const again = await importProducts(
      [header, `origin-winch,ORIGIN-W1,W1-100,Origin winch,A winch.,${brand},${category},show,499.00,NZ,842531`].join("\r\n") + "\r\n",
    );
    expect(again.summary).toMatchObject({ "products.created": 0, "products.changed": 0 });
  }, 120_000);
});
