import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { buildStorefrontIfStale } from "../scripts/storefront-build.ts";
import { startShop } from "../tests/helpers/shop-process.ts";
import { startMailSink } from "./mail-sink.ts";
import { addOwner, OWNER, publishReviewsAtOnce } from "./owner.ts";

/**
 * Builds the storefront when its sources changed since the last build (CI's second pass, and the
 * unit tests' `npm start` test, built it already) and starts the shop as a shopper meets it: production mode, a fresh
 * database (PGlite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set), seeded at start. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildStorefrontIfStale();

  const folder = mkdtempSync(join(tmpdir(), "overland-e2e-"));
  // The shop mails through SMTP to a sink that keeps each message as a file the journeys read.
  const mailDir = join(folder, "mail");
  mkdirSync(mailDir);
  const mailSink = await startMailSink(mailDir);
  const env: Record<string, string> = {
    DATA_DIR: join(folder, "data"),
    SMTP_URL: mailSink.url,
    // Every journey is a shopper at 127.0.0.1: the per-address limits of actions the journeys
    // repeat are raised (the API tests hold each limit at its configured rate).
    RATE_LIMITS: [
      "signUp.perAddress=10000/1h",
      "checkout.perAddress=10000/1h",
      "newsletter.perAddress=10000/1h",
      "backInStock.perAddress=10000/1h",
      "linkMail.perAddress=10000/1h",
      "review.perAddress=10000/1h",
      "contact.perAddress=10000/1h",
      "track.perAddress=10000/1h",
      "signIn.perAddress=10000/1h",
      "staffSignIn.perAddress=10000/1h",
      "suggest.perAddress=10000/10s",
    ].join(","),
  };
  let dropDatabase = async () => {};
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const name = `overland_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: Object.assign(new URL(testUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    env.DATABASE_URL = Object.assign(new URL(testUrl), { pathname: `/${name}` }).toString();
    // A shop on PostgreSQL takes test payments only when told to (decision 004).
    env.PAYMENTS = "test";
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  // The back office's owner, made as a new shop owner makes it: the CLI's link sets the password.
  const setOwnerPassword = await addOwner(env);
  const shop = await startShop(env, { inheritOutput: true });
  const baseUrl = shop.url;
  await setOwnerPassword(baseUrl);
  await publishReviewsAtOnce(baseUrl);
  process.env.E2E_OWNER_EMAIL = OWNER.email;
  process.env.E2E_OWNER_PASSWORD = OWNER.password;
  process.env.E2E_BASE_URL = baseUrl;
  // Journeys that start a second shop (an outage, two processes) use the same database.
  if (env.DATABASE_URL) process.env.E2E_DATABASE_URL = env.DATABASE_URL;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    await shop.stop();
    await mailSink.close();
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
  };
}
