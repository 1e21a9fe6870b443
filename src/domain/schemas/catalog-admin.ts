// The catalogue's back office (/admin/products and /api/admin): one definition of each payload,
// shared by the admin API's routes, the pages' loaders and actions, and their forms.
import { z } from "zod";

import { GtinSchema } from "../gtin.ts";
import { centsFromAmount } from "../money.ts";
import { readMakerCodes, readNameValueLines, readTags, writeMakerCodes, writeNameValueLines } from "../name-value-lines.ts";
import { plainFormShape, plainInputShape, plainOutputShape } from "../part-fields.ts";
import { normalizePartCode } from "../product.ts";
import { PRODUCT_STATUSES, STOCK_MOVEMENT_KINDS, STORED_PRODUCT_STATUSES } from "../stock.ts";
import { LocalizedTextSchema, MAX_ROW_ID, PageSchema, PaginationSchema, RowIdSchema, SlugSchema } from "./common.ts";
import { AdminPictureSchema } from "./product-pictures.ts";

/** A row's id as a form or a query string carries it. */
/** An empty field of a form: none. */
const blank = z.literal("").transform(() => undefined);
const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** Fifty parts a page: a catalogue staffer scans long lists. */
export const PRODUCT_PAGE_SIZE = 50;

/** Counting stops here: "10,000+" says enough, and a million-row count costs a request's budget. */
export const PRODUCT_COUNT_CAP = 10_000;

// ------------------------------------------------------------------------------------ list ---

export const PRODUCT_SORTS = ["updated", "newest", "title", "sku"] as const;
export const STOCK_STATES = ["out", "low", "in"] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** What a part may lack that a shopper needs: the vehicles it fits, a picture. */
export const PRODUCT_GAPS = ["fitment", "picture"] as const;

export const AdminProductQuerySchema = z.object({
  /** A title in any language (part of it), or a part number, SKU, OEM or cross-reference number however typed. */
  q: z.string().trim().max(120).optional(),
  category: IdSchema.optional(),
  brand: IdSchema.optional(),
  /** One state; without it, every part but the deleted ones. */
  state: z.enum(STORED_PRODUCT_STATUSES).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  lacking: z.enum(PRODUCT_GAPS).optional(),
  sort: z.enum(PRODUCT_SORTS).default("updated"),
  page: PageSchema,
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

export const AdminProductRowSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  sku: z.string(),
  partNumber: z.string(),
  status: z.enum(STORED_PRODUCT_STATUSES),
  brand: z.string(),
  category: LocalizedTextSchema,
  price: z.number(),
  salePrice: z.number().nullable().describe("What it sells for now when on sale"),
  units: z.int().describe("Units on the shelf, sold in variants or not"),
  available: z.int().describe("Units less those held for open payments"),
  lowStockLevel: z.int(),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductPageSchema = z.object({
  data: z.array(AdminProductRowSchema),
  pagination: PaginationSchema,
  /** The total is at least this many and was not counted further. */
  totalCapped: z.boolean(),
});

// ---------------------------------------------------------------------------------- editor ---

const text = (max: number) => z.string().trim().max(max);
/** English is required; Russian and Arabic are optional (English stands in, and the editor marks it). */
const TranslatedSchema = (max: number, required: boolean) =>
  z.object({ en: required ? text(max).min(1) : text(max), ru: text(max).default(""), ar: text(max).default("") });

/** An amount typed as "1234.5" or "1,234.50" (or sent as a number), in dollars: its cents. */
export const AmountCentsSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/, "MONEY_FORMAT"),
  ])
  .transform((value) => centsFromAmount(typeof value === "number" ? value : Number(value.replaceAll(",", ""))));

/** Money typed as "1234.5" or "1,234.50", in dollars: whole cents, more than zero. */
export const MoneySchema = AmountCentsSchema.pipe(z.int().positive().max(100_000_000));

