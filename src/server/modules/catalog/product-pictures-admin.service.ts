// A part's pictures in the back office: uploaded files are checked by their bytes and written
// again by the photo store (as shoppers' photos are, decision 021), then added after the part's
// last picture; pictures are put in order, described in three languages and removed. Each change
// runs under the part's row lock with its audit row; the storefront follows by product_images'
// trigger (decision 015).
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, InvalidInputError, NotFoundError, ServiceUnavailableError } from "../../../domain/errors.ts";
import { TooManyPixelsError } from "../../../domain/photo-budget.ts";
import {
  type AdminPicture,
  PICTURE_LIMITS,
  PICTURE_MISSING,
  PICTURE_NOT_FOUND,
  PICTURE_REFUSALS,
  type PictureAlt,
  PICTURES_CHANGED,
  TOO_MANY_PICTURES,
} from "../../../domain/schemas/product-pictures.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import {
  DAMAGED_PHOTO_MESSAGE,
  EMPTY_PHOTO_MESSAGE,
  HEIC_PHOTO_MESSAGE,
  NOT_A_PHOTO_MESSAGE,
  PHOTO_URL_PREFIX,
  type PhotoStore,
  type StoredPhoto,
} from "../media/index.ts";
import { createProductPicturesAdminRepository } from "./product-pictures-admin.repository.ts";
import { createProductsAdminRepository } from "./products-admin.repository.ts";

/** The photo store's part the catalogue uses. */
export type PictureStore = Pick<PhotoStore, "storeAll" | "remove">;

/** The width a part's page shows a picture at, twice over for sharp screens. */
const SHOWN_WIDTH = 960;

/** The stored width the storefront shows: the narrowest at least SHOWN_WIDTH wide, or the widest there is. */
export const shownUrlOf = (photo: StoredPhoto): string =>
  (photo.sizes.find((size) => size.width >= SHOWN_WIDTH) ?? photo.sizes[photo.sizes.length - 1]!).url;

/** The photo store's refusals of a file, as codes the back office says in each language. */
const PHOTO_REFUSALS = new Map<string, string>([
  [EMPTY_PHOTO_MESSAGE, PICTURE_REFUSALS.missing],
  [NOT_A_PHOTO_MESSAGE, PICTURE_REFUSALS.notAPhoto],
  [HEIC_PHOTO_MESSAGE, PICTURE_REFUSALS.heic],
  [DAMAGED_PHOTO_MESSAGE, PICTURE_REFUSALS.damaged],
]);

async function storedPictures(photos: PictureStore, files: Uint8Array[]): Promise<StoredPhoto[]> {
  try {
    return await photos.storeAll(files);
  } catch (error) {
    if (error instanceof TooManyPixelsError) throw new InvalidInputError(PICTURE_REFUSALS.tooManyPixels, { cause: error });
    if (error instanceof ServiceUnavailableError) throw new ServiceUnavailableError(PICTURE_REFUSALS.busy, { cause: error });
    const code = error instanceof InvalidInputError ? PHOTO_REFUSALS.get(error.message) : undefined;
    if (code) throw new InvalidInputError(code, { cause: error });
    throw error;
  }
}

/** The photo store's id of an uploaded picture's URL; null for any other picture (the seed's, an import's link). */
function uploadedIdOf(url: string): string | null {
  if (!url.startsWith(PHOTO_URL_PREFIX)) return null;
  return /^([\w-]{22})-\d+\.webp$/.exec(url.slice(PHOTO_URL_PREFIX.length))?.[1] ?? null;
}

