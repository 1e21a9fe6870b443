import { pgTable, text } from "drizzle-orm/pg-core";

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
