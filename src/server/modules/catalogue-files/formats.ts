// The two catalogue files (docs/catalogue-files.md): their columns, how a row is read and checked
// into a staging row, and how an exported row is written. Reading and writing are each other's
// inverse, so an exported file imported again changes nothing (decision 028).
import type { z } from "zod";

import { LOCALES } from "../../../domain/locales.ts";
import { amountFromCents } from "../../../domain/money.ts";
import {
  linesOf,
  readMakerCodes,
  readNameValueLines,
  readTags,
  writeMakerCodes,
  writeNameValueLines,
  writeTags,
} from "../../../domain/name-value-lines.ts";
import {
  CSV_COLUMN_OF_FIELD,
  PLAIN_CSV_COLUMNS,
  PLAIN_PART_FIELDS,
  type PlainFields,
  type PlainKind,
  VARIANT_MEASURES,
} from "../../../domain/part-fields.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import { MoneySchema, PartCodeSchema, ProductFieldsSchema } from "../../../domain/schemas/catalog-admin.ts";
import { CATALOGUE_FILE_KINDS, type CatalogueFileKind, type ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import { PICTURE_LIMITS } from "../../../domain/schemas/product-pictures.ts";
import { PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { variantCodesOf } from "../../../domain/variants.ts";
import { ESCAPED_CELL, neutraliseFormula } from "../../lib/csv-export.ts";
import type { AcesLookups } from "./aces.ts";
import type { PictureArchive } from "./picture-archive.ts";
import { pictureCellProblem } from "./picture-sources.ts";
import { VEHICLE_COLUMNS, VEHICLE_REQUIRED } from "./vehicle-formats.ts";

export type { CatalogueFileKind, ImportProblem };
export { VARIANT_MEASURES };

// ------------------------------------------------------------------------------- columns ---

/** A part's texts, a column a language (title_en, title_ru, ...), in the products file and its staged rows alike. */
const TEXT_COLUMNS = (["title", "excerpt", "description"] as const).flatMap((text) =>
  LOCALES.map((locale) => `${text}_${locale}` as const),
);

/** The products file's columns that part-fields.ts does not hold as plain fields: the part's rows, its variants', its lists. */
const OWN_PRODUCT_COLUMNS = [
  "slug",
  "sku",
  "part_number",
  "product_sku",
  "product_part_number",
  "options",
  ...TEXT_COLUMNS,
  "brand",
  "category",
  "status",
  "price",
  "sale_price",
  "sale_starts_at",
  "sale_ends_at",
  "cost",
  "gtin",
  "tags",
  "units",
  "specs",
  "oem_numbers",
  "cross_numbers",
  "pictures",
  "variant_picture",
] as const;
const AFTER_TAGS = OWN_PRODUCT_COLUMNS.indexOf("tags") + 1;
/**
 * Every column of the products file, in its order: the plain fields (search engines' texts, weight
 * and size, ...) after the tags, a variant's own weight and size last.
 */
export const PRODUCT_COLUMNS: readonly string[] = [
  ...OWN_PRODUCT_COLUMNS.slice(0, AFTER_TAGS),
  ...PLAIN_CSV_COLUMNS,
  ...OWN_PRODUCT_COLUMNS.slice(AFTER_TAGS),
  ...VARIANT_MEASURES.map((measure) => measure.csv),
];
export type ProductColumn = string;
/** A products file without one of these is refused whole. */
export const PRODUCT_REQUIRED = [
  "slug",
  "sku",
  "part_number",
  "title_en",
  "description_en",
  "brand",
  "category",
  "status",
  "price",
] as const;

export const FITMENT_COLUMNS = ["sku", "make", "model", "year_from", "year_to", "engine", "notes_en", "notes_ru", "notes_ar"] as const;
export type FitmentColumn = (typeof FITMENT_COLUMNS)[number];
export const FITMENT_REQUIRED = ["sku", "make", "model", "year_from", "year_to", "engine"] as const;
/** The make cell of a part that fits every vehicle. */
export const UNIVERSAL = "universal";

export const COLUMNS: Record<CatalogueFileKind, readonly string[]> = {
  products: PRODUCT_COLUMNS,
  fitment: FITMENT_COLUMNS,
  vehicles: VEHICLE_COLUMNS,
};
const REQUIRED: Record<CatalogueFileKind, readonly string[]> = {
  products: PRODUCT_REQUIRED,
  fitment: FITMENT_REQUIRED,
  vehicles: VEHICLE_REQUIRED,
};

/**
 * Another platform's product file, known by columns only it has (lower-cased, as the header is
 * read). As a products file it is mapped onto the shop's (decision 036); as any other it is named.
 */
const FOREIGN_FILES: { name: string; columns: readonly string[] }[] = [
  { name: "a Shopify product export", columns: ["handle", "variant sku"] },
  { name: "a Shopify product export", columns: ["url handle", "sku", "price"] },
  { name: "a WooCommerce product CSV", columns: ["regular price", "sku", "name"] },
];

/**
 * The file a header says it is, when it is not a file of `kind`: another platform's product file
 * given as fitment or vehicles, or the shop's other catalogue file. One sentence for the whole
 * header, instead of one complaint per column it does not know.
 */
export function otherFileOf(kind: CatalogueFileKind, header: readonly string[]): string | null {
  const names = new Set(header);
  const foreign = FOREIGN_FILES.find((file) => file.columns.every((column) => names.has(column)));
  if (foreign && kind !== "products")
    return `this is ${foreign.name}, not an Overland ${kind} file: import it as products, whose columns it is read into`;
  if (REQUIRED[kind].every((column) => names.has(column))) return null;
  const other = CATALOGUE_FILE_KINDS.find((each) => each !== kind && REQUIRED[each].every((column) => names.has(column)));
  return other ? `this is an Overland ${other} file: import it as ${other}, not as ${kind}` : null;
}

/** The first bytes of a file that is XML (an ACES fitment file, say), not comma-separated text. */
export function xmlFileProblem(kind: CatalogueFileKind, firstText: string): ImportProblem | null {
  const text = firstText.replace(/^\uFEFF/, "").trimStart();
  if (!text.startsWith("<")) return null;
  const aces = /<ACES[\s>]/i.test(firstText) ? " (an ACES fitment file, by its root)" : "";
  return {
    line: 1,
    column: "",
    reason: `this is an XML file${aces}, not CSV: a ${kind} file is comma-separated text with the columns ${COLUMNS[kind].join(", ")}`,
  };
}

/** Other names the products file's columns are known by: `stock` is the units on the shelf. */
export const PRODUCT_COLUMN_ALIASES: Readonly<Record<string, string>> = { stock: "units" };

/** What is wrong with a file's header line (line 1): unknown or repeated columns, required ones missing. */
export function headerProblems(kind: CatalogueFileKind, header: readonly string[]): ImportProblem[] {
  const known = new Set(COLUMNS[kind]);
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!known.has(name))
      problems.push({ line: 1, column: name, reason: `unknown column (a ${kind} file has ${COLUMNS[kind].join(", ")})` });
    else if (seen.has(name)) problems.push({ line: 1, column: name, reason: "column given twice" });
    seen.add(name);
  }
  for (const name of REQUIRED[kind]) if (!seen.has(name)) problems.push({ line: 1, column: name, reason: "required column missing" });
  return problems;
}

