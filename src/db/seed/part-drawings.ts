// The part drawings of the seed's images, each in a 700 x 700 space (images.ts places them).

import type { PartDrawing } from "./data/types.ts";
import {
  A,
  arcBand,
  AV,
  beltPath,
  BLACK,
  type Ctx,
  D,
  dots,
  DV,
  G,
  gradients,
  hashString,
  INK,
  IRON,
  M,
  mix,
  mulberry32,
  MV,
  n,
  safeHex,
  STEEL,
  STEEL_DARK,
  STEEL_LIGHT,
} from "./svg-kit.ts";

// ---------------------------------------------------------------------------------------------
// Part drawings, each in a 700 x 700 space with the part roughly within 100..600.

function shock(c: Ctx): string {
  const reservoir = c.rng() > 0.5;
  const eye = (y: number): string =>
    `<circle cx="350" cy="${y}" r="34" fill="${M(c)}"/><circle cx="350" cy="${y}" r="19" fill="${INK}"/><circle cx="350" cy="${y}" r="8" fill="${STEEL_LIGHT}"/>`;
  return (
    (reservoir
      ? `<path d="M393 318C430 300 440 310 438 332" fill="none" stroke="${BLACK}" stroke-width="10"/><rect x="414" y="330" width="48" height="180" rx="12" fill="${A(c)}"/><rect x="414" y="350" width="48" height="8" fill="${BLACK}"/>`
      : "") +
    `<rect x="337" y="150" width="26" height="160" fill="${M(c)}"/>` +
    eye(130) +
    `<rect x="316" y="292" width="68" height="20" rx="5" fill="${D(c)}"/>` +
    `<rect x="303" y="305" width="94" height="250" rx="14" fill="${A(c)}"/>` +
    `<rect x="303" y="335" width="94" height="10" fill="${c.dark}"/><rect x="303" y="520" width="94" height="10" fill="${c.dark}"/>` +
    `<rect x="322" y="375" width="56" height="110" rx="6" fill="${INK}" opacity=".85"/><rect x="330" y="390" width="40" height="6" fill="${c.light}"/>` +
    `<rect x="322" y="552" width="56" height="26" rx="4" fill="${D(c)}"/>` +
    eye(600)
  );
}

function coilSpring(c: Ctx): string {
  const turns = 6 + Math.floor(c.rng() * 2);
  const top = 140;
  const h = 420 / turns;
  let back = "";
  let front = "";
  for (let i = 0; i < turns; i++) {
    const y = top + i * h;
    back += `M480 ${n(y + h / 2)}A130 34 0 0 0 220 ${n(y + h)}`;
    front += `M220 ${n(y)}A130 34 0 0 0 480 ${n(y + h / 2)}`;
  }
  return (
    `<path d="${back}" fill="none" stroke="${c.dark}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="${front}" fill="none" stroke="${c.accent}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="${front}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round" transform="translate(0 -6)"/>`
  );
}

function leafSpring(c: Ctx): string {
  const leaves = 5 + Math.floor(c.rng() * 2);
  const y = (x: number): number => 420 - 120 * ((x - 350) / 240) ** 2;
  let pack = "";
  for (let k = 0; k < leaves; k++) {
    const xs = 110 + k * 42;
    const xe = 700 - xs;
    const ye = y(xs) + k * 15;
    const yv = 420 + k * 15;
    pack += `M${xs} ${n(ye)}Q350 ${n(2 * yv - ye)} ${xe} ${n(ye)}`;
  }
  const eye = (x: number): string =>
    `<circle cx="${x}" cy="288" r="24" fill="none" stroke="${IRON}" stroke-width="12"/><circle cx="${x}" cy="288" r="14" fill="${c.accent}"/><circle cx="${x}" cy="288" r="6" fill="${STEEL_LIGHT}"/>`;
  return (
    `<path d="${pack}" fill="none" stroke="${IRON}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${pack}" fill="none" stroke="#9aa3af" stroke-width="3" transform="translate(0 -5)"/>` +
    eye(110) +
    eye(590) +
    `<rect x="316" y="376" width="12" height="160" rx="5" fill="${M(c)}"/><rect x="372" y="376" width="12" height="160" rx="5" fill="${M(c)}"/>` +
    `<rect x="296" y="368" width="108" height="22" rx="5" fill="${A(c)}"/><rect x="290" y="512" width="120" height="18" rx="4" fill="${D(c)}"/>` +
    `<rect x="308" y="530" width="28" height="14" fill="${STEEL}"/><rect x="364" y="530" width="28" height="14" fill="${STEEL}"/>`
  );
}

function liftKit(c: Ctx): string {
  return (
    `<g transform="translate(-20 115) scale(.72)">${coilSpring(c)}</g>` +
    `<g transform="translate(200 45) scale(.78)">${shock(c)}</g>` +
    `<g transform="translate(330 470) scale(.34)">${bushes(c)}</g>`
  );
}

function bushes(c: Ctx): string {
  const bush = (cx: number, cy: number, r: number, len: number): string => {
    const x = cx - len / 2;
    const e = r * 0.45;
    return (
      `<rect x="${x}" y="${cy - r}" width="${len}" height="${2 * r}" fill="${AV(c)}"/>` +
      `<ellipse cx="${x}" cy="${cy}" rx="${n(e)}" ry="${r}" fill="${c.dark}"/>` +
      `<ellipse cx="${x + len}" cy="${cy}" rx="${n(e * 1.15)}" ry="${n(r * 1.25)}" fill="${c.light}"/>` +
      `<ellipse cx="${x + len}" cy="${cy}" rx="${n(e * 0.5)}" ry="${n(r * 0.5)}" fill="${STEEL}"/>` +
      `<ellipse cx="${x + len}" cy="${cy}" rx="${n(e * 0.3)}" ry="${n(r * 0.3)}" fill="${INK}"/>`
    );
  };
  return (
    bush(300, 270, 90, 180) +
    bush(470, 470, 70, 130) +
    bush(220, 500, 55, 100) +
    `<rect x="360" y="140" width="150" height="40" rx="6" fill="${MV(c)}"/><ellipse cx="510" cy="160" rx="10" ry="20" fill="${STEEL_DARK}"/>`
  );
}

function steeringDamper(c: Ctx): string {
  const eye = (x: number): string =>
    `<circle cx="${x}" cy="350" r="30" fill="${M(c)}"/><circle cx="${x}" cy="350" r="16" fill="${INK}"/><circle cx="${x}" cy="350" r="7" fill="${STEEL_LIGHT}"/>`;
  return (
    `<g transform="rotate(-14 350 350)">` +
    `<rect x="440" y="340" width="150" height="20" fill="${MV(c)}"/>` +
    `<rect x="140" y="320" width="300" height="60" rx="14" fill="${AV(c)}"/>` +
    `<rect x="430" y="326" width="22" height="48" rx="4" fill="${DV(c)}"/>` +
    `<rect x="200" y="320" width="8" height="60" fill="${c.dark}"/><rect x="250" y="334" width="120" height="32" rx="4" fill="${INK}" opacity=".8"/>` +
    eye(112) +
    eye(610) +
    `<path d="M585 400h50v26h-50z" fill="${D(c)}"/><path d="M610 380v20" stroke="${STEEL}" stroke-width="10"/>` +
    `</g>`
  );
}

function tieRod(c: Ctx): string {
  const end = (x: number, dir: number): string =>
    `<rect x="${dir > 0 ? x : x - 70}" y="330" width="70" height="40" rx="6" fill="${MV(c)}"/>` +
    `<circle cx="${x - dir * 40}" cy="350" r="40" fill="${D(c)}"/>` +
    `<path d="M${x - dir * 40 - 16} 380h32l-6 62h-20z" fill="${M(c)}"/>` +
    `<rect x="${x - dir * 40 - 20}" y="440" width="40" height="22" rx="3" fill="${IRON}"/>` +
    `<rect x="${dir > 0 ? x + 20 : x - 60}" y="322" width="40" height="56" rx="5" fill="${A(c)}"/>`;
  return (
    `<g transform="rotate(-8 350 350)">` +
    `<rect x="170" y="336" width="360" height="28" rx="4" fill="${MV(c)}"/>` +
    `<path d="M200 350H500" stroke="${STEEL_DARK}" stroke-width="2" stroke-dasharray="3 5"/>` +
    end(170, 1) +
    end(530, -1) +
    `</g>`
  );
}

