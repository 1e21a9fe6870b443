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
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore } from "../media/index.ts";
import { type CatalogueFilesService, createCatalogueFilesService } from "./index.ts";

// A part's own prices in EUR, GBP and RUB (decision 043), declared once in src/domain/part-fields.ts:
// saved exactly by the admin API and carried by the products file both ways.

let t: TestApp;
let owner: Customer;
let files: CatalogueFilesService;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
  dir = mkdtempSync(path.join(tmpdir(), "overland-currency-prices-"));
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

async function importProducts(text: string) {
  const source = () => Readable.from([text]);
  const row = await files.open("products", "products.csv", CLI_ACTOR);
  const report = await files.check(row, source, CLI_ACTOR);
  if (report.problems.length > 0) return report;
  return files.apply(row, source, CLI_ACTOR);
}

describe("a part's own prices in other currencies", () => {
  it("are saved exactly by the admin API, emptied again, and refused when not an amount", async () => {
    const [part] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select p.id from products p where p.status = 'show'
        and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.id limit 1`,
    );
    const product = (await admin("GET", `/products/${part!.id}`)).json<AdminProduct>();
    expect(product.fields.priceEur).toBeUndefined();
    const saved = await admin("PUT", `/products/${part!.id}`, {
      version: product.version,
      fields: { ...product.fields, priceEur: "99.9", priceRub: 7490 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = saved.json<AdminProduct>();
    expect(current.fields).toMatchObject({ priceEur: "99.90", priceRub: "7490.00" });
    expect(current.fields.priceGbp).toBeUndefined();

    for (const wrong of [{ priceEur: "0" }, { priceEur: "-5" }, { priceEur: "12.345" }, { priceGbp: "twelve" }]) {
      const refused = await admin("PUT", `/products/${part!.id}`, { version: current.version, fields: { ...current.fields, ...wrong } });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const emptied = await admin("PUT", `/products/${part!.id}`, {
      version: current.version,
      fields: { ...current.fields, priceEur: "", priceRub: "" },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json<AdminProduct>().fields.priceEur).toBeUndefined();
  });

  it("go out in the products file and come back in: an import sets them, a wrong amount is a bad row, the export writes them", async () => {
    const [{ brand, category }] = (await rowsOf<{ brand: string; category: string }>(
      t.database.db,
      sql`select (select slug from brands order by id limit 1) as brand, (select slug from categories order by id limit 1) as category`,
    )) as [{ brand: string; category: string }];
    const header = "slug,sku,part_number,title_en,description_en,brand,category,status,price,price_eur,price_gbp";
    const row = (eur: string, gbp: string) =>
      [header, `euro-winch,EURO-W1,EW-100,Euro winch,A winch.,${brand},${category},show,499.00,${eur},${gbp}`].join("\r\n") + "\r\n";
    const bad = await importProducts(row("4.999", "-1"));
    expect(bad.problems.map((problem) => problem.column).sort()).toEqual(["price_eur", "price_gbp"]);

    const good = await importProducts(row("459.90", ""));
    expect(good.problems).toEqual([]);
    expect(good.summary["products.created"]).toBe(1);
    const [stored] = await rowsOf<{ eur: string | null; gbp: string | null }>(
      t.database.db,
      sql`select price_eur::text as eur, price_gbp::text as gbp from products where sku = 'EURO-W1'`,
    );
    expect(stored).toEqual({ eur: "459.90", gbp: null });

    const exported = (await buffer(files.exportFile("products"))).toString("utf8").replace(/^\uFEFF/, "");
    const rows = parse(exported, { columns: true }) as Record<string, string>[];
    const written = rows.find((each) => each.sku === "EURO-W1")!;
    expect(Number(written.price_eur)).toBe(459.9);
    expect(written.price_gbp).toBe("");

    // The same file again changes nothing.
    const again = await importProducts(row("459.90", ""));
    expect(again.summary).toMatchObject({ "products.created": 0, "products.changed": 0 });
  }, 120_000);
});
