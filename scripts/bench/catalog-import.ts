// The catalogue import at trade scale (docs/performance.md, "Catalogue files"): a generated
// products file of 100,000 parts and a fitment file of 2,000,000 rows, on a fresh PostgreSQL
// database made for the run. It checks that the dry run of a copy with planted errors names each
// one's line, times the import (and the peak resident memory of the process that imports), the
// same files again (0 changes), a kill -9 half way (the catalogue stays as it was), and an export
// imported again (0 changes).
//
//   npx node scripts/bench/catalog-import.ts [--parts 100000] [--fits 20] [--keep]
//
// PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the run's
// own database is dropped at the end unless --keep.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import pg from "pg";

const { values } = parseArgs({
  options: { parts: { type: "string", default: "100000" }, fits: { type: "string", default: "20" }, keep: { type: "boolean" } },
});
const PARTS = Number(values.parts);
const FITS_PER_PART = Number(values.fits);
const baseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = "overland_bench_catalogue";
const dbUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();
const dir = mkdtempSync(path.join(tmpdir(), "overland-catalogue-bench-"));
const cliEnv = { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: "silent", DATA_DIR: dir, PAYMENTS: "test" };

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  seconds: number;
  peakMb: number | null;
}

/** Runs `npm run catalog -- ...` as its own process; it is killed with SIGKILL as soon as `killWhen` says so. */
async function cli(args: string[], killWhen?: (stderr: string) => boolean): Promise<CliRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/catalog.ts", ...args], { env: cliEnv, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
    if (killWhen && child.exitCode === null && killWhen(stderr)) child.kill("SIGKILL");
  });
  const poll = killWhen
    ? setInterval(() => {
        if (child.exitCode === null && killWhen(stderr)) child.kill("SIGKILL");
      }, 50)
    : undefined;
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  clearInterval(poll);
  const peak = /peak memory (\d+) MB/.exec(stderr);
  return { code, signal, stdout, seconds: (performance.now() - started) / 1000, peakMb: peak ? Number(peak[1]) : null };
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** An order-independent checksum of every table an import touches. */
async function checksum(): Promise<string> {
  const tables = [
    "products",
    "product_variants",
    "product_options",
    "product_option_values",
    "product_images",
    "product_specs",
    "product_codes",
    "fitment",
    "fitment_notes",
    "stock_movements",
    "vehicle_listings",
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await query<{ n: string; h: string }>(
      dbUrl,
      `select count(*) as n, coalesce(sum(hashtextextended(t::text, 0)), 0) as h from ${table} t`,
    );
    parts.push(`${table}:${row!.n}:${row!.h}`);
  }
  return parts.join(" ");
}

async function write(file: string, lines: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(line)) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

// ------------------------------------------------------------------------------- set-up ---

console.log(
  `catalogue bench: ${PARTS.toLocaleString("en")} parts, ${(PARTS * FITS_PER_PART).toLocaleString("en")} fitment rows; files in ${dir}`,
);
await query(baseUrl, `drop database if exists ${dbName} with (force)`);
await query(baseUrl, `create database ${dbName}`);
// The shop's own start migrates and seeds it (brands, categories and 2,143 vehicles to name).
const prepared = await cli(["export", path.join(dir, "seeded.csv")]);
if (prepared.code !== 0) throw new Error(`preparing the database failed:\n${prepared.stdout}`);

const brands = (await query<{ slug: string }>(dbUrl, "select slug from brands order by id")).map((r) => r.slug);
const categories = (await query<{ slug: string }>(dbUrl, "select slug from categories order by id")).map((r) => r.slug);
const vehicles = await query<{ make: string; model: string; year: number; engine_code: string }>(
  dbUrl,
  "select make, model, year, engine_code from vehicles order by id",
);

const HEADER =
  "slug,sku,part_number,product_sku,product_part_number,options,title_en,title_ru,title_ar,excerpt_en,description_en,brand,category,status,price,sale_price,tags,meta_title,weight_g,low_stock_level,units,specs,oem_numbers,cross_numbers,pictures,variant_picture\r\n";

/** Where each planted record begins in its file: its first line (a record's quoted cells may hold line breaks). */
const plantedAt = new Map<number, number>();

