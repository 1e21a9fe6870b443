// Turns the seed facts (data/) into the rows of a believable 4x4 parts catalogue. Pure and
// deterministic: the same seed gives the same catalogue, so seeding is repeatable everywhere.
import { normalizePartCode } from "../../domain/product.ts";
import { slugify } from "../../domain/slugify.ts";
import { brands as brandDefs, departments } from "./data/catalogue.ts";
import type { BrandDef, CategoryDef, Localized, OptionDef, PartType, VehicleGeneration } from "./data/types.ts";
import { vehicleGenerations } from "./data/vehicles.ts";
import { fillPartText, partName } from "./part-texts.ts";
import { createRandom, type Random } from "./random.ts";
import { type SeedVariant, variantsFor } from "./seed-variants.ts";

export const CATALOGUE_SEED = 4_044;
export const TARGET_PRODUCTS = 2_100;
/** The newest model year the seed knows of; yearTo null means still built. */
export const CURRENT_MODEL_YEAR = 2026;

export interface SeedCategory {
  key: string;
  parentKey: string | null;
  slug: string;
  name: Localized;
  drawing: PartType["drawing"];
  layout: "categories" | "products";
  position: number;
  /** Colour of the category's generated image. */
  accent: string;
}

export interface SeedVehicle {
  key: string;
  generationKey: string;
  year: number;
  make: string;
  model: string;
  engine: string;
  engineCode: string;
  chassis: string;
}

export interface SeedReview {
  author: string;
  rating: number;
  content: string;
  daysAgo: number;
}

export interface SeedProduct {
  slug: string;
  sku: string;
  partNumber: string;
  codesNormalized: string;
  title: Localized;
  description: Localized;
  excerpt: Localized;
  categorySlug: string;
  brandSlug: string;
  stock: number;
  priceCents: number;
  discountCents: number;
  tags: string[];
  universal: boolean;
  featured: boolean;
  salesCount: number;
  daysOld: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  images: string[];
  /** What its images are drawn from (see seed-images.ts); image `i` is view `i`. */
  picture: { drawing: PartType["drawing"]; accent: string; seed: number };
  options: OptionDef[];
  /** One per combination of the options' values (decision 022); none without options. */
  variants: SeedVariant[];
  specs: { name: Localized; value: string }[];
  /** Keys of SeedVehicle generations it fits (empty for universal parts). */
  fitsGenerations: string[];
  reviews: SeedReview[];
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  brands: (BrandDef & { image: string })[];
  vehicles: SeedVehicle[];
  products: SeedProduct[];
}

export const generationKey = (g: Pick<VehicleGeneration, "make" | "model">) => `${g.make}|${g.model}`;

export function brandImageUrl(slug: string): string {
  return `/media/seed/brand/${slug}.svg`;
}
export function partImageUrl(drawing: string, view: number, accent: string, seed: number): string {
  return `/media/seed/part/${drawing}/${view}/${accent.replace("#", "")}/${seed}.svg`;
}
/** A variant's picture: the part's first view, drawn in the variant's colour. */
export function variantImageUrl(picture: SeedProduct["picture"], colour: string): string {
  return partImageUrl(picture.drawing, 0, colour, picture.seed);
}
export function categoryImageUrl(drawing: string, accent: string): string {
  return `/media/seed/category/${drawing}/${accent.replace("#", "")}.svg`;
}
/** The banner of the `position`-th blog post (from 1), drawn after its department. */
export function blogImageUrl(department: string, position: number): string {
  return `/media/seed/blog/${department}/${position}.svg`;
}

const CATEGORY_ACCENTS = ["#ea580c", "#0f766e", "#2563eb", "#b91c1c", "#7c3aed", "#ca8a04", "#15803d", "#334155"];

/** The drawing that stands for a category: that of its first part type, found depth first. */
export function firstDrawing(category: CategoryDef): PartType["drawing"] {
  return category.partTypes?.[0]?.drawing ?? (category.children?.[0] ? firstDrawing(category.children[0]) : "generic");
}

function flattenCategories(): { categories: SeedCategory[]; leaves: { category: CategoryDef; department: CategoryDef }[] } {
  const categories: SeedCategory[] = [];
  const leaves: { category: CategoryDef; department: CategoryDef }[] = [];
  const visit = (category: CategoryDef, parent: CategoryDef | null, department: CategoryDef, position: number) => {
    categories.push({
      key: category.slug,
      parentKey: parent?.slug ?? null,
      slug: category.slug,
      name: category.name,
      drawing: firstDrawing(category),
      layout: category.children?.length ? "categories" : "products",
      position,
      accent: CATEGORY_ACCENTS[categories.length % CATEGORY_ACCENTS.length]!,
    });
    if (category.children?.length) category.children.forEach((child, i) => visit(child, category, department, i));
    else leaves.push({ category, department });
  };
  departments.forEach((d, i) => visit(d, null, d, i));
  return { categories, leaves };
}

