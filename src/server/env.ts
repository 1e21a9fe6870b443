import { z } from "zod";

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
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional()),
    DATA_DIR: z.string().default("./data"),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    SEED: z.enum(["auto", "never"]).default("auto"),
    APP_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Overland <shop@overland.local>"),
    UPLOAD_DIR: z.string().default("./uploads"),
    REDIS_URL: optionalText.pipe(z.url().optional()),
    SHOP_PHONE: z.string().default("+61 2 5550 4477"),
    SHOP_EMAIL: z.string().default("help@overland.local"),
    // spec §2: desktop header layout and colour scheme, and the mobile header variant.
    HEADER_LAYOUT: z.enum(["spaceship", "classic"]).default("spaceship"),
    HEADER_SCHEME: z.enum(["one", "two", "three"]).default("one"),
    MOBILE_HEADER: z.enum(["one", "two"]).default("one"),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "is required with STRIPE_SECRET_KEY" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an error naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
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

/** The origin shoppers reach us at, for absolute links. */
export function publicOrigin(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
