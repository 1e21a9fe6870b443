import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { tablesChecksum } from "../../../../tests/helpers/table-checksum.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { type Database, rowsOf } from "../../../db/client.ts";
import { CLI_ACTOR } from "../audit/index.ts";
import { createPhotoStore } from "../media/index.ts";
import { type CatalogueFilesService, createCatalogueFilesService } from "./index.ts";
import { VEHICLE_COLUMNS } from "./vehicle-formats.ts";

// The vehicles file: the owner's vehicle list exported and imported again changes nothing; a row
// adds a make, a generation and its engine, or extends a generation's years; bad cells and rows
// that disagree are named by line and column, and a refused file changes nothing. A fitment file
// may name a model line and years instead of the shop's generation.

let t: TestApp;
let db: Database;
let files: CatalogueFilesService;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  dir = mkdtempSync(path.join(tmpdir(), "overland-vehicles-file-"));
  files = createCatalogueFilesService(db, { importDir: dir, photos: createPhotoStore({ dir: path.join(dir, "uploads") }), log: console });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(text: string, mode: "check" | "apply") {
  const source = () => Readable.from([text]);
  const row = await files.open("vehicles", "vehicles.csv", CLI_ACTOR);
  const report = await files.check(row, source, CLI_ACTOR);
  return mode === "check" ? report : files.apply(row, source, CLI_ACTOR);
}
const exported = async () => (await buffer(files.exportFile("vehicles"))).toString("utf8");

/** A checksum of the vehicle list and the vehicles: equal sums, equal lists. */
async function listChecksum(): Promise<string> {
  return tablesChecksum(db, [
    "vehicle_makes",
    "vehicle_models",
    "vehicle_generations",
    "vehicle_engines",
    "vehicles",
    "vehicle_vin_patterns",
  ]);
}

const HEADER = VEHICLE_COLUMNS.join(",");
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const row = (cells: Partial<Record<(typeof VEHICLE_COLUMNS)[number], string>>) =>
  VEHICLE_COLUMNS.map((column) => quoted(cells[column] ?? "")).join(",");
const grenadier = {
  make: "Ineos",
  model: "Grenadier",
  generation: "Grenadier SW",
  chassis: "SW",
  year_from: "2022",
  year_to: "2025",
  vin_patterns: "SAL:AA 2022-",
  engine_code: "B57",
  engine_label_en: "3.0L I6 turbo-diesel",
  engine_label_ru: "3,0 л I6 турбодизель",
  fuel: "diesel",
  displacement_cc: "2993",
  power_kw: "183",
};

