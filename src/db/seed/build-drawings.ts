// The photos of the seed's customers' builds (data/builds.ts), drawn as SVG scenes: the vehicle's
// side view in its colour with the gear fitted to it, against a landscape. Nothing is downloaded,
// and the same inputs give the same picture. They are stored in seed_images like the catalogue's
// images (seed-images.ts) and served at their path by src/server/http/seed-media.ts.
//
// A vehicle is drawn facing right in its own space: the ground is y = 0, x runs from its tail to
// its nose; a scene places it with one transform (position, scale, which way it faces, tilt).

import { hashString, mix, mulberry32, n, safeHex } from "./svg-kit.ts";

/** Every build photo is drawn at this size (3:2, as a camera takes it). */
export const BUILD_PHOTO_WIDTH = 1200;
export const BUILD_PHOTO_HEIGHT = 800;

/** The side views the drawings know, by the shape of the vehicle. */
export type BodyStyle = "wagon" | "boxy" | "single-cab" | "dual-cab" | "compact";

/** Gear that shows on a side view. */
export type Gear =
  | "lift"
  | "mud-tyres"
  | "roof-rack"
  | "roof-tent"
  | "awning"
  | "snorkel"
  | "bull-bar"
  | "nudge-bar"
  | "winch"
  | "driving-lights"
  | "light-bar"
  | "rock-sliders"
  | "rear-wheel-carrier"
  | "jerry-cans"
  | "recovery-boards"
  | "canopy";

export type BuildScene = "desert" | "outback" | "forest" | "snow" | "river" | "camp" | "beach";

export interface VehicleLook {
  body: BodyStyle;
  /** Paint, as a 3 or 6 digit hex colour. */
  colour: string;
  gear: readonly Gear[];
}

// ---------------------------------------------------------------------------------------------
// Vehicles

interface Body {
  length: number;
  /** The body's outline (wheel arches are cut in afterwards). */
  shell: string;
  glass: string;
  /** Door shuts and the beltline, stroked. */
  lines: string;
  /** Rear and front wheel centres along x, and the tyres' radius. */
  wheels: [number, number];
  r: number;
  /** The body's lower edge. */
  sill: number;
  /** Where a rack sits: from x to x at height y (a ute's tray rack stands at cab height). */
  rack: [number, number, number];
  /** The A-pillar, foot then top: a snorkel climbs beside it. */
  pillar: [number, number, number, number];
  /** The nose's x, the bonnet's height at the nose, the bumper's top. */
  nose: [number, number, number];
  tail: number;
  /** A ute's tray or tub: from x to x, its top. */
  tub?: [number, number, number];
}

