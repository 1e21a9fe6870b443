import { configDefaults, defineConfig } from "vitest/config";

// Unit and API tests. The API tests build the app with createApp on a fresh database
// (PGlite, or PostgreSQL when TEST_DATABASE_URL is set); see tests/setup.ts.
export default defineConfig({
  test: {
    // *.pg.test.ts need PostgreSQL (faults and locks PGlite cannot show), *.redis.test.ts need
    // Redis: they run when the run has one, and do not show as skipped when it has none.
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"]),
      ...(process.env.TEST_REDIS_URL ? [] : ["**/*.redis.test.ts"]),
    ],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    environment: "node",
  },
});