describe("the vehicles file", () => {
  it("exports the seeded list, one row per engine, and imports it again changing nothing", async () => {
    const text = await exported();
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...VEHICLE_COLUMNS]);
    expect(records.find((r) => r.generation === "Hilux N80" && r.engine_code === "1GD-FTV")).toMatchObject({
      make: "Toyota",
      model: "Hilux",
      fuel: "diesel",
      make_hidden: "no",
    });
    const before = await listChecksum();
    const report = await run(text, "apply");
    expect(report.problems).toEqual([]);
    expect(report.errorCount).toBe(0);
    expect(Object.entries(report.summary).filter(([name]) => !name.endsWith(".unchanged"))).toEqual([]);
    expect(report.summary["engines.unchanged"]).toBe(records.length);
    expect(await listChecksum()).toBe(before);
  });

  it("adds a make, its generation and engine with their vehicles; a second file extends the years", async () => {
    const first = await run(`${HEADER}\r\n${row(grenadier)}\r\n`, "apply");
    expect(first.summary).toMatchObject({
      "makes.created": 1,
      "models.created": 1,
      "generations.created": 1,
      "engines.created": 1,
      "vin_patterns.created": 1,
    });
    const years = async () =>
      (await rowsOf<{ year: number }>(db, sql`select year from vehicles where make = 'Ineos' and not hidden order by year`)).map(
        (r) => r.year,
      );
    expect(await years()).toEqual([2022, 2023, 2024, 2025]);
    const dry = await run(`${HEADER}\r\n${row({ ...grenadier, year_to: "2027" })}\r\n`, "check");
    expect(dry.summary).toMatchObject({ "generations.changed": 1, "engines.unchanged": 1 });
    expect(await years()).toEqual([2022, 2023, 2024, 2025]);
    await run(`${HEADER}\r\n${row({ ...grenadier, year_to: "2027" })}\r\n`, "apply");
    expect(await years()).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
    // The export holds the row as it was imported.
    const again = (parse(await exported(), { bom: true, columns: true }) as Record<string, string>[]).find((r) => r.make === "Ineos");
    expect(again).toMatchObject({ ...grenadier, year_to: "2027", vin_patterns: "SAL:AA 2022-", engine_label_ar: "", make_hidden: "no" });
  });

  it("names bad cells and rows that disagree by line and column, and changes nothing", async () => {
    const before = await listChecksum();
    const text = [
      HEADER,
      row({ ...grenadier, make: "Badmake", year_from: "20x2", fuel: "steam" }),
      row({ ...grenadier, make: "Othermake", engine_code: "" }),
      row({ ...grenadier, make: "Twomake", vin_patterns: "JT 2020-" }),
      row({ ...grenadier, make: "Samemake" }),
      row({ ...grenadier, make: "Samemake", chassis: "LWB" }),
      row({ ...grenadier, make: "Yearsmake", engine_year_from: "2010", engine_year_to: "2012" }),
      row({ ...grenadier, make: "=cmd" }),
    ].join("\r\n");
    const report = await run(`${text}\r\n`, "apply");
    expect(report.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "year_from"],
      [2, "fuel"],
      [3, "engine_label_en"],
      [3, "engine_label_ru"],
      [3, "fuel"],
      [3, "displacement_cc"],
      [3, "power_kw"],
      [4, "vin_patterns"],
      [8, "make"],
    ]);
    expect(report.problems[7]!.reason).toMatch(/not a VIN pattern/);
    expect(await listChecksum()).toBe(before);

    // The cells read, the rows are checked against each other.
    const crossed = await run(
      `${[HEADER, row({ ...grenadier, make: "Samemake" }), row({ ...grenadier, make: "Samemake", chassis: "LWB" }), row({ ...grenadier, make: "Yearsmake", engine_year_from: "2010", engine_year_to: "2012" })].join("\r\n")}\r\n`,
      "apply",
    );
    expect(crossed.problems).toEqual([
      { line: 3, column: "generation", reason: "differs from line 2 (the rows of one generation agree)" },
      { line: 3, column: "engine_code", reason: "the same engine as line 2" },
      { line: 4, column: "engine_year_from", reason: "the engine's years miss its generation's" },
    ]);
    expect(await listChecksum()).toBe(before);
  });

  it("names a products file given as vehicles", async () => {
    const report = await run("sku,make,model,year_from,year_to,engine\r\nX,Toyota,Hilux N80,2016,2016,1GD-FTV\r\n", "check");
    expect(report.problems[0]!.reason).toBe("this is an Overland fitment file: import it as fitment, not as vehicles");
  });
});

