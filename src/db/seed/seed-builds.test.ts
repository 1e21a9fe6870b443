import { verify } from "@node-rs/argon2";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { BUILD_PHOTO_HEIGHT, BUILD_PHOTO_WIDTH, buildPhotoSvg, type BuildScene } from "./build-drawings.ts";
import { generateCatalogue, generationKey } from "./catalogue-generator.ts";
import { builds } from "./data/builds.ts";
import { drawBuildPhotos, lookOf, planSeedBuilds, unusablePasswordHash } from "./seed-builds.ts";
import { drawSeedImages } from "./seed-images.ts";

const catalogue = generateCatalogue();
const planned = planSeedBuilds(catalogue);
const SIZE_LIMIT = 8 * 1024;

/** Every url(#id) points at an id defined in the same SVG. */
function danglingRefs(svg: string): string[] {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!).filter((ref) => !ids.has(ref));
}

describe("planSeedBuilds", () => {
  it("finds every build's vehicle and every part it lists in the seed's catalogue", () => {
    expect(planned).toHaveLength(builds.length);
    for (const { def, vehicleKey, productIndexes } of planned) {
      expect(
        catalogue.vehicles.some((v) => v.key === vehicleKey),
        def.key,
      ).toBe(true);
      expect(productIndexes, def.key).toHaveLength(def.parts.length);
      expect(new Set(productIndexes).size, def.key).toBe(productIndexes.length);
    }
  });

  it("picks parts made for the build's vehicle, or universal ones, of the type and variation listed", () => {
    for (const { def, productIndexes } of planned) {
      const generation = generationKey(def.vehicle);
      productIndexes.forEach((index, position) => {
        const product = catalogue.products[index]!;
        const pick = def.parts[position]!;
        const label = `${def.key}: ${product.title.en}`;
        if (product.universal) expect(product.fitsGenerations, label).toEqual([]);
        else expect(product.fitsGenerations[0], label).toBe(generation);
        if (pick.variation) expect(product.title.en, label).toContain(pick.variation);
      });
    }
  });

  it("leaves out a part the catalogue has none of, and a build whose vehicle it lacks", () => {
    const [first] = builds;
    const odd = { ...first!, parts: [...first!.parts, { type: "no-such-part" }] };
    const elsewhere = { ...first!, vehicle: { ...first!.vehicle, year: 1901 } };
    const [kept, ...rest] = planSeedBuilds(catalogue, [odd, elsewhere]);
    expect(rest).toEqual([]);
    expect(kept!.productIndexes).toHaveLength(first!.parts.length);
  });

  it("gives each build its photos at /media/seed/build/, one size each, at the drawing's size", () => {
    for (const { def, photos } of planned) {
      expect(photos, def.key).toHaveLength(def.photos.length);
      photos.forEach((photo, i) => {
        expect(photo).toEqual({
          id: `seed-${def.key}-${i + 1}`,
          width: BUILD_PHOTO_WIDTH,
          height: BUILD_PHOTO_HEIGHT,
          sizes: [{ width: BUILD_PHOTO_WIDTH, url: `/media/seed/build/${def.key}/${i + 1}.svg` }],
        });
      });
    }
  });
});

describe("build photos", () => {
  const photos = drawBuildPhotos();

  it("are stored with the seed's images, one for each photo a build points to", () => {
    const stored = new Map(drawSeedImages(catalogue).map((image) => [image.path, image.svg]));
    for (const { photos: list } of planned) for (const photo of list) expect(stored.has(photo.sizes[0]!.url), photo.id).toBe(true);
    for (const photo of photos) expect(stored.get(photo.path)).toBe(photo.svg);
  });

  it("are small, well-formed SVGs that render at 1200 x 800", async () => {
    for (const { path, svg } of photos) {
      expect(svg.startsWith("<svg"), path).toBe(true);
      expect(svg, path).toContain(`viewBox="0 0 ${BUILD_PHOTO_WIDTH} ${BUILD_PHOTO_HEIGHT}"`);
      expect(svg.length, path).toBeLessThanOrEqual(SIZE_LIMIT);
      expect(danglingRefs(svg), path).toEqual([]);
      expect(svg, path).not.toMatch(/NaN|undefined|Infinity/);
    }
    // librsvg refuses a malformed document: rendering them all is the well-formedness check.
    const rendered = await Promise.all(
      photos.map(({ svg }) => sharp(Buffer.from(svg)).resize(120).png().toBuffer({ resolveWithObject: true })),
    );
    for (const { info } of rendered) expect([info.width, info.height]).toEqual([120, 80]);
  });

  it("are the same pictures every time, and each one different", () => {
    expect(drawBuildPhotos()).toEqual(photos);
    expect(new Set(photos.map((p) => p.svg)).size).toBe(photos.length);
  });

  it("show the gear of the parts on the build", () => {
    const lc79 = builds.find((b) => b.key === "lc79-single-cab-big-lap")!;
    expect(lookOf(lc79).gear).toEqual(expect.arrayContaining(["roof-tent", "winch", "snorkel"]));
    const ranger = builds.find((b) => b.key === "ranger-px2-weekend-tourer")!;
    expect(lookOf(ranger).gear).toEqual(expect.arrayContaining(["roof-rack", "roof-tent"]));
    expect(lookOf(ranger).gear).not.toContain("bull-bar");
  });

  it("draw every scene for every body", () => {
    const scenes: BuildScene[] = ["desert", "outback", "forest", "snow", "river", "camp", "beach"];
    for (const body of ["wagon", "boxy", "single-cab", "dual-cab", "compact"] as const) {
      for (const scene of scenes) {
        const svg = buildPhotoSvg({ body, colour: "#336699", gear: ["roof-tent", "awning", "snorkel", "bull-bar", "lift"] }, scene, 3);
        expect(svg.length, `${body} ${scene}`).toBeLessThanOrEqual(SIZE_LIMIT);
        expect(danglingRefs(svg), `${body} ${scene}`).toEqual([]);
        expect(svg).toContain('fill="#336699"');
      }
    }
  });

  it("keep a colour that is not a hex colour out of the SVG", () => {
    const svg = buildPhotoSvg({ body: "wagon", colour: '"/><script>alert(1)</script>', gear: [] }, "forest", 1);
    expect(svg).not.toContain("<script");
  });
});

describe("unusablePasswordHash", () => {
  it("is a well-formed argon2id hash no password matches, new each time", async () => {
    const hash = unusablePasswordHash();
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(unusablePasswordHash()).not.toBe(hash);
    for (const guess of ["", "password", "correct horse", "mick.donnelly@example.com"]) {
      // verify() throws on a hash it cannot read: this one it reads, and refuses.
      await expect(verify(hash, guess)).resolves.toBe(false);
    }
  });
});