const DateTimeSchema = z.coerce.date().optional();

/** A part's number as printed: letters, digits and the usual separators. */
export const PartCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, "CODE_FORMAT")
  .refine((code) => normalizePartCode(code) !== "", "CODE_FORMAT");

/** "Toyota: 04465-0K240", one a line: a maker's number (OEM) or another parts maker's (cross-reference). */
export const MakerCodeLineSchema = z.object({ maker: text(60).default(""), code: PartCodeSchema });

export const SpecLineSchema = z.object({ name: text(80).min(1), value: text(200).min(1) });

const productFieldsShape = {
  title: TranslatedSchema(200, true),
  excerpt: TranslatedSchema(500, false).default({ en: "", ru: "", ar: "" }),
  description: TranslatedSchema(20_000, true),
  slug: SlugSchema,
  partNumber: PartCodeSchema,
  sku: PartCodeSchema,
  brandId: IdSchema,
  categoryId: IdSchema,
  status: z.enum(PRODUCT_STATUSES),
  /** A part sold as itself has a price (and may have a sale); a part sold in variants has neither: its variants do. */
  price: MoneySchema.optional(),
  salePrice: MoneySchema.optional(),
  saleStartsAt: DateTimeSchema,
  saleEndsAt: DateTimeSchema,
  /** What the shop pays, staff only; and the barcode's number (a part sold in variants has each variant's). */
  cost: z.union([blank, MoneySchema]).optional(),
  gtin: z.union([blank, GtinSchema]).optional(),
  tags: z.array(text(40).min(1)).max(30).default([]),
  // The plain fields (search engines' texts, weight and size, ...): declared in part-fields.ts.
  ...plainInputShape,
  specs: z.array(SpecLineSchema).max(60).default([]),
  oemCodes: z.array(MakerCodeLineSchema).max(200).default([]),
  crossCodes: z.array(MakerCodeLineSchema).max(200).default([]),
};

/** A sale sells below the price, and its window ends after it starts. */
function saleRules(
  product: { price?: number | undefined; salePrice?: number | undefined; saleStartsAt?: Date | undefined; saleEndsAt?: Date | undefined },
  problems: z.RefinementCtx,
): void {
  if (product.salePrice !== undefined && product.price !== undefined && product.salePrice >= product.price) {
    problems.addIssue({ code: "custom", path: ["salePrice"], message: "SALE_NOT_BELOW_PRICE" });
  }
  if (product.saleStartsAt && product.saleEndsAt && product.saleStartsAt >= product.saleEndsAt) {
    problems.addIssue({ code: "custom", path: ["saleEndsAt"], message: "SALE_ENDS_BEFORE_START" });
  }
}

export const ProductFieldsSchema = z.object(productFieldsShape).superRefine(saleRules);
export type ProductFields = z.infer<typeof ProductFieldsSchema>;

/** A new part is sold as itself (options and variants come after): it needs its price. */
function priceRequired(part: { fields: { price?: number | undefined } }, problems: z.RefinementCtx): void {
  if (part.fields.price === undefined) problems.addIssue({ code: "custom", path: ["fields", "price"], message: "PRICE_REQUIRED" });
}

/** A new part: its fields and the units it arrives with (a receipt in the ledger). */
export const NewProductSchema = z
  .object({ fields: ProductFieldsSchema, units: z.coerce.number().int().min(0).max(10_000_000).default(0) })
  .superRefine(priceRequired);

/** A save from the editor: the version it was read at, so that a save over someone else's is refused. */
export const ProductSaveSchema = z.object({ version: z.int().positive(), fields: ProductFieldsSchema });

// The editor's form: what a form sends as text. An empty optional field is none; tags are one
// line, comma separated; specifications and numbers are one a line ("Material: steel", "Toyota: 04465-0K240").
/** A date-time field's value ("2026-12-01T09:30"), read as UTC, which the editor's label says. */
const UtcMinuteSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "DATE_TIME_FORMAT")
  .transform((value) => new Date(`${value}:00Z`));