const BODIES: Record<BodyStyle, Body> = {
  // Land Cruiser 80/200, Patrol, Pajero: a long wagon with a raked windscreen.
  wagon: {
    length: 500,
    shell:
      "M6 -64V-150Q6 -170 20 -176L42 -234Q46 -242 56 -242H318Q330 -242 336 -234L384 -172L474 -160Q494 -156 496 -140V-84Q496 -64 478 -64Z",
    glass: "M24 -170L46 -230H120V-170ZM128 -170V-230H216V-170ZM224 -170V-230H316L362 -170Z",
    lines: "M124 -170V-70M220 -170V-70M378 -168V-70M10 -168H380",
    wheels: [100, 396],
    r: 44,
    sill: -64,
    rack: [40, 330, -242],
    pillar: [384, -172, 336, -238],
    nose: [496, -156, -100],
    tail: 6,
  },
  // Defender, Wrangler, UAZ: flat sides, an upright windscreen and a flat bonnet.
  boxy: {
    length: 470,
    shell: "M6 -66V-240Q6 -250 16 -250H320L338 -170H456Q468 -170 468 -158V-86Q468 -66 450 -66Z",
    glass: "M18 -178V-238H98V-178ZM106 -178V-238H206V-178ZM214 -178V-238H316L330 -178Z",
    lines: "M102 -178V-70M210 -178V-70M334 -172V-70M8 -176H336",
    wheels: [92, 374],
    r: 44,
    sill: -66,
    rack: [14, 318, -250],
    pillar: [338, -170, 320, -250],
    nose: [468, -170, -104],
    tail: 6,
  },
  // Land Cruiser 79 single cab: a cab, a long bonnet and a flat steel tray.
  "single-cab": {
    length: 512,
    shell: "M276 -70V-246Q276 -254 286 -254H346L370 -172H496Q510 -172 510 -158V-88Q510 -70 494 -70Z",
    glass: "M288 -180V-244H342L360 -180Z",
    lines: "M364 -174V-74M280 -178H366",
    wheels: [120, 420],
    r: 44,
    sill: -70,
    rack: [6, 262, -254],
    pillar: [370, -172, 346, -254],
    nose: [510, -172, -106],
    tail: 0,
    tub: [0, 272, -152],
  },
  // Hilux, Ranger: a four-door cab and a tub.
  "dual-cab": {
    length: 508,
    shell: "M6 -66V-150H172V-234Q174 -244 186 -244H322L376 -170L488 -158Q506 -154 508 -138V-84Q508 -66 490 -66Z",
    glass: "M184 -172V-234H266V-172ZM274 -172V-234H322L366 -172Z",
    lines: "M270 -172V-70M372 -166V-70M176 -172V-70M6 -150H172M176 -172H372",
    wheels: [104, 414],
    r: 42,
    sill: -66,
    rack: [180, 322, -244],
    pillar: [376, -170, 322, -242],
    nose: [508, -158, -100],
    tail: 6,
    tub: [6, 172, -150],
  },
  // Niva: a short three-door.
  compact: {
    length: 400,
    shell: "M6 -58V-150Q6 -162 14 -166L30 -222Q33 -230 42 -230H226L280 -158L380 -148Q394 -146 394 -132V-76Q394 -58 378 -58Z",
    glass: "M24 -162L40 -220H132V-162ZM140 -162V-220H224L268 -162Z",
    lines: "M136 -162V-62M276 -156V-62M8 -162H276",
    wheels: [78, 306],
    r: 36,
    sill: -58,
    rack: [30, 226, -230],
    pillar: [280, -158, 226, -230],
    nose: [394, -152, -96],
    tail: 6,
  },
};

const INK = "#111827";
const STEEL = "#1f2937";
const RUBBER = "#16181d";

/** How the vehicle is shown: open camp gear, snow on the roof. */
interface Pose {
  camp: boolean;
  snow: boolean;
}

