import type { FastifyInstance } from "fastify";

import type { DatabaseHandle } from "../../src/db/client.ts";
import { type AppDeps, createApp } from "../../src/server/app.ts";
import { type Env, parseEnv } from "../../src/server/env.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export const TEST_SECRET = "test-secret-0123456789-0123456789-abcdef";

/**
 * Tests sign up customers and open checkouts by the dozen, all from 127.0.0.1: those limits are
 * raised unless a test sets RATE_LIMITS itself ("" for the shop's defaults).
 */
export const MANY_CUSTOMERS_FROM_ONE_ADDRESS =
  "signUp.perAddress=100000/1h,signUp.global=100000/1h,checkout.perAddress=100000/1h,checkout.global=100000/1h";

/** The whole API (no storefront) on a fresh copy of the seeded database. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    overrideServices?: AppDeps["overrideServices"];
    logStream?: AppDeps["logStream"];
    /** The pool the shop opens in production (DB_POOL_MAX) instead of the test database's larger one: for tests of a rush. */
    productionPool?: boolean;
    /** Registers more on the app before it is ready (a stand-in for what the test leaves out, such as the storefront). */
    extend?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://shop.test",
    RATE_LIMITS: MANY_CUSTOMERS_FROM_ONE_ADDRESS,
    ...options.env,
  });
  const database = await openTestDatabase({
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECTION_WAIT_MS,
    ...(options.productionPool ? { poolMax: env.DB_POOL_MAX } : {}),
  });
  const app = await createApp({
    env,
    database,
    secret: TEST_SECRET,
    storefront: false,
    overrideServices: options.overrideServices,
    logStream: options.logStream,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