function clutchKit(c: Ctx): string {
  return (
    `<circle cx="290" cy="300" r="195" fill="${M(c)}"/>` +
    dots(290, 300, 172, 6, 22, IRON) +
    `<circle cx="290" cy="300" r="150" fill="${IRON}"/>` +
    `<circle cx="290" cy="300" r="85" fill="none" stroke="${STEEL_LIGHT}" stroke-width="100" stroke-dasharray="21 8.7"/>` +
    `<circle cx="290" cy="300" r="38" fill="${INK}"/>` +
    `<circle cx="450" cy="450" r="160" fill="#57534e"/>` +
    `<circle cx="450" cy="450" r="158" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
    dots(450, 450, 130, 24, 8, "#d6d3d1") +
    `<circle cx="450" cy="450" r="100" fill="${M(c)}"/>` +
    dots(450, 450, 66, 6, 26, c.accent) +
    `<circle cx="450" cy="450" r="40" fill="${D(c)}"/><circle cx="450" cy="450" r="17" fill="${INK}"/>` +
    `<circle cx="150" cy="560" r="52" fill="${M(c)}"/><circle cx="150" cy="560" r="26" fill="${INK}"/>`
  );
}

function flywheel(c: Ctx): string {
  return (
    `<circle cx="350" cy="350" r="250" fill="none" stroke="${IRON}" stroke-width="20" stroke-dasharray="6.5 6.5"/>` +
    `<circle cx="350" cy="350" r="241" fill="${M(c)}"/>` +
    `<circle cx="350" cy="350" r="205" fill="#e5e7eb"/>` +
    `<circle cx="350" cy="350" r="205" fill="none" stroke="${c.accent}" stroke-width="5"/>` +
    dots(350, 350, 222, 6, 16, IRON) +
    `<circle cx="350" cy="350" r="120" fill="${STEEL}"/>` +
    dots(350, 350, 82, 8, 20, INK) +
    dots(350, 350, 100, 3, 12, c.accent, 20) +
    `<circle cx="350" cy="350" r="42" fill="${INK}"/>`
  );
}

function fuelFilter(c: Ctx): string {
  return (
    `<rect x="255" y="105" width="190" height="30" rx="4" fill="${D(c)}"/>` +
    `<rect x="185" y="165" width="70" height="30" rx="6" fill="${MV(c)}"/><rect x="445" y="165" width="70" height="30" rx="6" fill="${MV(c)}"/>` +
    `<rect x="240" y="135" width="220" height="95" rx="16" fill="${M(c)}"/>` +
    `<circle cx="350" cy="135" r="30" fill="${BLACK}"/>` +
    `<rect x="270" y="228" width="160" height="225" rx="10" fill="${A(c)}"/>` +
    `<rect x="270" y="250" width="160" height="10" fill="${c.dark}"/><rect x="290" y="300" width="120" height="90" rx="6" fill="#fff" opacity=".85"/>` +
    `<rect x="310" y="320" width="80" height="8" fill="${c.accent}"/><rect x="310" y="340" width="60" height="6" fill="${STEEL}"/>` +
    `<rect x="285" y="450" width="130" height="95" rx="28" fill="#bfdbfe" opacity=".8"/>` +
    `<rect x="285" y="505" width="130" height="40" rx="20" fill="#f59e0b" opacity=".6"/>` +
    `<rect x="336" y="545" width="28" height="26" rx="4" fill="${D(c)}"/><path d="M364 560c60 0 60 50 110 40" fill="none" stroke="${INK}" stroke-width="6"/>`
  );
}

function fuelPump(c: Ctx): string {
  return (
    `<path d="M260 160c-60 0-80 60-60 110" fill="none" stroke="#dc2626" stroke-width="8"/><path d="M270 170c-50 10-55 60-45 100" fill="none" stroke="${INK}" stroke-width="8"/>` +
    `<rect x="360" y="110" width="24" height="80" rx="4" fill="${M(c)}"/><rect x="354" y="130" width="36" height="10" fill="${STEEL_DARK}"/>` +
    `<rect x="255" y="145" width="60" height="40" rx="5" fill="${c.accent}"/>` +
    `<rect x="298" y="200" width="104" height="270" rx="16" fill="${M(c)}"/>` +
    `<rect x="288" y="178" width="124" height="42" rx="9" fill="${D(c)}"/>` +
    `<rect x="298" y="300" width="104" height="14" fill="${c.accent}"/><rect x="298" y="420" width="104" height="10" fill="${STEEL_DARK}"/>` +
    `<path d="M265 470h170c20 0 30 20 25 45l-10 40c-5 20-20 25-40 25H290c-20 0-35-5-40-25l-10-40c-5-25 5-45 25-45z" fill="#e5e7eb"/>` +
    `<path d="M260 495h180M255 520h190M262 545h176M300 475v100M350 475v105M400 475v100" stroke="${STEEL}" stroke-width="2"/>`
  );
}

function fuelTank(c: Ctx): string {
  return (
    `<path d="M130 290l50-70h420l-50 70z" fill="#d9dde2"/>` +
    `<path d="M550 290l50-70v180l-50 70z" fill="${STEEL_DARK}"/>` +
    `<rect x="110" y="290" width="440" height="180" rx="14" fill="${MV(c)}"/>` +
    `<path d="M130 340h400M130 420h400" stroke="${STEEL_DARK}" stroke-width="3"/>` +
    `<path d="M230 290h34l50-70h-34zM430 290h34l50-70h-34z" fill="${IRON}"/><rect x="230" y="290" width="34" height="180" fill="${D(c)}"/><rect x="430" y="290" width="34" height="180" fill="${D(c)}"/>` +
    `<ellipse cx="370" cy="255" rx="40" ry="14" fill="${c.accent}"/>` +
    `<rect x="160" y="190" width="50" height="60" fill="${M(c)}"/><ellipse cx="185" cy="250" rx="25" ry="10" fill="${STEEL}"/><ellipse cx="185" cy="188" rx="32" ry="13" fill="${c.accent}"/><ellipse cx="185" cy="184" rx="24" ry="8" fill="${c.light}"/>`
  );
}

function jerryCan(c: Ctx): string {
  return (
    `<path d="M480 190l50-25v370l-50 25z" fill="${c.dark}"/>` +
    `<path d="M250 120Q250 108 262 108H418Q430 108 430 120V195H250ZM274 132V172H326V132ZM354 132V172H406V132Z" fill="${c.dark}" fill-rule="evenodd"/>` +
    `<rect x="220" y="185" width="260" height="375" rx="18" fill="${A(c)}"/>` +
    `<rect x="240" y="205" width="220" height="335" rx="12" fill="none" stroke="${c.dark}" stroke-width="6"/>` +
    `<path d="M262 240L438 505M438 240L262 505" stroke="${c.dark}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M262 236L438 501M438 236L262 501" stroke="${c.light}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="430" y="120" width="55" height="70" rx="10" fill="${D(c)}"/><path d="M440 130l60-20" stroke="${STEEL}" stroke-width="12" stroke-linecap="round"/>`
  );
}

function airFilter(c: Ctx): string {
  return (
    `<rect x="200" y="180" width="300" height="330" fill="#b9a77d"/>` +
    `<path d="M200 345H500" stroke="#efe6cf" stroke-width="330" stroke-dasharray="9 6"/>` +
    `<rect x="200" y="180" width="300" height="330" fill="url(#${c.p}s)"/>` +
    `<path d="M200 505a150 40 0 0 0 300 0v20a150 40 0 0 1-300 0z" fill="${c.dark}"/>` +
    `<rect x="200" y="490" width="300" height="22" fill="${A(c)}"/>` +
    `<ellipse cx="350" cy="180" rx="150" ry="40" fill="${c.accent}"/>` +
    `<ellipse cx="350" cy="180" rx="120" ry="30" fill="${c.light}"/>` +
    `<ellipse cx="350" cy="180" rx="72" ry="18" fill="${INK}"/>` +
    `<rect x="200" y="196" width="300" height="14" fill="${A(c)}"/>`
  );
}