describe("fitment named as suppliers write it: make, model line and years", () => {
  const FITMENT_HEADER = "sku,make,model,year_from,year_to,engine,notes_en,notes_ru,notes_ar";
  async function fit(lines: string[], mode: "check" | "apply") {
    const source = () => Readable.from([`${[FITMENT_HEADER, ...lines].join("\r\n")}\r\n`]);
    const importRow = await files.open("fitment", "fitment.csv", CLI_ACTOR);
    const report = await files.check(importRow, source, CLI_ACTOR);
    return mode === "check" ? report : files.apply(importRow, source, CLI_ACTOR);
  }
  /** The factory's part has its slug's capitals as SKU. */
  const skuOf = (part: { slug: string }) => part.slug.toUpperCase();
  const fittedTo = async (sku: string) =>
    (
      await rowsOf<{ vehicle: string }>(
        db,
        sql`select distinct v.model || ' ' || v.year as vehicle from fitment f join vehicles v on v.id = f.vehicle_id
          join products p on p.id = f.product_id where p.sku = ${sku} order by 1`,
      )
    ).map((r) => r.vehicle);

  it("puts Toyota, Hilux, 2016 on the Hilux N80, and a range over two generations on each; a second import changes nothing", async () => {
    const part = await createProduct(db);
    const other = await createProduct(db);
    const lines = [`${skuOf(part)},Toyota,Hilux,2016,2016,,,,`, `${skuOf(other)},jeep,wrangler,2005,2008,,,,`];
    const report = await fit(lines, "apply");
    expect(report.problems).toEqual([]);
    expect(await fittedTo(skuOf(part))).toEqual(["Hilux N80 2016"]);
    expect(await fittedTo(skuOf(other))).toEqual(["Wrangler JK 2007", "Wrangler JK 2008", "Wrangler TJ 2005", "Wrangler TJ 2006"]);
    const again = await fit(lines, "apply");
    expect(again.summary["fitment.created"] ?? 0).toBe(0);
    expect(again.summary["fitment.removed"] ?? 0).toBe(0);
  });

  it("refuses a year two generations cover, naming them, unless the engine tells them apart", async () => {
    const part = await createProduct(db);
    const ambiguous = await fit([`${skuOf(part)},Toyota,Hilux,2015,2015,,,,`], "check");
    expect(ambiguous.problems).toEqual([
      {
        line: 2,
        column: "model",
        reason:
          "the Toyota Hilux of 2015 is more than one generation: Hilux N70 (2005-2015), Hilux N80 (2015-2026); name one in the model column, or give the engine",
      },
    ]);
    const byEngine = await fit([`${skuOf(part)},Toyota,Hilux,2015,2015,1KD-FTV,,,`], "apply");
    expect(byEngine.problems).toEqual([]);
    expect(await fittedTo(skuOf(part))).toEqual(["Hilux N70 2015"]);
    const outside = await fit([`${skuOf(part)},Toyota,Hilux,1990,1991,,,,`], "check");
    expect(outside.problems[0]).toMatchObject({ column: "model", reason: "year out of range: the Toyota Hilux is listed 2005-2026" });
    const engine = await fit([`${skuOf(part)},Toyota,Hilux,2016,2016,ZZ-99,,,`], "check");
    expect(engine.problems[0]).toMatchObject({ column: "engine", reason: 'unknown engine "ZZ-99" of the Toyota Hilux' });
  });
});

