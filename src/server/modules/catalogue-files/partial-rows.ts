// A products file of some of the shop's columns only (`sku,price`, `sku,units`, `slug,category`):
// each row names a part the shop has, by its SKU (a variant's SKU names that variant; a part's own
// SKU, or its slug, names the part, all of its variants) and changes only the fields the file
// carries. Its rows are completed from the shop's own parts, as the export writes them, so that
// they go the one way every products file goes (the editor's rules, staging, the dry run); the
// merge writes only the file's columns (decision 036).
import { type ExportPart, type ImportProblem, PRODUCT_COLUMNS, PRODUCT_REQUIRED, productRows } from "./formats.ts";
import { type MappedRow, OURS, type SourceRow } from "./product-file-mappings.ts";

/** The columns a row is completed with from the shop's part: what a row must have to be read; the rest stays empty. */
const COMPLETED = new Set<string>([...PRODUCT_REQUIRED, OURS.productSku, OURS.productPartNumber, OURS.options]);
/** Rows whose parts are read from the database at once. */
const BATCH = 500;

/** Whether a header of the shop's columns, lacking some required ones, is a partial file: it names parts by SKU or slug. */
export function isPartialHeader(names: readonly string[]): boolean {
  return names.includes(OURS.sku) || names.includes(OURS.slug);
}

/** The file's rows, each completed from the part it names; a row naming no part of the shop is told to `problem`. */
export async function* partialRows(
  source: AsyncIterable<SourceRow>,
  header: readonly string[],
  partsNamed: (skus: readonly string[], slugs: readonly string[]) => Promise<ExportPart[]>,
  problem: (problem: ImportProblem) => void,
): AsyncGenerator<MappedRow> {
  const given = header.filter((column) => column !== OURS.sku);
  const missing = PRODUCT_REQUIRED.filter((column) => !header.includes(column));

  async function* complete(rows: SourceRow[]): AsyncGenerator<MappedRow> {
    const keyOf = (row: SourceRow) => {
      const sku = (row.record[OURS.sku] ?? "").trim();
      return sku !== "" ? { column: OURS.sku, value: sku } : { column: OURS.slug, value: (row.record[OURS.slug] ?? "").trim() };
    };
    const keys = rows.map(keyOf);
    const parts = await partsNamed(
      keys.filter((key) => key.column === OURS.sku && key.value !== "").map((key) => key.value),
      keys.filter((key) => key.column === OURS.slug && key.value !== "").map((key) => key.value),
    );
    // The shop's rows of each part, as the export writes them, by the SKU or slug that names them.
    const bySku = new Map<string, Record<string, string>[]>();
    const bySlug = new Map<string, Record<string, string>[]>();
    for (const part of parts) {
      const records = productRows(part).map((cells) => {
        const record = Object.fromEntries(PRODUCT_COLUMNS.map((column, at) => [column, COMPLETED.has(column) ? cells[at]! : ""]));
        bySku.set(record[OURS.sku]!, [record]);
        return record;
      });
      bySku.set(part.sku, records);
      bySlug.set(part.slug, records);
    }
    for (const [at, row] of rows.entries()) {
      const key = keys[at]!;
      if (key.value === "") {
        problem({ line: row.line, column: header.includes(OURS.sku) ? OURS.sku : OURS.slug, reason: "required cell empty" });
        continue;
      }
      const found = (key.column === OURS.sku ? bySku : bySlug).get(key.value);
      if (!found) {
        problem({
          line: row.line,
          column: key.column,
          reason: `no part of the shop has ${key.column === OURS.sku ? "SKU" : "slug"} "${key.value}": a file without ${missing.join(", ")} changes parts the shop has, and makes none`,
        });
        continue;
      }
      for (const base of found) {
        const record = { ...base };
        // The file's cells over the shop's; a slug named by the row (not its key) renames the part.
        for (const column of given) if (!(key.column === OURS.slug && column === OURS.slug)) record[column] = row.record[column] ?? "";
        yield { line: row.line, record };
      }
    }
  }

  let batch: SourceRow[] = [];
  for await (const row of source) {
    batch.push(row);
    if (batch.length >= BATCH) {
      yield* complete(batch);
      batch = [];
    }
  }
  yield* complete(batch);
}
