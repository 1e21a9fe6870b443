// Catalogue files (decision 028, docs/catalogue-files.md): a products or fitment file checked
// (the dry run) and applied, streamed row by row into staging tables and merged in one
// transaction; and the catalogue streamed out in the same shapes.
import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { type CsvError, parse } from "csv-parse";

import { bulkTransaction } from "../../../db/bulk-transaction.ts";
import type { Database } from "../../../db/client.ts";
import { copyLine } from "../../../db/copy-text.ts";
import type { JobQueue } from "../../../db/job-queue.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import {
  type CatalogueFileKind,
  type CatalogueImport as CatalogueImportView,
  IMPORT_CHANGES_PAGE,
  IMPORT_PROBLEMS_KEPT,
  type ImportChange,
  type ImportProblem,
  PICTURES_ARCHIVE_UNKNOWN,
  type ProductFileFormat,
} from "../../../domain/schemas/catalogue-files.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import { SlugSchema } from "../../../domain/schemas/common.ts";
import { slugify } from "../../../domain/slugify.ts";
import { csvFile } from "../../lib/csv-export.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { type CatalogueImport, catalogueImportOn } from "../catalog/index.ts";
import type { PhotoStore } from "../media/index.ts";
import { type VehicleListEntry, vehicleListFileOn } from "../vehicles/index.ts";
import { acesApps, acesFitmentRows, isAces } from "./aces.ts";
import { type CatalogueFilesRepository, type CatalogueImportRow, createCatalogueFilesRepository } from "./catalogue-files.repository.ts";
import {
  COLUMNS,
  FITMENT_STAGE_COLUMNS,
  fitmentRow,
  headerProblems,
  type Lookups,
  otherFileOf,
  PRODUCT_COLUMN_ALIASES,
  PRODUCT_STAGE_COLUMNS,
  productRows,
  readCells,
  readFitmentRow,
  readProductRow,
  type StagedRow,
  stagedValues,
  VARIANT_MEASURES,
  xmlFileProblem,
} from "./formats.ts";
import { platformMappingOf } from "./other-platforms.ts";
import { isPartialHeader, partialRows } from "./partial-rows.ts";
import { type ArchiveLimits, openPictureArchive, type PictureArchive, PictureArchiveRefused } from "./picture-archive.ts";
import { createPictureSources, pictureCellOf, PictureSourceError, type PictureSources } from "./picture-sources.ts";
import type { MappedRow, ProductFileMapping, SourceRow } from "./product-file-mappings.ts";
import { readVehicleRow, VEHICLE_COLUMNS, vehicleRow } from "./vehicle-formats.ts";

/** The most rows a vehicles file may have: the list is merged row by row, not through staging tables. */
export const VEHICLE_FILE_MAX_ROWS = 20_000;
/** Rows sent to the database in one COPY. */
const BATCH_ROWS = 5_000;
/** Parts read from the database per page of an export. */
const EXPORT_PAGE = 500;
/** How often a running import writes how far it has gone. */
const PROGRESS_EVERY_MS = 500;

export const ARCHIVE_UNREADABLE = "the pictures archive is not a ZIP file that can be read";
export const IMPORT_NOT_CHECKED = "Only a checked file without bad rows can be applied.";

/** Opens the file again: a dry run and an apply each read it from the start. */
export type FileSource = () => Readable;

export interface ImportReport {
  rows: number;
  summary: Record<string, number>;
  problems: ImportProblem[];
  errorCount: number;
  /** How a products file was read: the shop's own (whole or partial), or which platform's, mapped (decision 036). */
  format: ProductFileFormat | null;
  /** Another platform's columns the shop has no home for. */
  leftOut: string[];
  /** The lines of the dry run's list of changes (RunOptions.onChanges was given them). */
  changeCount: number;
}

/** A report's fields of a file never read. */
const NOT_READ = { format: null, leftOut: [], changeCount: 0 } as const satisfies Partial<ImportReport>;

export interface RunOptions {
  /** Told the rows read so far (the command line's progress bar). */
  onProgress?: (rowsDone: number) => void;
  /** The pictures archive (a ZIP) whose files the file's picture cells name by file name. */
  pictures?: string;
  /** Tests: fails the apply after its last batch is staged, before anything is merged. */
  failAfterStaging?: boolean;
  /** The dry run's report, just made: when it found nothing to change, the apply reads the file no second time. */
  checked?: ImportReport;
  /** Brands and categories a products file names that the shop lacks are made, in the import's transaction. */
  createMissing?: boolean;
  /** Told the dry run's list of changes, a page at a time, in the file's order. */
  onChanges?: (changes: ImportChange[]) => Promise<void> | void;
}

