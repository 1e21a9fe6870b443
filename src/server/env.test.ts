import path from "node:path";

import { describe, expect, it } from "vitest";

import { EnvError, parseEnv, publicOrigin, returnOrigin, takesTestPayments } from "./env.ts";

describe("environment", () => {
  it("runs with no variable at all: embedded database, port 3000", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED).toBe("auto");
    expect(publicOrigin(env)).toBe("http://localhost:3000");
  });

  it("keeps shoppers' photos under DATA_DIR unless UPLOAD_DIR says where", () => {
    expect(parseEnv({}).UPLOAD_DIR).toBe(path.join("./data", "uploads"));
    expect(parseEnv({ DATA_DIR: "/var/lib/overland" }).UPLOAD_DIR).toBe("/var/lib/overland/uploads");
    expect(parseEnv({ UPLOAD_DIR: "/srv/photos" }).UPLOAD_DIR).toBe("/srv/photos");
    expect(parseEnv({ UPLOAD_DIR: "" }).UPLOAD_DIR).toBe(path.join("./data", "uploads"));
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", STRIPE_SECRET_KEY: "" }).DATABASE_URL).toBeUndefined();
  });

  it("stops on a bad value with a message that names each variable", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "abc", DATABASE_URL: "mysql://db", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL: must be a postgres:// URL");
    expect(message).toContain("LOG_LEVEL");
  });

  it("stops within SHUTDOWN_TIMEOUT_MS (20 s), which must outlast the drain", () => {
    expect(parseEnv({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 1_000, SHUTDOWN_TIMEOUT_MS: 20_000 });
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: "15000", SHUTDOWN_TIMEOUT_MS: "10000" })).toThrow(
      "SHUTDOWN_TIMEOUT_MS: must be longer than SHUTDOWN_DRAIN_MS",
    );
  });

  it("waits at most DB_CONNECTION_WAIT_MS (5 s) for a database connection, less than a request may take", () => {
    expect(parseEnv({}).DB_CONNECTION_WAIT_MS).toBe(5_000);
    expect(parseEnv({ DB_CONNECTION_WAIT_MS: "2000" }).DB_CONNECTION_WAIT_MS).toBe(2_000);
    expect(() => parseEnv({ DB_CONNECTION_WAIT_MS: "30000" })).toThrow(/DB_CONNECTION_WAIT_MS.*shorter than REQUEST_TIMEOUT_MS/);
    expect(parseEnv({ DB_CONNECTION_WAIT_MS: "30000", REQUEST_TIMEOUT_MS: "40000" }).DB_CONNECTION_WAIT_MS).toBe(30_000);
    // A short request timeout alone still starts: the wait follows it, at half.
    expect(parseEnv({ REQUEST_TIMEOUT_MS: "2000" }).DB_CONNECTION_WAIT_MS).toBe(1_000);
    expect(() => parseEnv({ REQUEST_TIMEOUT_MS: "2000", DB_CONNECTION_WAIT_MS: "2000" })).toThrow(/shorter than REQUEST_TIMEOUT_MS/);
  });

  it("refuses the shop's facts it once took, which the back office's settings keep now", () => {
    expect(() => parseEnv({ SHOP_PHONE: "+61 7 5550 0000", SHOP_X_URL: "https://x.com/overland" })).toThrow(
      /SHOP_PHONE: the shop's settings are changed in the back office now[\s\S]*SHOP_X_URL/,
    );
    expect(parseEnv({ SHOP_TIME_ZONE: "" }).PORT).toBe(3000);
  });

  it("requires the Stripe webhook secret with the Stripe key", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/);
  });

  it("takes PUBLIC_URL as the origin of links, without a trailing slash", () => {
    expect(publicOrigin(parseEnv({ PUBLIC_URL: "https://shop.example.com/" }))).toBe("https://shop.example.com");
  });

  it("trusts no proxy by default, and takes a hop count or a list of addresses and CIDR ranges (TRUST_PROXY)", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ NODE_ENV: "production" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, ::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("reads RATE_LIMITS and names a bad entry", () => {
    expect(parseEnv({ RATE_LIMITS: "signUp.perAddress=5/1h" }).RATE_LIMITS).toEqual({
      "signUp.perAddress": { max: 5, windowMs: 3_600_000 },
    });
    expect(() => parseEnv({ RATE_LIMITS: "signUp.perAddress=lots" })).toThrow(/RATE_LIMITS/);
  });

  it("refuses to start a deployment (DATABASE_URL) with test payments unless PAYMENTS=test says so", () => {
    const deployment = { DATABASE_URL: "postgres://shop@db/overland" };
    expect(() => parseEnv(deployment)).toThrow(/PAYMENTS: a shop on DATABASE_URL takes real payments/);
    expect(takesTestPayments(parseEnv({ ...deployment, PAYMENTS: "test" }))).toBe(true);
    expect(takesTestPayments(parseEnv({ ...deployment, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }))).toBe(false);
    // The embedded shop sells end to end out of the box, with test payments.
    expect(takesTestPayments(parseEnv({}))).toBe(true);
    expect(() => parseEnv({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS/);
    expect(() => parseEnv({ PAYMENTS: "free" })).toThrow(/PAYMENTS/);
  });
});

describe("returnOrigin: where a payment sends the shopper back", () => {
  const env = (extra: Record<string, string> = {}) => parseEnv({ PORT: "3000", ...extra });
  it("is PUBLIC_URL whenever it is set, whatever the request says", () => {
    expect(returnOrigin(env({ PUBLIC_URL: "https://shop.example/" }), { protocol: "http", host: "127.0.0.1:3000" })).toBe(
      "https://shop.example",
    );
  });
  it("without PUBLIC_URL, is the shopper's own origin on a loopback address", () => {
    for (const host of ["127.0.0.1:3000", "localhost:3000", "[::1]:3000", "127.0.0.2"]) {
      expect(returnOrigin(env(), { protocol: "http", host })).toBe(`http://${host}`);
    }
  });
  it("accepts an origin of ALLOWED_ORIGINS and refuses any other Host header", () => {
    const allowed = env({ ALLOWED_ORIGINS: "https://parts.example, http://192.168.1.20:3000/" });
    expect(returnOrigin(allowed, { protocol: "https", host: "parts.example" })).toBe("https://parts.example");
    expect(returnOrigin(allowed, { protocol: "http", host: "192.168.1.20:3000" })).toBe("http://192.168.1.20:3000");
    for (const host of ["evil.example", "parts.example.evil.example", "user@127.0.0.1", "127.0.0.1.evil.example", "", "a b"]) {
      expect(returnOrigin(allowed, { protocol: "https", host })).toBe("http://localhost:3000");
    }
  });
});
