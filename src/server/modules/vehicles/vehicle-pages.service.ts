import type { Database } from "../../../db/client.ts";
import { NotFoundError, unlessNotFound } from "../../../domain/errors.ts";
import { readVehicleModelKey, type VehicleModelKey, vehicleModelKey } from "../../../domain/filters.ts";
import type { LocalizedText } from "../../../domain/locales.ts";
import type { ProductView } from "../../../domain/product.ts";
import type { Category } from "../../../domain/schemas/catalog.ts";
import { slugify } from "../../../domain/slugify.ts";
import { createVehiclePagesRepository, type ModelVehicleRow } from "./vehicle-pages.repository.ts";

/** The most popular parts a vehicle page shows: two rows of the widest grid. */
export const VEHICLE_PAGE_PARTS = 8;
/** Longer than any make's or model's slug: anything longer is not a page (and costs no query). */
const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YEAR = /^\d{4}$/;
const VEHICLE_NOT_FOUND = "Vehicle Not Found";

/** /vehicles/{make}/{model}, or one year of it: the slugs are slugify's of the vehicles' make and model. */
export function vehiclePagePath(make: string, model: string, year?: number): string {
  const path = `/vehicles/${slugify(make)}/${slugify(model)}`;
  return year === undefined ? path : `${path}/${year}`;
}

/** An engine of the page's vehicles, with the years it was offered in. */
export interface VehiclePageEngine {
  engine: string;
  engineCode: string;
  yearFrom: number;
  yearTo: number;
  /** On a year's page: the vehicle (that year with this engine) and how many parts fit it. */
  vehicle: { id: number; parts: number } | null;
}

/** A category with parts that fit, and how many parts its listing narrowed to the page's vehicles holds. */
export interface VehiclePageCategory {
  slug: string;
  name: LocalizedText;
  count: number;
}

/** A department of the catalogue and those of its categories that hold fitting parts. */
export interface VehiclePageDepartment extends VehiclePageCategory {
  image: string | null;
  categories: VehiclePageCategory[];
}

export interface VehiclePage {
  make: string;
  model: string;
  /** The model's page. */
  path: string;
  /** The year of a year's page, null on the model's page. */
  year: number | null;
  /** Every year of the model, oldest first, each with its page. */
  years: { year: number; path: string }[];
  /** The model's chassis codes, as the trade names them. */
  chassis: string[];
  engines: VehiclePageEngine[];
  /** The shop's vehicle filter of the page's vehicles (the model's, or the year's): its category links keep it. */
  vehicleFilter: VehicleModelKey;
  departments: VehiclePageDepartment[];
  /** The most popular parts that fit one of the page's vehicles (universal parts aside). */
  products: ProductView[];
}

export interface VehiclePagesOptions {
  /** The catalogue's category tree (the catalog service's categories). */
  categories(): Promise<Category[]>;
  /** Product views of these ids, in this order (the catalog service's productsInOrder). */
  productsInOrder(ids: number[]): Promise<ProductView[]>;
  /** Parts per category of the listing narrowed to these vehicles (the catalog service's listingCountsByCategory). */
  listingCountsByCategory(vehicleIds: number[]): Promise<Map<number, number>>;
}

/**
 * The pages of a vehicle model and of each of its years, for shoppers and search
 * engines: what fits, read from the derived listing tables (decision 012).
 */
