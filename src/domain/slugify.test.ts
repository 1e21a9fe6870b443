import { describe, expect, it } from "vitest";

import { slugify } from "./slugify.ts";

describe("slugify (spec §2 department links)", () => {
  it.each([
    ["Clutches", "clutches"],
    ["Fuel Systems", "fuel-systems"],
    ["Body Parts", "body-parts"],
    ["Wheels and Tyres", "wheels-and-tyres"],
    ["Pre-Cleaners and Filter Socks", "pre-cleaners-and-filter-socks"],
  ])("writes %s as %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("joins every run of spaces and punctuation into one hyphen, none at the ends", () => {
    expect(slugify("  LED / Light  Bars!  ")).toBe("led-light-bars");
  });

  it("drops accents and apostrophes", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
    expect(slugify("Driver’s Side")).toBe("drivers-side");
  });

  it("gives an empty slug for text without Latin letters or digits", () => {
    expect(slugify("القوابض")).toBe("");
  });
});
