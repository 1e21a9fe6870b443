// The SQL of catalogue files (decision 028): staging tables filled by COPY, the checks that need
// the database, the export's pages, and the imports' own rows. What a file changes in the
// catalog's tables is counted and written by the catalog module (catalogueImportOn, decision 033),
// on the import's one transaction.
import { desc, eq, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { brands, catalogueImports, cataloguePictures, categories, vehicles } from "../../../db/tables.ts";
import { PLAIN_PART_FIELDS, type PlainKind } from "../../../domain/part-fields.ts";
import type { ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import type { AcesLookups } from "./aces.ts";
import { type ExportFitment, type ExportPart, type Lookups, VARIANT_MEASURES, type VehicleModel } from "./formats.ts";

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

/** A plain field's column in the staging table, by its kind (part-fields.ts). */
const STAGE_TYPE: Record<PlainKind, string> = {
  text: "text not null",
  optionalText: "text",
  measure: "int",
  count: "int not null",
  flag: "boolean not null",
  amount: "numeric(12, 2)",
};

const PRODUCT_STAGE_SQL = `create temp table import_rows (
  line int not null, slug text not null, sku text not null, part_number text not null,
  product_sku text not null, product_part_number text not null, codes_normalized text not null,
  variant_codes jsonb not null, options jsonb,
  title_en text not null, title_ru text not null, title_ar text not null,
  excerpt_en text not null, excerpt_ru text not null, excerpt_ar text not null,
  description_en text not null, description_ru text not null, description_ar text not null,
  brand_id int not null, category_id int not null, status text not null,
  price_cents int not null, sale_price_cents int, sale_starts_at timestamptz, sale_ends_at timestamptz,
  cost_cents int, gtin text,
  tags text[] not null, ${PLAIN_PART_FIELDS.map((field) => `${field.column} ${STAGE_TYPE[field.kind]}`).join(", ")}, units int, specs jsonb not null, oem_codes jsonb not null, cross_codes jsonb not null,
  pictures jsonb not null, variant_picture text, ${VARIANT_MEASURES.map((measure) => `${measure.stage} int`).join(", ")}
) on commit drop`;

const FITMENT_STAGE_SQL = `create temp table import_fitment (
  line int not null, sku text not null, universal boolean not null, make text, model text,
  year_from int, year_to int, engine text, note jsonb, removes boolean not null default false
) on commit drop`;

/** The plain fields of a part, by name, as one JSON object (the export's `plain`). */
const PLAIN_SELECT = sql.raw(`jsonb_build_object(${PLAIN_PART_FIELDS.map((field) => `'${field.name}', p.${field.column}`).join(", ")})`);

/** A variant's own weight and size, by the part's field's name (the export's `measures`). */
const VARIANT_MEASURES_SELECT = sql.raw(
  `jsonb_build_object(${VARIANT_MEASURES.map((measure) => `'${measure.name}', v.${measure.column}`).join(", ")})`,
);

const count = async (db: Executor, query: string): Promise<number> => {
  const [row] = await rowsOf<{ n: number }>(db, sql.raw(query));
  return Number(row?.n ?? 0);
};

export function createCatalogueFilesRepository(db: Executor) {
  const run = (query: string) => db.execute(sql.raw(query));
  const problems = (query: string) => rowsOf<ImportProblem>(db, sql.raw(query));

  /** Parts whole, as the products file writes them, of those `where` picks (p is the part), in id order. */
  const partsWhere = (where: SQL, limit: number): Promise<(ExportPart & { id: number })[]> =>
    rowsOf<ExportPart & { id: number }>(
      db,
      sql`select p.id, p.slug, p.sku, p.part_number as "partNumber", p.title, p.excerpt, p.description,
        b.slug as brand, c.slug as category, p.status, p.price_cents as "priceCents",
        coalesce(p.sale_price_cents, case when p.discount_cents > 0 then p.price_cents - p.discount_cents end) as "salePriceCents",
        p.sale_starts_at as "saleStartsAt", p.sale_ends_at as "saleEndsAt", p.cost_cents as "costCents", p.gtin, p.tags, ${PLAIN_SELECT} as plain, p.stock,
        coalesce((select jsonb_agg(jsonb_build_array(s.name->>'en', s.value) order by s.position) from product_specs s where s.product_id = p.id), '[]'::jsonb) as specs,
        coalesce((select jsonb_agg(jsonb_build_array(pc.kind, pc.maker, pc.code) order by pc.kind, pc.position) from product_codes pc
          where pc.product_id = p.id and pc.kind in ('oem', 'cross')), '[]'::jsonb) as codes,
        coalesce((select jsonb_agg(i.url order by i.position) from product_images i where i.product_id = p.id), '[]'::jsonb) as pictures,
        coalesce((select jsonb_agg(jsonb_build_object('sku', v.sku, 'partNumber', v.part_number, 'options', v.options,
            'priceCents', v.price_cents, 'quantity', v.quantity, 'image', v.image,
            'salePriceCents', coalesce(v.sale_price_cents, case when v.discount_cents > 0 then v.price_cents - v.discount_cents end),
            'saleStartsAt', v.sale_starts_at, 'saleEndsAt', v.sale_ends_at, 'costCents', v.cost_cents, 'gtin', v.gtin,
            'measures', ${VARIANT_MEASURES_SELECT}) order by v.position, v.id)
          from product_variants v where v.product_id = p.id), '[]'::jsonb) as variants
      from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
      where ${where} order by p.id limit ${limit}`,
    );

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

    /** The VCdb ids the vehicle list carries, for an ACES file (read from the vehicles module's tables). */
    async acesLookups(): Promise<AcesLookups> {
      const makes = await rowsOf<{ id: number; name: string }>(
        db,
        sql`select vcdb_id as id, name from vehicle_makes where vcdb_id is not null`,
      );
      const models = await rowsOf<{ id: number; make: string; line: string }>(
        db,
        sql`select l.vcdb_id as id, m.name as make, l.name as line from vehicle_models l join vehicle_makes m on m.id = l.make_id
          where l.vcdb_id is not null`,
      );
      const bases = await rowsOf<{ id: number; make: string; model: string; year: number }>(
        db,
        sql`select b.vcdb_id as id, m.name as make, g.name as model, b.year from vehicle_base_vehicles b
          join vehicle_generations g on g.id = b.generation_id join vehicle_makes m on m.id = g.make_id order by g.id`,
      );
      const engines = await rowsOf<{ id: number; make: string; model: string; code: string }>(
        db,
        sql`select e.vcdb_id as id, m.name as make, g.name as model, e.code from vehicle_engines e
          join vehicle_generations g on g.id = e.generation_id join vehicle_makes m on m.id = g.make_id
          where e.vcdb_id is not null order by g.id`,
      );
      const grouped = <T extends { id: number }>(rows: T[]) => {
        const map = new Map<number, Omit<T, "id">[]>();
        for (const { id, ...rest } of rows) map.set(id, [...(map.get(id) ?? []), rest]);
        return map;
      };
      return {
        makes: new Map(makes.map((row) => [row.id, row.name])),
        models: new Map(models.map((row) => [row.id, { make: row.make, line: row.line }])),
        baseVehicles: grouped(bases),
        engines: grouped(engines),
      };
    },

    async lookups(): Promise<Lookups> {
      // One after another: inside the import's transaction they share one connection.
      const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
      const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
      // Each generation (the vehicles' model) with its model line from the owner's list, where it has one.
      const modelRows = await rowsOf<{
        make: string;
        model: string;
        line: string | null;
        year_from: number;
        year_to: number;
        engines: string[];
      }>(
        db,
        sql`select v.make, v.model, min(l.name) as line, min(v.year)::int as year_from, max(v.year)::int as year_to,
          array_agg(distinct lower(v.engine_code)) as engines
          from ${vehicles} v
          left join vehicle_engines e on e.id = v.engine_id
          left join vehicle_generations g on g.id = e.generation_id
          left join vehicle_models l on l.id = g.model_id
          group by 1, 2`,
      );
      const models = new Map<string, Map<string, VehicleModel>>();
      const lines = new Map<string, Map<string, VehicleModel[]>>();
      for (const row of modelRows) {
        const make = models.get(row.make.toLowerCase()) ?? new Map<string, VehicleModel>();
        models.set(row.make.toLowerCase(), make);
        const model = {
          make: row.make,
          model: row.model,
          line: row.line,
          yearFrom: row.year_from,
          yearTo: row.year_to,
          engines: new Set(row.engines),
        };
        make.set(row.model.toLowerCase(), model);
        if (row.line === null) continue;
        const ofMake = lines.get(row.make.toLowerCase()) ?? new Map<string, VehicleModel[]>();
        lines.set(row.make.toLowerCase(), ofMake);
        ofMake.set(row.line.toLowerCase(), [...(ofMake.get(row.line.toLowerCase()) ?? []), model]);
      }
      return {
        brands: new Map(brandRows.map((row) => [row.slug.toLowerCase(), row.id])),
        categories: new Map(categoryRows.map((row) => [row.slug.toLowerCase(), row.id])),
        models,
        lines,
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
          r.sale_price_cents, r.sale_starts_at, r.sale_ends_at, r.cost_cents, r.gtin,
          ${VARIANT_MEASURES.map((measure) => `r.${measure.stage}`).join(", ")},
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

    /**
     * The vehicles each part fits after the import, with their notes (new notes counted, not yet
     * made). A CSV file states the whole fitment of the parts it names; an ACES file (`changes`)
     * states changes: its parts keep the vehicles it does not name, gain those its Apps add and
     * lose those its action="D" Apps name.
     */
    async fitmentTarget({ changes = false }: { changes?: boolean } = {}): Promise<void> {
      const vehiclesOf = `join vehicles v on v.make = f.make and v.model = f.model and v.year between f.year_from and f.year_to
          and (f.engine = '' or lower(v.engine_code) = lower(f.engine))`;
      await run(`create temp table import_fit_removes on commit drop as
        select distinct s.product_id, v.id as vehicle_id
        from import_fitment f join import_fit_parts s on s.sku = f.sku ${vehiclesOf}
        where f.removes and s.product_id is not null`);
      await run(`create temp table import_fit_target on commit drop as
        select distinct on (product_id, vehicle_id) product_id, vehicle_id, note_id, note from (
          select s.product_id, v.id as vehicle_id, n.note_id, f.note, f.line
          from import_fitment f join import_fit_parts s on s.sku = f.sku ${vehiclesOf}
          left join import_fit_notes n on n.note = f.note
          where not f.universal and not f.removes and s.product_id is not null
          ${
            changes
              ? `union all
          select kept.product_id, kept.vehicle_id, kept.note_id, null, 2147483647
          from fitment kept join (select distinct product_id from import_fit_parts where product_id is not null) s on s.product_id = kept.product_id`
              : ""
          }
        ) rows
        where not exists (select 1 from import_fit_removes r where r.product_id = rows.product_id and r.vehicle_id = rows.vehicle_id)
        order by product_id, vehicle_id, line`);
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

    // -------------------------------------------------------------------------- export ---

    /** Up to `limit` parts after id `after`, whole, for the products file (a deleted part is in no file). */
    exportParts: (after: number, limit: number) => partsWhere(sql`p.id > ${after} and p.status <> 'deleted'`, limit),

    /** The parts a partial products file names, whole, as the export writes them: by their SKU, a variant's SKU, or their slug (never a deleted part). */
    partsNamed: (skus: readonly string[], slugs: readonly string[]) =>
      partsWhere(
        sql`p.status <> 'deleted' and (p.sku = any(${sql.param([...skus])}::text[]) or p.slug = any(${sql.param([...slugs])}::text[])
          or p.id in (select v.product_id from product_variants v where v.sku = any(${sql.param([...skus])}::text[])))`,
        skus.length + slugs.length,
      ),

    /** The fitment of up to `limit` parts after id `after`: a row per vehicle, or one "universal" row. */
    async exportFitment(after: number, limit: number): Promise<{ lastId: number | null; rows: ExportFitment[] }> {
      const ids = await rowsOf<{ id: number; sku: string; universal: boolean }>(
        db,
        sql`select id, sku, universal from products where id > ${after} and status <> 'deleted' order by id limit ${limit}`,
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
