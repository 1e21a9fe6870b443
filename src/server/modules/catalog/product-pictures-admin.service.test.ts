import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, productVariants } from "../../../db/tables.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import {
  PICTURE_LIMITS,
  PICTURE_NOT_FOUND,
  PICTURE_REFUSALS,
  PICTURES_CHANGED,
  TOO_MANY_PICTURES,
} from "../../../domain/schemas/product-pictures.ts";
import { createPhotoStore } from "../media/index.ts";
import { createCatalogService } from "./catalog.service.ts";
import { createProductPicturesAdminService } from "./product-pictures-admin.service.ts";

let database: DatabaseHandle;
let folder: string;
let pictures: ReturnType<typeof createProductPicturesAdminService>;
const actor = { id: null, email: "catalogue@overland.test" };

/** A photograph-like picture drawn by sharp: noise, so that it is not one flat colour. */
async function photo(width: number, format: "jpeg" | "png" = "jpeg"): Promise<Uint8Array> {
  const noise = { type: "gaussian", mean: 120, sigma: 30 } as const;
  const drawn = sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: "#806040", noise } });
  return new Uint8Array(await (format === "png" ? drawn.png() : drawn.jpeg()).toBuffer());
}

/** The photos kept on disk (one folder each). */
const kept = () => (existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith(".")) : []);

beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), "overland-pictures-"));
  pictures = createProductPicturesAdminService(database.db, createPhotoStore({ dir: folder }));
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const storefront = () => createCatalogService(database.db, { limiters: undefined as never, vehiclesOfModel: async () => [] });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