export function createVehiclePagesService(db: Database, options: VehiclePagesOptions) {
  const repository = createVehiclePagesRepository(db);

  /** The make and model whose slugs these are; an unknown one is not found. */
  async function resolveModel(makeSlug: string, modelSlug: string): Promise<{ make: string; model: string }> {
    const wellFormed = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug);
    if (!wellFormed(makeSlug) || !wellFormed(modelSlug)) throw new NotFoundError(VEHICLE_NOT_FOUND);
    // Slugs are made in JavaScript (slugify), so the makes are read and compared here: a few dozen.
    for (const make of (await repository.makes()).filter((m) => slugify(m) === makeSlug)) {
      const model = (await repository.models(make)).find((m) => slugify(m) === modelSlug);
      if (model !== undefined) return { make, model };
    }
    throw new NotFoundError(VEHICLE_NOT_FOUND);
  }

  /** The model's vehicles, or those of one of its years (a year that is no model year has none). */
  async function vehiclesOfModel(makeSlug: string, modelSlug: string, year: number | null) {
    const { make, model } = await resolveModel(makeSlug, modelSlug);
    const all = await repository.vehiclesOf(make, model);
    return { make, model, all, shown: year === null ? all : all.filter((vehicle) => vehicle.year === year) };
  }

  /** The engines of the vehicles, in the order first met (by year, then engine name). */
  function enginesOf(vehicles: ModelVehicleRow[], partCounts: Map<number, number> | null): VehiclePageEngine[] {
    const engines = new Map<string, VehiclePageEngine>();
    for (const vehicle of vehicles) {
      const key = `${vehicle.engine}\u0000${vehicle.engineCode}`;
      const known = engines.get(key);
      if (known) {
        known.yearFrom = Math.min(known.yearFrom, vehicle.year);
        known.yearTo = Math.max(known.yearTo, vehicle.year);
        continue;
      }
      engines.set(key, {
        engine: vehicle.engine,
        engineCode: vehicle.engineCode,
        yearFrom: vehicle.year,
        yearTo: vehicle.year,
        vehicle: partCounts ? { id: vehicle.id, parts: partCounts.get(vehicle.id) ?? 0 } : null,
      });
    }
    return [...engines.values()];
  }

  /** The departments (roots of the tree) holding the categories with fitting parts, in the tree's order. */
  function departmentsOf(roots: Category[], withParts: Set<number>, counts: Map<number, number>): VehiclePageDepartment[] {
    // Rolled up as the listing of a category holds its sub-categories' parts.
    const countOf = (category: Category): number =>
      (counts.get(category._id) ?? 0) + category.children.reduce((sum, child) => sum + countOf(child), 0);
    const holdsParts = (category: Category): boolean => withParts.has(category._id) || category.children.some(holdsParts);
    const entry = (category: Category): VehiclePageCategory => ({ slug: category.slug, name: category.name, count: countOf(category) });
    return roots.filter(holdsParts).map((department) => ({
      ...entry(department),
      image: department.image,
      categories: department.children.filter(holdsParts).map(entry),
    }));
  }

  return {
    /**
     * The page of a model (`year` undefined) or of one of its years, by the slugs of its address.
     * An unknown make, model or year, a year that is not four digits or a malformed slug is not found.
     */
    async page(makeSlug: string, modelSlug: string, year?: string): Promise<VehiclePage> {
      if (year !== undefined && !YEAR.test(year)) throw new NotFoundError(VEHICLE_NOT_FOUND);
      const { make, model, all, shown } = await vehiclesOfModel(makeSlug, modelSlug, year === undefined ? null : Number(year));
      if (shown.length === 0) throw new NotFoundError(VEHICLE_NOT_FOUND);

      const ids = shown.map((vehicle) => vehicle.id);
      const [withParts, counts, partCounts, popular, roots] = await Promise.all([
        // The categories of the vehicles' own parts, each counted as the listing its link opens
        // counts it (universal parts too), so the page and the listing say the same number.
        repository.categoriesWithParts(ids).then((found) => new Set(found)),
        options.listingCountsByCategory(ids),
        year === undefined ? Promise.resolve(null) : repository.partCounts(ids),
        repository.popularParts(ids, VEHICLE_PAGE_PARTS),
        options.categories(),
      ]);

      const years = [...new Set(all.map((vehicle) => vehicle.year))];
      return {
        make,
        model,
        path: vehiclePagePath(make, model),
        year: year === undefined ? null : Number(year),
        years: years.map((y) => ({ year: y, path: vehiclePagePath(make, model, y) })),
        chassis: [...new Set(shown.flatMap((vehicle) => vehicle.chassis.split(",").map((code) => code.trim())))].filter(Boolean),
        engines: enginesOf(shown, partCounts),
        vehicleFilter: vehicleModelKey(slugify(make), slugify(model), year === undefined ? null : Number(year)),
        departments: departmentsOf(roots, withParts, counts),
        products: await options.productsInOrder(popular),
      };
    },

    /**
     * What a listing's model filter (a VehicleModelKey, as a page's category links write it) names:
     * the make and model, the year if any, and their vehicles' ids. Null for an unknown model, and
     * no ids for a year that is not one of the model's.
     */
    async vehiclesOf(key: VehicleModelKey): Promise<{ make: string; model: string; year: number | null; ids: number[] } | null> {
      const asked = readVehicleModelKey(key);
      if (!asked) return null;
      const found = await vehiclesOfModel(asked.make, asked.model, asked.year).catch(unlessNotFound);
      return found && { make: found.make, model: found.model, year: asked.year, ids: found.shown.map((vehicle) => vehicle.id) };
    },
  };
}

export type VehiclePagesService = ReturnType<typeof createVehiclePagesService>;
