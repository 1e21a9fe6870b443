// A part's pictures in the back office and the admin API: uploaded (checked by their bytes and
// written again by the photo store), put in order, described in each language, removed.
import { z } from "zod";

import { MAX_ROW_ID, RowIdSchema } from "./common.ts";

/** Twelve pictures a part (a bull bar from every side, fitted, its brackets); six sent at once. */
export const PICTURE_LIMITS = { perPart: 12, perUpload: 6, altLength: 200, fileMegabytes: 15 } as const;

export const TOO_MANY_PICTURES = "TOO_MANY_PICTURES";
export const PICTURE_NOT_FOUND = "PICTURE_NOT_FOUND";
export const PICTURES_CHANGED = "PICTURES_CHANGED";
export const PICTURE_MISSING = "PICTURE_MISSING";
/** Why a file sent as a picture was refused (checked by its bytes, never its name or declared type). */
export const PICTURE_REFUSALS = {
  missing: PICTURE_MISSING,
  notAPhoto: "PICTURE_NOT_A_PHOTO",
  heic: "PICTURE_HEIC",
  damaged: "PICTURE_DAMAGED",
  tooLarge: "PICTURE_TOO_LARGE",
  tooManyPixels: "PICTURE_TOO_MANY_PIXELS",
  busy: "PICTURES_BUSY",
} as const;

const IdSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
const alt = z.string().trim().max(PICTURE_LIMITS.altLength).default("");

/** What a picture shows, for those who cannot see it; the part's title stands in where one is empty. */
export const PictureAltSchema = z.object({ en: alt, ru: alt, ar: alt });
export type PictureAlt = z.infer<typeof PictureAltSchema>;

/** The editor's form for one picture's words. */
export const PictureAltFormSchema = z.object({ id: IdSchema, alt: PictureAltSchema });

/** The editor's forms name the picture by `id`. */
/** A picture one place earlier or later (the keyboard's way, and the page's without scripts). */
export const PictureStepSchema = z.object({ id: IdSchema, step: z.enum(["up", "down"]) });

/** A picture dropped at a place (counted from 0, the first picture). */
export const PicturePlaceSchema = z.object({
  id: IdSchema,
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(PICTURE_LIMITS.perPart - 1),
});

export const PictureIdSchema = z.object({ id: IdSchema });

/** The admin API's order: every picture of the part, each once, first first. */
export const PictureOrderSchema = z.object({ order: z.array(RowIdSchema).min(1).max(PICTURE_LIMITS.perPart) });

/** The upload form: the files are read from the multipart stream, never through this schema on the server. */
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File && value.size > 0;
export const PictureUploadFormSchema = z.object({
  files: z.custom<File | File[]>((value) => isFile(value) || (Array.isArray(value) && value.length > 0 && value.every(isFile)), "empty"),
});

export const AdminPictureSchema = z.object({
  id: z.int(),
  url: z.string(),
  alt: z.object({ en: z.string(), ru: z.string(), ar: z.string() }),
});
export type AdminPicture = z.infer<typeof AdminPictureSchema>;
