// A part's fields, each declared once (decision 033): its column of products, its name in the
// editor's form and the admin API, its column in the products file, whether it is the part's or
// each variant's, whether it is kept in three languages, and whether a change of it shows on the
// storefront. The editor's mappings, the admin API's schemas, the products file's columns and the
// change trigger's list of columns a shopper sees (src/db/triggers.test.ts) are derived from it by
// name. A field marked `custom` is read and written by hand where its rule lives (a price and its
// sale, the lists beside the row); every other one is a "plain" field, copied as it is everywhere.
import { z } from "zod";

import { COUNTRY_CODES } from "./countries.ts";
import type { LocalizedText } from "./locales.ts";
import { type CurrencyCode, decimalFromMinor, minorFromDecimal, type OwnPrices } from "./money.ts";
import { STANDARD_TAX_CLASS, TAX_CLASS } from "./tax.ts";

/** How a plain field is kept, written in a file and read back: each has one SQL type and one cell form. */
export type PlainKind = "text" | "optionalText" | "measure" | "count" | "flag" | "amount";

interface Declared {
  /** The products table's column (snake_case); null: kept in a table of its own (specifications, numbers). */
  column: string | null;
  /** The products file's column; a translated field has one per language (`title_en`, `title_ru`, `title_ar`). */
  csv: string;
  /** Whose it is in a file of variants: the part's (every row of a part repeats it) or each variant's row. */
  level: "part" | "variant";
  translated: boolean;
  /** A change of it shows on the storefront: the change trigger compares its column (migration 0031 and later). */
  visible: boolean;
}

interface CustomField extends Declared {
  kind: "custom";
}

interface PlainField extends Declared {
  kind: PlainKind;
  column: string;
  /** The editor's label, in the shop's three languages (the storefront's too, for a field on the product page). */
  label: LocalizedText;
  /** What the editor says under it, in the three languages. */
  hint?: LocalizedText;
  /** Where the editor shows it. */
  section: "identity" | "price" | "seo" | "shipping" | "trade";
  /** What the admin API and the products file accept. */
  input: z.ZodType;
  /** What the editor's form accepts (its text), when it differs from `input`. */
  form?: z.ZodType;
  /** What the admin API answers. */
  output: z.ZodType;
  /** Listed in the product page's specifications. */
  onProductPage?: true;
}

export type PartField = CustomField | PlainField;

const blank = z.literal("").transform(() => undefined);
const text = (max: number) => z.string().trim().max(max).default("");
const MeasureSchema = z.coerce.number().int().positive().max(10_000_000).optional();
const measure = (label: LocalizedText, column: string, csv: string) =>
  ({
    kind: "measure",
    column,
    csv,
    level: "part",
    translated: false,
    visible: true,
    label,
    section: "shipping",
    input: MeasureSchema,
    form: z.union([blank, MeasureSchema]).optional(),
    output: z.int().optional(),
  }) as const;

// A code in the wrong form says "format": the editor says so in the page's language, and a file quotes the field's hint.
/** ISO 3166-1 alpha-2, typed in either case ("jp" is JP). */
export const CountryOfOriginSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), "format");
/** The Harmonized System's tariff code: 6 digits worldwide, up to 10 by a country's own; dots and spaces as printed are dropped. */
export const TariffCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/[.\s]/g, ""))
  .pipe(z.string().regex(/^\d{6,10}$/, "format"));

/** A customs code of the part (its column and file column share the name), shown among the product page's specifications. */
const tradeCode = (column: string, schema: z.ZodType<string, string>, label: LocalizedText, hint: LocalizedText) =>
  ({
    kind: "optionalText",
    column,
    csv: column,
    level: "part",
    translated: false,
    visible: true,
    label,
    hint,
    section: "trade",
    input: z.union([blank, schema]).optional(),
    output: z.string().optional(),
    onProductPage: true,
  }) as const;

/**
 * The part's own price in a currency other than the dollar (decision 043): what a shopper paying in
 * it is shown and charged instead of the dollar price converted. Decimal text, kept exactly
 * (numeric(12,2)), so no amount passes through a binary fraction; empty: the dollar price converted.
 */
export const AmountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => minorFromDecimal(value))
  .refine((minor) => minor !== null, "format")
  .refine((minor) => minor! > 0 && minor! <= 99_999_999_99, "format")
  .transform((minor) => decimalFromMinor(minor!));
