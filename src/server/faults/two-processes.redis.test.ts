import { randomBytes } from "node:crypto";

import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, signUp } from "../../../tests/helpers/accounts.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "../../../tests/helpers/test-app.ts";
import { createApp } from "../app.ts";

// One shop, two processes: two apps on one database and one Redis (TEST_REDIS_URL), as two
// processes or machines behind a load balancer would be. Limits and sign-outs hold across them.

const prefix = `overland-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix, RATE_LIMITS: "track.perAddress=2/1h" };
  first = await buildTestApp({ env });
  second = await createApp({ env: first.env, database: first.database, secret: TEST_SECRET, storefront: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  const redis = new Redis(process.env.TEST_REDIS_URL!);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const track = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/api/website/order/track",
    remoteAddress: "198.51.100.77",
    payload: { number: 1, email: "a@example.com" },
  });

describe("two processes on one database and one Redis", () => {
  it("hold one limit: attempts through one process count on the other", async () => {
    expect((await track(first.app)).statusCode).toBe(404);
    expect((await track(second)).statusCode).toBe(404);
    expect((await track(first.app)).statusCode).toBe(429);
    expect((await track(second)).statusCode).toBe(429);
  });

  it("end a session everywhere when the customer signs out through one of them", async () => {
    const customer = await signUp(first.app);
    expect((await api(second, customer, "GET", "/user/me")).statusCode).toBe(200);
    expect((await api(first.app, customer, "POST", "/user/logout")).statusCode).toBe(204);
    expect((await api(second, customer, "GET", "/user/me")).statusCode).toBe(401);
  });
});
