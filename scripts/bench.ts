// `npm run bench`: starts the built shop as its own process (the way `npm start` runs it) on a
// fresh embedded database in a temporary folder, or on DATABASE_URL when given, and measures it
// with autocannon (docs/performance.md):
// - a Fastify hello-world in its own process, the floor every figure is compared with;
// - each scenario of scripts/bench/scenarios.ts over many different products, vehicles and
//   queries: a warm-up, then BENCH_SECONDS at full load; scenarios whose target is read at a
//   fixed rate run once more at that rate, paced (bench/load.ts `paced`: one request every
//   1/rate s, not autocannon's bursts), and the floor is measured at that rate too; with each, the
//   shop process's CPU milliseconds per answer (Linux), the figure to compare builds by on a shared machine;
// - the weight of the home, listing and product pages (HTML bytes, first-load JavaScript gzipped),
//   and Lighthouse's mobile audit of them (performance and accessibility scores).
// Prints a table, writes the whole result as JSON (BENCH_OUT, default bench-results/), and exits
// non-zero when the shop does not start or a scenario answered with errors.
//
//   BENCH_SECONDS=10         seconds measured per run
//   BENCH_WARMUP_SECONDS=3   seconds of load per scenario before measuring (0: none)
//   BENCH_CONNECTIONS=20     concurrent connections
//   BENCH_SCENARIOS=home,api-suggest   only these scenarios (ids in scripts/bench/scenarios.ts)
//   BENCH_LIGHTHOUSE=0                 no Lighthouse audit (it needs Chromium: CHROME_PATH, default /usr/bin/chromium)
//   DATABASE_URL=postgres://...        bench on PostgreSQL (seeded when its catalogue is empty;
//                                      `npm run seed -- --parts 1000000` first for trade scale)
//   BENCH_DATA_DIR=path                bench the embedded database in this existing folder (left as
//                                      it is; `DATA_DIR=path npm run seed -- --parts 100000` first)
//   npm run bench -- --busy            the shop sells while it is measured (bench/busy.ts): an order
//                                      paid every second, a review every 5 s, a price saved every
//                                      10 s; each scenario reports the share of answers sent kept
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";

import { type ShopProcess, startShop } from "../tests/helpers/shop-process.ts";
import { addBenchOwner, BUSY_RATE_LIMITS, type BusyCounts, startBusyWriter } from "./bench/busy.ts";
import { type LighthouseResult, lighthouseResults } from "./bench/lighthouse.ts";
import { load, type LoadResult, paced } from "./bench/load.ts";
import { type PageWeight, pageWeight } from "./bench/page-weight.ts";
import { cpuMillisOf } from "./bench/process-cpu.ts";
import { type BenchSamples, readSamples } from "./bench/samples.ts";
import { type Scenario, SCENARIOS, type Target } from "./bench/scenarios.ts";
import { buildStorefrontIfStale } from "./storefront-build.ts";

function numberSetting(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) {
    console.error(`${name} must be a number of at least ${min} (got "${text}")`);
    process.exit(2);
  }
  return value;
}

const seconds = numberSetting("BENCH_SECONDS", 10, 1);
const warmupSeconds = numberSetting("BENCH_WARMUP_SECONDS", 3, 0);
const connections = Math.round(numberSetting("BENCH_CONNECTIONS", 20, 1));
const onlyIds = process.env.BENCH_SCENARIOS?.split(",").map((id) => id.trim()) ?? [];
const unknown = onlyIds.filter((id) => !SCENARIOS.some((scenario) => scenario.id === id));
if (unknown.length > 0) {
  console.error(`BENCH_SCENARIOS: no scenario ${unknown.join(", ")}; scenarios: ${SCENARIOS.map((s) => s.id).join(", ")}`);
  process.exit(2);
}
const scenarios = onlyIds.length > 0 ? SCENARIOS.filter((scenario) => onlyIds.includes(scenario.id)) : SCENARIOS;
const busy = process.argv.includes("--busy");

interface ScenarioResult {
  id: string;
  name: string;
  full: LoadResult;
  /** At the target's fixed rate, when it has one. */
  atRate?: LoadResult & { rate: number };
  /** Full-load requests per second over the floor's. */
  ratioToFloor: number;
  /**
   * The shop process's CPU milliseconds (user and system, every thread: the embedded database's
   * work included, PostgreSQL's not) per answer at full load: steadier than req/s on a shared machine.
   */
  cpuMsPerAnswer: number | null;
  meetsTarget: boolean;
}

