// Shopify's product CSV (its export, and its template at help.shopify.com/csv/product_template.csv)
// mapped onto the shop's products file (decision 036). Shopify writes a product's fields on its
// first row only: the rows after it repeat only the Handle, for each further variant (its options,
// SKU, price, units) or picture (Image Src). Here the rows of one Handle are read together, the
// product's fields filled down onto each variant, its pictures gathered in their order, and one
// row of the shop's file given per variant.
import { slugify } from "../../../domain/slugify.ts";
import type { ImportProblem } from "./formats.ts";
import { htmlToText } from "./html-text.ts";
import { pictureCellProblem } from "./picture-sources.ts";
import {
  barcodeReader,
  categoryPath,
  codeOf,
  headerOf,
  type MappedRow,
  type MappingContext,
  numberOf,
  optionsCell,
  OURS,
  pictureOf,
  type ProductFileMapping,
  type SourceRow,
  variantColumn,
} from "./product-file-mappings.ts";

/** Shopify's columns by the names its exports give them: the classic export's first, the 2024 export's after. */
const COLUMNS = {
  handle: ["Handle", "URL handle"],
  title: ["Title"],
  body: ["Body (HTML)", "Description"],
  vendor: ["Vendor"],
  productCategory: ["Product Category"],
  type: ["Type"],
  tags: ["Tags"],
  published: ["Published", "Published on online store"],
  option1Name: ["Option1 Name"],
  option1Value: ["Option1 Value"],
  option2Name: ["Option2 Name"],
  option2Value: ["Option2 Value"],
  option3Name: ["Option3 Name"],
  option3Value: ["Option3 Value"],
  sku: ["Variant SKU", "SKU"],
  grams: ["Variant Grams", "Weight value (grams)"],
  units: ["Variant Inventory Qty", "Inventory quantity"],
  price: ["Variant Price", "Price"],
  compareAt: ["Variant Compare At Price", "Compare-at price"],
  imageSrc: ["Image Src", "Product image URL"],
  imagePosition: ["Image Position"],
  variantImage: ["Variant Image", "Variant image URL"],
  barcode: ["Variant Barcode", "Barcode"],
  cost: ["Cost per item"],
  seoTitle: ["SEO Title"],
  seoDescription: ["SEO Description"],
  status: ["Status"],
} as const;
type Column = keyof typeof COLUMNS;

const OPTIONS = [
  ["option1Name", "option1Value"],
  ["option2Name", "option2Value"],
  ["option3Name", "option3Value"],
] as const satisfies readonly (readonly [Column, Column])[];

/** A Shopify product has at most this many variants (2,048) and pictures (250): a Handle of more rows is no product. */
export const SHOPIFY_MOST_ROWS = 2_048 + 250;

/** Shopify's Status words as the shop's states; "active" is shown unless Published says FALSE. */
const STATUS: Record<string, string> = { active: "show", draft: "draft", archived: "hide" };

/** Whether a header is Shopify's product CSV: a handle, a title and a price of its own names. */
export function isShopifyHeader(names: readonly string[]): boolean {
  const header = headerOf(COLUMNS, names);
  return header.has("handle") && header.has("title") && header.has("price");
}

