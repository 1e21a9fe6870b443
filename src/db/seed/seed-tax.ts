// The seeded shop's tax beyond what migration 0041 gives every shop (Australia's GST at spec §9's
// 20%, in the prices): the taxes a parts shop in Australia collects where it sells. Standard rates
// as published for 2026; US sales tax is each state's own rate (local taxes left to the owner).
import type { Executor } from "../client.ts";
import { taxRates } from "../tables.ts";
import { EU } from "./seed-shipping.ts";

type SeedRate = Omit<typeof taxRates.$inferInsert, "id" | "updatedAt">;

/** EU VAT, standard rates in hundredths of a percent. */
const EU_VAT: Record<(typeof EU)[number], number> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** US states' sales tax (state rate), and whether the state taxes delivery charges. */
const US_STATES: [string, number, boolean][] = [
  ["AL", 400, true],
  ["AZ", 560, false],
  ["AR", 650, true],
  ["CA", 725, false],
  ["CO", 290, false],
  ["CT", 635, true],
  ["DC", 600, true],
  ["FL", 600, false],
  ["GA", 400, true],
  ["HI", 400, true],
  ["ID", 600, false],
  ["IL", 625, false],
  ["IN", 700, true],
  ["IA", 600, false],
  ["KS", 650, true],
  ["KY", 600, true],
  ["LA", 500, false],
  ["ME", 550, false],
  ["MD", 600, false],
  ["MA", 625, false],
  ["MI", 600, true],
  ["MN", 688, true],
  ["MS", 700, true],
  ["MO", 423, false],
  ["NE", 550, true],
  ["NV", 685, false],
  ["NJ", 663, true],
  ["NM", 488, true],
  ["NY", 400, true],
  ["NC", 475, true],
  ["ND", 500, true],
  ["OH", 575, true],
  ["OK", 450, false],
  ["PA", 600, true],
  ["RI", 700, true],
  ["SC", 600, false],
  ["SD", 420, true],
  ["TN", 700, true],
  ["TX", 625, true],
  ["UT", 610, false],
  ["VT", 600, true],
  ["VA", 530, false],
  ["WA", 650, true],
  ["WV", 600, true],
  ["WI", 500, true],
  ["WY", 400, true],
];

const included = (countryCode: string, name: string, basisPoints: number): SeedRate => ({
  countryCode,
  name,
  basisPoints,
  included: true,
  shippingTaxed: true,
});

export const SEED_TAX_RATES: SeedRate[] = [
  included("NZ", "GST", 1500),
  ...EU.map((code) => included(code, "VAT", EU_VAT[code])),
  included("GB", "VAT", 2000),
  included("NO", "VAT", 2500),
  included("CH", "VAT", 810),
  included("AE", "VAT", 500),
  included("RU", "VAT", 2200),
  // The US adds sales tax at the checkout, by the state delivered to; a state without a rate here charges none.
  { countryCode: "US", name: "Sales tax", basisPoints: 0, included: false, shippingTaxed: false },
  ...US_STATES.map(([region, basisPoints, shippingTaxed]) => ({
    countryCode: "US",
    region,
    name: "Sales tax",
    basisPoints,
    included: false,
    shippingTaxed,
  })),
];

export async function seedTax(tx: Executor): Promise<void> {
  await tx.insert(taxRates).values(SEED_TAX_RATES);
}