/** A moment as a date-time field shows it, in UTC. */
export const utcMinuteOf = (iso: string | undefined) => iso?.slice(0, 16) ?? "";
const linesOf = <T extends z.ZodType>(item: T, max: number, read: (text: string) => unknown[]) =>
  z
    .string()
    .max(max * 120)
    .default("")
    .transform(read)
    .pipe(z.array(item).max(max));

export const ProductFieldsFormSchema = z
  .object({
    ...productFieldsShape,
    salePrice: z.union([blank, MoneySchema]).optional(),
    saleStartsAt: z.union([blank, UtcMinuteSchema]).optional(),
    saleEndsAt: z.union([blank, UtcMinuteSchema]).optional(),
    ...plainFormShape,
    tags: z
      .string()
      .max(1_500)
      .default("")
      .transform(readTags)
      .pipe(z.array(text(40).min(1)).max(30)),
    specs: linesOf(SpecLineSchema, 60, readNameValueLines),
    oemCodes: linesOf(MakerCodeLineSchema, 200, readMakerCodes),
    crossCodes: linesOf(MakerCodeLineSchema, 200, readMakerCodes),
  })
  .superRefine(saleRules);

/** The editor's save: its fields as the form sends them, and the version the page was read at. */
export const ProductSaveFormSchema = z.object({ version: z.coerce.number().int().positive(), fields: ProductFieldsFormSchema });
/** A new part from the form: its fields and the units it arrives with. */
export const NewProductFormSchema = z
  .object({
    fields: ProductFieldsFormSchema,
    units: z.coerce.number().int().min(0).max(10_000_000).default(0),
  })
  .superRefine(priceRequired);

/** The editor's text for a list field (the inverse of the form's reading). */
export const linesText = { specs: writeNameValueLines, codes: writeMakerCodes };

/** The editor's whole product: everything ProductFieldsSchema holds, and what it shows beside it. */
export const AdminProductSchema = z.object({
  id: z.int(),
  version: z.int(),
  fields: z.object({
    title: z.object({ en: z.string(), ru: z.string(), ar: z.string() }),
    excerpt: z.object({ en: z.string(), ru: z.string(), ar: z.string() }),
    description: z.object({ en: z.string(), ru: z.string(), ar: z.string() }),
    slug: z.string(),
    partNumber: z.string(),
    sku: z.string(),
    brandId: z.int(),
    categoryId: z.int(),
    status: z.enum(PRODUCT_STATUSES),
    /** None for a part sold in variants: each variant has its own (`variants`), and `sellingPrice` is the cheapest's. */
    price: z.number().optional(),
    salePrice: z.number().optional(),
    saleStartsAt: z.string().optional(),
    saleEndsAt: z.string().optional(),
    cost: z.number().optional(),
    gtin: z.string().optional(),
    tags: z.array(z.string()),
    ...plainOutputShape,
    specs: z.array(SpecLineSchema),
    oemCodes: z.array(z.object({ maker: z.string(), code: z.string() })),
    crossCodes: z.array(z.object({ maker: z.string(), code: z.string() })),
  }),
  /** What sells now: the price less the discount the sale clock set. */
  sellingPrice: z.number(),
  universal: z.boolean(),
  units: z.int(),
  held: z.int(),
  images: z.array(AdminPictureSchema),
  options: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      type: z.enum(["default", "color"]),
      name: LocalizedTextSchema,
      values: z.array(z.object({ id: z.int(), slug: z.string(), name: LocalizedTextSchema, color: z.string().nullable() })),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.int(),
      sku: z.string(),
      partNumber: z.string(),
      options: z.record(z.string(), z.string()),
      price: z.number(),
      /** The sale staff set, or null; it sells at it inside its window (`sellingPrice` says what sells now). */
      salePrice: z.number().nullable(),
      saleStartsAt: z.string().optional(),
      saleEndsAt: z.string().optional(),
      sellingPrice: z.number(),
      image: z.string().nullable(),
      /** Its own weight and size; absent: the part's. */
      weightGrams: z.int().optional(),
      lengthMm: z.int().optional(),
      widthMm: z.int().optional(),
      heightMm: z.int().optional(),
      cost: z.number().optional(),
      gtin: z.string().optional(),
      units: z.int(),
      held: z.int(),
    }),
  ),
  fitmentCount: z.int(),
  /** Deleted: off the shop, kept for its orders (`fields.status` is then the hidden state a restore gives it). */
  deleted: z.boolean(),
  /** When the shop's publishing clock shows it, or null. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

// ----------------------------------------------------------------------------------- stock ---

/** What staff (or a feed) record by hand; sales, holds and cancellations come from orders. */
export const STAFF_STOCK_KINDS = [
  "receipt",
  "correction",
  "damage",
  "return",
] as const satisfies readonly (typeof STOCK_MOVEMENT_KINDS)[number][];
export type StaffStockKind = (typeof STAFF_STOCK_KINDS)[number];