const currencyPrice = (code: CurrencyCode, column: string) =>
  ({
    kind: "amount",
    column,
    csv: column,
    level: "part",
    translated: false,
    visible: true,
    label: { en: `Price in ${code}`, ru: `Цена в ${code}`, ar: `السعر بـ ${code}` },
    hint: {
      en: `Charged to shoppers paying in ${code} instead of the dollar price converted; empty: converted. 120.50`,
      ru: `Берётся с покупателей, платящих в ${code}, вместо пересчёта из долларов; пусто — пересчёт. 120.50`,
      ar: `يُحصَّل من المتسوقين الذين يدفعون بـ ${code} بدل تحويل السعر بالدولار؛ فارغ: يُحوَّل. 120.50`,
    },
    section: "price",
    input: z.union([blank, AmountSchema]).optional(),
    output: z.string().optional(),
  }) as const;

const custom = (column: string | null, csv: string, level: "part" | "variant", visible: boolean, translated = false) =>
  ({ kind: "custom", column, csv, level, translated, visible }) as const;

/** Every field of a part, in the products file's order. */
export const PART_FIELDS = {
  slug: custom("slug", "slug", "part", true),
  sku: custom("sku", "sku", "variant", true),
  partNumber: custom("part_number", "part_number", "variant", true),
  title: custom("title", "title", "part", true, true),
  excerpt: custom("excerpt", "excerpt", "part", true, true),
  description: custom("description", "description", "part", true, true),
  brandId: custom("brand_id", "brand", "part", true),
  categoryId: custom("category_id", "category", "part", true),
  status: custom("status", "status", "part", true),
  price: custom("price_cents", "price", "variant", true),
  salePrice: custom("sale_price_cents", "sale_price", "variant", true),
  saleStartsAt: custom("sale_starts_at", "sale_starts_at", "variant", true),
  saleEndsAt: custom("sale_ends_at", "sale_ends_at", "variant", true),
  tags: custom("tags", "tags", "part", true),
  priceEur: currencyPrice("EUR", "price_eur"),
  priceGbp: currencyPrice("GBP", "price_gbp"),
  priceRub: currencyPrice("RUB", "price_rub"),
  metaTitle: {
    kind: "text",
    column: "meta_title",
    csv: "meta_title",
    level: "part",
    translated: false,
    visible: true,
    label: { en: "Title for search engines", ru: "Заголовок для поисковиков", ar: "العنوان لمحركات البحث" },
    section: "seo",
    input: text(200),
    output: z.string(),
  },
  metaDescription: {
    kind: "text",
    column: "meta_description",
    csv: "meta_description",
    level: "part",
    translated: false,
    visible: true,
    label: { en: "Description for search engines", ru: "Описание для поисковиков", ar: "الوصف لمحركات البحث" },
    section: "seo",
    input: text(500),
    output: z.string(),
  },
  metaKeywords: {
    kind: "text",
    column: "meta_keywords",
    csv: "meta_keywords",
    level: "part",
    translated: false,
    visible: true,
    label: { en: "Keywords", ru: "Ключевые слова", ar: "الكلمات المفتاحية" },
    section: "seo",
    input: text(500),
    output: z.string(),
  },
  featured: {
    kind: "flag",
    column: "featured",
    csv: "featured",
    level: "part",
    translated: false,
    visible: true,
    label: { en: "Featured on the home page", ru: "Рекомендуемый на главной", ar: "مميزة في الصفحة الرئيسية" },
    section: "identity",
    input: z.boolean().default(false),
    output: z.boolean(),
  },
  weightGrams: measure({ en: "Weight (g)", ru: "Вес (г)", ar: "الوزن (غ)" }, "weight_grams", "weight_g"),
  lengthMm: measure({ en: "Length (mm)", ru: "Длина (мм)", ar: "الطول (مم)" }, "length_mm", "length_mm"),
  widthMm: measure({ en: "Width (mm)", ru: "Ширина (мм)", ar: "العرض (مم)" }, "width_mm", "width_mm"),
  heightMm: measure({ en: "Height (mm)", ru: "Высота (мм)", ar: "الارتفاع (مم)" }, "height_mm", "height_mm"),
  freight: {
    kind: "flag",
    column: "freight",
    csv: "freight",
    level: "part",
    translated: false,
    // Shipping reads it at checkout; no kept page shows it.
    visible: false,
    label: { en: "Ships by freight only", ru: "Только грузовой доставкой", ar: "يُشحن بالشحن الثقيل فقط" },
    hint: {
      en: "Oversize parts (bull bars, canopies): parcel methods do not take them.",
      ru: "Крупногабаритные детали (кенгурятники, кунги): посылкой их не отправить.",
      ar: "القطع كبيرة الحجم (المصدات، الكبائن): لا تُرسل بطرود البريد.",
    },
    section: "shipping",
    input: z.boolean().default(false),
    output: z.boolean(),
  },
  lowStockLevel: {
    kind: "count",
    column: "low_stock_level",
    csv: "low_stock_level",
    level: "part",
    translated: false,
    visible: true,
    label: { en: "Running low at", ru: "Заканчивается при", ar: "على وشك النفاد عند" },
    hint: {
      en: "The dashboard lists the part when this many or fewer are available.",
      ru: "Запчасть попадает в сводку, когда доступно столько или меньше.",
      ar: "تظهر القطعة في لوحة التحكم حين يكون المتاح هذا العدد أو أقل.",
    },
    section: "identity",
    input: z.coerce.number().int().min(0).max(1_000_000).default(5),
    output: z.int(),
  },
  taxClass: {
    kind: "text",
    column: "tax_class",
    csv: "tax_class",
    level: "part",
    translated: false,
    // Where tax is added at the checkout or not charged, a price loses its class's tax (decision 040).
    visible: true,
    label: { en: "Tax class", ru: "Налоговый класс", ar: "فئة الضريبة" },
    hint: {
      en: "standard unless a country taxes this part at a rate of its own (a tax-free class).",
      ru: "standard, если только страна не облагает эту деталь по своей ставке (класс без налога).",
      ar: "standard ما لم تفرض دولة على هذه القطعة نسبة خاصة بها (فئة معفاة من الضريبة).",
    },
    section: "trade",
    // A blank cell (or none in the file) is the standard class.
    input: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => value || STANDARD_TAX_CLASS)
      .pipe(z.string().max(40).regex(TAX_CLASS, "format"))
      .default(STANDARD_TAX_CLASS),
    output: z.string(),
  },
  countryOfOrigin: tradeCode(
    "country_of_origin",
    CountryOfOriginSchema,
    { en: "Country of origin", ru: "Страна происхождения", ar: "بلد المنشأ" },
    {
      en: "Two letters (ISO 3166-1): JP, DE, US.",
      ru: "Две буквы (ISO 3166-1): JP, DE, US.",
      ar: "حرفان (ISO 3166-1): JP، DE، US.",
    },
  ),
  hsCode: tradeCode(
    "hs_code",
    TariffCodeSchema,
    { en: "HS tariff code", ru: "Код ТН ВЭД (HS)", ar: "رمز التعريفة الجمركية (HS)" },
    {
      en: "6 to 10 digits: 870830.",
      ru: "От 6 до 10 цифр: 870830.",
      ar: "من 6 إلى 10 أرقام: 870830.",
    },
  ),
  // Staff's own: what the shop pays (never read by the storefront, its API or kept answers) and the
  // barcode's number, each the part's when sold as itself and each variant's otherwise.
  cost: custom("cost_cents", "cost", "variant", false),
  gtin: custom("gtin", "gtin", "variant", false),
  specs: custom(null, "specs", "part", true),
  oemCodes: custom(null, "oem_numbers", "part", true),
  crossCodes: custom(null, "cross_numbers", "part", true),
} as const satisfies Record<string, PartField>;

