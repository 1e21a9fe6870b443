// Another platform's product file mapped onto the shop's products file (decision 036): each
// platform's module (shopify-format.ts, woocommerce-format.ts) knows its file by its header and
// turns its rows into rows of the shop's own columns, which then go the one way every products
// file goes (checked by the editor's rules, staged, dry run, one transaction). What the shop has
// no home for is named as left out; a bad row's column is named as the platform's file names it.
import { GtinSchema } from "../../../domain/gtin.ts";
import { CSV_COLUMN_OF_FIELD, type PartFieldName } from "../../../domain/part-fields.ts";
import type { ProductFileFormat } from "../../../domain/schemas/catalogue-files.ts";
import { slugify } from "../../../domain/slugify.ts";
import type { ImportProblem } from "./formats.ts";
import type { PictureArchive } from "./picture-archive.ts";

export type { ProductFileFormat };

/** The words a report uses for a format (the back office says them in its own language). */
export const FORMAT_NAMES: Record<ProductFileFormat, string> = {
  overland: "Overland products file",
  partial: "Overland products file (some columns)",
  shopify: "Shopify product file",
  woocommerce: "WooCommerce product file",
};

const FIELD = CSV_COLUMN_OF_FIELD as Record<PartFieldName, string>;

/**
 * The shop's products-file columns a mapping writes: a part's field by its declaration's name
 * (part-fields.ts, decision 033), and the columns of the file's own rows.
 */
export const OURS = {
  slug: FIELD.slug,
  sku: FIELD.sku,
  partNumber: FIELD.partNumber,
  title: FIELD.title,
  excerpt: FIELD.excerpt,
  description: FIELD.description,
  brand: FIELD.brandId,
  category: FIELD.categoryId,
  status: FIELD.status,
  price: FIELD.price,
  salePrice: FIELD.salePrice,
  saleStartsAt: FIELD.saleStartsAt,
  saleEndsAt: FIELD.saleEndsAt,
  tags: FIELD.tags,
  metaTitle: FIELD.metaTitle,
  metaDescription: FIELD.metaDescription,
  featured: FIELD.featured,
  weight: FIELD.weightGrams,
  length: FIELD.lengthMm,
  width: FIELD.widthMm,
  height: FIELD.heightMm,
  cost: FIELD.cost,
  gtin: FIELD.gtin,
  specs: FIELD.specs,
  productSku: "product_sku",
  productPartNumber: "product_part_number",
  options: "options",
  units: "units",
  pictures: "pictures",
  variantPicture: "variant_picture",
} as const;
export type OurColumn = (typeof OURS)[keyof typeof OURS];

/** A row of the file as read: its cells by lower-cased column name, and its line. */
export interface SourceRow {
  record: Record<string, string>;
  line: number;
}

/** A row in the shop's columns, with the names its brand and category slugs were made from. */
export interface MappedRow {
  record: Record<string, string>;
  line: number;
  /** The brand's name, and the category's path from the top (`Clothing > Hoodies`), for "create missing". */
  names?: { brand?: string; category?: string[] };
}

export interface ProductFileMapping {
  format: Exclude<ProductFileFormat, "overland" | "partial">;
  /** The shop's columns the mapped rows carry: a field of an existing part the file does not carry stays as it is. */
  present: ReadonlySet<string>;
  /** The file's columns the shop has no home for, as the file names them. */
  leftOut: string[];
  /** The file's column a problem of one of the shop's columns is named by. */
  fileColumn(ours: string): string;
  /** The file's rows as the shop's; a row the mapping cannot read is told to `problem` and not given. */
  rows(source: AsyncIterable<SourceRow>, problem: (problem: ImportProblem) => void): AsyncGenerator<MappedRow>;
}

/** What a mapping may look at besides the file: the pictures archive uploaded with it. */
export interface MappingContext {
  archive: Pick<PictureArchive, "has"> | null;
}

/** A platform's columns by the names its files give them (exports of different years name some differently). */
export type Aliases = Readonly<Record<string, readonly string[]>>;

