import { describe, expect, it } from "vitest";

import type { PartDrawing } from "./data/types.ts";
import { blogImageSvg, brandLogoSvg, categoryImageSvg, partImageSvg } from "./images.ts";

const ALL_DRAWINGS = [
  "shock",
  "coil-spring",
  "leaf-spring",
  "lift-kit",
  "bush",
  "steering-damper",
  "tie-rod",
  "clutch-kit",
  "flywheel",
  "fuel-filter",
  "fuel-pump",
  "fuel-tank",
  "jerry-can",
  "air-filter",
  "snorkel",
  "oil-filter",
  "brake-pad",
  "brake-rotor",
  "caliper",
  "light-bar",
  "driving-light",
  "headlight",
  "winch",
  "recovery-strap",
  "shackle",
  "recovery-board",
  "jack",
  "bull-bar",
  "side-step",
  "roof-rack",
  "canopy",
  "gearbox",
  "cv-joint",
  "diff",
  "battery",
  "wiring",
  "compressor",
  "exhaust",
  "wheel",
  "tyre",
  "seat-cover",
  "floor-mat",
  "drawer",
  "fridge",
  "gasket",
  "radiator",
  "belt",
  "hose",
  "t-shirt",
  "jacket",
  "cap",
  "generic",
] as const satisfies readonly PartDrawing[];

// Fails to compile if PartDrawing gains a value that is not listed above.
type Missing = Exclude<PartDrawing, (typeof ALL_DRAWINGS)[number]>;
const listsEveryDrawing: [Missing] extends [never] ? true : false = true;

const SIZE_LIMIT = 6 * 1024;

/**
 * A small well-formedness check: tags nest and close, attributes are quoted,
 * text has no stray "<", and "&" only starts an entity. Returns the problem, or null.
 */
function xmlProblem(xml: string): string | null {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
  const stack: string[] = [];
  let roots = 0;
  let pos = 0;
  const checkText = (text: string, at: number): string | null => {
    for (let i = text.indexOf("&"); i !== -1; i = text.indexOf("&", i + 1)) {
      entity.lastIndex = i;
      if (!entity.test(text)) return `bad "&" at ${at + i}`;
    }
    return null;
  };
  while (pos < xml.length) {
    const lt = xml.indexOf("<", pos);
    const end = lt === -1 ? xml.length : lt;
    const problem = checkText(xml.slice(pos, end), pos);
    if (problem) return problem;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) return `malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`;
    const [whole, closing, name, attrs, selfClosing] = m;
    const attrProblem = checkText(attrs ?? "", lt);
    if (attrProblem) return attrProblem;
    const attrNames = [...(attrs ?? "").matchAll(/([\w:.-]+)="/g)].map((a) => a[1]);
    if (new Set(attrNames).size !== attrNames.length) return `duplicate attribute in <${name}>`;
    if (closing) {
      if (stack.pop() !== name) return `unexpected </${name}> at ${lt}`;
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name ?? "");
    }
    pos = lt + whole.length;
  }
  if (stack.length) return `unclosed <${stack.join("> <")}>`;
  if (roots !== 1) return `expected one root element, found ${roots}`;
  return null;
}

/** Every url(#id) and href="#id" points at an id defined in the same SVG. */
function danglingRefs(svg: string): string[] {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return refs.filter((r): r is string => r !== undefined && !ids.has(r));
}

/** The SVG with its per-image id prefix replaced, to compare drawings rather than ids. */
function withoutIds(svg: string): string {
  const prefix = /\sid="([a-z0-9]+?)[a-z]"/.exec(svg)?.[1];
  return prefix ? svg.split(prefix).join("ID") : svg;
}

describe("the PartDrawing list in this test", () => {
  it("covers every PartDrawing value once", () => {
    expect(listsEveryDrawing).toBe(true);
    expect(new Set(ALL_DRAWINGS).size).toBe(ALL_DRAWINGS.length);
  });
});

