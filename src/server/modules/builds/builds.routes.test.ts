import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { outboxMails, products, vehicles } from "../../../db/tables.ts";
import { tooManyPixelsMessage } from "../../../domain/photo-budget.ts";
import { DAMAGED_PHOTO_MESSAGE, NOT_A_PHOTO_MESSAGE, PHOTOS_BUSY_MESSAGE } from "../media/index.ts";
import { BUILD_TOO_MANY_PHOTOS, BUILD_UNKNOWN_PART, BUILD_UNKNOWN_VEHICLE } from "./builds.service.ts";

// A customer submits a build with photos; staff publish it, refuse it (the reason is
// mailed) or take it down; /guest-post lists published builds only.

let t: TestApp;
let author: Customer;
let staff: Customer;
let vehicle: { id: number; make: string; model: string };
let partIds: number[];

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_DIR: `${process.env.TMPDIR ?? "/tmp"}/overland-builds-test-${process.pid}` } });
  author = await signUp(t.app, { name: "Sam Ridgeway" });
  staff = await staffMember(t.app, t.database.db, "staff");
  vehicle = (await t.database.db.select({ id: vehicles.id, make: vehicles.make, model: vehicles.model }).from(vehicles).limit(1))[0]!;
  partIds = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.status, "show")).limit(2)).map((p) => p.id);
});
afterAll(async () => {
  await t?.close();
});

/** A phone's photo: a JPEG whose EXIF holds the camera and where it was taken. */
const gpsPhoto = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TrailPhone", Model: "X1" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 51/1 5400/100", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 3600/100" },
    })
    .toBuffer();
const pngPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#2b5a8a" } })
    .png()
    .toBuffer();

interface Upload {
  fields?: Record<string, string | string[]>;
  photos?: { bytes: Uint8Array; name: string; type: string }[];
}

/** POSTs a build as a browser's form would (multipart/form-data). */
async function submit(upload: Upload, cookie?: string, app = t.app) {
  const form = new FormData();
  const fields = {
    title: "GU Patrol tourer",
    story: "Two years of weekends turned a tired wagon into a desert tourer with long-range tanks.",
    vehicleId: String(vehicle.id),
    ...upload.fields,
  };
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) form.append(name, each);
  for (const photo of upload.photos ?? []) form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const encoded = new Response(form);
  return app.inject({
    method: "POST",
    url: "/api/website/builds",
    headers: { "content-type": encoded.headers.get("content-type")!, ...(cookie ? { cookie } : {}) },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const jpeg = async () => ({ bytes: await gpsPhoto(), name: "IMG_0001.JPG", type: "image/jpeg" });
const admin = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: staff.cookie }, ...(payload ? { payload } : {}) });

describe("submitting a build", () => {
  it("asks a guest to sign in", async () => {
    const response = await submit({ photos: [await jpeg()] });
    expect(response.statusCode).toBe(401);
  });

  it("takes three photos from a customer and keeps the build for staff; the files served carry no EXIF or GPS", async () => {
    const photos = [await jpeg(), { bytes: await pngPhoto(), name: "b.png", type: "image/png" }, await jpeg()];
    const response = await submit({ fields: { partIds: partIds.map(String) }, photos }, author.cookie);
    expect(response.statusCode).toBe(201);
    const build = response.json<{ slug: string; status: string; photo: { sizes: { url: string }[] } }>();
    expect(build.status).toBe("pending");

    // Pending: not listed, and its page is its author's and staff's only.
    const listed = await t.app.inject({ method: "GET", url: "/api/website/builds" });
    expect(listed.json<{ data: { slug: string }[] }>().data.map((b) => b.slug)).not.toContain(build.slug);
    expect((await t.app.inject({ method: "GET", url: `/api/website/builds/${build.slug}` })).statusCode).toBe(404);
    const own = await t.app.inject({ method: "GET", url: `/api/website/builds/${build.slug}`, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
    const detail = own.json<{ photos: { sizes: { url: string }[] }[]; parts: { id: number }[] }>();
    expect(detail.photos).toHaveLength(3);
    expect(detail.parts.map((p) => p.id)).toEqual(partIds);

    for (const photo of detail.photos) {
      for (const size of photo.sizes) {
        const file = await t.app.inject({ method: "GET", url: size.url });
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe("image/webp");
        expect(file.headers["x-content-type-options"]).toBe("nosniff");
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(file.rawPayload.includes("GPS")).toBe(false);
        expect(file.rawPayload.includes("TrailPhone")).toBe(false);
      }
    }
  });

  it("refuses an SVG, a text file named .jpg, thirteen photos, an unknown vehicle or part, and a short title, each with a clear message", async () => {
    const svg = {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      name: "a.svg",
      type: "image/svg+xml",
    };
    const text = { bytes: Buffer.from("not a photo at all, only words"), name: "photo.jpg", type: "image/jpeg" };
    const expectRefused = async (upload: Upload, message: string) => {
      const response = await submit(upload, author.cookie);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message });
    };
    await expectRefused({ photos: [svg] }, NOT_A_PHOTO_MESSAGE);
    await expectRefused({ photos: [await jpeg(), text] }, NOT_A_PHOTO_MESSAGE);
    const thirteen = await Promise.all(Array.from({ length: 13 }, () => pngPhoto()));
    await expectRefused({ photos: thirteen.map((bytes, i) => ({ bytes, name: `${i}.png`, type: "image/png" })) }, BUILD_TOO_MANY_PHOTOS);
    await expectRefused({ fields: { vehicleId: "2147483000" }, photos: [await jpeg()] }, BUILD_UNKNOWN_VEHICLE);
    await expectRefused({ fields: { partIds: ["2147483000"] }, photos: [await jpeg()] }, BUILD_UNKNOWN_PART);
    await expectRefused({ fields: { title: "GU" }, photos: [await jpeg()] }, "Give the build a title of at least 5 characters.");
  });
});