/** The vehicle drawn facing right, ground at y = 0; `p` prefixes its ids. */
function vehicleSvg(look: VehicleLook, pose: Pose, p: string): string {
  const b = BODIES[look.body];
  const has = (g: Gear) => look.gear.includes(g);
  const paint = safeHex(look.colour, "#e5e7eb");
  const lift = has("lift") ? 16 : 0;
  const r = b.r + (has("lift") ? 3 : 0);
  const shade = mix(paint, "#000000", 0.35);
  // The body and what is fixed to it are drawn `lift` higher; what reaches the ground reaches down that much more.
  const [rx1, rx2, rackY] = b.rack;
  const racked = has("roof-rack") || has("roof-tent") || has("light-bar") || has("recovery-boards");
  let behind = "";
  let body = "";
  let front = "";

  // Behind the tail: the spare on a wheel carrier and the jerry cans.
  if (has("rear-wheel-carrier")) {
    behind += `<circle cx="${b.tail - 4}" cy="-128" r="${n(r * 0.9)}" fill="${RUBBER}"/><circle cx="${b.tail - 14}" cy="-128" r="${n(r * 0.45)}" fill="#6b7280"/>`;
    behind += `<path d="M${b.tail - 30} -86h36v10h-36z" fill="${STEEL}"/>`;
  }
  if (has("jerry-cans")) {
    const x = b.tail - (has("rear-wheel-carrier") ? 44 : 22);
    behind += `<rect x="${x}" y="-150" width="24" height="50" rx="3" fill="#3f6212"/><path d="M${x + 5} -145h14M${x + 5} -122l14 14" stroke="#1a2e05" stroke-width="3"/>`;
  }

  // The body, with a sheen, its glass and shut lines.
  body += `<path d="${b.shell}" fill="${paint}"/>`;
  if (b.tub) {
    const [t1, t2, ty] = b.tub;
    if (look.body === "single-cab") {
      // A flat steel tray with dropsides and a headboard.
      body += `<path d="M${t1 + 16} -106H${t2 + 4}V-90H${t1 + 16}Z" fill="${STEEL}"/><path d="M${t1} ${ty}H${t2}V-106H${t1}Z" fill="#cbd5e1"/><path d="M${t1} -124H${t2}M${t1 + 90} ${ty}V-106M${t1 + 180} ${ty}V-106" stroke="#94a3b8" stroke-width="3"/><path d="M${t2 - 10} -214H${t2}V${ty}H${t2 - 10}Z" fill="#94a3b8"/>`;
    }
    if (has("canopy"))
      body += `<path d="M${t1 + 2} ${ty}V${ty - 78}Q${t1 + 2} ${ty - 88} ${t1 + 12} ${ty - 88}H${t2 - 4}V${ty}Z" fill="#d1d5db"/><path d="M${t1 + 16} ${ty - 70}H${t2 - 20}V${ty - 30}H${t1 + 16}Z" fill="#9ca3af"/>`;
  }
  body += `<path d="${b.shell}" fill="url(#${p}s)"/><path d="${b.glass}" fill="url(#${p}g)"/>`;
  body += `<path d="${b.lines}" stroke="${shade}" stroke-width="3" fill="none"/>`;
  const [nx, bonnet, bumper] = b.nose;
  body += `<path d="M${nx - 26} ${bumper}H${nx + 4}V${b.sill - 2}Q${nx + 4} ${b.sill + 6} ${nx - 6} ${b.sill + 6}H${nx - 26}Z" fill="${STEEL}"/>`;
  body += `<path d="M${b.tail - 4} ${bumper}H${b.tail + 26}V${b.sill + 6}H${b.tail - 4}Z" fill="${STEEL}"/>`;
  body += `<rect x="${nx - 12}" y="${bonnet + 14}" width="12" height="18" rx="3" fill="#fef9c3"/><rect x="${b.tail}" y="${bumper - 50}" width="8" height="30" fill="#dc2626"/>`;
  // Wheel arches, opened into the body.
  const arch = (x: number) => {
    const R = r + 9;
    const dy = b.sill + 4 + r;
    const dx = n(Math.sqrt(Math.max(R * R - dy * dy, 0)));
    return `M${n(x - dx)} ${b.sill + 4}A${R} ${R} 0 1 1 ${n(x + dx)} ${b.sill + 4}Z`;
  };
  body += `<path d="${arch(b.wheels[0])}${arch(b.wheels[1])}" fill="${INK}"/>`;
  if (has("rock-sliders"))
    body += `<rect x="${b.wheels[0] + r + 12}" y="${b.sill - 4}" width="${b.wheels[1] - b.wheels[0] - 2 * r - 24}" height="12" rx="4" fill="${STEEL}"/>`;
  if (pose.snow && !has("roof-tent"))
    body += `<path d="M${b.rack[0] + 6} ${b.rack[2] + 2}Q${(b.rack[0] + b.rack[1]) / 2} ${b.rack[2] - 16} ${b.rack[1] - 6} ${b.rack[2] + 2}Z" fill="#ffffff"/>`;

  // The racks and what rides on them.
  if (racked) {
    if (b.tub && look.body === "single-cab") {
      body += `<path d="M${rx1 + 4} ${rackY}V-152M${(rx1 + rx2) / 2} ${rackY}V-152M${rx2 - 4} ${rackY}V-152" stroke="${STEEL}" stroke-width="6"/>`;
    }
    body += `<rect x="${rx1}" y="${rackY - 12}" width="${rx2 - rx1}" height="8" rx="2" fill="${STEEL}"/><path d="M${rx1 + 8} ${rackY - 4}V${rackY}M${rx2 - 8} ${rackY - 4}V${rackY}" stroke="${STEEL}" stroke-width="6"/>`;
  }
  const tentLength = Math.min(230, rx2 - rx1 - 10);
  if (has("roof-tent") && !pose.camp) {
    body += `<rect x="${rx1 + 6}" y="${rackY - 50}" width="${tentLength}" height="38" rx="7" fill="#374151"/><path d="M${rx1 + 12} ${rackY - 22}h${tentLength - 12}" stroke="#d97706" stroke-width="5"/>`;
    if (pose.snow)
      body += `<path d="M${rx1 + 8} ${rackY - 48}Q${rx1 + 6 + tentLength / 2} ${rackY - 66} ${rx1 + 4 + tentLength} ${rackY - 48}Z" fill="#ffffff"/>`;
  }
  if (has("roof-tent") && pose.camp) {
    // Opened over the tail: the floor folds out, the canvas stands on its bows, a ladder to the ground.
    const x0 = rx1 - 150;
    body += `<path d="M${x0} ${rackY - 16}H${rx1 + tentLength}L${rx1 + tentLength - 30} ${rackY - 150}H${x0 + 36}Z" fill="#e7dcc5"/>`;
    body += `<path d="M${x0 + 36} ${rackY - 150}H${rx1 + tentLength - 30}L${rx1 + tentLength - 18} ${rackY - 120}H${x0 + 24}Z" fill="#d97706"/>`;
    body += `<rect x="${x0 + 50}" y="${rackY - 104}" width="70" height="60" rx="6" fill="#57534e"/><rect x="${x0}" y="${rackY - 20}" width="${rx1 + tentLength - x0}" height="8" fill="#374151"/>`;
    body += `<path d="M${x0 + 6} ${rackY - 12}L${x0 - 30} ${lift}M${x0 + 26} ${rackY - 12}L${x0 - 10} ${lift}" stroke="#9ca3af" stroke-width="5"/>`;
  }
  if (has("awning")) {
    const a1 = rx1 + 24;
    const a2 = Math.min(rx2 - 20, a1 + 200);
    if (pose.camp) {
      front += `<path d="M${a1} ${rackY - 4}H${a2}L${a2 + 26} ${rackY + 70}H${a1 - 26}Z" fill="#0f766e" opacity=".9"/><path d="M${a1 - 24} ${rackY + 70}V${lift}M${a2 + 24} ${rackY + 70}V${lift}" stroke="#9ca3af" stroke-width="4"/>`;
    } else {
      body += `<rect x="${a1}" y="${rackY - 8}" width="${a2 - a1}" height="12" rx="6" fill="#4b5563"/>`;
    }
  }
  if (has("recovery-boards")) {
    if (racked && !has("roof-tent")) body += `<rect x="${rx2 - 130}" y="${rackY - 22}" width="110" height="9" rx="3" fill="#f97316"/>`;
    else behind += `<rect x="${b.tail - 12}" y="-230" width="14" height="110" rx="3" fill="#f97316"/>`;
  }
  if (has("light-bar"))
    body += `<rect x="${rx2 - 34}" y="${rackY - 24}" width="30" height="12" rx="2" fill="${INK}"/><rect x="${rx2 - 8}" y="${rackY - 22}" width="5" height="8" fill="#fef3c7"/>`;

  // The snorkel climbs the A-pillar; its head faces forward.
  if (has("snorkel")) {
    const [fx, fy, tx, ty] = b.pillar;
    body += `<path d="M${fx + 14} ${fy + 40}V${fy}L${tx + 16} ${ty - 8}" fill="none" stroke="${INK}" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/><rect x="${tx + 8}" y="${ty - 26}" width="30" height="18" rx="6" fill="${INK}"/>`;
  }

  // The front: a bull bar or a nudge bar, a winch, driving lights.
  if (has("bull-bar")) {
    front += `<path d="M${nx - 4} ${bumper}H${nx + 18}V${b.sill + 12}H${nx - 4}Z" fill="${STEEL}"/><path d="M${nx - 36} ${bonnet + 16}V${bonnet - 4}Q${nx - 36} ${bonnet - 12} ${nx - 28} ${bonnet - 12}H${nx + 10}Q${nx + 18} ${bonnet - 12} ${nx + 18} ${bonnet - 4}V${bumper}" fill="none" stroke="${STEEL}" stroke-width="9" stroke-linejoin="round"/>`;
  } else if (has("nudge-bar")) {
    front += `<path d="M${nx - 10} ${bumper}V${bonnet + 8}Q${nx - 10} ${bonnet - 2} ${nx + 2} ${bonnet - 2}H${nx + 10}V${bumper}" fill="none" stroke="${STEEL}" stroke-width="7"/>`;
  }
  if (has("winch"))
    front += `<rect x="${nx - 2}" y="${bumper + 4}" width="18" height="20" rx="4" fill="#374151"/><circle cx="${nx + 20}" cy="${bumper + 14}" r="5" fill="#dc2626"/>`;
  if (has("driving-lights")) front += `<circle cx="${nx + 4}" cy="${bonnet - 18}" r="11" fill="#fef9c3" stroke="${INK}" stroke-width="4"/>`;

  // The wheels; mud tyres show their tread.
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${-r}" r="${r}" fill="${RUBBER}"/>` +
    (has("mud-tyres")
      ? `<circle cx="${x}" cy="${-r}" r="${r - 3}" fill="none" stroke="#374151" stroke-width="6" stroke-dasharray="7 6"/>`
      : "") +
    `<circle cx="${x}" cy="${-r}" r="${n(r * 0.56)}" fill="#9ca3af"/><circle cx="${x}" cy="${-r}" r="${n(r * 0.22)}" fill="#4b5563"/>`;

  return `<g transform="translate(0 ${-lift})">${behind}${body}</g>${wheel(b.wheels[0])}${wheel(b.wheels[1])}<g transform="translate(0 ${-lift})">${front}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes

type Rng = () => number;

/** A wavy skyline from x = 0 to the width, filled down to the bottom. */
function ridge(rng: Rng, base: number, amp: number, step: number): string {
  let d = `M0 ${base}`;
  let prevX = 0;
  let prevY = base;
  for (let x = step; x <= BUILD_PHOTO_WIDTH + step; x += step) {
    const y = n(base - rng() * amp);
    d += `Q${n(prevX + step / 2)} ${n(Math.min(prevY, y) - amp * 0.25)} ${x} ${y}`;
    prevX = x;
    prevY = y;
  }
  return `${d}V${BUILD_PHOTO_HEIGHT}H0Z`;
}

/** A pine of height h standing at (x, y). */
function pine(x: number, y: number, h: number): string {
  const w = h * 0.3;
  return `M${n(x)} ${n(y - h)}l${n(w * 0.6)} ${n(h * 0.45)}h${n(-w * 0.25)}l${n(w * 0.65)} ${n(h * 0.55)}h${n(-w * 2)}l${n(w * 0.65)} ${n(-h * 0.55)}h${n(-w * 0.25)}Z`;
}

/** Dots (stars, snowflakes, distant birds' specks) as one stroked path. */
function specks(rng: Rng, count: number, x: [number, number], y: [number, number]): string {
  let d = "";
  for (let i = 0; i < count; i++) d += `M${n(x[0] + rng() * (x[1] - x[0]))} ${n(y[0] + rng() * (y[1] - y[0]))}h0`;
  return d;
}

interface Stage {
  sky: [string, string];
  /** Behind the vehicle. */
  back: string;
  /** Over the vehicle (water, dust in front, snowfall). */
  over: string;
  /** Where the vehicle stands, its scale and its tilt in degrees. */
  ground: number;
  scale: number;
  tilt: number;
  /** Drawn behind the vehicle, relative to its tail (a dust plume). */
  trail: string;
  /** Drawn over everything, relative to its nose (a bow wave). */
  wake?: string;
}

function stageOf(scene: BuildScene, rng: Rng): Stage {
  const W = BUILD_PHOTO_WIDTH;
  const H = BUILD_PHOTO_HEIGHT;
  const sun = (x: number, y: number, r: number, fill: string) => `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}"/>`;
  const dust = (colour: string) =>
    `<g fill="${colour}" opacity=".35"><ellipse cx="-40" cy="-40" rx="90" ry="46"/><ellipse cx="-150" cy="-70" rx="120" ry="64"/><ellipse cx="-290" cy="-90" rx="150" ry="80"/></g>`;
  switch (scene) {
    case "desert": {
      const ground = n(590 + rng() * 30);
      return {
        sky: ["#5fb3e8", "#fde7c0"],
        back:
          sun(200 + rng() * 800, 120, 54, "#fff7d6") +
          `<path d="${ridge(rng, 430, 70, 300)}" fill="#e9bd7e"/><path d="${ridge(rng, 500, 80, 240)}" fill="#dfa35e"/>` +
          `<path d="M0 ${ground + 50}Q${W / 2} ${ground - 50} ${W} ${ground + 40}V${H}H0Z" fill="#f1c27d"/>` +
          `<path d="M${W} ${ground + 40}Q${W * 0.7} ${ground + 80} ${W * 0.45} ${H}H${W}Z" fill="#d8964f" opacity=".55"/>` +
          `<path d="M80 ${ground + 110}q60 -14 120 0t120 0M640 ${ground + 150}q60 -14 120 0t120 0" stroke="#d8964f" stroke-width="4" fill="none"/>`,
        over: "",
        ground,
        scale: 1.05,
        tilt: n(-1.5 + rng()),
        trail: dust("#f3d9a4"),
      };
    }
    case "outback": {
      const tufts = Array.from({ length: 9 }, () => {
        const x = n(rng() * W);
        const y = n(560 + rng() * 220);
        return `<ellipse cx="${x}" cy="${y}" rx="${n(18 + rng() * 16)}" ry="9" fill="#a3a847"/>`;
      }).join("");
      const tx = n(rng() < 0.5 ? 90 + rng() * 120 : 980 + rng() * 120);
      return {
        sky: ["#3d8fd6", "#cfe8f7"],
        back:
          sun(900 - rng() * 500, 110, 46, "#fffbe6") +
          `<path d="M0 470H180L220 420H420L450 470H760L800 440H980L1010 470H${W}V${H}H0Z" fill="#a3603e"/>` +
          `<path d="M0 500Q600 480 ${W} 505V${H}H0Z" fill="#b5562b"/><path d="M360 ${H}C520 640 600 560 640 505H690C700 560 760 640 900 ${H}Z" fill="#d08a55"/>` +
          `<path d="M${tx} 560q-6 -70 6 -130" stroke="#e7e1d3" stroke-width="12" fill="none"/><g fill="#6b7f4a"><ellipse cx="${tx}" cy="420" rx="70" ry="34"/><ellipse cx="${tx + 40}" cy="446" rx="46" ry="22"/></g>` +
          tufts,
        over: "",
        ground: 690,
        scale: 1.05,
        tilt: 0,
        trail: dust("#d9905a"),
      };
    }
    case "forest": {
      let far = "";
      let near = "";
      for (let x = -20; x < W + 40; x += 46 + rng() * 30) far += pine(x, 520 + rng() * 20, 120 + rng() * 80);
      for (let x = -40; x < W + 60; x += 140 + rng() * 120) near += pine(x, 600 + rng() * 30, 260 + rng() * 140);
      return {
        sky: ["#8ccbee", "#eef7f1"],
        back:
          `<path d="${ridge(rng, 430, 90, 260)}" fill="#7fa08a"/><path d="${far}" fill="#2f6b4f"/>` +
          `<path d="M0 560Q600 530 ${W} 565V${H}H0Z" fill="#4d5b2f"/><path d="${near}" fill="#1f4d3a"/>` +
          `<path d="M0 640Q600 600 ${W} 650V${H}H0Z" fill="#6b5537"/><ellipse cx="${n(200 + rng() * 800)}" cy="740" rx="150" ry="18" fill="#7aa6c2" opacity=".8"/>`,
        over: "",
        ground: 710,
        scale: 1,
        tilt: 0,
        trail: "",
      };
    }
    case "snow": {
      let trees = "";
      for (let x = -20; x < W + 40; x += 90 + rng() * 90) trees += pine(x, 560 + rng() * 30, 170 + rng() * 120);
      return {
        sky: ["#9fb2c8", "#eef2f6"],
        back:
          `<path d="M0 420L160 300L260 360L420 230L560 350L700 280L860 380L1000 260L${W} 360V${H}H0Z" fill="#8c9db2"/>` +
          `<path d="M380 260L420 230L460 264L440 258L420 272ZM960 290L1000 260L1040 292L1018 286L1000 300Z" fill="#ffffff"/>` +
          `<path d="${trees}" fill="#2c4a3e"/><path d="M0 590Q600 560 ${W} 600V${H}H0Z" fill="#f5f7fa"/><path d="M0 720Q500 690 ${W} 730" stroke="#dbe3ec" stroke-width="18" fill="none"/>`,
        over: `<path d="${specks(rng, 60, [0, W], [0, H])}" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>`,
        ground: 700,
        scale: 1,
        tilt: 0,
        trail: "",
      };
    }
    case "river": {
      const water = 560;
      const ground = 705;
      return {
        sky: ["#7cc3ee", "#e8f5fb"],
        back:
          `<path d="${ridge(rng, 420, 110, 240)}" fill="#6f9a6a"/><path d="${ridge(rng, 500, 60, 180)}" fill="#4f7d55"/>` +
          `<path d="M0 540Q600 520 ${W} 545V${H}H0Z" fill="#7a6a4a"/><path d="M0 ${water}Q600 ${water - 14} ${W} ${water + 4}V${H}H0Z" fill="#4f86a8"/>`,
        over:
          `<path d="M0 ${ground - 52}H${W}V${H}H0Z" fill="#4f86a8" opacity=".92"/>` +
          `<path d="M60 ${ground + 20}h160M420 ${ground + 50}h220M840 ${ground + 14}h180M200 ${ground + 80}h140M700 ${ground + 76}h200" stroke="#cfe6f3" stroke-width="5" stroke-linecap="round"/>`,
        ground,
        scale: 1,
        tilt: 0,
        trail: `<path d="M-10 -50q-70 -6 -160 10M-30 -38q-80 0 -180 18" stroke="#e0f2fe" stroke-width="6" fill="none" opacity=".8"/>`,
        wake: `<path d="M-16 -52q28 -26 64 -4q18 8 40 2" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      };
    }
    case "camp": {
      return {
        sky: ["#0f1b3d", "#f59e6b"],
        back:
          `<path d="${specks(rng, 50, [0, W], [0, 300])}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>` +
          sun(180 + rng() * 840, 90, 26, "#fefce8") +
          `<path d="${ridge(rng, 470, 90, 220)}" fill="#263154"/><path d="${ridge(rng, 540, 50, 160)}" fill="#1b2440"/>` +
          `<path d="M0 600Q600 580 ${W} 610V${H}H0Z" fill="#3a3324"/>`,
        over: "",
        ground: 700,
        scale: 0.95,
        tilt: 0,
        trail: "",
      };
    }
    case "beach": {
      return {
        sky: ["#6fc2ee", "#e6f6fd"],
        back:
          sun(150 + rng() * 900, 110, 44, "#fffbe6") +
          `<path d="M0 470H${W}V560H0Z" fill="#1f8fb8"/><path d="M80 500h200M520 490h260M900 520h200" stroke="#9fd8ee" stroke-width="5" stroke-linecap="round"/>` +
          `<path d="M0 555Q600 540 ${W} 560V600Q600 590 0 605Z" fill="#ffffff" opacity=".8"/><path d="M0 600Q600 588 ${W} 605V${H}H0Z" fill="#d9c08f"/>` +
          `<path d="M0 680Q600 650 ${W} 690V${H}H0Z" fill="#efd9a8"/>` +
          `<path d="M${n(300 + rng() * 600)} 200l14 10l14 -10M${n(300 + rng() * 600)} 240l10 8l10 -8" stroke="#334155" stroke-width="3" fill="none"/>`,
        over: "",
        ground: 720,
        scale: 1,
        tilt: 0,
        trail: `<path d="M-20 -4h-260M-40 8h-240" stroke="#c9ad78" stroke-width="6"/>`,
      };
    }
  }
}