function expandVehicles(): SeedVehicle[] {
  const vehicles: SeedVehicle[] = [];
  for (const generation of vehicleGenerations) {
    const lastYear = generation.yearTo ?? CURRENT_MODEL_YEAR;
    for (const engine of generation.engines) {
      const from = Math.max(engine.yearFrom ?? generation.yearFrom, generation.yearFrom);
      const to = Math.min(engine.yearTo ?? lastYear, lastYear);
      for (let year = from; year <= to; year++) {
        vehicles.push({
          key: `${generationKey(generation)}|${year}|${engine.code}`,
          generationKey: generationKey(generation),
          year,
          make: generation.make,
          model: generation.model,
          engine: `${engine.label} (${engine.code})`,
          engineCode: engine.code,
          chassis: generation.chassis.join(", "),
        });
      }
    }
  }
  return vehicles;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

const REVIEWERS = [
  "Dave M.",
  "Sarah K.",
  "Tom B.",
  "Alexei P.",
  "Priya S.",
  "Jake R.",
  "Mohammed A.",
  "Liam O.",
  "Chen W.",
  "Nikolai V.",
  "Emma T.",
  "Khalid H.",
  "Grant F.",
  "Olga S.",
  "Ben C.",
  "Aisha N.",
  "Marco D.",
  "Sipho M.",
  "Ruth L.",
  "Hamish G.",
];
const REVIEW_LINES: Record<number, string[]> = {
  5: [
    "Fitted it over a weekend with basic tools. Quality is excellent and it has been faultless on corrugations.",
    "Exactly as described and well packed. Already done two long trips with it, no complaints at all.",
    "Great value for money. Fit was perfect on my {vehicle} and the instructions were clear.",
    "Solid build quality; better than the original part it replaced.",
  ],
  4: [
    "Good part, fitment took a bit of fiddling but works well now.",
    "Happy with it overall. Delivery was quick; one bolt was missing but the shop sent it straight away.",
    "Does the job nicely on a loaded tourer. Would buy again.",
  ],
  3: [
    "Decent for the price, though the finish could be better.",
    "Works, but I needed a second pair of hands to fit it. Instructions are thin.",
  ],
  2: ["Fit was not great on my vehicle and I had to modify the brackets."],
  1: ["Arrived with a damaged box; the replacement is fine but it took time."],
};

function reviewsFor(random: Random, vehicleName: string): SeedReview[] {
  const count = random.pick([1, 1, 2, 2, 3, 4, 5, 7, 9, 12]);
  return Array.from({ length: count }, () => {
    const rating = random.pick([5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
    return {
      author: random.pick(REVIEWERS),
      rating,
      content: fill(random.pick(REVIEW_LINES[rating]!), { vehicle: vehicleName || "truck" }),
      daysAgo: random.int(1, 700),
    };
  });
}

/** spec §4 bands: out of stock, low (<20), in stock (20-40), high (>40), all well represented. */
function stockFor(random: Random): number {
  const band = random.next();
  if (band < 0.08) return 0;
  if (band < 0.35) return random.int(1, 19);
  if (band < 0.6) return random.int(20, 40);
  return random.int(41, 180);
}

function cheapest(variants: readonly SeedVariant[]): { priceCents: number; discountCents: number } {
  const least = variants.reduce((a, b) => (b.priceCents - b.discountCents < a.priceCents - a.discountCents ? b : a));
  return { priceCents: least.priceCents, discountCents: least.discountCents };
}

function priceFor(random: Random, [min, max]: [number, number]): number {
  // Retail prices end in .95 or .00, as shops price them.
  const dollars = random.int(min, max);
  return dollars * 100 + (random.chance(0.7) ? 95 : 0);
}

export function generateCatalogue(seed = CATALOGUE_SEED, target = TARGET_PRODUCTS): SeedCatalogue {
  const random = createRandom(seed);
  const { categories, leaves } = flattenCategories();
  const vehicles = expandVehicles();
  const generations = vehicleGenerations;
  const brandList = brandDefs.map((b) => ({ ...b, image: brandImageUrl(b.slug) }));
  const partTypeCount = leaves.reduce((sum, leaf) => sum + (leaf.category.partTypes?.length ?? 0), 0);
  const perType = Math.ceil(target / partTypeCount);

  const products: SeedProduct[] = [];
  const usedSlugs = new Set<string>();
  let generationCursor = 0;
  const shuffledGenerations = random.shuffle(generations);

  for (const { category, department } of leaves) {
    const makers = brandList.filter((b) => b.departments.includes(department.slug));
    const brandPool = makers.length > 0 ? makers : brandList;
    for (const partType of category.partTypes ?? []) {
      const variationAxis = partType.variations?.[0];
      for (let n = 0; n < perType; n++) {
        const brand = brandPool[(n + products.length) % brandPool.length]!;
        const variation = variationAxis ? variationAxis.values[n % variationAxis.values.length]! : null;
        const generation = partType.fitment === "vehicle" ? shuffledGenerations[generationCursor++ % shuffledGenerations.length]! : null;
        const vehicleName = generation ? `${generation.make} ${generation.model}` : "";
        const serial = String(n + 1).padStart(2, "0");
        const genCode = generation
          ? slugify(generation.chassis[0] ?? generation.model)
              .replace(/-/g, "")
              .toUpperCase()
              .slice(0, 5)
          : "UNI";
        const partNumber = `${partType.partPrefix}-${genCode}-${random.int(100, 999)}${serial}`;
        const sku = `OV-${brand.slug.slice(0, 3).toUpperCase()}-${partType.partPrefix}${String(products.length + 1).padStart(5, "0")}`;
        const variationEn = variation ? `${variation.en} ` : "";
        const title: Localized = {
          en: `${brand.name} ${variationEn}${partType.name.en}${generation ? ` for ${vehicleName}` : ""}`,
          ru: `${partType.name.ru}${variation ? ` ${variation.ru}` : ""} ${brand.name}${generation ? ` для ${vehicleName}` : ""}`,
          ar: `${partType.name.ar}${variation ? ` ${variation.ar}` : ""} من ${brand.name}${generation ? ` لسيارة ${vehicleName}` : ""}`,
        };
        let slug = slugify(`${title.en} ${partNumber}`);
        while (usedSlugs.has(slug)) slug = `${slug}-${n}`;
        usedSlugs.add(slug);
        // Descriptions read "The {brand} {name} ...": {name} is the part's own name, without the brand.
        const name = partName(partType, variation);
        const description = fillPartText(partType.description, brand.name, vehicleName, name);
        const excerpt = fillPartText(partType.excerpt, brand.name, vehicleName, name);
        const priceCents = priceFor(random, partType.priceRange);
        const onSale = random.chance(0.2);
        const discountCents = onSale ? Math.max(100, Math.round((priceCents * random.pick([10, 15, 20, 25, 30])) / 100 / 100) * 100) : 0;
        const imageCount = random.int(1, 4);
        const accent = brand.colors[0];
        const imageSeed = random.int(1, 9999);
        // A spec that names the variation (the "Battery capacity" of a 120 Ah battery) says the
        // variation's value, as cards of look-alike titles show it; drawn all the same, so the stream stays as it was.
        const specs = partType.specs.map((s) => {
          const drawn = random.pick(s.values);
          return { name: s.name, value: variation && s.values.includes(variation.en) ? variation.en : drawn };
        });
        if (variation && variationAxis) specs.unshift({ name: variationAxis.name, value: variation.en });
        const fits = generation ? [generationKey(generation)] : [];
        // Some parts also fit the sibling generation of the same make (shared platforms).
        if (generation && random.chance(0.25)) {
          const sibling = generations.find((g) => g.make === generation.make && g !== generation && g.kind === generation.kind);
          if (sibling) fits.push(generationKey(sibling));
        }
        const prices = { priceCents: Math.max(priceCents, discountCents + 100), discountCents };
        const variants = variantsFor({ sku, partNumber, ...prices }, partType.options ?? []);
        // Drawn for every product, here as before, so the catalogue's random stream stays as it was.
        const drawnStock = stockFor(random);
        products.push({
          slug,
          sku,
          partNumber,
          codesNormalized: `${normalizePartCode(partNumber)} ${normalizePartCode(sku)}`,
          title,
          description,
          excerpt,
          categorySlug: category.slug,
          brandSlug: brand.slug,
          // A product sold in variants has theirs.
          stock: variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : drawnStock,
          // A product sold in variants is priced as its cheapest.
          ...(variants.length > 0 ? cheapest(variants) : prices),
          tags: [department.slug, category.slug, brand.slug, ...(partType.fitment === "universal" ? ["universal"] : [])],
          universal: partType.fitment === "universal",
          featured: random.chance(0.05),
          salesCount: random.chance(0.6) ? Math.floor(random.next() ** 3 * 400) : 0,
          daysOld: random.int(0, 540),
          metaTitle: `${title.en} | ${partNumber} | Overland`,
          metaDescription: `${excerpt.en} Part number ${partNumber}.`.slice(0, 158),
          metaKeywords: [partType.name.en, brand.name, vehicleName, partNumber, category.name.en].filter(Boolean).join(", "),
          images: Array.from({ length: imageCount }, (_, view) => partImageUrl(partType.drawing, view, accent, imageSeed)),
          picture: { drawing: partType.drawing, accent, seed: imageSeed },
          options: partType.options ?? [],
          variants,
          specs,
          fitsGenerations: fits,
          reviews: random.chance(0.38) ? reviewsFor(random, vehicleName) : [],
        });
      }
    }
  }

  return {
    categories,
    brands: brandList,
    vehicles,
    products,
  };
}
