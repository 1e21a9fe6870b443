// Each table has one owning module (src/db/owners.ts), and only that module writes it: this parses
// every non-test file of src/server/modules/* with the TypeScript compiler, finds each write
// (Drizzle's insert, update and delete of a table imported from src/db, and SQL in strings and
// template literals: insert into, update, delete from, truncate, copy ... from) and fails naming
// the file, line, table and owner of any write by another module.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";

import { SETTING_OWNERS, TABLE_OWNERS } from "../src/db/owners.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const MODULES = path.join(ROOT, "src/server/modules");
const SCHEMA = path.join(ROOT, "src/db/schema");

/**
 * Writes still made outside their owner, each to go when it goes through the owner's face. None
 * now: the catalogue import writes the catalogue's tables through the catalog module's face
 * (decision 033). The test fails when one of these no longer happens, so the list shrinks with the code.
 */
const PENDING: { file: string; table: string }[] = [];

interface Write {
  /** The file, relative to src/server/modules. */
  file: string;
  line: number;
  /** The table's SQL name. */
  table: string;
  how: string;
  /** The keys of app_settings (SETTING_OWNERS) the file names in a string. */
  settingKeys?: string[];
}

/** Every table of the schema files, by export name: its SQL name. */
async function schemaTables(): Promise<Map<string, string>> {
  const byExport = new Map<string, string>();
  for (const file of readdirSync(SCHEMA).filter((name) => name.endsWith(".ts"))) {
    const exports: Record<string, unknown> = await import(path.join(SCHEMA, file));
    for (const [name, value] of Object.entries(exports)) if (is(value, PgTable)) byExport.set(name, getTableName(value));
  }
  return byExport;
}

// A table's name in SQL, quoted or not, maybe in the public schema.
const NAME = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
const ANY_NAME = String.raw`(?:only\s+)?(?:public\.)?"?[a-z_][a-z0-9_]*"?`;
const SQL_WRITES: { how: string; pattern: RegExp }[] = [
  { how: "insert into", pattern: new RegExp(String.raw`\binsert\s+into\s+${NAME}`, "gi") },
  // An update names its table, maybe an alias, then set (not "do update set" nor "for update").
  { how: "update", pattern: new RegExp(String.raw`\bupdate\s+(?:only\s+)?${NAME}(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b`, "gi") },
  { how: "delete from", pattern: new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${NAME}`, "gi") },
  // A truncate may name several tables.
  { how: "truncate", pattern: new RegExp(String.raw`\btruncate\s+(?:table\s+)?(${ANY_NAME}(?:\s*,\s*${ANY_NAME})*)`, "gi") },
  { how: "copy from", pattern: new RegExp(String.raw`\bcopy\s+${NAME}\s*(?:\([^)]*\))?\s*from\b`, "gi") },
];

/**
 * The writes of one source file. `tables` maps the schema's export names to SQL names; a table is
 * recognised when imported from src/db (tables.ts or a schema file), under its name or another,
 * or named again by a local constant (`const t = newsletterSubscriptions`).
 */
function writesOf(file: string, source: string, tables: ReadonlyMap<string, string>): Write[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const local = new Map<string, string>();
  const namespaces = new Set<string>();
  const fromDb = (specifier: string) => /(^|\/)db\/(tables|schema\/[a-z-]+)(\.ts)?$/.test(specifier);

  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!fromDb(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) {
        const table = tables.get((element.propertyName ?? element.name).text);
        if (table) local.set(element.name.text, table);
      }
  }

  const tableOf = (node: ts.Expression): string | undefined => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return tableOf(node.expression);
    if (ts.isIdentifier(node)) return local.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text))
      return tables.get(node.name.text);
    return undefined;
  };

  // Local names for a table, followed until none is added (a name of a name).
  const aliases: ts.VariableDeclaration[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) aliases.push(node);
    ts.forEachChild(node, collect);
  };
  collect(sourceFile);
  for (let added = true; added;) {
    added = false;
    for (const declaration of aliases) {
      const name = (declaration.name as ts.Identifier).text;
      const table = tableOf(declaration.initializer!);
      if (table && !local.has(name)) {
        local.set(name, table);
        added = true;
      }
    }
  }

  const writes: Write[] = [];
  const settingKeys = new Set<string>();
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line + 1;
  const sqlWrites = (text: string, start: number) => {
    const firstLine = lineOf(start);
    for (const { how, pattern } of SQL_WRITES)
      for (const match of text.matchAll(pattern)) {
        const line = firstLine + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        for (const name of match[1]!.split(","))
          writes.push({
            file,
            line,
            table: name
              .trim()
              .replace(/^only\s+/i, "")
              .replace(/^public\./i, "")
              .replaceAll('"', "")
              .toLowerCase(),
            how: `SQL ${how}`,
          });
      }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length === 1) {
      const method = node.expression.name.text;
      const table = ["insert", "update", "delete"].includes(method) ? tableOf(node.arguments[0]!) : undefined;
      if (table) writes.push({ file, line: lineOf(node.expression.name.getStart()), table, how: `Drizzle .${method}()` });
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      sqlWrites(node.text, node.getStart());
      if (Object.hasOwn(SETTING_OWNERS, node.text)) settingKeys.add(node.text);
    }
    if (ts.isTemplateExpression(node)) {
      // A table put in by `${products}` reads as its name; anything else as a placeholder.
      const text = node.head.text + node.templateSpans.map((span) => (tableOf(span.expression) ?? "$0") + span.literal.text).join("");
      sqlWrites(text, node.getStart());
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  // A temporary table of an import, or a word of a sentence, is no table of the schema.
  const known = new Set(tables.values());
  return writes
    .filter((write) => known.has(write.table))
    .map((write) => (settingKeys.size ? { ...write, settingKeys: [...settingKeys] } : write));
}

/** Every write of every module's non-test files, with the module that makes it. */
function moduleWrites(tables: ReadonlyMap<string, string>): (Write & { module: string })[] {
  const found: (Write & { module: string })[] = [];
  for (const entry of readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const folder = path.join(MODULES, entry.name);
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    for (const file of files) {
      const relative = path.posix.join(entry.name, file.split(path.sep).join("/"));
      for (const write of writesOf(relative, readFileSync(path.join(folder, file), "utf8"), tables))
        found.push({ ...write, module: entry.name });
    }
  }
  return found;
}

const ownerOf = (table: string): string | undefined => (TABLE_OWNERS as Record<string, string>)[table];
/** A pending list as the self-tests plant one. */
const PLANTED = ["products", "fitment"].map((table) => ({ file: "catalogue-files/catalogue-files.repository.ts", table }));
type Pending = readonly { file: string; table: string }[];
const isPending = (write: Write, pending: Pending) => pending.some((p) => p.file === write.file && p.table === write.table);

/** A write of app_settings from a file that names a key of the writing module's (owners.ts SETTING_OWNERS). */
const writesOwnSetting = (write: Write & { module: string }) =>
  write.table === "app_settings" &&
  (write.settingKeys ?? []).some((key) => (SETTING_OWNERS as Record<string, string>)[key] === write.module);

/** The writes by a module that does not own the table, each said in a line; pending ones and a module's own settings aside. */
function trespasses(writes: (Write & { module: string })[], pending: Pending = PENDING): string[] {
  return writes
    .filter((write) => ownerOf(write.table) !== write.module && !writesOwnSetting(write) && !isPending(write, pending))
    .map(
      (write) =>
        `${write.file}:${write.line} writes ${write.table} (${write.how}), owned by ${ownerOf(write.table) ?? "nobody"}: change it through that module's face`,
    );
}

