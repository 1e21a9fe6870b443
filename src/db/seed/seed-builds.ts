// Turns the seed's customers' builds (data/builds.ts) into what seed.ts writes: each build's
// vehicle, the catalogue's products for the parts its owner lists, and its drawn photos. Pure and
// deterministic, like the catalogue generator; only the owners' password hashes are random, on purpose.
import { randomBytes } from "node:crypto";

import type { BuildPhoto } from "../../domain/builds.ts";
import { BUILD_PHOTO_HEIGHT, BUILD_PHOTO_WIDTH, buildPhotoSvg, type Gear, type VehicleLook } from "./build-drawings.ts";
import { generationKey, type SeedCatalogue } from "./catalogue-generator.ts";
import { type BuildDef, builds } from "./data/builds.ts";
import { departments } from "./data/catalogue.ts";
import type { CategoryDef } from "./data/types.ts";
import type { SeedImage } from "./seed-images.ts";
import { hashString } from "./svg-kit.ts";

export interface PlannedBuild {
  def: BuildDef;
  /** The SeedVehicle's key (make|model|year|engine code). */
  vehicleKey: string;
  /** Indexes into the catalogue's products, in the owner's order. */
  productIndexes: number[];
  photos: BuildPhoto[];
}

export function buildPhotoUrl(key: string, position: number): string {
  return `/media/seed/build/${key}/${position}.svg`;
}

/** The gear a part shows on a side view of the vehicle. */
const GEAR_OF_PART: Record<string, Gear> = {
  "complete-lift-kit": "lift",
  "body-lift-kit": "lift",
  "raised-coil-springs": "lift",
  "progressive-coil-springs": "lift",
  "coil-spring-spacer": "lift",
  "raised-leaf-spring-pack": "lift",
  "mud-terrain-tyre": "mud-tyres",
  "platform-roof-rack": "roof-rack",
  "roof-rack-crossbars": "roof-rack",
  "rack-mounting-brackets": "roof-rack",
  "rooftop-tent": "roof-tent",
  "side-awning": "awning",
  "snorkel-kit": "snorkel",
  "snorkel-ram-head": "snorkel",
  "steel-bull-bar": "bull-bar",
  "alloy-bull-bar": "bull-bar",
  "nudge-bar": "nudge-bar",
  "electric-winch": "winch",
  "led-driving-lights": "driving-lights",
  "double-row-light-bar": "light-bar",
  "slim-single-row-light-bar": "light-bar",
  "rock-sliders": "rock-sliders",
  "rear-bar-wheel-carrier": "rear-wheel-carrier",
  "spare-wheel-carrier": "rear-wheel-carrier",
  "steel-jerry-can": "jerry-cans",
  "jerry-can-holder": "jerry-cans",
  "water-jerry-can": "jerry-cans",
  "recovery-boards": "recovery-boards",
  "aluminium-canopy": "canopy",
};

/** How a build's photos draw its vehicle: its body and paint, and the gear on it. */
export function lookOf(def: BuildDef): VehicleLook {
  const gear = new Set<Gear>(def.look.alsoFitted ?? []);
  for (const part of def.parts) {
    const shown = GEAR_OF_PART[part.type];
    if (shown) gear.add(shown);
  }
  return { body: def.look.body, colour: def.look.colour, gear: [...gear] };
}

/** Each build's photos as stored: one size each (an SVG scales), at the drawing's own size. */
function photosOf(def: BuildDef): BuildPhoto[] {
  return def.photos.map((_, i) => ({
    id: `seed-${def.key}-${i + 1}`,
    width: BUILD_PHOTO_WIDTH,
    height: BUILD_PHOTO_HEIGHT,
    sizes: [{ width: BUILD_PHOTO_WIDTH, url: buildPhotoUrl(def.key, i + 1) }],
  }));
}

/** Every build photo, drawn, at the path its build points to. */
export function drawBuildPhotos(list: readonly BuildDef[] = builds): SeedImage[] {
  return list.flatMap((def) => {
    const look = lookOf(def);
    return def.photos.map((scene, i) => ({
      path: buildPhotoUrl(def.key, i + 1),
      svg: buildPhotoSvg(look, scene, hashString(`${def.key}:${i + 1}`)),
    }));
  });
}

/** Part type key -> its part-number prefix (unique across the catalogue, data/types.ts). */
function partPrefixes(): Map<string, string> {
  const prefixes = new Map<string, string>();
  const visit = (category: CategoryDef) => {
    for (const type of category.partTypes ?? []) prefixes.set(type.key, type.partPrefix);
    category.children?.forEach(visit);
  };
  departments.forEach(visit);
  return prefixes;
}

/**
 * The builds with their vehicles and products found in the catalogue. A part is the first product
 * of its type (and variation, when given) made for the build's generation (the one its title names;
 * one that also fits a sibling generation would read as a part for another vehicle) or universal.
 * A part the catalogue has none of is left out, and so is a build whose vehicle it lacks: the data
 * test checks that the seed's own catalogue has them all.
 */
export function planSeedBuilds(catalogue: SeedCatalogue, list: readonly BuildDef[] = builds): PlannedBuild[] {
  const prefixes = partPrefixes();
  const vehicleKeys = new Set(catalogue.vehicles.map((v) => v.key));
  const planned: PlannedBuild[] = [];
  for (const def of list) {
    const { make, model, year, engineCode } = def.vehicle;
    const vehicleKey = `${make}|${model}|${year}|${engineCode}`;
    if (!vehicleKeys.has(vehicleKey)) continue;
    const generation = generationKey({ make, model });
    const productIndexes: number[] = [];
    for (const pick of def.parts) {
      const prefix = prefixes.get(pick.type);
      if (!prefix) continue;
      const index = catalogue.products.findIndex(
        (p, i) =>
          p.partNumber.startsWith(`${prefix}-`) &&
          (p.universal || p.fitsGenerations[0] === generation) &&
          (!pick.variation || p.title.en.includes(pick.variation)) &&
          !productIndexes.includes(i),
      );
      if (index >= 0) productIndexes.push(index);
    }
    planned.push({ def, vehicleKey, productIndexes, photos: photosOf(def) });
  }
  return planned;
}

/**
 * The password hash of a seeded customer: a well-formed argon2id hash (the shop's own parameters,
 * accounts/passwords.ts) whose salt and 32-byte digest are fresh random bytes. No password was ever
 * hashed into it, so signing in would need an argon2 preimage of a random digest; and a sign-in
 * attempt still runs the full argon2 check, as for any account, so it takes as long as one.
 */
export function unusablePasswordHash(): string {
  const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
  return `$argon2id$v=19$m=19456,t=2,p=1$${b64(randomBytes(16))}$${b64(randomBytes(32))}`;
}