describe("limits", () => {
  it("takes five builds a day from one customer and refuses the sixth before reading its photos", async () => {
    const busy = await signUp(t.app, { name: "Busy Builder" });
    const small = { bytes: await pngPhoto(), name: "s.png", type: "image/png" };
    for (let i = 0; i < 5; i++) expect((await submit({ photos: [small] }, busy.cookie)).statusCode).toBe(201);
    const sixth = await submit({ photos: [small] }, busy.cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ statusCode: 429, message: "You sent several builds today: please wait for staff to read them." });
  });
});

const drawn = new Map<string, Promise<Buffer>>();
/** A flat JPEG drawn by sharp (once for each size): many pixels, few bytes. */
function bigJpeg(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  if (!drawn.has(key))
    drawn.set(
      key,
      sharp({ create: { width, height, channels: 3, background: "#6b4f2a" } })
        .jpeg()
        .toBuffer(),
    );
  return drawn.get(key)!;
}
const asPhoto = (bytes: Uint8Array, i = 0) => ({ bytes, name: `big-${i}.jpg`, type: "image/jpeg" });

describe("what a build's photos may cost", () => {
  const refusedWith = (message: string) => ({ statusCode: 400, error: "Bad Request", message });

  it("refuses a photo over the per-photo budget (40 megapixels) on its header: cut short, it is named too large, not damaged", async () => {
    const customer = await signUp(t.app, { name: "Pixel Pusher" });
    // 8200 × 5000 is 41 megapixels; only the first 64 KB are sent, so decoding it would fail.
    const header = (await bigJpeg(8200, 5000)).subarray(0, 65_536);
    const response = await submit({ photos: [await jpeg(), asPhoto(header)] }, customer.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedWith(tooManyPixelsMessage("photo", 40_000_000)));
  });

  it("refuses twelve photos of 40 megapixels in one build on their headers, naming the build's budget (150 megapixels)", async () => {
    const customer = await signUp(t.app, { name: "Twelve Shots" });
    const forty = await bigJpeg(8000, 5000);
    const response = await submit({ photos: Array.from({ length: 12 }, (_, i) => asPhoto(forty, i)) }, customer.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedWith(tooManyPixelsMessage("build", 150_000_000)));
    // Four cut-short ones are over the budget too: refused on their headers, none decoded (that would say "damaged").
    const cut = forty.subarray(0, 65_536);
    const four = await submit({ photos: Array.from({ length: 4 }, (_, i) => asPhoto(cut, i)) }, customer.cookie);
    expect(four.json()).toEqual(refusedWith(tooManyPixelsMessage("build", 150_000_000)));
  });

  it("spends none of the day's five builds on refused ones: after refusals of every kind, five builds are accepted and the sixth is refused", async () => {
    const customer = await signUp(t.app, { name: "Patient Builder" });
    const small = { bytes: await pngPhoto(), name: "s.png", type: "image/png" };
    const whole = await gpsPhoto();
    const damaged = { bytes: whole.subarray(0, whole.length >> 1), name: "cut.jpg", type: "image/jpeg" };
    const forty = await bigJpeg(8000, 5000);
    const refusals: [Upload, number, string][] = [
      // Refused once its photos were decoded: the build had been counted, and is given back.
      [{ photos: [small, damaged] }, 400, DAMAGED_PHOTO_MESSAGE],
      [{ photos: [small, damaged] }, 400, DAMAGED_PHOTO_MESSAGE],
      [{ photos: Array.from({ length: 4 }, (_, i) => asPhoto(forty, i)) }, 400, tooManyPixelsMessage("build", 150_000_000)],
      [{ photos: [asPhoto(await bigJpeg(8200, 5000))] }, 400, tooManyPixelsMessage("photo", 40_000_000)],
      [{ fields: { vehicleId: "2147483000" }, photos: [small] }, 400, BUILD_UNKNOWN_VEHICLE],
      [{ photos: [small, damaged] }, 400, DAMAGED_PHOTO_MESSAGE],
    ];
    for (const [upload, status, message] of refusals) {
      const response = await submit(upload, customer.cookie);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    for (let i = 0; i < 5; i++) expect((await submit({ photos: [small] }, customer.cookie)).statusCode).toBe(201);
    expect((await submit({ photos: [small] }, customer.cookie)).statusCode).toBe(429);
  });

  it("prepares one photo at a time whatever the builds sent at once: the others wait their turn", async () => {
    const customers = await Promise.all(["Ada One", "Bea Two", "Cy Three"].map((name) => signUp(t.app, { name })));
    const photo = asPhoto(await bigJpeg(3000, 2000));
    const responses = await Promise.all(customers.map((customer) => submit({ photos: [photo, photo] }, customer.cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const load = t.app.services.photos.load();
    expect(load).toMatchObject({ running: 0, waiting: 0, peakRunning: 1 });
    expect(load.peakWaiting).toBeGreaterThanOrEqual(1);
  });
});

describe("a full photo queue", () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await buildTestApp({
      env: { UPLOAD_DIR: `${process.env.TMPDIR ?? "/tmp"}/overland-builds-busy-test-${process.pid}`, PHOTO_QUEUE_MAX: "0" },
    });
  });
  afterAll(async () => {
    await busy?.close();
  });

  it("answers a build whose photos find no place a 503 with Retry-After, and the build does not count against the day's five", async () => {
    const customers = await Promise.all(["Dee Four", "Eve Five", "Fay Six"].map((name) => signUp(busy.app, { name })));
    const photo = asPhoto(await bigJpeg(3000, 2000));
    const photos = Array.from({ length: 4 }, () => photo);
    const responses = await Promise.all(customers.map((customer) => submit({ photos }, customer.cookie, busy.app)));
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(response.headers["retry-after"]).toBeDefined();
      expect(response.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: PHOTOS_BUSY_MESSAGE });
    }
    // One refused customer sends five builds, one after another, and all are taken.
    const again = customers[responses.findIndex((response) => response.statusCode === 503)]!;
    for (let i = 0; i < 5; i++) expect((await submit({ photos: [photo] }, again.cookie, busy.app)).statusCode).toBe(201);
    expect((await submit({ photos: [photo] }, again.cookie, busy.app)).statusCode).toBe(429);
  });
});