/** The pending exceptions that no longer hold, each said in a line: the list cannot go stale. */
function stalePending(writes: Write[], pending: Pending = PENDING): string[] {
  return pending.flatMap(({ file, table }) => {
    const module = file.split("/")[0];
    if (ownerOf(table) === module) return [`${table} is ${module}'s own table: it needs no pending exception`];
    if (!writes.some((write) => write.file === file && write.table === table))
      return [`${file} no longer writes ${table}: take it off the pending list`];
    return [];
  });
}

describe("each table has one owning module, and only it writes the table", () => {
  it("names an owner, a module of src/server/modules, for every table of the schema", async () => {
    const tables = await schemaTables();
    expect(tables.size).toBeGreaterThan(40);
    const modules = new Set(
      readdirSync(MODULES, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name),
    );
    const sqlNames = new Set(tables.values());
    expect([...sqlNames].filter((table) => !ownerOf(table)).map((table) => `${table} has no owner in src/db/owners.ts`)).toEqual([]);
    expect(
      Object.keys(TABLE_OWNERS)
        .filter((table) => !sqlNames.has(table))
        .map((table) => `${table} is no table of the schema`),
    ).toEqual([]);
    expect(
      Object.entries(TABLE_OWNERS)
        .filter(([, owner]) => !modules.has(owner))
        .map(([table, owner]) => `${table}: ${owner} is no module`),
    ).toEqual([]);
  });

  it("finds no module writing a table another module owns", async () => {
    const writes = moduleWrites(await schemaTables());
    // The reader sees the shop's writes: the orders' own, the accounts' own and the catalogue's raw SQL.
    expect(writes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ module: "orders", table: "orders", how: "Drizzle .insert()" }),
        expect.objectContaining({ module: "accounts", table: "sessions", how: "Drizzle .delete()" }),
        expect.objectContaining({ module: "newsletter", table: "newsletter_subscriptions", how: "Drizzle .update()" }),
        expect.objectContaining({ module: "catalog", table: "products", how: "SQL update" }),
      ]),
    );
    expect(trespasses(writes)).toEqual([]);
  });

  it("keeps the pending exceptions true: each still happens, and names a table its file's module does not own", async () => {
    expect(stalePending(moduleWrites(await schemaTables()))).toEqual([]);
  });

  describe("the reader of writes", () => {
    const tables = new Map([
      ["users", "users"],
      ["sessions", "sessions"],
      ["products", "products"],
      ["orders", "orders"],
    ]);
    const read = (source: string) => writesOf("staff/planted.repository.ts", source, tables);

    it("finds Drizzle's insert, update and delete of a table imported from src/db, under any local name", () => {
      const writes = read(`import { eq } from "drizzle-orm";
import { sessions as s, users } from "../../../db/tables.ts";
import * as schema from "../../../db/schema/accounts.ts";
const accounts = users;
export async function plant(db, id) {
  await db.insert(users).values({ email: "a@b.c" });
  await db.update(accounts).set({ role: "owner" }).where(eq(users.id, id));
  await db.delete(s).where(eq(s.userId, id));
  await db.delete(schema.sessions);
  await db.select().from(users);
  await db.update(users.id);
}`);
      expect(writes.map(({ line, table, how }) => `${line} ${table} ${how}`)).toEqual([
        "6 users Drizzle .insert()",
        "7 users Drizzle .update()",
        "8 sessions Drizzle .delete()",
        "9 sessions Drizzle .delete()",
      ]);
    });

    it("finds SQL writes in sql templates and strings, a table put in by ${table} included, and not the words of a sentence", () => {
      const writes = read(`import { sql } from "drizzle-orm";
import { orders } from "../../../db/tables.ts";
export async function plant(db, run) {
  await db.execute(sql\`update users u
    set role = 'owner' where u.id = \${1}\`);
  await run("DELETE FROM public.sessions WHERE user_id = $1");
  await db.execute(sql\`insert into "products" (slug) values ('x') on conflict (slug) do update set slug = excluded.slug\`);
  await db.execute(sql\`update \${orders} o set status = 'paid'\`);
  await run(\`truncate table products, users\`);
  await run(\`copy products (slug) from stdin\`);
  await run(\`insert into import_parts (sku) select sku from products for update\`);
  const note = "You can update users' names and delete from the list on the page.";
}`);
      expect(writes.map(({ line, table, how }) => `${line} ${table} ${how}`)).toEqual([
        "4 users SQL update",
        "6 sessions SQL delete from",
        "7 products SQL insert into",
        "8 orders SQL update",
        "9 products SQL truncate",
        "9 users SQL truncate",
        "10 products SQL copy from",
      ]);
    });

    it("fails naming the file, line, table and owner of a planted write to another module's table", () => {
      const writes = read(`import { users } from "../../../db/tables.ts";
export async function plant(db, id) {
  await db.insert(users).values({ email: "a@b.c" });
  await db.execute(sql\`update sessions set expires_at = now() where user_id = \${id}\`);
}`).map((write) => ({ ...write, module: "staff" }));
      expect(trespasses(writes)).toEqual([
        "staff/planted.repository.ts:3 writes users (Drizzle .insert()), owned by accounts: change it through that module's face",
        "staff/planted.repository.ts:4 writes sessions (SQL update), owned by accounts: change it through that module's face",
      ]);
    });

    it("lets a module write its own tables, and a pending write only from its file", () => {
      const own = read(`import { users } from "../../../db/tables.ts";
export const plant = (db) => db.insert(users).values({});`).map((write) => ({ ...write, module: "accounts" }));
      expect(trespasses(own)).toEqual([]);
      const pending = {
        file: "catalogue-files/catalogue-files.repository.ts",
        line: 1,
        table: "products",
        how: "SQL update",
        module: "catalogue-files",
      };
      expect(trespasses([pending], PLANTED)).toEqual([]);
      expect(trespasses([{ ...pending, file: "catalogue-files/elsewhere.ts" }], PLANTED)).toHaveLength(1);
    });

    it("lets a module write app_settings only from a file that names a key of its own", () => {
      const settings = new Map([...tables, ["appSettings", "app_settings"]]);
      const plant = (key: string, module: string) =>
        writesOf(
          `${module}/planted.repository.ts`,
          `import { appSettings } from "../../../db/tables.ts";
export const plant = (db) => db.insert(appSettings).values({ key: "${key}", value: "x" });`,
          settings,
        ).map((write) => ({ ...write, module }));
      expect(trespasses(plant("first_owner_setup", "staff"))).toEqual([]);
      expect(trespasses(plant("reviews.moderation", "staff"))).toEqual([
        "staff/planted.repository.ts:2 writes app_settings (Drizzle .insert()), owned by catalog: change it through that module's face",
      ]);
      expect(trespasses(plant("first_owner_setup", "newsletter"))).toHaveLength(1);
    });

    it("fails on a pending exception whose write is gone", () => {
      const remaining = PLANTED.slice(1).map(({ file, table }) => ({ file, table, line: 1, how: "SQL insert into" }));
      expect(stalePending(remaining, PLANTED)).toEqual([
        `${PLANTED[0]!.file} no longer writes ${PLANTED[0]!.table}: take it off the pending list`,
      ]);
    });
  });
});
