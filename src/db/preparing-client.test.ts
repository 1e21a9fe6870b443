import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, rowsOf, type DatabaseHandle } from "./client.ts";
import { sql } from "drizzle-orm";
import { databaseUrl } from "../../tests/helpers/postgres-databases.ts";

// The shop's PostgreSQL connections keep their statements prepared (preparing-client.ts): the
// same text runs as one named statement per connection, and the answers are the same as unnamed.
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("statements prepared per connection (PostgreSQL)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url: databaseUrl(url!, "postgres"), poolMax: 1 });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("names a repeated query once, and answers each run with its own parameters", async () => {
    for (const n of [1, 2, 3]) {
      const [row] = await rowsOf<{ n: number }>(handle.db, sql`select ${n}::int + 1 as n`);
      expect(row!.n).toBe(n + 1);
    }
    const prepared = await rowsOf<{ statement: string }>(
      handle.db,
      sql`select statement from pg_prepared_statements where statement like 'select $1::int + 1%'`,
    );
    expect(prepared).toHaveLength(1);
  });

  it("a statement that failed to prepare is prepared again when it can be", async () => {
    const query = () => rowsOf<{ id: number }>(handle.db, sql`select id from t_prep where id = ${1}`);
    await expect(query()).rejects.toThrow(/t_prep/);
    await handle.db.execute(sql`create temp table t_prep (id int)`);
    await handle.db.execute(sql`insert into t_prep values (1)`);
    expect(await query()).toEqual([{ id: 1 }]);
  });
});
