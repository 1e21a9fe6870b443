import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { builds as buildsTable, fitment } from "../tables.ts";
import { builds } from "./data/builds.ts";

// The seeded database as shoppers meet it: /guest-post's builds, their parts and their photos.

interface Card {
  slug: string;
  title: string;
  owner: string;
  publishedAt: string;
  photo: { sizes: { url: string }[] } | null;
}
interface Page {
  data: Card[];
  pagination: { total: number };
}
interface Build extends Card {
  story: string;
  photos: { width: number; height: number; sizes: { width: number; url: string }[] }[];
  parts: { id: number; universal: boolean }[];
}

let t: TestApp;
let page: Page;

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/website/builds" });
  expect(response.statusCode).toBe(200);
  page = response.json<Page>();
});
afterAll(async () => {
  await t?.close();
});

describe("the seeded builds", () => {
  it("are the 12 on /guest-post's first page, newest first, with their owners' first names only", () => {
    expect(page.pagination.total).toBe(12);
    expect(page.data.map((b) => b.title).sort()).toEqual(builds.map((b) => b.title).sort());
    const dates = page.data.map((b) => Date.parse(b.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const card of page.data) {
      const owner = builds.find((b) => b.title === card.title)!.owner.name;
      expect(card.owner).toBe(owner.split(" ")[0]);
    }
  });

  it("list parts that exist and fit the build's vehicle or are universal", async () => {
    for (const card of page.data) {
      const build = (await t.app.inject({ method: "GET", url: `/api/website/builds/${card.slug}` })).json<Build>();
      const def = builds.find((b) => b.title === card.title)!;
      expect(build.story).toBe(def.story.join("\n\n"));
      expect(build.parts, def.key).toHaveLength(def.parts.length);
      const [row] = await t.database.db
        .select({ vehicleId: buildsTable.vehicleId })
        .from(buildsTable)
        .where(eq(buildsTable.slug, card.slug));
      const specific = build.parts.filter((p) => !p.universal).map((p) => p.id);
      const fitting =
        specific.length === 0
          ? []
          : await t.database.db
              .select({ productId: fitment.productId })
              .from(fitment)
              .where(and(eq(fitment.vehicleId, row!.vehicleId), inArray(fitment.productId, specific)));
      expect(fitting.map((f) => f.productId).sort(), def.key).toEqual([...specific].sort());
    }
  });

  it("have their photos served by /media/seed/ as SVG", async () => {
    for (const card of page.data) {
      const build = (await t.app.inject({ method: "GET", url: `/api/website/builds/${card.slug}` })).json<Build>();
      expect(build.photos.length).toBeGreaterThanOrEqual(2);
      expect(card.photo).toEqual(build.photos[0]);
      for (const photo of build.photos) {
        expect(photo.sizes).toHaveLength(1);
        const url = photo.sizes[0]!.url;
        expect(url).toMatch(/^\/media\/seed\/build\/[a-z0-9-]+\/\d\.svg$/);
        const served = await t.app.inject({ method: "GET", url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(served.body.startsWith("<svg")).toBe(true);
        expect(served.body).toContain(`viewBox="0 0 ${photo.width} ${photo.height}"`);
      }
    }
  });

  it("belong to customers nobody can sign in as", async () => {
    const { email } = builds[0]!.owner;
    for (const password of ["password", "correct horse battery staple", email]) {
      const response = await t.app.inject({ method: "POST", url: "/api/website/user/login", payload: { email, password } });
      expect(response.statusCode, password).toBe(401);
    }
  });
});
