import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { databaseUrl } from "../../../../tests/helpers/postgres-databases.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../../db/client.ts";
import type { CreatedApiToken } from "../../../domain/schemas/api-tokens.ts";
import { createApp } from "../../app.ts";

// Two processes of one shop on one PostgreSQL database, each with its own pool (and, with
// TEST_REDIS_URL, one Redis for the limits): a token revoked through one is refused by the other
// on its very next request, with nothing to wait for or forget.

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `overland-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: FastifyInstance;

beforeAll(async () => {
  const env = {
    RATE_LIMITS: "adminApi.perCaller=5/1h",
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
  };
  first = await buildTestApp({ env });
  // The second process: its own connections to the first's database.
  const [row] = await rowsOf<{ name: string }>(first.database.db, sql`select current_database() as name`);
  secondDatabase = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, row!.name), poolMax: 5 });
  second = await createApp({ env: first.env, database: secondDatabase, secret: TEST_SECRET, storefront: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: "GET", url: "/api/admin/me", headers: { authorization: `Bearer ${token}` } });

describe("an API token in two processes", () => {
  it("revoked through one process is refused by the other on its next request", async () => {
    const owner = await staffMember(first.app, first.database.db, "owner", "Olga Owner");
    const made = await first.app.inject({
      method: "POST",
      url: "/api/admin/tokens",
      headers: { cookie: owner.cookie },
      payload: { name: "Supplier feed", permissions: ["catalog.write"] },
    });
    expect(made.statusCode).toBe(201);
    const { secret, token } = made.json<CreatedApiToken>();
    expect((await me(second, secret)).statusCode).toBe(200);

    const revoked = await first.app.inject({ method: "DELETE", url: `/api/admin/tokens/${token.id}`, headers: { cookie: owner.cookie } });
    expect(revoked.statusCode).toBe(200);
    expect((await me(second, secret)).statusCode).toBe(401);
    expect((await me(first.app, secret)).statusCode).toBe(401);
  });

  it.runIf(redisUrl)("counts one caller's limit across both processes (Redis)", async () => {
    const owner = await staffMember(first.app, first.database.db, "owner", "Oleg Owner");
    const made = await first.app.inject({
      method: "POST",
      url: "/api/admin/tokens",
      headers: { cookie: owner.cookie },
      payload: { name: "ERP", permissions: ["orders.read"] },
    });
    const { secret } = made.json<CreatedApiToken>();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await me(i % 2 === 0 ? first.app : second, secret)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
