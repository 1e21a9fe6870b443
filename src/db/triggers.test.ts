import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../tests/helpers/test-database.ts";
import { visibleProductColumns } from "../domain/part-fields.ts";
import { type DatabaseHandle, rowsOf } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";

// triggers.md lists every trigger and function of the migrated database, and which migration
// states each function's live version: an applied migration is never edited, so a function
// stated again later is told there, not in the older file.

const DOCUMENT = fileURLToPath(new URL("./triggers.md", import.meta.url));
const TRIGGER_COLUMNS = ["trigger", "fires", "function", "maintains", "decision", "function stated in"];
const FUNCTION_COLUMNS = ["function", "arguments", "does", "decision", "stated in", "replaces"];
/** From this migration on, one that states a function again names, in its text, the migration it replaces. */
const FIRST_TO_NAME_WHAT_IT_REPLACES = 31;

/**
 * Columns of products the change trigger does not compare, each with why. Every other column is
 * one a shopper sees and is named in catalogue_products_changed; a new column is in neither list
 * until someone decides.
 */
const UNSEEN_PRODUCT_COLUMNS: Record<string, string> = {
  id: "pairs a part's old and new rows",
  stock: "told apart: across its band (stock_band) as the part, within it as the part's own count (`u12`)",
  reserved: "as stock: a part's available units are stock less reserved",
  sales_count: "moves with every sale; telling it would forget every listing on every sale",
  updated_at: "the back office's, moves with every save",
  version: "the editor's, moves with every save",
  publish_at: "the back office's: the publishing clock shows the part by its status, which is told",
  cost_cents: "staff's own: what the shop pays, never shown",
  gtin: "staff's and the feeds': the storefront does not show it",
  freight: "shipping's: read when a cart is priced, shown by no kept page",
};

interface Listed {
  /** `table.trigger: fires runs function`, one per trigger. */
  triggers: string[];
  /** `name(arguments)`, one per function. */
  functions: string[];
  /** `function: stated in <tag>, replaces <tags>` and `table.trigger: stated in <tag>`. */
  statements: { functions: string[]; triggers: string[] };
  /** Every link's target, relative to this folder. */
  links: string[];
}

const cellsOf = (line: string) =>
  line
    .trim()
    .slice(1, -1)
    .split("|")
    .map((cell) => cell.trim());
const codeOf = (cell: string) => cell.replace(/^`|`$/g, "");
const linksOf = (cell: string) => [...cell.matchAll(/\]\(([^)]+)\)/g)].map((link) => link[1]!);
const tagsOf = (cell: string) => linksOf(cell).map((link) => basename(link, ".sql"));

/** Reads triggers.md: its tables of triggers (one per table, under `### table`) and of functions. */
function readDocument(text: string): Listed {
  const listed: Listed = { triggers: [], functions: [], statements: { functions: [], triggers: [] }, links: [] };
  let section = "";
  let table = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) [section, table] = [line.slice(3).trim(), ""];
    else if (line.startsWith("### ")) table = codeOf(line.slice(4).trim());
    if (!line.startsWith("|") || line.startsWith("| -")) continue;
    const cells = cellsOf(line);
    const header = !line.startsWith("| `");
    if (section === "Triggers, by table") {
      if (header) expect(cells, `the columns of ${table}'s table`).toEqual(TRIGGER_COLUMNS);
      else {
        const [trigger, fires, fn, , decision, statedIn] = cells as [string, string, string, string, string, string];
        listed.triggers.push(`${table}.${codeOf(trigger)}: ${fires} runs ${codeOf(fn)}`);
        listed.statements.triggers.push(`${codeOf(fn)}: stated in ${tagsOf(statedIn).join(", ")}`);
        listed.links.push(...linksOf(decision), ...linksOf(statedIn));
      }
    } else if (section === "Functions") {
      if (header) expect(cells, "the columns of the functions' table").toEqual(FUNCTION_COLUMNS);
      else {
        const [name, args, , decision, statedIn, replaces] = cells as [string, string, string, string, string, string];
        listed.functions.push(`${codeOf(name)}${codeOf(args)}`);
        listed.statements.functions.push(
          `${codeOf(name)}: stated in ${tagsOf(statedIn).join(", ")}, replaces ${tagsOf(replaces).join(", ") || "nothing"}`,
        );
        listed.links.push(...linksOf(decision), ...linksOf(statedIn), ...linksOf(replaces));
      }
    }
  }
  return listed;
}

