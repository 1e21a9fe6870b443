import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUp } from "../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(async () => {
  await t?.close();
});

describe("answers with a customer's data are never cached (Cache-Control: private, no-store)", () => {
  it("marks the account and order calls, whoever asks, and any answer that sets a cookie", async () => {
    const customer = await signUp(t.app);
    for (const [method, url] of [
      ["GET", "/api/website/user/me"],
      ["GET", "/api/website/user/orders"],
      ["GET", "/api/website/user/shipping/addresses"],
      ["GET", "/api/website/order/00000000-0000-0000-0000-000000000000"],
      ["POST", "/api/website/order/track"],
    ] as const) {
      const signedIn = await t.app.inject({
        method,
        url,
        headers: { cookie: customer.cookie },
        payload: method === "POST" ? { number: 1, email: "a@b.c" } : undefined,
      });
      expect(signedIn.headers["cache-control"], url).toBe("private, no-store");
      const guest = await t.app.inject({ method, url, payload: method === "POST" ? { number: 1, email: "a@b.c" } : undefined });
      expect(guest.headers["cache-control"], url).toBe("private, no-store");
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/api/website/user/login",
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });

  it("marks the public catalogue as a shared cache's to keep, with the keys a change purges it by", async () => {
    const products = await t.app.inject({ method: "GET", url: "/api/website/products/?limit=2" });
    expect(products.statusCode).toBe(200);
    expect(products.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(products.headers["surrogate-key"]).toBe("all shop");
    expect(products.headers["cache-tag"]).toBe("all,shop");
  });
});

describe("the access log", () => {
  it("keeps no customer's e-mail address and no order token from the URL", async () => {
    const customer = await signUp(t.app);
    await t.app.inject({
      method: "GET",
      url: `/api/website/order/orders-by-email/${encodeURIComponent(customer.email)}`,
      headers: { cookie: customer.cookie },
    });
    await t.app.inject({ method: "GET", url: "/api/website/order/00000000-0000-0000-0000-000000000000?token=guest-secret-token" });
    const log = logLines.join("");
    expect(log).toContain("/api/website/order/orders-by-email/[email]");
    expect(log).not.toContain(customer.email);
    expect(log).not.toContain(encodeURIComponent(customer.email));
    expect(log).not.toContain("guest-secret-token");
  });
});

describe("the API's documentation", () => {
  it("is off in production unless API_DOCS=public, and public in development", async () => {
    const production = await buildTestApp({ env: { NODE_ENV: "production" } });
    const opened = await buildTestApp({ env: { NODE_ENV: "production", API_DOCS: "public" } });
    try {
      expect((await production.app.inject({ method: "GET", url: "/api/website/docs/json" })).statusCode).toBe(404);
      expect((await production.app.inject({ method: "GET", url: "/api/website/docs" })).statusCode).toBe(404);
      expect((await opened.app.inject({ method: "GET", url: "/api/website/docs/json" })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url: "/api/website/docs/json" })).statusCode).toBe(200);
    } finally {
      await production.close();
      await opened.close();
    }
  });
});