/** The products file's records: every tenth part is sold in two variants. `plant` may replace a record (1-based, the header is 1). */
function* productLines(plant: Map<number, string> = new Map()): Generator<string> {
  yield HEADER;
  let record = 1;
  let physical = 1;
  const emit = function* (text: string) {
    record++;
    const out = plant.get(record) ?? text;
    if (plant.has(record)) plantedAt.set(record, physical + 1);
    physical += out.split("\n").length - 1;
    yield out;
  };
  for (let i = 0; i < PARTS; i++) {
    const n = String(i).padStart(6, "0");
    const brand = brands[i % brands.length]!;
    const category = categories[i % categories.length]!;
    const cells = (price: string, units: number) => [
      `Bench part ${n}`,
      `Деталь ${n}`,
      `قطعة ${n}`,
      `Excerpt of part ${n}`,
      csvCell(`A bench part, number ${n}.\nMade of steel, "heavy duty".`),
      brand,
      category,
      i % 50 === 0 ? "hide" : "show",
      price,
      i % 7 === 0 ? "9.99" : "",
      csvCell("bench, steel"),
      `Bench part ${n} | Overland`,
      String(500 + (i % 1000)),
      "5",
      String(units),
      csvCell(`Material: steel\nLength: ${i % 90} cm`),
      csvCell(`Toyota: 5210${n}`),
      csvCell(`ARB: X-${n}`),
      csvCell(`/media/p/${n}-1.webp\n/media/p/${n}-2.webp`),
    ];
    if (i % 10 === 0) {
      for (const [k, colour] of ["black", "silver"].entries()) {
        const head = [
          `bench-part-${n}`,
          `BP-${n}-${colour.toUpperCase()}`,
          `PN-${n}-${colour[0]}`,
          `BP-${n}`,
          `PN-${n}`,
          `colour=${colour}`,
        ];
        // Each colour shows one of its part's pictures (an import takes no picture from elsewhere).
        const row = [...head, ...cells(`${19 + k * 10 + (i % 400)}.99`, (i + k) % 5), `/media/p/${n}-${k + 1}.webp`];
        yield* emit(`${row.join(",")}\r\n`);
      }
    } else {
      yield* emit(`${[`bench-part-${n}`, `BP-${n}`, `PN-${n}`, "", "", "", ...cells(`${19 + (i % 400)}.99`, i % 30), ""].join(",")}\r\n`);
    }
  }
}

/** The fitment file's lines: each part fits FITS_PER_PART vehicles, one row each, one note in ten. */
function* fitmentLines(plant: Map<number, string> = new Map(), noteSuffix = ""): Generator<string> {
  yield "sku,make,model,year_from,year_to,engine,notes_en,notes_ru,notes_ar\r\n";
  let line = 1;
  for (let i = 0; i < PARTS; i++) {
    const n = String(i).padStart(6, "0");
    const sku = i % 10 === 0 ? `BP-${n}-BLACK` : `BP-${n}`;
    const stride = 1 + (i % 97);
    for (let k = 0; k < FITS_PER_PART; k++) {
      const vehicle = vehicles[(i * 31 + k * stride) % vehicles.length]!;
      line++;
      const note = k % 10 === 0 ? `With factory steps${noteSuffix},С подножками,` : ",,";
      yield (
        plant.get(line) ??
        `${sku},${csvCell(vehicle.make)},${csvCell(vehicle.model)},${vehicle.year},${vehicle.year},${vehicle.engine_code},${note}\r\n`
      );
    }
  }
}

