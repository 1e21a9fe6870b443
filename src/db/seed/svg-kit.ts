// Small SVG helpers, the palette and the shared gradients of the seed's drawings (images.ts).

type Rng = () => number;

/** Colours and ids one drawing needs. Gradient ids are prefixed so several SVGs can share a page. */
export interface Ctx {
  /** Prefix for ids in this SVG. */
  p: string;
  accent: string;
  dark: string;
  light: string;
  rng: Rng;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal, so coordinates stay short. */
export function n(v: number): number {
  return Math.round(v * 10) / 10;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Only well-formed hex colours reach the SVG; anything else falls back. */
export function safeHex(color: string, fallback: string): string {
  return HEX.test(color) ? color.toLowerCase() : fallback;
}

function rgb(hex: string): [number, number, number] {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (x: number): string =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Points of a ring segment between radii r1 < r2, from angle a1 to a2 (degrees, clockwise on screen). */
export function arcBand(cx: number, cy: number, r1: number, r2: number, a1: number, a2: number): string {
  const pt = (r: number, a: number): string => {
    const t = (a * Math.PI) / 180;
    return `${n(cx + r * Math.cos(t))} ${n(cy + r * Math.sin(t))}`;
  };
  const large = a2 - a1 > 180 ? 1 : 0;
  return `M${pt(r2, a1)}A${r2} ${r2} 0 ${large} 1 ${pt(r2, a2)}L${pt(r1, a2)}A${r1} ${r1} 0 ${large} 0 ${pt(r1, a1)}Z`;
}

/** A belt wrapped around the outside of circles given in clockwise order. */
export function beltPath(circles: [number, number, number][]): string {
  const count = circles.length;
  const tangents: { a: [number, number]; b: [number, number]; angle: number }[] = [];
  for (let i = 0; i < count; i++) {
    const c1 = circles[i];
    const c2 = circles[(i + 1) % count];
    if (!c1 || !c2) continue;
    const [x1, y1, r1] = c1;
    const [x2, y2, r2] = c2;
    const th = Math.atan2(y2 - y1, x2 - x1);
    const al = Math.acos((r1 - r2) / Math.hypot(x2 - x1, y2 - y1));
    const angle = th - al;
    tangents.push({
      a: [n(x1 + r1 * Math.cos(angle)), n(y1 + r1 * Math.sin(angle))],
      b: [n(x2 + r2 * Math.cos(angle)), n(y2 + r2 * Math.sin(angle))],
      angle,
    });
  }
  let d = "";
  tangents.forEach((t, i) => {
    const next = tangents[(i + 1) % tangents.length];
    const circle = circles[(i + 1) % count];
    if (!next || !circle) return;
    if (i === 0) d += `M${t.a[0]} ${t.a[1]}`;
    let sweep = next.angle - t.angle;
    while (sweep < 0) sweep += 2 * Math.PI;
    d += `L${t.b[0]} ${t.b[1]}A${circle[2]} ${circle[2]} 0 ${sweep > Math.PI ? 1 : 0} 1 ${next.a[0]} ${next.a[1]}`;
  });
  return `${d}Z`;
}

/** A dotted ring (holes, bolts, rivets) from one dashed circle. */
export function dots(cx: number, cy: number, r: number, count: number, size: number, color: string, rotate = 0): string {
  const gap = n((2 * Math.PI * r) / count);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${gap}"${rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ""}/>`;
}

// Shared flat colours.
export const STEEL = "#9ca3af";
export const STEEL_LIGHT = "#d1d5db";
export const STEEL_DARK = "#6b7280";
export const IRON = "#4b5563";
export const BLACK = "#1f2937";
export const INK = "#111827";

// Gradient references; `grad` adds only the gradients a drawing uses.
export const M = (c: Ctx): string => `url(#${c.p}m)`; // metal, shaded across
export const MV = (c: Ctx): string => `url(#${c.p}n)`; // metal, shaded top to bottom
export const D = (c: Ctx): string => `url(#${c.p}d)`; // black finish, across
export const DV = (c: Ctx): string => `url(#${c.p}e)`; // black finish, top to bottom
export const A = (c: Ctx): string => `url(#${c.p}a)`; // accent, across
export const AV = (c: Ctx): string => `url(#${c.p}b)`; // accent, top to bottom
export const G = (c: Ctx): string => `url(#${c.p}g)`; // glass and reflectors

export function gradients(c: Ctx, used: string): string {
  const stops = (list: [number, string, number?][]): string =>
    list.map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`).join("");
  const lin = (id: string, vertical: boolean, list: [number, string, number?][]): string =>
    `<linearGradient id="${c.p}${id}"${vertical ? ' x2="0" y2="1"' : ""}>${stops(list)}</linearGradient>`;
  const metal: [number, string][] = [
    [0, "#5b6270"],
    [0.35, "#f3f4f6"],
    [0.6, "#c4c9d0"],
    [1, "#4b5563"],
  ];
  const dark: [number, string][] = [
    [0, "#0b0f19"],
    [0.4, "#4b5563"],
    [0.65, "#1f2937"],
    [1, "#05070c"],
  ];
  const accent: [number, string][] = [
    [0, c.dark],
    [0.4, c.light],
    [0.7, c.accent],
    [1, c.dark],
  ];
  const all: Record<string, string> = {
    m: lin("m", false, metal),
    n: lin("n", true, metal),
    d: lin("d", false, dark),
    e: lin("e", true, dark),
    a: lin("a", false, accent),
    b: lin("b", true, accent),
    g: `<radialGradient id="${c.p}g" cx=".4" cy=".35">${stops([
      [0, "#ffffff"],
      [0.45, "#e5e7eb"],
      [1, "#6b7280"],
    ])}</radialGradient>`,
  };
  return Object.entries(all)
    .filter(([id]) => used.includes(`#${c.p}${id})`))
    .map(([, def]) => def)
    .join("");
}
