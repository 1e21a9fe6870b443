import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests whose outcome does not depend on the run's database: they open none (rules, components,
 * the seed's data, the server's own pieces), or always the embedded one (`npm start`, `npm run
 * staff`, which run with no DATABASE_URL). Checked: none builds the app on the test database or opens it.
 */
const SAME_ON_EITHER_DATABASE = [
  "src/domain/**",
  "src/web/**",
  "src/server/modules/media/**",
  "src/db/seed/data/**",
  "src/db/seed/{catalogue-generator,images,order-book,part-codes,seed-builds,seed-variants,trade-catalogue}.test.ts",
  "src/db/migrations-journal.test.ts",
  "src/server/lib/{catalogue-changes,cdn-purge,csv-export,kept-data,log-redaction,rate-limiter,response-cache,work-queue}.test.ts",
  "src/server/http/{guest-page-key,shop-config,unavailable-page}.test.ts",
  "src/server/{env,shutdown}.test.ts",
  "src/server/modules/content/translations.test.ts",
  "src/server/modules/payments/{test-provider,webhook-signature}.test.ts",
  "src/server/modules/sitemap/sitemap-xml.test.ts",
  "scripts/{start,staff}.test.ts",
  "tests/{module-graph,lint-boundaries,table-owners}.test.ts",
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
      // The PostgreSQL pass (CI's second) runs what its database may change: the rest ran on the first.
      ...(process.env.TEST_DATABASE_URL ? SAME_ON_EITHER_DATABASE : []),
    ],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A worker runs its test files one after another in one process, the app's modules loaded once:
    // each file still opens its own database copy and app (tests/setup.ts puts timers and mocks
    // back after each test). Loading the modules afresh for each file took 412 s for the embedded
    // database's pass against 260 s, and 279 s against 196 s on PostgreSQL.
    isolate: false,
    // Vitest's default is one worker on two cores; the test files spend most of their time loading
    // their database copy, which two do at once in 56% of the time (573 -> 320 s for 142 files).
    maxWorkers: 2,
    environment: "node",
  },
});
