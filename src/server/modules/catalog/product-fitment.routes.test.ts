import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createFitmentNote, createProduct } from "../../../../tests/factories/products.ts";
import { createVehicle } from "../../../../tests/factories/vehicles.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import type { ProductDetail } from "../../../domain/schemas/catalog.ts";

// A product's page data carries the numbers other makers give the part and the
// vehicles it fits, grouped by make and model with each engine's years compressed.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function detail(path: string): Promise<ProductDetail> {
  const response = await t.app.inject({ method: "GET", url: `/api/website${path}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

describe("a product's numbers and fitment (GET /products/{slug}, /products/get-by-id/{id})", () => {
  it("carries its OEM and cross-reference numbers as printed, not its variants' own, and its fitment grouped by model", async () => {
    const db = t.database.db;
    const model = `Hilux ${Date.now()}`;
    const gd = (year: number) =>
      createVehicle(db, { make: "Toyota", model, year, engine: "2.8L I4 turbo-diesel (1GD-FTV)", engineCode: "1GD-FTV" });
    const kd = (year: number) =>
      createVehicle(db, { make: "Toyota", model, year, engine: "3.0L I4 turbo-diesel (1KD-FTV)", engineCode: "1KD-FTV" });
    const other = await createVehicle(db, { make: "Isuzu", model: `D-Max ${Date.now()}`, year: 2021 });
    const gdYears = await Promise.all([2016, 2017, 2018, 2020].map(gd));
    const kdYears = await Promise.all([2012, 2013, 2014, 2015].map(kd));
    const abs = await createFitmentNote(db, { en: "With ABS", ru: "С ABS", ar: "مع نظام ABS" });
    const product = await createProduct(db, {
      fits: [...gdYears, ...kdYears, other].map((v) => v.id),
      fitNotes: Object.fromEntries(kdYears.map((v) => [v.id, abs])),
      codes: [
        { kind: "oem", maker: "Toyota", code: "04465-0K240" },
        { kind: "cross", maker: "Haldenwerk", code: "24.0113-0145.1" },
        { kind: "variant", maker: "", code: "PN-TEST-265-75-R16" },
        { kind: "oem", maker: "Toyota", code: "04465-YZZR5" },
      ],
    });

    const body = await detail(`/products/${product.slug}`);
    expect(body.oemNumbers).toEqual([
      { maker: "Toyota", code: "04465-0K240" },
      { maker: "Toyota", code: "04465-YZZR5" },
    ]);
    expect(body.crossReferences).toEqual([{ maker: "Haldenwerk", code: "24.0113-0145.1" }]);
    expect(body.fitment).toEqual([
      {
        make: "Isuzu",
        model: other.model,
        path: `/vehicles/isuzu/${other.model.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
        note: null,
        engines: [{ engine: "2.8L Diesel", years: [{ from: 2021, to: 2021 }], note: null }],
      },
      {
        make: "Toyota",
        model,
        path: `/vehicles/toyota/hilux-${model.split(" ")[1]}`,
        note: null,
        engines: [
          {
            engine: "3.0L I4 turbo-diesel (1KD-FTV)",
            years: [{ from: 2012, to: 2015 }],
            note: { slug: expect.any(String), text: { en: "With ABS", ru: "С ABS", ar: "مع نظام ABS" } },
          },
          {
            engine: "2.8L I4 turbo-diesel (1GD-FTV)",
            years: [
              { from: 2016, to: 2018 },
              { from: 2020, to: 2020 },
            ],
            note: null,
          },
        ],
      },
    ]);
    expect(await detail(`/products/get-by-id/${product.id}`)).toEqual(body);
  });

  it("gives a universal part no fitment groups, and says it is universal", async () => {
    const product = await createProduct(t.database.db, { universal: true });
    const body = await detail(`/products/${product.slug}`);
    expect(body.universal).toBe(true);
    expect(body.fitment).toEqual([]);
    expect(body.oemNumbers).toEqual([]);
    expect(body.crossReferences).toEqual([]);
  });

  it("gives the seeded parts their makers' numbers and their fitment notes in every language", async () => {
    const [noted] = await rowsOf<{ slug: string }>(
      t.database.db,
      sql`select p.slug from products p where p.status = 'show' and exists (select 1 from fitment f where f.product_id = p.id and f.note_id is not null)
          order by p.id limit 1`,
    );
    const body = await detail(`/products/${noted!.slug}`);
    expect(body.oemNumbers.length).toBeGreaterThanOrEqual(1);
    const makes = new Set(body.fitment.map((g) => g.make));
    for (const code of body.oemNumbers) expect(makes).toContain(code.maker);
    const notes = body.fitment.flatMap((g) => [...(g.note ? [g.note] : []), ...g.engines.flatMap((e) => (e.note ? [e.note] : []))]);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) for (const lang of ["en", "ru", "ar"] as const) expect(note.text[lang]).toBeTruthy();
    for (const group of body.fitment) expect(group.path).toMatch(/^\/vehicles\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});

describe("cards whose titles repeat (catalog.distinguishCards)", () => {
  it("marks them with their part number and the specification they do not share; other cards stay as they were", async () => {
    const catalog = t.app.services.catalog;
    const [a, b, c] = await Promise.all(
      ["Repeated Brake Fluid", "Repeated Brake Fluid", "A title of its own"].map((title) => createProduct(t.database.db, { title })),
    );
    await t.database.db.execute(sql`insert into product_specs (product_id, position, name, value) values
      (${a!.id}, 0, '{"en":"Capacity"}', '500 ml'), (${b!.id}, 0, '{"en":"Capacity"}', '1 L')`);
    const cards = await catalog.productsInOrder([a!.id, b!.id, c!.id]);
    const marked = await catalog.distinguishCards(cards);
    expect(marked.map((card) => card.facts ?? null)).toEqual([
      { partNumber: cards[0]!.partNumber, spec: { name: { en: "Capacity" }, value: "500 ml" } },
      { partNumber: cards[1]!.partNumber, spec: { name: { en: "Capacity" }, value: "1 L" } },
      null,
    ]);
  });
});