const productsFile = path.join(dir, "products.csv");
const fitmentFile = path.join(dir, "fitment.csv");
const badProducts = path.join(dir, "products-bad.csv");
const badFitment = path.join(dir, "fitment-bad.csv");
let started = performance.now();
await write(productsFile, productLines());
await write(fitmentFile, fitmentLines());
const [brand0, category0] = [brands[0]!, categories[0]!];
const v0 = vehicles[0]!;
const at = (share: number) => Math.max(3, Math.floor(PARTS * 1.1 * share));
const fitAt = (share: number) => Math.max(3, Math.floor(PARTS * FITS_PER_PART * share));
const plantedProducts = new Map<number, [string, string]>([
  [at(0.01), [`planted-1,PL-1,PL-1,,,,Part,,,,Text,no-such-brand,${category0},show,10,,,,,5,1,,,,,`, "brand"]],
  [at(0.2), [`planted-2,PL-2,PL-2,,,,Part,,,,Text,${brand0},${category0},show,-10,,,,,5,1,,,,,`, "price"]],
  [at(0.4), [`planted-3,BP-000001,PL-3,,,,Part,,,,Text,${brand0},${category0},show,10,,,,,5,1,,,,,`, "sku"]],
  [at(0.6), [`planted-4,PL-4,PL-4,,,,=CMD(1),,,,Text,${brand0},${category0},show,10,,,,,5,1,,,,,`, "title_en"]],
  [at(0.8), [`planted-5,PL-5,PL-5,,,,Part,,,,Text,${brand0},no-such-category,show,10,,,,,5,1,,,,,`, "category"]],
  [at(0.99), [`planted-6,PL-6,PL-6,,,,,,,,Text,${brand0},${category0},show,10,,,,,5,1,,,,,`, "title_en"]],
]);
const plantedFitment = new Map<number, [string, string]>([
  [fitAt(0.005), [`BP-000010-BLACK,Nomake,${csvCell(v0.model)},${v0.year},${v0.year},,,,`, "make"]],
  [fitAt(0.25), [`BP-000010-BLACK,${csvCell(v0.make)},No Such Model,${v0.year},${v0.year},,,,`, "model"]],
  [fitAt(0.5), [`BP-000010-BLACK,${csvCell(v0.make)},${csvCell(v0.model)},1950,1951,,,,`, "year_to"]],
  [fitAt(0.75), [`NO-SUCH-SKU,${csvCell(v0.make)},${csvCell(v0.model)},${v0.year},${v0.year},,,,`, "sku"]],
  [fitAt(0.99), [`BP-000010-BLACK,${csvCell(v0.make)},${csvCell(v0.model)},${v0.year},${v0.year},ZZ-9,,,`, "engine"]],
]);
const asLines = (planted: Map<number, [string, string]>) => new Map([...planted].map(([line, [text]]) => [line, `${text}\r\n`]));
await write(badProducts, productLines(asLines(plantedProducts)));
await write(badFitment, fitmentLines(asLines(plantedFitment)));
const mb = (file: string) => (statSync(file).size / 1024 / 1024).toFixed(1);
console.log(
  `generated in ${((performance.now() - started) / 1000).toFixed(1)} s: products ${mb(productsFile)} MB, fitment ${mb(fitmentFile)} MB`,
);

// ------------------------------------------------------------------------------ dry run ---

const results: Record<string, string> = {};
function named(run: CliRun, planted: Map<number, [string, string]>, label: string, lineOf: (record: number) => number): void {
  const missing = [...planted].filter(([record, [, column]]) => !run.stdout.includes(`line ${lineOf(record)}, column ${column}:`));
  if (run.code !== 1 || missing.length > 0) {
    console.log(run.stdout.slice(0, 3000));
    throw new Error(`${label}: the dry run did not name lines ${missing.map(([line]) => line).join(", ")} (exit ${run.code})`);
  }
  console.log(
    `${label} dry run with ${planted.size} planted errors: each named by line and column, exit 1, in ${run.seconds.toFixed(1)} s, peak ${run.peakMb} MB`,
  );
  results[`${label} dry run (planted errors)`] = `${run.seconds.toFixed(1)} s, ${run.peakMb} MB`;
}
named(await cli(["import", badProducts, "--dry-run"]), plantedProducts, "products", (record) => plantedAt.get(record)!);

// ------------------------------------------------------------------------------- import ---