// ------------------------------------------------------------------------------ formulas ---

// A cell a spreadsheet would run as a formula (=, +, @, a tab or a carriage return first) is
// refused, and so is "-" followed by anything but a space or a plain number: "-2+3+cmd|'/C calc'!A0"
// is a formula, while "- with lift kit" is prose and "-5" a number (which a price or a year then
// refuses as negative). The export writes such cells after an apostrophe (the shop's one CSV
// writer, src/server/lib/csv-export.ts), which a spreadsheet shows as text and the import takes off again.
const FORMULA_START = /^[=+@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)*$/;
const ESCAPED = ESCAPED_CELL;

export function startsFormula(cell: string): boolean {
  if (FORMULA_START.test(cell)) return true;
  return cell.startsWith("-") && cell.length > 1 && cell[1] !== " " && !NEGATIVE_NUMBER.test(cell);
}

/** A cell as the export writes it: one that a spreadsheet would run, or that starts with an escape, gets an apostrophe before it. */
export const escapeCell = neutraliseFormula;

/** The cell's value: the export's apostrophe taken off; undefined when it would start a formula. */
export function cellValue(raw: string): string | undefined {
  if (ESCAPED.test(raw) && raw.length > 1) return raw.slice(1);
  return startsFormula(raw) ? undefined : raw;
}

// ------------------------------------------------------------------------------- lookups ---

export interface VehicleModel {
  make: string;
  /** The generation ("Hilux N80"), as the vehicles name it. */
  model: string;
  /** Its model line in the owner's list ("Hilux"), where it has one. */
  line?: string | null;
  yearFrom: number;
  yearTo: number;
  engines: Set<string>;
}

/** What a row's names are checked against: brands and categories by slug, vehicles by make and model (lower-cased). */
export interface Lookups {
  brands: Map<string, number>;
  categories: Map<string, number>;
  models: Map<string, Map<string, VehicleModel>>;
  /** The generations of each model line ("Hilux"), by make and line (lower-cased): how suppliers name vehicles. */
  lines?: Map<string, Map<string, VehicleModel[]>>;
  /** The VCdb ids of the vehicle list, read only for an ACES file. */
  aces?: AcesLookups;
  /** The pictures archive uploaded with the file, whose files the cells may name. */
  archive?: Pick<PictureArchive, "has"> | null;
}

// --------------------------------------------------------------------------- staged rows ---

