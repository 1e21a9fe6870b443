// WooCommerce's product CSV (its exporter's, and the shape of its sample-data/sample_products.csv)
// mapped onto the shop's products file (decision 036). A simple product is one row; a variable
// product is a row of its own fields followed, anywhere in the file, by a row per variation that
// names it in Parent (`id:44`, or its SKU) and gives its attributes' values, price and stock. A
// simple product's row is given at once; a variable product's are given once the file is read, one
// row of the shop's file per variation, the product's fields filled onto each.
import { slugify } from "../../../domain/slugify.ts";
import type { ImportProblem } from "./formats.ts";
import { htmlToText } from "./html-text.ts";
import { pictureCellProblem } from "./picture-sources.ts";
import {
  barcodeReader,
  categoryPath,
  codeOf,
  headerOf,
  type MappingContext,
  numberOf,
  optionsCell,
  OURS,
  pictureOf,
  type ProductFileMapping,
  type SourceRow,
  variantColumn,
} from "./product-file-mappings.ts";

const COLUMNS = {
  id: ["ID"],
  type: ["Type"],
  sku: ["SKU"],
  name: ["Name"],
  published: ["Published"],
  featured: ["Is featured?"],
  shortDescription: ["Short description"],
  description: ["Description"],
  saleStarts: ["Date sale price starts"],
  saleEnds: ["Date sale price ends"],
  stock: ["Stock"],
  salePrice: ["Sale price"],
  regularPrice: ["Regular price"],
  categories: ["Categories"],
  tags: ["Tags"],
  images: ["Images"],
  parent: ["Parent"],
  brands: ["Brands", "Brand"],
  gtin: ["GTIN, UPC, EAN, or ISBN"],
} as const;
type Column = keyof typeof COLUMNS;

/** Grams in one of each unit WooCommerce's store settings may name in a header ("Weight (lbs)"). */
const GRAMS: Record<string, number> = { g: 1, kg: 1000, lbs: 453.59237, oz: 28.349523125 };
/** Millimetres in one of each length unit ("Length (in)"). */
const MILLIMETRES: Record<string, number> = { mm: 1, cm: 10, m: 1000, in: 25.4, yd: 914.4 };
const MEASURES = [
  { ours: OURS.weight, word: "weight", units: GRAMS },
  { ours: OURS.length, word: "length", units: MILLIMETRES },
  { ours: OURS.width, word: "width", units: MILLIMETRES },
  { ours: OURS.height, word: "height", units: MILLIMETRES },
] as const;

/** WooCommerce's Published: 1 published, 0 private, -1 a draft. */
const STATUS: Record<string, string> = { "1": "show", "0": "hide", "-1": "draft" };
const FLAG: Record<string, string> = { "1": "yes", "0": "no", "": "no" };

/** Whether a header is WooCommerce's product CSV: a type, a SKU, a name and a regular price of its own names. */
export function isWooCommerceHeader(names: readonly string[]): boolean {
  const header = headerOf(COLUMNS, names);
  return header.has("type") && header.has("sku") && header.has("name") && header.has("regularPrice");
}

/** A list WooCommerce writes comma-separated, a comma inside an item escaped with a backslash. */
const listOf = (cell: string) =>
  cell
    .split(/(?<!\\),/)
    .map((item) => item.replaceAll("\\,", ",").trim())
    .filter(Boolean);

interface Row extends SourceRow {
  types: string[];
}

