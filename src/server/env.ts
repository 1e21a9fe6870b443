import { isIP } from "node:net";
import path from "node:path";

import { z } from "zod";

import { parseLimitOverrides } from "./lib/rate-limiter.ts";

// The one place that reads process.env (STYLE: parsed once at boot). Every variable is in
// the README's configuration table and in .env.example.

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: z.url().optional().describe("The shop's public origin, for links in e-mails and payment returns"),
    /** Without PUBLIC_URL, other origins (beside loopback) a shopper may be sent back to after paying. */
    ALLOWED_ORIGINS: optionalText.pipe(z.string().optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    /** Shoppers' photos (modules/media/photo-store.ts); default `<DATA_DIR>/uploads`. Several hosts share one folder. */
    UPLOAD_DIR: optionalText,
    /** Pixels a shopper's photo may have, and a build's photos together, read on their headers before decoding (decision 021). */
    PHOTO_MAX_MEGAPIXELS: z.coerce.number().min(0.1).max(200).default(40),
    BUILD_MAX_MEGAPIXELS: z.coerce.number().min(0.1).max(2400).default(150),
    /** Uploads whose photos are decoded at once in this process, one photo at a time on PHOTO_THREADS libvips threads: one core of two by default, the pages keep the other. */
    PHOTO_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    PHOTO_THREADS: z.coerce.number().int().min(1).max(64).default(1),
    /** Uploads (a build's photos) waiting for a worker; one more is refused with a 503 and Retry-After. */
    PHOTO_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(8),
    /** The longest an upload's photos may wait for a worker and be prepared, all together; past it, a 503. */
    PHOTO_TIME_LIMIT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * The longest a request waits for one of the pool's connections (or for a new one to connect): a
     * 503 past it. Unset: 5 s, or half of REQUEST_TIMEOUT_MS where that is shorter.
     */
    DB_CONNECTION_WAIT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Memory per process for the guests' pages and catalogue answers kept until the catalogue changes (decision 015); 0 keeps none. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * Memory per process for what pages are rendered from (a part's page data, listings' rows),
     * kept apart from the pages until what it shows changes (lib/kept-data.ts), counted as JSON; 0 keeps none.
     */
    PAGE_DATA_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /**
     * A CDN's or a reverse proxy's purge hook: each change to the catalogue is sent there once (by
     * one process) as a request naming the surrogate keys to forget in its Surrogate-Key header
     * (cdn-purge.ts; docs/cdn.md). Unset: nothing is sent.
     */
    CDN_PURGE_URL: optionalText.pipe(z.url().optional()),
    /** The purge request's method: PURGE (Varnish), POST (Fastly's purge API). */
    CDN_PURGE_METHOD: z.enum(["PURGE", "POST"]).default("PURGE"),
    /** Sent as the purge request's Authorization: Bearer token (a CDN's API token). */
    CDN_PURGE_TOKEN: optionalText,
    /** Worker processes sharing the port (node:cluster); above 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** On SIGTERM, how long the port stays open, answering as usual while /readyz fails, before it closes (shutdown.ts). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /** On SIGTERM, the most the whole stop may take: whatever is left then is cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(2_000).max(120_000).default(20_000),
    /**
     * Tests only: a catalogue import's apply waits this long before its commit, so that a test can
     * kill the process mid-apply (tests/kill-during-jobs.test.ts). 0, the default, never waits.
     */
    IMPORT_APPLY_TEST_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SEED: z.enum(["auto", "never"]).default("auto"),
    APP_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Swagger UI and the OpenAPI document at /api/website/docs: public by default in development and tests, off in production. */
    API_DOCS: optionalText.pipe(z.enum(["public", "off"]).optional()),
    /** An unpaid order is cancelled this long after it was placed (its held units were given back long before). */
    ORDER_PAYMENT_EXPIRY_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(48),
    /** How long a payment session holds its units before they go back on the shelf (decision 003). */
    STOCK_RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** A staff session unused this long ends (its absolute lifetime is a day, ending with the browser). */
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** A customer's session unused this long ends (its absolute lifetime is 30 days with "remember", a day without). */
    CUSTOMER_SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(30).default(7),
    /** Which payments the shop takes: Stripe's, or the built-in test provider's (no real money). */
    PAYMENTS: optionalText.pipe(z.enum(["test", "stripe"]).optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Overland <shop@overland.local>"),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    /** Names every key of this shop in Redis, so that shops (or test runs) can share one server. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, "letters, digits and : . _ - only")
      .default("overland:"),
    TRUST_PROXY: optionalText.transform((value, ctx) => parseTrustProxy(value, ctx)),
    RATE_LIMITS: optionalText.transform((value, ctx) => {
      if (value === undefined) return {};
      try {
        return parseLimitOverrides(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
    // spec §2: desktop header layout and colour scheme, and the mobile header variant.
    HEADER_LAYOUT: z.enum(["spaceship", "classic"]).default("spaceship"),
    HEADER_SCHEME: z.enum(["one", "two", "three"]).default("one"),
    MOBILE_HEADER: z.enum(["one", "two"]).default("one"),
  })
  .superRefine((env, ctx) => {
    // A request that waits for a connection must hear its 503 while its caller still listens.
    if (env.DB_CONNECTION_WAIT_MS !== undefined && env.DB_CONNECTION_WAIT_MS >= env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: "custom", path: ["DB_CONNECTION_WAIT_MS"], message: "must be shorter than REQUEST_TIMEOUT_MS" });
    }
    if (env.SHUTDOWN_TIMEOUT_MS <= env.SHUTDOWN_DRAIN_MS) {
      ctx.addIssue({ code: "custom", path: ["SHUTDOWN_TIMEOUT_MS"], message: "must be longer than SHUTDOWN_DRAIN_MS" });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "is required with STRIPE_SECRET_KEY" });
    }
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: "custom", path: ["PAYMENTS"], message: "is stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET" });
    }
    // decision 004: a deployment never takes test payments by accident, which would ship goods for free.
    if (env.DATABASE_URL && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message:
          "a shop on DATABASE_URL takes real payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to take test payments (no money) on purpose",
      });
    }
  })
  .transform((env) => ({
    ...env,
    // The API's documentation is nobody's business in production unless the owner says so.
    API_DOCS: env.API_DOCS ?? (env.NODE_ENV === "production" ? "off" : "public"),
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, "uploads"),
    // A shorter request timeout shortens the wait with it, so that setting one alone still starts.
    DB_CONNECTION_WAIT_MS: env.DB_CONNECTION_WAIT_MS ?? Math.min(5_000, Math.floor(env.REQUEST_TIMEOUT_MS / 2)),
  }));

