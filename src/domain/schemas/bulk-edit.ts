// A bulk edit of parts, as staff ask for it in the products list and the admin API ask for it:
// what changes (prices by a percentage or an amount, rounded to an ending; the state; the
// category; the brand; tags added or removed) and which parts (ids chosen, or every part the list's
// filter matches).
import { z } from "zod";

import { PRODUCT_STATUSES } from "../stock.ts";
import { AdminProductQuerySchema } from "./catalog-admin.ts";
import { MAX_ROW_ID, PaginationSchema } from "./common.ts";

const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** The cents a changed price ends in: .95 makes $123.40 into $122.95 (the nearest such price). */
export const PRICE_ENDINGS = ["none", "00", "95", "99"] as const;
export type PriceEnding = (typeof PRICE_ENDINGS)[number];

/** The most parts one bulk edit names by id (a page's selection); more are chosen by the filter. */
export const MAX_BULK_IDS = 1_000;

export const BulkChangeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("price-percent"),
    /** -10 takes 10% off; 5 raises by 5%. Sale prices move with their prices. */
    percent: z.coerce
      .number()
      .min(-90)
      .max(1_000)
      .refine((value) => value !== 0, "ZERO_CHANGE"),
    ending: z.enum(PRICE_ENDINGS).default("none"),
  }),
  z.object({
    kind: z.literal("price-amount"),
    /** In dollars, either way. */
    amount: z.coerce
      .number()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((value) => value !== 0 && Number.isInteger(Math.round(value * 100)), "ZERO_CHANGE"),
    ending: z.enum(PRICE_ENDINGS).default("none"),
  }),
  z.object({ kind: z.literal("status"), status: z.enum(PRODUCT_STATUSES) }),
  z.object({ kind: z.literal("category"), categoryId: IdSchema }),
  z.object({ kind: z.literal("brand"), brandId: IdSchema }),
  z.object({ kind: z.literal("tags-add"), tags: z.array(z.string().trim().min(1).max(40)).min(1).max(30) }),
  z.object({ kind: z.literal("tags-remove"), tags: z.array(z.string().trim().min(1).max(40)).min(1).max(30) }),
]);
export type BulkChange = z.infer<typeof BulkChangeSchema>;

/** The list's filter without its page and order: every part it matches. */
export const BulkFilterSchema = AdminProductQuerySchema.omit({ page: true, sort: true });
export type BulkFilter = z.infer<typeof BulkFilterSchema>;

export const BulkTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ids"), ids: z.array(IdSchema).min(1).max(MAX_BULK_IDS) }),
  z.object({ kind: z.literal("filter"), filter: BulkFilterSchema }),
]);
export type BulkTarget = z.infer<typeof BulkTargetSchema>;

export const NewBulkEditSchema = z.object({ change: BulkChangeSchema, target: BulkTargetSchema });
export type NewBulkEdit = z.infer<typeof NewBulkEditSchema>;

export const BULK_EDIT_STATES = ["queued", "running", "done", "failed", "undoing", "undone"] as const;

export const BulkEditSchema = z.object({
  id: z.int(),
  state: z.enum(BULK_EDIT_STATES),
  change: BulkChangeSchema,
  target: BulkTargetSchema,
  /** Parts it changes: counted when it starts. */
  total: z.int().nullable(),
  done: z.int(),
  undone: z.int(),
  error: z.string().nullable(),
  by: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Whether it is the last run done, which alone may be undone. */
  undoable: z.boolean(),
});
export type BulkEdit = z.infer<typeof BulkEditSchema>;

export const BulkEditPageSchema = z.object({ data: z.array(BulkEditSchema), pagination: PaginationSchema });

/**
 * The products list's bulk form: the change as fields (the kind picks which are read), and the
 * parts: those ticked (`ids`), or every part the list's filter matches (`scope=filter`, the filter
 * carried as the list's query).
 */
export const BulkEditFormSchema = z
  .object({
    scope: z.enum(["ids", "filter"]).default("ids"),
    ids: z
      .array(IdSchema)
      .max(MAX_BULK_IDS * 2)
      .default([]),
    kind: z.enum(["price-percent", "price-amount", "status", "category", "brand", "tags-add", "tags-remove"]),
    percent: z.string().trim().optional(),
    amount: z.string().trim().optional(),
    ending: z.enum(PRICE_ENDINGS).default("none"),
    status: z.enum(PRODUCT_STATUSES).optional(),
    categoryId: IdSchema.optional(),
    brandId: IdSchema.optional(),
    tags: z.string().trim().max(600).optional(),
    query: z.string().max(2_000).default(""),
  })
  .transform((form, problems) => {
    const field = form.kind === "price-percent" ? "percent" : form.kind === "price-amount" ? "amount" : null;
    const tags = (form.tags ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    const change = BulkChangeSchema.safeParse({ ...form, tags });
    if (!change.success) {
      for (const issue of change.error.issues) {
        problems.addIssue({ code: "custom", path: [field ?? String(issue.path[0] ?? "kind")], message: issue.message });
      }
      return z.NEVER;
    }
    const ids = [...new Set(form.ids)];
    if (form.scope === "ids" && ids.length === 0) {
      problems.addIssue({ code: "custom", path: ["ids"], message: "NONE_CHOSEN" });
      return z.NEVER;
    }
    if (ids.length > MAX_BULK_IDS) {
      problems.addIssue({ code: "custom", path: ["ids"], message: "TOO_MANY_CHOSEN" });
      return z.NEVER;
    }
    const query = Object.fromEntries(new URLSearchParams(form.query));
    const filter = BulkFilterSchema.safeParse(query);
    const target: BulkTarget = form.scope === "ids" ? { kind: "ids", ids } : { kind: "filter", filter: filter.success ? filter.data : {} };
    return { change: change.data, target };
  });