/** The hello-world floor in its own process: its address, and how to stop it. */
async function startFloor(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ["scripts/bench/floor.ts"], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

/** The scenario's target on the database benched: the embedded one has its own, at a smaller size. */
const targetOf = (scenario: Scenario): Target => (database === "pglite" ? (scenario.pgliteTarget ?? scenario.target) : scenario.target);

function meets(scenario: Scenario, full: LoadResult, atRate: LoadResult | undefined): boolean {
  const { minRps, maxP95Ms, rate } = targetOf(scenario);
  if (minRps !== undefined && full.requestsPerSecond < minRps) return false;
  if (maxP95Ms !== undefined && (rate ? atRate : full)!.latencyMs.p95 > maxP95Ms) return false;
  return true;
}

async function measure(shop: ShopProcess, scenario: Scenario, samples: BenchSamples, floorRps: number): Promise<ScenarioResult> {
  const { url } = shop;
  const nextPath = (i: number) => scenario.path(samples, i);
  const nextBody = scenario.body ? (i: number) => JSON.stringify(scenario.body!(samples, i)) : undefined;
  const check = await fetch(
    url + nextPath(0),
    nextBody ? { method: "POST", headers: { "content-type": "application/json" }, body: nextBody(0) } : {},
  );
  if (!check.ok) throw new Error(`${scenario.name} (${nextPath(0)}) answered ${check.status}`);
  await check.arrayBuffer();
  if (warmupSeconds > 0) await load({ url, nextPath, nextBody, connections, seconds: warmupSeconds });
  const cpuBefore = cpuMillisOf(shop.process.pid);
  const full = await load({ url, nextPath, nextBody, connections, seconds, countKept: busy });
  const cpuAfter = cpuMillisOf(shop.process.pid);
  const rate = targetOf(scenario).rate;
  const atRate = rate ? { ...(await paced({ url, nextPath, nextBody, seconds, rate })), rate } : undefined;
  return {
    id: scenario.id,
    name: scenario.name,
    full,
    ...(atRate ? { atRate } : {}),
    ratioToFloor: full.requestsPerSecond / floorRps,
    cpuMsPerAnswer: cpuBefore === null || cpuAfter === null || full.requests === 0 ? null : (cpuAfter - cpuBefore) / full.requests,
    meetsTarget: meets(scenario, full, atRate),
  };
}

function targetText(scenario: Scenario): string {
  const { minRps, maxP95Ms, rate } = targetOf(scenario);
  return [minRps ? `>= ${minRps} req/s` : "", maxP95Ms ? `p95 <= ${maxP95Ms} ms${rate ? ` at ${rate} req/s` : ""}` : ""]
    .filter(Boolean)
    .join(", ");
}

function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

await buildStorefrontIfStale();

const databaseUrl = process.env.DATABASE_URL;
const database = databaseUrl ? "postgres" : "pglite";
const givenDataDir = databaseUrl ? undefined : process.env.BENCH_DATA_DIR || undefined;
const dataDir = mkdtempSync(join(tmpdir(), "overland-bench-"));
const shopDataDir = givenDataDir ?? join(dataDir, "data");
// The shop logs as `npm start` does (a request log at info), unless LOG_LEVEL says otherwise:
// what logging costs belongs in the measure.
// Every request comes from this machine's one address: the suggestions' per-address limit, met
// in a second at the bench's rates, is lifted so that the bench measures suggestions, not 429s.
const shopEnv = {
  DATA_DIR: shopDataDir,
  PAYMENTS: process.env.PAYMENTS || "test",
  LOG_LEVEL: process.env.LOG_LEVEL || "info",
  RATE_LIMITS: [process.env.RATE_LIMITS, "suggest.perAddress=1000000/10s", busy ? BUSY_RATE_LIMITS : ""].filter(Boolean).join(","),
};
const keptShare = (result: LoadResult | undefined) =>
  result?.kept && result.kept.hits + result.kept.misses > 0 ? result.kept.hits / (result.kept.hits + result.kept.misses) : null;
let shop: ShopProcess | undefined;
let floor: { url: string; stop: () => void } | undefined;
const cleanUp = async () => {
  floor?.stop();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once("SIGINT", () => {
  void cleanUp().finally(() => process.exit(130));
});

try {
  const on = databaseUrl ? "DATABASE_URL" : givenDataDir ? `the embedded database in ${givenDataDir}` : "a fresh embedded database";
  console.log(`Starting the shop on ${on} (migrates and seeds when empty)...`);
  shop = await startShop(shopEnv, { discardLog: true });
  // The samples come from the database itself; the embedded one belongs to the shop's process,
  // so for PGlite the shop is stopped while they are read, then started again.
  let samples: BenchSamples;
  let startMs: number | undefined;
  let owner: { token: string } | undefined;
  if (databaseUrl) {
    samples = await readSamples({ url: databaseUrl });
    if (busy) owner = await addBenchOwner({ DATABASE_URL: databaseUrl });
  } else {
    await shop.stop();
    samples = await readSamples({ dataDir: shopDataDir });
    if (busy) owner = await addBenchOwner({ DATA_DIR: shopDataDir });
    // This start is on an existing data folder: how long a shop owner waits after a restart.
    const started = Date.now();
    shop = await startShop(shopEnv, { discardLog: true });
    startMs = Date.now() - started;
    console.log(`Start on the existing data folder: ${(startMs / 1000).toFixed(1)} s (target: <= 3 s).`);
  }
  console.log(
    `Samples: ${samples.productSlugs.length} products, ${samples.vehicles.length} vehicles, ${samples.prefixes.length} typed prefixes, ${new Set(samples.queries).size} different searches.`,
  );

  floor = await startFloor();
  if (warmupSeconds > 0) await load({ url: floor.url, nextPath: () => "/", connections, seconds: warmupSeconds });
  const floorResult = await load({ url: floor.url, nextPath: () => "/", connections, seconds });
  // The paced rates' own share of their latency: the floor at each rate a target names.
  const floorAtRates: (LoadResult & { rate: number })[] = [];
  for (const rate of new Set(scenarios.map((scenario) => targetOf(scenario).rate).filter((rate) => rate !== undefined))) {
    const { url } = floor;
    floorAtRates.push({ ...(await paced({ url, nextPath: () => "/", seconds, rate })), rate });
  }
  floor.stop();
  floor = undefined;
  console.log(`Floor (Fastify hello world): ${floorResult.requestsPerSecond.toFixed(0)} req/s, p50 ${floorResult.latencyMs.p50} ms.`);
  for (const at of floorAtRates) console.log(`Floor paced at ${at.rate} req/s: p50 ${at.latencyMs.p50} ms, p95 ${at.latencyMs.p95} ms.`);
  console.log(`Measuring ${scenarios.length} scenarios: ${warmupSeconds} s warm-up, then ${seconds} s each, ${connections} connections.\n`);

  const writer = owner ? await startBusyWriter({ url: shop.url, ownerLink: owner.token, productSlugs: samples.productSlugs }) : undefined;
  if (writer) console.log("Busy: an order paid every second, a review every 5 s, a price saved every 10 s.\n");
  const results: ScenarioResult[] = [];
  let written: BusyCounts | undefined;
  try {
    for (const scenario of scenarios) results.push(await measure(shop, scenario, samples, floorResult.requestsPerSecond));
  } finally {
    written = await writer?.stop();
  }
  if (written) {
    console.log(`Written meanwhile: ${written.orders} orders paid, ${written.reviews} reviews, ${written.prices} prices saved.`);
    if (written.failures.length > 0)
      console.log(`Writes that failed (${written.failures.length}): ${[...new Set(written.failures)].slice(0, 5).join("; ")}`);
  }
  printTable(
    [
      "scenario",
      "req/s",
      "p50",
      "p95",
      "p99",
      "% floor",
      "CPU ms/answer",
      "at rate: p95",
      "target",
      "met",
      "errors",
      ...(busy ? ["kept %"] : []),
    ],
    results.map((r) => {
      const scenario = SCENARIOS.find((s) => s.id === r.id)!;
      return [
        r.name,
        r.full.requestsPerSecond.toFixed(0),
        String(r.full.latencyMs.p50),
        String(r.full.latencyMs.p95),
        String(r.full.latencyMs.p99),
        (r.ratioToFloor * 100).toFixed(2),
        r.cpuMsPerAnswer === null ? "" : r.cpuMsPerAnswer.toFixed(2),
        r.atRate ? `${r.atRate.latencyMs.p95} @${r.atRate.rate}` : "",
        targetText(scenario),
        r.meetsTarget ? "yes" : "NO",
        String(r.full.errors + (r.atRate?.errors ?? 0)),
        ...(busy
          ? [
              [keptShare(r.full), keptShare(r.atRate)]
                .map((share) => (share === null ? "" : (share * 100).toFixed(1)))
                .filter(Boolean)
                .join(" / "),
            ]
          : []),
      ];
    }),
  );

  const weights: PageWeight[] = [];
  const product = samples.productSlugs[0];
  const vehicle = samples.vehicles[0];
  for (const path of [
    "/",
    vehicle ? `/product-category/${vehicle.categorySlug}/products` : "/shop",
    product ? `/product/${product}` : "/",
  ]) {
    weights.push(await pageWeight(shop.url, path));
  }
  console.log("");
  printTable(
    ["page", "HTML KB", "inline scripts KB gz", "first-load JS KB gz", "shop's own KB gz", "scripts"],
    weights.map((w) => [
      w.path,
      (w.htmlBytes / 1024).toFixed(1),
      (w.inlineScriptGzipBytes / 1024).toFixed(1),
      (w.firstLoadJsGzipBytes / 1024).toFixed(1),
      w.own ? (w.own.ownGzipBytes / 1024).toFixed(1) : "(no maps)",
      String(w.scripts),
    ]),
  );
  // What the shop's own weighs most on the product page, to say where its bytes go.
  const largest = weights.at(-1)?.own?.bySource.slice(0, 15) ?? [];
  if (largest.length > 0) {
    console.log("");
    printTable(
      ["largest own sources on the product page", "KB gz"],
      largest.map((s) => [s.source.replace(/^(\.\.\/)+/, ""), (s.gzipBytes / 1024).toFixed(1)]),
    );
  }

  let audits: LighthouseResult[] = [];
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    audits = await lighthouseResults(
      shop.url,
      weights.map((w) => w.path),
      { blockScripts: true },
    );
    console.log("");
    const ms = (value: number | null) => (value === null ? "" : String(Math.round(value)));
    for (const audit of audits) if (audit.error) console.log(`Lighthouse on ${audit.path}: ${audit.error}`);
    const blockedOf = (audit: LighthouseResult) => audits.find((a) => a.scriptsBlocked && a.path === audit.path);
    printTable(
      [
        "page (Lighthouse, mobile)",
        "scripts",
        "performance",
        "accessibility",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "TBT / blocked",
        "scripts fetched KB",
      ],
      audits.map((a) => {
        const blockedTbt = a.scriptsBlocked ? null : (blockedOf(a)?.totalBlockingTimeMs ?? null);
        return [
          a.path,
          a.scriptsBlocked ? "blocked" : "on",
          String(a.performance ?? ""),
          String(a.accessibility ?? ""),
          ms(a.firstContentfulPaintMs),
          ms(a.largestContentfulPaintMs),
          ms(a.totalBlockingTimeMs),
          a.cumulativeLayoutShift === null ? "" : a.cumulativeLayoutShift.toFixed(3),
          blockedTbt && a.totalBlockingTimeMs !== null ? (a.totalBlockingTimeMs / blockedTbt).toFixed(2) : "",
          a.scriptTransferBytes === null || a.scriptsBlocked ? "" : (a.scriptTransferBytes / 1024).toFixed(1),
        ];
      }),
    );
  }

  const report = {
    bench: "overland",
    at: new Date().toISOString(),
    database,
    cpus: cpus().length,
    seconds,
    warmupSeconds,
    connections,
    busy,
    ...(written ? { written } : {}),
    floor: floorResult,
    floorAtRates,
    scenarios: results,
    pages: weights,
    lighthouse: audits,
    ...(startMs !== undefined ? { startOnExistingDataMs: startMs } : {}),
  };
  const out = process.env.BENCH_OUT || join("bench-results", `bench-${database}-${report.at.replace(/[:.]/g, "-")}.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten: ${out}`);
  const failing = results.filter((result) => result.full.errors + (result.atRate?.errors ?? 0) > 0);
  if (failing.length > 0) {
    console.error(`\nErrors on: ${failing.map((result) => result.name).join(", ")}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error("The bench failed:", error instanceof Error ? error.message : error);
  if (shop) console.error(shop.output());
  process.exitCode = 1;
} finally {
  await cleanUp();
}