export type PartFieldName = keyof typeof PART_FIELDS;
/** The plain fields' names: those copied as they are between the form, the API, the file and the row. */
export type PlainFieldName = {
  [K in PartFieldName]: (typeof PART_FIELDS)[K] extends PlainField ? K : never;
}[PartFieldName];

const entries = Object.entries(PART_FIELDS) as [PartFieldName, PartField][];

/** The plain fields, in the file's order. */
export const PLAIN_PART_FIELDS = entries
  .filter((entry): entry is [PlainFieldName, PlainField] => entry[1].kind !== "custom")
  .map(([name, field]) => ({ name, ...field }));

/**
 * Columns of products a shopper sees that no one types: kept by the shop (ratings, the part's
 * search key, what sells now, whether it fits every vehicle, when it arrived).
 */
export const SHOWN_DERIVED_COLUMNS = [
  "codes_normalized",
  "discount_cents",
  "universal",
  "rating_average",
  "review_count",
  "created_at",
] as const;

/** Every column of products whose change shows on the storefront: the change trigger compares these. */
export function visibleProductColumns(): string[] {
  const declared = entries.flatMap(([, field]) => (field.visible && field.column !== null ? [field.column] : []));
  return [...declared, ...SHOWN_DERIVED_COLUMNS];
}

