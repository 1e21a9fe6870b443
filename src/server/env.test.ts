import { describe, expect, it } from "vitest";

import { EnvError, parseEnv, publicOrigin } from "./env.ts";

describe("environment", () => {
  it("runs with no variable at all: embedded database, port 3000", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED).toBe("auto");
    expect(publicOrigin(env)).toBe("http://localhost:3000");
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

  it("requires the Stripe webhook secret with the Stripe key", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/);
  });

  it("takes PUBLIC_URL as the origin of links, without a trailing slash", () => {
    expect(publicOrigin(parseEnv({ PUBLIC_URL: "https://shop.example.com/" }))).toBe("https://shop.example.com");
  });
});