/**
 * One change of a part's (or a variant's) units: a receipt, damage or return moves them by
 * `units`; a count correction sets them to `units`, what was counted on the shelf.
 */
export const StockChangeSchema = z.object({
  variantId: RowIdSchema.optional(),
  kind: z.enum(STAFF_STOCK_KINDS),
  units: z.coerce.number().int().min(0).max(10_000_000),
  note: text(300).default(""),
});
export type StockChange = z.infer<typeof StockChangeSchema>;

/** A supplier's or warehouse's feed: the units on the shelf per SKU (a part's or a variant's), at most 10,000 at once. */
export const MAX_STOCK_FEED = 10_000;
export const StockFeedSchema = z.object({
  items: z
    .array(z.object({ sku: z.string().trim().min(1).max(60), units: z.int().min(0).max(10_000_000) }))
    .min(1)
    .max(MAX_STOCK_FEED),
  note: text(300).default(""),
});
export type StockFeed = z.infer<typeof StockFeedSchema>;

export const StockFeedResultSchema = z.object({
  changed: z.int(),
  unchanged: z.int(),
  /** SKUs the shop does not know, and those whose new units are fewer than are held for open payments. */
  unknown: z.array(z.string()),
  refused: z.array(z.object({ sku: z.string(), held: z.int() })),
});
export type StockFeedResult = z.infer<typeof StockFeedResultSchema>;

