// Every CSV the shop hands out (the catalogue's files, the newsletter's subscribers) is written
// here, so a spreadsheet opens each one the same way and none of them can run a cell as a formula.
import { Readable } from "node:stream";

import { stringify } from "csv-stringify";

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): "=", "+", "-", "@", a tab
 * or a carriage return first.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that already starts with the escape: the catalogue import takes one apostrophe off it. */
export const ESCAPED_CELL = /^'(?:[=+\-@\t\r']|$)/;

/**
 * The one formula rule of every export: a cell a spreadsheet would run, or one that starts with the
 * escape itself, is written after an apostrophe, which a spreadsheet shows as text.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) || ESCAPED_CELL.test(cell) ? `'${cell}` : cell;
}

export type CsvRows = Iterable<readonly string[]> | AsyncIterable<readonly string[]>;

/**
 * Rows (a header first) as a CSV file, streamed as they come: a UTF-8 BOM first, so a spreadsheet
 * reads the text as UTF-8; RFC 4180 records ending in CRLF; every cell holding a line break of its
 * own quoted, or a spreadsheet would read each line of the cell as a record; every cell through
 * neutraliseFormula. A failure of the rows fails the file.
 */
export function csvFile(rows: CsvRows): Readable {
  const source = Readable.from(rows);
  const file = stringify({
    bom: true,
    record_delimiter: "windows",
    quote_record_delimiter: true,
    cast: { string: neutraliseFormula },
  });
  source.on("error", (error) => file.destroy(error));
  return source.pipe(file);
}
