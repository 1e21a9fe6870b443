// The catalogue import's writes (decision 028, decision 033): what a checked products or fitment
// file changes in the catalog's tables, set by set, written here so that the catalog module is the
// one writer of its tables. It reads the staging tables the catalogue files module made in the
// same transaction (import_parts, import_variants, import_fit_target, import_fit_notes,
// import_fit_products) and writes only what differs from them.
import { sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { PLAIN_PART_FIELDS, VARIANT_MEASURES } from "../../../domain/part-fields.ts";
import { saleDiscountSql } from "./sale-discount.ts";

/** A part's field the file may leave out: its column in the file, and how it is written and compared. */
interface PartField {
  /** The file's column that carries it; when the file has no such column the shop's value stays. */
  column: string;
  target: string;
  value: string;
  /** The shop's value compared with it (p. is the product). */
  current?: string;
  /**
   * A field of a part sold as itself (its price and sale, cost and barcode): a part sold in
   * variants has none (each variant's row carries its own, and the part's row shows its cheapest
   * variant's price), so the shop's row is kept for it.
   */
  ownRow?: true;
}

/** Whether a part's field differs from the file's (a price of a part sold in variants never does). */
const fieldDiffers = (f: PartField) =>
  `${f.ownRow ? "not ip.has_variants and " : ""}(${f.current ?? `p.${f.target}`}) is distinct from (${f.value})`;
/** What a part's field is written as: the file's, or, for a price of a part sold in variants, what it is. */
const fieldValue = (f: PartField) => (f.ownRow ? `case when ip.has_variants then p.${f.target} else ${f.value} end` : f.value);

const text3 = (field: "title" | "excerpt" | "description", present: ReadonlySet<string>) => {
  const part = (language: string) =>
    present.has(`${field}_${language}`) ? `ip.${field}_${language}` : `coalesce(p.${field}->>'${language}', '')`;
  return `jsonb_build_object('en', ${part("en")}, 'ru', ${part("ru")}, 'ar', ${part("ar")})`;
};
const currentText3 = (field: string) =>
  `jsonb_build_object('en', coalesce(p.${field}->>'en', ''), 'ru', coalesce(p.${field}->>'ru', ''), 'ar', coalesce(p.${field}->>'ar', ''))`;
/** What sells now, of a staged part (ip) or variant (iv): the sale clock's rule. */
const discountOf = (row: "ip" | "iv") => saleDiscountSql(row);
const DISCOUNT = discountOf("ip");
/** The shop's sale of a part (a discount set without a sale price, the seed's, reads as that sale price). */
const CURRENT_SALE = "coalesce(p.sale_price_cents, case when p.discount_cents > 0 then p.price_cents - p.discount_cents end)";
/** What sells now at a part's new price (ip) when its sale is kept: the sale clock's rule on the shop's sale and window. */
const KEPT_SALE_DISCOUNT = `case when ${CURRENT_SALE} < ip.price_cents
    and (p.sale_starts_at is null or p.sale_starts_at <= now()) and (p.sale_ends_at is null or now() < p.sale_ends_at)
  then ip.price_cents - ${CURRENT_SALE} else 0 end`;
/** A variant's sale against its row's (a discount set without a sale price, the seed's, reads as that sale price). */
const VARIANT_SALE_DIFFERS = `(coalesce(v.sale_price_cents, case when v.discount_cents > 0 then v.price_cents - v.discount_cents end),
    v.sale_starts_at, v.sale_ends_at) is distinct from (iv.sale_price_cents, iv.sale_starts_at, iv.sale_ends_at)`;

function partFields(present: ReadonlySet<string>): PartField[] {
  const fields: PartField[] = [
    { column: "slug", target: "slug", value: "ip.slug" },
    { column: "sku", target: "part_number", value: "ip.product_part_number" },
    { column: "sku", target: "codes_normalized", value: "ip.codes_normalized" },
    { column: "title_en", target: "title", value: text3("title", present), current: currentText3("title") },
    { column: "title_en", target: "excerpt", value: text3("excerpt", present), current: currentText3("excerpt") },
    { column: "description_en", target: "description", value: text3("description", present), current: currentText3("description") },
    { column: "brand", target: "brand_id", value: "ip.brand_id" },
    { column: "category", target: "category_id", value: "ip.category_id" },
    { column: "status", target: "status", value: "ip.status" },
    { column: "price", target: "price_cents", value: "ip.price_cents", ownRow: true },
    // A discount set without a sale price (the seed's) reads as that sale price, as the editor shows it.
    {
      column: "sale_price",
      target: "sale_price_cents",
      value: "ip.sale_price_cents",
      current: "coalesce(p.sale_price_cents, case when p.discount_cents > 0 then p.price_cents - p.discount_cents end)",
      ownRow: true,
    },
    { column: "sale_price", target: "sale_starts_at", value: "ip.sale_starts_at", ownRow: true },
    { column: "sale_price", target: "sale_ends_at", value: "ip.sale_ends_at", ownRow: true },
    { column: "sale_price", target: "discount_cents", value: DISCOUNT, ownRow: true },
    // A file with prices but no sales (`sku,price`) keeps each part's sale while it stays below the new price.
    ...(present.has("sale_price")
      ? []
      : [
          {
            column: "price",
            target: "sale_price_cents",
            value: `case when p.sale_price_cents < ip.price_cents then p.sale_price_cents end`,
            ownRow: true as const,
          },
          { column: "price", target: "discount_cents", value: KEPT_SALE_DISCOUNT, ownRow: true as const },
        ]),
    { column: "cost", target: "cost_cents", value: "ip.cost_cents", ownRow: true },
    { column: "gtin", target: "gtin", value: "ip.gtin", ownRow: true },
    { column: "tags", target: "tags", value: "ip.tags" },
    ...PLAIN_PART_FIELDS.map((field) => ({ column: field.csv, target: field.column, value: `ip.${field.column}` })),
  ];
  return fields.filter((field) => present.has(field.column));
}

/** A variant's field the file may leave out: its column in the file, product_variants' column, the staged value and how a change shows it. */
interface VariantField {
  column: string;
  target: string;
  value: string;
  shown: (value: string) => string;
}

function variantFields(present: ReadonlySet<string>): VariantField[] {
  const fields: VariantField[] = [
    { column: "cost", target: "cost_cents", value: "iv.cost_cents", shown: money },
    { column: "gtin", target: "gtin", value: "iv.gtin", shown: (value) => value },
    ...VARIANT_MEASURES.map((measure) => ({
      column: measure.csv,
      target: measure.column,
      value: `iv.${measure.stage}`,
      shown: (value: string) => `(${value})::text`,
    })),
  ];
  return fields.filter((field) => present.has(field.column));
}
/** Whether a variant's fields the file carries differ from the shop's (v the variant, iv the staged one). */
const variantFieldsDiffer = (present: ReadonlySet<string>) =>
  variantFields(present)
    .map((field) => ` or v.${field.target} is distinct from ${field.value}`)
    .join("");

/** The lists a part has apart from its row, each compared as a whole (`p` the product, `ip` the staged part). */
const LISTS = {
  specs: {
    column: "specs",
    current: `coalesce((select jsonb_agg(jsonb_build_array(s.name->>'en', s.value) order by s.position) from product_specs s where s.product_id = p.id), '[]'::jsonb)`,
    staged: "ip.specs",
  },
  oem: {
    column: "oem_numbers",
    current: `coalesce((select jsonb_agg(jsonb_build_array(c.maker, c.code) order by c.position) from product_codes c where c.product_id = p.id and c.kind = 'oem'), '[]'::jsonb)`,
    staged: `(select coalesce(jsonb_agg(jsonb_build_array(e->>0, e->>1) order by o), '[]'::jsonb) from jsonb_array_elements(ip.oem_codes) with ordinality x(e, o))`,
  },
  cross: {
    column: "cross_numbers",
    current: `coalesce((select jsonb_agg(jsonb_build_array(c.maker, c.code) order by c.position) from product_codes c where c.product_id = p.id and c.kind = 'cross'), '[]'::jsonb)`,
    staged: `(select coalesce(jsonb_agg(jsonb_build_array(e->>0, e->>1) order by o), '[]'::jsonb) from jsonb_array_elements(ip.cross_codes) with ordinality x(e, o))`,
  },
  pictures: {
    column: "pictures",
    current: `coalesce((select jsonb_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '[]'::jsonb)`,
    staged: "ip.pictures",
  },
} as const;
type ListName = keyof typeof LISTS;

const count = async (db: Executor, query: string): Promise<number> => {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(query));
  return Number(row?.n ?? 0);
};