/** How many records a report's counts create, change or remove. */
export function changesIn(summary: Record<string, number>): number {
  return Object.entries(summary)
    .filter(([name]) => /\.(created|changed|removed)$/.test(name))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Thrown inside the dry run's transaction so that it rolls back; carries the report out. */
class DryRunDone extends Error {
  readonly report: ImportReport;
  constructor(report: ImportReport) {
    super("dry run");
    this.report = report;
  }
}

/** The problems a report keeps: the first few hundred by line, and how many there were. */
class Problems {
  kept: ImportProblem[] = [];
  count = 0;
  add(problem: ImportProblem): void {
    this.count++;
    if (this.kept.length < IMPORT_PROBLEMS_KEPT * 2) this.kept.push(problem);
  }
  list(): ImportProblem[] {
    return this.kept.sort((a, b) => a.line - b.line).slice(0, IMPORT_PROBLEMS_KEPT);
  }
}

/** The dry run's list of changes is read from its temporary table this many lines at a time. */
const CHANGES_READ = 5_000;
/** The longest record the reader takes, in characters: a quote left open would otherwise read the rest of the file as one cell. */
const MAX_RECORD_CHARACTERS = 1_000_000;

/** A malformed record as a report says it (csv-parse's words, made plainer where they say little). */
function csvProblemOf(error: CsvError): string {
  if (error.code === "CSV_QUOTE_NOT_CLOSED")
    return 'a quoted cell is never closed: the file ends inside it (look for a lone " on this line or a line before it)';
  if (error.code === "CSV_MAX_RECORD_SIZE")
    return `a row of more than ${MAX_RECORD_CHARACTERS.toLocaleString("en")} characters: most likely a quote (") left open, which makes the rest of the file one cell`;
  return error.message.replace(/^Invalid Record Length: /, "");
}

/** A products file's row columns that are each variant's own: their problems are named on every row that has them. */
const ROW_OWN_COLUMNS = new Set([
  "sku",
  "part_number",
  "product_sku",
  "product_part_number",
  "options",
  "price",
  "sale_price",
  "sale_starts_at",
  "sale_ends_at",
  "cost",
  "gtin",
  "units",
  "variant_picture",
  ...VARIANT_MEASURES.map((measure) => measure.csv),
]);

/** What staging a file found: its rows, the columns it carries, and how it was read. */
interface Staged {
  rows: number;
  present: Set<string>;
  vehicles: VehicleListEntry[];
  aces: boolean;
  format: ProductFileFormat | null;
  leftOut: string[];
  /** The file's own name of one of the shop's columns (another platform's file names them its way). */
  fileColumn: (column: string) => string;
}

/** A slug's words as a name, for a brand or category a file names by slug alone ("ironman-4x4" is "Ironman 4x4"). */
const nameOfSlug = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/**
 * The brands and categories a products file names that the shop lacks, made through the catalog's
 * face as the rows name them, in the import's transaction ("create missing"; the dry run's rollback
 * undoes them). A category is made under the path the file gives it (`Clothing > Hoodies`).
 */
function missingNames(catalog: CatalogueImport, actor: AuditActor, note: string) {
  let brands = 0;
  let categories = 0;
  return {
    counts: () => ({ "brands.created": brands, "categories.created": categories }),
    async make(row: MappedRow, lookups: Lookups): Promise<void> {
      const brand = (row.record.brand ?? "").trim().toLowerCase();
      if (brand !== "" && !lookups.brands.has(brand) && SlugSchema.safeParse(brand).success) {
        lookups.brands.set(brand, await catalog.createBrand(actor, { slug: brand, name: row.names?.brand || nameOfSlug(brand) }, note));
        brands++;
      }
      const category = (row.record.category ?? "").trim().toLowerCase();
      if (category === "" || lookups.categories.has(category) || !SlugSchema.safeParse(category).success) return;
      const path = row.names?.category?.length ? row.names.category : [nameOfSlug(category)];
      let parentId: number | null = null;
      for (const [at, name] of path.entries()) {
        const slug = at === path.length - 1 ? category : slugify(name);
        if (!SlugSchema.safeParse(slug).success) continue;
        const known = lookups.categories.get(slug);
        if (known !== undefined) parentId = known;
        else {
          parentId = await catalog.createCategory(actor, { slug, name, parentId }, note);
          lookups.categories.set(slug, parentId);
          categories++;
        }
      }
    },
  };
}
type MissingNames = ReturnType<typeof missingNames>;

const stageTable = { products: "import_rows", fitment: "import_fitment" } as const;
const stageColumns = { products: PRODUCT_STAGE_COLUMNS, fitment: FITMENT_STAGE_COLUMNS } as const;
/** The kinds read into staging tables; a vehicles file's rows are kept in memory and merged by the vehicles module. */
type StagedKind = keyof typeof stageTable;

/** The first few thousand characters of a file: enough to tell an XML document by its root. */
async function firstTextOf(source: FileSource): Promise<string> {
  const stream = source();
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>)
      return (typeof chunk === "string" ? chunk : chunk.toString("utf8")).slice(0, 4096);
    return "";
  } finally {
    stream.destroy();
  }
}

/** A part's first row in a products file, as one short string (a hundred thousand are kept): its line, a hash of its fields, its options. */
const partSeen = (line: number, key: string, options: string | null) => `${line}\u0000${key}\u0000${options ?? "\u0001"}`;
function readSeen(seen: string): { line: number; key: string; options: string | null } {
  const [line, key, options] = seen.split("\u0000");
  return { line: Number(line), key: key!, options: options === "\u0001" ? null : options! };
}

/**
 * What an import's row does not hold, kept beside its uploaded file (DATA_DIR/imports/<id>.report.json):
 * whether it makes missing brands and categories, how its file was read, and its dry run's list of changes
 * (<id>.changes.jsonl, one change a line).
 */
export interface ImportNotes {
  createMissing: boolean;
  format: ProductFileFormat | null;
  leftOut: string[];
  changeCount: number;
}
const NO_NOTES: ImportNotes = { createMissing: false, ...NOT_READ, leftOut: [] };