function snorkel(c: Ctx): string {
  const d = "M250 630Q250 520 330 480L375 455Q400 440 400 405V210Q400 150 460 150H480";
  return (
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="74" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${IRON}" stroke-width="16" transform="translate(-16 4)" stroke-linejoin="round"/>` +
    `<rect x="455" y="100" width="150" height="100" rx="26" fill="${D(c)}"/>` +
    `<path d="M590 120v60" stroke="${STEEL_DARK}" stroke-width="40" stroke-dasharray="6 6"/>` +
    `<rect x="455" y="100" width="20" height="100" fill="${c.accent}"/>` +
    `<rect x="360" y="300" width="80" height="22" rx="4" fill="${A(c)}"/><rect x="360" y="380" width="80" height="22" rx="4" fill="${A(c)}"/>` +
    `<rect x="205" y="600" width="90" height="30" rx="6" fill="${M(c)}"/>`
  );
}

function oilFilter(c: Ctx): string {
  return (
    `<rect x="235" y="505" width="230" height="32" rx="8" fill="${M(c)}"/><rect x="248" y="536" width="204" height="12" rx="6" fill="${INK}"/>` +
    `<rect x="245" y="205" width="210" height="310" rx="16" fill="${A(c)}"/>` +
    `<ellipse cx="350" cy="210" rx="105" ry="28" fill="${c.light}"/>` +
    `<path d="M245 250H455" stroke="${c.dark}" stroke-width="46" stroke-dasharray="5 9"/>` +
    `<rect x="258" y="320" width="184" height="110" rx="8" fill="#fff" opacity=".9"/>` +
    `<rect x="278" y="340" width="110" height="14" fill="${c.accent}"/><rect x="278" y="366" width="140" height="8" fill="${STEEL}"/><rect x="278" y="386" width="90" height="8" fill="${STEEL}"/>`
  );
}

function brakePad(c: Ctx): string {
  const pad = (dx: number, dy: number): string =>
    `<g transform="translate(${dx} ${dy})">` +
    `<circle cx="${n(350 + 275 * Math.cos(-2.4))}" cy="${n(640 + 275 * Math.sin(-2.4))}" r="26" fill="${STEEL}"/><circle cx="${n(350 + 275 * Math.cos(-0.74))}" cy="${n(640 + 275 * Math.sin(-0.74))}" r="26" fill="${STEEL}"/>` +
    dots(350, 640, 275, 1, 14, INK, -137.5) +
    dots(350, 640, 275, 1, 14, INK, -42.5) +
    `<path d="${arcBand(350, 640, 212, 338, -132, -48)}" fill="${M(c)}"/>` +
    `<path d="${arcBand(350, 640, 226, 322, -124, -56)}" fill="#3f3f46"/>` +
    `<path d="M350 318V414" stroke="${STEEL}" stroke-width="10"/>` +
    `<path d="${arcBand(350, 640, 322, 332, -118, -62)}" fill="${c.accent}"/>` +
    `</g>`;
  return pad(-40, -130) + pad(30, 20);
}

function brakeRotor(c: Ctx): string {
  return (
    `<circle cx="350" cy="350" r="245" fill="${STEEL}"/>` +
    `<circle cx="350" cy="350" r="236" fill="#c9cdd3"/>` +
    dots(350, 350, 222, 20, 14, IRON) +
    dots(350, 350, 192, 20, 14, IRON, 6) +
    dots(350, 350, 162, 20, 14, IRON, 12) +
    `<circle cx="350" cy="350" r="140" fill="${IRON}"/>` +
    `<circle cx="350" cy="350" r="140" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
    `<circle cx="350" cy="350" r="118" fill="${BLACK}"/>` +
    dots(350, 350, 88, 6, 26, "#0b0f19") +
    `<circle cx="350" cy="350" r="48" fill="#0b0f19"/>`
  );
}

function caliper(c: Ctx): string {
  return (
    `<circle cx="300" cy="390" r="240" fill="#c9cdd3"/>` +
    dots(300, 390, 200, 18, 12, IRON) +
    `<circle cx="300" cy="390" r="130" fill="${IRON}"/>` +
    dots(300, 390, 82, 6, 24, INK) +
    `<circle cx="300" cy="390" r="42" fill="${INK}"/>` +
    `<path d="${arcBand(300, 390, 160, 275, -80, 10)}" fill="${A(c)}" stroke="${c.accent}" stroke-width="24" stroke-linejoin="round"/>` +
    `<path d="${arcBand(300, 390, 195, 240, -66, -4)}" fill="${c.dark}"/>` +
    `<path d="${arcBand(300, 390, 250, 262, -74, 4)}" fill="${c.light}" opacity=".6"/>` +
    `<circle cx="265" cy="125" r="14" fill="${M(c)}"/><circle cx="565" cy="435" r="14" fill="${M(c)}"/>` +
    `<rect x="450" y="140" width="16" height="34" rx="4" fill="${STEEL}" transform="rotate(40 458 157)"/>`
  );
}

function lightBar(c: Ctx): string {
  const single = c.rng() > 0.5;
  const rows = single ? [350] : [336, 366];
  const size = single ? 40 : 26;
  return (
    `<rect x="30" y="330" width="40" height="50" rx="6" fill="${M(c)}"/><rect x="630" y="330" width="40" height="50" rx="6" fill="${M(c)}"/>` +
    `<path d="M50 380v60M650 380v60" stroke="${IRON}" stroke-width="14"/><rect x="20" y="436" width="60" height="14" rx="4" fill="${BLACK}"/><rect x="620" y="436" width="60" height="14" rx="4" fill="${BLACK}"/>` +
    `<path d="M80 298H620" stroke="${BLACK}" stroke-width="14" stroke-dasharray="6 6"/>` +
    `<rect x="60" y="300" width="580" height="100" rx="22" fill="${DV(c)}"/>` +
    `<rect x="60" y="300" width="580" height="6" rx="3" fill="${c.accent}"/>` +
    `<rect x="78" y="${single ? 322 : 314}" width="544" height="${single ? 56 : 72}" rx="10" fill="#0f172a"/>` +
    rows
      .map(
        (y) =>
          `<path d="M${100} ${y}H605" stroke="${G(c)}" stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${size + 6}"/>` +
          `<path d="M${100} ${y}H605" stroke="#fef9c3" stroke-width="${size / 3}" stroke-linecap="round" stroke-dasharray="0 ${size + 6}"/>`,
      )
      .join("")
  );
}