/** A campfire with its glow, at (x, y). */
function campfire(x: number, y: number, p: string): string {
  return (
    `<ellipse cx="${x}" cy="${y - 20}" rx="190" ry="120" fill="url(#${p}f)"/>` +
    `<path d="M${x - 34} ${y}l68 -14M${x - 34} ${y - 14}l68 14" stroke="#57341c" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${x - 24} ${y - 8}Q${x - 30} ${y - 50} ${x - 6} ${y - 80}Q${x - 4} ${y - 50} ${x + 8} ${y - 44}Q${x + 16} ${y - 70} ${x + 12} ${y - 92}Q${x + 40} ${y - 50} ${x + 24} ${y - 8}Z" fill="#f97316"/>` +
    `<path d="M${x - 12} ${y - 8}Q${x - 12} ${y - 34} ${x + 2} ${y - 50}Q${x + 18} ${y - 30} ${x + 12} ${y - 8}Z" fill="#fde047"/>`
  );
}

/**
 * One build photo: `look` in `scene`; `seed` varies the landscape, where the vehicle stands and
 * which way it faces. The same arguments give the same SVG.
 */
export function buildPhotoSvg(look: VehicleLook, scene: BuildScene, seed: number): string {
  const s = Math.floor(seed) >>> 0;
  const rng = mulberry32(hashString(`build:${scene}:${s}`));
  const p = `b${hashString(`${look.body}:${look.colour}:${look.gear.join(",")}:${scene}:${s}`)
    .toString(36)
    .slice(0, 5)}`;
  const stage = stageOf(scene, rng);
  const b = BODIES[look.body];
  const faceLeft = rng() < 0.4;
  const camp = scene === "camp";
  const cx = n(camp ? 560 + rng() * 120 : 420 + rng() * 360);
  const flip = faceLeft ? -1 : 1;
  const transform = `translate(${cx} ${stage.ground}) rotate(${n(stage.tilt * flip)}) scale(${n(stage.scale * flip)} ${stage.scale}) translate(${-b.length / 2} 0)`;
  const fire = camp ? campfire(n(faceLeft ? cx - 330 : cx + 330), stage.ground + 10, p) : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BUILD_PHOTO_WIDTH} ${BUILD_PHOTO_HEIGHT}" width="${BUILD_PHOTO_WIDTH}" height="${BUILD_PHOTO_HEIGHT}">` +
    `<defs><linearGradient id="${p}k" x2="0" y2="1"><stop offset="0" stop-color="${stage.sky[0]}"/><stop offset="1" stop-color="${stage.sky[1]}"/></linearGradient>` +
    `<linearGradient id="${p}s" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".28"/></linearGradient>` +
    `<linearGradient id="${p}g" x2="1" y2="1"><stop offset="0" stop-color="#cbd5e1"/><stop offset=".5" stop-color="#475569"/><stop offset="1" stop-color="#1e293b"/></linearGradient>` +
    (camp
      ? `<radialGradient id="${p}f"><stop offset="0" stop-color="#fbbf24" stop-opacity=".55"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>`
      : "") +
    `</defs>` +
    `<rect width="${BUILD_PHOTO_WIDTH}" height="${BUILD_PHOTO_HEIGHT}" fill="url(#${p}k)"/>${stage.back}` +
    `<ellipse cx="${cx}" cy="${stage.ground + 4}" rx="${n((b.length / 2) * stage.scale + 20)}" ry="14" fill="#000" opacity=".22"/>` +
    `<g transform="${transform}">${stage.trail ? `<g transform="translate(${b.tail} 0)">${stage.trail}</g>` : ""}${vehicleSvg(look, { camp, snow: scene === "snow" }, p)}</g>` +
    fire +
    stage.over +
    (stage.wake ? `<g transform="${transform}"><g transform="translate(${b.nose[0]} 0)">${stage.wake}</g></g>` : "") +
    `</svg>`
  );
}
