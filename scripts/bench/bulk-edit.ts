// A bulk edit at trade scale (a bench, not a timed test): on DATABASE_URL (a PostgreSQL catalogue
// grown with `npm run seed -- --parts 1000000`), 10% off every part of one brand, rounded to .95,
// then its undo, through the bulk edits service as the job runs it. Prints the parts, the seconds
// each took, and whether the undo gave back every price (a checksum of the brand's prices, their
// variants' too, before the run and after the undo).
//
//   DATABASE_URL=postgres://... node scripts/bench/bulk-edit.ts [brand-slug]
import { sql } from "drizzle-orm";

import { openDatabase, rowsOf } from "../../src/db/client.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { createBulkEditsService } from "../../src/server/modules/catalog/index.ts";

const url = process.env.DATABASE_URL;
if (!url?.startsWith("postgres")) {
  console.error("DATABASE_URL must name a PostgreSQL database grown with `npm run seed -- --parts 1000000`");
  process.exit(2);
}
// A batch of 5,000 rows and its triggers take seconds: the shop's 15-second statement limit holds.
const handle = await openDatabase({ url, poolMax: 4 });
await migrateDatabase(handle.kind, handle.db);
const db = handle.db;
const slug = process.argv[2];
const [brand] = await rowsOf<{ id: number; slug: string; parts: number }>(
  db,
  slug
    ? sql`select b.id, b.slug, count(p.id)::int as parts from brands b join products p on p.brand_id = b.id where b.slug = ${slug} group by b.id`
    : sql`select b.id, b.slug, count(p.id)::int as parts from brands b join products p on p.brand_id = b.id group by b.id order by parts desc limit 1`,
);
if (!brand) throw new Error(`no brand ${slug ?? ""}`);
const ids = (await rowsOf<{ id: number }>(db, sql`select id from products where brand_id = ${brand.id} and status <> 'deleted'`)).map(
  (row) => row.id,
);
const bulk = createBulkEditsService(db);
const actor = { id: null, email: "bench" };
const before = await bulk.bulkPriceChecksum(ids);
const [all] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from products`);
console.log(`${brand.slug}: ${brand.parts.toLocaleString("en")} parts of ${all!.count.toLocaleString("en")}`);
let started = performance.now();
const run = await bulk.startBulkEdit(actor, {
  change: { kind: "price-percent", percent: -10, ending: "95" },
  target: { kind: "filter", filter: { brand: brand.id } },
});
const applied = (performance.now() - started) / 1000;
const done = await bulk.bulkEdit(run.id);
const changed = (await bulk.bulkPriceChecksum(ids)) !== before;
started = performance.now();
await bulk.undoBulkEdit(actor, run.id);
const undone = (performance.now() - started) / 1000;
const after = await bulk.bulkPriceChecksum(ids);
console.log(
  JSON.stringify({
    parts: done.done,
    total: done.total,
    state: done.state,
    applySeconds: Number(applied.toFixed(1)),
    undoSeconds: Number(undone.toFixed(1)),
    pricesChanged: changed,
    checksumRestored: after === before,
  }),
);
await handle.close();
