// The SQL of catalogue files (decision 028): staging tables filled by COPY, the checks that need
// the database, the counts a dry run reports, the set-based merge that writes only what differs,
// and the export's pages. Everything here runs in the import's one transaction.
import { desc, eq, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { brands, catalogueImports, cataloguePictures, categories, vehicles } from "../../../db/tables.ts";
import type { ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import type { ExportFitment, ExportPart, Lookups, VehicleModel } from "./formats.ts";

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

const PRODUCT_STAGE_SQL = `create temp table import_rows (
  line int not null, slug text not null, sku text not null, part_number text not null,
  product_sku text not null, product_part_number text not null, codes_normalized text not null,
  variant_codes jsonb not null, options jsonb,
  title_en text not null, title_ru text not null, title_ar text not null,
  excerpt_en text not null, excerpt_ru text not null, excerpt_ar text not null,
  description_en text not null, description_ru text not null, description_ar text not null,
  brand_id int not null, category_id int not null, status text not null,
  price_cents int not null, sale_price_cents int, sale_starts_at timestamptz, sale_ends_at timestamptz,
  tags text[] not null, meta_title text not null, meta_description text not null, meta_keywords text not null,
  featured boolean not null, weight_grams int, length_mm int, width_mm int, height_mm int,
  low_stock_level int not null, units int, specs jsonb not null, oem_codes jsonb not null, cross_codes jsonb not null,
  pictures jsonb not null, variant_picture text
) on commit drop`;

const FITMENT_STAGE_SQL = `create temp table import_fitment (
  line int not null, sku text not null, universal boolean not null, make text, model text,
  year_from int, year_to int, engine text, note jsonb
) on commit drop`;

/** A part's field the file may leave out: its column in the file, and how it is written and compared. */
interface PartField {
  /** The file's column that carries it; when the file has no such column the shop's value stays. */
  column: string;
  target: string;
  value: string;
  /** The shop's value compared with it (p. is the product). */
  current?: string;
  /**
   * The part's own price and sale: a part sold in variants has none (each variant's row carries
   * its own, and the part's row shows its cheapest variant's), so the shop's row is kept for it.
   */
  ownPrice?: true;
}

/** Whether a part's field differs from the file's (a price of a part sold in variants never does). */
const fieldDiffers = (f: PartField) =>
  `${f.ownPrice ? "not ip.has_variants and " : ""}(${f.current ?? `p.${f.target}`}) is distinct from (${f.value})`;
/** What a part's field is written as: the file's, or, for a price of a part sold in variants, what it is. */
const fieldValue = (f: PartField) => (f.ownPrice ? `case when ip.has_variants then p.${f.target} else ${f.value} end` : f.value);

const text3 = (field: "title" | "excerpt" | "description", present: ReadonlySet<string>) => {
  const part = (language: string) =>
    present.has(`${field}_${language}`) ? `ip.${field}_${language}` : `coalesce(p.${field}->>'${language}', '')`;
  return `jsonb_build_object('en', ${part("en")}, 'ru', ${part("ru")}, 'ar', ${part("ar")})`;
};
const currentText3 = (field: string) =>
  `jsonb_build_object('en', coalesce(p.${field}->>'en', ''), 'ru', coalesce(p.${field}->>'ru', ''), 'ar', coalesce(p.${field}->>'ar', ''))`;
/** What sells now: the sale price inside its window (the sale clock's rule), of a staged part (ip) or variant (iv). */
const discountOf = (row: "ip" | "iv") => `case when ${row}.sale_price_cents is not null
  and (${row}.sale_starts_at is null or ${row}.sale_starts_at <= now())
  and (${row}.sale_ends_at is null or now() < ${row}.sale_ends_at) then ${row}.price_cents - ${row}.sale_price_cents else 0 end`;
const DISCOUNT = discountOf("ip");
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
    { column: "price", target: "price_cents", value: "ip.price_cents", ownPrice: true },
    // A discount set without a sale price (the seed's) reads as that sale price, as the editor shows it.
    {
      column: "sale_price",
      target: "sale_price_cents",
      value: "ip.sale_price_cents",
      current: "coalesce(p.sale_price_cents, case when p.discount_cents > 0 then p.price_cents - p.discount_cents end)",
      ownPrice: true,
    },
    { column: "sale_price", target: "sale_starts_at", value: "ip.sale_starts_at", ownPrice: true },
    { column: "sale_price", target: "sale_ends_at", value: "ip.sale_ends_at", ownPrice: true },
    { column: "sale_price", target: "discount_cents", value: DISCOUNT, ownPrice: true },
    { column: "tags", target: "tags", value: "ip.tags" },
    { column: "meta_title", target: "meta_title", value: "ip.meta_title" },
    { column: "meta_description", target: "meta_description", value: "ip.meta_description" },
    { column: "meta_keywords", target: "meta_keywords", value: "ip.meta_keywords" },
    { column: "featured", target: "featured", value: "ip.featured" },
    { column: "weight_g", target: "weight_grams", value: "ip.weight_grams" },
    { column: "length_mm", target: "length_mm", value: "ip.length_mm" },
    { column: "width_mm", target: "width_mm", value: "ip.width_mm" },
    { column: "height_mm", target: "height_mm", value: "ip.height_mm" },
    { column: "low_stock_level", target: "low_stock_level", value: "ip.low_stock_level" },
  ];
  return fields.filter((field) => present.has(field.column));
}

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

