import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";

import Fastify from "fastify";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { InvalidInputError, ServiceUnavailableError } from "../../../domain/errors.ts";
import { TooManyPixelsError } from "../../../domain/photo-budget.ts";
import { registerErrorHandler } from "../../plugins/error-handler.ts";
import {
  createPhotoStore,
  DAMAGED_PHOTO_MESSAGE,
  EMPTY_PHOTO_MESSAGE,
  HEIC_PHOTO_MESSAGE,
  NOT_A_PHOTO_MESSAGE,
  PHOTO_TIMEOUT_MESSAGE,
  photoFormatOf,
  PHOTOS_BUSY_MESSAGE,
  type PhotoStore,
  type PhotoStoreOptions,
  photoTooLargeMessage,
  photoTooManyPixelsMessage,
  type StoredPhoto,
} from "./photo-store.ts";

// Every picture here is drawn by sharp in the test (or built byte by byte where sharp cannot
// write the format); nothing is downloaded and no image file is committed.

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "overland-photo-store-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let folders = 0;
/** A store on a folder of its own, so that a test sees only what it wrote. */
function freshStore(options: Partial<Omit<PhotoStoreOptions, "dir">> = {}): { photos: PhotoStore; dir: string } {
  const dir = path.join(root, `store-${++folders}`);
  return { photos: createPhotoStore({ dir, ...options }), dir };
}

/** A grey picture with noise (so that it weighs what a photo weighs). */
function picture(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
}

/** A blue landscape picture with a red band along its top edge, to see which way it ends up. */
function bandedLandscape(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: "#2040c0" } }).composite([
    { input: { create: { width, height: Math.round(height / 8), channels: 3, background: "#ff0000" } }, top: 0, left: 0 },
  ]);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Xmp Secret Person"/></rdf:RDF></x:xmpmeta>`;
const CAMERA = "OverlandTestCam";
const COMMENT = "Comment: parked at 12 Secret Lane";

/** A phone's JPEG: EXIF with the camera and GPS coordinates, XMP, a Display P3 profile and a comment. */
async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const jpeg = await picture(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({
      orientation,
      exif: {
        IFD0: { Make: CAMERA, Model: "Trail 4x4" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 51/1 5400/100", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 3600/100" },
      },
    })
    .withXmp(XMP)
    .withIccProfile("p3")
    .toBuffer();
  return withJpegComment(jpeg, COMMENT);
}

/** Inserts a COM segment after the JPEG's SOI marker (sharp writes no comments). */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** The chunks of a WebP file (RIFF), by their four-character codes. */
function webpChunks(file: Buffer): string[] {
  expect(file.toString("latin1", 0, 4)).toBe("RIFF");
  expect(file.toString("latin1", 8, 12)).toBe("WEBP");
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    chunks.push(file.toString("latin1", at, at + 4));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A PNG of 1×1 pixel whose header says it is width × height: tiny on disk, huge once decoded. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "red" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28), so libpng takes the header as genuine.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The container an iPhone writes (HEIF, brand "heic", one HEVC-coded item); sharp cannot write HEVC, so it is built by hand. */
function heicContainer(width: number, height: number): Buffer {
  const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
  const u16 = (n: number) => Buffer.from([n >>> 8, n & 255]);
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
  };
  const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);
  const coded = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const ftyp = box("ftyp", Buffer.from("heic"), u32(0), Buffer.from("mif1heic"));
  const hvcC = box("hvcC", Buffer.from([1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]));
  const iprp = box(
    "iprp",
    box("ipco", hvcC, fullBox("ispe", 0, u32(width), u32(height))),
    fullBox("ipma", 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02])),
  );
  const meta = (dataAt: number) =>
    fullBox(
      "meta",
      0,
      fullBox("hdlr", 0, u32(0), Buffer.from("pict"), Buffer.alloc(13)),
      fullBox("pitm", 0, u16(1)),
      fullBox("iloc", 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(dataAt), u32(coded.length)),
      fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), Buffer.from("hvc1"), Buffer.from([0]))),
      iprp,
    );
  return Buffer.concat([ftyp, meta(ftyp.length + meta(0).length + 8), box("mdat", coded)]);
}

