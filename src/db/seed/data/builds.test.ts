import { describe, expect, it } from "vitest";

import { BUILD_LIMITS, BuildInputSchema } from "../../../domain/builds.ts";
import { CURRENT_MODEL_YEAR } from "../catalogue-generator.ts";
import { builds } from "./builds.ts";
import { departments } from "./catalogue.ts";
import type { CategoryDef } from "./types.ts";
import { vehicleGenerations } from "./vehicles.ts";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const ARABIC = /[\u0600-\u06FF]/;
const SCENES = ["desert", "outback", "forest", "snow", "river", "camp", "beach"];

function partTypeKeys(): Set<string> {
  const keys = new Set<string>();
  const visit = (category: CategoryDef) => {
    for (const type of category.partTypes ?? []) keys.add(type.key);
    category.children?.forEach(visit);
  };
  departments.forEach(visit);
  return keys;
}

describe("seeded builds", () => {
  it("number 12: 8 told in English, 2 in Russian, 2 in Arabic", () => {
    expect(builds).toHaveLength(12);
    const count = (locale: string) => builds.filter((b) => b.owner.locale === locale).length;
    expect([count("en"), count("ru"), count("ar")]).toEqual([8, 2, 2]);
  });

  it("have unique kebab-case keys and one owner each, at example.com", () => {
    for (const build of builds) expect(build.key).toMatch(KEBAB_CASE);
    expect(new Set(builds.map((b) => b.key)).size).toBe(builds.length);
    const emails = builds.map((b) => b.owner.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    for (const build of builds) {
      expect(build.owner.email, build.key).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(build.owner.name.trim().split(/\s+/).length, build.key).toBeGreaterThanOrEqual(2);
    }
  });

  it("pass the rules a customer's build passes", () => {
    for (const build of builds) {
      const parsed = BuildInputSchema.safeParse({ title: build.title, story: build.story.join("\n\n"), vehicleId: 1 });
      expect(parsed.success, `${build.key}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(build.photos.length, build.key).toBeGreaterThanOrEqual(Math.max(2, BUILD_LIMITS.photos.min));
      expect(build.photos.length, build.key).toBeLessThanOrEqual(5);
      for (const scene of build.photos) expect(SCENES, build.key).toContain(scene);
    }
  });

  it("tell the story in 3 to 6 short paragraphs, in the owner's one language", () => {
    for (const build of builds) {
      expect(build.story.length, build.key).toBeGreaterThanOrEqual(3);
      expect(build.story.length, build.key).toBeLessThanOrEqual(6);
      for (const paragraph of build.story) {
        expect(paragraph.trim(), build.key).toBe(paragraph);
        expect(paragraph.length, build.key).toBeGreaterThan(40);
        expect(paragraph.length, build.key).toBeLessThan(700);
        expect(paragraph, build.key).not.toContain("\n");
      }
      const text = `${build.title} ${build.story.join(" ")}`;
      if (build.owner.locale === "en") {
        expect(CYRILLIC.test(text) || ARABIC.test(text), build.key).toBe(false);
      } else if (build.owner.locale === "ru") {
        expect(CYRILLIC.test(build.title) && CYRILLIC.test(build.story.join(" ")), build.key).toBe(true);
        expect(ARABIC.test(text), build.key).toBe(false);
      } else {
        expect(ARABIC.test(build.title) && ARABIC.test(build.story.join(" ")), build.key).toBe(true);
        expect(CYRILLIC.test(text), build.key).toBe(false);
      }
    }
  });

  it("are on the seed's vehicles: a generation, a model year and an engine it was built with", () => {
    for (const { key, vehicle } of builds) {
      const generation = vehicleGenerations.find((g) => g.make === vehicle.make && g.model === vehicle.model);
      expect(generation, key).toBeDefined();
      const engine = generation!.engines.find((e) => e.code === vehicle.engineCode);
      expect(engine, key).toBeDefined();
      const from = Math.max(engine!.yearFrom ?? generation!.yearFrom, generation!.yearFrom);
      const to = Math.min(engine!.yearTo ?? generation!.yearTo ?? CURRENT_MODEL_YEAR, generation!.yearTo ?? CURRENT_MODEL_YEAR);
      expect(vehicle.year, key).toBeGreaterThanOrEqual(from);
      expect(vehicle.year, key).toBeLessThanOrEqual(to);
    }
  });

  it("put the Russian stories on a Niva, a UAZ or a Land Cruiser, and the Arabic ones on a Patrol Y62 or a Land Cruiser 200", () => {
    for (const build of builds.filter((b) => b.owner.locale === "ru")) {
      expect(["Lada", "UAZ", "Toyota"], build.key).toContain(build.vehicle.make);
      if (build.vehicle.make === "Toyota") expect(build.vehicle.model, build.key).toMatch(/^Land Cruiser/);
    }
    for (const build of builds.filter((b) => b.owner.locale === "ar")) {
      expect(["Patrol Y62", "Land Cruiser 200"], build.key).toContain(build.vehicle.model);
    }
  });

  it("list 2 to 8 parts each, of part types the catalogue sells, each type once", () => {
    const keys = partTypeKeys();
    for (const build of builds) {
      expect(build.parts.length, build.key).toBeGreaterThanOrEqual(2);
      expect(build.parts.length, build.key).toBeLessThanOrEqual(8);
      for (const part of build.parts) expect(keys.has(part.type), `${build.key}: ${part.type}`).toBe(true);
      expect(new Set(build.parts.map((p) => p.type)).size, build.key).toBe(build.parts.length);
    }
  });

  it("were published on different days over the past year", () => {
    for (const build of builds) {
      expect(Number.isInteger(build.daysAgo), build.key).toBe(true);
      expect(build.daysAgo, build.key).toBeGreaterThanOrEqual(1);
      expect(build.daysAgo, build.key).toBeLessThan(365);
    }
    expect(new Set(builds.map((b) => b.daysAgo)).size).toBe(builds.length);
    const days = builds.map((b) => b.daysAgo);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(270);
  });

  it("paint each vehicle in a hex colour", () => {
    for (const build of builds) expect(build.look.colour, build.key).toMatch(/^#[0-9a-f]{6}$/);
  });
});
