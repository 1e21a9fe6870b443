// A part's fitment in the back office (/admin/products/:id/fitment and /api/admin): one definition
// of each payload, shared by the admin API's routes, the page's loader and action, and its forms.
import { z } from "zod";

import { LocalizedTextSchema } from "./common.ts";

/** The years a vehicle of the catalogue may have (the vehicles table's own check). */
const YearSchema = z.coerce.number().int().min(1900).max(2100);
const NameSchema = z.string().trim().min(1).max(80);
/** An engine as the vehicles table codes it ("1GD-FTV"). */
const EngineCodeSchema = z.string().trim().min(1).max(40);

/** A fitment note in the shop's languages; an empty English means no note. */
export const FitmentNoteInputSchema = z.object({
  en: z.string().trim().max(200).default(""),
  ru: z.string().trim().max(200).default(""),
  ar: z.string().trim().max(200).default(""),
});

/** Refusals of an addition, each said beside the field it blames. */
export const FITMENT_UNKNOWN_MAKE = "FITMENT_UNKNOWN_MAKE";
export const FITMENT_UNKNOWN_MODEL = "FITMENT_UNKNOWN_MODEL";
export const FITMENT_YEARS_OUTSIDE = "FITMENT_YEARS_OUTSIDE";
export const FITMENT_YEARS_REVERSED = "FITMENT_YEARS_REVERSED";
export const FITMENT_NO_ENGINE = "FITMENT_NO_ENGINE";
export const FITMENT_NOTE_NEEDS_ENGLISH = "FITMENT_NOTE_NEEDS_ENGLISH";
/** Refusals of a copy. */
export const FITMENT_SOURCE_UNKNOWN = "FITMENT_SOURCE_UNKNOWN";
export const FITMENT_SOURCE_AMBIGUOUS = "FITMENT_SOURCE_AMBIGUOUS";
export const FITMENT_SOURCE_IS_TARGET = "FITMENT_SOURCE_IS_TARGET";

/**
 * Fitment for a model's years and engines at once: every vehicle of that make and model, of a
 * year in the range, with one of the engines. Rows already there keep theirs, or take the note
 * when one is given.
 */
export const FitmentAddSchema = z
  .object({
    make: NameSchema,
    model: NameSchema,
    yearFrom: YearSchema,
    yearTo: YearSchema,
    engines: z.array(EngineCodeSchema).min(1).max(30).describe("Engine codes of the model (`1GD-FTV`)"),
    note: FitmentNoteInputSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.yearFrom > value.yearTo) context.addIssue({ code: "custom", path: ["yearTo"], message: FITMENT_YEARS_REVERSED });
    const note = value.note;
    if (note && !note.en && (note.ru || note.ar))
      context.addIssue({ code: "custom", path: ["note", "en"], message: FITMENT_NOTE_NEEDS_ENGLISH });
  });
export type FitmentAdd = z.infer<typeof FitmentAddSchema>;

/** Rows to take off: a whole model (make and model), one engine of it, or one year of that engine. */
export const FitmentRemoveSchema = z.object({
  make: NameSchema,
  model: NameSchema,
  engine: EngineCodeSchema.optional().describe("Only this engine's rows"),
  year: YearSchema.optional().describe("Only this year's row (with `engine`)"),
});
export type FitmentRemove = z.infer<typeof FitmentRemoveSchema>;

export const FITMENT_COPY_MODES = ["add", "replace"] as const;

/** Another part's fitment, found by its SKU or part number, added to this part's or replacing it. */
export const FitmentCopySchema = z.object({
  from: z.string().trim().min(1).max(80).describe("The other part's SKU or part number"),
  mode: z.enum(FITMENT_COPY_MODES).default("add"),
});
export type FitmentCopy = z.infer<typeof FitmentCopySchema>;

export const UniversalSchema = z.object({ universal: z.boolean() });

/** The page's checkbox: ticked sends "on", unticked nothing. */
export const UniversalFormSchema = z.object({
  universal: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** The vehicle the addition form is for, chosen with a GET step (it works without scripts). */
export const FitmentChoiceQuerySchema = z.object({
  make: z.string().trim().max(80).optional().catch(undefined),
  model: z.string().trim().max(80).optional().catch(undefined),
});

const NoteViewSchema = z.object({ slug: z.string(), text: LocalizedTextSchema });

/** One engine line of a model: its years (compressed) and each year's vehicle, and the note they carry. */
export const AdminFitmentLineSchema = z.object({
  engine: z.string(),
  engineCode: z.string(),
  /** The engine's label in the shop's languages, from the vehicle list; null for a vehicle outside it. */
  engineName: LocalizedTextSchema.nullable(),
  years: z.array(z.object({ from: z.int(), to: z.int() })),
  note: NoteViewSchema.nullable(),
  vehicles: z.array(z.object({ id: z.int(), year: z.int() })),
});

/** A make and model, as the storefront's Fitment tab groups them. */
export const AdminFitmentGroupSchema = z.object({
  make: z.string(),
  model: z.string(),
  note: NoteViewSchema.nullable(),
  rows: z.int(),
  lines: z.array(AdminFitmentLineSchema),
});
export type AdminFitmentGroup = z.infer<typeof AdminFitmentGroupSchema>;

export const AdminFitmentSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  partNumber: z.string(),
  title: LocalizedTextSchema,
  universal: z.boolean(),
  /** Fitment rows (vehicles) in all. */
  count: z.int(),
  groups: z.array(AdminFitmentGroupSchema),
});
export type AdminFitment = z.infer<typeof AdminFitmentSchema>;

export const FitmentChangeSchema = z.object({
  added: z.int().describe("Rows made"),
  changed: z.int().describe("Rows already there whose note changed"),
  removed: z.int().describe("Rows taken off"),
  count: z.int().describe("The part's rows after the change"),
});
export type FitmentChange = z.infer<typeof FitmentChangeSchema>;

/** What the addition form offers: the makes, the chosen make's models, the chosen model's years and engines. */
export const FitmentChoicesSchema = z.object({
  makes: z.array(z.string()),
  models: z.array(z.string()),
  years: z.object({ from: z.int(), to: z.int() }).nullable(),
  engines: z.array(z.object({ code: z.string(), label: z.string(), name: LocalizedTextSchema.nullable() })),
});
export type FitmentChoices = z.infer<typeof FitmentChoicesSchema>;