function drivingLight(c: Ctx): string {
  return (
    `<path d="M170 330Q170 520 350 520Q530 520 530 330" fill="none" stroke="${M(c)}" stroke-width="20"/>` +
    `<rect x="330" y="515" width="40" height="50" fill="${M(c)}"/><rect x="275" y="560" width="150" height="22" rx="8" fill="${D(c)}"/>` +
    `<circle cx="350" cy="320" r="195" fill="${D(c)}"/>` +
    `<circle cx="350" cy="320" r="176" fill="none" stroke="${c.accent}" stroke-width="18"/>` +
    `<circle cx="350" cy="320" r="160" fill="${G(c)}"/>` +
    `<circle cx="350" cy="320" r="120" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><circle cx="350" cy="320" r="80" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
    `<circle cx="350" cy="320" r="34" fill="${IRON}"/><circle cx="350" cy="320" r="16" fill="#fef9c3"/>` +
    `<circle cx="170" cy="330" r="14" fill="${STEEL_DARK}"/><circle cx="530" cy="330" r="14" fill="${STEEL_DARK}"/>`
  );
}

function headlight(c: Ctx): string {
  const shape = "M120 270Q130 200 220 192L560 205Q615 212 600 285L572 420Q558 472 490 472L172 452Q118 446 118 392Z";
  const projector = (x: number, r: number): string =>
    `<circle cx="${x}" cy="330" r="${r}" fill="${STEEL}"/><circle cx="${x}" cy="330" r="${r - 12}" fill="${G(c)}"/><circle cx="${x}" cy="330" r="${n(r / 3)}" fill="#fff"/>`;
  return (
    `<path d="${shape}" fill="${BLACK}"/>` +
    `<path d="M150 230Q350 190 590 235" fill="none" stroke="${c.accent}" stroke-width="6"/>` +
    projector(255, 74) +
    projector(430, 62) +
    `<path d="M175 425Q350 455 545 400" fill="none" stroke="#f8fafc" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="525" y="255" width="52" height="36" rx="8" fill="#f59e0b"/>` +
    `<path d="${shape}" fill="#fff" opacity=".12"/>`
  );
}

function winch(c: Ctx): string {
  return (
    `<rect x="200" y="418" width="330" height="18" rx="4" fill="${D(c)}"/>` +
    `<rect x="105" y="262" width="135" height="160" rx="22" fill="${DV(c)}"/>` +
    `<path d="M130 280V404" stroke="${IRON}" stroke-width="40" stroke-dasharray="4 8"/>` +
    `<rect x="236" y="285" width="236" height="112" fill="${c.accent}"/>` +
    `<path d="M236 341H472" stroke="${c.dark}" stroke-width="112" stroke-dasharray="4 8"/>` +
    `<rect x="236" y="285" width="236" height="112" fill="url(#${c.p}t)"/>` +
    `<rect x="226" y="250" width="16" height="184" rx="4" fill="${M(c)}"/><rect x="466" y="250" width="16" height="184" rx="4" fill="${M(c)}"/>` +
    `<rect x="236" y="252" width="240" height="12" rx="5" fill="${M(c)}"/>` +
    `<rect x="482" y="255" width="110" height="172" rx="18" fill="${DV(c)}"/>` +
    `<path d="M535 255l30-40" stroke="${c.accent}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M370 397L400 492" stroke="${c.accent}" stroke-width="12"/>` +
    `<rect x="290" y="470" width="200" height="62" rx="28" fill="${M(c)}"/><rect x="320" y="490" width="140" height="20" rx="10" fill="${INK}"/>` +
    `<path d="M400 500L420 560" stroke="${c.accent}" stroke-width="12"/><rect x="406" y="548" width="30" height="26" rx="6" fill="${c.dark}"/>` +
    `<path d="M421 574v40a32 32 0 0 0 64 0v-16" fill="none" stroke="${STEEL_DARK}" stroke-width="18" stroke-linecap="round"/>`
  );
}

function recoveryStrap(c: Ctx): string {
  const tail = "M420 470Q500 540 560 525";
  return (
    `<circle cx="340" cy="372" r="170" fill="${c.dark}"/>` +
    `<rect x="300" y="190" width="40" height="340" fill="${c.dark}"/>` +
    `<circle cx="300" cy="360" r="170" fill="${c.accent}"/>` +
    `<circle cx="300" cy="360" r="150" fill="none" stroke="${c.dark}" stroke-width="3"/><circle cx="300" cy="360" r="128" fill="none" stroke="${c.dark}" stroke-width="3"/><circle cx="300" cy="360" r="106" fill="none" stroke="${c.dark}" stroke-width="3"/><circle cx="300" cy="360" r="84" fill="none" stroke="${c.dark}" stroke-width="3"/>` +
    `<circle cx="300" cy="360" r="60" fill="${c.light}"/><circle cx="300" cy="360" r="40" fill="${INK}"/>` +
    `<path d="${tail}" fill="none" stroke="${c.accent}" stroke-width="46"/>` +
    `<path d="${tail}" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 6"/>` +
    `<ellipse cx="600" cy="520" rx="56" ry="40" fill="none" stroke="${c.accent}" stroke-width="26"/>` +
    `<rect x="540" y="490" width="50" height="64" rx="8" fill="${INK}"/>`
  );
}

function shackle(c: Ctx): string {
  const bow = "M270 470L255 290A95 115 0 0 1 445 290L430 470";
  return (
    `<ellipse cx="535" cy="200" rx="80" ry="36" fill="none" stroke="${c.light}" stroke-width="18" transform="rotate(-30 535 200)"/>` +
    `<circle cx="592" cy="168" r="20" fill="${c.dark}"/>` +
    `<path d="${bow}" fill="none" stroke="${c.dark}" stroke-width="46"/>` +
    `<path d="${bow}" fill="none" stroke="${c.accent}" stroke-width="34"/>` +
    `<path d="${bow}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="8" transform="translate(-6 -4)"/>` +
    `<circle cx="270" cy="490" r="38" fill="${c.accent}"/><circle cx="430" cy="490" r="38" fill="${c.accent}"/>` +
    `<rect x="210" y="476" width="300" height="28" rx="6" fill="${MV(c)}"/>` +
    `<path d="M490 478v24M500 478v24M480 478v24" stroke="${STEEL_DARK}" stroke-width="3"/>` +
    `<circle cx="205" cy="490" r="30" fill="${M(c)}"/><circle cx="205" cy="490" r="11" fill="${INK}"/>`
  );
}

function recoveryBoard(c: Ctx): string {
  const board = (dx: number, dy: number, fill: string, cleat: string): string =>
    `<g transform="translate(${dx} ${dy}) rotate(-24 350 350)">` +
    `<rect x="90" y="285" width="520" height="150" rx="34" fill="${fill}"/>` +
    `<path d="M150 310H550M150 340H550M150 370H550M150 400H550" stroke="${cleat}" stroke-width="14" stroke-dasharray="12 12"/>` +
    `<rect x="108" y="315" width="20" height="90" rx="10" fill="${INK}" opacity=".75"/><rect x="572" y="315" width="20" height="90" rx="10" fill="${INK}" opacity=".75"/>` +
    `</g>`;
  return board(40, 70, c.dark, INK) + board(-20, -20, c.accent, c.dark);
}

function jack(c: Ctx): string {
  return (
    `<rect x="262" y="585" width="176" height="24" rx="6" fill="${D(c)}"/>` +
    `<rect x="330" y="90" width="40" height="500" fill="${AV(c)}"/>` +
    `<path d="M350 110V575" stroke="${INK}" stroke-width="12" stroke-dasharray="12 14"/>` +
    `<rect x="318" y="76" width="64" height="22" rx="5" fill="${D(c)}"/>` +
    `<path d="M375 345L560 160" stroke="${M(c)}" stroke-width="18" stroke-linecap="round"/><path d="M525 195L565 155" stroke="${BLACK}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="298" y="320" width="104" height="130" rx="12" fill="${M(c)}"/>` +
    `<rect x="400" y="395" width="95" height="28" rx="5" fill="${MV(c)}"/><rect x="480" y="380" width="20" height="43" rx="4" fill="${STEEL_DARK}"/>` +
    `<circle cx="325" cy="345" r="8" fill="${INK}"/><circle cx="325" cy="425" r="8" fill="${INK}"/>`
  );
}

function bullBar(c: Ctx): string {
  const tube = "#374151";
  return (
    `<path d="M200 338L230 200Q240 170 275 170H425Q460 170 470 200L500 338" fill="none" stroke="${tube}" stroke-width="26" stroke-linejoin="round"/>` +
    `<path d="M300 338L308 190M400 338L392 190" stroke="${tube}" stroke-width="20"/>` +
    `<path d="M104 420L72 330M596 420L628 330" stroke="${tube}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M90 360L160 330H540L610 360L600 470L470 505H230L100 470Z" fill="${DV(c)}"/>` +
    `<path d="M160 334H540" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>` +
    `<rect x="275" y="365" width="150" height="70" rx="12" fill="#0b0f19"/><rect x="300" y="388" width="100" height="24" rx="12" fill="${M(c)}"/>` +
    `<circle cx="170" cy="425" r="28" fill="${G(c)}"/><circle cx="530" cy="425" r="28" fill="${G(c)}"/>` +
    `<path d="M230 500v30h36v-30M434 500v30h36v-30" fill="${c.accent}"/><circle cx="248" cy="518" r="7" fill="${INK}"/><circle cx="452" cy="518" r="7" fill="${INK}"/>` +
    `<rect x="120" y="365" width="80" height="10" rx="3" fill="${c.accent}"/><rect x="500" y="365" width="80" height="10" rx="3" fill="${c.accent}"/>`
  );
}

function sideStep(c: Ctx): string {
  return (
    `<path d="M220 410L250 500L330 480M390 370L420 460L500 440M540 330L570 420L650 400" fill="none" stroke="${BLACK}" stroke-width="18" stroke-linejoin="round"/>` +
    `<path d="M70 360L545 250L635 280L160 395Z" fill="${STEEL_LIGHT}"/>` +
    `<path d="M160 395L635 280V308L160 425Z" fill="${STEEL_DARK}"/>` +
    `<path d="M120 362L570 258M140 372L590 268M160 382L610 278" stroke="${STEEL}" stroke-width="5" stroke-dasharray="10 8"/>` +
    `<path d="M115 352L575 246M175 386L620 282" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M85 320L540 212Q575 205 600 225" fill="none" stroke="${M(c)}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M70 360L160 395V425L70 388Z" fill="${BLACK}"/>`
  );
}

