import { eq, inArray, sql } from "drizzle-orm";

import { buildSlug } from "../../domain/builds.ts";
import type { Database, Executor } from "../client.ts";
import {
  blogPosts as blogPostsTable,
  brands,
  buildParts,
  builds,
  categories,
  fitment,
  fitmentNotes,
  garageVehicles,
  productCodes,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
  productVariants,
  reviews,
  seoPages,
  users,
  vehicles,
  vehicleVinPatterns,
} from "../tables.ts";
import { blogImageUrl, categoryImageUrl, generateCatalogue, type SeedCatalogue, variantImageUrl } from "./catalogue-generator.ts";
import { blogPosts } from "./data/blog-posts.ts";
import { blogTranslations } from "./data/blog-translations.ts";
import { fitmentNoteDefs } from "./data/fitment-notes.ts";
import { vinPatterns } from "./data/vin-patterns.ts";
import { notedRow, seedFitmentNote, seedProductCodes } from "./part-codes.ts";
import { planSeedBuilds, unusablePasswordHash } from "./seed-builds.ts";
import { seedCustoms } from "./seed-customs.ts";
import { seedDiscounts } from "./seed-discounts.ts";
import { insertSeedImages, seedImagesIfEmpty } from "./seed-images.ts";
import { seedShipping } from "./seed-shipping.ts";
import { seedTax } from "./seed-tax.ts";
import { insertVehicleList } from "./seed-vehicle-list.ts";
import { seoPageDefaults } from "./seo-pages.ts";

const BATCH = 500;
const DAY_MS = 86_400_000;

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/**
 * Seeds the catalogue when the database has no products; a seeded database is left alone, except
 * that it gets the VIN patterns and the stored images if it was seeded before they existed.
 */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  if ((await productCount(db)) > 0) {
    await seedVinPatternsIfEmpty(db);
    await seedImagesIfEmpty(db);
    return false;
  }
  await seedCatalogue(db, generateCatalogue(), now);
  // The new catalogue's statistics, which the planner's estimates and the search's common terms
  // (search.service.ts) read: PGlite runs no autovacuum, and PostgreSQL's would come a minute later.
  await db.execute(sql`analyze`);
  return true;
}

/** How many parts the catalogue holds: whether to seed, and what `npm run seed` reports. */
export async function productCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}

/** The VIN patterns of the seeded vehicles (data/vin-patterns.ts), when there are none yet. */
export async function seedVinPatternsIfEmpty(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(vehicleVinPatterns);
  if ((row?.count ?? 0) > 0) return;
  await insertVinPatterns(db);
}

async function insertVinPatterns(db: Database): Promise<void> {
  await inBatches(vinPatterns, (batch) =>
    db.insert(vehicleVinPatterns).values(batch.map((p) => ({ ...p, engineCode: p.engineCode ?? null }))),
  );
}

