import { eq } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { seedImages } from "../../../db/tables.ts";

/** The stored images of the seed catalogue (drawn when it was seeded: src/db/seed/seed-images.ts). */
export function createSeedImagesRepository(db: Database) {
  return {
    async svgAt(path: string): Promise<string | null> {
      const [row] = await db.select({ svg: seedImages.svg }).from(seedImages).where(eq(seedImages.path, path));
      return row?.svg ?? null;
    },
  };
}
