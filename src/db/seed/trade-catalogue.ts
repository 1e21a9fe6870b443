// A catalogue at trade size (`npm run seed -- --parts 1000000`): parts made from the same facts as
// the seed (part types, brands, real vehicles), spread the way a parts trade's data spreads. Pure
// and deterministic, one part at a time, so a million parts never sit in memory together:
// - a share of parts is universal (no fitment rows);
// - most fit one engine of one model over some years (a few rows), or a whole model generation
//   (a few dozen), some a family of generations sharing a platform (a few hundred);
// - popular vehicles (Hilux, Land Cruiser, Ranger, Wrangler...) get far more parts than rare ones;
// - prices by part type, stock in the spec's bands, reviews on about a third of the parts;
// - OEM numbers of its make on every vehicle part, other brands' numbers on about half of all
//   parts, and a fitment note ("with ABS") on about a fifth of the parts of a kind notes are written for.
import { normalizePartCode } from "../../domain/product.ts";
import { slugify } from "../../domain/slugify.ts";
import { brands as brandDefs, departments } from "./data/catalogue.ts";
import type { BrandDef, CategoryDef, Localized, PartType, VehicleGeneration } from "./data/types.ts";
import { vehicleGenerations } from "./data/vehicles.ts";
import { type PartCode, partCodes, planFitmentNote, streamOf } from "./part-codes.ts";
import { fillPartText, partName } from "./part-texts.ts";
import { createRandom, type Random } from "./random.ts";

/** A vehicle row of the database, as the generator needs it. */
export interface TradeVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  engineCode: string;
}

export interface TradePart {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  codesNormalized: string;
  title: Localized;
  description: Localized;
  excerpt: Localized;
  categoryId: number;
  brandId: number;
  stock: number;
  priceCents: number;
  discountCents: number;
  tags: string[];
  universal: boolean;
  featured: boolean;
  salesCount: number;
  ratingAverage: number;
  reviewCount: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  createdAt: Date;
  images: string[];
  specs: { name: Localized; value: string }[];
  /** Vehicle ids, each once; empty for universal parts. */
  fits: number[];
  /** Its OEM and cross-reference numbers. */
  codes: PartCode[];
  /** The note on its fitment and the vehicles whose rows carry it: all of `fits`, or one engine's. */
  fitmentNote: { slug: string; vehicleIds: readonly number[] } | null;
  reviews: { author: string; rating: number; content: string; createdAt: Date }[];
}

export interface TradeCatalogueInput {
  /** The id the first generated part takes; the next ones follow. */
  firstId: number;
  vehicles: TradeVehicle[];
  /** Leaf categories by slug, and brands by slug, as stored. */
  categoryIds: ReadonlyMap<string, number>;
  brandIds: ReadonlyMap<string, number>;
  /** Stored image URLs of each leaf category (the seed's drawings), reused by generated parts. */
  imagesByCategory: ReadonlyMap<number, string[]>;
  now: Date;
  seed?: number;
}

const TRADE_SEED = 1_000_003;
const DAY_MS = 86_400_000;

/** Model generations that sell the most parts, most first (others follow in the data's order). */
const POPULAR = [
  "Toyota|Hilux N80",
  "Toyota|Land Cruiser 70",
  "Ford|Ranger PX",
  "Toyota|Land Cruiser Prado 150",
  "Jeep|Wrangler JK",
  "Toyota|Land Cruiser 200",
  "Ford|Ranger Next-Gen",
  "Jeep|Wrangler JL",
  "Nissan|Patrol Y61",
  "Toyota|Tacoma 3rd Gen",
  "Isuzu|D-Max RG",
  "Mitsubishi|Triton MQ/MR",
  "Toyota|Land Cruiser 80",
  "Nissan|Navara D40",
  "Toyota|4Runner N280",
  "Suzuki|Jimny JB74",
];

/** Product lines a brand sells the same part type under; with the vehicle they make titles distinct. */
const SERIES = ["", "", "", "HD", "Pro", "Trail", "Expedition", "Sport", "Touring", "Comp", "Ultra", "OE-Spec", "Classic", "Xtreme"];

const REVIEWERS = ["Dave M.", "Sarah K.", "Tom B.", "Alexei P.", "Priya S.", "Jake R.", "Mohammed A.", "Liam O.", "Chen W.", "Olga S."];
const REVIEW_LINES: Record<number, string[]> = {
  5: [
    "Fitted it in an afternoon; quality is excellent.",
    "Exactly as described, no complaints after two trips.",
    "Perfect fit on my {vehicle}.",
  ],
  4: ["Good part, fitting took some fiddling.", "Happy overall; would buy again."],
  3: ["Decent for the price, the finish could be better."],
  2: ["Had to modify the brackets to fit."],
  1: ["Arrived damaged; the replacement was fine."],
};

interface Generation {
  key: string;
  def: VehicleGeneration;
  vehicles: TradeVehicle[];
  engines: string[];
  weight: number;
}

