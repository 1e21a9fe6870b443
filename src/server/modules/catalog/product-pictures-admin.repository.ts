// A part's pictures as the back office writes them. Their order is the `position` column, unique
// per part: a new order is written in two statements, first out of the way (negative), then in place.
import { and, asc, eq, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { productImages, productVariants } from "../../../db/tables.ts";
import type { AdminPicture, PictureAlt } from "../../../domain/schemas/product-pictures.ts";

export function createProductPicturesAdminRepository(db: Executor) {
  return {
    async picturesOf(productId: number): Promise<AdminPicture[]> {
      const rows = await db
        .select({ id: productImages.id, url: productImages.url, alt: productImages.alt })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position));
      return rows.map((row) => ({ ...row, alt: { en: row.alt.en ?? "", ru: row.alt.ru ?? "", ar: row.alt.ar ?? "" } }));
    },

    /** Adds pictures after the part's last one. */
    async append(productId: number, urls: readonly string[], from: number): Promise<void> {
      if (urls.length === 0) return;
      await db.insert(productImages).values(urls.map((url, index) => ({ productId, url, position: from + index, alt: {} })));
    },

    /** Writes the part's pictures in this order (every one of its ids, each once). */
    async reorder(productId: number, ids: readonly number[]): Promise<void> {
      await db
        .update(productImages)
        .set({ position: sql`-1 - ${productImages.position}` })
        .where(eq(productImages.productId, productId));
      await db.execute(sql`update ${productImages} i set position = o.position - 1
        from unnest(${sql.raw(`array[${ids.map(Number).join(",")}]::int[]`)}) with ordinality o(id, position)
        where i.id = o.id and i.product_id = ${productId}`);
    },

    async describe(productId: number, imageId: number, alt: PictureAlt): Promise<boolean> {
      const rows = await db
        .update(productImages)
        .set({ alt })
        .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
        .returning({ id: productImages.id });
      return rows.length === 1;
    },

    async remove(productId: number, imageId: number): Promise<void> {
      await db.delete(productImages).where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)));
    },

    /** A variant shown in a removed picture falls back to the part's own first picture. */
    async forgetVariantPicture(productId: number, url: string): Promise<void> {
      await db
        .update(productVariants)
        .set({ image: null })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.image, url)));
    },

    /** Whether any part still shows this picture (an import may name one file for several parts). */
    async shown(url: string): Promise<boolean> {
      const [row] = await rowsOf<{ shown: boolean }>(
        db,
        sql`select exists (select 1 from ${productImages} where ${productImages.url} = ${url}) as shown`,
      );
      return row?.shown ?? false;
    },
  };
}