describe("staff moderation", () => {
  async function pending(title: string): Promise<{ id: number; slug: string }> {
    const response = await submit({ fields: { title }, photos: [await jpeg()] }, author.cookie);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number; slug: string }>();
  }

  it("publishes a build on /guest-post, newest first, with its owner's first name only, narrowed by make and model; taken down, it goes", async () => {
    const build = await pending("Troopy camper conversion");
    expect((await admin("POST", `/builds/${build.id}/approve`)).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/website/builds?make=${encodeURIComponent(vehicle.make)}&model=${encodeURIComponent(vehicle.model)}`,
    });
    const page = listed.json<{
      data: { slug: string; owner: string; vehicle: { make: string } }[];
      vehicles: { make: string; model: string }[];
    }>();
    expect(page.data[0]).toMatchObject({ slug: build.slug, owner: "Sam", vehicle: { make: vehicle.make } });
    expect(JSON.stringify(page)).not.toContain("Ridgeway");
    expect(JSON.stringify(page)).not.toContain(author.email);
    expect(page.vehicles).toContainEqual(expect.objectContaining({ make: vehicle.make, model: vehicle.model }));
    const other = await t.app.inject({ method: "GET", url: "/api/website/builds?make=No%20Such%20Make" });
    expect(other.json<{ data: unknown[] }>().data).toEqual([]);

    expect((await admin("POST", `/builds/${build.id}/unpublish`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/website/builds/${build.slug}` })).statusCode).toBe(404);
  });

  it("refuses a build with a reason mailed to its author and shown in their account; refusing it again is a conflict", async () => {
    const build = await pending("Hilux on 35s");
    const reason = "The photos show a number plate: please blur it and send the build again.";
    expect((await admin("POST", `/builds/${build.id}/reject`, { reason })).statusCode).toBe(200);
    const again = await admin("POST", `/builds/${build.id}/reject`, { reason });
    expect(again.statusCode).toBe(409);
    const mine = await t.app.inject({ method: "GET", url: "/api/website/user/builds", headers: { cookie: author.cookie } });
    expect(mine.json<{ slug: string; status: string; rejectionReason: string }[]>()).toContainEqual(
      expect.objectContaining({ slug: build.slug, status: "rejected", rejectionReason: reason }),
    );
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.subject, 'Your build "\u2068Hilux on 35s\u2069" was not published'));
    expect(mail?.to).toBe(author.email);
    expect(mail?.text).toContain(reason);
    expect((await admin("POST", `/builds/${build.id}/reject`, { reason: "no" })).statusCode).toBe(400);
  });

  it("is refused to a customer", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/builds/1/approve", headers: { cookie: author.cookie } });
    expect(response.statusCode).toBe(403);
  });
});