function roofRack(c: Ctx): string {
  const a: [number, number] = [110, 380];
  const b: [number, number] = [390, 470];
  const cc: [number, number] = [600, 330];
  const d: [number, number] = [320, 250];
  let slats = "";
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    slats += `M${n(a[0] + t * (d[0] - a[0]))} ${n(a[1] + t * (d[1] - a[1]))}L${n(b[0] + t * (cc[0] - b[0]))} ${n(b[1] + t * (cc[1] - b[1]))}`;
  }
  const feet = [a, b, cc, d].map(([x, y]) => `<rect x="${x - 12}" y="${y}" width="24" height="50" rx="4" fill="${c.accent}"/>`).join("");
  return (
    feet +
    `<path d="${slats}" stroke="${STEEL_DARK}" stroke-width="12"/>` +
    `<path d="${slats}" stroke="${STEEL_LIGHT}" stroke-width="3" transform="translate(0 -4)"/>` +
    `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${cc[0]} ${cc[1]}L${d[0]} ${d[1]}Z" fill="none" stroke="${BLACK}" stroke-width="18" stroke-linejoin="round"/>` +
    `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}l0 26L${a[0]} ${a[1] + 26}Z" fill="${IRON}"/>`
  );
}

function canopy(c: Ctx): string {
  return (
    `<path d="M140 250L300 195H590L430 250Z" fill="#e5e7eb"/>` +
    `<path d="M430 250L590 195V440L430 505Z" fill="${STEEL}"/>` +
    `<rect x="140" y="250" width="290" height="255" fill="${MV(c)}"/>` +
    `<path d="M180 240L330 190M300 240L450 190" stroke="${BLACK}" stroke-width="8"/>` +
    `<rect x="165" y="275" width="240" height="120" rx="10" fill="${G(c)}"/><rect x="165" y="275" width="240" height="120" rx="10" fill="${INK}" opacity=".55"/>` +
    `<path d="M448 262L572 220V330L448 375Z" fill="${INK}" opacity=".7"/>` +
    `<rect x="260" y="420" width="50" height="14" rx="5" fill="${c.accent}"/><path d="M495 385l40-13" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M120 505H440L610 445V480L440 545H120Z" fill="${BLACK}"/>` +
    `<circle cx="520" cy="530" r="58" fill="${INK}"/><circle cx="520" cy="530" r="28" fill="${STEEL}"/>`
  );
}

function gearbox(c: Ctx): string {
  return (
    `<path d="M360 255L380 130" stroke="${BLACK}" stroke-width="14"/><circle cx="382" cy="120" r="26" fill="${c.accent}"/>` +
    `<path d="M110 190Q95 350 110 510L245 440V260Z" fill="${M(c)}"/>` +
    `<path d="M118 210V490" stroke="${STEEL_DARK}" stroke-width="12" stroke-linecap="round" stroke-dasharray="0 40"/>` +
    `<rect x="240" y="255" width="235" height="190" rx="22" fill="${MV(c)}"/>` +
    `<path d="M280 262V438M320 262V438M420 262V438" stroke="${STEEL_DARK}" stroke-width="5"/>` +
    `<path d="M330 255l10-30h40l10 30z" fill="${BLACK}"/>` +
    `<rect x="470" y="300" width="95" height="100" rx="14" fill="${MV(c)}"/>` +
    `<rect x="560" y="305" width="34" height="90" rx="6" fill="${D(c)}"/><rect x="594" y="330" width="30" height="40" fill="${STEEL_DARK}"/>`
  );
}

function cvJoint(c: Ctx): string {
  const boot = (x0: number, x1: number, r0: number, r1: number): string => {
    const steps = 6;
    let top = "";
    let bottom = "";
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const r = r0 + ((r1 - r0) * i) / steps + (i % 2 ? -8 : 4);
      top += `${i ? "L" : "M"}${n(x)} ${n(350 - r)}`;
      bottom = `L${n(x)} ${n(350 + r)}` + bottom;
    }
    return `<path d="${top}${bottom}Z" fill="${BLACK}"/><path d="${top}" fill="none" stroke="${IRON}" stroke-width="4"/>`;
  };
  return (
    `<rect x="60" y="333" width="55" height="34" fill="${MV(c)}"/><path d="M66 350H112" stroke="${STEEL_DARK}" stroke-width="30" stroke-dasharray="3 4"/>` +
    `<circle cx="160" cy="350" r="62" fill="${M(c)}"/>` +
    `<rect x="280" y="340" width="140" height="20" fill="${MV(c)}"/>` +
    boot(200, 290, 50, 16) +
    boot(495, 410, 52, 16) +
    `<rect x="196" y="296" width="12" height="108" rx="3" fill="${c.accent}"/><rect x="282" y="330" width="10" height="40" rx="3" fill="${c.accent}"/>` +
    `<rect x="408" y="330" width="10" height="40" rx="3" fill="${c.accent}"/><rect x="490" y="294" width="12" height="112" rx="3" fill="${c.accent}"/>` +
    `<rect x="500" y="292" width="90" height="116" rx="22" fill="${MV(c)}"/><rect x="590" y="335" width="45" height="30" fill="${STEEL_DARK}"/>`
  );
}

function diff(c: Ctx): string {
  return (
    `<rect x="50" y="326" width="600" height="48" fill="${MV(c)}"/>` +
    `<rect x="42" y="300" width="22" height="100" rx="5" fill="${D(c)}"/><rect x="636" y="300" width="22" height="100" rx="5" fill="${D(c)}"/>` +
    `<rect x="140" y="306" width="50" height="20" fill="${IRON}"/><rect x="510" y="306" width="50" height="20" fill="${IRON}"/>` +
    `<circle cx="350" cy="350" r="155" fill="${IRON}"/>` +
    `<circle cx="350" cy="345" r="130" fill="${A(c)}"/>` +
    dots(350, 345, 140, 12, 12, STEEL_LIGHT) +
    `<path d="M280 250Q350 230 420 250M260 300H440M255 350H445M262 400H438" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="350" cy="440" r="16" fill="${M(c)}"/>` +
    `<path d="M470 250c40-30 90-30 120 0" fill="none" stroke="#2563eb" stroke-width="6"/>`
  );
}

function battery(c: Ctx): string {
  return (
    `<path d="M170 270L250 210H570L490 270Z" fill="${IRON}"/>` +
    `<path d="M490 270L570 210V460L490 520Z" fill="${INK}"/>` +
    `<rect x="170" y="270" width="320" height="250" rx="8" fill="${D(c)}"/>` +
    `<rect x="170" y="320" width="320" height="90" fill="${A(c)}"/>` +
    `<rect x="190" y="340" width="90" height="12" fill="#fff" opacity=".8"/><rect x="190" y="362" width="140" height="8" fill="#fff" opacity=".55"/>` +
    `<path d="M300 232Q370 180 440 228" fill="none" stroke="${BLACK}" stroke-width="10"/>` +
    `<rect x="242" y="212" width="36" height="28" fill="#dc2626"/><ellipse cx="260" cy="212" rx="18" ry="8" fill="#f87171"/>` +
    `<rect x="462" y="206" width="36" height="26" fill="${BLACK}"/><ellipse cx="480" cy="206" rx="18" ry="8" fill="${STEEL}"/>`
  );
}

function wiring(c: Ctx): string {
  return (
    `<path d="M300 370C300 480 150 440 160 560" fill="none" stroke="#dc2626" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M350 370C350 500 300 480 330 600" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M400 370C420 470 560 430 540 560" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="120" y="548" width="80" height="54" rx="6" fill="${STEEL_DARK}"/><rect x="134" y="560" width="52" height="30" rx="4" fill="#dc2626"/>` +
    `<circle cx="330" cy="610" r="20" fill="${M(c)}"/><circle cx="330" cy="610" r="8" fill="${INK}"/>` +
    `<rect x="505" y="555" width="70" height="44" rx="8" fill="${D(c)}"/><path d="M540 560l22-40" stroke="${STEEL}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="240" y="210" width="220" height="165" rx="16" fill="${D(c)}"/>` +
    `<rect x="260" y="235" width="180" height="26" rx="4" fill="${c.accent}"/>` +
    `<path d="M275 300H425" stroke="#f59e0b" stroke-width="34" stroke-dasharray="16 14"/><path d="M275 300H425" stroke="#2563eb" stroke-width="34" stroke-dasharray="16 44" stroke-dashoffset="-30"/>` +
    `<rect x="262" y="330" width="176" height="22" rx="4" fill="${IRON}"/>`
  );
}