describe("a part's pictures in the back office", () => {
  it("adds uploaded files after the part's pictures, re-encoded as WebP, and the storefront shows them in that order", async () => {
    const part = await createProduct(database.db);
    const [seeded] = await pictures.pictures(part.id);
    const before = kept().length;
    const after = await pictures.addPictures(actor, part.id, [await photo(1200), await photo(640, "png")]);
    expect(after.map((picture) => picture.url)).toEqual([
      seeded!.url,
      expect.stringMatching(/^\/media\/uploads\/[\w-]{22}-960\.webp$/),
      // Narrower than the width shown: kept at its own width, never enlarged.
      expect.stringMatching(/^\/media\/uploads\/[\w-]{22}-640\.webp$/),
    ]);
    expect(kept().length).toBe(before + 2);
    expect((await storefront().productBySlug(part.slug)).images).toEqual(after.map((picture) => picture.url));
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(part.id)), eq(auditLog.action, "product.pictures-add")));
    expect(audit?.actorEmail).toBe(actor.email);
  });

  it("puts pictures in order by step, by place and whole, and refuses an order made before a picture came", async () => {
    const part = await createProduct(database.db);
    const added = await pictures.addPictures(actor, part.id, [await photo(500), await photo(500)]);
    const [a, b, c] = added.map((picture) => picture.id) as [number, number, number];
    expect((await pictures.stepPicture(actor, part.id, c, "up")).map((picture) => picture.id)).toEqual([a, c, b]);
    // At the first place, up stays.
    expect((await pictures.stepPicture(actor, part.id, a, "up")).map((picture) => picture.id)).toEqual([a, c, b]);
    expect((await pictures.place(actor, part.id, b, 0)).map((picture) => picture.id)).toEqual([b, a, c]);
    expect((await pictures.orderPictures(actor, part.id, [c, b, a])).map((picture) => picture.id)).toEqual([c, b, a]);
    for (const stale of [
      [c, b],
      [c, b, a, a],
      [c, b, a + 10_000],
    ]) {
      const error = await refusal(pictures.orderPictures(actor, part.id, stale));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error?.message).toBe(PICTURES_CHANGED);
    }
  });

  it("refuses a picture of another part, named by its id, in every change", async () => {
    const mine = await createProduct(database.db);
    const theirs = await createProduct(database.db);
    const [their] = await pictures.pictures(theirs.id);
    for (const attempt of [
      () => pictures.stepPicture(actor, mine.id, their!.id, "down"),
      () => pictures.place(actor, mine.id, their!.id, 0),
      () => pictures.describePicture(actor, mine.id, their!.id, { en: "Forged", ru: "", ar: "" }),
      () => pictures.removePicture(actor, mine.id, their!.id),
    ]) {
      const error = await refusal(attempt());
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error?.message).toBe(PICTURE_NOT_FOUND);
    }
    expect(await pictures.pictures(theirs.id)).toEqual([their]);
  });

  it("keeps each language's words for a picture", async () => {
    const part = await createProduct(database.db);
    const [first] = await pictures.pictures(part.id);
    const alt = { en: "Bull bar fitted to a white Hilux", ru: "Кенгурятник на белом Hilux", ar: "مصد أمامي على هايلكس أبيض" };
    await pictures.describePicture(actor, part.id, first!.id, alt);
    expect((await pictures.pictures(part.id))[0]?.alt).toEqual(alt);
    // The storefront's page reads them by the picture's address.
    expect((await storefront().productBySlug(part.slug)).pictureAlts).toEqual({ [first!.url]: alt });
  });

  it("removes a picture: the rest close up, a variant shown in it falls back, and the file goes once no part shows it", async () => {
    const part = await createProduct(database.db, {
      options: [{ slug: "finish", values: ["black"] }],
      variants: [{ options: { finish: "black" }, stock: 2, price: 10_000 }],
    });
    const added = await pictures.addPictures(actor, part.id, [await photo(500)]);
    const upload = added[1]!;
    await database.db.update(productVariants).set({ image: upload.url }).where(eq(productVariants.productId, part.id));
    const before = kept().length;
    const after = await pictures.removePicture(actor, part.id, upload.id);
    expect(after.map((picture) => picture.id)).toEqual([added[0]!.id]);
    expect(kept().length).toBe(before - 1);
    const [variant] = await database.db.select().from(productVariants).where(eq(productVariants.productId, part.id));
    expect(variant?.image).toBeNull();
  });

  it("refuses what is not a photo by its bytes, whatever it is called, and keeps nothing of an upload refused", async () => {
    const part = await createProduct(database.db);
    const before = kept().length;
    const script = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    const error = await refusal(pictures.addPictures(actor, part.id, [await photo(400), script]));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error?.message).toBe(PICTURE_REFUSALS.notAPhoto);
    const truncated = (await photo(800)).subarray(0, 2_000);
    expect((await refusal(pictures.addPictures(actor, part.id, [truncated])))?.message).toBe(PICTURE_REFUSALS.damaged);
    expect((await refusal(pictures.addPictures(actor, part.id, [])))?.message).toBe(PICTURE_REFUSALS.missing);
    expect(kept().length).toBe(before);
    expect(await pictures.pictures(part.id)).toHaveLength(1);
  });

  it("holds a part to its most pictures, also when two uploads race for its last places, and leaves no file of the one refused", async () => {
    const part = await createProduct(database.db);
    const one = await photo(300);
    const tooMany = Array.from({ length: PICTURE_LIMITS.perUpload + 1 }, () => one);
    expect((await refusal(pictures.addPictures(actor, part.id, tooMany)))?.message).toBe(TOO_MANY_PICTURES);
    // The part has 1; fill it to two places short of full, then send two pictures twice at once.
    await pictures.addPictures(
      actor,
      part.id,
      Array.from({ length: 6 }, () => one),
    );
    await pictures.addPictures(
      actor,
      part.id,
      Array.from({ length: PICTURE_LIMITS.perPart - 9 }, () => one),
    );
    const before = kept().length;
    const results = await Promise.allSettled([
      pictures.addPictures(actor, part.id, [one, one]),
      pictures.addPictures(actor, part.id, [one, one]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(ConflictError);
    expect(await pictures.pictures(part.id)).toHaveLength(PICTURE_LIMITS.perPart);
    expect(kept().length).toBe(before + 2);
  });
});
