import type { FastifyInstance } from "fastify";

import type { DatabaseHandle } from "../../src/db/client.ts";
import { createApp, type AppDeps } from "../../src/server/app.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export const TEST_SECRET = "test-secret-0123456789-0123456789-abcdef";

/** The whole API (no storefront) on a fresh copy of the seeded database. */
export async function buildTestApp(options: { env?: Record<string, string>; overrideServices?: AppDeps["overrideServices"] } = {}): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://shop.test", ...options.env });
  const database = await openTestDatabase();
  const app = await createApp({ env, database, secret: TEST_SECRET, storefront: false, overrideServices: options.overrideServices });
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
