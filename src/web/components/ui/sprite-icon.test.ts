import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { ICON_NAMES } from "./sprite-icon.tsx";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("the icon sprite", () => {
  it("holds one symbol for every icon name, and no symbol without a name", () => {
    expect([...symbolIds].sort()).toEqual([...ICON_NAMES].sort());
  });

  it("leaves colour to the page: no symbol sets its own fill or stroke colour", () => {
    expect(sprite).not.toMatch(/\b(fill|stroke)="(?!none)[^"]*"/);
    expect(sprite).not.toMatch(/style=/);
  });

  it("gives every symbol a viewBox, so it scales to the size the page draws it", () => {
    for (const match of sprite.matchAll(/<symbol [^>]*>/g)) expect(match[0]).toMatch(/viewBox="0 0 \d+ \d+"/);
  });
});
