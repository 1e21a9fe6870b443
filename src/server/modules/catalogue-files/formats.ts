// The two catalogue files (docs/catalogue-files.md): their columns, how a row is read and checked
// into a staging row, and how an exported row is written. Reading and writing are each other's
// inverse, so an exported file imported again changes nothing (decision 028).
import { amountFromCents } from "../../../domain/money.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import { MoneySchema, PartCodeSchema, ProductFieldsSchema } from "../../../domain/schemas/catalog-admin.ts";
import type { CatalogueFileKind, ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import { PICTURE_LIMITS } from "../../../domain/schemas/product-pictures.ts";
import { PRODUCT_STATUSES } from "../../../domain/stock.ts";
import type { PictureArchive } from "./picture-archive.ts";
import { pictureCellProblem } from "./picture-sources.ts";

export type { CatalogueFileKind, ImportProblem };

// ------------------------------------------------------------------------------- columns ---

export const PRODUCT_COLUMNS = [
  "slug",
  "sku",
  "part_number",
  "product_sku",
  "product_part_number",
  "options",
  "title_en",
  "title_ru",
  "title_ar",
  "excerpt_en",
  "excerpt_ru",
  "excerpt_ar",
  "description_en",
  "description_ru",
  "description_ar",
  "brand",
  "category",
  "status",
  "price",
  "sale_price",
  "sale_starts_at",
  "sale_ends_at",
  "tags",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "featured",
  "weight_g",
  "length_mm",
  "width_mm",
  "height_mm",
  "low_stock_level",
  "units",
  "specs",
  "oem_numbers",
  "cross_numbers",
  "pictures",
  "variant_picture",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
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

export const COLUMNS: Record<CatalogueFileKind, readonly string[]> = { products: PRODUCT_COLUMNS, fitment: FITMENT_COLUMNS };
const REQUIRED: Record<CatalogueFileKind, readonly string[]> = { products: PRODUCT_REQUIRED, fitment: FITMENT_REQUIRED };

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
// refuses as negative). The export writes such cells after an apostrophe, which a spreadsheet
// shows as text and the import takes off again.
const FORMULA_START = /^[=+@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)*$/;
const ESCAPED = /^'(?:[=+\-@\t\r']|$)/;

export function startsFormula(cell: string): boolean {
  if (FORMULA_START.test(cell)) return true;
  return cell.startsWith("-") && cell.length > 1 && cell[1] !== " " && !NEGATIVE_NUMBER.test(cell);
}

/** A cell as the export writes it: one that a spreadsheet would run, or that starts with an escape, gets an apostrophe before it. */
export function escapeCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) || ESCAPED.test(cell) ? `'${cell}` : cell;
}

/** The cell's value: the export's apostrophe taken off; undefined when it would start a formula. */
export function cellValue(raw: string): string | undefined {
  if (ESCAPED.test(raw) && raw.length > 1) return raw.slice(1);
  return startsFormula(raw) ? undefined : raw;
}

// ------------------------------------------------------------------------------- lookups ---

export interface VehicleModel {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  engines: Set<string>;
}

/** What a row's names are checked against: brands and categories by slug, vehicles by make and model (lower-cased). */
export interface Lookups {
  brands: Map<string, number>;
  categories: Map<string, number>;
  models: Map<string, Map<string, VehicleModel>>;
  /** The pictures archive uploaded with the file, whose files the cells may name. */
  archive?: Pick<PictureArchive, "has"> | null;
}

// --------------------------------------------------------------------------- staged rows ---

/** The products staging table's columns, in the order a staged row holds them. */
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
  "title_en",
  "title_ru",
  "title_ar",
  "excerpt_en",
  "excerpt_ru",
  "excerpt_ar",
  "description_en",
  "description_ru",
  "description_ar",
  "brand_id",
  "category_id",
  "status",
  "price_cents",
  "sale_price_cents",
  "sale_starts_at",
  "sale_ends_at",
  "tags",
  "meta_title",
  "meta_description",
  "meta_keywords",
  "featured",
  "weight_grams",
  "length_mm",
  "width_mm",
  "height_mm",
  "low_stock_level",
  "units",
  "specs",
  "oem_codes",
  "cross_codes",
  "pictures",
  "variant_picture",
] as const;

export const FITMENT_STAGE_COLUMNS = ["line", "sku", "universal", "make", "model", "year_from", "year_to", "engine", "note"] as const;

