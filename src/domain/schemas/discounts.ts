// Discount codes and automatic promotions (decision 044) as the admin API and the back office take
// and answer them, and what a cart's code comes to at the checkout.
import { z } from "zod";

import { DISCOUNT_CODE, DISCOUNT_KINDS, normalCode } from "../discounts.ts";
import { AmountCentsSchema } from "./catalog-admin.ts";
import { RowIdSchema } from "./common.ts";
import { RatePercentSchema } from "./tax.ts";

const text = (max: number) => z.string().trim().max(max);
const TitleSchema = z.object({ en: text(80).min(1), ru: text(80).default(""), ar: text(80).default("") });

/** A code as the shopper or the owner types it: trimmed, upper case, letters, digits and dashes. */
export const DiscountCodeSchema = z.string().max(60).transform(normalCode).pipe(z.string().regex(DISCOUNT_CODE, "DISCOUNT_CODE_FORMAT"));

const DiscountAmountSchema = AmountCentsSchema.pipe(z.int().min(0).max(100_000_000));
const LimitSchema = z.int().min(1).max(10_000_000);
const IdsSchema = z.array(RowIdSchema).max(500);

const discountShape = {
  /** What shoppers type; null: an automatic promotion. */
  code: DiscountCodeSchema.nullable().default(null),
  title: TitleSchema,
  kind: z.enum(DISCOUNT_KINDS),
  /** A percent discount's rate: "15", 12.5. */
  percent: RatePercentSchema.default(0),
  /** A fixed discount's amount, in the shop's currency. */
  amount: DiscountAmountSchema.default(0),
  minSubtotal: DiscountAmountSchema.nullable().default(null),
  categoryIds: IdsSchema.default([]),
  brandIds: IdsSchema.default([]),
  productIds: IdsSchema.default([]),
  vehicleId: RowIdSchema.nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  usageLimit: LimitSchema.nullable().default(null),
  perCustomerLimit: LimitSchema.nullable().default(null),
  combines: z.boolean().default(false),
  active: z.boolean().default(true),
};

/** What a kind needs, and an end after the start. */
function discountRules(
  fields: { kind: string; percent: number; amount: number; startsAt: string | null; endsAt: string | null },
  problems: z.RefinementCtx,
) {
  if (fields.kind === "percent" && fields.percent <= 0) problems.addIssue({ code: "custom", path: ["percent"], message: "PERCENT_NEEDED" });
  if (fields.kind === "fixed" && fields.amount <= 0) problems.addIssue({ code: "custom", path: ["amount"], message: "AMOUNT_NEEDED" });
  if (fields.startsAt && fields.endsAt && Date.parse(fields.endsAt) <= Date.parse(fields.startsAt))
    problems.addIssue({ code: "custom", path: ["endsAt"], message: "ENDS_BEFORE_START" });
}

export const DiscountFieldsSchema = z.object(discountShape).superRefine(discountRules);
export type DiscountFields = z.infer<typeof DiscountFieldsSchema>;

// ---------------------------------------------------------------------------- the answers ---

export const AdminDiscountSchema = z.object({
  id: z.int(),
  code: z.string().nullable(),
  title: TitleSchema,
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().describe("Percent: 12.5"),
  amount: z.number().describe("In the shop's currency"),
  minSubtotal: z.number().nullable(),
  categoryIds: z.array(z.int()),
  brandIds: z.array(z.int()),
  productIds: z.array(z.int()),
  vehicleId: z.int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.int().nullable(),
  perCustomerLimit: z.int().nullable(),
  combines: z.boolean(),
  active: z.boolean(),
  uses: z.int().describe("Orders that used it and are not cancelled"),
  paidUses: z.int().describe("Of those, the paid ones"),
  takenOff: z.number().describe("What it took off the paid orders, in the shop's currency"),
  createdAt: z.string(),
});
export type AdminDiscount = z.infer<typeof AdminDiscountSchema>;

export const AdminDiscountsSchema = z.object({ data: z.array(AdminDiscountSchema) });

// ------------------------------------------------------------------------- the back office ---

const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");
const emptyIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());
const optionalId = emptyIsNone(z.coerce.number().int().positive().max(2_147_483_647));
/** A moment as the form's datetime-local field sends it, on the shop's clock: "2026-12-24T09:00". */
const ShopMinuteSchema = emptyIsNone(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "DATE_FORMAT"));

const discountFormShape = {
  code: emptyIsNone(DiscountCodeSchema),
  title: TitleSchema,
  kind: z.enum(DISCOUNT_KINDS),
  percent: emptyIsNone(RatePercentSchema),
  amount: emptyIsNone(DiscountAmountSchema),
  minSubtotal: emptyIsNone(DiscountAmountSchema),
  categoryId: optionalId,
  brandId: optionalId,
  /** Parts by SKU, one a line or separated by commas. */
  skus: emptyIsNone(
    z
      .string()
      .max(20_000)
      .transform((typed) => [...new Set(typed.split(/[\s,]+/).filter(Boolean))])
      .pipe(z.array(z.string().max(64)).max(500)),
  ),
  startsAt: ShopMinuteSchema,
  endsAt: ShopMinuteSchema,
  usageLimit: emptyIsNone(z.coerce.number().int().min(1).max(10_000_000)),
  perCustomerLimit: emptyIsNone(z.coerce.number().int().min(1).max(10_000_000)),
  combines: checkbox,
  active: checkbox,
};
const formRules = (
  form: { kind: string; percent?: number; amount?: number; startsAt?: string; endsAt?: string },
  problems: z.RefinementCtx,
) =>
  discountRules(
    { kind: form.kind, percent: form.percent ?? 0, amount: form.amount ?? 0, startsAt: form.startsAt ?? null, endsAt: form.endsAt ?? null },
    problems,
  );
export const DiscountFormSchema = z.object(discountFormShape).superRefine(formRules);
export type DiscountForm = z.infer<typeof DiscountFormSchema>;
export const DiscountEditFormSchema = z.object({ ...discountFormShape, id: z.coerce.number().int().positive() }).superRefine(formRules);
export const DiscountIdFormSchema = z.object({ id: z.coerce.number().int().positive() });
/** /admin/discounts: the discount edited. */
export const DiscountsPageQuerySchema = z.object({ discount: z.coerce.number().int().positive().optional().catch(undefined) });
