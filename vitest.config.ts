import { defineConfig } from "vitest/config";

// Unit and API tests. The API tests build the app with createApp on a fresh database
// (PGlite, or PostgreSQL when TEST_DATABASE_URL is set); see tests/setup.ts.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    environment: "node",
  },
});
