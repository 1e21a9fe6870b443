// A part's options, their values and its variants, as the back office writes them. The part's
// units are its variants' sum (a trigger of migration 0019); each variant's units start in the
// stock ledger (migration 0023).
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { productCodes, productOptions, productOptionValues, productVariants } from "../../../db/tables.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import { variantCodesOf } from "../../../domain/variants.ts";

export interface OptionWithValues {
  id: number;
  slug: string;
  type: "default" | "color";
  name: LocalizedText;
  position: number;
  values: { id: number; slug: string; name: LocalizedText; color: string | null; position: number }[];
}

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = Omit<typeof productVariants.$inferInsert, "id" | "reserved">;

export function createVariantsAdminRepository(db: Executor) {
  return {
    async optionsOf(productId: number): Promise<OptionWithValues[]> {
      const options = await db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.position), asc(productOptions.id));
      if (options.length === 0) return [];
      const values = await db
        .select()
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.optionId,
            options.map((option) => option.id),
          ),
        )
        .orderBy(asc(productOptionValues.position), asc(productOptionValues.id));
      return options.map((option) => ({
        id: option.id,
        slug: option.slug,
        type: option.type,
        name: option.name,
        position: option.position,
        values: values
          .filter((value) => value.optionId === option.id)
          .map(({ id, slug, name, color, position }) => ({ id, slug, name, color, position })),
      }));
    },

    async variantsOf(productId: number): Promise<VariantRow[]> {
      return db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
    },

    async insertOption(row: typeof productOptions.$inferInsert): Promise<number> {
      const [inserted] = await db.insert(productOptions).values(row).returning({ id: productOptions.id });
      return inserted!.id;
    },

    async insertValue(row: typeof productOptionValues.$inferInsert): Promise<number> {
      const [inserted] = await db.insert(productOptionValues).values(row).returning({ id: productOptionValues.id });
      return inserted!.id;
    },

    async insertVariants(rows: NewVariantRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(productVariants).values(rows);
    },

    /** Every variant of the part gains a value of a new option (it was sold without that option). */
    async addOptionToVariants(productId: number, optionSlug: string, valueSlug: string): Promise<void> {
      await db
        .update(productVariants)
        .set({ options: sql`${productVariants.options} || jsonb_build_object(${optionSlug}::text, ${valueSlug}::text)` })
        .where(eq(productVariants.productId, productId));
    },

    async updateVariant(
      productId: number,
      variantId: number,
      fields: Pick<
        VariantRow,
        | "sku"
        | "partNumber"
        | "priceCents"
        | "discountCents"
        | "salePriceCents"
        | "saleStartsAt"
        | "saleEndsAt"
        | "image"
        | "weightGrams"
        | "lengthMm"
        | "widthMm"
        | "heightMm"
        | "costCents"
        | "gtin"
      >,
    ): Promise<VariantRow | undefined> {
      const [row] = await db
        .update(productVariants)
        .set(fields)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
        .returning();
      return row;
    },

    /** Removes these variants of the part (an order's line keeps its snapshot; its variant id is then null). */
    async deleteVariants(productId: number, variantIds: readonly number[]): Promise<void> {
      if (variantIds.length === 0) return;
      await db.delete(productVariants).where(and(eq(productVariants.productId, productId), inArray(productVariants.id, [...variantIds])));
    },

    async deleteValue(valueId: number): Promise<void> {
      await db.delete(productOptionValues).where(eq(productOptionValues.id, valueId));
    },

    /** The variants' own numbers, as the part's other numbers (search finds the part by them), written again. */
    async replaceVariantCodes(productId: number, codes: readonly string[]): Promise<void> {
      await db.delete(productCodes).where(and(eq(productCodes.productId, productId), eq(productCodes.kind, "variant")));
      const rows = variantCodesOf(codes).map(({ code, normalized, position }) => ({
        productId,
        kind: "variant" as const,
        maker: "",
        code,
        codeNormalized: normalized,
        position,
      }));
      if (rows.length > 0) await db.insert(productCodes).values(rows).onConflictDoNothing();
    },
  };
}