export function shopifyMapping(rawHeader: readonly string[], context: MappingContext): ProductFileMapping {
  const header = headerOf(COLUMNS, rawHeader);
  const cell = header.cell;
  const used = Object.keys(COLUMNS) as Column[];

  /** Which of Shopify's columns a column of the shop's is read from. */
  const SOURCE: Partial<Record<string, Column>> = {
    [OURS.slug]: "handle",
    [OURS.sku]: "sku",
    [OURS.partNumber]: "sku",
    [OURS.productSku]: "handle",
    [OURS.productPartNumber]: "handle",
    [OURS.options]: "option1Value",
    [OURS.title]: "title",
    [OURS.description]: "body",
    [OURS.brand]: "vendor",
    [OURS.category]: header.has("type") ? "type" : "productCategory",
    [OURS.status]: header.has("status") ? "status" : "published",
    [OURS.price]: "price",
    [OURS.salePrice]: "compareAt",
    [OURS.tags]: "tags",
    [OURS.weight]: "grams",
    [variantColumn(OURS.weight)]: "grams",
    [OURS.cost]: "cost",
    [OURS.gtin]: "barcode",
    [OURS.units]: "units",
    [OURS.pictures]: "imageSrc",
    [OURS.variantPicture]: "variantImage",
    [OURS.metaTitle]: "seoTitle",
    [OURS.metaDescription]: "seoDescription",
  };
  const present = new Set(
    Object.entries(SOURCE).flatMap(([ours, theirs]) => {
      // A status is read from Status or Published; a category from Type or Product Category.
      if (ours === OURS.status) return header.has("status") || header.has("published") ? [ours] : [];
      if (ours === OURS.category) return header.has("type") || header.has("productCategory") ? [ours] : [];
      return header.has(theirs!) ? [ours] : [];
    }),
  );
  // The shop's file needs these whatever the file carries (an empty one is named as such).
  for (const column of [OURS.slug, OURS.sku, OURS.partNumber, OURS.title, OURS.description, OURS.brand, OURS.category, OURS.status])
    present.add(column);
  present.add(OURS.price);
  present.add(OURS.options);
  if (header.has("compareAt")) present.add(OURS.salePrice);

  const barcodes = barcodeReader(header.name("barcode"));

  const fileColumn = (ours: string) => {
    const theirs = SOURCE[ours];
    return theirs ? header.name(theirs) : ours;
  };

  /** One product's rows (one Handle), mapped; problems told with their lines. */
  function* productRows(rows: SourceRow[], problem: (problem: ImportProblem) => void): Generator<MappedRow> {
    const first = rows[0]!;
    const handle = cell(first.record, "handle");
    const at = (line: number, column: Column, reason: string) => problem({ line, column: header.name(column), reason });
    const names = OPTIONS.map(([name]) => cell(first.record, name));
    let bad = false;
    // "Title" with "Default Title" is Shopify's product without variants.
    const single = names[0]?.toLowerCase() === "title" && names.slice(1).every((name) => name === "");
    const optionNames = single ? [] : names;
    const variantRows: SourceRow[] = [];
    const pictures: { address: string; position: number; line: number }[] = [];
    for (const row of rows) {
      const { record, line } = row;
      OPTIONS.forEach(([nameColumn, valueColumn], index) => {
        const name = cell(record, nameColumn);
        if (row !== first && name !== "" && name !== names[index]) {
          at(line, nameColumn, `names option "${name}", which the product's first row (line ${first.line}) does not`);
          bad = true;
        }
        if (cell(record, valueColumn) !== "" && names[index] === "") {
          at(
            line,
            valueColumn,
            `the value "${cell(record, valueColumn)}" has no option: the product's first row (line ${first.line}) names no ${header.name(nameColumn)}`,
          );
          bad = true;
        }
      });
      const variant = (["sku", "price", "compareAt", "units", "grams", "option1Value", "option2Value", "option3Value"] as const).some(
        (column) => cell(record, column) !== "",
      );
      if (variant) variantRows.push(row);
      const address = cell(record, "imageSrc");
      if (address !== "") {
        const picture = pictureOf(address, context);
        const refused = pictureCellProblem(picture, context.archive);
        if (refused) {
          at(line, "imageSrc", refused);
          bad = true;
        } else pictures.push({ address: picture, position: numberOf(cell(record, "imagePosition")) ?? Infinity, line });
      }
    }
    if (variantRows.length === 0) {
      at(first.line, "price", `product "${handle}" has no variant row (no SKU, price or option value on any of its rows)`);
      return;
    }
    if (single && variantRows.length > 1) {
      at(variantRows[1]!.line, "option1Value", `product "${handle}" has no options (Title: Default Title), so it has one variant row`);
      bad = true;
    }
    if (bad) return;
    pictures.sort((a, b) => a.position - b.position || a.line - b.line);
    const pictureCell = [...new Set(pictures.map((picture) => picture.address))].join("\n");

    // The product's own fields, from its first row.
    const f = first.record;
    const category = cell(f, "type") || categoryPath(cell(f, "productCategory")).at(-1) || "";
    const categoryNames = cell(f, "type") ? [cell(f, "type")] : categoryPath(cell(f, "productCategory"));
    const statusWord = cell(f, "status").toLowerCase();
    const published = cell(f, "published").toLowerCase();
    let status = "show";
    if (statusWord !== "" && STATUS[statusWord] === undefined) {
      at(first.line, "status", `not a Shopify status (active, draft or archived)`);
      return;
    }
    if (published !== "" && published !== "true" && published !== "false") {
      at(first.line, "published", "not TRUE or FALSE");
      return;
    }
    if (statusWord !== "") status = STATUS[statusWord]!;
    if (status === "show" && published === "false") status = "hide";
    // Grams are each variant's in Shopify and the part's in the shop: the first variant's stand for it.
    const grams = numberOf(cell(variantRows[0]!.record, "grams"));
    const product: Record<string, string> = {
      [OURS.slug]: handle,
      [OURS.title]: cell(f, "title"),
      [OURS.description]: htmlToText(cell(f, "body")),
      [OURS.brand]: slugify(cell(f, "vendor")),
      [OURS.category]: slugify(category),
      [OURS.status]: status,
      [OURS.tags]: cell(f, "tags"),
      [OURS.pictures]: pictureCell,
      [OURS.metaTitle]: cell(f, "seoTitle"),
      [OURS.metaDescription]: cell(f, "seoDescription"),
      [OURS.weight]: grams === null ? cell(variantRows[0]!.record, "grams") : grams >= 0.5 ? String(Math.round(grams)) : "",
    };
    const rowNames = { brand: cell(f, "vendor"), category: categoryNames };
    const productCode = codeOf(handle);
    for (const { record, line } of variantRows) {
      const options = optionNames.flatMap((name, index) => (name === "" ? [] : [{ name, value: cell(record, OPTIONS[index]![1]) }]));
      const unnamed = options.find((option) => option.value === "" || slugify(option.value) === "" || slugify(option.name) === "");
      if (unnamed) {
        const column = OPTIONS[optionNames.indexOf(unnamed.name)]![1];
        at(
          line,
          column,
          unnamed.value === ""
            ? "required cell empty (the product's first row names this option)"
            : `"${unnamed.name}: ${unnamed.value}" has no letter or digit of the Latin alphabet to name it by`,
        );
        continue;
      }
      const sku = cell(record, "sku") || codeOf(handle, ...options.map((option) => option.value));
      // The compare-at price is the price a sale is taken off: the selling price is then the sale price.
      const price = cell(record, "price");
      const compareAt = cell(record, "compareAt");
      const onSale = numberOf(compareAt) !== null && numberOf(price) !== null && numberOf(compareAt)! > numberOf(price)!;
      // A variant weighed apart from the product's first variant keeps its own weight.
      const ownGrams = numberOf(cell(record, "grams"));
      const variantWeight =
        options.length > 0 && ownGrams !== null && ownGrams >= 0.5 && String(Math.round(ownGrams)) !== product[OURS.weight]
          ? String(Math.round(ownGrams))
          : "";
      yield {
        line,
        names: rowNames,
        record: {
          ...product,
          [OURS.sku]: sku,
          [OURS.partNumber]: sku,
          [OURS.productSku]: options.length > 0 ? productCode : "",
          [OURS.productPartNumber]: options.length > 0 ? productCode : "",
          [OURS.options]: optionsCell(options),
          [OURS.price]: onSale ? compareAt : price,
          [OURS.salePrice]: onSale ? price : "",
          [OURS.units]: cell(record, "units"),
          [OURS.cost]: cell(record, "cost"),
          [OURS.gtin]: barcodes.gtinOf(cell(record, "barcode")),
          [variantColumn(OURS.weight)]: variantWeight,
          [OURS.variantPicture]: options.length > 0 ? pictureOf(cell(record, "variantImage"), context) : "",
        },
      };
    }
  }

  return {
    format: "shopify",
    present,
    // Read once the rows are: the barcodes that were not GTINs are named with their count.
    get leftOut() {
      return [...header.leftOut(used), ...barcodes.leftOut()];
    },
    fileColumn,
    async *rows(source, problem) {
      let group: SourceRow[] = [];
      let tooMany = false;
      /** Handles read before, with the line each began at: a product's rows come together. */
      const done = new Map<string, number>();
      const flush = function* (): Generator<MappedRow> {
        if (group.length === 0) return;
        const rows = group;
        group = [];
        if (!tooMany) yield* productRows(rows, problem);
        tooMany = false;
      };
      for await (const row of source) {
        const handle = cell(row.record, "handle");
        if (handle === "") {
          problem({ line: row.line, column: header.name("handle"), reason: "required cell empty (every row names its product's Handle)" });
          continue;
        }
        const current = group[0] ? cell(group[0].record, "handle") : null;
        if (handle === current) {
          if (group.length >= SHOPIFY_MOST_ROWS) {
            if (!tooMany)
              problem({
                line: row.line,
                column: header.name("handle"),
                reason: `product "${handle}" has more than ${SHOPIFY_MOST_ROWS.toLocaleString("en")} rows (a Shopify product has at most 2,048 variants and 250 pictures)`,
              });
            tooMany = true;
            continue;
          }
          group.push(row);
          continue;
        }
        yield* flush();
        const began = done.get(handle);
        if (began !== undefined) {
          problem({
            line: row.line,
            column: header.name("handle"),
            reason: `the rows of product "${handle}" are not together: it began at line ${began}, and other products' rows came between`,
          });
          continue;
        }
        if (cell(row.record, "title") === "") {
          problem({
            line: row.line,
            column: header.name("title"),
            reason: `this row continues product "${handle}", but no row before it starts that product (a product's first row carries its Title)`,
          });
          // The rest of its rows are skipped with it; its Handle is remembered as begun here.
          done.set(handle, row.line);
          tooMany = true;
          group = [row];
          continue;
        }
        done.set(handle, row.line);
        group = [row];
      }
      yield* flush();
    },
  };
}
