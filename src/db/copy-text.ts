// PostgreSQL's COPY text format: one line per row, columns split by tabs, \N for null, and a
// backslash before the characters that would end a column or a row.

export type CopyValue = string | number | boolean | Date | null | readonly string[] | object;

function escapeText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"));
}

/** An array literal: every element quoted, so commas, braces and spaces in it stay inside. */
function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "string") return escapeText(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`COPY: ${value} is not a number a column can hold`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "t" : "f";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value as readonly string[]));
  return escapeText(JSON.stringify(value));
}

/** One row as a COPY line, newline included. */
export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(copyField).join("\t")}\n`;
}