describe("an ACES 4.x file as fitment, by the VCdb ids of the vehicles file", () => {
  const aces = (apps: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header><Company>Test Supplier</Company><TransferDate>2026-12-01</TransferDate><SubmissionType>FULL</SubmissionType><VcdbVersionDate>2026-11-28</VcdbVersionDate></Header>
${apps}
  <Footer><RecordCount>3</RecordCount></Footer>
</ACES>
`;
  async function fitAces(xml: string, mode: "check" | "apply") {
    const source = () => Readable.from([Buffer.from(xml)]);
    const importRow = await files.open("fitment", "aces.xml", CLI_ACTOR);
    const report = await files.check(importRow, source, CLI_ACTOR);
    return mode === "check" ? report : files.apply(importRow, source, CLI_ACTOR);
  }
  const fittedTo = async (sku: string) =>
    (
      await rowsOf<{ vehicle: string }>(
        db,
        sql`select v.model || ' ' || v.year || ' ' || v.engine_code || coalesce(' / ' || (n.note->>'en'), '') as vehicle
          from fitment f join vehicles v on v.id = f.vehicle_id join products p on p.id = f.product_id
          left join fitment_notes n on n.id = f.note_id where p.sku = ${sku} order by 1`,
      )
    ).map((r) => r.vehicle);
  let sku: string;
  beforeAll(async () => {
    const vehicles = [
      HEADER,
      row({
        make: "Acme Motors",
        make_vcdb_id: "9001",
        model: "Ranger",
        model_vcdb_id: "9101",
        generation: "Ranger T6",
        year_from: "2012",
        year_to: "2015",
        base_vehicle_ids: "2012:50001; 2013:50002; 2014:50003; 2015:50004",
        engine_code: "P4AT",
        engine_label_en: "3.2L I5 turbo-diesel",
        fuel: "diesel",
        engine_vcdb_id: "7001",
      }),
      row({
        make: "Acme Motors",
        make_vcdb_id: "9001",
        model: "Ranger",
        model_vcdb_id: "9101",
        generation: "Ranger T7",
        year_from: "2015",
        year_to: "2018",
        base_vehicle_ids: "2015:50004; 2016:50005; 2017:50006; 2018:50007",
        engine_code: "YN2S",
        engine_label_en: "2.2L I4 turbo-diesel",
        fuel: "diesel",
        engine_vcdb_id: "7002",
      }),
    ];
    const report = await run(`${vehicles.join("\r\n")}\r\n`, "apply");
    expect(report.problems).toEqual([]);
    sku = (await createProduct(db)).slug.toUpperCase();
  });

  it("imports its Apps (a BaseVehicle, or a Make, Model and Years, an EngineBase) with their notes, quantity and position; a second import changes nothing", async () => {
    const file = aces(`
  <App action="A" id="1"><BaseVehicle id="50002"/><Note>With factory steps</Note><Qty>2</Qty><PartType id="1234"/><Position id="22"/><Part>${sku}</Part></App>
  <App action="A" id="2"><Make id="9001"/><Model id="9101"/><Years from="2016" to="2017"/><EngineBase id="7002"/><Qty>1</Qty><PartType id="1234"/><Part>${sku}</Part></App>
  <App action="A" id="3"><BaseVehicle id="50004"/><EngineBase id="7001"/><SubModel id="20"/><Qty>1</Qty><PartType id="1234"/><Part>${sku}</Part></App>`);
    const report = await fitAces(file, "apply");
    expect(report.problems).toEqual([]);
    expect(await fittedTo(sku)).toEqual([
      "Ranger T6 2013 P4AT / With factory steps; qty 2; position 22",
      "Ranger T6 2015 P4AT / SubModel 20; qty 1",
      "Ranger T7 2016 YN2S / qty 1",
      "Ranger T7 2017 YN2S / qty 1",
    ]);
    const again = await fitAces(file, "apply");
    expect([again.summary["fitment.created"], again.summary["fitment.removed"], again.summary["fitment.changed"]]).toEqual([0, 0, 0]);

    // action="D" takes its vehicles off; the part keeps the others.
    const removed = await fitAces(
      aces(`  <App action="D" id="1"><BaseVehicle id="50002"/><Qty>2</Qty><PartType id="1234"/><Part>${sku}</Part></App>`),
      "apply",
    );
    expect(removed.summary).toMatchObject({ "fitment.removed": 1, "fitment.created": 0 });
    expect(await fittedTo(sku)).toEqual([
      "Ranger T6 2015 P4AT / SubModel 20; qty 1",
      "Ranger T7 2016 YN2S / qty 1",
      "Ranger T7 2017 YN2S / qty 1",
    ]);
  });

  it("names what it cannot resolve at the App's line: a BaseVehicle of two generations, an unknown id, a part that is not the shop's", async () => {
    const report = await fitAces(
      aces(`  <App action="A" id="1"><BaseVehicle id="50004"/><Part>${sku}</Part></App>
  <App action="A" id="2"><BaseVehicle id="99999"/><Part>${sku}</Part></App>
  <App action="A" id="3"><Make id="9001"/><Model id="9101"/><Years from="2016" to="2016"/><EngineBase id="8888"/><Part>${sku}</Part></App>
  <App action="A" id="4"><BaseVehicle id="50001"/><Part>NOT-A-PART</Part></App>`),
      "check",
    );
    expect(report.problems).toEqual([
      {
        line: 4,
        column: "BaseVehicle",
        reason: "BaseVehicle 50004 is more than one generation: Acme Motors Ranger T6, Acme Motors Ranger T7; give its EngineBase",
      },
      { line: 5, column: "BaseVehicle", reason: "unknown BaseVehicle 99999 (no generation of the vehicles file carries it)" },
      { line: 6, column: "EngineBase", reason: "unknown EngineBase 8888 (no engine of the vehicles file carries it)" },
      { line: 7, column: "sku", reason: 'unknown SKU "NOT-A-PART"' },
    ]);
    const other = await fitAces('<?xml version="1.0"?>\n<PIES version="7.2"><Items/></PIES>', "check");
    expect(other.problems[0]!.reason).toMatch(/^this is an XML file, not CSV/);
    // An entity of its own (a file of the server's, or a billion laughs) is never read or expanded: the document is refused.
    const entity = await fitAces(
      `<?xml version="1.0"?>\n<!DOCTYPE ACES [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<ACES version="4.2"><App action="A"><BaseVehicle id="50001"/><Part>&x;</Part></App></ACES>`,
      "check",
    );
    expect(entity.problems).toHaveLength(1);
    expect(entity.problems[0]!.reason).toMatch(/^the XML is malformed: .*entity/i);
    expect(JSON.stringify(entity.problems)).not.toContain("root:");
    const malformed = await fitAces(aces(`  <App action="A"><BaseVehicle id="50001"><Part>${sku}</Part></App>`), "check");
    expect(malformed.problems[0]!.reason).toMatch(/^the XML is malformed/);
  });
});