/** What the database has that the document lacks, and what the document lists that the database lacks. */
function differences(live: string[], listed: string[]) {
  return {
    missingFromDocument: live.filter((item) => !listed.includes(item)),
    notInDatabase: listed.filter((item) => !live.includes(item)),
  };
}

/** The migrations in the journal's order, with the functions each states (`CREATE [OR REPLACE] FUNCTION`). */
function migrationsStatingFunctions(): { idx: number; tag: string; text: string; functions: string[] }[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  return journal.entries.map(({ idx, tag }) => {
    const text = readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
    const statements = text.replace(/--[^\n]*/g, "");
    const functions = [...statements.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+"?(\w+)"?\s*\(/gi)].map((m) => m[1]!);
    return { idx, tag, text, functions };
  });
}

let database: DatabaseHandle;
let listed: Listed;

async function liveTriggers(): Promise<string[]> {
  const rows = await rowsOf<{ table: string; trigger: string; function: string; definition: string }>(
    database.db,
    sql`select c.relname as "table", t.tgname as "trigger", p.proname as "function", pg_get_triggerdef(t.oid) as "definition"
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public'
        order by 1, 2`,
  );
  return rows.map((row) => {
    const [, timing, events, level] =
      /^CREATE (?:CONSTRAINT )?TRIGGER \S+ (BEFORE|AFTER|INSTEAD OF) (.+?) ON \S+ .*?FOR EACH (ROW|STATEMENT) /.exec(row.definition)!;
    return `${row.table}.${row.trigger}: ${timing} ${events} (${level!.toLowerCase()}) runs ${row.function}`;
  });
}

async function liveFunctions(): Promise<string[]> {
  const rows = await rowsOf<{ name: string; arguments: string }>(
    database.db,
    sql`select p.proname as "name", pg_get_function_identity_arguments(p.oid) as "arguments"
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d
                          where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by 1, 2`,
  );
  return rows.map((row) => `${row.name}(${row.arguments})`);
}

/** The last change numbered so far: what a statement tells is numbered after it. */
async function lastChange(): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(database.db, sql`select coalesce(max(id), 0)::int as id from catalogue_changes`);
  return row!.id;
}

/** The tags of each change numbered after `start`. */
async function toldSince(start: number): Promise<string[][]> {
  const rows = await rowsOf<{ tags: string[] }>(database.db, sql`select tags from catalogue_changes where id > ${start} order by id`);
  return rows.map((row) => row.tags);
}

beforeAll(async () => {
  database = await openTestDatabase();
  listed = readDocument(readFileSync(DOCUMENT, "utf8"));
});
afterAll(async () => {
  await database?.close();
});

describe("triggers.md", () => {
  it("lists every trigger of the database, on its table, with its events and function, and no other", async () => {
    expect(differences(await liveTriggers(), listed.triggers)).toEqual({ missingFromDocument: [], notInDatabase: [] });
  });

  it("lists every function of the database, with its arguments, and no other", async () => {
    expect(differences(await liveFunctions(), listed.functions)).toEqual({ missingFromDocument: [], notInDatabase: [] });
  });

  it("names a trigger or function it does not list, and one it lists that the database lacks", async () => {
    await database.db.execute(sql`create function throwaway_told() returns trigger language plpgsql as $$ begin return null; end $$`);
    await database.db.execute(
      sql`create trigger brands_throwaway_told after update on brands for each statement execute function throwaway_told()`,
    );
    try {
      expect(differences(await liveTriggers(), listed.triggers)).toEqual({
        missingFromDocument: ["brands.brands_throwaway_told: AFTER UPDATE (statement) runs throwaway_told"],
        notInDatabase: [],
      });
      expect(differences(await liveFunctions(), listed.functions)).toEqual({
        missingFromDocument: ["throwaway_told()"],
        notInDatabase: [],
      });
    } finally {
      await database.db.execute(sql`drop trigger brands_throwaway_told on brands`);
      await database.db.execute(sql`drop function throwaway_told()`);
    }
    const gone = "brands.brands_gone: AFTER DELETE (statement) runs catalogue_changed";
    expect(differences(await liveTriggers(), [...listed.triggers, gone])).toEqual({ missingFromDocument: [], notInDatabase: [gone] });
  });

  it("says which migration states each function's live version and which earlier ones it replaces", () => {
    const stated = new Map<string, string[]>();
    for (const migration of migrationsStatingFunctions()) {
      for (const name of migration.functions) stated.set(name, [...(stated.get(name) ?? []), migration.tag]);
    }
    const fromMigrations = listed.statements.functions.map((line) => {
      const name = line.slice(0, line.indexOf(":"));
      const tags = stated.get(name) ?? [];
      return `${name}: stated in ${tags.at(-1) ?? "no migration"}, replaces ${tags.slice(0, -1).join(", ") || "nothing"}`;
    });
    expect(listed.statements.functions).toEqual(fromMigrations);
    // Each trigger's row names the same migration as its function's.
    const ofFunctions = new Map(listed.statements.functions.map((line) => [line.slice(0, line.indexOf(":")), line.split(",")[0]]));
    expect(listed.statements.triggers.filter((line) => ofFunctions.get(line.slice(0, line.indexOf(":"))) !== line)).toEqual([]);
  });

  it("links decision records and migrations that exist", () => {
    const folder = dirname(DOCUMENT);
    expect(listed.links.length).toBeGreaterThan(0);
    expect(listed.links.filter((link) => !existsSync(join(folder, link)))).toEqual([]);
  });
});

