import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { pictureSources } from "../../domain/picture-sources.ts";
import { createSeedImagesService } from "../modules/media/index.ts";
import { seedMedia } from "./seed-media.ts";

// The seed catalogue's part drawings as the pages ask for them: WebP at each width, made the
// first time and kept; anything else under /media/seed/ is the drawing itself or a 404.

let t: TestApp;
let drawing: string;
let another: string;

beforeAll(async () => {
  t = await buildTestApp();
  const listed = await t.app.inject({ method: "GET", url: "/api/website/products/?limit=2" });
  const [first, second] = (listed.json() as { data: { images: string[] }[] }).data.map((part) => part.images[0]!);
  drawing = first!;
  another = second!;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("a seed part picture", () => {
  it("is WebP at each width its srcset names, the same bytes each time, kept for good", async () => {
    expect(drawing).toMatch(/^\/media\/seed\/part\/.+\.svg$/);
    const urls = pictureSources(drawing, 320)
      .srcSet!.split(", ")
      .map((entry) => entry.split(" ")[0]!);
    expect(urls).toHaveLength(3);
    for (const [i, url] of urls.entries()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["content-type"]).toBe("image/webp");
      expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const picture = await sharp(first.rawPayload).metadata();
      expect(picture.format).toBe("webp");
      expect(picture.width).toBe([320, 640, 960][i]);
      expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it("answers 404 for a width it does not make, a picture that is not a part's, or one that does not exist", async () => {
    const base = drawing.replace(/\.svg$/, "");
    for (const url of [
      `${base}-500.webp`,
      `${base}-64000.webp`,
      "/media/seed/brand/none-320.webp",
      "/media/seed/part/none/0/000000/1-320.webp",
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get(drawing)).headers["content-type"]).toContain("image/svg+xml");
  });

  it("is the drawing itself, kept by no one, while too many are being made to wait for; the WebP once one may be made", async () => {
    const url = `${another.replace(/\.svg$/, "")}-320.webp`;
    // A shop that may make no picture now: every WebP not yet made is refused by the queue.
    const busy = Fastify();
    await busy.register(seedMedia(createSeedImagesService(t.database.db, { makingAtOnce: 0, makingQueue: 0 })));
    const meanwhile = await busy.inject({ method: "GET", url });
    await busy.close();
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.headers["content-type"]).toContain("image/svg+xml");
    expect(meanwhile.headers["cache-control"]).toBe("no-store");
    expect(meanwhile.body).toBe((await get(another)).body);

    const later = await get(url);
    expect(later.headers["content-type"]).toBe("image/webp");
    expect(later.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
