import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";

import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";

import { InvalidInputError, ServiceUnavailableError } from "../../../domain/errors.ts";
import { TooManyPixelsError, tooManyPixelsMessage } from "../../../domain/photo-budget.ts";
import { PHOTO_WIDTHS } from "../../../domain/picture-sources.ts";
import { createWorkQueue, type WorkQueueLoad } from "../../lib/work-queue.ts";

// Shoppers' photos (ARCHITECTURE rule 8): the bytes are checked against an allow-list, decoded,
// turned upright, and written again as WebP at a few widths with no metadata at all (a phone's
// photo carries where it was taken), under names nobody can guess.
//
// Decoding is what costs (seconds of a core for 40 megapixels of interlaced PNG), so it is
// bounded three ways (decision 021): the pixels are counted on the header before anything is
// decoded; each photo is decoded once, at the largest width kept, and the smaller widths are
// made from those pixels; and uploads are prepared one at a time (PHOTO_WORKERS), photo after
// photo on one libvips thread (PHOTO_THREADS), in a queue of bounded length and time, so the
// pages keep the other core.

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** The longest an upload's photos may wait for their turn and be prepared, all together. */
export const PHOTO_TIME_LIMIT_MS = 20_000;
export const PHOTO_URL_PREFIX = "/media/uploads/";

export const EMPTY_PHOTO_MESSAGE = "The photo is empty: choose a photo and send it again.";
export const NOT_A_PHOTO_MESSAGE = "This file is not a photo we can use: send a JPEG, PNG or WebP image.";
/** The prebuilt libvips reads HEIF only with AV1 (AVIF): HEVC, what phones write, needs libde265, which it leaves out. */
export const HEIC_PHOTO_MESSAGE = "We cannot read HEIC photos yet: send the photo as a JPEG, PNG or WebP image.";
export const DAMAGED_PHOTO_MESSAGE = "This photo is damaged or incomplete: send it again, or another photo.";
export const PHOTO_TIMEOUT_MESSAGE = "We could not prepare this photo in time: please try again.";
export const PHOTOS_BUSY_MESSAGE = "We are preparing many photos just now: please send yours again in a minute.";
export function photoTooLargeMessage(maxBytes: number): string {
  return `This photo is larger than ${sizeInWords(maxBytes)}: send a smaller one.`;
}
export const photoTooManyPixelsMessage = (maxPixels: number): string => tooManyPixelsMessage("photo", maxPixels);

export interface PhotoSize {
  width: number;
  url: string;
}

export interface StoredPhoto {
  /** 22 random base64url characters. */
  id: string;
  /** Of the largest width written. */
  width: number;
  height: number;
  /** Narrowest first. */
  sizes: PhotoSize[];
}

/** What a photo's header says, read without decoding it. */
export interface PhotoHeader {
  /** Upright (after its EXIF orientation). */
  width: number;
  height: number;
  pixels: number;
}

export interface PhotoStoreOptions {
  /** Where the photos are kept (UPLOAD_DIR); made on the first photo. */
  dir: string;
  maxBytes?: number;
  maxPixels?: number;
  /** Uploads prepared at once in this process, each one photo at a time (PHOTO_WORKERS). */
  workers?: number;
  /** Uploads waiting their turn; one more is refused with a 503 (PHOTO_QUEUE_MAX). */
  maxWaiting?: number;
  /** How long an upload's photos may wait and take, together; past it, a 503 (PHOTO_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /** libvips threads for one photo, for the whole process (sharp.concurrency; PHOTO_THREADS). */
  threads?: number;
}

export interface PhotoStore {
  /** Reads a photo's header only, nothing decoded; an InvalidInputError says why one is refused (a TooManyPixelsError for its pixels). */
  check(bytes: Uint8Array): Promise<PhotoHeader>;
  /**
   * Checks an upload's photos, then decodes each once, re-encodes and keeps them all, in one turn
   * of the queue, or none of them: a 503 when the queue is full or the upload's time runs out.
   */
  storeAll(files: Uint8Array[]): Promise<StoredPhoto[]>;
  /** One photo as an upload of its own. */
  store(bytes: Uint8Array): Promise<StoredPhoto>;
  /** The queue of uploads being prepared. */
  load(): WorkQueueLoad;
  /** Deletes every width of a photo; one already gone, or an id the store never makes, is no error. */
  remove(id: string): Promise<void>;
  /** The file behind a served name (`<id>-<width>.webp`), or null for any other name. */
  file(name: string): string | null;
}

