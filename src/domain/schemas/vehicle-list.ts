// The vehicle list the owner keeps (/admin/vehicles, /api/admin and the vehicles file): makes,
// model lines, generations with their years, engines and VIN patterns. One definition of each
// payload, shared by the admin API's routes, the page's actions and its forms.
import { z } from "zod";

import { LocalizedTextSchema, MAX_ROW_ID } from "./common.ts";

export const ENGINE_FUELS = ["petrol", "diesel", "hybrid", "electric", "lpg"] as const;
export type EngineFuel = (typeof ENGINE_FUELS)[number];

/** The first and last model year a vehicle may have. */
export const FIRST_MODEL_YEAR = 1900;
export const LAST_MODEL_YEAR = 2100;

export const VEHICLE_MAKE_NOT_FOUND = "VEHICLE_MAKE_NOT_FOUND";
export const VEHICLE_MAKE_TAKEN = "VEHICLE_MAKE_TAKEN";
export const VEHICLE_MODEL_NOT_FOUND = "VEHICLE_MODEL_NOT_FOUND";
export const VEHICLE_MODEL_TAKEN = "VEHICLE_MODEL_TAKEN";
export const VEHICLE_GENERATION_NOT_FOUND = "VEHICLE_GENERATION_NOT_FOUND";
export const VEHICLE_GENERATION_TAKEN = "VEHICLE_GENERATION_TAKEN";
export const VEHICLE_ENGINE_NOT_FOUND = "VEHICLE_ENGINE_NOT_FOUND";
export const VEHICLE_ENGINE_TAKEN = "VEHICLE_ENGINE_TAKEN";
/** An engine's years must meet its generation's. */
export const VEHICLE_ENGINE_YEARS = "VEHICLE_ENGINE_YEARS";
/** A VCdb id another row of the list already carries. */
export const VEHICLE_VCDB_TAKEN = "VEHICLE_VCDB_TAKEN";
/** Fitted to parts, kept in a garage or named by a build: hidden, never removed. */
export const VEHICLE_IN_USE = "VEHICLE_IN_USE";
/** A make or generation that still holds generations or engines. */
export const VEHICLE_NOT_EMPTY = "VEHICLE_NOT_EMPTY";
export const VIN_PATTERN_NOT_FOUND = "VIN_PATTERN_NOT_FOUND";

const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
const NameSchema = z.string().trim().min(1).max(80);
/** What a form sends for a number left empty: null. */
const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const YearSchema = z.coerce.number().int().min(FIRST_MODEL_YEAR).max(LAST_MODEL_YEAR);
const OptionalYearSchema = z.preprocess(blankAsNull, YearSchema.nullable());
const VcdbIdSchema = z
  .preprocess(blankAsNull, z.coerce.number().int().positive().max(MAX_ROW_ID).nullable())
  .describe("The ACES VCdb id, where the shop licenses the VCdb; null otherwise");

export const VehicleMakeFieldsSchema = z.object({
  name: NameSchema,
  vcdbId: VcdbIdSchema.default(null),
});
export type VehicleMakeFields = z.infer<typeof VehicleMakeFieldsSchema>;

export const VehicleModelFieldsSchema = z.object({
  name: NameSchema,
  vcdbId: VcdbIdSchema.default(null),
});
export type VehicleModelFields = z.infer<typeof VehicleModelFieldsSchema>;

const generationFields = {
  model: NameSchema.describe("The model line (Hilux); made when the make has none of that name"),
  name: NameSchema.describe("The generation as shoppers pick it (Hilux N80), unique within the make"),
  chassis: z.string().trim().max(200).default(""),
  yearFrom: YearSchema,
  yearTo: YearSchema,
};
const yearsInOrder = (value: { yearFrom: number; yearTo: number }) => value.yearFrom <= value.yearTo;
const YEARS_ORDER = { message: "YEARS_ORDER", path: ["yearTo"] };

export const VehicleGenerationFieldsSchema = z.object({ ...generationFields }).refine(yearsInOrder, YEARS_ORDER);
export type VehicleGenerationFields = z.infer<typeof VehicleGenerationFieldsSchema>;
export const NewVehicleGenerationSchema = z.object({ makeId: IdSchema, ...generationFields }).refine(yearsInOrder, YEARS_ORDER);
export type NewVehicleGeneration = z.infer<typeof NewVehicleGenerationSchema>;

const engineFields = {
  code: z.string().trim().min(1).max(40).describe("The maker's engine code (1GD-FTV), unique within the generation"),
  label: z.object({
    en: NameSchema,
    ru: z.string().trim().max(80).default(""),
    ar: z.string().trim().max(80).default(""),
  }),
  fuel: z.enum(ENGINE_FUELS),
  displacementCc: z.preprocess(blankAsNull, z.coerce.number().int().min(50).max(20_000).nullable()).default(null),
  powerKw: z.preprocess(blankAsNull, z.coerce.number().int().min(1).max(2_000).nullable()).default(null),
  yearFrom: OptionalYearSchema.default(null).describe("Null: from the generation's first year"),
  yearTo: OptionalYearSchema.default(null).describe("Null: to the generation's last year"),
  vcdbId: VcdbIdSchema.default(null).describe("The VCdb EngineBaseID"),
};
const engineYearsInOrder = (value: { yearFrom: number | null; yearTo: number | null }) =>
  value.yearFrom === null || value.yearTo === null || value.yearFrom <= value.yearTo;

