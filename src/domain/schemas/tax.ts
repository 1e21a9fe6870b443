// Tax rates and settings (decision 040) as the admin API and the back office take and answer them.
import { z } from "zod";

import { COUNTRY_CODES } from "../countries.ts";
import { BASIS_POINTS, STANDARD_TAX_CLASS, TAX_CLASS } from "../tax.ts";

const text = (max: number) => z.string().trim().max(max);

const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), "COUNTRY_UNKNOWN");

/** A rate as a percent ("20", "8.25", 7.5) read into hundredths of a percent, without floating point. */
export const RatePercentSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,3}(?:\.\d{1,2})?$/, "RATE_FORMAT"))
  .transform((typed) => {
    const [whole = "0", fraction = ""] = typed.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .pipe(z.int().max(BASIS_POINTS, "RATE_FORMAT"));

const RegionSchema = text(80)
  .transform((value) => (value === "" ? null : value))
  .nullable();

const TaxClassSchema = z.string().trim().toLowerCase().max(40).regex(TAX_CLASS, "TAX_CLASS_FORMAT");

const rateShape = {
  countryCode: CountryCodeSchema,
  region: RegionSchema.default(null),
  taxClass: TaxClassSchema.default(STANDARD_TAX_CLASS),
  name: text(40).min(1),
  rate: RatePercentSchema,
  included: z.boolean().default(true),
  shippingTaxed: z.boolean().default(true),
};
export const TaxRateFieldsSchema = z.object(rateShape);
export type TaxRateFields = z.infer<typeof TaxRateFieldsSchema>;

export const TaxSettingsFieldsSchema = z.object({
  pricesIncludeTax: z.boolean(),
  homeCountryCode: CountryCodeSchema,
});
export type TaxSettingsFields = z.infer<typeof TaxSettingsFieldsSchema>;

// ------------------------------------------------------------------------- the back office ---

const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const rateFormShape = {
  ...rateShape,
  region: text(80)
    .default("")
    .transform((value) => (value === "" ? null : value)),
  included: checkbox,
  shippingTaxed: checkbox,
};
export const TaxRateFormSchema = z.object(rateFormShape);
export const TaxRateEditFormSchema = z.object({ ...rateFormShape, id: z.coerce.number().int().positive() });
export const TaxIdFormSchema = z.object({ id: z.coerce.number().int().positive() });
export const TaxSettingsFormSchema = z.object({ pricesIncludeTax: checkbox, homeCountryCode: CountryCodeSchema });

/** /admin/tax: the country whose rates are listed, and the rate edited. */
export const TaxPageQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  rate: z.coerce.number().int().positive().optional().catch(undefined),
});

// ---------------------------------------------------------------------------- the answers ---

export const AdminTaxRateSchema = z.object({
  id: z.int(),
  countryCode: z.string(),
  region: z.string().nullable(),
  taxClass: z.string(),
  name: z.string(),
  rate: z.number().describe("Percent: 8.25"),
  included: z.boolean().describe("Shown in prices; else added at the checkout"),
  shippingTaxed: z.boolean(),
});
export type AdminTaxRate = z.infer<typeof AdminTaxRateSchema>;

export const AdminTaxSchema = z.object({
  settings: z.object({ pricesIncludeTax: z.boolean(), homeCountryCode: z.string() }),
  rates: z.array(AdminTaxRateSchema),
});
export type AdminTax = z.infer<typeof AdminTaxSchema>;
