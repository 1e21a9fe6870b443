import { configDefaults, defineConfig } from "vitest/config";

/** Test folders that never open a database (checked: none builds the app or opens one). */
const DATABASE_FREE = [
  "src/domain/**",
  "src/web/**",
  "src/server/modules/media/**",
  "tests/module-graph.test.ts",
  "tests/lint-boundaries.test.ts",
  "tests/table-owners.test.ts",
  "src/db/migrations-journal.test.ts",
];

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
      // The PostgreSQL pass (CI's second) runs what touches a database: the rules, the storefront's
      // components and the photo store never do, and ran on the first.
      ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE : []),
    ],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker on two cores; the test files spend most of their time loading
    // their database copy, which two do at once in 56% of the time (573 -> 320 s for 142 files).
    maxWorkers: 2,
    environment: "node",
  },
});
