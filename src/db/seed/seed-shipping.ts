// The seeded shop's shipping beyond what migration 0040 gives every shop (Australia at spec §9's
// 25 and 45, pickup, and the rest of the world at the same): the zones a parts shop in Australia
// ships to, priced by weight, and freight for what a parcel carrier does not take.
import { eq, inArray, sql } from "drizzle-orm";

import type { Executor } from "../client.ts";
import { categories, products, shippingMethods, shippingZones } from "../tables.ts";

/** Parts too large for a parcel: they go by freight. */
export const FREIGHT_CATEGORIES = ["bull-bars", "rear-bars", "canopies-and-tonneau-covers", "drawer-systems"];

const EU = [
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
];

const bands = (...pairs: [kg: number, dollars: number][]) =>
  pairs.map(([kg, dollars]) => ({ upToGrams: kg * 1000, priceCents: dollars * 100 }));

const ZONES = [
  {
    name: { en: "New Zealand", ru: "Новая Зеландия", ar: "نيوزيلندا" },
    countries: ["NZ"],
    position: 10,
    methods: [
      {
        code: "nz-tracked",
        name: { en: "Tracked parcel", ru: "Посылка с отслеживанием", ar: "طرد مع تتبع" },
        kind: "weight",
        bands: bands([2, 30], [10, 55], [30, 120]),
        minDays: 4,
        maxDays: 8,
        maxItemGrams: 30_000,
      },
      {
        code: "nz-freight",
        name: { en: "Freight", ru: "Грузовая доставка", ar: "شحن ثقيل" },
        kind: "freight",
        priceCents: 39_000,
        minDays: 10,
        maxDays: 20,
      },
    ],
  },
  {
    name: { en: "Europe", ru: "Европа", ar: "أوروبا" },
    countries: [...EU, "GB", "CH", "NO"],
    position: 20,
    methods: [
      {
        code: "eu-tracked",
        name: { en: "Tracked parcel", ru: "Посылка с отслеживанием", ar: "طرد مع تتبع" },
        kind: "weight",
        bands: bands([2, 45], [10, 95], [30, 210]),
        freeOverCents: 150_000,
        minDays: 7,
        maxDays: 14,
        maxItemGrams: 30_000,
      },
      {
        code: "eu-express",
        name: { en: "Express courier", ru: "Курьерский экспресс", ar: "بريد سريع" },
        kind: "weight",
        bands: bands([2, 80], [10, 160], [30, 340]),
        minDays: 3,
        maxDays: 5,
        maxItemGrams: 30_000,
      },
      {
        code: "eu-freight",
        name: { en: "Sea freight", ru: "Морской фрахт", ar: "شحن بحري" },
        kind: "freight",
        priceCents: 69_000,
        minDays: 35,
        maxDays: 60,
      },
    ],
  },
  {
    name: { en: "United States and Canada", ru: "США и Канада", ar: "الولايات المتحدة وكندا" },
    countries: ["US", "CA"],
    position: 30,
    methods: [
      {
        code: "na-tracked",
        name: { en: "Tracked parcel", ru: "Посылка с отслеживанием", ar: "طرد مع تتبع" },
        kind: "weight",
        bands: bands([2, 40], [10, 90], [30, 200]),
        freeOverCents: 150_000,
        minDays: 6,
        maxDays: 12,
        maxItemGrams: 30_000,
      },
      {
        code: "na-freight",
        name: { en: "Sea freight", ru: "Морской фрахт", ar: "شحن بحري" },
        kind: "freight",
        priceCents: 65_000,
        minDays: 30,
        maxDays: 50,
      },
    ],
  },
  {
    name: { en: "Gulf states", ru: "Страны Персидского залива", ar: "دول الخليج" },
    countries: ["AE", "SA", "QA", "KW", "BH", "OM"],
    position: 40,
    methods: [
      {
        code: "gulf-tracked",
        name: { en: "Tracked parcel", ru: "Посылка с отслеживанием", ar: "طرد مع تتبع" },
        kind: "weight",
        bands: bands([2, 50], [10, 110], [30, 240]),
        minDays: 5,
        maxDays: 10,
        maxItemGrams: 30_000,
      },
      {
        code: "gulf-freight",
        name: { en: "Air freight", ru: "Авиафрахт", ar: "شحن جوي" },
        kind: "freight",
        priceCents: 85_000,
        minDays: 7,
        maxDays: 14,
      },
    ],
  },
] as const;

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
      .values({ name: zone.name, countries: [...zone.countries], position: zone.position })
      .returning({ id: shippingZones.id });
    await tx.insert(shippingMethods).values(
      zone.methods.map((method, position) => ({
        zoneId: row!.id,
        code: method.code,
        name: method.name,
        kind: method.kind,
        priceCents: "priceCents" in method ? method.priceCents : 0,
        bands: "bands" in method ? method.bands : [],
        freeOverCents: "freeOverCents" in method ? method.freeOverCents : null,
        maxItemGrams: "maxItemGrams" in method ? method.maxItemGrams : null,
        minDays: method.minDays,
        maxDays: method.maxDays,
        position,
      })),
    );
  }
}