export function importView(row: CatalogueImportRow, notes: ImportNotes = NO_NOTES): CatalogueImportView {
  return {
    format: notes.format,
    leftOut: notes.leftOut,
    createMissing: notes.createMissing,
    changeCount: notes.changeCount,
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    state: row.state,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    summary: row.summary,
    problems: row.problems,
    errorCount: row.errorCount,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Whether every picture a staged row names is already a path on the shop: nothing to fetch, read or make. */
function namesOwnPicturesOnly(staged: StagedRow): boolean {
  const pictures = JSON.parse(String(staged.pictures)) as string[];
  const variantPicture = staged.variant_picture;
  return (
    pictures.every((cell) => pictureCellOf(cell) === "path") &&
    (typeof variantPicture !== "string" || variantPicture === "" || pictureCellOf(variantPicture) === "path")
  );
}

/** A staged row naming the shop's own pictures; null (and the problem noted) when one cannot be made the shop's. */
async function withOwnPictures(
  staged: StagedRow,
  sources: PictureSources,
  line: number,
  problems: Pick<Problems, "add">,
): Promise<StagedRow | null> {
  const own = { ...staged };
  let column = "pictures";
  try {
    const pictures = JSON.parse(String(staged.pictures)) as string[];
    // One after another: the photo store prepares one picture at a time, and its queue is short.
    const shown: string[] = [];
    for (const cell of pictures) shown.push(await sources.resolve(cell));
    own.pictures = JSON.stringify(shown);
    const variantPicture = staged.variant_picture;
    column = "variant_picture";
    if (typeof variantPicture === "string" && variantPicture !== "") own.variant_picture = await sources.resolve(variantPicture);
    return own;
  } catch (error) {
    if (!(error instanceof PictureSourceError)) throw error;
    problems.add({ line, column, reason: error.message });
    return null;
  }
}

export interface CatalogueFilesOptions {
  importDir: string;
  /** Where the pictures a file names by address or archive are written again. */
  photos: Pick<PhotoStore, "storeAll" | "remove">;
  /** Tests: the fetch of a picture's https address (the supplier's server is not ours). */
  fetchPicture?: (address: string) => Promise<Uint8Array>;
  /** Tests: lower limits of a pictures archive than ARCHIVE_LIMITS, so a test needs no gigabytes. */
  pictureArchiveLimits?: ArchiveLimits;
  /** Where a check or apply run in the background tells a failure it could not write on its row. */
  log: { error(obj: object, msg: string): void; warn?(obj: object, msg: string): void };
  /**
   * The durable queue the back office's checks and applies run on: a run a restart cut short is
   * taken again. Absent on the command line, which runs them itself.
   */
  jobs?: JobQueue;
  /**
   * Tests only (IMPORT_APPLY_TEST_PAUSE_MS): an apply waits this long once it has merged, before
   * its commit, so that a test can kill the process mid-apply.
   */
  pauseBeforeCommitMs?: number;
}

/** What a queued check or apply carries: the import and who asked for it (its audit entry names them). */
interface ImportJob {
  importId: string;
  actor: AuditActor;
}

/** A run cut short this many times by a stopped process is not taken again: its import is failed. */
const CUT_SHORT_LIMIT = 2;

export function createCatalogueFilesService(db: Database, options: CatalogueFilesOptions) {
  const imports = createCatalogueFilesRepository(db);

  /**
   * Reads the file, checks every row and stages the good ones in `tx`'s temporary tables, in
   * batches of COPY. Problems of the rows and of the header go to `problems`. A products file may
   * be another platform's, mapped onto the shop's columns, or carry only some of the shop's
   * (decision 036); `names` makes the brands and categories it names that the shop lacks.
   */
  async function stage(
    kind: CatalogueFileKind,
    source: FileSource,
    repo: CatalogueFilesRepository,
    copy: (table: string, columns: readonly string[], chunks: Iterable<string>) => Promise<void>,
    problems: Problems,
    onRows: (rows: number) => void,
    pictures: { archive: PictureArchive | null; sources: PictureSources } | null,
    names: MissingNames | null,
  ): Promise<Staged> {
    const lookups: Lookups =
      kind === "vehicles"
        ? { brands: new Map(), categories: new Map(), models: new Map(), archive: null }
        : { ...(await repo.lookups()), archive: pictures?.archive ?? null };
    if (kind === "products") await repo.stageProducts();
    else if (kind === "fitment") await repo.stageFitment();
    const vehicles: VehicleListEntry[] = [];
    const own: Omit<Staged, "rows" | "present" | "vehicles" | "aces"> = { format: null, leftOut: [], fileColumn: (column) => column };
    if (kind === "fitment" && isAces(await firstTextOf(source)))
      return { ...own, ...(await stageAces(source, lookups, repo, copy, problems, onRows)), aces: true };
    let present = new Set<string>();
    let headerBad = false;
    let header: string[] = [];
    let format: ProductFileFormat | null = kind === "products" ? "overland" : null;
    let mapping: ProductFileMapping | null = null;
    // An XML file (an ACES file, say) is named as such from its first bytes: the CSV reader would
    // find a malformed record on each of its lines.
    let sniffed = false;
    const sniff = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        // An XML file's rest is read to its end and left unread.
        if (headerBad) return done();
        if (!sniffed) {
          sniffed = true;
          const xml = xmlFileProblem(kind, chunk.subarray(0, 4096).toString("utf8"));
          if (xml) {
            problems.add(xml);
            headerBad = true;
            this.push(null);
            return done();
          }
        }
        done(null, chunk);
      },
    });
    const parser = source()
      .pipe(sniff)
      .pipe(
        parse({
          bom: true,
          info: true,
          skip_empty_lines: true,
          skip_records_with_error: true,
          // A quote never closed would read the rest of the file as one cell: a record past this is refused.
          max_record_size: MAX_RECORD_CHARACTERS,
          columns: (raw: string[]) => {
            let names = raw.map((name) => name.trim().toLowerCase());
            if (kind === "products") {
              mapping = platformMappingOf(raw, { archive: pictures?.archive ?? null });
              if (mapping) {
                format = mapping.format;
                present = new Set(mapping.present);
                return names;
              }
              // `stock` is read as `units`, unless the file has both (then it is a column given twice).
              names = names.map((name) => PRODUCT_COLUMN_ALIASES[name] ?? name);
            }
            const other = otherFileOf(kind, names);
            if (other) {
              problems.add({ line: 1, column: "", reason: other });
              headerBad = true;
              return names;
            }
            let found = headerProblems(kind, names);
            // A products file of some columns only changes the parts it names (partial-rows.ts).
            if (kind === "products" && found.every((problem) => problem.reason === "required column missing") && found.length > 0) {
              if (isPartialHeader(names)) {
                format = "partial";
                found = [];
              }
            }
            for (const problem of found) {
              if (
                problem.reason === "required column missing" ||
                problem.reason === "column given twice" ||
                problem.reason.startsWith("unknown column")
              ) {
                headerBad = true;
              }
              problems.add(problem);
            }
            present = new Set(names);
            header = names;
            return names;
          },
        }),
      );
    parser.on("skip", (error: CsvError) => {
      problems.add({ line: Number(error.lines ?? 0), column: "", reason: csvProblemOf(error) });
    });
    let rows = 0;
    /** The file's records, each with the line it starts on. */
    async function* records(): AsyncGenerator<SourceRow> {
      for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
        if (headerBad) break;
        const { record, info } = item;
        rows++;
        onRows(rows);
        // A quoted cell may hold line breaks: the record began that many lines before it ended.
        const breaks = Object.values(record).reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
        yield { record, line: info.lines - breaks };
      }
    }
    /** A products file's rows in the shop's columns: mapped from another platform's, or completed from the shop's parts. */
    async function* productItems(): AsyncGenerator<MappedRow> {
      const read = records();
      // The header is read with the first record: only then is the file's format known.
      const first = await read.next();
      const all = (async function* () {
        if (!first.done) yield first.value;
        yield* read;
      })();
      if (mapping) yield* mapping.rows(all, (problem) => problems.add(problem));
      else if (format === "partial") yield* partialRows(all, header, repo.partsNamed, (problem) => problems.add(problem));
      else yield* all;
    }
    const fileColumn = (column: string) => (mapping ? mapping.fileColumn(column) : column);
    /**
     * A mapped product's problem of a field of the part is named once, not on each of its variants'
     * rows; and a line that gave more than one row (a partial file's slug, naming every variant of
     * its part) names each problem once.
     */
    const told = new Set<string>();
    let toldOfLine = { line: 0, told: new Set<string>() };
    const tell = (problem: ImportProblem, slug: string) => {
      const named = { ...problem, column: fileColumn(problem.column) };
      if (mapping && !ROW_OWN_COLUMNS.has(problem.column)) {
        const key = `${slug}\u0000${named.column}\u0000${named.reason}`;
        if (told.has(key)) return;
        told.add(key);
      }
      if (toldOfLine.line !== named.line) toldOfLine = { line: named.line, told: new Set() };
      const same = `${named.column}\u0000${named.reason}`;
      if (toldOfLine.told.has(same)) return;
      toldOfLine.told.add(same);
      problems.add(named);
    };
    const parts = new Map<string, string>();
    const skus = new Map<string, number>();
    /** The variants seen, by part and option values: one part sells each combination once. */
    const combinations = new Set<string>();
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0 || kind === "vehicles") return;
      const chunk = batch.join("");
      batch = [];
      await copy(stageTable[kind], stageColumns[kind], [chunk]);
    };
    for await (const item of kind === "products" ? productItems() : records()) {
      const { record, line } = item;
      let staged: StagedRow | null;
      if (kind === "products") {
        const slug = (record.slug ?? "").trim();
        const report = (problem: ImportProblem) => tell(problem, slug);
        await names?.make(item, lookups);
        const read = readProductRow(record, line, lookups);
        for (const problem of read.problems) report(problem);
        staged = read.staged;
        if (read.facts) {
          const facts = read.facts;
          const sameSku = skus.get(facts.sku);
          if (sameSku !== undefined) {
            report({ line, column: "sku", reason: `duplicate SKU in the file (line ${sameSku})` });
            staged = null;
          } else skus.set(facts.sku, line);
          const key = createHash("sha1").update(facts.partKey).digest("base64");
          const seenText = parts.get(facts.slug);
          const seen = seenText === undefined ? undefined : readSeen(seenText);
          const combination = `${facts.slug}\u0000${String(staged?.options)}`;
          if (!seen) {
            parts.set(facts.slug, partSeen(line, key, facts.options));
            if (facts.options !== null) combinations.add(combination);
            if (facts.options !== null) {
              const productSku = String(staged?.product_sku ?? "");
              const taken = skus.get(productSku);
              if (staged && taken !== undefined && taken !== line) {
                report({ line, column: "product_sku", reason: `duplicate SKU in the file (line ${taken})` });
                staged = null;
              } else skus.set(productSku, line);
            }
          } else if (seen.options === null || facts.options === null) {
            report({ line, column: "slug", reason: `a part sold without variants has one row (line ${seen.line} has this slug)` });
            staged = null;
          } else if (seen.options !== facts.options) {
            report({ line, column: "options", reason: `names other options than line ${seen.line} of this part` });
            staged = null;
          } else if (seen.key !== key) {
            report({
              line,
              column: "slug",
              reason: `the part's fields differ from line ${seen.line} (rows of one slug describe one part)`,
            });
            staged = null;
          } else if (staged && combinations.has(combination)) {
            report({ line, column: "options", reason: "the same options as another row of this part" });
            staged = null;
          } else if (staged) combinations.add(combination);
        }
      } else if (kind === "fitment") {
        const read = readFitmentRow(record, line, lookups);
        for (const problem of read.problems) problems.add(problem);
        staged = read.staged;
        for (const more of read.more ?? []) batch.push(copyLine(stagedValues(FITMENT_STAGE_COLUMNS, more)));
      } else {
        staged = null;
        if (rows > VEHICLE_FILE_MAX_ROWS) {
          problems.add({ line, column: "", reason: `a vehicles file has at most ${VEHICLE_FILE_MAX_ROWS} rows` });
          break;
        }
        const cellProblems: ImportProblem[] = [];
        const read = readVehicleRow(readCells(record, VEHICLE_COLUMNS, line, cellProblems), line);
        // A formula's cell is read as empty: its one problem is the formula.
        const named = new Set(cellProblems.map((problem) => problem.column));
        for (const problem of [...cellProblems, ...read.problems.filter((each) => !named.has(each.column))]) problems.add(problem);
        if (read.entry && cellProblems.length === 0) vehicles.push(read.entry);
      }
      // Most rows of a big file name the shop's own paths: those are not awaited row by row.
      if (staged && pictures && !namesOwnPicturesOnly(staged))
        staged = await withOwnPictures(staged, pictures.sources, line, {
          add: (problem) => problems.add({ ...problem, column: fileColumn(problem.column) }),
        });
      if (staged) batch.push(copyLine(stagedValues(stageColumns[kind as StagedKind], staged)));
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    onRows(rows);
    if (rows === 0 && problems.count === 0) problems.add({ line: 2, column: "", reason: "the file has no rows" });
    const leftOut = (mapping as ProductFileMapping | null)?.leftOut ?? [];
    return { rows, present, vehicles, aces: false, format, leftOut, fileColumn };
  }

  /** An ACES file's Apps staged as fitment rows, in batches of COPY, as a CSV file's rows are. */
  async function stageAces(
    source: FileSource,
    lookups: Lookups,
    repo: CatalogueFilesRepository,
    copy: (table: string, columns: readonly string[], chunks: Iterable<string>) => Promise<void>,
    problems: Problems,
    onRows: (rows: number) => void,
  ): Promise<{ rows: number; present: Set<string>; vehicles: VehicleListEntry[] }> {
    const aces = await repo.acesLookups();
    let rows = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const chunk = batch.join("");
      batch = [];
      await copy(stageTable.fitment, FITMENT_STAGE_COLUMNS, [chunk]);
    };
    for await (const item of acesApps(source())) {
      if (!("part" in item)) {
        problems.add(item);
        continue;
      }
      rows++;
      const read = acesFitmentRows(item, lookups, aces);
      for (const problem of read.problems) problems.add(problem);
      for (const staged of read.staged) batch.push(copyLine(stagedValues(FITMENT_STAGE_COLUMNS, staged)));
      if (batch.length >= BATCH_ROWS) await flush();
      onRows(rows);
    }
    await flush();
    onRows(rows);
    if (rows === 0 && problems.count === 0) problems.add({ line: 1, column: "", reason: "the ACES file has no App" });
    return { rows, present: new Set(), vehicles: [] };
  }

  /** One pass over the file in one transaction: checked and counted, then merged (apply) or rolled back (dry run). */
  async function pass(
    kind: CatalogueFileKind,
    source: FileSource,
    mode: "dry-run" | "apply",
    context: { actor: AuditActor; importId: string; fileName: string },
    runOptions: RunOptions,
  ): Promise<ImportReport> {
    const problems = new Problems();
    let archive: PictureArchive | null = null;
    if (runOptions.pictures) {
      try {
        archive = await openPictureArchive(runOptions.pictures, options.pictureArchiveLimits);
      } catch (error) {
        const reason = error instanceof PictureArchiveRefused ? error.message : ARCHIVE_UNREADABLE;
        return { rows: 0, summary: {}, problems: [{ line: 1, column: "", reason }], errorCount: 1, ...NOT_READ };
      }
    }
    // Set inside the transaction's callback, read after it.
    const made: { sources: PictureSources | null; committed: boolean } = { sources: null, committed: false };
    try {
      return await bulkTransaction(db, async ({ tx, copy }) => {
        const repo = createCatalogueFilesRepository(tx);
        await repo.roomForBulk();
        // On the import's own transaction: what it makes is kept only if the import is.
        const sources =
          kind === "products"
            ? createPictureSources(tx, { photos: options.photos, archive, make: mode === "apply", fetch: options.fetchPicture })
            : null;
        made.sources = sources;
        const catalog = catalogueImportOn(tx);
        const note = `import ${context.fileName}`;
        const names = kind === "products" && runOptions.createMissing ? missingNames(catalog, context.actor, note) : null;
        const { rows, present, vehicles, aces, format, leftOut, fileColumn } = await stage(
          kind,
          source,
          repo,
          copy,
          problems,
          (n) => runOptions.onProgress?.(n),
          sources && { archive, sources },
          names,
        );
        if (runOptions.failAfterStaging) throw new Error("stopped after staging (test)");
        let summary: Record<string, number>;
        if (kind === "vehicles") {
          // The list is merged at once, in this transaction: the dry run's rollback undoes it.
          const merged = problems.count > 0 ? { summary: {}, problems: [] } : await vehicleListFileOn(tx).apply(vehicles);
          for (const problem of merged.problems) problems.add(problem);
          summary = merged.summary;
        } else {
          for (const problem of kind === "products" ? await repo.checkProducts() : await repo.checkFitment())
            problems.add({ ...problem, column: fileColumn(problem.column) });
          if (kind === "products") summary = { ...(await catalog.productCounts(present)), ...names?.counts() };
          else {
            await repo.fitmentTarget({ changes: aces });
            summary = await repo.fitmentCounts();
          }
        }
        // The dry run of a file the apply would take lists what it would change, line by line.
        let changeCount = 0;
        if (mode === "dry-run" && kind === "products" && problems.count === 0) {
          changeCount = await catalog.listProductChanges(present);
          for (let offset = 0; offset < changeCount && runOptions.onChanges; offset += CHANGES_READ)
            await runOptions.onChanges(await catalog.productChangesPage(offset, CHANGES_READ));
        }
        const report: ImportReport = {
          rows,
          summary,
          problems: problems.list(),
          errorCount: problems.count,
          format,
          leftOut,
          changeCount,
        };
        if (mode === "dry-run" || problems.count > 0) throw new DryRunDone(report);
        if (kind === "products") await catalog.applyProducts(context.actor, note, present);
        else if (kind === "fitment") await catalog.applyFitment(context.actor, note);
        await recordAudit(tx, context.actor, {
          action: `catalogue.import-${kind}`,
          entityType: "catalogue_import",
          entityId: context.importId,
          after: { fileName: context.fileName, rows, ...summary },
        });
        // The import says it is applied in the same commit as its changes: an apply taken again
        // after a restart finds it done, or finds nothing of it and redoes it whole.
        await repo.updateImport(context.importId, {
          state: "applied",
          rowsDone: rows,
          rowsTotal: rows,
          summary,
          problems: report.problems,
          errorCount: 0,
          finishedAt: new Date(),
        });
        if (options.pauseBeforeCommitMs) {
          options.log.warn?.({ importId: context.importId }, "the apply pauses before its commit (IMPORT_APPLY_TEST_PAUSE_MS)");
          await new Promise((resolve) => setTimeout(resolve, options.pauseBeforeCommitMs));
        }
        made.committed = true;
        return report;
      });
    } catch (error) {
      made.committed = false;
      if (error instanceof DryRunDone) return error.report;
      throw error;
    } finally {
      archive?.close();
      // The pictures an import refused whole had made are no one's: their files go.
      if (!made.committed) await made.sources?.discard();
    }
  }

  /** Writes the import's progress outside its transaction, one write at a time, so a watcher reads it while it runs. */
  function progressWriter(id: string) {
    let chain: Promise<unknown> = Promise.resolve();
    let last = 0;
    let pending: number | null = null;
    return {
      report(rowsDone: number) {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        const first = pending === null;
        pending = rowsDone;
        // Not awaited: on PGlite the write waits for the import's transaction to end.
        if (first) {
          chain = chain.then(async () => {
            const value = pending!;
            pending = null;
            // Best effort: a progress count that fails to save is overtaken by the next one, or by the report.
            await imports
              .updateImport(id, { rowsDone: value })
              .catch((error: unknown) => options.log.warn?.({ err: error, importId: id }, "an import's progress count could not be saved"));
          });
        }
      },
      done: () => chain,
    };
  }

  const filePath = (id: string) => path.join(options.importDir, `${id}.csv`);
  const notesPath = (id: string) => path.join(options.importDir, `${id}.report.json`);
  const changesPath = (id: string) => path.join(options.importDir, `${id}.changes.jsonl`);
  async function readNotes(id: string): Promise<ImportNotes> {
    const text = await readFile(notesPath(id), "utf8").catch(() => null);
    return text === null ? NO_NOTES : { ...NO_NOTES, ...(JSON.parse(text) as Partial<ImportNotes>) };
  }
  /** The dry run's list of changes kept beside an import's file, one JSON line each; none when it is gone. */
  async function* listed(id: string): AsyncGenerator<ImportChange> {
    const stream = createReadStream(changesPath(id));
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    try {
      for await (const line of lines) if (line !== "") yield JSON.parse(line) as ImportChange;
    } catch (error) {
      // A list the shop no longer has (its folder emptied) reads as none.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    } finally {
      lines.close();
      stream.destroy();
    }
  }
  /** Written whole then renamed over the last, so that a page reading them meanwhile reads the one or the other. */
  async function writeNotes(id: string, notes: ImportNotes): Promise<void> {
    await mkdir(options.importDir, { recursive: true });
    const next = `${notesPath(id)}.${randomUUID()}`;
    await writeFile(next, JSON.stringify(notes));
    await rename(next, notesPath(id));
  }
  /** The pictures archive uploaded with an import's file, if one was. */
  const archivePath = (id: string) => path.join(options.importDir, `${id}.pictures.zip`);
  /** An archive kept until its file arrives. */
  const incomingPath = (id: string) => path.join(options.importDir, `incoming-${id}.zip`);
  async function removeStaleArchives(): Promise<void> {
    const dayAgo = Date.now() - 24 * 3_600_000;
    for (const name of await readdir(options.importDir).catch(() => [] as string[])) {
      if (!/^incoming-[\w-]+\.zip$/.test(name)) continue;
      const file = path.join(options.importDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
    }
  }
  const archiveOf = async (id: string) => ((await stat(archivePath(id)).catch(() => null)) ? archivePath(id) : undefined);

  /** Errors written on their import's row: the page shows them, so the background need not. */
  const told = new WeakSet<object>();

  async function failed(id: string, error: unknown): Promise<void> {
    await imports.updateImport(id, {
      state: "failed",
      problems: [{ line: 0, column: "", reason: error instanceof Error ? error.message : String(error) }],
      errorCount: 1,
      finishedAt: new Date(),
    });
    if (typeof error === "object" && error !== null) told.add(error);
  }

  /** The end of a check or apply nobody awaits: a failure its row could not take is logged. */
  function untold(id: string, step: string) {
    return (error: unknown) => {
      if (typeof error === "object" && error !== null && told.has(error)) return;
      options.log.error({ err: error, importId: id }, `a catalogue import's ${step} failed and its row could not say so`);
    };
  }

  /**
   * A queued check or apply. Each may run twice (a process stopped mid-run, the job taken again):
   * one whose import has moved on (checked, applied, failed) does nothing; an apply is one
   * transaction that also marks its import applied, so a second run redoes it whole or finds it
   * done. A run the row could not be told of fails the job, which is tried again.
   */
  async function runQueued(step: "check" | "apply", { importId, actor }: ImportJob, retryCount: number): Promise<void> {
    const row = await imports.getImport(importId);
    if (!row || row.state !== (step === "check" ? "checking" : "applying")) return;
    if (retryCount >= CUT_SHORT_LIMIT) {
      await failed(
        importId,
        new Error(`The ${step} was cut short ${retryCount} times (the shop stopped, or could not write it): upload the file again.`),
      );
      return;
    }
    const source = () => createReadStream(filePath(importId));
    const pictures = await archiveOf(importId);
    try {
      if (step === "check") await service.check(row, source, actor, { pictures });
      else {
        await service.apply(row, source, actor, { pictures });
        await rm(filePath(importId), { force: true });
        await rm(archivePath(importId), { force: true });
      }
    } catch (error) {
      // Its row says why (the page shows it): the job is done. Otherwise it is logged and tried again.
      if (typeof error === "object" && error !== null && told.has(error)) return;
      untold(importId, step)(error);
      throw error;
    }
  }

  const jobDefinitions = options.jobs && {
    check: options.jobs.define<ImportJob>("catalogue-import.check", ({ data, retryCount }) => runQueued("check", data, retryCount), {
      retryLimit: CUT_SHORT_LIMIT,
      retryDelaySeconds: 2,
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 10,
    }),
    apply: options.jobs.define<ImportJob>("catalogue-import.apply", ({ data, retryCount }) => runQueued("apply", data, retryCount), {
      retryLimit: CUT_SHORT_LIMIT,
      retryDelaySeconds: 2,
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 10,
    }),
  };
  function queued() {
    if (!jobDefinitions) throw new Error("the back office's imports run on the job queue, which this service was not given");
    return jobDefinitions;
  }

  const service = {
    /**
     * Records a new import (state checking) of a file at `fileName`, under its own name: the folders
     * it was read from (the server's, when the command line imports) are nobody's business in the history.
     */
    async open(kind: CatalogueFileKind, fileName: string, actor: AuditActor): Promise<CatalogueImportRow> {
      const name = fileName.split(/[\\/]/).at(-1) || fileName;
      return imports.createImport({ kind, fileName: name, state: "checking", createdBy: actor.id, createdByEmail: actor.email });
    },

    /** The dry run: every row checked, what would change counted; the catalogue untouched. */
    async check(row: CatalogueImportRow, source: FileSource, actor: AuditActor, runOptions: RunOptions = {}): Promise<ImportReport> {
      const progress = progressWriter(row.id);
      const createMissing = runOptions.createMissing ?? (await readNotes(row.id)).createMissing;
      // The list of changes is kept beside the file, for the back office to page through (a file
      // that changes nothing, or is no products file, lists nothing and leaves no list).
      await rm(changesPath(row.id), { force: true });
      // Set by the dry run's callback, read after it.
      const kept: { list: WriteStream | null } = { list: null };
      try {
        const report = await pass(
          row.kind,
          source,
          "dry-run",
          { actor, importId: row.id, fileName: row.fileName },
          {
            ...runOptions,
            createMissing,
            onProgress: (n) => {
              runOptions.onProgress?.(n);
              progress.report(n);
            },
            onChanges: async (changes) => {
              if (!kept.list) {
                await mkdir(options.importDir, { recursive: true });
                kept.list = createWriteStream(changesPath(row.id));
              }
              const list = kept.list;
              if (!list.write(changes.map((change) => `${JSON.stringify(change)}\n`).join(""))) await once(list, "drain");
              await runOptions.onChanges?.(changes);
            },
          },
        );
        if (kept.list) {
          const closed = once(kept.list, "close");
          kept.list.end();
          await closed;
        }
        await writeNotes(row.id, { createMissing, format: report.format, leftOut: report.leftOut, changeCount: report.changeCount });
        await progress.done();
        await imports.updateImport(row.id, {
          state: "checked",
          rowsDone: report.rows,
          rowsTotal: report.rows,
          summary: report.summary,
          problems: report.problems,
          errorCount: report.errorCount,
        });
        return report;
      } catch (error) {
        kept.list?.destroy();
        await progress.done();
        await failed(row.id, error);
        throw error;
      }
    },

    /**
     * Applies a checked file: read again, staged, merged in one transaction with its audit row.
     * A file with bad rows is refused whole and changes nothing.
     */
    async apply(row: CatalogueImportRow, source: FileSource, actor: AuditActor, runOptions: RunOptions = {}): Promise<ImportReport> {
      // A file the dry run found nothing to change in is applied by saying so: its second reading would write nothing.
      const checked = runOptions.checked;
      if (checked && checked.errorCount === 0 && changesIn(checked.summary) === 0) {
        await imports.updateImport(row.id, { state: "applied", rowsDone: checked.rows, rowsTotal: checked.rows, finishedAt: new Date() });
        return checked;
      }
      const progress = progressWriter(row.id);
      const createMissing = runOptions.createMissing ?? (await readNotes(row.id)).createMissing;
      await imports.updateImport(row.id, { state: "applying", rowsDone: 0 });
      try {
        const report = await pass(
          row.kind,
          source,
          "apply",
          { actor, importId: row.id, fileName: row.fileName },
          {
            ...runOptions,
            createMissing,
            onProgress: (n) => {
              runOptions.onProgress?.(n);
              progress.report(n);
            },
          },
        );
        await progress.done();
        const refused = report.errorCount > 0;
        await imports.updateImport(row.id, {
          state: refused ? "failed" : "applied",
          rowsDone: report.rows,
          rowsTotal: report.rows,
          summary: report.summary,
          problems: report.problems,
          errorCount: report.errorCount,
          finishedAt: new Date(),
        });
        return report;
      } catch (error) {
        await progress.done();
        await failed(row.id, error);
        throw error;
      }
    },

    // --------------------------------------------------------------- the back office ---

    /**
     * Keeps an uploaded file and checks it in the background: the answer is the import, whose
     * state and report the page then reads.
     */
    async upload(
      kind: CatalogueFileKind,
      fileName: string,
      body: Readable,
      actor: AuditActor,
      /** A pictures archive already kept (a file of its own), taken into the import's folder. */
      pictures?: string,
      /** A products file's brands and categories the shop lacks are made when it is applied. */
      createMissing = false,
    ): Promise<CatalogueImportView> {
      await mkdir(options.importDir, { recursive: true });
      const row = await service.open(kind, fileName, actor);
      const notes = { ...NO_NOTES, createMissing: createMissing && kind === "products" };
      try {
        await writeNotes(row.id, notes);
        if (pictures) await rename(pictures, archivePath(row.id));
        await pipeline(body, createWriteStream(filePath(row.id)));
      } catch (error) {
        await rm(filePath(row.id), { force: true });
        await rm(archivePath(row.id), { force: true });
        await failed(row.id, error);
        throw error;
      }
      // On the durable queue: a check a restart cut short is taken again (runQueued).
      await queued().check.enqueue({ importId: row.id, actor }, { singletonKey: row.id });
      return importView(row, notes);
    },

    /**
     * Keeps a pictures archive until its products file arrives (in the imports' folder, so that it
     * is renamed, not copied): its id names it to `upload`. An archive whose file never comes is
     * removed after a day, when the next one arrives.
     */
    async keepArchive(body: Readable): Promise<string> {
      await mkdir(options.importDir, { recursive: true });
      await removeStaleArchives();
      const id = randomUUID();
      try {
        await pipeline(body, createWriteStream(incomingPath(id)));
      } catch (error) {
        await rm(incomingPath(id), { force: true });
        throw error;
      }
      return id;
    },

    /** The file of a kept archive; a NotFoundError for an id never kept, or taken already. */
    async keptArchive(id: string): Promise<string> {
      const file = incomingPath(id);
      if (!(await stat(file).catch(() => null))) throw new NotFoundError(PICTURES_ARCHIVE_UNKNOWN);
      return file;
    },

    /** Applies a checked upload in the background; the page watches its progress. */
    async startApply(id: string, actor: AuditActor): Promise<CatalogueImportView> {
      const kept = await stat(filePath(id)).catch(() => null);
      const row = await imports.getImport(id);
      if (!row) throw new NotFoundError("No such import");
      if (!kept && row.state === "checked") throw new ConflictError("The uploaded file is gone: upload it again.");
      // Claimed before the answer: a watcher reads "applying" at once, and a second apply is refused.
      const claimed = await imports.claimApply(id);
      if (!claimed) throw new ConflictError(IMPORT_NOT_CHECKED);
      await queued().apply.enqueue({ importId: id, actor }, { singletonKey: id });
      return importView(claimed, await readNotes(id));
    },

    async get(id: string): Promise<CatalogueImportView> {
      const row = await imports.getImport(id);
      if (!row) throw new NotFoundError("No such import");
      return importView(row, await readNotes(id));
    },

    async recent(limit = 20): Promise<CatalogueImportView[]> {
      const rows = await imports.recentImports(limit);
      return Promise.all(rows.map(async (row) => importView(row, await readNotes(row.id))));
    },

    /** A page of an import's dry-run list of changes (IMPORT_CHANGES_PAGE lines), in the file's order. */
    async changes(id: string, page: number): Promise<{ data: ImportChange[]; pagination: Pagination }> {
      if (!(await imports.getImport(id))) throw new NotFoundError("No such import");
      const total = (await readNotes(id)).changeCount;
      const skip = (page - 1) * IMPORT_CHANGES_PAGE;
      const data: ImportChange[] = [];
      if (skip < total) {
        let at = 0;
        for await (const change of listed(id)) {
          if (at++ < skip) continue;
          data.push(change);
          if (data.length === IMPORT_CHANGES_PAGE) break;
        }
      }
      return { data, pagination: paginate(page, IMPORT_CHANGES_PAGE, total) };
    },

    /** An import's whole dry-run list of changes, read once from where the dry run kept it (the command line prints it). */
    allChanges: (id: string): AsyncGenerator<ImportChange> => listed(id),

    // ------------------------------------------------------------------------ export ---

    /** The catalogue as a file of `kind`, streamed page by page from the database (a UTF-8 BOM first, for spreadsheets). */
    exportFile(kind: CatalogueFileKind): Readable {
      async function* rows(): AsyncGenerator<string[]> {
        yield [...COLUMNS[kind]];
        if (kind === "vehicles") {
          // A few thousand rows at most: read whole.
          for (const entry of await vehicleListFileOn(db).entries()) yield vehicleRow(entry);
          return;
        }
        let after = 0;
        for (;;) {
          if (kind === "products") {
            const parts = await imports.exportParts(after, EXPORT_PAGE);
            if (parts.length === 0) return;
            for (const part of parts) yield* productRows(part);
            after = parts[parts.length - 1]!.id;
          } else {
            const page = await imports.exportFitment(after, EXPORT_PAGE);
            if (page.lastId === null) return;
            for (const row of page.rows) yield fitmentRow(row);
            after = page.lastId;
          }
        }
      }
      // The shop's CSV: CRLF records, the lists' line breaks quoted, formulas escaped.
      return csvFile(rows());
    },

    /** Fails an import whose file could not be read (refused before it ran). */
    failed,
  };
  return service;
}

export type CatalogueFilesService = ReturnType<typeof createCatalogueFilesService>;
