// `npm run catalog:spreadsheet [-- --keep]`: the catalogue's files through a real
// spreadsheet program and back (docs/catalogue-files.md). On a fresh embedded database seeded as
// `npm start` seeds one, it exports the products and fitment files, has LibreOffice (headless,
// Debian's libreoffice-calc-nogui) open each as a spreadsheet, save it as XLSX, open that and
// save it as CSV again, then checks the result with the shop's own import (a dry run, which
// changes nothing) and prints the cells the spreadsheet changed and the rows the import would
// change; twice, the cells' types guessed and every column as text. Exits 1 when a row would
// change or is bad, or a cell read as text comes back different.
// `--keep` leaves the folder with the files for a look.
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { parseArgs, promisify } from "node:util";

import { parse } from "csv-parse/sync";

import { prepareDatabase } from "../src/server/boot.ts";
import { parseEnv } from "../src/server/env.ts";
import { CLI_ACTOR } from "../src/server/modules/audit/index.ts";
import { changesIn, COLUMNS, createCatalogueFilesService } from "../src/server/modules/catalogue-files/index.ts";
import { shopPhotoStore } from "../src/server/modules/media/index.ts";

const run = promisify(execFile);
/** LibreOffice's code for UTF-8 in its CSV filter's options. */
const UTF8 = 76;
const KINDS = ["products", "fitment"] as const;

/**
 * How the file is opened. As a spreadsheet opens a CSV by default, guessing each cell's type: it
 * then saves amounts without their zeros (1299.50 as 1299.5), which read back as the same cents.
 * And with every column as text (format 2), as docs/catalogue-files.md advises for files whose
 * part numbers a guess would turn into numbers or dates (00123, 1E5, 1/2): then every cell is
 * saved exactly as the export wrote it.
 */
const WAYS = [
  { name: "guessed", title: "cells' types guessed", exact: false, infilter: () => `CSV:44,34,${UTF8},1` },
  {
    name: "as-text",
    title: "every column as text",
    exact: true,
    infilter: (columns: number) => `CSV:44,34,${UTF8},1,${Array.from({ length: columns }, (_, at) => `${at + 1}/2`).join("/")}`,
  },
] as const;

let keep = false;
try {
  keep = Boolean(parseArgs({ options: { keep: { type: "boolean" } } }).values.keep);
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run catalog:spreadsheet [-- --keep]`);
  process.exit(2);
}

const soffice = await run("soffice", ["--version"]).then(
  ({ stdout }) => stdout.trim(),
  () => null,
);
if (!soffice) {
  console.error("LibreOffice is not installed: apt-get install -y libreoffice-calc-nogui");
  process.exit(2);
}
console.log(soffice);

const dir = await mkdtemp(path.join(tmpdir(), "overland-round-trip-"));
// A profile of its own: a LibreOffice the user has open, or another run, does not hold this one up.
const profile = pathToFileURL(path.join(dir, "profile")).href;

/** Converts `file` with LibreOffice into `folder`, reading it with `infilter`; answers the new file. */
async function convert(file: string, to: string, folder: string, infilter?: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  await run(
    "soffice",
    [
      `-env:UserInstallation=${profile}`,
      "--headless",
      ...(infilter ? [`--infilter=${infilter}`] : []),
      "--convert-to",
      to,
      "--outdir",
      folder,
      file,
    ],
    { timeout: 300_000 },
  );
  return path.join(folder, `${path.basename(file, path.extname(file))}.${to.split(":")[0]}`);
}

const env = parseEnv({ DATA_DIR: path.join(dir, "data"), SEED: "auto", PAYMENTS: "test", LOG_LEVEL: "silent" });
const { database } = await prepareDatabase(env, (message) => console.error(message));
let failed = false;
try {
  const files = createCatalogueFilesService(database.db, {
    importDir: path.join(dir, "imports"),
    photos: shopPhotoStore(env),
    log: console,
  });
  for (const kind of KINDS) {
    const exported = path.join(dir, `${kind}.csv`);
    await pipeline(files.exportFile(kind), createWriteStream(exported));
    const before = parse(await readFile(exported), { bom: true }) as string[][];
    for (const way of WAYS) {
      const folder = path.join(dir, way.name);
      const xlsx = await convert(exported, "xlsx", folder, way.infilter(COLUMNS[kind].length));
      // Saved back as CSV: commas, double quotes, UTF-8, cells as they are shown.
      const saved = await convert(xlsx, `csv:Text - txt - csv (StarCalc):44,34,${UTF8},1`, folder);
      const after = parse(await readFile(saved), { bom: true }) as string[][];
      console.log(`\n${kind}, ${way.title}: exported ${before.length - 1} rows, the spreadsheet saved ${after.length - 1}`);
      // What the spreadsheet changed, cell by cell, before the import says what that would change.
      let differ = 0;
      for (let at = 0; at < Math.max(before.length, after.length); at++) {
        for (let column = 0; column < COLUMNS[kind].length; column++) {
          const [was, is] = [before[at]?.[column], after[at]?.[column]];
          if (was === is) continue;
          if (differ++ < 5) console.log(`  row ${at + 1}, ${COLUMNS[kind][column]}: ${JSON.stringify(was)} became ${JSON.stringify(is)}`);
        }
      }
      console.log(`  ${differ} cells differ from the export`);
      const row = await files.open(kind, `${kind}.csv (${way.title})`, CLI_ACTOR);
      const report = await files.check(row, () => createReadStream(saved), CLI_ACTOR);
      const counts = Object.entries(report.summary).map(([name, n]) => `${name} ${n}`);
      console.log(`  the import's dry run read ${report.rows} rows: ${counts.join(", ")}`);
      for (const problem of report.problems.slice(0, 10)) console.log(`  line ${problem.line}, ${problem.column}: ${problem.reason}`);
      const changed = changesIn(report.summary);
      console.log(`  ${changed} rows would change, ${report.errorCount} bad rows`);
      if (changed > 0 || report.errorCount > 0 || (way.exact && differ > 0)) failed = true;
    }
  }
} catch (error) {
  console.error(`Failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await database.close();
  if (keep) console.log(`The files are in ${dir}.`);
  else await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
