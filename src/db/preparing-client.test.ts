import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "./client.ts";

// The shop's PostgreSQL connections keep their statements prepared (preparing-client.ts): the
// same text runs as one named statement per connection, and every run answers with its own
// parameters. (PGlite has no connections to keep them on: there, the answers are what is checked.)

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("statements prepared per connection", () => {
  it("names a repeated query once, and answers each run with its own parameters", async () => {
    // One transaction: one connection, whose prepared statements pg_prepared_statements lists.
    await handle.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const [row] = await rowsOf<{ n: number }>(tx, sql`select ${n}::int + 1 as n`);
        expect(row!.n).toBe(n + 1);
      }
      if (handle.kind === "postgres") {
        const prepared = await rowsOf<{ statement: string }>(
          tx,
          sql`select statement from pg_prepared_statements where statement like 'select $1::int + 1%'`,
        );
        expect(prepared).toHaveLength(1);
      }
    });
  });

  it("a statement that failed to prepare is prepared again when it can be", async () => {
    await handle.db.transaction(async (tx) => {
      const query = () => rowsOf<{ id: number }>(tx, sql`select id from t_prep where id = ${1}`);
      await tx.execute(sql`savepoint before_failure`);
      await expect(query()).rejects.toThrow(/t_prep/);
      await tx.execute(sql`rollback to savepoint before_failure`);
      await tx.execute(sql`create temp table t_prep (id int) on commit drop`);
      await tx.execute(sql`insert into t_prep values (1)`);
      expect(await query()).toEqual([{ id: 1 }]);
    });
  });
});
