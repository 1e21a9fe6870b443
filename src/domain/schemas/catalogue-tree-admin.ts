// Categories and brands in the back office (/admin/categories, /admin/brands and /api/admin): one
// definition of each payload, shared by the admin API's routes, the pages' actions and their forms.
import { z } from "zod";

import { LocalizedTextSchema, MAX_ROW_ID, SlugSchema } from "./common.ts";

const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
const name = (required: boolean) => (required ? z.string().trim().min(1).max(80) : z.string().trim().max(80).default(""));

export const CATEGORY_SLUG_TAKEN = "CATEGORY_SLUG_TAKEN";
export const CATEGORY_NOT_FOUND = "CATEGORY_NOT_FOUND";
/** A category cannot go under itself or one of its own subcategories. */
export const CATEGORY_CYCLE = "CATEGORY_CYCLE";
export const CATEGORY_NOT_EMPTY = "CATEGORY_NOT_EMPTY";
export const BRAND_SLUG_TAKEN = "BRAND_SLUG_TAKEN";
export const BRAND_NOT_FOUND = "BRAND_NOT_FOUND";
export const BRAND_NOT_EMPTY = "BRAND_NOT_EMPTY";

/** A slug typed in a form: lower-cased and trimmed before the slug's own rule. */
const TypedSlugSchema = z.string().trim().toLowerCase().pipe(SlugSchema);

/** A parent as a form sends it: empty for the top of the tree. */
const ParentSchema = z.preprocess((value) => (value === "" || value === undefined ? null : value), IdSchema.nullable());

export const CategoryFieldsSchema = z.object({
  name: z.object({ en: name(true), ru: name(false), ar: name(false) }),
  slug: TypedSlugSchema,
  parentId: ParentSchema.default(null).describe("The parent category; null at the top of the tree"),
});
export type CategoryFields = z.infer<typeof CategoryFieldsSchema>;

/** A save of a category's names and slug (its place changes by moving it). */
export const CategoryRenameSchema = CategoryFieldsSchema.omit({ parentId: true });
export type CategoryRename = z.infer<typeof CategoryRenameSchema>;

/** A category's new place: under a parent (null: the top) at a position among its siblings (the end when absent). */
export const CategoryMoveSchema = z.object({
  parentId: ParentSchema.describe("The new parent; null for the top of the tree"),
  position: z.coerce.number().int().min(0).max(10_000).optional().describe("0 first; the end when absent"),
});
export type CategoryMove = z.infer<typeof CategoryMoveSchema>;

export const CATEGORY_STEPS = ["up", "down"] as const;
/** One step among its siblings: what the page's keyboard buttons do. */
export const CategoryStepSchema = z.object({ id: IdSchema, step: z.enum(CATEGORY_STEPS) });

export const HiddenSchema = z.object({ hidden: z.boolean() });
/** A row's hide or show button: the id and what it sets. */
export const HiddenFormSchema = z.object({ id: IdSchema, hidden: z.enum(["true", "false"]).transform((value) => value === "true") });
export const IdFormSchema = z.object({ id: IdSchema });

export const AdminCategorySchema = z.object({
  id: z.int(),
  parentId: z.int().nullable(),
  slug: z.string(),
  name: LocalizedTextSchema,
  position: z.int(),
  hidden: z.boolean(),
  /** Hidden itself or under a hidden category: off the storefront either way. */
  hiddenByParent: z.boolean(),
  depth: z.int(),
  parts: z.int().describe("Parts filed directly under it"),
  subcategories: z.int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const BrandFieldsSchema = z.object({
  name: name(true),
  slug: TypedSlugSchema,
  /** Where the brand is from, as a region code (AU, JP, US): the storefront names it in the shopper's language. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "COUNTRY_CODE"),
});
export type BrandFields = z.infer<typeof BrandFieldsSchema>;

export const AdminBrandSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  hidden: z.boolean(),
  parts: z.int(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;

/** Search and page of the brands list. */
export const BrandQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

// ----------------------------------------------------------------------------------- forms ---

/** The back office's forms: each names the row it changes. */
export const CategoryRenameFormSchema = CategoryRenameSchema.extend({ id: IdSchema });
export const CategoryPlaceFormSchema = CategoryMoveSchema.extend({ id: IdSchema });
export const BrandFormSchema = BrandFieldsSchema.extend({ id: IdSchema });

/** The row a page's edit card opens (?edit=), as its address carries it. */
export const EditQuerySchema = z.object({ edit: IdSchema.optional().catch(undefined) });
