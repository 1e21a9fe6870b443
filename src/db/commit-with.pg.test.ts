import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { databaseUrl } from "../../tests/helpers/postgres-databases.ts";
import { openTestDatabase } from "../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "./client.ts";
import { commitWith } from "./commit-with.ts";
import { isCheckViolation } from "./errors.ts";
import { products } from "./tables.ts";

// A transaction's last statements go with its COMMIT: the row they change is locked only while
// PostgreSQL commits, never while this process is busy elsewhere (ARCHITECTURE rule 2). PostgreSQL
// only: PGlite is one connection in this process, where commitWith runs the statements at once.

let database: DatabaseHandle;
let other: pg.Client;
const PRODUCT = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
  other = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE_URL!, row!.name) });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await database?.close();
});

const unitsOf = async () => (await database.db.select({ reserved: products.reserved }).from(products).where(eq(products.id, PRODUCT)))[0]!;
const holdOne = (quantity = 1) =>
  database.db
    .update(products)
    .set({ reserved: sql`${products.reserved} + ${quantity}` })
    .where(eq(products.id, PRODUCT))
    .getSQL();

/** Whether another connection could lock the row at this moment (it gives up at once when it cannot). */
async function rowIsFree(): Promise<boolean> {
  await other.query("begin");
  try {
    await other.query("set local lock_timeout = '50ms'");
    await other.query("select 1 from products where id = $1 for update", [PRODUCT]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "55P03") return false;
    throw error;
  } finally {
    await other.query("rollback");
  }
}

describe("commitWith: a transaction's last statements go with its COMMIT", () => {
  it("leaves the row unlocked until the commit, which changes it", async () => {
    const before = await unitsOf();
    const seen: boolean[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await commitWith(tx, [holdOne(2)]);
      // Sent nothing yet: the row is free while the transaction still works.
      seen.push(await rowIsFree());
    });
    expect(seen).toEqual([true]);
    expect(await unitsOf()).toEqual({ reserved: before.reserved + 2 });
  });

  it("rolls the whole transaction back when a statement fails at the commit", async () => {
    const before = await unitsOf();
    const [{ stock } = { stock: 0 }] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, PRODUCT));
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set reserved = reserved + 1 where id = ${PRODUCT}`);
        await commitWith(tx, [holdOne(stock + 1)]);
      })
      .catch((error: unknown) => error);
    expect(isCheckViolation(failed, ["products_reserved_within_stock"])).toBe(true);
    expect(await unitsOf()).toEqual(before);
  });

  it("refuses a query after it, and rolls back", async () => {
    const before = await unitsOf();
    const failed = await database.db
      .transaction(async (tx) => {
        await commitWith(tx, [holdOne()]);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    // Drizzle names the refused query; its cause says why.
    expect(String((failed as { cause?: unknown }).cause)).toMatch(/nothing may be asked on a transaction after it/);
    expect(await unitsOf()).toEqual(before);
  });

  it("sends values as escaped literals, and refuses SQL that holds a literal of its own", async () => {
    const title = `O'Brien's \\ "bar"; drop table products; --`;
    await database.db.transaction(async (tx) => {
      await commitWith(tx, [sql`update products set sku = sku where id = ${PRODUCT} and ${title} = ${title}`]);
    });
    const failed = await database.db
      .transaction(async (tx) => {
        await commitWith(tx, [sql`update products set sku = 'x' where id = ${PRODUCT}`]);
      })
      .catch((error: unknown) => error);
    expect(String(failed)).toMatch(/holds a literal/);
    expect(await rowsOf(database.db, sql`select count(*)::int as n from products where id = ${PRODUCT}`)).toEqual([{ n: 1 }]);
  });
});
