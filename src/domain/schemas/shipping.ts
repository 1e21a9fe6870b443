// Shipping zones and methods (decision 039) as the admin API and the back office take and answer
// them, and the offers the checkout reads for a cart and an address.
import { z } from "zod";

import { COUNTRY_CODES } from "../countries.ts";
import { DISCOUNT_REFUSALS } from "../discounts.ts";
import { CURRENCY_CODES } from "../money.ts";
import { postcodeInRange, SHIPPING_METHOD_KINDS } from "../shipping.ts";
import { AmountCentsSchema } from "./catalog-admin.ts";
import { CheckoutItemSchema, CurrencySchema } from "./checkout.ts";
import { LocalizedTextSchema } from "./common.ts";

const text = (max: number) => z.string().trim().max(max);
const NameSchema = z.object({ en: text(80).min(1), ru: text(80).default(""), ar: text(80).default("") });

/** An amount in dollars ("25", "1,250.00"), free being 0: whole cents. */
export const ShippingAmountSchema = AmountCentsSchema.pipe(z.int().min(0).max(10_000_000));

const GramsSchema = z.coerce.number().int().positive().max(100_000_000);
const DaysSchema = z.coerce.number().int().min(0).max(365);
const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), "COUNTRY_UNKNOWN");

export const PostcodeRangeSchema = z
  .object({ from: text(20).min(1), to: text(20).min(1) })
  .refine((range) => postcodeInRange(range.from, range), "POSTCODE_RANGE_REVERSED");

const zoneShape = {
  name: NameSchema,
  countries: z.array(CountryCodeSchema).max(250).default([]),
  everywhere: z.boolean().default(false),
  regions: z.array(text(80).min(1)).max(100).default([]),
  postcodes: z.array(PostcodeRangeSchema).max(100).default([]),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
};

/** A zone names countries, or is the rest of the world, which names nothing. */
function zoneRules(zone: { countries: string[]; everywhere: boolean; regions: string[]; postcodes: unknown[] }, problems: z.RefinementCtx) {
  if (!zone.everywhere && zone.countries.length === 0)
    problems.addIssue({ code: "custom", path: ["countries"], message: "ZONE_NEEDS_COUNTRIES" });
  if (zone.everywhere && (zone.countries.length > 0 || zone.regions.length > 0 || zone.postcodes.length > 0))
    problems.addIssue({ code: "custom", path: ["everywhere"], message: "ZONE_EVERYWHERE_NAMES_NOTHING" });
}

export const ShippingZoneFieldsSchema = z.object(zoneShape).superRefine(zoneRules);
export type ShippingZoneFields = z.infer<typeof ShippingZoneFieldsSchema>;

export const WeightBandSchema = z.object({ upToGrams: GramsSchema, price: ShippingAmountSchema });

const methodShape = {
  /** Its zone; none for pickup, which is offered to every address. */
  zoneId: z.int().positive().nullable().default(null),
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "CODE_FORMAT")
    .max(40),
  name: NameSchema,
  kind: z.enum(SHIPPING_METHOD_KINDS),
  price: ShippingAmountSchema.default(0),
  bands: z.array(WeightBandSchema).max(30).default([]),
  freeOver: ShippingAmountSchema.nullable().default(null),
  maxItemGrams: GramsSchema.nullable().default(null),
  minDays: DaysSchema.nullable().default(null),
  maxDays: DaysSchema.nullable().default(null),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
};

function methodRules(
  method: { zoneId: number | null; kind: string; bands: { upToGrams: number }[]; minDays: number | null; maxDays: number | null },
  problems: z.RefinementCtx,
) {
  if ((method.kind === "pickup") !== (method.zoneId === null))
    problems.addIssue({ code: "custom", path: ["zoneId"], message: method.kind === "pickup" ? "PICKUP_HAS_NO_ZONE" : "METHOD_NEEDS_ZONE" });
  if (method.kind === "weight" && method.bands.length === 0)
    problems.addIssue({ code: "custom", path: ["bands"], message: "WEIGHT_NEEDS_BANDS" });
  const weights = method.bands.map((band) => band.upToGrams);
  if (new Set(weights).size !== weights.length) problems.addIssue({ code: "custom", path: ["bands"], message: "BANDS_REPEAT_A_WEIGHT" });
  if (method.minDays !== null && method.maxDays !== null && method.minDays > method.maxDays)
    problems.addIssue({ code: "custom", path: ["maxDays"], message: "DAYS_REVERSED" });
}

