import { and, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { seedImageRenditions, seedImages } from "../../../db/tables.ts";

/** The stored images of the seed catalogue (drawn when it was seeded: src/db/seed/seed-images.ts), and their WebP renditions. */
export function createSeedImagesRepository(db: Database) {
  return {
    async svgAt(path: string): Promise<string | null> {
      const [row] = await db.select({ svg: seedImages.svg }).from(seedImages).where(eq(seedImages.path, path));
      return row?.svg ?? null;
    },

    async renditionAt(path: string, width: number): Promise<Uint8Array | null> {
      const [row] = await db
        .select({ webp: seedImageRenditions.webp })
        .from(seedImageRenditions)
        .where(and(eq(seedImageRenditions.path, path), eq(seedImageRenditions.width, width)));
      return row?.webp ?? null;
    },

    /** Keeps a rendition; one another process made first stays. */
    async keepRendition(path: string, width: number, webp: Uint8Array): Promise<void> {
      await db.insert(seedImageRenditions).values({ path, width, webp }).onConflictDoNothing();
    },
  };
}
