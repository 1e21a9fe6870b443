import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openProcessDatabase, type ProcessDatabase } from "../../../../tests/helpers/process-database.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../../db/client.ts";

// A process killed with SIGKILL in the middle of an import's merge leaves the catalogue exactly as
// it was: the import is one transaction, and PostgreSQL rolls back a transaction whose connection
// went. The command line runs as its own process, on its own copy of the test database.

let target: ProcessDatabase;
let database: DatabaseHandle;
let dir: string;

/** An order-independent checksum of the tables an import writes. */
async function checksum(): Promise<string> {
  const tables = [
    "products",
    "product_variants",
    "product_options",
    "product_images",
    "product_specs",
    "product_codes",
    "fitment",
    "fitment_notes",
    "stock_movements",
    "vehicle_listings",
    "audit_log",
  ];
  const sums: string[] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ n: string; h: string }>(
      database.db,
      sql.raw(`select count(*) as n, coalesce(sum(hashtextextended(t::text, 0)), 0) as h from ${table} t`),
    );
    sums.push(`${table}:${row!.n}:${row!.h}`);
  }
  return sums.join(" ");
}

beforeAll(async () => {
  target = await openProcessDatabase();
  database = await openDatabase({ url: target.env.DATABASE_URL!, poolMax: 2 });
  dir = mkdtempSync(path.join(tmpdir(), "overland-kill-"));
});

afterAll(async () => {
  await database?.close();
  await target?.remove();
  rmSync(dir, { recursive: true, force: true });
});

describe("an import killed half way", () => {
  it("leaves the catalogue byte for byte as it was (kill -9 of the command line during the merge)", async () => {
    const [brand] = await rowsOf<{ slug: string }>(database.db, sql`select slug from brands order by id limit 1`);
    const [category] = await rowsOf<{ slug: string }>(database.db, sql`select slug from categories order by id limit 1`);
    const lines = ["slug,sku,part_number,title_en,description_en,brand,category,status,price,units,specs"];
    for (let i = 0; i < 20_000; i++) {
      lines.push(
        `killed-part-${i},KILL-${i},KP-${i},Killed part ${i},Text,${brand!.slug},${category!.slug},show,${10 + (i % 90)}.00,${i % 9},"Size: ${i}"`,
      );
    }
    const file = path.join(dir, "products.csv");
    writeFileSync(file, lines.join("\n"));
    const before = await checksum();

    const child = spawn(process.execPath, ["scripts/catalog.ts", "import", file], {
      env: { ...process.env, ...target.env, LOG_LEVEL: "silent", DATA_DIR: dir },
      stdio: "ignore",
    });
    // Killed when its merge is writing the parts (the statement is seen running in pg_stat_activity).
    let merging = false;
    const watch = setInterval(() => {
      void rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active'
          and query like '%insert into products (slug, sku%'`,
      ).then(([row]) => {
        if (!merging && row!.n > 0) {
          merging = true;
          child.kill("SIGKILL");
        }
      });
    }, 20);
    const [code, signal] = (await once(child, "exit")) as [number | null, string | null];
    clearInterval(watch);
    expect({ code, signal, merging }).toEqual({ code: null, signal: "SIGKILL", merging: true });
    // PostgreSQL notices the lost connection and rolls the transaction back.
    for (;;) {
      const [row] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%insert into products (slug, sku%' and pid <> pg_backend_pid()`,
      );
      if (row!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await checksum()).toBe(before);
    const [imported] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products where slug like 'killed-part-%'`,
    );
    expect(imported!.n).toBe(0);
  }, 180_000);
});
