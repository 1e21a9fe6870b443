// The pictures a products file names (docs/catalogue-files.md), made the shop's own: a path on
// the shop (`/media/…`) is kept as written; an https address is fetched, and a file name is read
// from the pictures archive uploaded with the file; both are checked by their bytes and written
// again by the photo store, as the editor's uploads are (decision 021). The dry run only checks
// that a named file is in the archive; the apply fetches and stores. What each source became is
// kept in catalogue_pictures (an address by itself, an archive's file by its bytes), so that
// importing the same file again, or an export of it, names the same pictures and changes nothing.
import { createHash } from "node:crypto";

import type { Executor } from "../../../db/client.ts";
import { refusalOf } from "../../../domain/errors.ts";
import type { PhotoStore, StoredPhoto } from "../media/index.ts";
import { createCatalogueFilesRepository } from "./catalogue-files.repository.ts";
import type { PictureArchive } from "./picture-archive.ts";
import { fetchPicture, PictureFetchError } from "./picture-fetch.ts";

/** The width the storefront shows a picture at, twice over (the editor keeps the same). */
const SHOWN_WIDTH = 960;
const FETCH_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 20_000 };

export type PictureCell = "path" | "address" | "archive";

// A path is kept as written and shown on the storefront and in its structured data, so only the
// shop's own pictures pass (/media/…, as an export writes them): "//host/…" is another site's
// address, and any other path is no picture of the shop's.
const OWN_PICTURE = /^\/media(?:\/[\w-][\w.-]*)+$/;

/** An https address the import can fetch: a host, no user or password. */
function isFetchable(cell: string): boolean {
  if (!/^https:\/\/[^\s/\\@]+(?:[/?#][^\s]*)?$/i.test(cell) || !URL.canParse(cell)) return false;
  const url = new URL(cell);
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
}

/** What a picture's cell names: the shop's own picture, an https address, or a file of the archive; null for none of them. */
export function pictureCellOf(cell: string): PictureCell | null {
  if (OWN_PICTURE.test(cell)) return "path";
  if (isFetchable(cell)) return "address";
  if (/^[^\s/:\\][^\s:\\]*\.(?:jpe?g|png|webp)$/i.test(cell) && !cell.split("/").includes("..")) return "archive";
  return null;
}

/** Why a cell names no picture the import can take, as a report says it; null when it can. */
export function pictureCellProblem(cell: string, archive: Pick<PictureArchive, "has"> | null): string | null {
  const kind = pictureCellOf(cell);
  if (kind === null) {
    if (/^http:\/\//i.test(cell)) return `"${cell}" is an http address: the shop fetches pictures over https only`;
    if (/^[/\\]{2}/.test(cell))
      return `"${cell}" is another site's address without https: write it as an https address, which the shop fetches`;
    return `"${cell}" is not a picture: an https address, a .jpg, .png or .webp file of the pictures archive, or a picture of the shop (/media/…)`;
  }
  if (kind !== "archive") return null;
  if (!archive) return `"${cell}" names a file of a pictures archive, and none was uploaded with this file`;
  return archive.has(cell) ? null : `"${cell}" is not in the pictures archive`;
}

/** A picture the apply could not make the shop's own: the import is refused whole, naming it. */
export class PictureSourceError extends Error {}

export interface PictureSourcesOptions {
  photos: Pick<PhotoStore, "storeAll" | "remove">;
  archive: PictureArchive | null;
  /** The fetch of an https address; the real one refuses private networks (picture-fetch.ts). */
  fetch?: (address: string) => Promise<Uint8Array>;
  /**
   * The apply makes what it has not seen; the dry run only looks up what earlier imports made (so
   * that the same file counts no change), and names the rest as written.
   */
  make: boolean;
}

const shownUrlOf = (photo: StoredPhoto) => (photo.sizes.find((size) => size.width >= SHOWN_WIDTH) ?? photo.sizes.at(-1)!).url;

export function createPictureSources(db: Executor, options: PictureSourcesOptions) {
  const repository = createCatalogueFilesRepository(db);
  const fetchBytes = options.fetch ?? ((address: string) => fetchPicture(address, FETCH_LIMITS));
  /** This import's answers, so that a picture named on many rows is made once. */
  const made = new Map<string, Promise<string>>();
  /** The photos this import wrote, removed again if it is refused or rolled back. */
  const written: string[] = [];

  async function keep(source: string, bytes: () => Promise<Uint8Array>): Promise<string | null> {
    const known = await repository.pictureSource(source);
    if (known) return known;
    if (!options.make) return null;
    let photo: StoredPhoto;
    try {
      [photo] = (await options.photos.storeAll([await bytes()])) as [StoredPhoto];
      written.push(photo.id);
    } catch (error) {
      if (error instanceof PictureFetchError) throw new PictureSourceError(error.message, { cause: error });
      const refusal = refusalOf(error);
      if (refusal) throw new PictureSourceError(refusal.message, { cause: error });
      throw error;
    }
    // Two imports at once may make the same source: the first kept wins, and both name it.
    return repository.keepPictureSource(source, shownUrlOf(photo));
  }

  async function resolveOnce(cell: string): Promise<string> {
    switch (pictureCellOf(cell)) {
      case "path":
        return cell;
      case "address":
        return (await keep(`url:${cell}`, () => fetchBytes(cell))) ?? cell;
      case "archive": {
        const bytes = options.archive ? await options.archive.read(cell) : null;
        if (!bytes) throw new PictureSourceError(`"${cell}" is not in the pictures archive, or is larger than 15 MB`);
        return (await keep(`sha256:${createHash("sha256").update(bytes).digest("hex")}`, async () => bytes)) ?? cell;
      }
      default:
        throw new PictureSourceError(pictureCellProblem(cell, options.archive) ?? `"${cell}" is not a picture`);
    }
  }

  return {
    /** Removes the files of the pictures this import made (its transaction did not commit). */
    async discard(): Promise<void> {
      await Promise.allSettled(written.map((id) => options.photos.remove(id)));
    },

    /** The shop's own address of the picture a cell names. */
    resolve(cell: string): Promise<string> {
      // A path on the shop is already its own: not remembered, so a file of a hundred thousand
      // parts' own paths holds none of them.
      if (pictureCellOf(cell) === "path") return Promise.resolve(cell);
      let answer = made.get(cell);
      if (!answer) {
        answer = resolveOnce(cell);
        made.set(cell, answer);
      }
      return answer;
    },
  };
}

export type PictureSources = ReturnType<typeof createPictureSources>;
