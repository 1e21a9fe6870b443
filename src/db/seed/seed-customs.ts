// What customs ask of each seeded part when a parcel leaves Australia: its country of origin (its
// brand's) and its tariff code, the six digits of the Harmonized System that every country's own
// tariff starts from, by the category the part is in (a category not named here takes its parent's).
import { sql } from "drizzle-orm";

import type { Executor } from "../client.ts";

/** HS 2022 subheadings of the seed's categories. */
export const HS_CODES: Record<string, string> = {
  clutches: "870893",
  flywheels: "848350",
  "fuel-filters": "842123",
  "fuel-pumps": "841330",
  "long-range-tanks": "870899",
  "jerry-cans": "731010",
  steering: "870894",
  suspension: "870880",
  "bull-bars": "870810",
  "rear-bars": "870810",
  "body-parts": "870829",
  "gearboxes-and-transfer-cases": "870840",
  "differentials-and-lockers": "870850",
  "cv-joints-and-driveshafts": "870850",
  "transmission-cooling": "870891",
  "air-filters": "842131",
  "cabin-filters": "842139",
  brakes: "870830",
  lighting: "851220",
  "light-mounts-and-wiring": "854430",
  winches: "842539",
  "snatch-straps-and-ropes": "630790",
  "shackles-and-recovery-points": "731590",
  "recovery-boards": "392690",
  jacks: "842549",
  "oil-filters": "842123",
  "gaskets-and-seals": "848410",
  "engine-cooling": "870891",
  "belts-and-pulleys": "401032",
  "catch-cans-and-breathers": "840991",
  batteries: "850710",
  "dual-battery-systems": "850440",
  "air-compressors": "841480",
  "wiring-and-switches": "854430",
  exhaust: "870892",
  wheels: "870870",
  "wheel-accessories": "870870",
  tyres: "401120",
  "tyre-repair-and-pressure": "401290",
  "seat-covers": "940190",
  "floor-mats-and-liners": "401691",
  "consoles-and-organisers": "870829",
  "drawer-systems": "870829",
  fridges: "841829",
  "awnings-and-tents": "630622",
  "water-and-storage": "392390",
  clothing: "610910",
};

export async function seedCustoms(tx: Executor): Promise<void> {
  await tx.execute(
    sql`update products p set country_of_origin = b.country from brands b where b.id = p.brand_id and b.country ~ '^[A-Z]{2}$'`,
  );
  const codes = sql.join(
    Object.entries(HS_CODES).map(([slug, code]) => sql`(${slug}, ${code})`),
    sql`, `,
  );
  // A part's own category's code, else its parent's.
  await tx.execute(sql`with codes(slug, code) as (values ${codes})
    update products p set hs_code = coalesce(own.code, parent.code)
    from categories c
    left join codes own on own.slug = c.slug
    left join categories up on up.id = c.parent_id
    left join codes parent on parent.slug = up.slug
    where c.id = p.category_id and coalesce(own.code, parent.code) is not null`);
}