export const ShippingMethodFieldsSchema = z.object(methodShape).superRefine(methodRules);
export type ShippingMethodFields = z.infer<typeof ShippingMethodFieldsSchema>;

// ------------------------------------------------------------------------- the back office ---

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** A list typed in one field: comma- or line-separated. */
const listText = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
/** An optional number or amount: an empty field is none. */
const orNull = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional()).transform((value) => value ?? null);

/**
 * The back office's zone form: countries and regions typed as lists ("DE, FR"), postcode ranges
 * a line each ("6000-6999", or one postcode).
 */
/** A list typed in one field whose items each meet `item`: a bad item is the field's problem, said once. */
const typedList = <T extends z.ZodType>(split: (typed: string) => unknown[], item: T, max: number, message: string) =>
  z
    .string()
    .default("")
    .transform(split)
    .superRefine((items, problems) => {
      if (items.some((each) => !item.safeParse(each).success)) problems.addIssue({ code: "custom", message });
      if (items.length > max) problems.addIssue({ code: "custom", message: "maxItems" });
    })
    .transform((items) => items.map((each) => item.parse(each) as z.output<T>));

const lines = (typed: string) =>
  typed
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const zoneFormShape = {
  ...zoneShape,
  countries: typedList(listText, CountryCodeSchema, 250, "COUNTRY_UNKNOWN"),
  everywhere: checkbox,
  regions: typedList(listText, text(80).min(1), 100, "maxLength"),
  postcodes: typedList(
    (typed) =>
      lines(typed).map((line) => {
        const [from = "", to = from] = line.split(/\s*[-–]\s*/);
        return { from, to };
      }),
    PostcodeRangeSchema,
    100,
    "POSTCODE_RANGE_REVERSED",
  ),
  position: z.preprocess(blank, z.coerce.number().int().min(0).max(10_000).optional()).transform((value) => value ?? 0),
};
export const ShippingZoneFormSchema = z.object(zoneFormShape).superRefine(zoneRules);
export const ShippingZoneEditFormSchema = z.object({ ...zoneFormShape, id: z.coerce.number().int().positive() }).superRefine(zoneRules);

/** A weight band a line: grams, then the price ("2000: 45"). */
const BandLineSchema = z
  .string()
  .regex(/^\s*\d+\s*[:=]\s*\d[\d,]*(?:\.\d{1,2})?\s*$/, "BAND_FORMAT")
  .transform((line) => {
    const [grams = "", price = ""] = line.split(/[:=]/);
    return { upToGrams: grams.trim() as unknown, price: price.trim() as string | number };
  })
  .pipe(WeightBandSchema);

const methodFormShape = {
  ...methodShape,
  zoneId: orNull(z.coerce.number().int().positive()),
  price: z.preprocess(blank, ShippingAmountSchema.optional()).transform((value) => value ?? 0),
  bands: typedList(lines, BandLineSchema, 30, "BAND_FORMAT"),
  freeOver: orNull(ShippingAmountSchema),
  maxItemGrams: orNull(GramsSchema),
  minDays: orNull(DaysSchema),
  maxDays: orNull(DaysSchema),
  position: z.preprocess(blank, z.coerce.number().int().min(0).max(10_000).optional()).transform((value) => value ?? 0),
  active: checkbox,
};
export const ShippingMethodFormSchema = z.object(methodFormShape).superRefine(methodRules);
export const ShippingMethodEditFormSchema = z
  .object({ ...methodFormShape, id: z.coerce.number().int().positive() })
  .superRefine(methodRules);
export const ShippingIdFormSchema = z.object({ id: z.coerce.number().int().positive() });

/** /admin/shipping: the zone whose methods are shown, and the method edited. */
export const ShippingPageQuerySchema = z.object({
  zone: z.coerce.number().int().positive().optional().catch(undefined),
  method: z.coerce.number().int().positive().optional().catch(undefined),
});

const amount = z.number().describe("In dollars");