describe("partImageSvg", () => {
  it.each(ALL_DRAWINGS)("draws %s as a well-formed 700x700 SVG in every view", (drawing) => {
    for (let view = 0; view < 4; view++) {
      const svg = partImageSvg(drawing, { seed: 11, view, accent: "#f97316" });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain('viewBox="0 0 700 700"');
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(xmlProblem(svg), `${drawing} view ${view}`).toBeNull();
      expect(danglingRefs(svg), `${drawing} view ${view}`).toEqual([]);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg).not.toContain("<text");
    }
  });

  it("is deterministic", () => {
    for (const drawing of ALL_DRAWINGS) {
      const opts = { seed: 42, view: 1, accent: "#dc2626" };
      expect(partImageSvg(drawing, opts)).toBe(partImageSvg(drawing, { ...opts }));
    }
  });

  it("gives four different images for four views", () => {
    for (const drawing of ALL_DRAWINGS) {
      const views = [0, 1, 2, 3].map((view) => withoutIds(partImageSvg(drawing, { seed: 5, view, accent: "#2563eb" })));
      expect(new Set(views).size, drawing).toBe(4);
    }
  });

  it("draws every PartDrawing differently", () => {
    const images = ALL_DRAWINGS.map((drawing) => withoutIds(partImageSvg(drawing, { seed: 3, view: 0, accent: "#f97316" })));
    expect(new Set(images).size).toBe(ALL_DRAWINGS.length);
  });

  it("varies with the seed and uses the accent colour", () => {
    const a = partImageSvg("shock", { seed: 1, view: 0, accent: "#16a34a" });
    const b = partImageSvg("shock", { seed: 2, view: 0, accent: "#16a34a" });
    expect(withoutIds(a)).not.toBe(withoutIds(b));
    expect(a).toContain("#16a34a");
    expect(partImageSvg("winch", { seed: 1, view: 0, accent: "#abc" })).toContain("#abc");
  });

  it("ignores an accent that is not a hex colour", () => {
    const svg = partImageSvg("winch", { seed: 1, view: 0, accent: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain("<script");
    expect(xmlProblem(svg)).toBeNull();
  });

  it("stays under 6 KB for every drawing, view and a range of seeds", () => {
    let largest = 0;
    for (const drawing of ALL_DRAWINGS) {
      for (let view = 0; view < 4; view++) {
        for (const seed of [0, 1, 2, 3, 99, 123456]) {
          largest = Math.max(largest, partImageSvg(drawing, { seed, view, accent: "#f97316" }).length);
        }
      }
    }
    expect(largest).toBeLessThanOrEqual(SIZE_LIMIT);
  });
});

describe("categoryImageSvg", () => {
  it("draws a well-formed 400x400 tile for every drawing", () => {
    for (const drawing of ALL_DRAWINGS) {
      const svg = categoryImageSvg(drawing, "#0ea5e9");
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(xmlProblem(svg), drawing).toBeNull();
      expect(danglingRefs(svg), drawing).toEqual([]);
      expect(svg.length).toBeLessThanOrEqual(SIZE_LIMIT);
      expect(categoryImageSvg(drawing, "#0ea5e9")).toBe(svg);
    }
  });
});

describe("blogImageSvg", () => {
  it("draws a well-formed, deterministic 1200x630 banner", () => {
    for (const drawing of ALL_DRAWINGS) {
      const svg = blogImageSvg(drawing, 7);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain('viewBox="0 0 1200 630"');
      expect(xmlProblem(svg), drawing).toBeNull();
      expect(danglingRefs(svg), drawing).toEqual([]);
      expect(blogImageSvg(drawing, 7)).toBe(svg);
    }
  });

  it("varies with the seed", () => {
    const banners = [0, 1, 2, 3].map((seed) => blogImageSvg("winch", seed));
    expect(new Set(banners).size).toBe(4);
  });
});

describe("brandLogoSvg", () => {
  it("draws a well-formed 240x120 logo with the name", () => {
    const svg = brandLogoSvg("Dunecrest", ["#b45309", "#fef3c7"]);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 240 120"');
    expect(svg).toContain(">Dunecrest</text>");
    expect(svg).toContain("#b45309");
    expect(svg).toMatch(/font-weight="(?:bold|[6-9]00)"/);
    expect(xmlProblem(svg)).toBeNull();
    expect(brandLogoSvg("Dunecrest", ["#b45309", "#fef3c7"])).toBe(svg);
  });

  it("escapes XML special characters in the name", () => {
    const svg = brandLogoSvg(`A&B <Co> "x" 'y'`, ["#111827", "#f97316"]);
    expect(svg).toContain("A&amp;B &lt;Co&gt; &quot;x&quot; &#39;y&#39;");
    expect(svg).not.toContain("<Co>");
    expect(svg).not.toContain(`"x"`);
    expect(xmlProblem(svg)).toBeNull();
  });

  it("keeps non-ASCII names and ignores colours that are not hex", () => {
    const svg = brandLogoSvg("Brückmann Technik", ["red;stroke:url(x)", "#fff"]);
    expect(svg).toContain("Brückmann Technik");
    expect(svg).not.toContain("red;stroke");
    expect(xmlProblem(svg)).toBeNull();
  });
});
