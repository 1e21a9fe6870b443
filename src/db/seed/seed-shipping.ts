// The seeded shop's shipping beyond what migration 0040 gives every shop (Australia at spec §9's
// 25 and 45, pickup, and the rest of the world at the same): the zones a parts shop in Australia
// ships to, priced by weight, and freight for what a parcel carrier does not take.
import { eq, inArray, sql } from "drizzle-orm";

import type { LocalizedText } from "../../domain/locales.ts";
import type { WeightBand } from "../../domain/shipping.ts";
import type { Executor } from "../client.ts";
import { categories, products, shippingMethods, shippingZones } from "../tables.ts";

/** Parts too large for a parcel: they go by freight. */
export const FREIGHT_CATEGORIES = ["bull-bars", "rear-bars", "canopies-and-tonneau-covers", "drawer-systems"];

export const EU = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

const bands = (...pairs: [kg: number, dollars: number][]) =>
  pairs.map(([kg, dollars]) => ({ upToGrams: kg * 1000, priceCents: dollars * 100 }));

const NAMES = {
  tracked: { en: "Tracked parcel", ru: "Посылка с отслеживанием", ar: "طرد مع تتبع" },
  express: { en: "Express courier", ru: "Курьерский экспресс", ar: "بريد سريع" },
  freight: { en: "Freight", ru: "Грузовая доставка", ar: "شحن ثقيل" },
  seaFreight: { en: "Sea freight", ru: "Морской фрахт", ar: "شحن بحري" },
  airFreight: { en: "Air freight", ru: "Авиафрахт", ar: "شحن جوي" },
} satisfies Record<string, LocalizedText>;

interface SeedMethod {
  code: string;
  name: LocalizedText;
  kind: "weight" | "freight";
  priceCents: number;
  bands: WeightBand[];
  freeOverCents: number | null;
  maxItemGrams: number | null;
  minDays: number;
  maxDays: number;
}

/** A parcel carrier's rate by weight, taking up to 30 kg a piece. */
const byWeight = (
  code: string,
  name: LocalizedText,
  rates: WeightBand[],
  days: [number, number],
  freeOverCents: number | null = null,
): SeedMethod => ({
  code,
  name,
  kind: "weight",
  priceCents: 0,
  bands: rates,
  freeOverCents,
  maxItemGrams: 30_000,
  minDays: days[0],
  maxDays: days[1],
});

const freight = (code: string, name: LocalizedText, dollars: number, days: [number, number]): SeedMethod => ({
  code,
  name,
  kind: "freight",
  priceCents: dollars * 100,
  bands: [],
  freeOverCents: null,
  maxItemGrams: null,
  minDays: days[0],
  maxDays: days[1],
});

const ZONES: { name: LocalizedText; countries: string[]; position: number; methods: SeedMethod[] }[] = [
  {
    name: { en: "New Zealand", ru: "Новая Зеландия", ar: "نيوزيلندا" },
    countries: ["NZ"],
    position: 10,
    methods: [
      byWeight("nz-tracked", NAMES.tracked, bands([2, 30], [10, 55], [30, 120]), [4, 8]),
      freight("nz-freight", NAMES.freight, 390, [10, 20]),
    ],
  },
  {
    name: { en: "Europe", ru: "Европа", ar: "أوروبا" },
    countries: [...EU, "GB", "CH", "NO"],
    position: 20,
    methods: [
      byWeight("eu-tracked", NAMES.tracked, bands([2, 45], [10, 95], [30, 210]), [7, 14], 150_000),
      byWeight("eu-express", NAMES.express, bands([2, 80], [10, 160], [30, 340]), [3, 5]),
      freight("eu-freight", NAMES.seaFreight, 690, [35, 60]),
    ],
  },
  {
    name: { en: "United States and Canada", ru: "США и Канада", ar: "الولايات المتحدة وكندا" },
    countries: ["US", "CA"],
    position: 30,
    methods: [
      byWeight("na-tracked", NAMES.tracked, bands([2, 40], [10, 90], [30, 200]), [6, 12], 150_000),
      freight("na-freight", NAMES.seaFreight, 650, [30, 50]),
    ],
  },
  {
    name: { en: "Gulf states", ru: "Страны Персидского залива", ar: "دول الخليج" },
    countries: ["AE", "SA", "QA", "KW", "BH", "OM"],
    position: 40,
    methods: [
      byWeight("gulf-tracked", NAMES.tracked, bands([2, 50], [10, 110], [30, 240]), [5, 10]),
      freight("gulf-freight", NAMES.airFreight, 850, [7, 14]),
    ],
  },
];

export async function seedShipping(tx: Executor): Promise<void> {
  // Oversize parts go by freight: in Australia too.
  const freightCategories = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.slug, FREIGHT_CATEGORIES));
  if (freightCategories.length > 0)
    await tx
      .update(products)
      .set({ freight: true })
      .where(
        inArray(
          products.categoryId,
          freightCategories.map((category) => category.id),
        ),
      );
  const [australia] = await tx
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(sql`'AU' = any(${shippingZones.countries})`);
  if (australia) {
    // Parcel carriers take up to 30 kg a piece.
    await tx.update(shippingMethods).set({ maxItemGrams: 30_000 }).where(eq(shippingMethods.zoneId, australia.id));
    await tx.insert(shippingMethods).values({
      zoneId: australia.id,
      code: "freight",
      name: { en: "Freight to your door", ru: "Грузовая доставка до двери", ar: "شحن ثقيل حتى الباب" },
      kind: "freight",
      priceCents: 14_900,
      minDays: 5,
      maxDays: 10,
      position: 2,
    });
  }
  for (const zone of ZONES) {
    const [row] = await tx
      .insert(shippingZones)
      .values({ name: zone.name, countries: zone.countries, position: zone.position })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingMethods).values(zone.methods.map((method, position) => ({ ...method, zoneId: row!.id, position })));
  }
}