/** The products staging table's columns; a staged row is a record by these names. A plain field's is its products column. */
export const PRODUCT_STAGE_COLUMNS = [
  "line",
  "slug",
  "sku",
  "part_number",
  "product_sku",
  "product_part_number",
  "codes_normalized",
  "variant_codes",
  "options",
  ...TEXT_COLUMNS,
  "brand_id",
  "category_id",
  "status",
  "price_cents",
  "sale_price_cents",
  "sale_starts_at",
  "sale_ends_at",
  "cost_cents",
  "gtin",
  "tags",
  ...PLAIN_PART_FIELDS.map((field) => field.column),
  "units",
  "specs",
  "oem_codes",
  "cross_codes",
  "pictures",
  "variant_picture",
  ...VARIANT_MEASURES.map((measure) => measure.stage),
];

/** A staged row's columns that are not the part's: its line, the part's grouping key, and each variant's own. */
const ROW_OWN = new Set([
  "line",
  "slug",
  "sku",
  "part_number",
  "variant_codes",
  "options",
  "price_cents",
  "cost_cents",
  "gtin",
  "variant_picture",
  ...VARIANT_MEASURES.map((measure) => measure.stage),
]);
/** …and, on a variant's row, its sale and units too. */
const VARIANT_OWN = new Set([...ROW_OWN, "sale_price_cents", "sale_starts_at", "sale_ends_at", "units"]);

/** The part's fields that every row of its slug must repeat, by name, as one string. */
function partKeyOf(staged: StagedRow, variant: boolean): string {
  const own = variant ? VARIANT_OWN : ROW_OWN;
  return JSON.stringify(PRODUCT_STAGE_COLUMNS.filter((column) => !own.has(column)).map((column) => staged[column] ?? null));
}

/** `removes`: an ACES App with action="D", whose vehicles the part stops fitting. */
export const FITMENT_STAGE_COLUMNS = [
  "line",
  "sku",
  "universal",
  "make",
  "model",
  "year_from",
  "year_to",
  "engine",
  "note",
  "removes",
] as const;

export type StagedValue = string | number | boolean | Date | null | readonly string[] | object;
/** A staging row by its columns' names. */
export type StagedRow = Record<string, StagedValue>;

/** The line COPY reads of a staged row: its values in the stage's column order. */
export const stagedValues = (columns: readonly string[], staged: StagedRow): StagedValue[] =>
  columns.map((column) => staged[column] ?? null);

export interface ReadRow {
  /** The staging row by column; null when the row has a problem. */
  staged: StagedRow | null;
  /** More staging rows of the same line: a fitment row naming a model line over years of two generations. */
  more?: StagedRow[];
  problems: ImportProblem[];
}

export interface ProductRowFacts {
  slug: string;
  sku: string;
  /** The part's fields that every row of its slug must repeat, as one string. */
  partKey: string;
  /** The variant's option values ("size=a;colour=b"), or null for a part sold without variants. */
  options: string | null;
}