describe("migrations", () => {
  it("name the migration whose function they state again (from 0031 on)", () => {
    const lastStated = new Map<string, string>();
    const unnamed: string[] = [];
    for (const migration of migrationsStatingFunctions()) {
      for (const name of migration.functions) {
        const earlier = lastStated.get(name);
        if (earlier && earlier !== migration.tag && migration.idx >= FIRST_TO_NAME_WHAT_IT_REPLACES && !migration.text.includes(earlier)) {
          unnamed.push(`${migration.tag} states ${name} again without naming ${earlier}`);
        }
        lastStated.set(name, migration.tag);
      }
    }
    expect(unnamed).toEqual([]);
  });
});

describe("the change trigger of products (migration 0031)", () => {
  it("compares every column of products a shopper sees, and names each other one here", async () => {
    const columns = await rowsOf<{ name: string }>(
      database.db,
      sql`select attname as "name" from pg_attribute where attrelid = 'products'::regclass and attnum > 0 and not attisdropped`,
    );
    const [row] = await rowsOf<{ source: string }>(
      database.db,
      sql`select prosrc as "source" from pg_proc where proname = 'catalogue_products_changed'`,
    );
    const rows = /\(((?:\s*n\.\w+\s*,)*\s*n\.\w+\s*)\)\s*IS DISTINCT FROM\s*\(((?:\s*o\.\w+\s*,)*\s*o\.\w+\s*)\)/.exec(row!.source);
    expect(rows, "the trigger's (n.…) IS DISTINCT FROM (o.…)").not.toBeNull();
    const [, newer, older] = rows!;
    const seen = newer!.split(",").map((column) => column.trim().slice("n.".length));
    expect(older!.split(",").map((column) => column.trim().slice("o.".length))).toEqual(seen);
    expect([...seen, ...Object.keys(UNSEEN_PRODUCT_COLUMNS)].sort()).toEqual(columns.map((column) => column.name).sort());
    // The part's fields declare which of their columns a shopper sees (src/domain/part-fields.ts): the trigger compares those.
    expect(seen.toSorted()).toEqual(visibleProductColumns().toSorted());
  });

  it("forgets no kept answer for a column added for the shop's own use, and a part's own for a column a shopper sees", async () => {
    // Parts sold on their own: a variant's part takes its price from its variants.
    const parts = await rowsOf<{ id: number; categoryId: number }>(
      database.db,
      sql`select p.id, p.category_id as "categoryId" from products p
          where p.status = 'show' and not exists (select 1 from product_variants v where v.product_id = p.id)
          order by p.id limit 2`,
    );
    const [first, second] = parts as [(typeof parts)[0], (typeof parts)[0]];
    await database.db.execute(sql`alter table products add column internal_note text`);
    try {
      const start = await lastChange();
      await database.db.execute(sql`update products set internal_note = 'counted on shelf B4' where id in (${first.id}, ${second.id})`);
      await database.db.execute(sql`update products set updated_at = now(), version = version + 1 where id = ${first.id}`);
      expect(await toldSince(start)).toEqual([]);

      await database.db.execute(
        sql`update products set price_cents = price_cents + 100, internal_note = 'repriced' where id = ${first.id}`,
      );
      await database.db.execute(
        sql`update products set title = jsonb_set(title, '{en}', to_jsonb((title->>'en') || ' (2 pieces)')) where id = ${second.id}`,
      );
      expect(await toldSince(start)).toEqual([
        [`p${first.id}`, `c${first.categoryId}`, "all"],
        [`p${second.id}`, `c${second.categoryId}`, "all"],
      ]);
    } finally {
      await database.db.execute(sql`alter table products drop column internal_note`);
    }
  });
});