export function createProductPicturesAdminService(db: Database, photos: PictureStore) {
  /** Locks the part and reads its pictures, in the order they show. */
  async function lockedPictures(tx: Transaction, productId: number) {
    const part = await createProductsAdminRepository(tx).lock(productId);
    if (!part) throw new NotFoundError("Product Not Found");
    return createProductPicturesAdminRepository(tx).picturesOf(productId);
  }

  function pictureIn(pictures: readonly AdminPicture[], imageId: number): AdminPicture {
    const picture = pictures.find((each) => each.id === imageId);
    if (!picture) throw new NotFoundError(PICTURE_NOT_FOUND);
    return picture;
  }

  async function writeOrder(tx: Transaction, actor: AuditActor, productId: number, before: AdminPicture[], ids: number[]) {
    if (ids.every((id, index) => before[index]?.id === id)) return;
    await createProductPicturesAdminRepository(tx).reorder(productId, ids);
    await recordAudit(tx, actor, {
      action: "product.pictures-order",
      entityType: "product",
      entityId: String(productId),
      before: { pictures: before.map((picture) => picture.id) },
      after: { pictures: ids },
    });
  }

  /** Puts one picture at `position` (0 is first), the others keeping their order around it. */
  async function place(actor: AuditActor, productId: number, imageId: number, position: number): Promise<AdminPicture[]> {
    return db.transaction(async (tx) => {
      const before = await lockedPictures(tx, productId);
      const moved = pictureIn(before, imageId);
      const rest = before.filter((picture) => picture.id !== imageId).map((picture) => picture.id);
      rest.splice(Math.min(Math.max(position, 0), rest.length), 0, moved.id);
      await writeOrder(tx, actor, productId, before, rest);
      return createProductPicturesAdminRepository(tx).picturesOf(productId);
    });
  }

  return {
    /** The part's pictures, in the order the storefront shows them. */
    pictures: (productId: number) => createProductPicturesAdminRepository(db).picturesOf(productId),

    /**
     * Adds pictures after the part's last one. The files are checked and encoded before the part is
     * locked (seconds of a core for a large photo), and removed again when the part refuses them
     * (gone, or full meanwhile): nothing is left behind.
     */
    async addPictures(actor: AuditActor, productId: number, files: readonly Uint8Array[]): Promise<AdminPicture[]> {
      if (files.length === 0) throw new InvalidInputError(PICTURE_MISSING);
      if (files.length > PICTURE_LIMITS.perUpload) throw new InvalidInputError(TOO_MANY_PICTURES);
      const room = (held: AdminPicture[]) => {
        if (held.length + files.length > PICTURE_LIMITS.perPart) throw new ConflictError(TOO_MANY_PICTURES);
        return held;
      };
      // Asked first, so that a file for a part that is gone or full is never decoded.
      await db.transaction(async (tx) => room(await lockedPictures(tx, productId)));
      const stored = await storedPictures(photos, [...files]);
      try {
        return await db.transaction(async (tx) => {
          const before = room(await lockedPictures(tx, productId));
          const urls = stored.map(shownUrlOf);
          const repository = createProductPicturesAdminRepository(tx);
          await repository.append(productId, urls, before.length);
          await recordAudit(tx, actor, {
            action: "product.pictures-add",
            entityType: "product",
            entityId: String(productId),
            before: { pictures: before.map((picture) => picture.url) },
            after: { pictures: [...before.map((picture) => picture.url), ...urls] },
          });
          return repository.picturesOf(productId);
        });
      } catch (error) {
        await Promise.allSettled(stored.map((photo) => photos.remove(photo.id)));
        throw error;
      }
    },

    place,

    /** One place earlier or later; at either end it stays. */
    async stepPicture(actor: AuditActor, productId: number, imageId: number, step: "up" | "down"): Promise<AdminPicture[]> {
      const pictures = await createProductPicturesAdminRepository(db).picturesOf(productId);
      const at = pictures.findIndex((picture) => picture.id === imageId);
      if (at === -1) throw new NotFoundError(PICTURE_NOT_FOUND);
      return place(actor, productId, imageId, step === "up" ? at - 1 : at + 1);
    },

    /** A whole new order: every picture of the part, each once; a list made before a picture came or went is refused. */
    async orderPictures(actor: AuditActor, productId: number, ids: readonly number[]): Promise<AdminPicture[]> {
      return db.transaction(async (tx) => {
        const before = await lockedPictures(tx, productId);
        const known = new Set(before.map((picture) => picture.id));
        if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new ConflictError(PICTURES_CHANGED);
        }
        await writeOrder(tx, actor, productId, before, [...ids]);
        return createProductPicturesAdminRepository(tx).picturesOf(productId);
      });
    },

    /** What a picture shows, in each language. */
    async describePicture(actor: AuditActor, productId: number, imageId: number, alt: PictureAlt): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        const before = pictureIn(await lockedPictures(tx, productId), imageId);
        await createProductPicturesAdminRepository(tx).describe(productId, imageId, alt);
        await recordAudit(tx, actor, {
          action: "product.picture-alt",
          entityType: "product",
          entityId: String(productId),
          before: { picture: imageId, alt: before.alt },
          after: { picture: imageId, alt },
        });
        return { ...before, alt };
      });
    },

    /**
     * Removes a picture: the rest close up, and a variant shown in it shows the part's first. An
     * uploaded file is deleted once no part shows it, after the change is committed.
     */
    async removePicture(actor: AuditActor, productId: number, imageId: number): Promise<AdminPicture[]> {
      const { removed, after } = await db.transaction(async (tx) => {
        const before = await lockedPictures(tx, productId);
        const picture = pictureIn(before, imageId);
        const repository = createProductPicturesAdminRepository(tx);
        await repository.remove(productId, imageId);
        const rest = before.filter((each) => each.id !== imageId).map((each) => each.id);
        await repository.reorder(productId, rest);
        await repository.forgetVariantPicture(productId, picture.url);
        await recordAudit(tx, actor, {
          action: "product.picture-remove",
          entityType: "product",
          entityId: String(productId),
          before: { pictures: before.map((each) => each.url) },
          after: { pictures: before.filter((each) => each.id !== imageId).map((each) => each.url) },
        });
        return { removed: picture, after: await repository.picturesOf(productId) };
      });
      const photoId = uploadedIdOf(removed.url);
      if (photoId && !(await createProductPicturesAdminRepository(db).shown(removed.url))) await photos.remove(photoId);
      return after;
    },
  };
}

export type ProductPicturesAdminService = ReturnType<typeof createProductPicturesAdminService>;