const BOOLEAN: Record<string, boolean> = { "": false, true: true, false: false, yes: true, no: false, "1": true, "0": false };
const OPTION_PAIR = /^([a-z0-9]+(?:-[a-z0-9]+)*)=([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Which column an issue of ProductFieldsSchema names (by the field's declaration). */
const FIELD_COLUMN: Record<string, ProductColumn> = CSV_COLUMN_OF_FIELD;

const REASONS: Record<string, string> = {
  MONEY_FORMAT: "not an amount (write 1234.50)",
  CODE_FORMAT: "not a part number (letters, digits, spaces and . _ / -)",
  SALE_NOT_BELOW_PRICE: "the sale price is not below the price",
  SALE_ENDS_BEFORE_START: "the sale ends before it starts",
  GTIN_CHECK: "not a barcode number: 8, 12, 13 or 14 digits, the last the check digit of the others",
};

function columnOfIssue(path: readonly PropertyKey[], fileColumn: (column: ProductColumn) => ProductColumn): string {
  const [field, second] = path;
  const column = FIELD_COLUMN[String(field)] ?? String(field);
  if ((field === "title" || field === "excerpt" || field === "description") && typeof second === "string")
    return `${String(field)}_${second}`;
  return fileColumn(column as ProductColumn);
}

/** A plain field's hint, by its file column: what a cell in the wrong form is told (the editor shows the same). */
const HINTS = new Map(PLAIN_PART_FIELDS.flatMap((field) => ("hint" in field && field.hint ? [[field.csv, field.hint.en]] : [])));

/** What a cell of a plain field's kind must hold, said to whoever wrote the file. */
const FORM_OF_KIND: Partial<Record<PlainKind, (label: string) => string>> = {
  measure: (label) => `not a whole number (${label}: digits alone, such as 1500)`,
  count: (label) => `not a whole number (${label}: digits alone)`,
};
const FORM_OF_COLUMN = new Map([
  ...PLAIN_PART_FIELDS.flatMap((field) => {
    const form = FORM_OF_KIND[field.kind];
    return form ? [[field.csv, form(field.label.en)] as const] : [];
  }),
  ...VARIANT_MEASURES.map((measure) => [measure.csv, FORM_OF_KIND.measure!(measure.label)] as const),
]);
const DATE_FORM = "not a date (write 2026-12-31, or 2026-12-31T09:00 with a time)";

/** An issue of the fields' schema as the file's writer is told it: what the cell should hold, never the validator's words. */
function reasonOf(issue: z.core.$ZodIssue, cell: string | undefined, column: string): string {
  const blank = cell === undefined || cell.trim() === "";
  if (!blank && /^-\d/.test(cell.trim())) return "negative";
  const known = REASONS[issue.message];
  if (known) return known;
  // An optional cell (blank, or a value of its form): the form's complaint is the one to tell.
  if (issue.code === "invalid_union") {
    const inner = issue.errors.flat().find((each) => REASONS[each.message] !== undefined || each.message === "format");
    if (inner) return reasonOf(inner, cell, column);
  }
  if (issue.message === "format" && HINTS.has(column)) return `not in its form: ${HINTS.get(column)}`;
  if ((issue.code === "too_small" || issue.code === "invalid_type") && blank) return "required cell empty";
  if (issue.code === "invalid_type" && issue.expected === "date") return DATE_FORM;
  if (FORM_OF_COLUMN.has(column) && issue.code === "invalid_type") return FORM_OF_COLUMN.get(column)!;
  if (FORM_OF_COLUMN.has(column) && issue.code === "too_small" && issue.minimum === 0 && !issue.inclusive)
    return "not above zero (leave the cell empty when it is not known)";
  if (issue.code === "too_big" && issue.origin === "string") return `longer than ${String(issue.maximum)} characters`;
  if (issue.code === "too_big") return `more than ${String(issue.maximum)}`;
  if (issue.code === "too_small") return `less than ${String(issue.minimum)}`;
  return "not a value this column takes";
}

/** Reads every cell: the export's escape taken off, formulas named. */
export function readCells<C extends string>(
  record: Record<string, string | undefined>,
  columns: readonly C[],
  line: number,
  problems: ImportProblem[],
) {
  const cells = {} as Record<C, string>;
  for (const column of columns) {
    const raw = record[column];
    if (raw === undefined) {
      cells[column] = "";
      continue;
    }
    const value = cellValue(raw);
    if (value === undefined) {
      problems.push({
        line,
        column,
        reason: `starts a spreadsheet formula (${JSON.stringify(raw[0])}); write it after an apostrophe (') to keep it as text`,
      });
      cells[column] = "";
    } else cells[column] = value;
  }
  return cells;
}

const optionalText = (cell: string) => (cell.trim() === "" ? undefined : cell.trim());

/** A plain field's cell as its schema reads it: a blank optional cell is none, and a blank count its default. */
function plainInput(kind: PlainKind, cell: string): unknown {
  if (kind === "text") return cell;
  if (kind === "flag") return BOOLEAN[cell.trim().toLowerCase()] ?? false;
  return optionalText(cell);
}

/** A plain field's cell as the export writes it (the inverse of plainInput). */
function plainCell(kind: PlainKind, value: unknown): string {
  if (kind === "flag") return value ? "yes" : "no";
  return value === null || value === undefined ? "" : String(value);
}

/**
 * One products row: its cells checked by the editor's rules (ProductFieldsSchema) and the
 * variant's own, its names looked up. `present` is the file's header: a column left out of the
 * file leaves that field as the shop has it.
 */
export function readProductRow(
  record: Record<string, string | undefined>,
  line: number,
  lookups: Lookups,
): ReadRow & { facts: ProductRowFacts | null } {
  const problems: ImportProblem[] = [];
  const c = readCells(record, OWN_PRODUCT_COLUMNS, line, problems);
  const plainCells = readCells(record, PLAIN_CSV_COLUMNS, line, problems);
  const measureCells = readCells(
    record,
    VARIANT_MEASURES.map((measure) => measure.csv),
    line,
    problems,
  );
  const options = c.options.trim() === "" ? null : c.options.trim();
  const variant = options !== null;
  // A part sold in variants names its own SKU and part number apart; a part sold as itself is its row.
  const productSku = variant ? c.product_sku.trim() : c.sku.trim();
  const productPartNumber = variant ? c.product_part_number.trim() : c.part_number.trim();
  if (variant && productSku === "")
    problems.push({ line, column: "product_sku", reason: "required cell empty (a variant's row names its part's SKU)" });
  if (variant && productPartNumber === "")
    problems.push({ line, column: "product_part_number", reason: "required cell empty (a variant's row names its part's part number)" });
  const fileColumn = (column: ProductColumn): ProductColumn =>
    variant && column === "sku" ? "product_sku" : variant && column === "part_number" ? "product_part_number" : column;

  const brandSlug = c.brand.trim().toLowerCase();
  const brandId = lookups.brands.get(brandSlug);
  if (brandSlug !== "" && brandId === undefined) problems.push({ line, column: "brand", reason: `unknown brand "${c.brand.trim()}"` });
  const categorySlug = c.category.trim().toLowerCase();
  const categoryId = lookups.categories.get(categorySlug);
  if (categorySlug !== "" && categoryId === undefined)
    problems.push({ line, column: "category", reason: `unknown category "${c.category.trim()}"` });
  if (c.status.trim() !== "" && !(PRODUCT_STATUSES as readonly string[]).includes(c.status.trim())) {
    problems.push({ line, column: "status", reason: `not a state (${PRODUCT_STATUSES.join(", ")})` });
  }
  const plain: Record<string, unknown> = {};
  for (const field of PLAIN_PART_FIELDS) {
    const cell = plainCells[field.csv] ?? "";
    if (field.kind === "flag" && BOOLEAN[cell.trim().toLowerCase()] === undefined)
      problems.push({ line, column: field.csv, reason: "not yes or no" });
    plain[field.name] = plainInput(field.kind, cell);
  }

  const parsed = ProductFieldsSchema.safeParse({
    title: { en: c.title_en, ru: c.title_ru, ar: c.title_ar },
    excerpt: { en: c.excerpt_en, ru: c.excerpt_ru, ar: c.excerpt_ar },
    description: { en: c.description_en, ru: c.description_ru, ar: c.description_ar },
    slug: c.slug.trim(),
    partNumber: productPartNumber || undefined,
    sku: productSku || undefined,
    brandId: brandId ?? (brandSlug === "" ? undefined : 1),
    categoryId: categoryId ?? (categorySlug === "" ? undefined : 1),
    status:
      c.status.trim() === "" ? undefined : (PRODUCT_STATUSES as readonly string[]).includes(c.status.trim()) ? c.status.trim() : "show",
    price: c.price.trim() || undefined,
    salePrice: optionalText(c.sale_price),
    saleStartsAt: optionalText(c.sale_starts_at),
    saleEndsAt: optionalText(c.sale_ends_at),
    cost: optionalText(c.cost),
    gtin: optionalText(c.gtin),
    tags: readTags(c.tags),
    ...plain,
    specs: readNameValueLines(c.specs),
    oemCodes: readMakerCodes(c.oem_numbers),
    crossCodes: readMakerCodes(c.cross_numbers),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfIssue(issue.path, fileColumn);
      if (problems.some((p) => p.column === column)) continue;
      problems.push({ line, column, reason: reasonOf(issue, record[column], column) });
    }
  }

  // A price is every row's: a part's own, or its variant's (a part sold in variants has none of its own).
  if (c.price.trim() === "" && !problems.some((p) => p.column === "price"))
    problems.push({ line, column: "price", reason: "required cell empty" });

  // The variant's own cells (or, for a part sold as itself, the same SKU, part number and price).
  let variantPrice: number | undefined;
  const optionMap: Record<string, string> = {};
  if (variant) {
    for (const [column, value] of [
      ["sku", c.sku],
      ["part_number", c.part_number],
    ] as const) {
      const code = PartCodeSchema.safeParse(value);
      if (!code.success) problems.push({ line, column, reason: value.trim() === "" ? "required cell empty" : REASONS.CODE_FORMAT! });
    }
    const price = MoneySchema.safeParse(c.price.trim());
    if (price.success) variantPrice = price.data;
    for (const pair of options!
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = OPTION_PAIR.exec(pair);
      if (!match) {
        problems.push({ line, column: "options", reason: `"${pair}" is not option=value (slugs: lower-case letters, digits and dashes)` });
        break;
      }
      if (optionMap[match[1]!] !== undefined) problems.push({ line, column: "options", reason: `option "${match[1]}" given twice` });
      optionMap[match[1]!] = match[2]!;
    }
  } else if (c.variant_picture.trim() !== "") {
    problems.push({ line, column: "variant_picture", reason: "only a variant's row (with options) has its own picture" });
  }
  // A variant's own weight and size; the part's are the plain measures every row repeats.
  const variantMeasures: Record<string, number | null> = {};
  for (const measure of VARIANT_MEASURES) {
    const cell = measureCells[measure.csv] ?? "";
    variantMeasures[measure.stage] = null;
    if (cell.trim() === "") continue;
    if (!variant) {
      problems.push({
        line,
        column: measure.csv,
        reason: `only a variant's row (with options) has its own weight and size: a part's is in ${measure.csv.slice("variant_".length)}`,
      });
      continue;
    }
    const parsedMeasure = measure.input.safeParse(cell.trim());
    if (parsedMeasure.success) variantMeasures[measure.stage] = parsedMeasure.data as number;
    else problems.push({ line, column: measure.csv, reason: reasonOf(parsedMeasure.error.issues[0]!, cell, measure.csv) });
  }
  let units: number | null = null;
  if (c.units.trim() !== "") {
    if (/^-\d/.test(c.units.trim())) problems.push({ line, column: "units", reason: "negative" });
    else if (!/^\d{1,8}$/.test(c.units.trim())) problems.push({ line, column: "units", reason: "not a whole number of units" });
    else units = Number(c.units.trim());
  }
  const pictures = linesOf(c.pictures);
  for (const picture of [...pictures, ...(c.variant_picture.trim() ? [c.variant_picture.trim()] : [])]) {
    const problem = pictureCellProblem(picture, lookups.archive ?? null);
    if (problem) {
      problems.push({ line, column: pictures.includes(picture) ? "pictures" : "variant_picture", reason: problem });
      break;
    }
  }
  if (pictures.length > PICTURE_LIMITS.perPart) {
    problems.push({ line, column: "pictures", reason: `more than ${PICTURE_LIMITS.perPart} pictures` });
  }

  if (problems.length > 0 || !parsed.success) return { staged: null, problems, facts: null };
  const fields = parsed.data;
  const price = variant ? variantPrice! : fields.price!;
  if (fields.salePrice !== undefined && fields.salePrice >= price) {
    return { staged: null, problems: [{ line, column: "sale_price", reason: REASONS.SALE_NOT_BELOW_PRICE! }], facts: null };
  }
  // jsonb cells are staged as JSON text; a code carries its normalized form (search's key) third.
  const codesOf = (codes: { maker: string; code: string }[]) =>
    JSON.stringify(codes.map((code) => [code.maker, code.code, normalizePartCode(code.code)]));
  const variantCodes = variant
    ? JSON.stringify(variantCodesOf([c.sku.trim(), c.part_number.trim()]).map(({ code, normalized }) => [code, normalized]))
    : "[]";
  const staged: StagedRow = {
    line,
    slug: fields.slug,
    sku: c.sku.trim(),
    part_number: c.part_number.trim(),
    product_sku: fields.sku,
    product_part_number: fields.partNumber,
    codes_normalized: `${normalizePartCode(fields.partNumber)} ${normalizePartCode(fields.sku)}`,
    variant_codes: variantCodes,
    options: variant ? JSON.stringify(optionMap) : null,
    title_en: fields.title.en,
    title_ru: fields.title.ru,
    title_ar: fields.title.ar,
    excerpt_en: fields.excerpt.en,
    excerpt_ru: fields.excerpt.ru,
    excerpt_ar: fields.excerpt.ar,
    description_en: fields.description.en,
    description_ru: fields.description.ru,
    description_ar: fields.description.ar,
    brand_id: brandId!,
    category_id: categoryId!,
    status: fields.status,
    price_cents: price,
    sale_price_cents: fields.salePrice ?? null,
    sale_starts_at: fields.salePrice === undefined ? null : (fields.saleStartsAt ?? null),
    sale_ends_at: fields.salePrice === undefined ? null : (fields.saleEndsAt ?? null),
    cost_cents: fields.cost ?? null,
    gtin: fields.gtin ?? null,
    tags: fields.tags,
    ...Object.fromEntries(PLAIN_PART_FIELDS.map((field) => [field.column, fields[field.name] ?? null])),
    units,
    specs: JSON.stringify(fields.specs.map((spec) => [spec.name, spec.value])),
    oem_codes: codesOf(fields.oemCodes),
    cross_codes: codesOf(fields.crossCodes),
    pictures: JSON.stringify(pictures),
    variant_picture: variant ? c.variant_picture.trim() || null : null,
    ...variantMeasures,
  };
  // Every row of one part repeats the part's fields: all but the variant's own (its price and sale among them).
  const partKey = partKeyOf(staged, variant);
  return {
    staged,
    problems,
    facts: { slug: fields.slug, sku: c.sku.trim(), partKey, options: variant ? Object.keys(optionMap).sort().join(";") : null },
  };
}

/** One fitment row: a part's SKU and a make, model, years and engine (or "universal"). */
export function readFitmentRow(record: Record<string, string | undefined>, line: number, lookups: Lookups): ReadRow {
  const problems: ImportProblem[] = [];
  const c = readCells(record, FITMENT_COLUMNS, line, problems);
  const sku = c.sku.trim();
  if (sku === "") problems.push({ line, column: "sku", reason: "required cell empty" });
  const note = { en: c.notes_en.trim(), ru: c.notes_ru.trim(), ar: c.notes_ar.trim() };
  if (note.en === "" && (note.ru !== "" || note.ar !== ""))
    problems.push({ line, column: "notes_en", reason: "a note needs its English text" });
  if (c.make.trim().toLowerCase() === UNIVERSAL) {
    for (const column of ["model", "year_from", "year_to", "engine"] as const) {
      if (c[column].trim() !== "") problems.push({ line, column, reason: "a universal part names no vehicle" });
    }
    const staged = {
      line,
      sku,
      universal: true,
      make: null,
      model: null,
      year_from: null,
      year_to: null,
      engine: null,
      note: null,
      removes: false,
    };
    return { staged: problems.length > 0 ? null : staged, problems };
  }
  const make = lookups.models.get(c.make.trim().toLowerCase());
  let model: VehicleModel | undefined;
  /** The generations of the model line the row names instead of a generation ("Hilux" for "Hilux N80"). */
  let generations: VehicleModel[] | undefined;
  if (c.make.trim() === "") problems.push({ line, column: "make", reason: "required cell empty" });
  else if (!make) problems.push({ line, column: "make", reason: `unknown make "${c.make.trim()}"` });
  else if (c.model.trim() === "") problems.push({ line, column: "model", reason: "required cell empty" });
  else {
    model = make.get(c.model.trim().toLowerCase());
    generations = model ? undefined : lookups.lines?.get(c.make.trim().toLowerCase())?.get(c.model.trim().toLowerCase());
    if (!model && !generations) problems.push({ line, column: "model", reason: `unknown model "${c.model.trim()}" of ${c.make.trim()}` });
  }
  const year = (column: "year_from" | "year_to"): number | undefined => {
    const cell = c[column].trim();
    if (cell === "") problems.push({ line, column, reason: "required cell empty" });
    else if (/^-\d/.test(cell)) problems.push({ line, column, reason: "negative" });
    else if (!/^\d{4}$/.test(cell)) problems.push({ line, column, reason: "not a year" });
    else return Number(cell);
    return undefined;
  };
  const from = year("year_from");
  const to = year("year_to");
  if (from !== undefined && to !== undefined) {
    if (from > to) problems.push({ line, column: "year_to", reason: "before year_from" });
    else if (model && (to < model.yearFrom || from > model.yearTo)) {
      problems.push({
        line,
        column: from > model.yearTo ? "year_from" : "year_to",
        reason: `year out of range: the ${model.make} ${model.model} is listed ${model.yearFrom}-${model.yearTo}`,
      });
    }
  }
  const engine = c.engine.trim();
  if (model && engine !== "" && !model.engines.has(engine.toLowerCase())) {
    problems.push({ line, column: "engine", reason: `unknown engine "${engine}" of the ${model.make} ${model.model}` });
  }
  let spans: { model: VehicleModel; from: number; to: number }[] = model ? [{ model, from: from!, to: to! }] : [];
  if (generations && from !== undefined && to !== undefined && from <= to) {
    const found = generationsOfYears(generations, from, to, engine);
    if (typeof found === "string") problems.push({ line, column: found.startsWith("unknown engine") ? "engine" : "model", reason: found });
    else spans = found;
  }
  if (problems.length > 0 || spans.length === 0) return { staged: null, problems };
  const [first, ...rest] = spans.map((span): StagedRow => ({
    line,
    sku,
    universal: false,
    make: span.model.make,
    model: span.model.model,
    year_from: span.from,
    year_to: span.to,
    engine,
    note: note.en === "" ? null : JSON.stringify(note),
    removes: false,
  }));
  return { staged: first!, more: rest, problems };
}

/**
 * The generations of a model line that a row's years (and engine) name: each with the years of
 * the range it covers. A year two generations cover (with that engine) is ambiguous: the row is
 * refused naming them. Answers the problem's text when there is one.
 */
export function generationsOfYears(
  generations: readonly VehicleModel[],
  from: number,
  to: number,
  engine: string,
): { model: VehicleModel; from: number; to: number }[] | string {
  const lineName = `${generations[0]?.make ?? ""} ${generations[0]?.line ?? ""}`;
  const candidates = engine === "" ? generations : generations.filter((g) => g.engines.has(engine.toLowerCase()));
  if (candidates.length === 0) return `unknown engine "${engine}" of the ${lineName}`;
  const spans = new Map<VehicleModel, { from: number; to: number }>();
  for (let year = from; year <= to; year++) {
    const covering = candidates.filter((g) => g.yearFrom <= year && year <= g.yearTo);
    if (covering.length > 1)
      return `the ${lineName} of ${year} is more than one generation: ${covering
        .map((g) => `${g.model} (${g.yearFrom}-${g.yearTo})`)
        .join(", ")}; name one in the model column${engine === "" ? ", or give the engine" : ""}`;
    const [only] = covering;
    if (!only) continue;
    const span = spans.get(only);
    spans.set(only, { from: span?.from ?? year, to: year });
  }
  if (spans.size === 0) {
    const first = Math.min(...candidates.map((g) => g.yearFrom));
    const last = Math.max(...candidates.map((g) => g.yearTo));
    return `year out of range: the ${lineName}${engine === "" ? "" : ` with engine ${engine}`} is listed ${first}-${last}`;
  }
  return [...spans].map(([model, span]) => ({ model, ...span }));
}

// ---------------------------------------------------------------------------- export rows ---

const amount = (cents: number | null) => (cents === null ? "" : amountFromCents(cents).toFixed(2));
const iso = (at: Date | string | null) => (at === null ? "" : new Date(at).toISOString());
const num = (value: number | null) => (value === null ? "" : String(value));

export interface ExportPart {
  slug: string;
  sku: string;
  partNumber: string;
  title: Record<string, string | undefined>;
  excerpt: Record<string, string | undefined>;
  description: Record<string, string | undefined>;
  brand: string;
  category: string;
  status: string;
  priceCents: number;
  salePriceCents: number | null;
  saleStartsAt: string | Date | null;
  saleEndsAt: string | Date | null;
  /** Staff's own: what the shop pays for a part sold as itself, and its barcode's number. */
  costCents: number | null;
  gtin: string | null;
  tags: string[];
  /** The plain fields, by name (null: left empty). */
  plain: { [K in keyof PlainFields]: PlainFields[K] | null };
  stock: number;
  specs: [string, string][];
  /** OEM and cross-reference numbers: kind, maker, code. */
  codes: [string, string, string][];
  pictures: string[];
  variants: {
    sku: string;
    partNumber: string;
    options: Record<string, string>;
    priceCents: number;
    salePriceCents: number | null;
    saleStartsAt: string | Date | null;
    saleEndsAt: string | Date | null;
    quantity: number;
    image: string | null;
    costCents: number | null;
    gtin: string | null;
    /** Its own weight and size by the part's field's name (weightGrams, ...); null: the part's. */
    measures: Record<string, number | null>;
  }[];
}

/** A price and its sale, as a row of the file carries them: the part's own, or its variant's. */
interface RowSale {
  priceCents: number;
  salePriceCents: number | null;
  saleStartsAt: string | Date | null;
  saleEndsAt: string | Date | null;
}

/** A part's rows in the products file: one, or one per variant. */
export function productRows(part: ExportPart): string[][] {
  const codeLines = (kind: string) => writeMakerCodes(part.codes.filter(([k]) => k === kind).map(([, maker, code]) => ({ maker, code })));
  const common = (row: {
    sku: string;
    partNumber: string;
    productSku: string;
    productPartNumber: string;
    options: string;
    sale: RowSale;
    costCents: number | null;
    gtin: string | null;
    units: number;
    picture: string;
    measures: Record<string, number | null>;
  }) => [
    part.slug,
    row.sku,
    row.partNumber,
    row.productSku,
    row.productPartNumber,
    row.options,
    part.title.en ?? "",
    part.title.ru ?? "",
    part.title.ar ?? "",
    part.excerpt.en ?? "",
    part.excerpt.ru ?? "",
    part.excerpt.ar ?? "",
    part.description.en ?? "",
    part.description.ru ?? "",
    part.description.ar ?? "",
    part.brand,
    part.category,
    part.status,
    amount(row.sale.priceCents),
    amount(row.sale.salePriceCents),
    row.sale.salePriceCents === null ? "" : iso(row.sale.saleStartsAt),
    row.sale.salePriceCents === null ? "" : iso(row.sale.saleEndsAt),
    amount(row.costCents),
    row.gtin ?? "",
    writeTags(part.tags),
    ...PLAIN_PART_FIELDS.map((field) => plainCell(field.kind, part.plain[field.name])),
    String(row.units),
    writeNameValueLines(part.specs.map(([name, value]) => ({ name, value }))),
    codeLines("oem"),
    codeLines("cross"),
    part.pictures.join("\n"),
    row.picture,
    ...VARIANT_MEASURES.map((measure) => num(row.measures[measure.name] ?? null)),
  ];
  if (part.variants.length === 0) {
    return [
      common({
        sku: part.sku,
        partNumber: part.partNumber,
        productSku: "",
        productPartNumber: "",
        options: "",
        sale: part,
        costCents: part.costCents,
        gtin: part.gtin,
        units: part.stock,
        picture: "",
        measures: {},
      }),
    ];
  }
  return part.variants.map((variant) =>
    common({
      sku: variant.sku,
      partNumber: variant.partNumber,
      productSku: part.sku,
      productPartNumber: part.partNumber,
      options: Object.entries(variant.options)
        .map(([option, value]) => `${option}=${value}`)
        .join(";"),
      // A part sold in variants has no price or sale of its own: each row is its variant's.
      sale: variant,
      costCents: variant.costCents,
      gtin: variant.gtin,
      units: variant.quantity,
      picture: variant.image ?? "",
      measures: variant.measures,
    }),
  );
}

export interface ExportFitment {
  sku: string;
  universal: boolean;
  make: string | null;
  model: string | null;
  year: number | null;
  engineCode: string | null;
  note: Record<string, string | undefined> | null;
}

/** One fitment row as the file writes it: one vehicle (its year and engine), or "universal". */
export function fitmentRow(row: ExportFitment): string[] {
  if (row.universal) return [row.sku, UNIVERSAL, "", "", "", "", "", "", ""];
  return [
    row.sku,
    row.make ?? "",
    row.model ?? "",
    num(row.year),
    num(row.year),
    row.engineCode ?? "",
    row.note?.en ?? "",
    row.note?.ru ?? "",
    row.note?.ar ?? "",
  ];
}
