import sharp from "sharp";

import type { Database } from "../../../db/client.ts";
import { SEED_PICTURE_WIDTHS } from "../../../domain/picture-sources.ts";
import { createWorkQueue } from "../../lib/work-queue.ts";
import { createSeedImagesRepository } from "./seed-images.repository.ts";

/** WebP at the quality a shop's photographs are usually sent at. */
const WEBP_QUALITY = 78;
/** Pictures being made at once: each takes a core for 20-90 ms; the pages keep the other. */
const MAKING_AT_ONCE = 1;
const MAKING_QUEUE = 200;
const MAKING_WITHIN_MS = 15_000;
export const SEED_PICTURES_BUSY_MESSAGE = "The shop is preparing its pictures: try again in a moment.";

/**
 * The seed catalogue's pictures, drawn once when it was seeded and stored by path
 * (src/db/seed/seed-images.ts). A part's drawing is also served as WebP at the widths the pages
 * ask for: made the first time it is asked for, then kept, so the seeded shop's pages weigh what a
 * real shop's photographs weigh.
 */
export function createSeedImagesService(db: Database, limits: { makingAtOnce?: number; makingQueue?: number } = {}) {
  const images = createSeedImagesRepository(db);
  const queue = createWorkQueue({
    concurrency: limits.makingAtOnce ?? MAKING_AT_ONCE,
    maxWaiting: limits.makingQueue ?? MAKING_QUEUE,
    busyMessage: SEED_PICTURES_BUSY_MESSAGE,
  });
  const making = new Map<string, Promise<Uint8Array | null>>();

  async function make(path: string, width: number): Promise<Uint8Array | null> {
    const kept = await images.renditionAt(path, width);
    if (kept) return kept;
    const svg = await images.svgAt(path);
    if (svg === null) return null;
    const webp = await queue.run(
      () => sharp(Buffer.from(svg)).resize(width).webp({ quality: WEBP_QUALITY }).toBuffer(),
      Date.now() + MAKING_WITHIN_MS,
    );
    await images.keepRendition(path, width, webp);
    return webp;
  }

  return {
    /** The SVG stored at this path, or null. */
    svgAt: (path: string): Promise<string | null> => images.svgAt(path),

    /**
     * The part drawing at `path` as WebP `width` wide (one of SEED_PICTURE_WIDTHS), or null when
     * there is none; a 503 (ServiceUnavailableError) when too many are being made to wait for.
     */
    webpAt(path: string, width: number): Promise<Uint8Array | null> {
      if (!(SEED_PICTURE_WIDTHS as readonly number[]).includes(width) || !path.startsWith("/media/seed/part/"))
        return Promise.resolve(null);
      const key = `${width} ${path}`;
      let made = making.get(key);
      if (!made) {
        made = make(path, width).finally(() => making.delete(key));
        making.set(key, made);
      }
      return made;
    },
  };
}

export type SeedImagesService = ReturnType<typeof createSeedImagesService>;