/** The shop's photo store settings, as the environment names them. */
export interface PhotoStoreEnv {
  UPLOAD_DIR: string;
  PHOTO_MAX_MEGAPIXELS: number;
  PHOTO_WORKERS: number;
  PHOTO_THREADS: number;
  PHOTO_QUEUE_MAX: number;
  PHOTO_TIME_LIMIT_MS: number;
}

/** The shop's photo store, as its settings make it: the shop's services and the catalogue command use this one. */
export function shopPhotoStore(env: PhotoStoreEnv): PhotoStore {
  return createPhotoStore({
    dir: env.UPLOAD_DIR,
    maxPixels: Math.round(env.PHOTO_MAX_MEGAPIXELS * 1_000_000),
    workers: env.PHOTO_WORKERS,
    threads: env.PHOTO_THREADS,
    maxWaiting: env.PHOTO_QUEUE_MAX,
    timeLimitMs: env.PHOTO_TIME_LIMIT_MS,
  });
}

const PHOTO_ID = /^[\w-]{22}$/;
const SERVED_NAME = /^([\w-]{22})-([1-9]\d{0,3})\.webp$/;

type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

/**
 * Each photo is a folder `<dir>/<id>/` holding `<width>.webp`: the widths are written in a
 * temporary folder that is renamed into place, so a photo appears whole or not at all, and
 * removing one needs no listing of every photo.
 */
