import { z } from "zod";

import type { LocalizedText } from "../locales.ts";

export { LOCALES, localizedText, type Locale, type LocalizedText } from "../locales.ts";

export const LocalizedTextSchema: z.ZodType<LocalizedText> = z.object({
  en: z.string(),
  ru: z.string().optional(),
  ar: z.string().optional(),
});

export const PaginationSchema = z.object({
  limit: z.int(),
  total: z.int(),
  page: z.int(),
  totalPages: z.int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * Every API error: JSON {statusCode, error, message}. A refused field of the request is named in
 * `field` ("email", "lines.0.quantity"), apart from the message, which may be a spec code alone.
 */
export const ErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /** A stable code (the admin API's refusals: NOT_PERMITTED, AUTH_SIGN_IN_REQUIRED ...). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const SlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug (lower-case letters, digits and dashes)");

/** spec §5: the loose e-mail check (one or more characters, one @, one or more characters). */
export const LooseEmailSchema = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^@\s]+@[^@\s]+$/, "must be an e-mail address");

/** The largest id of a serial column (PostgreSQL integer): a larger one is refused here, not by the database (500). */
export const MAX_ROW_ID = 2_147_483_647;
/** A row's id in a body: a positive integer the database can hold. */
export const RowIdSchema = z.int().positive().max(MAX_ROW_ID);

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** A page number of a list in a query string: 1 when absent. */
export const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