async function refusal(photos: PhotoStore, bytes: Uint8Array): Promise<InvalidInputError> {
  const error: unknown = await photos.store(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return error as InvalidInputError;
}

async function filesOf(photo: StoredPhoto, photos: PhotoStore): Promise<Buffer[]> {
  return Promise.all(photo.sizes.map(({ url }) => readFile(photos.file(path.basename(url))!)));
}

describe("photo store: what it keeps", () => {
  it("keeps a phone's JPEG with GPS in its EXIF, and no width it serves carries EXIF, GPS, XMP, a colour profile or the comment", async () => {
    const { photos } = freshStore();
    const jpeg = await phoneJpeg(2400, 1600);
    // The test photo carries what a phone's does: GPS coordinates (EXIF's GPS IFD, tag 0x8825), the camera, XMP, a profile.
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes(Buffer.from([0x88, 0x25])) || source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(source.exif?.includes(CAMERA)).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();
    expect(jpeg.includes(COMMENT)).toBe(true);

    const photo = await photos.store(jpeg);

    expect(photo.sizes.map((size) => size.width)).toEqual([480, 960, 1600]);
    for (const file of await filesOf(photo, photos)) {
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.comments).toBeUndefined();
      expect(metadata.space).toBe("srgb");
      // Nothing but pictures in the file: no EXIF, XMP or ICCP chunk (so no GPS IFD), and none of the words that came in.
      // Only markers of six bytes or more are looked for: the noise compresses to random bytes, where a
      // three-letter word such as "GPS" turns up by chance in a few files in a hundred.
      expect(webpChunks(file).every((chunk) => ["VP8 ", "VP8L", "VP8X", "ALPH"].includes(chunk))).toBe(true);
      for (const marker of ["Exif\0\0", "xmpmeta", "adobe:ns:meta", CAMERA, "Trail 4x4", "Secret"])
        expect(file.includes(marker), marker).toBe(false);
    }
  });

  it("turns a photo upright by its EXIF orientation: a portrait taken sideways (orientation 6) is stored portrait", async () => {
    const { photos } = freshStore();
    // Pixels stored 1200 wide by 800 high with the red band on top; orientation 6 says "turn a quarter clockwise to view".
    const sideways = await bandedLandscape(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const photo = await photos.store(sideways);

    expect(photo).toMatchObject({ width: 800, height: 1200 });
    expect(photo.sizes.map((size) => size.width)).toEqual([480, 800]);
    const [smallest] = await filesOf(photo, photos);
    const { data, info } = await sharp(smallest!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([480, 720]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The band that was on top is now down the right-hand side; the top edge is blue.
    expect(pixel(info.width - 4, info.height >> 1)[0]).toBeGreaterThan(200);
    expect(pixel(4, info.height >> 1)[0]).toBeLessThan(80);
    expect(pixel(info.width >> 1, 4)[0]).toBeLessThan(80);
    expect((await sharp(smallest!).metadata()).orientation).toBeUndefined();
  });

  it("keeps PNG and WebP photos, as WebP", async () => {
    const { photos } = freshStore();
    for (const bytes of [await picture(1000, 750).png().toBuffer(), await picture(1000, 750).webp().toBuffer()]) {
      const photo = await photos.store(bytes);
      expect(photo).toMatchObject({ width: 1000, height: 750 });
      expect(photo.sizes.map((size) => size.width)).toEqual([480, 960, 1000]);
      for (const file of await filesOf(photo, photos)) expect((await sharp(file).metadata()).format).toBe("webp");
    }
  });

  it("never enlarges: a 700 px wide photo is kept at 480 and 700, a 300 px one at 300 only", async () => {
    const { photos } = freshStore();
    const medium = await photos.store(await picture(700, 500).jpeg().toBuffer());
    expect(medium).toMatchObject({ width: 700, height: 500 });
    expect(medium.sizes).toEqual([
      { width: 480, url: `/media/uploads/${medium.id}-480.webp` },
      { width: 700, url: `/media/uploads/${medium.id}-700.webp` },
    ]);
    const widths = await Promise.all((await filesOf(medium, photos)).map(async (file) => (await sharp(file).metadata()).width));
    expect(widths).toEqual([480, 700]);

    const small = await photos.store(await picture(300, 200).png().toBuffer());
    expect(small).toMatchObject({ width: 300, height: 200, sizes: [{ width: 300 }] });
  });

  it("keeps a large photo at 480, 960 and 1600 px, in proportion", async () => {
    const { photos } = freshStore();
    const photo = await photos.store(await picture(4000, 3000).jpeg().toBuffer());
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const sizes = await Promise.all((await filesOf(photo, photos)).map(async (file) => sharp(file).metadata()));
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
  });

  it("names each photo with 22 random base64url characters, never the same twice", async () => {
    const { photos } = freshStore();
    const jpeg = await picture(200, 100).jpeg().toBuffer();
    const [first, second] = [await photos.store(jpeg), await photos.store(jpeg)];
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.id).not.toBe(second.id);
  });

  it("leaves only whole photos in its folder: no temporary file once a photo is stored", async () => {
    const { photos, dir } = freshStore();
    const photo = await photos.store(await picture(1000, 600).jpeg().toBuffer());
    expect(await readdir(dir)).toEqual([photo.id]);
    expect((await readdir(path.join(dir, photo.id))).sort()).toEqual(["480.webp", "960.webp", "1000.webp"].sort());
  });
});

describe("photo store: what it refuses", () => {
  const refusals: [string, () => Promise<Uint8Array>, string][] = [
    ["an empty body", async () => new Uint8Array(0), EMPTY_PHOTO_MESSAGE],
    [
      "an SVG",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      NOT_A_PHOTO_MESSAGE,
    ],
    ["a text file named .jpg", async () => Buffer.from("This is not a photo, whatever its name says.\n"), NOT_A_PHOTO_MESSAGE],
    ["a GIF", async () => picture(64, 64).gif().toBuffer(), NOT_A_PHOTO_MESSAGE],
    ["a TIFF", async () => picture(64, 64).tiff().toBuffer(), NOT_A_PHOTO_MESSAGE],
    ["an AVIF", async () => picture(64, 64).avif().toBuffer(), NOT_A_PHOTO_MESSAGE],
    [
      "a PDF",
      async () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
      NOT_A_PHOTO_MESSAGE,
    ],
    ["a HEIC photo (the prebuilt libvips has no HEVC decoder)", async () => heicContainer(4032, 3024), HEIC_PHOTO_MESSAGE],
    ["a truncated JPEG", async () => (await picture(1200, 800).jpeg().toBuffer()).subarray(0, 40_000), DAMAGED_PHOTO_MESSAGE],
    ["a truncated PNG", async () => (await picture(400, 300).png().toBuffer()).subarray(0, 50_000), DAMAGED_PHOTO_MESSAGE],
    [
      "a JPEG signature followed by rubbish",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]),
      DAMAGED_PHOTO_MESSAGE,
    ],
    ["a pixel bomb: a tiny PNG declaring 20000 × 20000", async () => pngDeclaring(20_000, 20_000), photoTooManyPixelsMessage(40_000_000)],
  ];

  for (const [what, bytes, message] of refusals) {
    it(`refuses ${what} with a 400 that says why, and keeps nothing`, async () => {
      const { photos, dir } = freshStore();
      const error = await refusal(photos, await bytes());
      expect(error.message).toBe(message);
      expect(error.statusCode).toBe(400);
      expect(await readdir(dir).catch(() => [])).toEqual([]);
    });
  }

  it("refuses a photo over the size limit before reading it, and keeps nothing", async () => {
    const { photos, dir } = freshStore({ maxBytes: 50_000 });
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    expect(jpeg.length).toBeGreaterThan(50_000);
    expect((await refusal(photos, jpeg)).message).toBe(photoTooLargeMessage(50_000));
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });

  it("refuses a photo over the pixel limit, even one that is small on disk", async () => {
    const { photos } = freshStore({ maxPixels: 1_000_000 });
    const png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "white" } })
      .png()
      .toBuffer();
    expect((await refusal(photos, png)).message).toBe(photoTooManyPixelsMessage(1_000_000));
  });

  it("says the limits in a shopper's words", () => {
    expect(photoTooLargeMessage(15 * 1024 * 1024)).toBe("This photo is larger than 15 MB: send a smaller one.");
    expect(photoTooManyPixelsMessage(40_000_000)).toBe("This photo has more than 40 megapixels: send a smaller one.");
    expect(NOT_A_PHOTO_MESSAGE).toBe("This file is not a photo we can use: send a JPEG, PNG or WebP image.");
  });

  it("tells the format by the first bytes, not by a name or a declared type", async () => {
    expect(photoFormatOf(await picture(8, 8).jpeg().toBuffer())).toBe("jpeg");
    expect(photoFormatOf(await picture(8, 8).png().toBuffer())).toBe("png");
    expect(photoFormatOf(await picture(8, 8).webp().toBuffer())).toBe("webp");
    expect(photoFormatOf(heicContainer(8, 8))).toBe("heic");
    expect(photoFormatOf(await picture(8, 8).avif().toBuffer())).toBeNull();
    expect(photoFormatOf(Buffer.from("GIF89a"))).toBeNull();
    expect(photoFormatOf(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it("answers a refusal as the API's 400 {statusCode, error, message}", async () => {
    const { photos } = freshStore();
    const app = Fastify();
    registerErrorHandler(app);
    app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    app.post("/photo", async (request) => photos.store(request.body as Buffer));
    const response = await app.inject({
      method: "POST",
      url: "/photo",
      headers: { "content-type": "application/octet-stream" },
      payload: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: NOT_A_PHOTO_MESSAGE });
    await app.close();
  });
});

describe("photo store: what a photo costs", () => {
  it("reads a photo's upright size from its header without decoding it: a 40-megapixel JPEG cut short is measured, not refused as damaged", async () => {
    const { photos } = freshStore({ maxPixels: 50_000_000 });
    const jpeg = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#806040" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const cut = jpeg.subarray(0, 4096);
    expect(await photos.check(cut)).toEqual({ width: 5000, height: 8000, pixels: 40_000_000 });
    expect((await refusal(photos, cut)).message).toBe(DAMAGED_PHOTO_MESSAGE);
  });

  it("refuses a photo over its pixel budget on the header, before decoding: a cut-short file gets the budget's message, as a TooManyPixelsError", async () => {
    const { photos } = freshStore({ maxPixels: 10_000_000 });
    const cut = (await picture(4000, 3000).jpeg().toBuffer()).subarray(0, 4096);
    const error = await refusal(photos, cut);
    expect(error).toBeInstanceOf(TooManyPixelsError);
    expect(error).toMatchObject({ budget: "photo", maxPixels: 10_000_000, message: photoTooManyPixelsMessage(10_000_000) });
    await expect(photos.check(cut)).rejects.toBeInstanceOf(TooManyPixelsError);
    expect(photos.load().peakRunning).toBe(0);
  });

  it("decodes a photo once for all its widths: storing three widths costs well under twice what one width does", async () => {
    // An interlaced PNG cannot be read in strips or shrunk on load: each decode reads all of it, so
    // decoding dominates, and a decode per width would cost about three times one width.
    const png = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#406080" } })
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    const cpu = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await work();
      const { user, system } = process.cpuUsage(before);
      return user + system;
    };
    const oneWidth = await cpu(() => sharp(png).resize({ width: 1600 }).webp({ quality: 80 }).toBuffer());
    const { photos } = freshStore();
    let stored: StoredPhoto | undefined;
    const storing = await cpu(async () => (stored = await photos.store(png)));
    expect(stored?.sizes.map((size) => size.width)).toEqual([480, 960, 1600]);
    expect(storing).toBeLessThan(2 * oneWidth);
  });

  it("prepares one upload at a time by default, photo after photo: uploads sent together wait their turn", async () => {
    const { photos } = freshStore();
    const jpeg = await picture(1800, 1200).jpeg().toBuffer();
    const stored = await Promise.all(Array.from({ length: 4 }, () => photos.store(jpeg)));
    expect(new Set(stored.map((photo) => photo.id)).size).toBe(4);
    expect(photos.load()).toEqual({ running: 0, waiting: 0, peakRunning: 1, peakWaiting: 3 });
  });

  it("prepares as many uploads at once as it has workers", async () => {
    const { photos } = freshStore({ workers: 2 });
    const jpeg = await picture(1800, 1200).jpeg().toBuffer();
    await Promise.all(Array.from({ length: 4 }, () => photos.store(jpeg)));
    expect(photos.load()).toMatchObject({ peakRunning: 2, peakWaiting: 2 });
  });

  it("refuses an upload with a 503 when the queue is full, and keeps nothing of it", async () => {
    const { photos, dir } = freshStore({ maxWaiting: 1 });
    const jpeg = await picture(1800, 1200).jpeg().toBuffer();
    const results = await Promise.allSettled([photos.store(jpeg), photos.store(jpeg), photos.store(jpeg)]);
    // One runs, one waits, the third finds the queue full (whichever of them is read last).
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    const busy = (results.find((result) => result.status === "rejected") as PromiseRejectedResult).reason as ServiceUnavailableError;
    expect(busy).toBeInstanceOf(ServiceUnavailableError);
    expect(busy).toMatchObject({ statusCode: 503, message: PHOTOS_BUSY_MESSAGE });
    expect((await readdir(dir)).length).toBe(2);
  });

  it("keeps an upload's photos all together, or none: one damaged photo refuses the upload and leaves nothing", async () => {
    const { photos, dir } = freshStore();
    const jpeg = await picture(1200, 800).jpeg().toBuffer();
    const kept = await photos.storeAll([jpeg, await picture(600, 400).png().toBuffer()]);
    expect(kept.map((photo) => photo.width)).toEqual([1200, 600]);
    const cut = (await picture(1200, 800).jpeg().toBuffer()).subarray(0, 40_000);
    await expect(photos.storeAll([jpeg, jpeg, cut])).rejects.toThrow(DAMAGED_PHOTO_MESSAGE);
    expect((await readdir(dir)).sort()).toEqual(kept.map((photo) => photo.id).sort());
  });

  it("refuses with a 503 an upload whose photos outlast its time limit, and one that waited past it, keeping nothing of either", async () => {
    // A time limit far shorter than one photo takes: the first upload holds the queue past both
    // deadlines whatever the machine, so the second is refused while it waits, never started late.
    const { photos, dir } = freshStore({ timeLimitMs: 100 });
    // Interlaced PNGs of 35 megapixels: each is read whole (libvips cannot cut that short), taking
    // most of a second here; the upload's own time is checked before the second.
    const png = await sharp({ create: { width: 7000, height: 5000, channels: 3, background: "#406080" } })
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    const slow = photos.storeAll([png, png]);
    await expect.poll(() => photos.load().running).toBe(1);
    const [outlasted, waited] = await Promise.allSettled([slow, photos.store(png)]);
    const reasons = [outlasted, waited].map((result) => (result.status === "rejected" ? (result.reason as Error) : null));
    expect(reasons.map((reason) => reason instanceof ServiceUnavailableError && reason.message)).toEqual([
      PHOTO_TIMEOUT_MESSAGE,
      PHOTOS_BUSY_MESSAGE,
    ]);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});

describe("photo store: removing and finding files", () => {
  it("removes every width of a photo, and a second removal is no error", async () => {
    const { photos, dir } = freshStore();
    const kept = await photos.store(await picture(1000, 600).jpeg().toBuffer());
    const removed = await photos.store(await picture(1000, 600).jpeg().toBuffer());
    await photos.remove(removed.id);
    for (const { url } of removed.sizes) await expect(stat(photos.file(path.basename(url))!)).rejects.toMatchObject({ code: "ENOENT" });
    await expect(photos.remove(removed.id)).resolves.toBeUndefined();
    expect(await readdir(dir)).toEqual([kept.id]);
  });

  it("removes nothing for an id it never makes, such as ../", async () => {
    const { photos, dir } = freshStore();
    const kept = await photos.store(await picture(600, 400).jpeg().toBuffer());
    for (const id of ["..", "../store-1", "", `${kept.id}/480.webp`, kept.id.slice(1)]) await photos.remove(id);
    expect(await readdir(dir)).toEqual([kept.id]);
    expect(await readdir(root)).toContain(path.basename(dir));
  });

  it("finds the file of a served name only, so that no other name can reach the disk", async () => {
    const { photos, dir } = freshStore();
    const id = "AbCdEfGhIjKlMnOpQrSt_-";
    expect(photos.file(`${id}-480.webp`)).toBe(path.join(path.resolve(dir), id, "480.webp"));
    expect(photos.file(`${id}-700.webp`)).toBe(path.join(path.resolve(dir), id, "700.webp"));
    for (const name of [
      "../../etc/passwd",
      `../${id}-480.webp`,
      `${id}-480.png`,
      `${id}-480.webp.tmp`,
      `${id}-0480.webp`,
      `${id}-480`,
      `${id.slice(1)}-480.webp`,
      `${id}x-480.webp`,
      `${id}-12345.webp`,
      `.incoming-${id}`,
      "",
    ]) {
      expect(photos.file(name), name).toBeNull();
    }
  });
});