export function createPhotoStore({
  dir,
  maxBytes = PHOTO_MAX_BYTES,
  maxPixels = PHOTO_MAX_PIXELS,
  workers = 1,
  maxWaiting = 8,
  timeLimitMs = PHOTO_TIME_LIMIT_MS,
  threads,
}: PhotoStoreOptions): PhotoStore {
  const root = path.resolve(dir);
  // libvips' threads are the process's, not a store's: one photo keeps to one core.
  if (threads !== undefined) sharp.concurrency(threads);
  const queue = createWorkQueue({ concurrency: workers, maxWaiting, busyMessage: PHOTOS_BUSY_MESSAGE });
  // failOn "warning" refuses truncated and corrupt data (sharp's advice for untrusted input);
  // the pixel limit is checked on the header first, and libvips' own is the backstop.
  const decodeOptions = { failOn: "warning", limitInputPixels: maxPixels, sequentialRead: true } as const;

  async function check(bytes: Uint8Array): Promise<PhotoHeader> {
    if (bytes.byteLength === 0) throw new InvalidInputError(EMPTY_PHOTO_MESSAGE);
    if (bytes.byteLength > maxBytes) throw new InvalidInputError(photoTooLargeMessage(maxBytes));
    const format = photoFormatOf(bytes);
    if (format === null) throw new InvalidInputError(NOT_A_PHOTO_MESSAGE);
    if (format === "heic") throw new InvalidInputError(HEIC_PHOTO_MESSAGE);

    const header = await readHeader(bytes);
    // libvips picks its decoder from the bytes too; both must agree on an allowed format.
    if (header.format !== format) throw new InvalidInputError(NOT_A_PHOTO_MESSAGE);
    const pixels = header.width * header.height;
    if (pixels > maxPixels) throw new TooManyPixelsError("photo", maxPixels);
    return { width: header.autoOrient.width, height: header.autoOrient.height, pixels };
  }

  async function storeAll(files: Uint8Array[]): Promise<StoredPhoto[]> {
    const deadline = Date.now() + timeLimitMs;
    const widths: number[][] = [];
    for (const bytes of files) widths.push(widthsOf((await check(bytes)).width));
    // One turn for the whole upload: uploads sent together are prepared one after another, so the
    // first is done in time rather than all of them too late. Every photo is encoded before
    // anything is written: an upload refused for one photo leaves nothing behind.
    const encoded = await queue.run(async () => {
      const photos = [];
      for (const [i, bytes] of files.entries()) {
        // sharp's timeout is whole seconds for each photo: the upload's own time is checked between them.
        if (Date.now() >= deadline) throw new ServiceUnavailableError(PHOTO_TIMEOUT_MESSAGE);
        photos.push(await encodeWidths(bytes, widths[i]!, deadline));
      }
      return photos;
    }, deadline);
    const stored: StoredPhoto[] = [];
    try {
      for (const photo of encoded) stored.push(await writePhoto(photo));
    } catch (error) {
      await Promise.allSettled(stored.map((photo) => remove(photo.id)));
      throw error;
    }
    return stored;
  }

  /** The widths a photo this wide is kept at: those of PHOTO_WIDTHS under it, and its own up to the largest. */
  function widthsOf(uprightWidth: number): number[] {
    const widths = PHOTO_WIDTHS.filter((width) => width < uprightWidth) as number[];
    if (uprightWidth <= PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!) widths.push(uprightWidth);
    return widths;
  }

  async function readHeader(bytes: Uint8Array): Promise<Metadata> {
    try {
      // Reads the header only; the pixel limit is checked by the caller so that it gets its own message.
      return await sharp(bytes, { ...decodeOptions, limitInputPixels: false }).metadata();
    } catch {
      throw new InvalidInputError(DAMAGED_PHOTO_MESSAGE);
    }
  }

  /** Decodes the photo once, upright at the largest width kept, and encodes every width from those pixels. */
  async function encodeWidths(bytes: Uint8Array, widths: number[], deadline: number) {
    // sharp's timeout counts whole seconds; whatever is left of the upload's time, at least one.
    const timeout = () => ({ seconds: Math.max(1, Math.ceil((deadline - Date.now()) / 1000)) });
    const largest = widths[widths.length - 1]!;
    const decoded = await run(
      sharp(bytes, decodeOptions)
        .autoOrient()
        .resize({ width: largest, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .timeout(timeout()),
    );
    const { width, height, channels } = decoded.info;
    const encoded: { width: number; height: number; data: Buffer }[] = [];
    for (const each of widths) {
      const pipeline = sharp(decoded.data, { raw: { width, height, channels } });
      if (each < width) pipeline.resize({ width: each });
      const { data, info } = await run(pipeline.webp({ quality: WEBP_QUALITY }).timeout(timeout()));
      encoded.push({ width: info.width, height: info.height, data });
    }
    return encoded;
  }

  async function run(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
    try {
      return await pipeline.toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (/timeout/i.test((error as Error).message)) throw new ServiceUnavailableError(PHOTO_TIMEOUT_MESSAGE, { cause: error });
      throw new InvalidInputError(DAMAGED_PHOTO_MESSAGE, { cause: error });
    }
  }

  async function writePhoto(widths: { width: number; height: number; data: Buffer }[]): Promise<StoredPhoto> {
    const id = randomBytes(16).toString("base64url");
    await mkdir(root, { recursive: true });
    // A dot name is never served (SERVED_NAME), and one left by a crash is plainly a leftover.
    const incoming = path.join(root, `.incoming-${id}`);
    try {
      await mkdir(incoming);
      for (const { width, data } of widths) {
        const handle = await open(path.join(incoming, `${width}.webp`), "wx");
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      await rename(incoming, path.join(root, id));
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
    const largest = widths[widths.length - 1]!;
    return {
      id,
      width: largest.width,
      height: largest.height,
      sizes: widths.map(({ width }) => ({ width, url: `${PHOTO_URL_PREFIX}${id}-${width}.webp` })),
    };
  }

  async function remove(id: string): Promise<void> {
    // The pattern keeps the recursive delete inside one photo's folder.
    if (!PHOTO_ID.test(id)) return;
    await rm(path.join(root, id), { recursive: true, force: true });
  }

  function file(name: string): string | null {
    const match = SERVED_NAME.exec(name);
    if (!match) return null;
    return path.join(root, match[1]!, `${match[2]!}.webp`);
  }

  return { check, storeAll, store: async (bytes) => (await storeAll([bytes]))[0]!, load: queue.load, remove, file };
}

/** What the first bytes say the file is, whatever its name or declared type; null for anything but a photo format. */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // An ISO media file: its major and compatible brands say which. AVIF (also HEIF) is not on the list.
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.byteLength, 256);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => HEVC_BRANDS.has(brand))) return "heic";
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return null;
    if (brands.some((brand) => brand === "mif1" || brand === "msf1")) return "heic";
  }
  return null;
}

const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);

/** "15 MB", "512 KB": a limit as a shopper reads it. */
function sizeInWords(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Math.round(megabytes * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
