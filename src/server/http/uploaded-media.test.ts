import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { StoredPhoto } from "../modules/media/index.ts";

let t: TestApp;
let uploads: string;
let photo: StoredPhoto;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), "overland-uploaded-media-"));
  t = await buildTestApp({ env: { UPLOAD_DIR: uploads } });
  // The photo is drawn here by sharp and kept through the service other modules call.
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5a7a3a" } })
    .jpeg()
    .toBuffer();
  photo = await t.app.services.photos.store(jpeg);
});
afterAll(async () => {
  await t?.close();
  await rm(uploads, { recursive: true, force: true });
});

describe("GET /media/uploads/:name (shoppers' photos)", () => {
  it("serves every stored width as WebP, for good, with nosniff and a policy that allows nothing", async () => {
    expect(photo.sizes.map((size) => size.width)).toEqual([480, 960, 1200]);
    for (const { width, url } of photo.sizes) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'");
      const body = response.rawPayload;
      expect(response.headers["content-length"]).toBe(String(body.length));
      expect(body.equals(await readFile(path.join(uploads, photo.id, `${width}.webp`)))).toBe(true);
      expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width });
    }
  });

  it("answers 404 in the shop's JSON for a path out of the folder, an unknown photo, a width not kept and another extension", async () => {
    const unknownId = "A".repeat(22);
    for (const url of [
      "/media/uploads/..%2F..%2Fetc%2Fpasswd",
      "/media/uploads/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
      "/media/uploads/%2Fetc%2Fpasswd",
      `/media/uploads/${photo.id}%2F480.webp`,
      `/media/uploads/${unknownId}-480.webp`,
      `/media/uploads/${photo.id}-481.webp`,
      `/media/uploads/${photo.id}-1600.webp`,
      `/media/uploads/${photo.id}-480.png`,
      `/media/uploads/${photo.id}-480.jpg`,
      `/media/uploads/${photo.id}-480.webp.tmp`,
      `/media/uploads/.incoming-${photo.id}`,
      `/media/uploads/${photo.id}`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ statusCode: 404, error: "Not Found", message: "Image not found" });
    }
  });

  it("stops serving a photo once it is removed", async () => {
    const removed = await t.app.services.photos.store(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: "red" } })
        .png()
        .toBuffer(),
    );
    const url = removed.sizes[0]!.url;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    await t.app.services.photos.remove(removed.id);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
