// Shoppers' builds (spec "Builds" and "Add My Build"): a customer's vehicle, its story,
// photos and the parts on it. A build is public only once staff approved it.
import { z } from "zod";

/** pending: waiting for staff; published: on /guest-post; rejected: refused, with a reason mailed to its author; unpublished: taken down after publication. */
export const BUILD_STATUSES = ["pending", "published", "rejected", "unpublished"] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

export const BUILD_LIMITS = {
  title: { min: 5, max: 120 },
  story: { min: 40, max: 10_000 },
  photos: { min: 1, max: 12 },
  parts: { max: 30 },
  reason: { min: 5, max: 500 },
} as const;

/** Builds a page of /guest-post shows. */
export const BUILDS_PAGE_SIZE = 12;

/** A stored photo: WebP files at a few widths (server/modules/media/photo-store.ts). */
export interface BuildPhoto {
  id: string;
  width: number;
  height: number;
  sizes: { width: number; url: string }[];
}

/** What a customer sends besides the photos (which come as files). */
export const BuildInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(BUILD_LIMITS.title.min, `Give the build a title of at least ${BUILD_LIMITS.title.min} characters.`)
    .max(BUILD_LIMITS.title.max, `Keep the title under ${BUILD_LIMITS.title.max} characters.`),
  story: z
    .string()
    .trim()
    .min(BUILD_LIMITS.story.min, `Tell the build's story in at least ${BUILD_LIMITS.story.min} characters.`)
    .max(BUILD_LIMITS.story.max, `Keep the story under ${BUILD_LIMITS.story.max.toLocaleString("en")} characters.`),
  vehicleId: z.coerce.number().int().min(1, "Choose the vehicle.").max(2_147_483_647, "Choose the vehicle."),
  partIds: z
    .array(z.coerce.number().int().min(1).max(2_147_483_647))
    .max(BUILD_LIMITS.parts.max, `Name at most ${BUILD_LIMITS.parts.max} parts.`)
    .default([]),
});
export type BuildInput = z.infer<typeof BuildInputSchema>;

/** The form of /add-build: what a customer writes, and the photos as files (checked for what they are by the service). */
export const BuildFormSchema = BuildInputSchema.extend({
  photos: z.array(z.file()).min(BUILD_LIMITS.photos.min).max(BUILD_LIMITS.photos.max),
});

export const BuildRejectionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(BUILD_LIMITS.reason.min, "Say why, in a sentence the author can act on.")
    .max(BUILD_LIMITS.reason.max, `Keep the reason under ${BUILD_LIMITS.reason.max} characters.`),
});

/** Where a build's page is: its slug is made from its title and id, so it never collides. */
export function buildSlug(id: number, title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words ? `${id}-${words}` : String(id);
}

/** The owner's first name, as /guest-post shows it (no surname, no address). */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";