/**
 * A variant's own weight and size where it differs from its part's: the part's measures
 * (`weight_g`, ...) with `variant_` before them. Empty on a variant's row is the part's.
 */
export const VARIANT_MEASURES = PLAIN_PART_FIELDS.filter((field) => field.kind === "measure").map((field) => ({
  name: field.name,
  label: field.label.en,
  input: field.input,
  csv: `variant_${field.csv}` as const,
  /** product_variants' column, which has the part's column's name. */
  column: field.column,
  /** Its column in an import's staging tables. */
  stage: `variant_${field.column}`,
}));

/** The products file's columns of the plain fields. */
export const PLAIN_CSV_COLUMNS = PLAIN_PART_FIELDS.map((field) => field.csv);

/** Which file column an issue of the fields' schema names, by field name (a translated field names its English column). */
export const CSV_COLUMN_OF_FIELD: Record<string, string> = Object.fromEntries(
  entries.map(([name, field]) => [name, field.translated ? `${field.csv}_en` : field.csv]),
);

type PlainShape<P extends "input" | "form" | "output"> = {
  [K in PlainFieldName]: P extends "form"
    ? (typeof PART_FIELDS)[K] extends { form: infer F }
      ? F
      : (typeof PART_FIELDS)[K]["input"]
    : (typeof PART_FIELDS)[K][P & keyof (typeof PART_FIELDS)[K]];
};

function shapeOf<P extends "input" | "form" | "output">(pick: P): PlainShape<P> {
  return Object.fromEntries(
    PLAIN_PART_FIELDS.map((field) => [field.name, pick === "form" ? (field.form ?? field.input) : field[pick]]),
  ) as PlainShape<P>;
}

/** The plain fields' schemas as the admin API and the products file read them. */
export const plainInputShape = shapeOf("input");
/** … as the editor's form sends them (an empty optional field is none). */
export const plainFormShape = shapeOf("form");
/** … as the admin API answers them. */
export const plainOutputShape = shapeOf("output");

/** The plain fields' values, as ProductFields holds them. */
export type PlainFields = z.output<z.ZodObject<PlainShape<"input">>>;

/** The plain fields the product page lists among the part's specifications. */
export const PRODUCT_PAGE_FIELDS = PLAIN_PART_FIELDS.filter((field) => "onProductPage" in field && field.onProductPage);

/** The product page's specification lines of those fields a part has (by name, as its row gives them), after its own. */
export function productPageSpecs(values: Readonly<Record<string, unknown>>): { name: LocalizedText; value: string }[] {
  return PRODUCT_PAGE_FIELDS.flatMap((field) => {
    const value = values[field.name];
    return value === null || value === undefined || value === "" ? [] : [{ name: field.label, value: String(value) }];
  });
}

/** The part's own prices by currency (its plain fields priceEur, priceGbp, priceRub), in minor units; a currency left empty is absent. */
export const CURRENCY_PRICE_FIELDS = { EUR: "priceEur", GBP: "priceGbp", RUB: "priceRub" } as const satisfies Partial<
  Record<CurrencyCode, PlainFieldName>
>;

/** A part's own prices by currency in minor units (from its row or view); undefined when it has none. */
export function ownPricesOf(part: Readonly<Partial<Record<PlainFieldName, unknown>>>): OwnPrices | undefined {
  const own = Object.fromEntries(
    (Object.keys(CURRENCY_PRICE_FIELDS) as (keyof typeof CURRENCY_PRICE_FIELDS)[]).flatMap((currency) => {
      const minor = ownPriceMinor(part, currency);
      return minor === null ? [] : [[currency, minor]];
    }),
  );
  return Object.keys(own).length > 0 ? own : undefined;
}

/** A part's own price in a currency, in its minor units; null when it has none (the dollar price is converted). */
export function ownPriceMinor(part: Readonly<Partial<Record<PlainFieldName, unknown>>>, currency: CurrencyCode): number | null {
  const name = (CURRENCY_PRICE_FIELDS as Partial<Record<CurrencyCode, PlainFieldName>>)[currency];
  const value = name ? part[name] : null;
  return typeof value === "string" || typeof value === "number" ? minorFromDecimal(value) : null;
}