export const VehicleEngineFieldsSchema = z.object(engineFields).refine(engineYearsInOrder, YEARS_ORDER);
export type VehicleEngineFields = z.infer<typeof VehicleEngineFieldsSchema>;

export const VinPatternFieldsSchema = z.object({
  wmi: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{3}$/, "WMI")
    .describe("The manufacturer's identifier, VIN positions 1-3"),
  vds: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9?]{0,5}$/, "VDS")
    .default("")
    .describe("The start of positions 4-8, ? for any character"),
  yearFrom: YearSchema,
  yearTo: OptionalYearSchema.default(null),
  engineCode: z.preprocess(blankAsNull, z.string().trim().min(1).max(40).nullable()).default(null),
});
export type VinPatternFields = z.infer<typeof VinPatternFieldsSchema>;

export const VehicleHiddenSchema = z.object({ hidden: z.boolean() });

// ----------------------------------------------------------------------------------- answers ---

export const AdminVehicleMakeSchema = z.object({
  id: z.int(),
  name: z.string(),
  hidden: z.boolean(),
  vcdbId: z.int().nullable(),
  generations: z.int(),
});
export type AdminVehicleMake = z.infer<typeof AdminVehicleMakeSchema>;

export const AdminVehicleModelSchema = z.object({ id: z.int(), makeId: z.int(), name: z.string(), vcdbId: z.int().nullable() });
export type AdminVehicleModel = z.infer<typeof AdminVehicleModelSchema>;

export const AdminVehicleEngineSchema = z.object({
  id: z.int(),
  code: z.string(),
  label: LocalizedTextSchema,
  fuel: z.enum(ENGINE_FUELS),
  displacementCc: z.int().nullable(),
  powerKw: z.int().nullable(),
  yearFrom: z.int().nullable(),
  yearTo: z.int().nullable(),
  hidden: z.boolean(),
  vcdbId: z.int().nullable(),
  /** Vehicles (engine and year) fitted to parts, kept in garages or named by builds. */
  inUse: z.int(),
});
export type AdminVehicleEngine = z.infer<typeof AdminVehicleEngineSchema>;

export const AdminVinPatternSchema = z.object({
  id: z.int(),
  wmi: z.string(),
  vds: z.string(),
  yearFrom: z.int(),
  yearTo: z.int().nullable(),
  engineCode: z.string().nullable(),
});
export type AdminVinPattern = z.infer<typeof AdminVinPatternSchema>;

export const AdminVehicleGenerationSchema = z.object({
  id: z.int(),
  makeId: z.int(),
  make: z.string(),
  modelId: z.int(),
  model: z.string(),
  name: z.string(),
  chassis: z.string(),
  yearFrom: z.int(),
  yearTo: z.int(),
  hidden: z.boolean(),
  /** Hidden itself or its make is: off the storefront either way. */
  hiddenByMake: z.boolean(),
  engines: z.int(),
  /** Parts fitted to any of its vehicles. */
  fittedParts: z.int(),
});
export type AdminVehicleGeneration = z.infer<typeof AdminVehicleGenerationSchema>;

export const AdminVehicleGenerationDetailSchema = AdminVehicleGenerationSchema.extend({
  vcdbModelId: z.int().nullable(),
  engineList: z.array(AdminVehicleEngineSchema),
  vinPatterns: z.array(AdminVinPatternSchema),
});
export type AdminVehicleGenerationDetail = z.infer<typeof AdminVehicleGenerationDetailSchema>;

/** The generations list's filters: a make, a search over make, model and generation names. */
export const VehicleGenerationQuerySchema = z.object({
  make: IdSchema.optional().catch(undefined),
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type VehicleGenerationQuery = z.infer<typeof VehicleGenerationQuerySchema>;

// ----------------------------------------------------------------------------------- forms ---

/** The back office's forms: each names the row it changes. */
export const VehicleMakeFormSchema = VehicleMakeFieldsSchema.extend({ id: IdSchema });
export const VehicleModelFormSchema = VehicleModelFieldsSchema.extend({ id: IdSchema });
export const VehicleEngineFormSchema = z.object({ id: IdSchema, ...engineFields }).refine(engineYearsInOrder, YEARS_ORDER);
export const VehicleHiddenFormSchema = z.object({
  id: IdSchema,
  hidden: z.enum(["true", "false"]).transform((value) => value === "true"),
});
export const VehicleIdFormSchema = z.object({ id: IdSchema });

/** The vehicles page's address: the generations list's filters, and the make being renamed (?editMake=). */
export const VehicleListPageQuerySchema = VehicleGenerationQuerySchema.extend({ editMake: IdSchema.optional().catch(undefined) });
/** A generation's page: the engine being edited (?engine=), and whether it was just added (?created=). */
export const VehicleGenerationPageQuerySchema = z.object({
  engine: IdSchema.optional().catch(undefined),
  created: z.literal("1").optional().catch(undefined),
});