export type Env = z.infer<typeof EnvSchema>;

/**
 * TRUST_PROXY: whose X-Forwarded-For the shop believes. Unset: nobody's, the connection's address
 * is the client (a client cannot choose its own). A number: that many proxies in front of the shop.
 * A list of addresses or CIDR ranges: the proxies at those addresses.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  if (value === undefined || value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => {
    const [address = "", bits] = entry.split("/");
    const version = isIP(address);
    return version === 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  });
  if (bad !== undefined || entries.length === 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be a number of proxies or a list of addresses and CIDR ranges${bad ? ` ("${bad}" is neither)` : ""}`,
    });
    return z.NEVER;
  }
  return entries;
}

export class EnvError extends Error {}

/**
 * The shop's own facts the environment once gave, now kept in the database and changed in the
 * back office (decision 046): one still set would be silently ignored, so it is refused instead.
 */
const MOVED_TO_SETTINGS = [
  "SHOP_PHONE",
  "SHOP_EMAIL",
  "SHOP_TIME_ZONE",
  "SHOP_FACEBOOK_URL",
  "SHOP_INSTAGRAM_URL",
  "SHOP_YOUTUBE_URL",
  "SHOP_X_URL",
] as const;

/** Parses the environment; a bad value throws an error naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  const moved = MOVED_TO_SETTINGS.filter((name) => source[name] !== undefined && source[name] !== "");
  if (!result.success || moved.length > 0) {
    const lines = [
      ...(result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)),
      ...moved.map(
        (name) => `  ${name}: the shop's settings are changed in the back office now (/admin/settings); remove it from the environment`,
      ),
    ];
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Reads .env (if present) under the real environment, then parses. */
export function loadEnv(): Env {
  try {
    process.loadEnvFile(".env");
  } catch {
    // No .env file: the environment alone configures the shop.
  }
  return parseEnv(process.env);
}

/** True when the shop takes test payments (no real money): PAYMENTS=test, or no Stripe keys on the embedded database. */
export function takesTestPayments(env: Env): boolean {
  return env.PAYMENTS === "test" || !env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET;
}

/** Hosts that are this machine: a shopper on one may be sent back to it after paying. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Where a payment sends the shopper back: PUBLIC_URL when set. Without it, the origin the shopper
 * is on (so that a shopper on 127.0.0.1 comes back to the cart they filled there), but only when it
 * is a loopback address or listed in ALLOWED_ORIGINS; never an arbitrary Host header, which anyone
 * can send. Otherwise the default origin.
 */
export function returnOrigin(env: Env, request: { protocol: string; host: string }): string {
  if (env.PUBLIC_URL) return publicOrigin(env);
  let asked: URL;
  try {
    asked = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return publicOrigin(env);
  }
  if (asked.username || asked.password || asked.pathname !== "/") return publicOrigin(env);
  const allowed = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean);
  if (LOOPBACK.test(asked.hostname) || allowed.includes(asked.origin)) return asked.origin;
  return publicOrigin(env);
}

/** The origin shoppers reach us at, for absolute links. */
export function publicOrigin(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
