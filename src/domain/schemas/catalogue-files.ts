// Catalogue files (docs/catalogue-files.md): an import's state and report, as the admin API, the
// command line and the back office's page read it.
import { z } from "zod";

import { PageSchema, PaginationSchema } from "./common.ts";

export const CATALOGUE_FILE_KINDS = ["products", "fitment", "vehicles"] as const;
export type CatalogueFileKind = (typeof CATALOGUE_FILE_KINDS)[number];

export const IMPORT_STATES = ["checking", "checked", "applying", "applied", "failed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The largest file the back office and the admin API take: a 100,000-part products file is tens of megabytes. */
export const CATALOGUE_FILE_MAX_BYTES = 200 * 1024 * 1024;
/** The bad rows a report keeps (their count is kept whole). */
export const IMPORT_PROBLEMS_KEPT = 300;

export const ImportProblemSchema = z.object({
  line: z.int().describe("The file's line (the header is line 1)"),
  column: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/**
 * The shapes a products file may come in: the shop's own (every required column, or only some of
 * them, which changes existing parts only), or another platform's, mapped onto the shop's.
 */
export const PRODUCT_FILE_FORMATS = ["overland", "partial", "shopify", "woocommerce"] as const;
export type ProductFileFormat = (typeof PRODUCT_FILE_FORMATS)[number];

/** A line of a dry run's list of changes: one field of one part or variant, or a part or variant the file creates. */
export const ImportChangeSchema = z.object({
  line: z.int().describe("The file's line of the part's or variant's row"),
  record: z.enum(["product", "variant"]),
  slug: z.string(),
  sku: z.string(),
  field: z.string().nullable().describe("The products file's column; null when the file creates the part or variant"),
  before: z.string().nullable().describe("The shop's value, as the file writes it"),
  after: z.string().nullable().describe("The file's value"),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

/** The lines of a dry run's list a page shows. */
export const IMPORT_CHANGES_PAGE = 50;
export const ImportChangePageSchema = z.object({ data: z.array(ImportChangeSchema), pagination: PaginationSchema });
export const ImportChangesQuerySchema = z.object({ page: PageSchema });

export const CatalogueImportSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CATALOGUE_FILE_KINDS),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  rowsDone: z.int(),
  rowsTotal: z.int().nullable(),
  summary: z
    .record(z.string(), z.number())
    .describe("Counts by record and outcome: products.created, variants.changed, fitment.removed, ..."),
  problems: z.array(ImportProblemSchema),
  errorCount: z.int(),
  format: z.enum(PRODUCT_FILE_FORMATS).nullable().describe("How a products file was read: the shop's own, or which platform's, mapped"),
  leftOut: z.array(z.string()).describe("The file's columns the shop has no home for (another platform's file)"),
  createMissing: z.boolean().describe("Brands and categories the file names that the shop lacks are made"),
  changeCount: z.int().describe("The lines of the dry run's list of changes (GET …/changes)"),
  createdByEmail: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof CatalogueImportSchema>;

export const CatalogueImportListSchema = z.object({ data: z.array(CatalogueImportSchema) });

export const ImportKindQuerySchema = z.object({
  kind: z.enum(CATALOGUE_FILE_KINDS).default("products"),
  fileName: z.string().trim().min(1).max(200).default("catalogue.csv"),
  /** A pictures archive sent before (POST /catalogue/pictures-archives), for a products file. */
  pictures: z.uuid().optional(),
  createMissing: z
    .stringbool()
    .default(false)
    .describe("A products file's brands and categories the shop lacks are made (otherwise each is a bad row)"),
});
export const PicturesArchiveSchema = z.object({ id: z.uuid().describe("Name it as `pictures` when uploading the products file") });
export const PICTURES_ARCHIVE_UNKNOWN = "PICTURES_ARCHIVE_UNKNOWN";
export const ImportIdParamsSchema = z.object({ id: z.uuid() });
export const ExportKindParamsSchema = z.object({ kind: z.enum(CATALOGUE_FILE_KINDS) });

// ------------------------------------------------------------------------- the back office ---

/** The back office's upload: which file it is, and the file (read as a stream by the action, checked here in the browser). */
export const CatalogueUploadFormSchema = z.object({
  kind: z.enum(CATALOGUE_FILE_KINDS),
  /** A ZIP of the pictures a products file names by file name; none leaves the field empty. */
  pictures: z.custom<File | undefined>((value) => value === undefined || (typeof File !== "undefined" && value instanceof File)).optional(),
  file: z.custom<File>((value) => typeof File !== "undefined" && value instanceof File && value.size > 0, "empty"),
  /** The checkbox: ticked sends "on", unticked nothing. */
  createMissing: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** A pictures archive's largest size: a thousand supplier photographs. */
export const PICTURES_ARCHIVE_MAX_BYTES = 1024 * 1024 * 1024;

export const ImportApplyFormSchema = z.object({ id: z.uuid() });

/** /admin/imports: the import whose report is shown. */
export const ImportPageQuerySchema = z.object({ id: z.uuid().optional(), page: PageSchema });

/** The words of an upload the action refused before reading it through. */
export const FILE_TOO_LARGE = "CATALOGUE_FILE_TOO_LARGE";
export const FILE_MISSING = "CATALOGUE_FILE_MISSING";
export const ARCHIVE_TOO_LARGE = "PICTURES_ARCHIVE_TOO_LARGE";
