import type { Database } from "../../../db/client.ts";
import { createSeedImagesRepository } from "./seed-images.repository.ts";

/** The seed catalogue's pictures, drawn once when it was seeded and stored by path (src/db/seed/seed-images.ts). */
export function createSeedImagesService(db: Database) {
  const images = createSeedImagesRepository(db);
  return {
    /** The SVG stored at this path, or null. */
    svgAt: (path: string): Promise<string | null> => images.svgAt(path),
  };
}

export type SeedImagesService = ReturnType<typeof createSeedImagesService>;
