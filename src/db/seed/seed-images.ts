// The seed catalogue's images, drawn once when the catalogue is seeded and stored in seed_images:
// the server serves them by path (src/server/http/seed-media.ts) and so needs neither the seed
// data nor the drawing code. The URLs are those the catalogue's rows (and the seeded builds'
// photos) hold.
import { sql } from "drizzle-orm";

import type { Database } from "../client.ts";
import { seedImages } from "../tables.ts";
import {
  blogImageUrl,
  categoryImageUrl,
  firstDrawing,
  generateCatalogue,
  type SeedCatalogue,
  variantImageUrl,
} from "./catalogue-generator.ts";
import { blogPosts } from "./data/blog-posts.ts";
import { departments } from "./data/catalogue.ts";
import { blogImageSvg, brandLogoSvg, categoryImageSvg, partImageSvg } from "./images.ts";
import { drawBuildPhotos } from "./seed-builds.ts";

export interface SeedImage {
  path: string;
  svg: string;
}

const BATCH = 200;

/** Every image the catalogue's rows and the seeded builds point to, each path once. */
export function drawSeedImages(catalogue: SeedCatalogue): SeedImage[] {
  const images = new Map<string, () => string>();
  for (const category of catalogue.categories) {
    images.set(categoryImageUrl(category.drawing, category.accent), () => categoryImageSvg(category.drawing, category.accent));
  }
  for (const brand of catalogue.brands) images.set(brand.image, () => brandLogoSvg(brand.name, brand.colors));
  for (const product of catalogue.products) {
    const { drawing, accent, seed } = product.picture;
    product.images.forEach((path, view) => images.set(path, () => partImageSvg(drawing, { view, accent, seed })));
    // A variant in a colour is drawn in it.
    for (const { colour } of product.variants) {
      if (colour) images.set(variantImageUrl(product.picture, colour), () => partImageSvg(drawing, { view: 0, accent: colour, seed }));
    }
  }
  blogPosts.forEach((post, i) => {
    const department = departments.find((d) => d.slug === post.category);
    if (department) images.set(blogImageUrl(post.category, i + 1), () => blogImageSvg(firstDrawing(department), i + 1));
  });
  for (const photo of drawBuildPhotos()) images.set(photo.path, () => photo.svg);
  return [...images].map(([path, draw]) => ({ path, svg: draw() }));
}

/** Stores the catalogue's images (inside the seeding transaction). */
export async function insertSeedImages(db: Database, catalogue: SeedCatalogue): Promise<void> {
  const images = drawSeedImages(catalogue);
  for (let i = 0; i < images.length; i += BATCH) {
    await db
      .insert(seedImages)
      .values(images.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
}

/** A catalogue seeded before images were stored gets them: the catalogue is generated the same way again. */
export async function seedImagesIfEmpty(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(seedImages);
  if ((row?.count ?? 0) > 0) return;
  await insertSeedImages(db, generateCatalogue());
}