function compressor(c: Ctx): string {
  return (
    `<path d="M525 225C620 200 650 330 595 385C545 435 625 475 650 440" fill="none" stroke="${INK}" stroke-width="12"/>` +
    `<rect x="125" y="470" width="445" height="30" rx="8" fill="${D(c)}"/>` +
    `<rect x="150" y="300" width="220" height="165" rx="16" fill="${AV(c)}"/>` +
    `<path d="M190 300V465" stroke="${c.dark}" stroke-width="60" stroke-dasharray="4 8" opacity=".6"/>` +
    `<ellipse cx="152" cy="382" rx="26" ry="82" fill="${D(c)}"/>` +
    `<path d="M458 245V455" stroke="${STEEL}" stroke-width="120" stroke-dasharray="10 6"/>` +
    `<rect x="420" y="245" width="76" height="210" fill="${IRON}" opacity=".35"/>` +
    `<rect x="386" y="208" width="144" height="34" rx="9" fill="${D(c)}"/>` +
    `<circle cx="565" cy="190" r="44" fill="${STEEL}"/><circle cx="565" cy="190" r="34" fill="#fff"/>` +
    `<path d="M565 190l18-20" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function exhaustPipe(c: Ctx): string {
  return (
    `<path d="M60 440Q150 440 180 390L232 350" fill="none" stroke="${STEEL_DARK}" stroke-width="44"/>` +
    `<path d="M60 440Q150 440 180 390L232 350" fill="none" stroke="${STEEL_LIGHT}" stroke-width="12" transform="translate(0 -8)"/>` +
    `<path d="M470 350H555Q600 350 610 300" fill="none" stroke="${STEEL_DARK}" stroke-width="40"/>` +
    `<path d="M470 350H555Q600 350 610 300" fill="none" stroke="${STEEL_LIGHT}" stroke-width="10" transform="translate(0 -8)"/>` +
    `<rect x="225" y="272" width="260" height="150" rx="70" fill="${MV(c)}"/>` +
    `<path d="M270 274V420M440 274V420" stroke="${STEEL_DARK}" stroke-width="6"/>` +
    `<ellipse cx="608" cy="286" rx="30" ry="16" fill="${c.accent}"/><ellipse cx="608" cy="286" rx="20" ry="10" fill="${INK}"/>` +
    `<path d="M355 272V220" stroke="${STEEL_DARK}" stroke-width="8"/><circle cx="355" cy="212" r="16" fill="${BLACK}"/>`
  );
}

function wheel(c: Ctx): string {
  const spokes = [5, 6, 8][Math.floor(c.rng() * 3)] ?? 6;
  const black = c.rng() > 0.5;
  let spokePaths = "";
  for (let i = 0; i < spokes; i++) {
    const a = (i * 2 * Math.PI) / spokes - Math.PI / 2;
    const p = (r: number, w: number): string => {
      const x = 350 + r * Math.cos(a) - w * Math.sin(a);
      const y = 350 + r * Math.sin(a) + w * Math.cos(a);
      return `${n(x)} ${n(y)}`;
    };
    spokePaths += `M${p(70, -22)}L${p(218, -40)}L${p(218, 40)}L${p(70, 22)}Z`;
  }
  return (
    `<circle cx="350" cy="350" r="250" fill="${M(c)}"/>` +
    `<circle cx="350" cy="350" r="230" fill="${IRON}"/>` +
    `<circle cx="350" cy="350" r="218" fill="#374151"/>` +
    `<circle cx="350" cy="350" r="205" fill="none" stroke="${c.accent}" stroke-width="5"/>` +
    `<path d="${spokePaths}" fill="${black ? BLACK : STEEL_LIGHT}"/>` +
    `<path d="${spokePaths}" fill="none" stroke="${black ? IRON : STEEL}" stroke-width="4"/>` +
    `<circle cx="350" cy="350" r="95" fill="${black ? BLACK : STEEL}"/>` +
    dots(350, 350, 74, 6, 18, STEEL_LIGHT) +
    `<circle cx="350" cy="350" r="44" fill="${INK}"/><circle cx="350" cy="350" r="30" fill="${c.accent}"/>`
  );
}

function tyre(c: Ctx): string {
  return (
    `<clipPath id="${c.p}c"><ellipse cx="420" cy="350" rx="170" ry="245"/><rect x="300" y="105" width="120" height="490"/></clipPath>` +
    `<ellipse cx="420" cy="350" rx="170" ry="245" fill="${INK}"/><rect x="300" y="105" width="120" height="490" fill="${INK}"/>` +
    `<g clip-path="url(#${c.p}c)"><path d="M500 100V600" stroke="#374151" stroke-width="260" stroke-dasharray="26 16"/><path d="M500 120V600" stroke="${INK}" stroke-width="30" stroke-dasharray="20 22"/></g>` +
    `<ellipse cx="300" cy="350" rx="170" ry="245" fill="#27272a"/>` +
    `<ellipse cx="300" cy="350" rx="150" ry="220" fill="none" stroke="#3f3f46" stroke-width="22" stroke-dasharray="20 18"/>` +
    `<ellipse cx="300" cy="350" rx="100" ry="145" fill="${A(c)}"/>` +
    `<ellipse cx="300" cy="350" rx="78" ry="115" fill="${c.dark}"/>` +
    `<ellipse cx="300" cy="350" rx="44" ry="64" fill="${M(c)}"/><ellipse cx="300" cy="350" rx="16" ry="24" fill="${INK}"/>`
  );
}

function seatCover(c: Ctx): string {
  return (
    `<path d="M320 170v-30M400 170v-30" stroke="${STEEL}" stroke-width="10"/>` +
    `<rect x="295" y="80" width="130" height="80" rx="32" fill="${c.dark}"/>` +
    `<path d="M230 195Q360 165 490 195L470 440H250Z" fill="${A(c)}"/>` +
    `<path d="M230 195L250 440H290L285 190ZM490 195L470 440H430L435 190Z" fill="${c.dark}"/>` +
    `<path d="M300 230V420M420 230V420M300 300H420M300 360H420" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<path d="M205 440H515Q545 520 505 545H215Q175 520 205 440Z" fill="${c.dark}"/>` +
    `<path d="M250 460H470Q485 500 465 520H255Q235 500 250 460Z" fill="${c.accent}"/>` +
    `<rect x="230" y="545" width="260" height="26" rx="6" fill="${INK}"/>`
  );
}

function floorMat(c: Ctx): string {
  let grooves = "";
  for (let i = 0; i < 6; i++) {
    const y = 260 + i * 48;
    const inset = 30 - i * 10;
    grooves += `M${205 - i * 14 + inset} ${y}H${495 + i * 14 - inset}`;
  }
  return (
    `<path d="M180 200H470L520 240L600 560H100Z" fill="${BLACK}" stroke="#374151" stroke-width="16" stroke-linejoin="round"/>` +
    `<path d="${grooves}" stroke="#0b0f19" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="${grooves}" stroke="${IRON}" stroke-width="3" stroke-linecap="round" transform="translate(0 6)"/>` +
    `<rect x="380" y="440" width="130" height="80" rx="12" fill="none" stroke="${c.accent}" stroke-width="6"/>`
  );
}

function drawer(c: Ctx): string {
  return (
    `<path d="M110 300L170 240H650L590 300Z" fill="#6b7280"/>` +
    `<path d="M590 300L650 240V440L590 500Z" fill="${BLACK}"/>` +
    `<rect x="110" y="300" width="480" height="200" fill="#374151"/>` +
    `<path d="M110 300H590V500M110 300L170 240H650" fill="none" stroke="${STEEL_LIGHT}" stroke-width="6"/>` +
    `<rect x="130" y="320" width="210" height="160" rx="6" fill="${IRON}"/>` +
    `<rect x="360" y="320" width="210" height="160" rx="6" fill="#0b0f19"/>` +
    `<path d="M360 320L320 360V520L360 480Z" fill="${STEEL}"/><path d="M570 320L530 360V520L570 480Z" fill="${STEEL}"/>` +
    `<rect x="320" y="360" width="210" height="160" rx="6" fill="${IRON}"/>` +
    `<rect x="205" y="340" width="60" height="14" rx="7" fill="${c.accent}"/><rect x="395" y="380" width="60" height="14" rx="7" fill="${c.accent}"/>`
  );
}

function fridge(c: Ctx): string {
  return (
    `<path d="M530 260L590 200V440L530 500Z" fill="${STEEL_DARK}"/>` +
    `<rect x="170" y="260" width="360" height="240" rx="16" fill="${MV(c)}"/>` +
    `<path d="M170 262L230 200H590L530 262Z" fill="#374151"/>` +
    `<rect x="164" y="250" width="372" height="28" rx="8" fill="${D(c)}"/>` +
    `<path d="M550 260l20-20v120l-20 20z" fill="${c.accent}"/>` +
    `<rect x="200" y="300" width="120" height="56" rx="8" fill="${BLACK}"/><rect x="212" y="312" width="64" height="32" rx="3" fill="#67e8f9"/><circle cx="298" cy="328" r="9" fill="${c.accent}"/>` +
    `<path d="M380 400H500" stroke="${STEEL_DARK}" stroke-width="60" stroke-dasharray="6 6" transform="rotate(90 440 400)"/>` +
    `<rect x="166" y="470" width="40" height="34" rx="6" fill="${c.accent}"/><rect x="494" y="470" width="40" height="34" rx="6" fill="${c.accent}"/>`
  );
}

function gasket(c: Ctx): string {
  const hole = (x: number, y: number, r: number): string => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  let holes = "";
  const bores = [170, 290, 410, 530];
  for (const x of bores) holes += hole(x, 340, 52);
  for (const x of [110, 230, 350, 470, 590]) holes += hole(x, 258, 10) + hole(x, 422, 10);
  return (
    `<g transform="rotate(-6 350 350)">` +
    `<path d="M110 232H590Q620 232 620 262V420Q620 450 590 450H110Q80 450 80 420V262Q80 232 110 232Z${holes}" fill="#c7cbd1" fill-rule="evenodd"/>` +
    bores.map((x) => `<circle cx="${x}" cy="340" r="57" fill="none" stroke="${STEEL_DARK}" stroke-width="9"/>`).join("") +
    bores.map((x) => `<circle cx="${x}" cy="340" r="68" fill="none" stroke="${c.accent}" stroke-width="4"/>`).join("") +
    `<path d="M80 450h540v10H80z" fill="${STEEL}"/>` +
    `</g>`
  );
}

function radiator(c: Ctx): string {
  return (
    `<rect x="100" y="170" width="24" height="360" rx="4" fill="${D(c)}"/><rect x="576" y="170" width="24" height="360" rx="4" fill="${D(c)}"/>` +
    `<rect x="150" y="200" width="400" height="300" fill="${STEEL}"/>` +
    `<path d="M150 350H550" stroke="${STEEL_DARK}" stroke-width="300" stroke-dasharray="2 3"/>` +
    `<path d="M350 200V500" stroke="${STEEL_LIGHT}" stroke-width="400" stroke-dasharray="4 14"/>` +
    `<rect x="135" y="160" width="430" height="46" rx="10" fill="${MV(c)}"/><rect x="135" y="494" width="430" height="46" rx="10" fill="${MV(c)}"/>` +
    `<rect x="470" y="120" width="44" height="44" fill="${M(c)}"/><ellipse cx="492" cy="118" rx="32" ry="12" fill="${c.accent}"/>` +
    `<rect x="80" y="176" width="60" height="30" rx="6" fill="${MV(c)}"/><rect x="560" y="506" width="60" height="30" rx="6" fill="${MV(c)}"/>`
  );
}

function belt(c: Ctx): string {
  const pulleys: [number, number, number][] = [
    [240, 220, 50],
    [470, 250, 64],
    [540, 420, 36],
    [340, 500, 92],
  ];
  const d = beltPath(pulleys);
  const pulley = ([x, y, r]: [number, number, number], i: number): string =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 2 ? c.accent : M(c)}"/><circle cx="${x}" cy="${y}" r="${n(r * 0.7)}" fill="none" stroke="${STEEL_DARK}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${n(r * 0.25)}" fill="${IRON}"/>`;
  return (
    pulleys.map(pulley).join("") +
    `<path d="M540 420L600 520" stroke="${IRON}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${INK}" stroke-width="26" stroke-dasharray="6 5"/>` +
    `<path d="${d}" fill="none" stroke="${BLACK}" stroke-width="18"/>` +
    `<path d="${d}" fill="none" stroke="${IRON}" stroke-width="3"/>`
  );
}

function hose(c: Ctx): string {
  const d = "M120 480C150 300 330 300 380 330C440 370 560 360 580 200";
  return (
    `<path d="${d}" fill="none" stroke="${c.dark}" stroke-width="74"/>` +
    `<path d="${d}" fill="none" stroke="${c.accent}" stroke-width="56"/>` +
    `<path d="${d}" fill="none" stroke="${c.light}" stroke-width="12" transform="translate(-10 -12)"/>` +
    `<rect x="76" y="446" width="88" height="20" rx="4" fill="${M(c)}" transform="rotate(10 120 456)"/>` +
    `<rect x="532" y="222" width="92" height="20" rx="4" fill="${M(c)}" transform="rotate(-6 578 232)"/>` +
    `<ellipse cx="580" cy="198" rx="38" ry="11" fill="${c.dark}"/><ellipse cx="580" cy="198" rx="24" ry="6" fill="${INK}"/>`
  );
}

function tShirt(c: Ctx): string {
  const body = "M290 140L205 170L110 265L170 330L212 292L210 580Q350 594 490 580L488 292L530 330L590 265L495 170L410 140Q350 192 290 140Z";
  // A chest print on some, a left-chest logo on the others.
  const print = c.rng() > 0.5;
  return (
    `<path d="${body}" fill="${A(c)}"/>` +
    `<path d="M290 140Q350 192 410 140Q350 160 290 140Z" fill="${c.dark}"/><rect x="337" y="152" width="26" height="9" fill="#fff" opacity=".8"/>` +
    `<path d="M290 140Q350 192 410 140" fill="none" stroke="${c.dark}" stroke-width="12"/>` +
    `<path d="M110 265L170 330M590 265L530 330" stroke="${c.dark}" stroke-width="14"/>` +
    `<path d="M123 252L183 317M577 252L517 317M212 562Q350 576 488 562" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<path d="M212 292L216 560M488 292L484 560" stroke="${c.dark}" stroke-opacity=".35" stroke-width="4"/>` +
    (print
      ? `<circle cx="350" cy="330" r="72" fill="${c.light}"/><path d="M292 362L332 300L354 330L376 310L408 362Z" fill="${c.dark}"/><circle cx="384" cy="292" r="11" fill="${c.dark}"/>`
      : `<rect x="392" y="232" width="52" height="30" rx="4" fill="${c.light}"/><path d="M402 254L414 240L422 248L428 242L436 254Z" fill="${c.dark}"/>`)
  );
}

function jacket(c: Ctx): string {
  const hood = c.rng() > 0.5;
  return (
    (hood
      ? `<path d="M282 160Q262 62 350 56Q438 62 418 160Z" fill="${c.dark}"/><path d="M306 150Q296 92 350 88Q404 92 394 150Z" fill="${INK}" opacity=".55"/>`
      : "") +
    `<path d="M220 165L160 190Q125 205 122 250L100 535H168L205 300Z" fill="${c.accent}"/>` +
    `<path d="M480 165L540 190Q575 205 578 250L600 535H532L495 300Z" fill="${c.accent}"/>` +
    `<rect x="98" y="522" width="72" height="28" rx="6" fill="${c.dark}"/><rect x="530" y="522" width="72" height="28" rx="6" fill="${c.dark}"/>` +
    `<path d="M220 165L300 140H400L480 165L495 300L500 575H200L205 300Z" fill="${AV(c)}"/>` +
    `<path d="M220 165L300 140H400L480 165L487 228Q350 250 213 228Z" fill="${c.dark}" opacity=".55"/>` +
    `<path d="M292 102Q350 90 408 102L402 152Q350 168 298 152Z" fill="${c.dark}"/>` +
    `<rect x="200" y="560" width="300" height="20" rx="4" fill="${c.dark}"/><path d="M216 578V592M484 578V592" stroke="${INK}" stroke-width="3"/><rect x="209" y="588" width="14" height="16" rx="4" fill="${INK}"/><rect x="477" y="588" width="14" height="16" rx="4" fill="${INK}"/>` +
    `<path d="M350 104V578" stroke="${INK}" stroke-width="7"/><path d="M350 104V578" stroke="${STEEL}" stroke-width="12" stroke-dasharray="2 4" opacity=".7"/>` +
    `<rect x="341" y="168" width="18" height="34" rx="4" fill="${M(c)}"/>` +
    `<path d="M388 268L458 256M242 420L268 505M458 420L432 505" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="450" y="250" width="10" height="22" rx="3" fill="${M(c)}"/>` +
    `<rect x="244" y="262" width="48" height="18" rx="3" fill="${c.light}"/>` +
    `<path d="M122 250L205 300M578 250L495 300" stroke="${c.dark}" stroke-width="3" opacity=".6"/>`
  );
}

function cap(c: Ctx): string {
  const crown = "M175 425C160 280 240 205 360 200C470 196 535 270 530 415Z";
  const round = c.rng() > 0.5;
  return (
    `<clipPath id="${c.p}c"><path d="${crown}"/></clipPath>` +
    `<path d="${crown}" fill="${c.light}"/>` +
    `<g clip-path="url(#${c.p}c)"><path d="M170 310H530" stroke="${c.dark}" stroke-width="240" stroke-dasharray="4 8"/><path d="M350 190V430" stroke="${c.dark}" stroke-width="380" stroke-dasharray="4 8"/></g>` +
    `<path d="M360 200C470 196 535 270 530 415L400 422C408 330 392 250 360 200Z" fill="${A(c)}"/>` +
    `<ellipse cx="362" cy="201" rx="18" ry="8" fill="${c.accent}"/>` +
    `<path d="M175 425Q350 440 530 415" fill="none" stroke="${c.dark}" stroke-width="12"/>` +
    `<rect x="162" y="372" width="26" height="46" rx="5" fill="${INK}"/><path d="M175 382V410" stroke="${STEEL}" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 10"/>` +
    `<path d="M420 455Q560 470 650 440Q610 482 430 472Z" fill="${c.dark}"/>` +
    `<path d="M400 420Q520 388 650 440Q560 470 420 455Z" fill="${c.accent}"/>` +
    `<path d="M428 440Q530 414 628 442" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2" stroke-dasharray="6 5"/>` +
    (round
      ? `<circle cx="462" cy="315" r="38" fill="${c.light}"/><path d="M434 330L456 296L468 312L478 302L492 330Z" fill="${c.dark}"/>`
      : `<rect x="422" y="288" width="82" height="50" rx="10" fill="${c.light}"/><path d="M436 326L456 300L468 314L478 304L492 326Z" fill="${c.dark}"/>`)
  );
}

function generic(c: Ctx): string {
  const box = "#d6b98c";
  return (
    `<path d="M170 300L250 240H550L470 300Z" fill="#e3c9a0"/>` +
    `<path d="M470 300L550 240V480L470 540Z" fill="#b99a6b"/>` +
    `<rect x="170" y="300" width="300" height="240" fill="${box}"/>` +
    `<path d="M300 300L380 240H420L340 300Z" fill="${c.accent}" opacity=".85"/><rect x="300" y="300" width="40" height="60" fill="${c.accent}" opacity=".85"/>` +
    `<circle cx="320" cy="440" r="62" fill="none" stroke="${BLACK}" stroke-width="18" stroke-dasharray="13 11"/>` +
    `<circle cx="320" cy="440" r="54" fill="${BLACK}"/><circle cx="320" cy="440" r="20" fill="${box}"/>`
  );
}

const DRAWINGS: Record<PartDrawing, (c: Ctx) => string> = {
  shock,
  "coil-spring": coilSpring,
  "leaf-spring": leafSpring,
  "lift-kit": liftKit,
  bush: bushes,
  "steering-damper": steeringDamper,
  "tie-rod": tieRod,
  "clutch-kit": clutchKit,
  flywheel,
  "fuel-filter": fuelFilter,
  "fuel-pump": fuelPump,
  "fuel-tank": fuelTank,
  "jerry-can": jerryCan,
  "air-filter": airFilter,
  snorkel,
  "oil-filter": oilFilter,
  "brake-pad": brakePad,
  "brake-rotor": brakeRotor,
  caliper,
  "light-bar": lightBar,
  "driving-light": drivingLight,
  headlight,
  winch,
  "recovery-strap": recoveryStrap,
  shackle,
  "recovery-board": recoveryBoard,
  jack,
  "bull-bar": bullBar,
  "side-step": sideStep,
  "roof-rack": roofRack,
  canopy,
  gearbox,
  "cv-joint": cvJoint,
  diff,
  battery,
  wiring,
  compressor,
  exhaust: exhaustPipe,
  wheel,
  tyre,
  "seat-cover": seatCover,
  "floor-mat": floorMat,
  drawer,
  fridge,
  gasket,
  radiator,
  belt,
  hose,
  "t-shirt": tShirt,
  jacket,
  cap,
  generic,
};

/** Where the detail view (view 2) zooms in, per drawing; the default is near the centre. */
export const FOCUS: Partial<Record<PartDrawing, [number, number]>> = {
  shock: [350, 180],
  "coil-spring": [300, 260],
  "leaf-spring": [350, 430],
  "lift-kit": [260, 300],
  "steering-damper": [560, 300],
  "tie-rod": [520, 390],
  "clutch-kit": [420, 430],
  flywheel: [470, 230],
  "fuel-filter": [350, 200],
  "fuel-pump": [340, 200],
  "jerry-can": [380, 200],
  "air-filter": [350, 220],
  snorkel: [510, 170],
  "brake-pad": [380, 420],
  "brake-rotor": [420, 280],
  caliper: [470, 230],
  "light-bar": [200, 350],
  "driving-light": [350, 320],
  headlight: [280, 330],
  winch: [380, 460],
  "recovery-strap": [540, 500],
  shackle: [300, 420],
  jack: [360, 380],
  "bull-bar": [350, 300],
  "side-step": [360, 320],
  diff: [350, 340],
  battery: [300, 260],
  wiring: [350, 300],
  compressor: [520, 240],
  exhaust: [560, 320],
  wheel: [350, 300],
  tyre: [440, 300],
  "seat-cover": [360, 300],
  fridge: [260, 320],
  gasket: [260, 330],
  radiator: [480, 200],
  belt: [450, 300],
  hose: [560, 240],
  "t-shirt": [350, 230],
  jacket: [350, 200],
  cap: [460, 330],
};

/** The shading overlay for cylinders drawn flat (air filter pleats, winch rope). */
function overlays(c: Ctx, used: string): string {
  let out = "";
  if (used.includes(`#${c.p}s)`)) {
    out += `<linearGradient id="${c.p}s"><stop offset="0" stop-opacity=".45"/><stop offset=".35" stop-opacity="0"/><stop offset=".7" stop-opacity="0"/><stop offset="1" stop-opacity=".5"/></linearGradient>`;
  }
  if (used.includes(`#${c.p}t)`)) {
    out += `<linearGradient id="${c.p}t" x2="0" y2="1"><stop offset="0" stop-opacity=".4"/><stop offset=".35" stop-color="#fff" stop-opacity=".25"/><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".5"/></linearGradient>`;
  }
  return out;
}

export function context(prefix: string, accent: string, seed: number): Ctx {
  const a = safeHex(accent, "#f97316");
  return {
    p: prefix,
    accent: a,
    dark: mix(a, "#000000", 0.42),
    light: mix(a, "#ffffff", 0.45),
    rng: mulberry32(seed),
  };
}

/** The part drawing and the <defs> it needs (gradients plus the part as a group with id `${p}p`). */
export function partDefs(drawing: PartDrawing, c: Ctx): string {
  const draw = DRAWINGS[drawing] ?? generic;
  const body = draw(c);
  return `${gradients(c, body)}${overlays(c, body)}<g id="${c.p}p" stroke="rgba(17,24,39,.2)" stroke-width="2">${body}</g>`;
}

export function shortId(...parts: (string | number)[]): string {
  return `i${hashString(parts.join("|")).toString(36).slice(0, 5)}`;
}