export function createCatalogueFilesRepository(db: Executor) {
  const run = (query: string) => db.execute(sql.raw(query));
  const problems = (query: string) => rowsOf<ImportProblem>(db, sql.raw(query));

  return {
    /** The shop's address of a picture a file named before (`url:<address>` or `sha256:<hex>`). */
    async pictureSource(source: string): Promise<string | undefined> {
      const [row] = await db.select({ url: cataloguePictures.url }).from(cataloguePictures).where(eq(cataloguePictures.source, source));
      return row?.url;
    },

    /** Keeps what a source became; where another import kept it first, that one's address wins. */
    async keepPictureSource(source: string, url: string): Promise<string> {
      await db.insert(cataloguePictures).values({ source, url }).onConflictDoNothing();
      const [row] = await db.select({ url: cataloguePictures.url }).from(cataloguePictures).where(eq(cataloguePictures.source, source));
      return row!.url;
    },

    async lookups(): Promise<Lookups> {
      // One after another: inside the import's transaction they share one connection.
      const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
      const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
      const modelRows = await rowsOf<{ make: string; model: string; year_from: number; year_to: number; engines: string[] }>(
        db,
        sql`select ${vehicles.make} as make, ${vehicles.model} as model, min(${vehicles.year})::int as year_from,
          max(${vehicles.year})::int as year_to, array_agg(distinct lower(${vehicles.engineCode})) as engines
          from ${vehicles} group by 1, 2`,
      );
      const models = new Map<string, Map<string, VehicleModel>>();
      for (const row of modelRows) {
        const make = models.get(row.make.toLowerCase()) ?? new Map<string, VehicleModel>();
        models.set(row.make.toLowerCase(), make);
        make.set(row.model.toLowerCase(), {
          make: row.make,
          model: row.model,
          yearFrom: row.year_from,
          yearTo: row.year_to,
          engines: new Set(row.engines),
        });
      }
      return {
        brands: new Map(brandRows.map((row) => [row.slug.toLowerCase(), row.id])),
        categories: new Map(categoryRows.map((row) => [row.slug.toLowerCase(), row.id])),
        models,
      };
    },

    /**
     * Plans for sets, for this transaction only: room for sorts and hashes in the database's
     * memory, and no nested loops. The planner knows no statistics of staging or transition
     * tables and guesses a handful of rows: the catalogue's triggers, which join a statement's old
     * and new rows, would otherwise loop over 100,000 rows for each of 100,000.
     */
    async roomForBulk(): Promise<void> {
      await run(`set local work_mem = '64MB'`);
      await run(`set local enable_nestloop = off`);
    },

    /** The ledger's rows in this transaction say "import", who ran it and which file (its triggers read these settings). */
    async setStockContext(actor: { id: string | null; email: string }, note: string): Promise<void> {
      await db.execute(sql`select set_config('overland.stock_kind', 'import', true),
        set_config('overland.stock_actor_id', ${actor.id ?? ""}, true),
        set_config('overland.stock_actor', ${actor.email}, true),
        set_config('overland.stock_note', ${note}, true)`);
    },

    // ------------------------------------------------------------------------ products ---

    async stageProducts(): Promise<void> {
      await run(PRODUCT_STAGE_SQL);
    },

    /** The staged rows folded into one per part, matched to the shop's parts by SKU; then what only the database can check. */
    async checkProducts(): Promise<ImportProblem[]> {
      // Temporary tables have no statistics until analyzed: without them the planner guesses a few rows.
      await run(`analyze import_rows`);
      await run(`create temp table import_parts on commit drop as
        select distinct on (r.slug) r.*, r.options is not null as has_variants,
          case when r.options is null then r.price_cents else min(r.price_cents) over (partition by r.slug) end as part_price_cents,
          p.id as product_id, false as created
        from import_rows r left join products p on p.sku = r.product_sku
        order by r.slug, r.line`);
      await run(`update import_parts set price_cents = part_price_cents`);
      await run(`create index on import_parts (product_id)`);
      await run(`create index on import_parts (slug)`);
      await run(`analyze import_parts`);
      await run(`create temp table import_variants on commit drop as
        select r.line, r.slug, r.sku, r.part_number, r.options, r.price_cents, r.units, r.variant_picture, r.variant_codes,
          r.sale_price_cents, r.sale_starts_at, r.sale_ends_at,
          ip.product_id, v.id as variant_id, v.product_id as variant_product_id, false as created
        from import_rows r join import_parts ip on ip.slug = r.slug left join product_variants v on v.sku = r.sku
        where r.options is not null`);
      await run(`create index on import_variants (variant_id)`);
      await run(`analyze import_variants`);
      return problems(`
        select ip.line, 'slug' as "column", 'slug taken by another part (SKU ' || o.sku || ')' as reason
          from import_parts ip join products o on o.slug = ip.slug where o.id is distinct from ip.product_id
        union all
        select ip.line, case when ip.has_variants then 'product_sku' else 'sku' end, 'SKU taken by a variant of another part (' || o.slug || ')'
          from import_parts ip join product_variants v on v.sku = ip.product_sku join products o on o.id = v.product_id
          where v.product_id is distinct from ip.product_id
        union all
        select iv.line, 'sku', 'SKU taken by another part (' || o.slug || ')'
          from import_variants iv join products o on o.sku = iv.sku where o.id is distinct from iv.product_id
        union all
        select iv.line, 'sku', 'SKU taken by a variant of another part (' || o.slug || ')'
          from import_variants iv join products o on o.id = iv.variant_product_id where iv.variant_product_id is distinct from iv.product_id
        union all
        select ip.line, 'options', 'sold in variants in the shop: give one row per variant, with its options'
          from import_parts ip where ip.product_id is not null and not ip.has_variants
          and exists (select 1 from product_variants v where v.product_id = ip.product_id)
        union all
        select ip.line, 'options', 'sold without variants in the shop: add its options in the editor first'
          from import_parts ip where ip.product_id is not null and ip.has_variants
          and not exists (select 1 from product_variants v where v.product_id = ip.product_id)
        union all
        select ip.line, 'units', 'fewer than the ' || p.reserved || ' units held for open payments'
          from import_parts ip join products p on p.id = ip.product_id where not ip.has_variants and ip.units < p.reserved
        union all
        select iv.line, 'units', 'fewer than the ' || v.reserved || ' units held for open payments'
          from import_variants iv join product_variants v on v.id = iv.variant_id where iv.units < v.reserved
        order by 1 limit 1000`);
    },

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
        ${present.has("units") ? "or (iv.units is not null and v.quantity <> iv.units)" : ""}`;
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
     * Writes what differs, set by set: new parts, changed parts' rows, units (ledger rows of kind
     * import, named by the caller's stock context), variants, options, specifications, numbers and pictures.
     */
    async mergeProducts(present: ReadonlySet<string>): Promise<void> {
      const fields = partFields(present);
      // New parts arrive with their units: the ledger's opening rows, which then say "import".
      await run(`with inserted as (
          insert into products (slug, sku, part_number, codes_normalized, title, excerpt, description, brand_id, category_id,
            status, stock, price_cents, discount_cents, sale_price_cents, sale_starts_at, sale_ends_at, tags, meta_title,
            meta_description, meta_keywords, featured, weight_grams, length_mm, width_mm, height_mm, low_stock_level)
          select ip.slug, ip.product_sku, ip.product_part_number, ip.codes_normalized,
            jsonb_build_object('en', ip.title_en, 'ru', ip.title_ru, 'ar', ip.title_ar),
            jsonb_build_object('en', ip.excerpt_en, 'ru', ip.excerpt_ru, 'ar', ip.excerpt_ar),
            jsonb_build_object('en', ip.description_en, 'ru', ip.description_ru, 'ar', ip.description_ar),
            ip.brand_id, ip.category_id, ip.status, case when ip.has_variants then 0 else coalesce(ip.units, 0) end, ip.price_cents,
            case when ip.has_variants then 0 else ${DISCOUNT} end, case when not ip.has_variants then ip.sale_price_cents end,
            case when not ip.has_variants then ip.sale_starts_at end, case when not ip.has_variants then ip.sale_ends_at end, ip.tags, ip.meta_title, ip.meta_description, ip.meta_keywords, ip.featured, ip.weight_grams,
            ip.length_mm, ip.width_mm, ip.height_mm, ip.low_stock_level
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
            sale_starts_at, sale_ends_at, image, quantity, position)
          select iv.product_id, iv.options, iv.part_number, iv.sku, iv.price_cents, ${discountOf("iv")}, iv.sale_price_cents,
            iv.sale_starts_at, iv.sale_ends_at, iv.variant_picture, coalesce(iv.units, 0),
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
        from import_variants iv where v.id = iv.variant_id
          and ((v.part_number, v.price_cents, v.options) is distinct from (iv.part_number, iv.price_cents, iv.options)
          ${present.has("sale_price") ? `or ${VARIANT_SALE_DIFFERS}` : ""}
          ${present.has("variant_picture") ? "or v.image is distinct from iv.variant_picture" : ""})`);
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

    // ------------------------------------------------------------------------- fitment ---

    async stageFitment(): Promise<void> {
      await run(FITMENT_STAGE_SQL);
    },

    /** SKUs to parts, rows to vehicles, notes to the shop's notes; the rows the database refuses. */
    async checkFitment(): Promise<ImportProblem[]> {
      await run(`create index on import_fitment (sku)`);
      await run(`analyze import_fitment`);
      await run(`create temp table import_fit_parts on commit drop as
        select f.sku, min(f.line) as line, coalesce(p.id, v.product_id) as product_id,
          bool_or(f.universal) as any_universal, bool_and(f.universal) as universal
        from import_fitment f left join products p on p.sku = f.sku left join product_variants v on v.sku = f.sku
        group by f.sku, coalesce(p.id, v.product_id)`);
      await run(`create temp table import_fit_notes on commit drop as
        select n.note, (select fn.id from fitment_notes fn where fn.note->>'en' = n.note->>'en'
            and coalesce(fn.note->>'ru', '') = n.note->>'ru' and coalesce(fn.note->>'ar', '') = n.note->>'ar' order by fn.id limit 1) as note_id
        from (select distinct note from import_fitment where note is not null) n`);
      await run(`analyze import_fit_parts`);
      await run(`analyze import_fit_notes`);
      return problems(`
        select line, 'sku' as "column", 'unknown SKU "' || sku || '"' as reason from import_fit_parts where product_id is null
        union all
        select line, 'make', 'universal and vehicles given for one SKU' from import_fit_parts where any_universal and not universal
        union all
        (select f.line, 'engine', 'no vehicle of the ' || f.make || ' ' || f.model || ' in ' || f.year_from || '-' || f.year_to
            || case when f.engine = '' then '' else ' with engine ' || f.engine end
          from import_fitment f where not f.universal and not exists (select 1 from vehicles v where v.make = f.make and v.model = f.model
            and v.year between f.year_from and f.year_to and (f.engine = '' or lower(v.engine_code) = lower(f.engine)))
          order by f.line limit 1000)
        order by 1 limit 1000`);
    },

    /** The vehicles each part fits after the import, with their notes (new notes counted, not yet made). */
    async fitmentTarget(): Promise<void> {
      await run(`create temp table import_fit_target on commit drop as
        select distinct on (s.product_id, v.id) s.product_id, v.id as vehicle_id, n.note_id, f.note
        from import_fitment f join import_fit_parts s on s.sku = f.sku
        join vehicles v on v.make = f.make and v.model = f.model and v.year between f.year_from and f.year_to
          and (f.engine = '' or lower(v.engine_code) = lower(f.engine))
        left join import_fit_notes n on n.note = f.note
        where not f.universal and s.product_id is not null
        order by s.product_id, v.id, f.line`);
      await run(`create index on import_fit_target (product_id, vehicle_id)`);
      await run(`create temp table import_fit_products on commit drop as
        select product_id, bool_and(universal) as universal from import_fit_parts where product_id is not null group by product_id`);
      await run(`create unique index on import_fit_products (product_id)`);
      await run(`analyze import_fit_target`);
      await run(`analyze import_fit_products`);
    },

    async fitmentCounts(): Promise<Record<string, number>> {
      const created = await count(
        db,
        `select count(*) as n from import_fit_target t where not exists (select 1 from fitment f where f.product_id = t.product_id and f.vehicle_id = t.vehicle_id)`,
      );
      const changed = await count(
        db,
        `select count(*) as n from import_fit_target t join fitment f on f.product_id = t.product_id and f.vehicle_id = t.vehicle_id
         where f.note_id is distinct from t.note_id or (t.note is not null and t.note_id is null)`,
      );
      const kept = await count(
        db,
        `select count(*) as n from import_fit_target t join fitment f on f.product_id = t.product_id and f.vehicle_id = t.vehicle_id`,
      );
      const removed = await count(
        db,
        `select count(*) as n from fitment f join import_fit_products s on s.product_id = f.product_id
         where not exists (select 1 from import_fit_target t where t.product_id = f.product_id and t.vehicle_id = f.vehicle_id)`,
      );
      const universal = await count(
        db,
        `select count(*) as n from import_fit_products s join products p on p.id = s.product_id where p.universal <> s.universal`,
      );
      const notes = await count(db, `select count(*) as n from import_fit_notes where note_id is null`);
      return {
        "fitment.created": created,
        "fitment.changed": changed,
        "fitment.removed": removed,
        "fitment.unchanged": kept - changed,
        "universal.changed": universal,
        "notes.created": notes,
      };
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

    // -------------------------------------------------------------------------- export ---

    /** Up to `limit` parts after id `after`, whole, for the products file. */
    async exportParts(after: number, limit: number): Promise<(ExportPart & { id: number })[]> {
      return rowsOf<ExportPart & { id: number }>(
        db,
        sql`select p.id, p.slug, p.sku, p.part_number as "partNumber", p.title, p.excerpt, p.description,
          b.slug as brand, c.slug as category, p.status, p.price_cents as "priceCents",
          coalesce(p.sale_price_cents, case when p.discount_cents > 0 then p.price_cents - p.discount_cents end) as "salePriceCents",
          p.sale_starts_at as "saleStartsAt", p.sale_ends_at as "saleEndsAt", p.tags, p.meta_title as "metaTitle",
          p.meta_description as "metaDescription", p.meta_keywords as "metaKeywords", p.featured, p.weight_grams as "weightGrams",
          p.length_mm as "lengthMm", p.width_mm as "widthMm", p.height_mm as "heightMm", p.low_stock_level as "lowStockLevel", p.stock,
          coalesce((select jsonb_agg(jsonb_build_array(s.name->>'en', s.value) order by s.position) from product_specs s where s.product_id = p.id), '[]'::jsonb) as specs,
          coalesce((select jsonb_agg(jsonb_build_array(pc.kind, pc.maker, pc.code) order by pc.kind, pc.position) from product_codes pc
            where pc.product_id = p.id and pc.kind in ('oem', 'cross')), '[]'::jsonb) as codes,
          coalesce((select jsonb_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '[]'::jsonb) as pictures,
          coalesce((select jsonb_agg(jsonb_build_object('sku', v.sku, 'partNumber', v.part_number, 'options', v.options,
              'priceCents', v.price_cents, 'quantity', v.quantity, 'image', v.image,
              'salePriceCents', coalesce(v.sale_price_cents, case when v.discount_cents > 0 then v.price_cents - v.discount_cents end),
              'saleStartsAt', v.sale_starts_at, 'saleEndsAt', v.sale_ends_at) order by v.position, v.id)
            from product_variants v where v.product_id = p.id), '[]'::jsonb) as variants
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id > ${after} order by p.id limit ${limit}`,
      );
    },

    /** The fitment of up to `limit` parts after id `after`: a row per vehicle, or one "universal" row. */
    async exportFitment(after: number, limit: number): Promise<{ lastId: number | null; rows: ExportFitment[] }> {
      const ids = await rowsOf<{ id: number; sku: string; universal: boolean }>(
        db,
        sql`select id, sku, universal from products where id > ${after} order by id limit ${limit}`,
      );
      if (ids.length === 0) return { lastId: null, rows: [] };
      const last = ids[ids.length - 1]!.id;
      const fits = await rowsOf<ExportFitment & { productId: number }>(
        db,
        sql`select f.product_id as "productId", p.sku, false as universal, v.make, v.model, v.year, v.engine_code as "engineCode", n.note
          from fitment f join products p on p.id = f.product_id join vehicles v on v.id = f.vehicle_id
          left join fitment_notes n on n.id = f.note_id
          where f.product_id > ${after} and f.product_id <= ${last} and not p.universal
          order by f.product_id, v.make, v.model, v.year, v.engine_code, v.id`,
      );
      const rows: ExportFitment[] = [];
      let at = 0;
      for (const part of ids) {
        if (part.universal)
          rows.push({ sku: part.sku, universal: true, make: null, model: null, year: null, engineCode: null, note: null });
        while (at < fits.length && fits[at]!.productId === part.id) rows.push(fits[at++]!);
      }
      return { lastId: last, rows };
    },

    // ------------------------------------------------------------------------- imports ---

    async createImport(row: typeof catalogueImports.$inferInsert): Promise<CatalogueImportRow> {
      const [created] = await db.insert(catalogueImports).values(row).returning();
      return created!;
    },

    async updateImport(id: string, change: Partial<typeof catalogueImports.$inferInsert>): Promise<void> {
      await db.update(catalogueImports).set(change).where(eq(catalogueImports.id, id));
    },

    /** Marks a checked import without bad rows as applying; undefined when it is not one (or another caller took it first). */
    async claimApply(id: string): Promise<CatalogueImportRow | undefined> {
      const [row] = await db
        .update(catalogueImports)
        .set({ state: "applying", rowsDone: 0 })
        .where(sql`${catalogueImports.id} = ${id} and ${catalogueImports.state} = 'checked' and ${catalogueImports.errorCount} = 0`)
        .returning();
      return row;
    },

    async getImport(id: string): Promise<CatalogueImportRow | undefined> {
      const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
      return row;
    },

    async recentImports(limit: number): Promise<CatalogueImportRow[]> {
      return db.select().from(catalogueImports).orderBy(desc(catalogueImports.createdAt)).limit(limit);
    },
  };
}

export type CatalogueFilesRepository = ReturnType<typeof createCatalogueFilesRepository>;
