// Catalogue files (docs/catalogue-files.md): an import's state and report, as the admin API, the
// command line and the back office's page read it.
import { z } from "zod";

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
});

/** A pictures archive's largest size: a thousand supplier photographs. */
export const PICTURES_ARCHIVE_MAX_BYTES = 1024 * 1024 * 1024;

export const ImportApplyFormSchema = z.object({ id: z.uuid() });

/** /admin/imports: the import whose report is shown. */
export const ImportPageQuerySchema = z.object({ id: z.uuid().optional() });

/** The words of an upload the action refused before reading it through. */
export const FILE_TOO_LARGE = "CATALOGUE_FILE_TOO_LARGE";
export const FILE_MISSING = "CATALOGUE_FILE_MISSING";
export const ARCHIVE_TOO_LARGE = "PICTURES_ARCHIVE_TOO_LARGE";
