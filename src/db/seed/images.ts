// Generated SVG images for the seed: product photos, brand logos, category tiles and blog banners.
// Nothing is downloaded. Every function is deterministic: the same inputs give the same SVG.
//
// A part is drawn once, in a 700 x 700 space centred on (350, 350), inside <defs>; each view
// places it with <use> at a different angle, zoom or composition over a studio background.

import type { PartDrawing } from "./data/types.ts";
import { context, FOCUS, partDefs, shortId } from "./part-drawings.ts";
import { escapeXml, hashString, luminance, mix, mulberry32, n, safeHex } from "./svg-kit.ts";

// ---------------------------------------------------------------------------------------------
// Public API

/** A 700 x 700 product image of a part. `view` 0..3 picks the composition; `seed` varies details. */
export function partImageSvg(drawing: PartDrawing, opts: { seed: number; view: number; accent: string }): string {
  const view = ((Math.floor(opts.view) % 4) + 4) % 4;
  const seed = Math.floor(opts.seed) >>> 0;
  const p = shortId("part", drawing, seed, view, opts.accent);
  const c = context(p, opts.accent, hashString(`${drawing}:${seed}`));
  const jitter = n((mulberry32(seed ^ 0x9e3779b9)() - 0.5) * 8);
  const defs = partDefs(drawing, c);
  const use = (transform: string): string => `<use href="#${p}p" transform="${transform}"/>`;
  const shadow = (cx: number, rx: number): string => `<ellipse cx="${cx}" cy="628" rx="${rx}" ry="26" fill="url(#${p}h)"/>`;

  const backgrounds: [string, string, boolean][] = [
    ["#ffffff", "#e5e7eb", true],
    ["#f8fafc", "#d8dee6", false],
    ["#f3f4f6", "#cdd2d8", true],
    ["#fbf9f6", "#e6e0d7", false],
  ];
  const [from, to, radial] = backgrounds[view] ?? ["#ffffff", "#e5e7eb", true];
  const bg = radial
    ? `<radialGradient id="${p}k" cx="${n(0.45 + jitter / 100)}" cy=".4" r=".8"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`
    : `<linearGradient id="${p}k" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const shadowGrad = `<radialGradient id="${p}h"><stop offset="0" stop-opacity=".28"/><stop offset="1" stop-opacity="0"/></radialGradient>`;

  let scene: string;
  if (view === 0) {
    scene = shadow(350, 230) + use(`rotate(${n(-6 + jitter)} 350 350)`);
  } else if (view === 1) {
    scene = shadow(350, 200) + use(`translate(350 340) rotate(${n(16 + jitter)}) scale(-.8 .88) translate(-350 -350)`);
  } else if (view === 2) {
    const [fx, fy] = FOCUS[drawing] ?? [350, 330];
    scene = use(`translate(350 350) scale(1.8) rotate(${n(jitter / 2)}) translate(${-fx} ${-fy})`);
  } else {
    scene =
      shadow(250, 150) +
      shadow(470, 150) +
      use(`translate(245 300) rotate(${n(-12 + jitter)}) scale(.55) translate(-350 -350)`) +
      use(`translate(455 400) rotate(${n(10 + jitter)}) scale(.62) translate(-350 -350)`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 700" width="700" height="700">` +
    `<defs>${bg}${shadowGrad}${defs}</defs>` +
    `<rect width="700" height="700" fill="url(#${p}k)"/>${scene}</svg>`
  );
}

/** A 240 x 120 logo: the brand name in a bold type on the brand's colours. */
export function brandLogoSvg(name: string, colors: [string, string]): string {
  const primary = safeHex(colors[0], "#1f2937");
  const secondary = safeHex(colors[1], "#f97316");
  const text = escapeXml(name);
  const ink = luminance(primary) > 0.6 ? "#111827" : "#ffffff";
  const chars = Math.max(1, [...name].length);
  const fontSize = Math.min(34, Math.max(14, Math.floor(330 / chars)));
  const fit = chars * fontSize * 0.62 > 200 ? ` textLength="200" lengthAdjust="spacingAndGlyphs"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${text}">` +
    `<title>${text}</title>` +
    `<rect width="240" height="120" rx="14" fill="${primary}"/>` +
    `<path d="M0 92H240V106Q240 120 226 120H14Q0 120 0 106Z" fill="${secondary}"/>` +
    `<path d="M20 30l14-12h22l-14 12z" fill="${secondary}"/>` +
    `<text x="120" y="70" text-anchor="middle" font-family="'Arial Black','Helvetica Neue',Arial,'Segoe UI',sans-serif" font-weight="900" font-size="${fontSize}" fill="${ink}"${fit}>${text}</text>` +
    `</svg>`
  );
}