/** The seed's fitment notes (data/fitment-notes.ts) by slug, written first where missing; staff's wording of one is kept. */
export async function fitmentNoteIds(db: Executor): Promise<Map<string, number>> {
  await db
    .insert(fitmentNotes)
    .values(fitmentNoteDefs.map(({ slug, note }) => ({ slug, note })))
    .onConflictDoNothing({ target: fitmentNotes.slug });
  const rows = await db
    .select({ id: fitmentNotes.id, slug: fitmentNotes.slug })
    .from(fitmentNotes)
    .where(
      inArray(
        fitmentNotes.slug,
        fitmentNoteDefs.map((def) => def.slug),
      ),
    );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Writes a generated catalogue in one transaction: all of it, or nothing. */
export async function seedCatalogue(db: Database, catalogue: SeedCatalogue, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const category of catalogue.categories) {
      const [inserted] = await tx
        .insert(categories)
        .values({
          slug: category.slug,
          parentId: category.parentKey ? categoryIds.get(category.parentKey)! : null,
          name: category.name,
          image: categoryImageUrl(category.drawing, category.accent),
          layout: category.layout,
          position: category.position,
        })
        .returning({ id: categories.id });
      categoryIds.set(category.key, inserted!.id);
    }

    const brandRows = await tx
      .insert(brands)
      .values(catalogue.brands.map((b) => ({ slug: b.slug, name: b.name, country: b.country, image: b.image })))
      .returning({ id: brands.id, slug: brands.slug });
    const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));

    const vehicleIdsByGeneration = new Map<string, number[]>();
    const vehicleIds = new Map<string, number>();
    const engineOfVehicle = new Map<number, string>();
    const engineIds = await insertVehicleList(tx);
    await inBatches(catalogue.vehicles, async (batch) => {
      const rows = await tx
        .insert(vehicles)
        .values(
          batch.map(({ generationKey, year, make, model, engine, engineCode, chassis }) => ({
            year,
            make,
            model,
            engine,
            engineCode,
            chassis,
            engineId: engineIds.get(`${generationKey}|${engineCode}`)!,
          })),
        )
        .returning({ id: vehicles.id });
      rows.forEach((r, i) => {
        const key = batch[i]!.generationKey;
        vehicleIdsByGeneration.set(key, [...(vehicleIdsByGeneration.get(key) ?? []), r.id]);
        vehicleIds.set(batch[i]!.key, r.id);
        engineOfVehicle.set(r.id, batch[i]!.engineCode);
      });
    });
    const noteIds = await fitmentNoteIds(tx);

    await insertVinPatterns(tx);

    const productIds: number[] = [];
    await inBatches(catalogue.products, async (batch) => {
      const rows = await tx
        .insert(products)
        .values(
          batch.map((p) => ({
            slug: p.slug,
            sku: p.sku,
            partNumber: p.partNumber,
            codesNormalized: p.codesNormalized,
            title: p.title,
            description: p.description,
            excerpt: p.excerpt,
            categoryId: categoryIds.get(p.categorySlug)!,
            brandId: brandIds.get(p.brandSlug)!,
            // A product sold in variants gets its units from theirs: the variants' trigger adds them.
            stock: p.variants.length > 0 ? 0 : p.stock,
            priceCents: p.priceCents,
            discountCents: p.discountCents,
            tags: p.tags,
            universal: p.universal,
            featured: p.featured,
            salesCount: p.salesCount,
            metaTitle: p.metaTitle,
            metaDescription: p.metaDescription,
            metaKeywords: p.metaKeywords,
            createdAt: new Date(now.getTime() - p.daysOld * DAY_MS),
          })),
        )
        .returning({ id: products.id });
      productIds.push(...rows.map((r) => r.id));
    });

    const idOf = (index: number) => productIds[index]!;
    await inBatches(
      catalogue.products.flatMap((p, i) => p.images.map((url, position) => ({ productId: idOf(i), position, url }))),
      (batch) => tx.insert(productImages).values(batch),
    );
    await inBatches(
      catalogue.products.flatMap((p, i) => p.specs.map((s, position) => ({ productId: idOf(i), position, name: s.name, value: s.value }))),
      (batch) => tx.insert(productSpecs).values(batch),
    );

    const optionRows = catalogue.products.flatMap((p, i) =>
      p.options.map((o, position) => ({ productId: idOf(i), slug: o.slug, type: o.type, name: o.name, position, values: o.values })),
    );
    await inBatches(optionRows, async (batch) => {
      const inserted = await tx
        .insert(productOptions)
        .values(batch.map(({ values: _values, ...option }) => option))
        .returning({ id: productOptions.id });
      const values = batch.flatMap((option, i) =>
        option.values.map((v, position) => ({ optionId: inserted[i]!.id, slug: v.slug, name: v.name, color: v.color ?? null, position })),
      );
      await inBatches(values, (valueBatch) => tx.insert(productOptionValues).values(valueBatch));
    });

    await inBatches(
      catalogue.products.flatMap((p, i) =>
        p.variants.map((v, position) => ({
          productId: idOf(i),
          options: v.options,
          sku: v.sku,
          partNumber: v.partNumber,
          priceCents: v.priceCents,
          discountCents: v.discountCents,
          quantity: v.stock,
          image: v.colour ? variantImageUrl(p.picture, v.colour) : null,
          position,
        })),
      ),
      (batch) => tx.insert(productVariants).values(batch),
    );

    // The numbers each part is also known by: its vehicles' makers', other brands', its variants'.
    await inBatches(
      catalogue.products.flatMap((p, i) => seedProductCodes(p).map((code, position) => ({ productId: idOf(i), ...code, position }))),
      (batch) => tx.insert(productCodes).values(batch),
    );

    const fitmentRows = catalogue.products.flatMap((p, i) => {
      const fits = [...new Set(p.fitsGenerations.flatMap((g) => vehicleIdsByGeneration.get(g) ?? []))];
      const note = seedFitmentNote(p, [...new Set(fits.map((id) => engineOfVehicle.get(id)!))]);
      return fits.map((vehicleId) => ({
        vehicleId,
        productId: idOf(i),
        noteId: notedRow(note, engineOfVehicle.get(vehicleId)!) ? noteIds.get(note!.slug)! : null,
      }));
    });
    await inBatches(fitmentRows, (batch) => tx.insert(fitment).values(batch));

    await inBatches(
      catalogue.products.flatMap((p, i) =>
        p.reviews.map((r) => ({
          productId: idOf(i),
          author: r.author,
          rating: r.rating,
          content: r.content,
          createdAt: new Date(now.getTime() - r.daysAgo * DAY_MS),
        })),
      ),
      (batch) => tx.insert(reviews).values(batch),
    );
    // spec §9: the rating shown is the average of the reviews.
    await tx.execute(sql`
      update products p set rating_average = r.average, review_count = r.count
      from (select product_id, avg(rating)::real as average, count(*)::int as count from reviews group by product_id) r
      where r.product_id = p.id`);

    await tx.insert(blogPostsTable).values(
      blogPosts.map((post, i) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        paragraphs: post.paragraphs,
        translations: blogTranslations[post.slug] ?? {},
        image: blogImageUrl(post.category, i + 1),
        author: post.author,
        category: post.category,
        publishedAt: new Date(`${post.date}T09:00:00Z`),
      })),
    );
    await tx.insert(seoPages).values(seoPageDefaults).onConflictDoNothing();

    // ---- Customers' builds (data/builds.ts): a customer account each, published on /guest-post,
    // with the catalogue's parts on them; their drawn photos are stored with the images below.
    // Seeded with the catalogue only, never added to a shop that already has one: they are
    // customers' content, not reference data.
    for (const { def, vehicleKey, productIndexes, photos } of planSeedBuilds(catalogue)) {
      const vehicleId = vehicleIds.get(vehicleKey)!;
      const publishedAt = new Date(now.getTime() - def.daysAgo * DAY_MS);
      const [owner] = await tx
        .insert(users)
        .values({
          email: def.owner.email,
          name: def.owner.name,
          // A hash no password matches: nobody signs in as a seeded customer.
          passwordHash: unusablePasswordHash(),
          emailVerifiedAt: new Date(publishedAt.getTime() - 60 * DAY_MS),
          locale: def.owner.locale,
          createdAt: new Date(publishedAt.getTime() - 61 * DAY_MS),
        })
        .returning({ id: users.id });
      await tx.insert(garageVehicles).values({ userId: owner!.id, vehicleId, isCurrent: true });
      const [build] = await tx
        .insert(builds)
        .values({
          slug: `seed-${def.key}`,
          userId: owner!.id,
          vehicleId,
          title: def.title,
          story: def.story.join("\n\n"),
          status: "published",
          photos,
          createdAt: new Date(publishedAt.getTime() - 2 * DAY_MS),
          publishedAt,
          moderatedAt: publishedAt,
        })
        .returning({ id: builds.id });
      // The slug is made from the id, as for a customer's build (builds.repository.ts).
      await tx
        .update(builds)
        .set({ slug: buildSlug(build!.id, def.title) })
        .where(eq(builds.id, build!.id));
      if (productIndexes.length > 0) {
        await tx
          .insert(buildParts)
          .values(productIndexes.map((index, position) => ({ buildId: build!.id, productId: idOf(index), position })));
      }
    }
    // ---- End of customers' builds.

    await insertSeedImages(tx, catalogue);
    await seedShipping(tx);
    await seedTax(tx);
    await seedDiscounts(tx);
    await seedCustoms(tx);
  });
}