export function wooCommerceMapping(rawHeader: readonly string[], context: MappingContext): ProductFileMapping {
  const header = headerOf(COLUMNS, rawHeader);
  const cell = header.cell;
  const lower = rawHeader.map((name) => name.trim().toLowerCase());
  const measures = MEASURES.flatMap((measure) => {
    const at = lower.findIndex((name) => new RegExp(`^${measure.word} \\((\\w+)\\)$`).test(name));
    if (at < 0) return [];
    const unit = /\((\w+)\)$/.exec(lower[at]!)![1]!;
    const factor = measure.units[unit as keyof typeof measure.units];
    return factor === undefined ? [] : [{ ...measure, key: lower[at]!, name: rawHeader[at]!.trim(), factor }];
  });
  /** Attribute N's columns, for each N the header has. */
  const attributes = lower.flatMap((name, at) => {
    const match = /^attribute (\d+) name$/.exec(name);
    if (!match) return [];
    const values = `attribute ${match[1]} value(s)`;
    return lower.includes(values) ? [{ nameKey: name, valuesKey: values, name: rawHeader[at]!.trim() }] : [];
  });
  const attributeKeys = new Set(attributes.flatMap((attribute) => [attribute.nameKey, attribute.valuesKey]));
  /** A row's attributes that have a name: their values as written. */
  const attributesOf = (record: Record<string, string>) =>
    attributes.flatMap((attribute) => {
      const name = (record[attribute.nameKey] ?? "").trim();
      return name === "" ? [] : [{ name, values: listOf(record[attribute.valuesKey] ?? "") }];
    });
  const isBrand = (name: string) => /^(?:pa_)?brands?$/i.test(name);

  const SOURCE: Partial<Record<string, string>> = {
    [OURS.slug]: header.name("name"),
    [OURS.sku]: header.name("sku"),
    [OURS.partNumber]: header.name("sku"),
    [OURS.productSku]: header.name("sku"),
    [OURS.productPartNumber]: header.name("sku"),
    [OURS.options]: attributes[0]?.name ?? "Attribute 1 name",
    [OURS.title]: header.name("name"),
    [OURS.excerpt]: header.name("shortDescription"),
    [OURS.description]: header.name("description"),
    [OURS.brand]: header.has("brands") ? header.name("brands") : "Brands",
    [OURS.category]: header.name("categories"),
    [OURS.status]: header.name("published"),
    [OURS.price]: header.name("regularPrice"),
    [OURS.salePrice]: header.name("salePrice"),
    [OURS.saleStartsAt]: header.name("saleStarts"),
    [OURS.saleEndsAt]: header.name("saleEnds"),
    [OURS.tags]: header.name("tags"),
    [OURS.featured]: header.name("featured"),
    [OURS.units]: header.name("stock"),
    [OURS.pictures]: header.name("images"),
    [OURS.variantPicture]: header.name("images"),
    [OURS.specs]: attributes[0]?.name ?? "Attribute 1 name",
    ...Object.fromEntries(measures.map((measure) => [measure.ours, measure.name])),
    ...Object.fromEntries(measures.map((measure) => [variantColumn(measure.ours), measure.name])),
    [OURS.gtin]: header.name("gtin"),
  };
  const carried: [string, Column][] = [
    [OURS.excerpt, "shortDescription"],
    [OURS.salePrice, "salePrice"],
    [OURS.saleStartsAt, "saleStarts"],
    [OURS.saleEndsAt, "saleEnds"],
    [OURS.tags, "tags"],
    [OURS.featured, "featured"],
    [OURS.units, "stock"],
    [OURS.pictures, "images"],
    [OURS.variantPicture, "images"],
    [OURS.gtin, "gtin"],
  ];
  const present = new Set<string>([
    OURS.slug,
    OURS.sku,
    OURS.partNumber,
    OURS.productSku,
    OURS.productPartNumber,
    OURS.options,
    OURS.title,
    OURS.description,
    OURS.brand,
    OURS.category,
    OURS.status,
    OURS.price,
    ...carried.flatMap(([ours, theirs]) => (header.has(theirs) ? [ours] : [])),
    ...measures.flatMap((measure) => [measure.ours, variantColumn(measure.ours)]),
    ...(attributes.length > 0 ? [OURS.specs] : []),
  ]);
  const used: Column[] = Object.keys(COLUMNS) as Column[];
  const measureKeys = new Set(measures.map((measure) => measure.key));
  const barcodes = barcodeReader(header.name("gtin"));

  /** A row's weight and size in grams and millimetres, as the shop's cells (a cell that is no number is passed on, to be named). */
  const measuresOf = (record: Record<string, string>) =>
    measures.map((measure) => {
      const given = (record[measure.key] ?? "").trim();
      const value = numberOf(given);
      return {
        ours: measure.ours,
        cell: value === null ? given : value * measure.factor >= 0.5 ? String(Math.round(value * measure.factor)) : "",
      };
    });

  /** The pictures of a row's Images cell, each checked at its line: null when one cannot be taken. */
  function picturesOf(row: SourceRow, problem: (problem: ImportProblem) => void): string[] | null {
    const pictures = listOf(cell(row.record, "images")).map((address) => pictureOf(address, context));
    for (const picture of pictures) {
      const refused = pictureCellProblem(picture, context.archive);
      if (refused) {
        problem({ line: row.line, column: header.name("images"), reason: refused });
        return null;
      }
    }
    return pictures;
  }

  /** A product's own fields (a simple product's, or a variable product's, which its variations share). */
  function productOf(row: Row, specs: { name: string; values: string[] }[], problem: (problem: ImportProblem) => void) {
    const { record, line } = row;
    const at = (column: Column, reason: string) => problem({ line, column: header.name(column), reason });
    const published = cell(record, "published");
    if (STATUS[published] === undefined) {
      at("published", "not 1 (published), 0 (private) or -1 (draft)");
      return null;
    }
    const featured = FLAG[cell(record, "featured")];
    if (featured === undefined) {
      at("featured", "not 1 or 0");
      return null;
    }
    const pictures = picturesOf(row, problem);
    if (!pictures) return null;
    const attributes = attributesOf(record);
    const brandAttribute = attributes.find((attribute) => isBrand(attribute.name))?.values[0] ?? "";
    const brand = listOf(cell(record, "brands"))[0] ?? brandAttribute;
    // A product is in one category in the shop: the first the file lists, by its path.
    const path = categoryPath(listOf(cell(record, "categories"))[0] ?? "");
    const name = cell(record, "name");
    const fields: Record<string, string> = {
      [OURS.slug]: slugify(name),
      [OURS.title]: name,
      [OURS.excerpt]: htmlToText(cell(record, "shortDescription")),
      [OURS.description]: htmlToText(cell(record, "description")),
      [OURS.brand]: slugify(brand),
      [OURS.category]: slugify(path.at(-1) ?? ""),
      [OURS.status]: STATUS[published]!,
      [OURS.tags]: listOf(cell(record, "tags")).join(", "),
      [OURS.featured]: featured,
      [OURS.pictures]: pictures.join("\n"),
      [OURS.specs]: specs
        .filter((spec) => !isBrand(spec.name) && spec.values.length > 0)
        .map((spec) => `${spec.name}: ${spec.values.join(", ")}`)
        .join("\n"),
    };
    for (const measure of measuresOf(record)) fields[measure.ours] = measure.cell;
    return { fields, names: { brand, category: path } };
  }

  /** A row's own sale: its price, sale price and window (WooCommerce writes "2026-01-31 00:00:00"). */
  const saleOf = (record: Record<string, string>) => ({
    [OURS.price]: cell(record, "regularPrice"),
    [OURS.salePrice]: cell(record, "salePrice"),
    [OURS.saleStartsAt]: cell(record, "saleStarts").replace(" ", "T"),
    [OURS.saleEndsAt]: cell(record, "saleEnds").replace(" ", "T"),
    [OURS.units]: cell(record, "stock"),
    [OURS.gtin]: barcodes.gtinOf(cell(record, "gtin")),
  });

  return {
    format: "woocommerce",
    present,
    // Read once the rows are: the barcodes that were not GTINs are named with their count.
    get leftOut() {
      return [...header.leftOut(used, (name) => attributeKeys.has(name) || measureKeys.has(name)), ...barcodes.leftOut()];
    },
    fileColumn: (ours) => SOURCE[ours] ?? ours,
    async *rows(source, problem) {
      const parents: Row[] = [];
      const variations: Row[] = [];
      for await (const read of source) {
        const row: Row = { ...read, types: listOf(cell(read.record, "type").toLowerCase()) };
        const at = (column: Column, reason: string) => problem({ line: row.line, column: header.name(column), reason });
        if (row.types.includes("variation")) variations.push(row);
        else if (row.types.includes("variable")) parents.push(row);
        else if (row.types.includes("grouped") || row.types.includes("external"))
          at(
            "type",
            `a ${row.types.includes("grouped") ? "grouped" : "external"} product is not a part the shop sells: take its row out of the file`,
          );
        else if (!row.types.includes("simple")) at("type", "not a product type the shop reads (simple, variable or variation)");
        else {
          const product = productOf(row, attributesOf(row.record), problem);
          if (!product) continue;
          const sku = cell(row.record, "sku") || codeOf(cell(row.record, "name"));
          yield {
            line: row.line,
            names: product.names,
            record: { ...product.fields, [OURS.sku]: sku, [OURS.partNumber]: sku, ...saleOf(row.record) },
          };
        }
      }
      // Each variation to its product: by `id:NN`, or by the product's SKU.
      const byRef = new Map<string, Row>();
      for (const parent of parents) {
        const id = cell(parent.record, "id");
        if (id !== "") byRef.set(`id:${id}`, parent);
        const sku = cell(parent.record, "sku");
        if (sku !== "" && !byRef.has(sku)) byRef.set(sku, parent);
      }
      const children = new Map<Row, Row[]>();
      for (const variation of variations) {
        const ref = cell(variation.record, "parent");
        const parent = byRef.get(ref) ?? byRef.get(ref.replace(/^id:\s*/i, "id:"));
        if (!parent) {
          problem({
            line: variation.line,
            column: header.name("parent"),
            reason:
              ref === ""
                ? "required cell empty (a variation names its product: id:NN or its SKU)"
                : `"${ref}" names no variable product of this file`,
          });
          continue;
        }
        children.set(parent, [...(children.get(parent) ?? []), variation]);
      }
      for (const parent of parents) {
        const own = children.get(parent) ?? [];
        if (own.length === 0) {
          problem({ line: parent.line, column: header.name("type"), reason: "a variable product without a variation row in the file" });
          continue;
        }
        // The attributes a variation gives a value are its options; the product's others are its specifications.
        const optionNames = new Set(
          own.flatMap((variation) =>
            attributesOf(variation.record).flatMap((attribute) => (attribute.values.length > 0 ? [attribute.name] : [])),
          ),
        );
        const specs = attributesOf(parent.record).filter((attribute) => !optionNames.has(attribute.name));
        const product = productOf(parent, specs, problem);
        if (!product) continue;
        const productSku = cell(parent.record, "sku") || codeOf(cell(parent.record, "name"));
        for (const variation of own.sort((a, b) => a.line - b.line)) {
          const options = attributesOf(variation.record).flatMap((attribute) =>
            attribute.values.length > 0 ? [{ name: attribute.name, value: attribute.values[0]! }] : [],
          );
          const unnamed = options.find((option) => slugify(option.value) === "" || slugify(option.name) === "");
          if (options.length === 0 || unnamed) {
            problem({
              line: variation.line,
              column: attributes[0]?.name ?? header.name("parent"),
              reason: unnamed
                ? `"${unnamed.name}: ${unnamed.value}" has no letter or digit of the Latin alphabet to name it by`
                : "a variation with no attribute value: it names no option of its product",
            });
            continue;
          }
          const pictures = picturesOf(variation, problem);
          if (!pictures) continue;
          const sku = cell(variation.record, "sku") || codeOf(productSku, ...options.map((option) => option.value));
          yield {
            line: variation.line,
            names: product.names,
            record: {
              ...product.fields,
              [OURS.sku]: sku,
              [OURS.partNumber]: sku,
              [OURS.productSku]: productSku,
              [OURS.productPartNumber]: productSku,
              [OURS.options]: optionsCell(options),
              [OURS.variantPicture]: pictures[0] ?? "",
              ...saleOf(variation.record),
              // A variation's own weight and size, where it gives one that is not its product's.
              ...Object.fromEntries(
                measuresOf(variation.record).map((measure) => [
                  variantColumn(measure.ours),
                  measure.cell === product.fields[measure.ours] ? "" : measure.cell,
                ]),
              ),
            },
          };
        }
      }
    },
  };
}