interface Leaf {
  category: CategoryDef;
  department: CategoryDef;
  categoryId: number;
  partTypes: PartType[];
  brands: BrandDef[];
}

function leavesOf(): { category: CategoryDef; department: CategoryDef }[] {
  const leaves: { category: CategoryDef; department: CategoryDef }[] = [];
  const visit = (category: CategoryDef, department: CategoryDef) => {
    if (category.children?.length) category.children.forEach((child) => visit(child, department));
    else leaves.push({ category, department });
  };
  departments.forEach((department) => visit(department, department));
  return leaves;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

/** Picks by cumulative weight (binary search): popular generations come up more often. */
function weightedPicker<T extends { weight: number }>(items: T[]): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += item.weight));
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return items[low]!;
  };
}

/** spec §4 bands: out of stock, low (<20), in stock (20-40), high (>40). */
function stockFor(random: Random): number {
  const band = random.next();
  if (band < 0.08) return 0;
  if (band < 0.35) return random.int(1, 19);
  if (band < 0.6) return random.int(20, 40);
  return random.int(41, 180);
}

/** Generates `count` parts, one at a time. */
export function* tradeParts(input: TradeCatalogueInput, count: number): Generator<TradePart> {
  const random = createRandom(input.seed ?? TRADE_SEED);
  const byGeneration = new Map<string, TradeVehicle[]>();
  for (const vehicle of input.vehicles) {
    const key = `${vehicle.make}|${vehicle.model}`;
    const list = byGeneration.get(key) ?? [];
    list.push(vehicle);
    byGeneration.set(key, list);
  }
  const generations: Generation[] = vehicleGenerations
    .map((def) => ({ def, key: `${def.make}|${def.model}` }))
    .filter(({ key }) => byGeneration.has(key))
    .map(({ def, key }, index) => {
      const vehicles = byGeneration.get(key)!;
      const popularRank = POPULAR.indexOf(key);
      // Zipf-like: the most popular generation gets about ten times the parts of a rare one.
      const rank = popularRank >= 0 ? popularRank + 1 : POPULAR.length + 1 + index;
      return { key, def, vehicles, engines: [...new Set(vehicles.map((v) => v.engineCode))], weight: 1 / rank ** 0.75 };
    });
  const pickGeneration = weightedPicker(generations);
  const engineOf = new Map(input.vehicles.map((v) => [v.id, v.engineCode]));
  const seed = input.seed ?? TRADE_SEED;
  const families = new Map<string, Generation[]>();
  for (const generation of generations) {
    const family = `${generation.def.make}|${generation.def.kind}`;
    families.set(family, [...(families.get(family) ?? []), generation]);
  }

  const leaves: Leaf[] = leavesOf()
    .map(({ category, department }) => {
      const makers = brandDefs.filter((brand) => brand.departments.includes(department.slug));
      return {
        category,
        department,
        categoryId: input.categoryIds.get(category.slug) ?? 0,
        partTypes: category.partTypes ?? [],
        brands: makers.length > 0 ? makers : brandDefs,
      };
    })
    .filter((leaf) => leaf.categoryId > 0 && leaf.partTypes.length > 0);
  if (leaves.length === 0) throw new Error("the database has none of the seed's categories: seed it first");
  // Universal parts (lights, recovery gear, tools) are about a seventh of a parts trade's range.
  const choices = (fitment: PartType["fitment"]) =>
    leaves.flatMap((leaf) => leaf.partTypes.filter((type) => type.fitment === fitment).map((partType) => ({ leaf, partType })));
  const universalChoices = choices("universal");
  const vehicleChoices = choices("vehicle");

  for (let n = 0; n < count; n++) {
    const id = input.firstId + n;
    const { leaf, partType } = random.pick(random.chance(0.12) && universalChoices.length > 0 ? universalChoices : vehicleChoices);
    const brand = random.pick(leaf.brands);
    const series = random.pick(SERIES);
    const variation = partType.variations?.[0] ? random.pick(partType.variations[0].values) : null;

    // Fitment: which vehicles, spread as the trade's.
    let fits: number[] = [];
    let generation: Generation | null = null;
    let fitted: Generation[] = [];
    const universal = partType.fitment === "universal" || random.chance(0.04);
    if (!universal) {
      generation = pickGeneration(random);
      const shape = random.next();
      if (shape < 0.55) {
        // One engine over a run of years: a few rows.
        const engine = random.pick(generation.engines);
        const years = generation.vehicles.filter((v) => v.engineCode === engine).map((v) => v.year);
        const from = random.pick(years);
        const to = from + random.int(0, 6);
        fits = generation.vehicles.filter((v) => v.engineCode === engine && v.year >= from && v.year <= to).map((v) => v.id);
        fitted = [generation];
      } else if (shape < 0.95) {
        fits = generation.vehicles.map((v) => v.id);
        fitted = [generation];
      } else {
        // A shared platform: every generation of the make's same kind.
        const family = families.get(`${generation.def.make}|${generation.def.kind}`) ?? [generation];
        fits = family.flatMap((g) => g.vehicles.map((v) => v.id));
        fitted = family;
      }
    }

    const vehicleName = generation ? `${generation.def.make} ${generation.def.model}` : "";
    const chassis = generation
      ? slugify(generation.def.chassis[0] ?? generation.def.model)
          .replace(/-/g, "")
          .toUpperCase()
          .slice(0, 5)
      : "UNI";
    const partNumber = `${partType.partPrefix}-${chassis}-${String(id).padStart(7, "0")}`;
    const sku = `TR-${brand.slug.slice(0, 3).toUpperCase()}-${partType.partPrefix}${String(id).padStart(7, "0")}`;
    const seriesEn = series ? `${series} ` : "";
    const variationEn = variation ? `${variation.en} ` : "";
    const title: Localized = {
      en: `${brand.name} ${seriesEn}${variationEn}${partType.name.en}${generation ? ` for ${vehicleName}` : ""}`,
      ru: `${partType.name.ru}${variation ? ` ${variation.ru}` : ""} ${brand.name}${series ? ` ${series}` : ""}${generation ? ` для ${vehicleName}` : ""}`,
      ar: `${partType.name.ar}${variation ? ` ${variation.ar}` : ""} من ${brand.name}${series ? ` ${series}` : ""}${generation ? ` لسيارة ${vehicleName}` : ""}`,
    };
    const name = partName(partType, variation, series);
    const excerpt = fillPartText(partType.excerpt, brand.name, vehicleName, name);
    const [low, high] = partType.priceRange;
    const priceCents = random.int(low, high) * 100 + (random.chance(0.7) ? 95 : 0);
    const discountCents = random.chance(0.15) ? Math.round((priceCents * random.pick([10, 15, 20, 25])) / 100 / 100) * 100 : 0;
    const reviewCount = random.chance(0.33) ? random.pick([1, 1, 2, 2, 3, 4, 6, 9]) : 0;
    const reviews = Array.from({ length: reviewCount }, () => {
      const rating = random.pick([5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
      return {
        author: random.pick(REVIEWERS),
        rating,
        content: fill(random.pick(REVIEW_LINES[rating]!), { vehicle: vehicleName || "truck" }),
        createdAt: new Date(input.now.getTime() - random.int(1, 700) * DAY_MS),
      };
    });
    // Its other numbers and its fitment note, from a stream of the part's own: the rest is drawn as before.
    const own = streamOf(`${seed}|${id}`);
    const codes = partCodes(
      {
        categorySlug: leaf.category.slug,
        department: leaf.department.slug,
        brandSlug: brand.slug,
        fits: fitted.map((g) => g.def),
        ownCodes: [partNumber, sku],
      },
      own,
    );
    const note = planFitmentNote(
      {
        categorySlug: leaf.category.slug,
        kinds: fitted.map((g) => g.def.kind),
        engineCodes: [...new Set(fits.map((v) => engineOf.get(v)!))],
      },
      own,
    );
    const pool = input.imagesByCategory.get(leaf.categoryId) ?? [];
    const images = pool.length > 0 ? random.shuffle(pool).slice(0, random.int(1, Math.min(3, pool.length))) : [];
    yield {
      id,
      slug: slugify(`${title.en} ${partNumber}`),
      sku,
      partNumber,
      codesNormalized: `${normalizePartCode(partNumber)} ${normalizePartCode(sku)}`,
      title,
      description: fillPartText(partType.description, brand.name, vehicleName, name),
      excerpt,
      categoryId: leaf.categoryId,
      brandId: input.brandIds.get(brand.slug) ?? 0,
      stock: stockFor(random),
      priceCents: Math.max(priceCents, discountCents + 100),
      discountCents,
      tags: [leaf.department.slug, leaf.category.slug, brand.slug, ...(universal ? ["universal"] : [])],
      universal,
      featured: false,
      salesCount: random.chance(0.5) ? Math.floor(random.next() ** 4 * 300) : 0,
      ratingAverage: reviewCount ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviewCount) * 10) / 10 : 0,
      reviewCount,
      metaTitle: `${title.en} | ${partNumber} | Overland`,
      metaDescription: `${excerpt.en} Part number ${partNumber}.`.slice(0, 158),
      metaKeywords: [partType.name.en, brand.name, vehicleName, partNumber].filter(Boolean).join(", "),
      createdAt: new Date(input.now.getTime() - random.int(0, 900) * DAY_MS),
      images,
      // A spec that names the variation says its value (drawn all the same: the stream stays as it was).
      specs: partType.specs.map((spec) => {
        const drawn = random.pick(spec.values);
        return { name: spec.name, value: variation && spec.values.includes(variation.en) ? variation.en : drawn };
      }),
      fits,
      codes,
      fitmentNote: note && {
        slug: note.slug,
        vehicleIds: note.engineCode === null ? fits : fits.filter((v) => engineOf.get(v) === note.engineCode),
      },
      reviews,
    };
  }
}