export const StockMovementSchema = z.object({
  id: z.int(),
  variantId: z.int().nullable(),
  variantSku: z.string().nullable(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  unitsBefore: z.int(),
  unitsAfter: z.int(),
  heldBefore: z.int(),
  heldAfter: z.int(),
  actor: z.string(),
  note: z.string(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockHistoryQuerySchema = z.object({ variant: RowIdSchema.optional(), page: PageSchema });

// -------------------------------------------------------------------------------- variants ---

const NameSchema = z.object({ en: text(60).min(1), ru: text(60).default(""), ar: text(60).default("") });
const ColorSchema = z.union([
  z.literal("").transform(() => undefined),
  z
    .string()
    .trim()
    .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "COLOR_FORMAT"),
]);

/** A value of an option: its name in the three languages, and for a colour option its colour. */
export const OptionValueInputSchema = z.object({ name: NameSchema, color: ColorSchema.optional() });

/**
 * A new option (size, colour) with its first value: a part sold as one becomes a part sold in
 * variants; a part in variants gets the option's first value on every variant it has.
 */
export const NewOptionSchema = z.object({
  name: NameSchema,
  type: z.enum(["default", "color"]).default("default"),
  value: OptionValueInputSchema,
});
export type NewOption = z.infer<typeof NewOptionSchema>;

/** One more value of an option: a new variant for every combination of the other options' values. */
export const NewOptionValueSchema = OptionValueInputSchema.extend({ optionId: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export type NewOptionValue = z.infer<typeof NewOptionValueSchema>;

/** A moment from the editor's field (UTC, to the minute), or from an API caller (ISO 8601); blank: none. */
const MomentSchema = z.union([blank, UtcMinuteSchema, z.iso.datetime({ offset: true }).transform((value) => new Date(value))]).optional();

const VariantMeasureSchema = z.union([blank, z.coerce.number().int().positive().max(10_000_000)]).optional();

/** A variant's own numbers, price, sale and picture (its units move through the stock ledger); its sale follows a part's rules. */
const variantFieldsShape = {
  sku: PartCodeSchema,
  partNumber: PartCodeSchema,
  price: MoneySchema,
  salePrice: z.union([blank, MoneySchema]).optional(),
  saleStartsAt: MomentSchema,
  saleEndsAt: MomentSchema,
  /** One of the part's pictures; empty: the part's own first picture. */
  image: z.string().trim().max(500).default(""),
  /** Its own weight (g) and size (mm) where it differs from its part's; empty: the part's. */
  weightGrams: VariantMeasureSchema,
  lengthMm: VariantMeasureSchema,
  widthMm: VariantMeasureSchema,
  heightMm: VariantMeasureSchema,
  cost: z.union([blank, MoneySchema]).optional(),
  gtin: z.union([blank, GtinSchema]).optional(),
};

/** The editor's form of one variant (which it names). */
export const VariantFieldsSchema = z
  .object({ variantId: z.coerce.number().int().positive().max(MAX_ROW_ID), ...variantFieldsShape })
  .superRefine(saleRules);
export type VariantFields = z.infer<typeof VariantFieldsSchema>;

/** The admin API's save of one variant (named by the path). */
export const VariantSaveSchema = z.object(variantFieldsShape).superRefine(saleRules);
export type VariantSave = z.infer<typeof VariantSaveSchema>;

// ------------------------------------------------------------------------------ part's life ---

/** A variant removed in the editor. */
export const VariantRemoveSchema = z.object({ variantId: IdSchema });

/** A value of an option removed in the editor, with the variants that have it. */
export const OptionValueRemoveSchema = z.object({ optionId: IdSchema, valueId: IdSchema });

/** When a part is published, as a datetime-local field sends it on the shop's clock; empty forgets the time. */
export const ScheduleFormSchema = z.object({
  publishAt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "format")
    .optional(),
});

// ----------------------------------------------------------------------------- variant grid ---

/** One variant's row of the grid: its SKU, price, sale price, units on the shelf, weight and barcode. */
export const VariantGridRowSchema = z.object({
  variantId: IdSchema,
  sku: PartCodeSchema,
  price: MoneySchema,
  salePrice: z.union([blank, MoneySchema]).optional(),
  units: z.coerce.number().int().min(0).max(10_000_000),
  weightGrams: VariantMeasureSchema,
  gtin: z.union([blank, GtinSchema]).optional(),
});

/** Every variant of a part in one save (the part's page's grid, or the admin API). */
export const VariantGridSchema = z.object({ rows: z.array(VariantGridRowSchema).min(1).max(100) }).superRefine(({ rows }, problems) => {
  rows.forEach((row, index) => {
    if (row.salePrice !== undefined && row.salePrice >= row.price) {
      problems.addIssue({ code: "custom", path: ["rows", index, "salePrice"], message: "SALE_NOT_BELOW_PRICE" });
    }
  });
  const skus = rows.map((row) => row.sku.toUpperCase());
  skus.forEach((sku, index) => {
    if (skus.indexOf(sku) !== index) problems.addIssue({ code: "custom", path: ["rows", index, "sku"], message: "SKU_TAKEN" });
  });
});
export type VariantGrid = z.infer<typeof VariantGridSchema>;
