import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { bytea } from "./types.ts";

/**
 * The seed catalogue's images (product photos, brand logos, category tiles, blog banners), drawn
 * once as SVG when the catalogue is seeded and served at their path by the server
 * (src/server/http/seed-media.ts), which needs neither the seed data nor the drawing code.
 */
export const seedImages = pgTable("seed_images", {
  /** The URL path the rows of the catalogue point to, e.g. /media/seed/brand/dunecrest.svg. */
  path: text().primaryKey(),
  svg: text().notNull(),
});

/**
 * A seed part picture made into WebP at one of the widths the pages ask for (SEED_PICTURE_WIDTHS),
 * the first time it is asked for, and kept: the seeded shop's pictures then weigh and cost what a
 * real shop's photographs do. Derived from seed_images, which never changes a picture's path.
 */
export const seedImageRenditions = pgTable(
  "seed_image_renditions",
  {
    path: text()
      .notNull()
      .references(() => seedImages.path, { onDelete: "cascade" }),
    width: integer().notNull(),
    webp: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.width] })],
);