/** A 400 x 400 category tile with the part drawing on a soft accent disc. */
export function categoryImageSvg(drawing: PartDrawing, accent: string): string {
  const a = safeHex(accent, "#f97316");
  const p = shortId("cat", drawing, a);
  const c = context(p, a, hashString(`${drawing}:category`));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<defs><radialGradient id="${p}k" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e5e7eb"/></radialGradient>${partDefs(drawing, c)}</defs>` +
    `<rect width="400" height="400" fill="url(#${p}k)"/>` +
    `<circle cx="200" cy="200" r="160" fill="${a}" opacity=".12"/>` +
    `<use href="#${p}p" transform="translate(200 200) rotate(-6) scale(.5) translate(-350 -350)"/>` +
    `</svg>`
  );
}

interface Scene {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
  ground: string;
  track: string;
  accent: string;
}

const DEFAULT_SCENE: Scene = {
  sky: ["#7dd3fc", "#e0f2fe"],
  sun: "#fef9c3",
  far: "#94a3b8",
  near: "#65a30d",
  ground: "#a16207",
  track: "#d6b98c",
  accent: "#f97316",
};

const SCENES: Scene[] = [
  DEFAULT_SCENE,
  { sky: ["#fb923c", "#fde68a"], sun: "#fff7ed", far: "#b45309", near: "#9a3412", ground: "#c2410c", track: "#fdba74", accent: "#0ea5e9" },
  { sky: ["#38bdf8", "#f0f9ff"], sun: "#ffffff", far: "#a8a29e", near: "#d6b98c", ground: "#e7c98f", track: "#f5e6c4", accent: "#dc2626" },
  { sky: ["#6366f1", "#fbcfe8"], sun: "#fde68a", far: "#6d28d9", near: "#3f3f46", ground: "#57534e", track: "#a8a29e", accent: "#facc15" },
];

/** A 1200 x 630 blog banner: an outdoor scene with a track, and the part drawing in an inset card. */
export function blogImageSvg(drawing: PartDrawing, seed: number): string {
  const s = Math.floor(seed) >>> 0;
  const rng = mulberry32(hashString(`blog:${drawing}:${s}`));
  const scene = SCENES[s % SCENES.length] ?? DEFAULT_SCENE;
  const p = shortId("blog", drawing, s);
  const c = context(p, scene.accent, s);
  const ridge = (base: number, amp: number, step: number): string => {
    let d = `M0 ${base}`;
    let prevX = 0;
    let prevY = base;
    for (let x = step; x <= 1200 + step; x += step) {
      const y = n(base - rng() * amp);
      d += `Q${n(prevX + step / 2)} ${n(Math.min(prevY, y) - amp * 0.25)} ${x} ${y}`;
      prevX = x;
      prevY = y;
    }
    return `${d}V630H0Z`;
  };
  const sunX = n(150 + rng() * 500);
  const bushes = Array.from({ length: 6 }, () => {
    const x = n(40 + rng() * 700);
    const y = n(470 + rng() * 130);
    const r = n(14 + rng() * 18);
    return `<ellipse cx="${x}" cy="${y}" rx="${n(r * 1.6)}" ry="${r}" fill="#365314" opacity=".8"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<defs><linearGradient id="${p}k" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>` +
    `<linearGradient id="${p}q" x2="0" y2="1"><stop offset="0" stop-color="${scene.track}"/><stop offset="1" stop-color="${mix(scene.track, "#000000", 0.2)}"/></linearGradient>` +
    `${partDefs(drawing, c)}</defs>` +
    `<rect width="1200" height="630" fill="url(#${p}k)"/>` +
    `<circle cx="${sunX}" cy="130" r="60" fill="${scene.sun}" opacity=".9"/>` +
    `<path d="${ridge(330, 110, 150)}" fill="${scene.far}" opacity=".7"/>` +
    `<path d="${ridge(410, 80, 200)}" fill="${scene.near}"/>` +
    `<path d="M0 450Q600 420 1200 460V630H0Z" fill="${scene.ground}"/>` +
    `<path d="M120 630C330 545 520 480 642 440H664C640 480 600 550 600 630Z" fill="url(#${p}q)"/>` +
    `<path d="M250 630C410 550 560 485 648 442M470 630C520 550 600 490 658 442" fill="none" stroke="${mix(scene.track, "#000000", 0.3)}" stroke-width="6" opacity=".5"/>` +
    bushes +
    `<rect x="800" y="110" width="330" height="330" rx="28" fill="#ffffff" opacity=".92"/>` +
    `<rect x="800" y="110" width="330" height="330" rx="28" fill="none" stroke="${scene.accent}" stroke-width="6"/>` +
    `<use href="#${p}p" transform="translate(965 275) scale(.43) translate(-350 -350)"/>` +
    `</svg>`
  );
}
