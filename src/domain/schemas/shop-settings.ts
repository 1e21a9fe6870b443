// The shop's settings (decision 046) as the admin API and the back office take and answer them.
import { z } from "zod";

import { type OpeningHours, openingTimesOf, type ShopSettings, WEEKDAYS } from "../shop-settings.ts";
import { isTimeZone } from "../shop-time.ts";
import { SOCIAL_NETWORKS, type SocialNetwork, socialPageProblem } from "../social-pages.ts";

const text = (max: number) => z.string().trim().max(max);

const TimeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, "TIME_ZONE_UNKNOWN");

const AddressSchema = z.object({
  en: text(300).min(1),
  ru: text(300).optional(),
  ar: text(300).optional(),
});

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "HOURS_FORMAT");
const OpeningTimesSchema = z
  .object({ opens: TimeSchema, closes: TimeSchema })
  .refine((times) => times.closes > times.opens, { message: "HOURS_FORMAT", path: ["closes"] })
  .nullable();
const OpeningHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, OpeningTimesSchema])) as Record<(typeof WEEKDAYS)[number], typeof OpeningTimesSchema>,
);

/** A network's page: https, on that network, not its front page (domain/social-pages.ts). */
const socialPage = (network: SocialNetwork) =>
  text(300).superRefine((value, ctx) => {
    if (value !== "" && socialPageProblem(network, value)) ctx.addIssue({ code: "custom", message: "SOCIAL_PAGE" });
  });
const SocialSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialPage(network).optional()])) as Record<
    SocialNetwork,
    z.ZodOptional<ReturnType<typeof socialPage>>
  >,
);

const settingsShape = {
  name: text(80).min(1),
  email: z.email().max(200),
  phone: text(40).min(3),
  address: AddressSchema,
  openingHours: OpeningHoursSchema,
  timeZone: TimeZoneSchema,
  social: SocialSchema,
};

/** The settings as GET /api/admin/settings answers them. */
export const ShopSettingsSchema = z.object(settingsShape) satisfies z.ZodType<ShopSettings>;

/** PATCH /api/admin/settings: any of the settings; what is left out stays as it is. */
export const ShopSettingsPatchSchema = z
  .object(settingsShape)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "name at least one setting to change");
export type ShopSettingsPatch = z.infer<typeof ShopSettingsPatchSchema>;

// ------------------------------------------------------------------------- the back office ---

/** The shop's name, contacts and address, as the back office's first card takes them. */
export const ShopContactFormSchema = z
  .object({
    name: settingsShape.name,
    email: settingsShape.email,
    phone: settingsShape.phone,
    addressEn: text(300).min(1),
    addressRu: text(300).default(""),
    addressAr: text(300).default(""),
  })
  .transform(({ addressEn, addressRu, addressAr, ...rest }) => ({
    ...rest,
    address: { en: addressEn, ...(addressRu ? { ru: addressRu } : {}), ...(addressAr ? { ar: addressAr } : {}) },
  }));

const dayField = text(20)
  .default("")
  .superRefine((value, ctx) => {
    if (openingTimesOf(value) === undefined) ctx.addIssue({ code: "custom", message: "HOURS_FORMAT" });
  });

/** The opening hours (a field a day, "08:00-17:30" or empty when closed) and the shop's clock. */
export const ShopHoursFormSchema = z
  .object({
    timeZone: TimeZoneSchema,
    mon: dayField,
    tue: dayField,
    wed: dayField,
    thu: dayField,
    fri: dayField,
    sat: dayField,
    sun: dayField,
  })
  .transform(({ timeZone, ...days }) => ({
    timeZone,
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, openingTimesOf(days[day]) ?? null])) as OpeningHours,
  }));

/** The shop's pages on social networks; an empty field leaves the network out of the footer. */
export const ShopSocialFormSchema = z
  .object({
    facebook: socialPage("facebook").default(""),
    instagram: socialPage("instagram").default(""),
    youtube: socialPage("youtube").default(""),
    x: socialPage("x").default(""),
  })
  .transform((form) => ({
    social: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => (form[network] ? [[network, form[network]]] : [])),
    ) as ShopSettings["social"],
  }));