export const AdminShippingMethodSchema = z.object({
  id: z.int(),
  zoneId: z.int().nullable(),
  code: z.string(),
  name: LocalizedTextSchema,
  kind: z.enum(SHIPPING_METHOD_KINDS),
  price: amount,
  bands: z.array(z.object({ upToGrams: z.int(), price: amount })),
  freeOver: amount.nullable(),
  maxItemGrams: z.int().nullable(),
  minDays: z.int().nullable(),
  maxDays: z.int().nullable(),
  position: z.int(),
  active: z.boolean(),
});
export type AdminShippingMethod = z.infer<typeof AdminShippingMethodSchema>;

export const AdminShippingZoneSchema = z.object({
  id: z.int(),
  name: LocalizedTextSchema,
  countries: z.array(z.string()),
  everywhere: z.boolean(),
  regions: z.array(z.string()),
  postcodes: z.array(z.object({ from: z.string(), to: z.string() })),
  position: z.int(),
  methods: z.array(AdminShippingMethodSchema),
});
export type AdminShippingZone = z.infer<typeof AdminShippingZoneSchema>;

export const AdminShippingSchema = z.object({
  zones: z.array(AdminShippingZoneSchema),
  /** Pickup from the shop: offered to every address. */
  pickup: z.array(AdminShippingMethodSchema),
});
export type AdminShipping = z.infer<typeof AdminShippingSchema>;

// ------------------------------------------------------------------------------ the checkout ---

/** The cart and where it goes: the checkout asks which methods send it, and at what price. */
export const ShippingQuoteRequestSchema = z.object({
  items: z.array(CheckoutItemSchema).min(1).max(50),
  /** The country's English name, as an address keeps it, or its ISO code. */
  country: text(80).min(1),
  state: text(120).default(""),
  postcode: text(20).default(""),
  /** The method the totals are worked out for; the first offered when absent or not offered. */
  deliverMethod: z.string().trim().max(40).optional(),
  /** The currency the offers and totals are in, as the order would be charged (decision 043). */
  currency: CurrencySchema,
  /** A discount code to try: the answer says what it takes off, or why it does not apply. */
  discountCode: z.string().trim().max(60).optional(),
  /** Whose cart, for codes limited per customer. */
  email: z.string().trim().max(254).optional(),
});
export type ShippingQuoteRequest = z.infer<typeof ShippingQuoteRequestSchema>;

export const ShippingOfferSchema = z.object({
  code: z.string(),
  name: LocalizedTextSchema,
  kind: z.enum(SHIPPING_METHOD_KINDS),
  price: amount,
  minDays: z.int().nullable(),
  maxDays: z.int().nullable(),
});
export type ShippingOfferView = z.infer<typeof ShippingOfferSchema>;

/** An order's totals at its address (decision 040): what the payment session and the order will say, to the cent. */
export const CheckoutTotalsSchema = z.object({
  items: z
    .array(z.object({ price: amount, total: amount }))
    .describe("Each line's unit price and total at this address, in the cart's order"),
  subtotal: amount,
  shipping: amount,
  taxLines: z.array(
    z.object({
      name: z.string().describe("VAT, GST, Sales tax"),
      rate: z.number().describe("Percent"),
      included: z.boolean().describe("In the prices; else added to the total"),
      amount,
    }),
  ),
  discounts: z
    .array(
      z.object({
        code: z.string().nullable().describe("The code typed; null for an automatic promotion"),
        title: LocalizedTextSchema,
        amount: amount.describe("What it takes off, the delivery's part included"),
      }),
    )
    .describe("Each discount as a line of the totals"),
  discount: amount.describe("All the discounts together"),
  tax: amount,
  taxIncluded: amount.describe("The part of the tax already in the subtotal and shipping"),
  total: amount.describe("subtotal + shipping - discount + the tax that is added"),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotalsSchema>;

export const ShippingQuoteSchema = z.object({
  offers: z.array(ShippingOfferSchema).describe("Cheapest first; pickup last. Empty: nothing sends this cart there"),
  weightGrams: z.int().describe("The cart's weight as shipping counts it"),
  deliverMethod: z.string().nullable().describe("The method the totals are for; null when nothing is offered"),
  currency: z.enum(CURRENCY_CODES).describe("The currency of every amount here: the one the order would be charged in"),
  totals: CheckoutTotalsSchema.nullable(),
  discountCode: z
    .object({
      code: z.string(),
      refusal: z.enum(DISCOUNT_REFUSALS).nullable().describe("Why it does not apply; null: it does"),
    })
    .nullable()
    .describe("The code tried, as the shop reads it; null when none was"),
});
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;