// ------------------------------------------------------------------------ the dry run's list ---

/** A change the dry run lists: the file's column, the shop's value and the file's as shown, and which rows it looks at. */
interface ChangeProbe {
  field: string;
  before: string;
  after: string;
  /** Which rows have this field (a price is only a part's own when it has no variants). */
  where?: string;
}

/** Money as a file writes it (`1299.50`). */
const money = (cents: string) => `to_char((${cents}) / 100.0, 'FM99999999990.00')`;
/** A moment as an ISO 8601 text, in UTC. */
const moment = (at: string) => `to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** A list of the part (specifications, numbers, pictures) as lines: `Name: value`, `Maker: number`, an address. */
const listText = (list: string) => `(select string_agg(case jsonb_typeof(e) when 'array' then ltrim((e->>0) || ': ' || (e->>1), ': ')
    else e #>> '{}' end, E'\n' order by o) from jsonb_array_elements(${list}) with ordinality x(e, o))`;
/** A variant's option values as the file writes them (`colour=black;size=l`). */
const optionsText = (options: string) => `(select string_agg(key || '=' || value, ';' order by key) from jsonb_each_text(${options}))`;
const slugOf = (table: "brands" | "categories", id: string) => `(select slug from ${table} where id = ${id})`;

/** The changes of a part's own row and lists that the dry run lists, for a file of the columns `present`. */
function partProbes(present: ReadonlySet<string>): ChangeProbe[] {
  const probes: ChangeProbe[] = [];
  const own = "not ip.has_variants";
  if (present.has("slug")) probes.push({ field: "slug", before: "p.slug", after: "ip.slug" });
  if (present.has("sku")) probes.push({ field: "part_number", before: "p.part_number", after: "ip.product_part_number" });
  for (const text of ["title", "excerpt", "description"])
    for (const language of ["en", "ru", "ar"])
      if (present.has(`${text}_${language}`))
        probes.push({ field: `${text}_${language}`, before: `p.${text}->>'${language}'`, after: `ip.${text}_${language}` });
  if (present.has("brand")) probes.push({ field: "brand", before: slugOf("brands", "p.brand_id"), after: slugOf("brands", "ip.brand_id") });
  if (present.has("category"))
    probes.push({ field: "category", before: slugOf("categories", "p.category_id"), after: slugOf("categories", "ip.category_id") });
  if (present.has("status")) probes.push({ field: "status", before: "p.status", after: "ip.status" });
  if (present.has("price")) probes.push({ field: "price", before: money("p.price_cents"), after: money("ip.price_cents"), where: own });
  if (present.has("sale_price")) {
    probes.push({ field: "sale_price", before: money(CURRENT_SALE), after: money("ip.sale_price_cents"), where: own });
    probes.push({ field: "sale_starts_at", before: moment("p.sale_starts_at"), after: moment("ip.sale_starts_at"), where: own });
    probes.push({ field: "sale_ends_at", before: moment("p.sale_ends_at"), after: moment("ip.sale_ends_at"), where: own });
  } else if (present.has("price")) {
    // The sale a new price at or below it ends (mergeProducts keeps it otherwise).
    const kept = `case when ${CURRENT_SALE} < ip.price_cents then ${CURRENT_SALE} end`;
    probes.push({ field: "sale_price", before: money(CURRENT_SALE), after: money(kept), where: own });
  }
  if (present.has("cost")) probes.push({ field: "cost", before: money("p.cost_cents"), after: money("ip.cost_cents"), where: own });
  if (present.has("gtin")) probes.push({ field: "gtin", before: "p.gtin", after: "ip.gtin", where: own });
  if (present.has("tags")) probes.push({ field: "tags", before: "array_to_string(p.tags, ', ')", after: "array_to_string(ip.tags, ', ')" });
  for (const field of PLAIN_PART_FIELDS) {
    if (!present.has(field.csv)) continue;
    const shown = (value: string) => (field.kind === "flag" ? `case when ${value} then 'yes' else 'no' end` : `(${value})::text`);
    probes.push({ field: field.csv, before: shown(`p.${field.column}`), after: shown(`ip.${field.column}`) });
  }
  for (const name of Object.keys(LISTS) as ListName[]) {
    const list = LISTS[name];
    if (present.has(list.column)) probes.push({ field: list.column, before: listText(list.current), after: listText(list.staged) });
  }
  if (present.has("units"))
    probes.push({ field: "units", before: "p.stock::text", after: "ip.units::text", where: `${own} and ip.units is not null` });
  return probes;
}

/** The changes of a variant's row the dry run lists. */
function variantProbes(present: ReadonlySet<string>): ChangeProbe[] {
  const probes: ChangeProbe[] = [
    { field: "part_number", before: "v.part_number", after: "iv.part_number" },
    { field: "price", before: money("v.price_cents"), after: money("iv.price_cents") },
    { field: "options", before: optionsText("v.options"), after: optionsText("iv.options") },
  ];
  const variantSale = "coalesce(v.sale_price_cents, case when v.discount_cents > 0 then v.price_cents - v.discount_cents end)";
  if (present.has("sale_price")) {
    probes.push({ field: "sale_price", before: money(variantSale), after: money("iv.sale_price_cents") });
    probes.push({ field: "sale_starts_at", before: moment("v.sale_starts_at"), after: moment("iv.sale_starts_at") });
    probes.push({ field: "sale_ends_at", before: moment("v.sale_ends_at"), after: moment("iv.sale_ends_at") });
  } else {
    const kept = "case when v.sale_price_cents < iv.price_cents then v.sale_price_cents end";
    probes.push({ field: "sale_price", before: money("v.sale_price_cents"), after: money(kept) });
  }
  if (present.has("variant_picture")) probes.push({ field: "variant_picture", before: "v.image", after: "iv.variant_picture" });
  for (const field of variantFields(present))
    probes.push({ field: field.column, before: field.shown(`v.${field.target}`), after: field.shown(field.value) });
  if (present.has("units"))
    probes.push({ field: "units", before: "v.quantity::text", after: "iv.units::text", where: "iv.units is not null" });
  return probes;
}

/** One line of the dry run's list, as the catalog reads it from its staging tables. */
export interface ProductChangeRow {
  line: number;
  record: "product" | "variant";
  slug: string;
  sku: string;
  /** The file's column; null for a part or variant the file creates. */
  field: string | null;
  before: string | null;
  after: string | null;
}

export function createCatalogueImportRepository(db: Executor) {
  const run = (query: string) => db.execute(sql.raw(query));

  return {
    /** Parts and variants created, changed and unchanged (the dry run's report, and the apply's). */
    async productCounts(present: ReadonlySet<string>): Promise<Record<string, number>> {
      const fields = partFields(present);
      const lists = (Object.keys(LISTS) as ListName[]).filter((name) => present.has(LISTS[name].column));
      const differs = [
        ...fields.map(fieldDiffers),
        ...lists.map((name) => `${LISTS[name].current} is distinct from ${LISTS[name].staged}`),
        ...(present.has("units") ? ["(not ip.has_variants and ip.units is not null and p.stock <> ip.units)"] : []),
      ];
      await run(`create temp table import_parts_changed on commit drop as
        select ip.product_id from import_parts ip join products p on p.id = ip.product_id
        where ${differs.length > 0 ? differs.join("\n or ") : "false"}`);
      const parts = await count(db, `select count(*) as n from import_parts`);
      const created = await count(db, `select count(*) as n from import_parts where product_id is null`);
      const changed = await count(db, `select count(*) as n from import_parts_changed`);
      const variantDiffers = `(v.part_number, v.price_cents, v.options) is distinct from (iv.part_number, iv.price_cents, iv.options)
        ${present.has("sale_price") ? `or ${VARIANT_SALE_DIFFERS}` : ""}
        ${present.has("variant_picture") ? "or v.image is distinct from iv.variant_picture" : ""}
        ${present.has("units") ? "or (iv.units is not null and v.quantity <> iv.units)" : ""}
        ${variantFieldsDiffer(present)}`;
      const variants = await count(db, `select count(*) as n from import_variants`);
      const variantsCreated = await count(db, `select count(*) as n from import_variants where variant_id is null`);
      const variantsChanged = await count(
        db,
        `select count(*) as n from import_variants iv join product_variants v on v.id = iv.variant_id where ${variantDiffers}`,
      );
      return {
        "products.created": created,
        "products.changed": changed,
        "products.unchanged": parts - created - changed,
        "variants.created": variantsCreated,
        "variants.changed": variantsChanged,
        "variants.unchanged": variants - variantsCreated - variantsChanged,
      };
    },

    /**
     * Lists, line by line, what a staged products file (of the columns `present`) would change:
     * each field of each part and variant that differs, with the shop's value and the file's, and
     * the parts and variants it would create. Kept in a temporary table of the import's
     * transaction, read a page at a time; answers how many lines it holds.
     */
    async listProductChanges(present: ReadonlySet<string>): Promise<number> {
      await run(`create temp table import_changes (seq serial, line int not null, record text not null, slug text not null,
        sku text not null, field text, before text, after text) on commit drop`);
      await run(`insert into import_changes (line, record, slug, sku)
        select line, 'product', slug, product_sku from import_parts where product_id is null`);
      await run(`insert into import_changes (line, record, slug, sku)
        select line, 'variant', slug, sku from import_variants where variant_id is null`);
      for (const probe of partProbes(present)) {
        await run(`insert into import_changes (line, record, slug, sku, field, before, after)
          select line, 'product', slug, product_sku, '${probe.field}', b, a from (
            select ip.line, ip.slug, ip.product_sku, (${probe.before}) as b, (${probe.after}) as a
            from import_parts ip join products p on p.id = ip.product_id ${probe.where ? `where ${probe.where}` : ""}) x
          where coalesce(b, '') is distinct from coalesce(a, '')`);
      }
      for (const probe of variantProbes(present)) {
        await run(`insert into import_changes (line, record, slug, sku, field, before, after)
          select line, 'variant', slug, sku, '${probe.field}', b, a from (
            select iv.line, iv.slug, iv.sku, (${probe.before}) as b, (${probe.after}) as a
            from import_variants iv join product_variants v on v.id = iv.variant_id ${probe.where ? `where ${probe.where}` : ""}) x
          where coalesce(b, '') is distinct from coalesce(a, '')`);
      }
      return count(db, `select count(*) as n from import_changes`);
    },

    /** A page of the list listProductChanges made, in the file's order. */
    async productChangesPage(offset: number, limit: number): Promise<ProductChangeRow[]> {
      return rowsOf<ProductChangeRow>(
        db,
        sql.raw(`select line, record, slug, sku, field, before, after from import_changes
          order by line, record, seq offset ${Math.trunc(offset)} limit ${Math.trunc(limit)}`),
      );
    },

    /**
     * Writes what differs, set by set: new parts, changed parts' rows, units (ledger rows of kind
     * import, named by the caller's stock context), variants, options, specifications, numbers and pictures.
     */
    async mergeProducts(present: ReadonlySet<string>): Promise<void> {
      const fields = partFields(present);
      // New parts arrive with their units: the ledger's opening rows, which then say "import".
      await run(`with inserted as (
          insert into products (slug, sku, part_number, codes_normalized, title, excerpt, description, brand_id, category_id,
            status, stock, price_cents, discount_cents, sale_price_cents, sale_starts_at, sale_ends_at, cost_cents, gtin, tags,
            ${PLAIN_PART_FIELDS.map((field) => field.column).join(", ")})
          select ip.slug, ip.product_sku, ip.product_part_number, ip.codes_normalized,
            jsonb_build_object('en', ip.title_en, 'ru', ip.title_ru, 'ar', ip.title_ar),
            jsonb_build_object('en', ip.excerpt_en, 'ru', ip.excerpt_ru, 'ar', ip.excerpt_ar),
            jsonb_build_object('en', ip.description_en, 'ru', ip.description_ru, 'ar', ip.description_ar),
            ip.brand_id, ip.category_id, ip.status, case when ip.has_variants then 0 else coalesce(ip.units, 0) end, ip.price_cents,
            case when ip.has_variants then 0 else ${DISCOUNT} end, case when not ip.has_variants then ip.sale_price_cents end,
            case when not ip.has_variants then ip.sale_starts_at end, case when not ip.has_variants then ip.sale_ends_at end,
            case when not ip.has_variants then ip.cost_cents end, case when not ip.has_variants then ip.gtin end, ip.tags,
            ${PLAIN_PART_FIELDS.map((field) => `ip.${field.column}`).join(", ")}
          from import_parts ip where ip.product_id is null order by ip.line
          returning id, sku)
        update import_parts ip set product_id = i.id, created = true from inserted i where i.sku = ip.product_sku`);
      await run(
        `update import_variants iv set product_id = ip.product_id from import_parts ip where ip.slug = iv.slug and iv.product_id is null`,
      );
      // The part's list replacements are decided before its row changes (the lists compare by product id).
      for (const name of (Object.keys(LISTS) as ListName[]).filter((n) => present.has(LISTS[n].column))) {
        await run(`create temp table import_${name}_changed on commit drop as
          select ip.product_id from import_parts ip join products p on p.id = ip.product_id
          where ip.created or ${LISTS[name].current} is distinct from ${LISTS[name].staged}`);
      }
      const differs = fields.map(fieldDiffers);
      if (differs.length > 0) {
        await run(`update products p set ${fields.map((f) => `${f.target} = ${fieldValue(f)}`).join(", ")},
            version = p.version + 1, updated_at = now()
          from import_parts ip where p.id = ip.product_id and not ip.created and (${differs.join(" or ")})`);
      }
      if (present.has("units")) {
        await run(`update products p set stock = ip.units from import_parts ip
          where p.id = ip.product_id and not ip.created and not ip.has_variants and ip.units is not null and p.stock <> ip.units`);
      }

      // Variants: new ones after the part's others, then what differs, then their units.
      await run(`with inserted as (
          insert into product_variants (product_id, options, part_number, sku, price_cents, discount_cents, sale_price_cents,
            sale_starts_at, sale_ends_at, image, quantity, cost_cents, gtin, ${VARIANT_MEASURES.map((m) => m.column).join(", ")}, position)
          select iv.product_id, iv.options, iv.part_number, iv.sku, iv.price_cents, ${discountOf("iv")}, iv.sale_price_cents,
            iv.sale_starts_at, iv.sale_ends_at, iv.variant_picture, coalesce(iv.units, 0), iv.cost_cents, iv.gtin,
            ${VARIANT_MEASURES.map((m) => `iv.${m.stage}`).join(", ")},
            coalesce((select max(v.position) + 1 from product_variants v where v.product_id = iv.product_id), 0)
              + row_number() over (partition by iv.product_id order by iv.line) - 1
          from import_variants iv where iv.variant_id is null order by iv.line
          returning id, sku)
        update import_variants iv set variant_id = i.id, created = true from inserted i where i.sku = iv.sku`);
      // A file without sale columns keeps each variant's sale, unless its new price is at or below it.
      const variantSale = present.has("sale_price")
        ? `discount_cents = ${discountOf("iv")}, sale_price_cents = iv.sale_price_cents, sale_starts_at = iv.sale_starts_at,
            sale_ends_at = iv.sale_ends_at`
        : `discount_cents = least(v.discount_cents, iv.price_cents - 1),
            sale_price_cents = case when v.sale_price_cents < iv.price_cents then v.sale_price_cents end`;
      await run(`update product_variants v set part_number = iv.part_number, price_cents = iv.price_cents, options = iv.options,
          ${variantSale}
          ${present.has("variant_picture") ? ", image = iv.variant_picture" : ""}
          ${variantFields(present)
            .map((field) => `, ${field.target} = ${field.value}`)
            .join("")}
        from import_variants iv where v.id = iv.variant_id
          and ((v.part_number, v.price_cents, v.options) is distinct from (iv.part_number, iv.price_cents, iv.options)
          ${present.has("sale_price") ? `or ${VARIANT_SALE_DIFFERS}` : ""}
          ${present.has("variant_picture") ? "or v.image is distinct from iv.variant_picture" : ""}
          ${variantFieldsDiffer(present)})`);
      if (present.has("units")) {
        await run(`update product_variants v set quantity = iv.units from import_variants iv
          where v.id = iv.variant_id and not iv.created and iv.units is not null and v.quantity <> iv.units`);
      }
      // The units new parts and variants came with are the import's too.
      await run(`update stock_movements m set kind = 'import' from import_parts ip
        where ip.created and m.product_id = ip.product_id and m.kind = 'opening'`);
      // Options and values a variant names that its part lacks; their names start as their slugs, for the editor to translate.
      await run(`insert into product_options (product_id, slug, type, name, position)
        select product_id, key, 'default', jsonb_build_object('en', initcap(replace(key, '-', ' '))),
          coalesce((select max(o.position) + 1 from product_options o where o.product_id = n.product_id), 0) + row_number() over (partition by product_id order by first) - 1
        from (select iv.product_id, e.key, min(iv.line) as first from import_variants iv, jsonb_each_text(iv.options) e
              where not exists (select 1 from product_options o where o.product_id = iv.product_id and o.slug = e.key)
              group by 1, 2) n`);
      await run(`insert into product_option_values (option_id, slug, name, position)
        select option_id, value, jsonb_build_object('en', initcap(replace(value, '-', ' '))),
          coalesce((select max(x.position) + 1 from product_option_values x where x.option_id = n.option_id), 0) + row_number() over (partition by option_id order by first) - 1
        from (select o.id as option_id, e.value, min(iv.line) as first
              from import_variants iv cross join jsonb_each_text(iv.options) e
              join product_options o on o.product_id = iv.product_id and o.slug = e.key
              where not exists (select 1 from product_option_values x where x.option_id = o.id and x.slug = e.value)
              group by 1, 2) n`);
      // A variant's numbers find its part in search.
      await run(`insert into product_codes (product_id, kind, maker, code, code_normalized, position)
        select distinct on (iv.product_id, c->>1) iv.product_id, 'variant', '', c->>0, c->>1, 0
        from import_variants iv, jsonb_array_elements(iv.variant_codes) c
        order by iv.product_id, c->>1
        on conflict do nothing`);

      // Lists written again, whole, for the parts whose list differs.
      if (present.has("specs")) {
        await run(`delete from product_specs s using import_specs_changed c where s.product_id = c.product_id`);
        await run(`insert into product_specs (product_id, position, name, value)
          select ip.product_id, x.o - 1, jsonb_build_object('en', x.e->>0, 'ru', '', 'ar', ''), x.e->>1
          from import_parts ip join import_specs_changed c on c.product_id = ip.product_id, jsonb_array_elements(ip.specs) with ordinality x(e, o)`);
      }
      for (const kind of ["oem", "cross"] as const) {
        if (!present.has(LISTS[kind].column)) continue;
        await run(`delete from product_codes pc using import_${kind}_changed c where pc.product_id = c.product_id and pc.kind = '${kind}'`);
        await run(`insert into product_codes (product_id, kind, maker, code, code_normalized, position)
          select ip.product_id, '${kind}', x.e->>0, x.e->>1, x.e->>2, x.o - 1
          from import_parts ip join import_${kind}_changed c on c.product_id = ip.product_id, jsonb_array_elements(ip.${kind}_codes) with ordinality x(e, o)
          on conflict do nothing`);
      }
      if (present.has("pictures")) {
        await run(`delete from product_images i using import_pictures_changed c where i.product_id = c.product_id`);
        await run(`insert into product_images (product_id, position, url)
          select ip.product_id, x.o - 1, x.e #>> '{}'
          from import_parts ip join import_pictures_changed c on c.product_id = ip.product_id, jsonb_array_elements(ip.pictures) with ordinality x(e, o)`);
      }
    },

    async mergeFitment(): Promise<void> {
      await run(`with made as (
          insert into fitment_notes (slug, note)
          select 'import-' || md5(note::text), note from import_fit_notes where note_id is null
          on conflict (slug) do update set note = excluded.note
          returning id, note)
        update import_fit_notes n set note_id = m.id from made m where m.note = n.note`);
      await run(
        `update import_fit_target t set note_id = n.note_id from import_fit_notes n where t.note is not null and n.note = t.note and t.note_id is null`,
      );
      await run(`delete from fitment f using import_fit_products s where f.product_id = s.product_id
        and not exists (select 1 from import_fit_target t where t.product_id = f.product_id and t.vehicle_id = f.vehicle_id)`);
      await run(`update fitment f set note_id = t.note_id from import_fit_target t
        where f.product_id = t.product_id and f.vehicle_id = t.vehicle_id and f.note_id is distinct from t.note_id`);
      await run(`insert into fitment (vehicle_id, product_id, note_id)
        select t.vehicle_id, t.product_id, t.note_id from import_fit_target t
        where not exists (select 1 from fitment f where f.product_id = t.product_id and f.vehicle_id = t.vehicle_id)
        order by t.vehicle_id, t.product_id`);
      await run(
        `update products p set universal = s.universal from import_fit_products s where p.id = s.product_id and p.universal <> s.universal`,
      );
    },
  };
}
