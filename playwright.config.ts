import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

/**
 * Chromium's headless shell, Debian's `chromium-headless-shell` (.ci/run installs it): the same
 * Blink and V8 as the browser, without the browser around them, as Playwright's own headless runs
 * use. The whole browser (`chromium`) otherwise.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

// Shopper journeys against the production build, in Debian's Chromium (no browser download).
const chromium = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

const desktop = {
  name: "desktop",
  use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions: chromium },
};

/** `npm test` with TEST_DATABASE_URL: the second pass of CI, on PostgreSQL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Journeys run again on PostgreSQL: a purchase, whose money and stock take row locks and a pool
 * of connections there, and kept pages, forgotten through PostgreSQL's change feed. The queries
 * behind listings, search, fitment, accounts, refunds and orders run on both databases in the API
 * tests (the rushes and races among them); their journeys prove the pages, which do not change
 * with the database.
 */
const DATABASE_JOURNEYS = /\/(purchase|page-cache|outage|processes|varnish)\.spec\.ts$/;
/** Journeys that need PostgreSQL itself: a second shop process on the journeys' database. */
const POSTGRES_ONLY = /\/(outage|processes|varnish)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e/specs",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Recording a trace of every journey costs about a third of the run's CPU on two cores, so
    // traces are taken on demand: `npx playwright test <spec> --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: onPostgres
    ? // On PostgreSQL the journeys that write and query through the database run again, on the
      // desktop; layout and interaction journeys run once, on PGlite, in both viewports.
      [{ ...desktop, testMatch: DATABASE_JOURNEYS }]
    : [
        { ...desktop, testIgnore: POSTGRES_ONLY },
        // The phone runs only the journeys tagged "@phone": those whose layout, menus or gestures
        // differ there (the header and its menus, drawers, swipes, tables that scroll, Arabic
        // pages). A journey that goes through the same elements in both viewports runs once.
        {
          name: "mobile",
          use: { ...devices["Pixel 7"], launchOptions: chromium },
          grep: /@phone/,
          testIgnore: POSTGRES_ONLY,
        },
      ],
});