/** A header read against a platform's columns: which it has, by what name, and the cell of each. */
export function headerOf<A extends Aliases>(aliases: A, rawHeader: readonly string[]) {
  const lower = rawHeader.map((name) => name.trim().toLowerCase());
  const found = new Map<keyof A, { key: string; name: string }>();
  for (const [column, names] of Object.entries(aliases) as [keyof A, readonly string[]][]) {
    const at = lower.findIndex((name) => names.some((alias) => alias.toLowerCase() === name));
    if (at >= 0) found.set(column, { key: lower[at]!, name: rawHeader[at]!.trim() });
  }
  return {
    has: (column: keyof A) => found.has(column),
    /** The column's name as the file writes it (its first alias when the file lacks it). */
    name: (column: keyof A) => found.get(column)?.name ?? aliases[column]![0]!,
    cell: (record: Record<string, string>, column: keyof A) => {
      const key = found.get(column)?.key;
      return key === undefined ? "" : (record[key] ?? "").trim();
    },
    /** The file's columns none of `used` names: the shop has no home for them. */
    leftOut(used: readonly (keyof A)[], alsoUsed: (lowerName: string) => boolean = () => false): string[] {
      const taken = new Set(used.flatMap((column) => (found.has(column) ? [found.get(column)!.key] : [])));
      return rawHeader.map((name) => name.trim()).filter((name, at) => name !== "" && !taken.has(lower[at]!) && !alsoUsed(lower[at]!));
    },
  };
}

/** A number as platforms write amounts and weights ("19.99", "1,299.50", ".5"); null when it is none. */
export function numberOf(cell: string): number | null {
  const text = cell.trim().replaceAll(",", "");
  return /^\d*\.?\d+$/.test(text) ? Number(text) : null;
}

/** A variant's own measure's column (`variant_weight_g`) of a part's (`weight_g`): empty on its row is the part's. */
export const variantColumn = (ours: typeof OURS.weight | typeof OURS.length | typeof OURS.width | typeof OURS.height) =>
  `variant_${ours}` as const;

/**
 * Barcodes as platforms keep them, free text (an internal code, an ISBN-10, a GTIN), read as the
 * shop's GTIN: a number whose check digit holds is carried; any other is left out and counted, so
 * that a file whose barcodes are not GTINs still imports, and its report says how many were not.
 */
export function barcodeReader(column: string) {
  let notGtins = 0;
  return {
    gtinOf(cell: string): string {
      if (cell.trim() === "") return "";
      const parsed = GtinSchema.safeParse(cell);
      if (parsed.success) return parsed.data;
      notGtins++;
      return "";
    },
    /** What the report's "left out" says of the barcodes not carried, once the file is read. */
    leftOut(): string[] {
      return notGtins === 0 ? [] : [`${column}: ${notGtins} ${notGtins === 1 ? "value" : "values"} not a GTIN (no check digit that holds)`];
    },
  };
}

/** A code the shop can take as a SKU, made from a handle or a name and option values where the file gives none. */
export function codeOf(...parts: string[]): string {
  return parts
    .map((part) => slugify(part))
    .filter(Boolean)
    .join("-")
    .toUpperCase()
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The options cell of a variant: `colour=green;size=m`, slugs of the platform's names and values. */
export function optionsCell(pairs: readonly { name: string; value: string }[]): string {
  return pairs.map(({ name, value }) => `${slugify(name)}=${slugify(value)}`).join(";");
}

/**
 * A picture's address as the import takes it: where a pictures archive came with the file and
 * holds a file of the address's own name (`tshirts.jpg` of `https://cdn…/tshirts.jpg?width=1500`),
 * that file, so that an address the shop cannot fetch is read from the archive instead.
 */
export function pictureOf(address: string, context: MappingContext): string {
  if (!context.archive || !/^https?:\/\//i.test(address) || !URL.canParse(address)) return address;
  const name = decodeURIComponent(new URL(address).pathname.split("/").at(-1) ?? "");
  return name !== "" && context.archive.has(name) ? name : address;
}

/** A category path written `A > B > C`: its names from the top. */
export const categoryPath = (cell: string) =>
  cell
    .split(">")
    .map((name) => name.trim())
    .filter(Boolean);
