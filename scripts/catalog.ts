// `npm run catalog -- import products.csv [--dry-run] [--pictures pictures.zip] [--create-missing]`, `import fitment.csv --fitment`,
// `export products.csv`, `export fitment.csv --fitment`, and the vehicle list's file with
// `--vehicles` (docs/catalogue-files.md): the catalogue's
// files from the command line, on the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR, which belongs to one process: a running shop on it must be stopped first). An import
// is checked first (a dry run that changes nothing), then applied in one transaction; a file with
// bad rows is refused (exit code 1) and its rows named. The audit log names the actor "cli". A
// products file may be a Shopify or WooCommerce product CSV, mapped onto the shop's, or carry some
// of the shop's columns only (decision 036); the dry run's report lists every change, line by line.
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";

import { prepareDatabase } from "../src/server/boot.ts";
import { CLI_ACTOR } from "../src/server/modules/audit/index.ts";
import {
  createCatalogueFilesService,
  FORMAT_NAMES,
  type ImportChange,
  type ImportReport,
} from "../src/server/modules/catalogue-files/index.ts";
import { shopPhotoStore } from "../src/server/modules/media/index.ts";
import { cliEnv } from "./cli-env.ts";

const USAGE = `Usage:
  npm run catalog -- import <file.csv> [--fitment | --vehicles] [--dry-run] [--pictures <pictures.zip>] [--create-missing]
  npm run catalog -- export <file.csv> [--fitment | --vehicles]`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const env = cliEnv(2);

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      fitment: { type: "boolean" },
      vehicles: { type: "boolean" },
      "dry-run": { type: "boolean" },
      pictures: { type: "string" },
      "create-missing": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, file, ...extra] = positionals;
if ((command !== "import" && command !== "export") || !file || extra.length > 0) fail(USAGE);
if (values.fitment && values.vehicles) fail(`A file is fitment or vehicles, not both.\n${USAGE}`);
const kind = values.fitment ? "fitment" : values.vehicles ? "vehicles" : "products";
if (values.pictures && (command !== "import" || kind !== "products")) fail(`--pictures goes with a products file's import.\n${USAGE}`);
const pictures = values.pictures;
if (values["create-missing"] && (command !== "import" || kind !== "products"))
  fail(`--create-missing goes with a products file's import.\n${USAGE}`);
const createMissing = values["create-missing"] ?? false;
if (pictures) await stat(pictures).catch(() => fail(`No such file: ${pictures}`));

if (!env.DATABASE_URL) {
  // Two processes on one embedded database would damage it: refuse while the shop answers.
  const running = await fetch(`http://127.0.0.1:${env.PORT}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (running) fail(`A shop is running on port ${env.PORT} with the embedded database: stop it (Ctrl+C), run this again, then start it.`);
}

/** A progress bar on stderr, redrawn at most ten times a second. */
function progressBar(label: string, totalBytes: number) {
  let bytes = 0;
  let rows = 0;
  let drawn = 0;
  const draw = (force = false) => {
    const now = Date.now();
    if (!force && now - drawn < 100) return;
    drawn = now;
    const share = totalBytes > 0 ? Math.min(1, bytes / totalBytes) : 1;
    const width = 30;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${rows.toLocaleString("en")} rows`,
    );
  };
  return {
    /** Counts the file's bytes as they are read. */
    counter: () =>
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          draw();
          done(null, chunk);
        },
      }),
    rows(n: number) {
      rows = n;
      draw();
    },
    end() {
      bytes = totalBytes;
      draw(true);
      process.stderr.write("\n");
    },
  };
}

function printReport(report: ImportReport): void {
  if (report.format && report.format !== "overland") console.log(`Read as: ${FORMAT_NAMES[report.format]}.`);
  if (report.leftOut.length > 0) console.log(`Columns left out (the shop has no home for them): ${report.leftOut.join(", ")}.`);
  const counts = Object.entries(report.summary)
    .map(([name, n]) => `${name} ${n.toLocaleString("en")}`)
    .join(", ");
  console.log(`${report.rows.toLocaleString("en")} rows: ${counts}`);
  for (const problem of report.problems) {
    console.log(`line ${problem.line}${problem.column ? `, column ${problem.column}` : ""}: ${problem.reason}`);
  }
  if (report.errorCount > report.problems.length) console.log(`... and ${report.errorCount - report.problems.length} more bad rows`);
}

/** One line of the dry run's list of changes, as the report prints it. */
function changeLine(change: ImportChange): string {
  const what = `line ${change.line}, ${change.record} ${change.slug} (SKU ${change.sku})`;
  if (change.field === null) return `${what}: created`;
  const shown = (value: string | null) => (value === null || value === "" ? "(empty)" : JSON.stringify(value));
  return `${what}: ${change.field} ${shown(change.before)} -> ${shown(change.after)}`;
}

const started = Date.now();
const { database } = await prepareDatabase(env, (message) => console.error(message));
let exitCode = 0;
try {
  const files = createCatalogueFilesService(database.db, {
    importDir: `${env.DATA_DIR}/imports`,
    photos: shopPhotoStore(env),
    log: console,
  });
  if (command === "export") {
    await pipeline(files.exportFile(kind), createWriteStream(file));
    console.log(`Exported the ${kind} file to ${file}.`);
  } else {
    const size = (await stat(file).catch(() => fail(`No such file: ${file}`))).size;
    const row = await files.open(kind, file, CLI_ACTOR);
    const check = progressBar("checking", size);
    const sourceFor = (bar: ReturnType<typeof progressBar>) => () => createReadStream(file).pipe(bar.counter());
    // The list of changes is printed whole, after the counts, from where the dry run kept it.
    const report = await files.check(row, sourceFor(check), CLI_ACTOR, { onProgress: check.rows, pictures, createMissing });
    check.end();
    printReport(report);
    if (report.changeCount > 0) {
      console.log(`Changes (${report.changeCount.toLocaleString("en")}):`);
      for await (const change of files.allChanges(row.id)) console.log(`  ${changeLine(change)}`);
    }
    if (report.errorCount > 0) {
      console.log(`Refused: ${report.errorCount} bad rows. Nothing was changed.`);
      exitCode = 1;
    } else if (values["dry-run"]) {
      console.log("Dry run: nothing was changed.");
    } else {
      const apply = progressBar("applying", size);
      const applied = await files.apply(row, sourceFor(apply), CLI_ACTOR, {
        onProgress: apply.rows,
        checked: report,
        pictures,
        createMissing,
      });
      apply.end();
      if (applied.errorCount > 0) {
        printReport(applied);
        console.log("Refused: nothing was changed.");
        exitCode = 1;
      } else
        console.log(
          `Applied: ${Object.entries(applied.summary)
            .map(([name, n]) => `${name} ${n}`)
            .join(", ")}.`,
        );
    }
  }
} catch (error) {
  console.error(`Failed: ${(error as Error).message}. Nothing was changed.`);
  exitCode = 1;
} finally {
  await database.close();
}
console.error(
  `done in ${((Date.now() - started) / 1000).toFixed(1)} s; peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
process.exit(exitCode);