export type StagedValue = string | number | boolean | Date | null | readonly string[] | object;

export interface ReadRow {
  /** The staging row, in the stage's column order; null when the row has a problem. */
  staged: StagedValue[] | null;
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

const lines = (cell: string) =>
  cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** "Name: value" split at the first colon. */
function pairOf(line: string): { name: string; value: string } {
  const at = line.indexOf(":");
  return at < 0 ? { name: "", value: line } : { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
}

const BOOLEAN: Record<string, boolean> = { "": false, true: true, false: false, yes: true, no: false, "1": true, "0": false };
const OPTION_PAIR = /^([a-z0-9]+(?:-[a-z0-9]+)*)=([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** Which column an issue of ProductFieldsSchema names. */
const FIELD_COLUMN: Record<string, ProductColumn> = {
  title: "title_en",
  excerpt: "excerpt_en",
  description: "description_en",
  slug: "slug",
  partNumber: "part_number",
  sku: "sku",
  brandId: "brand",
  categoryId: "category",
  status: "status",
  price: "price",
  salePrice: "sale_price",
  saleStartsAt: "sale_starts_at",
  saleEndsAt: "sale_ends_at",
  tags: "tags",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
  metaKeywords: "meta_keywords",
  weightGrams: "weight_g",
  lengthMm: "length_mm",
  widthMm: "width_mm",
  heightMm: "height_mm",
  lowStockLevel: "low_stock_level",
  specs: "specs",
  oemCodes: "oem_numbers",
  crossCodes: "cross_numbers",
};

const REASONS: Record<string, string> = {
  MONEY_FORMAT: "not an amount (write 1234.50)",
  CODE_FORMAT: "not a part number (letters, digits, spaces and . _ / -)",
  SALE_NOT_BELOW_PRICE: "the sale price is not below the price",
  SALE_ENDS_BEFORE_START: "the sale ends before it starts",
};

function columnOfIssue(path: readonly PropertyKey[], fileColumn: (column: ProductColumn) => ProductColumn): string {
  const [field, second] = path;
  const column = FIELD_COLUMN[String(field)] ?? String(field);
  if ((field === "title" || field === "excerpt" || field === "description") && typeof second === "string")
    return `${String(field)}_${second}`;
  return fileColumn(column as ProductColumn);
}

function reasonOf(message: string, code: string, cell: string | undefined): string {
  if (cell !== undefined && /^-\d/.test(cell.trim())) return "negative";
  if (REASONS[message]) return REASONS[message];
  if (code === "too_small" && (cell === undefined || cell.trim() === "")) return "required cell empty";
  if (code === "invalid_type" && (cell === undefined || cell.trim() === "")) return "required cell empty";
  return message;
}

/** Reads every cell: the export's escape taken off, formulas named. */
function readCells<C extends string>(
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
  const c = readCells(record, PRODUCT_COLUMNS, line, problems);
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
  const featured = BOOLEAN[c.featured.trim().toLowerCase()];
  if (featured === undefined) problems.push({ line, column: "featured", reason: "not yes or no" });

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
    tags: [
      ...new Set(
        c.tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    metaTitle: c.meta_title,
    metaDescription: c.meta_description,
    metaKeywords: c.meta_keywords,
    featured: featured ?? false,
    weightGrams: optionalText(c.weight_g),
    lengthMm: optionalText(c.length_mm),
    widthMm: optionalText(c.width_mm),
    heightMm: optionalText(c.height_mm),
    lowStockLevel: optionalText(c.low_stock_level),
    specs: lines(c.specs).map(pairOf),
    oemCodes: lines(c.oem_numbers).map((l) => {
      const { name, value } = pairOf(l);
      return { maker: name, code: value };
    }),
    crossCodes: lines(c.cross_numbers).map((l) => {
      const { name, value } = pairOf(l);
      return { maker: name, code: value };
    }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOfIssue(issue.path, fileColumn);
      if (problems.some((p) => p.column === column)) continue;
      problems.push({ line, column, reason: reasonOf(issue.message, issue.code, record[column]) });
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
  let units: number | null = null;
  if (c.units.trim() !== "") {
    if (/^-\d/.test(c.units.trim())) problems.push({ line, column: "units", reason: "negative" });
    else if (!/^\d{1,8}$/.test(c.units.trim())) problems.push({ line, column: "units", reason: "not a whole number of units" });
    else units = Number(c.units.trim());
  }
  const pictures = lines(c.pictures);
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
    ? JSON.stringify(
        [c.sku.trim(), c.part_number.trim()].map((code) => [code, normalizePartCode(code)]).filter(([, normalized]) => normalized !== ""),
      )
    : "[]";
  const staged: StagedValue[] = [
    line,
    fields.slug,
    c.sku.trim(),
    c.part_number.trim(),
    fields.sku,
    fields.partNumber,
    `${normalizePartCode(fields.partNumber)} ${normalizePartCode(fields.sku)}`,
    variantCodes,
    variant ? JSON.stringify(optionMap) : null,
    fields.title.en,
    fields.title.ru,
    fields.title.ar,
    fields.excerpt.en,
    fields.excerpt.ru,
    fields.excerpt.ar,
    fields.description.en,
    fields.description.ru,
    fields.description.ar,
    brandId!,
    categoryId!,
    fields.status,
    price,
    fields.salePrice ?? null,
    fields.salePrice === undefined ? null : (fields.saleStartsAt ?? null),
    fields.salePrice === undefined ? null : (fields.saleEndsAt ?? null),
    fields.tags,
    fields.metaTitle,
    fields.metaDescription,
    fields.metaKeywords,
    fields.featured,
    fields.weightGrams ?? null,
    fields.lengthMm ?? null,
    fields.widthMm ?? null,
    fields.heightMm ?? null,
    fields.lowStockLevel,
    units,
    JSON.stringify(fields.specs.map((spec) => [spec.name, spec.value])),
    codesOf(fields.oemCodes),
    codesOf(fields.crossCodes),
    JSON.stringify(pictures),
    variant ? c.variant_picture.trim() || null : null,
  ];
  // Every row of one part repeats the part's fields: all but the variant's own (its price and sale among them).
  const partKey = JSON.stringify([
    staged.slice(4, 7),
    staged.slice(9, 21),
    variant ? staged.slice(25, 35) : staged.slice(22, 35),
    staged.slice(36, 40),
    variant ? null : units,
  ]);
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
    return { staged: problems.length > 0 ? null : [line, sku, true, null, null, null, null, null, null], problems };
  }
  const make = lookups.models.get(c.make.trim().toLowerCase());
  let model: VehicleModel | undefined;
  if (c.make.trim() === "") problems.push({ line, column: "make", reason: "required cell empty" });
  else if (!make) problems.push({ line, column: "make", reason: `unknown make "${c.make.trim()}"` });
  else if (c.model.trim() === "") problems.push({ line, column: "model", reason: "required cell empty" });
  else {
    model = make.get(c.model.trim().toLowerCase());
    if (!model) problems.push({ line, column: "model", reason: `unknown model "${c.model.trim()}" of ${c.make.trim()}` });
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
  if (problems.length > 0 || !model) return { staged: null, problems };
  return {
    staged: [line, sku, false, model.make, model.model, from!, to!, engine, note.en === "" ? null : JSON.stringify(note)],
    problems,
  };
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
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  featured: boolean;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  lowStockLevel: number;
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
  const codeLines = (kind: string) =>
    part.codes
      .filter(([k]) => k === kind)
      .map(([, maker, code]) => (maker ? `${maker}: ${code}` : code))
      .join("\n");
  const common = (row: {
    sku: string;
    partNumber: string;
    productSku: string;
    productPartNumber: string;
    options: string;
    sale: RowSale;
    units: number;
    picture: string;
  }) =>
    [
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
      part.tags.join(", "),
      part.metaTitle,
      part.metaDescription,
      part.metaKeywords,
      part.featured ? "yes" : "no",
      num(part.weightGrams),
      num(part.lengthMm),
      num(part.widthMm),
      num(part.heightMm),
      String(part.lowStockLevel),
      String(row.units),
      part.specs.map(([name, value]) => `${name}: ${value}`).join("\n"),
      codeLines("oem"),
      codeLines("cross"),
      part.pictures.join("\n"),
      row.picture,
    ].map(escapeCell);
  if (part.variants.length === 0) {
    return [
      common({
        sku: part.sku,
        partNumber: part.partNumber,
        productSku: "",
        productPartNumber: "",
        options: "",
        sale: part,
        units: part.stock,
        picture: "",
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
      units: variant.quantity,
      picture: variant.image ?? "",
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
  if (row.universal) return [row.sku, UNIVERSAL, "", "", "", "", "", "", ""].map(escapeCell);
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
  ].map(escapeCell);
}