function expectOk(run: CliRun, label: string, changes: "some" | "none"): void {
  if (run.code !== 0) throw new Error(`${label} failed (exit ${run.code}):\n${run.stdout.slice(-3000)}`);
  const applied = /Applied: (.*)\./.exec(run.stdout)?.[1] ?? "";
  const counts = Object.fromEntries(applied.split(", ").map((pair) => pair.split(" ") as [string, string]));
  const changed = Object.entries(counts)
    .filter(([name]) => /\.(created|changed|removed)$/.test(name))
    .reduce((sum, [, n]) => sum + Number(n), 0);
  if (changes === "none" && changed !== 0) throw new Error(`${label} changed ${changed} rows: ${applied}`);
  console.log(`${label}: ${run.seconds.toFixed(1)} s, peak ${run.peakMb} MB; ${applied}`);
  results[label] = `${run.seconds.toFixed(1)} s, ${run.peakMb} MB`;
}

const first = { products: await cli(["import", productsFile]), fitment: { seconds: 0 } as CliRun };
expectOk(first.products, "first import, products", "some");
// The fitment file names the parts just imported.
named(await cli(["import", badFitment, "--fitment", "--dry-run"]), plantedFitment, "fitment", (record) => record);
first.fitment = await cli(["import", fitmentFile, "--fitment"]);
expectOk(first.fitment, "first import, fitment", "some");
const second = { products: await cli(["import", productsFile]), fitment: { seconds: 0 } as CliRun };
expectOk(second.products, "second import, products", "none");
second.fitment = await cli(["import", fitmentFile, "--fitment"]);
expectOk(second.fitment, "second import, fitment", "none");
const firstTotal = first.products.seconds + first.fitment.seconds;
const secondTotal = second.products.seconds + second.fitment.seconds;
console.log(
  `first import ${firstTotal.toFixed(1)} s, second ${secondTotal.toFixed(1)} s (${((secondTotal / firstTotal) * 100).toFixed(0)}%)`,
);

// ------------------------------------------------------------------------------ kill -9 ---

const before = await checksum();
const changedFitment = path.join(dir, "fitment-changed.csv");
await write(changedFitment, fitmentLines(new Map(), " (changed)"));
// Killed once its rows are staged and its merge is writing the fitment table (seen in pg_stat_activity).
started = performance.now();
let merging = false;
const watcher = setInterval(() => {
  void query<{ n: string }>(
    dbUrl,
    `select count(*) as n from pg_stat_activity where datname = '${dbName}' and state = 'active' and query ~ '^\\s*(delete from fitment|update fitment|insert into fitment )'`,
  ).then(
    ([row]) => (merging ||= Number(row!.n) > 0),
    () => {},
  );
}, 100);
const killed = await cli(["import", changedFitment, "--fitment"], () => merging);
clearInterval(watcher);
const after = await checksum();
console.log(
  `kill -9 during the merge (after ${((performance.now() - started) / 1000).toFixed(1)} s, signal ${killed.signal}): catalogue ${after === before ? "unchanged" : "CHANGED"}`,
);
if (killed.signal !== "SIGKILL" || after !== before) throw new Error("the killed import left the catalogue changed (or was not killed)");
results["kill -9 half way"] = "catalogue checksum unchanged";

// -------------------------------------------------------------------- export, import again ---

const exportedProducts = path.join(dir, "exported-products.csv");
const exportedFitment = path.join(dir, "exported-fitment.csv");
const exportProducts = await cli(["export", exportedProducts]);
const exportFitment = await cli(["export", exportedFitment, "--fitment"]);
if (exportProducts.code !== 0 || exportFitment.code !== 0) throw new Error("export failed");
console.log(
  `export: products ${exportProducts.seconds.toFixed(1)} s (${mb(exportedProducts)} MB, peak ${exportProducts.peakMb} MB), fitment ${exportFitment.seconds.toFixed(1)} s (${mb(exportedFitment)} MB, peak ${exportFitment.peakMb} MB)`,
);
results["export products / fitment"] = `${exportProducts.seconds.toFixed(1)} s / ${exportFitment.seconds.toFixed(1)} s`;
expectOk(await cli(["import", exportedProducts]), "export imported again, products", "none");
expectOk(await cli(["import", exportedFitment, "--fitment"]), "export imported again, fitment", "none");

console.log("\nresults:");
for (const [name, value] of Object.entries(results)) console.log(`  ${name}: ${value}`);
if (!values.keep) await query(baseUrl, `drop database if exists ${dbName} with (force)`);
rmSync(dir, { recursive: true, force: true });
