import cookie from "@fastify/cookie";
import Fastify, { type FastifyReply } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUp } from "../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../modules/accounts/index.ts";
import { registerPrivateAnswers } from "./private-answers.ts";

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

describe("a signed-in customer's answers, whatever their type", () => {
  /** Answers shaped as the storefront's: a page, its data request (single fetch), a fetcher's JSON, a versioned script. */
  async function storefrontLike() {
    const app = Fastify();
    await app.register(cookie);
    registerPrivateAnswers(app);
    const answer = (type: string, cacheControl?: string) => async (_request: unknown, reply: FastifyReply) => {
      if (cacheControl) reply.header("cache-control", cacheControl);
      return reply.type(type).send("Hello, Pat Purge <pat@example.com>");
    };
    for (const path of ["/shop.data", "/_.data", "/cart.data", "/wishlist.data", "/cart/checkout.data", "/account/orders.data"]) {
      app.get(path, answer("text/x-script"));
    }
    app.get("/shop", answer("text/html; charset=utf-8"));
    app.get("/resources/departments", answer("application/json"));
    // A page's data that says public is still the customer's: the root's data names them.
    app.get("/product/a-part.data", answer("text/x-script", "public, max-age=60"));
    app.get("/resources/messages/en-abc.js", answer("text/javascript", "public, max-age=31536000, immutable"));
    return app;
  }

  it("are private, no-store: pages, their .data, a fetcher's JSON; a file the same for everyone keeps its own caching", async () => {
    const app = await storefrontLike();
    try {
      for (const name of [SESSION_COOKIE, SECURE_SESSION_COOKIE]) {
        const cacheOf = async (url: string) =>
          (await app.inject({ method: "GET", url, headers: { cookie: `${name}=a-session` } })).headers["cache-control"];
        for (const url of [
          "/shop",
          "/shop.data",
          "/_.data",
          "/cart.data",
          "/wishlist.data",
          "/cart/checkout.data",
          "/account/orders.data",
          "/resources/departments",
          "/product/a-part.data",
        ]) {
          expect({ name, url, cache: await cacheOf(url) }).toEqual({ name, url, cache: "private, no-store" });
        }
        expect(await cacheOf("/resources/messages/en-abc.js")).toBe("public, max-age=31536000, immutable");
      }
    } finally {
      await app.close();
    }
  });

  it("leaves a guest's catalogue data to the response cache, and marks the checkout's and account's data private", async () => {
    const app = await storefrontLike();
    try {
      const cacheOf = async (url: string) => (await app.inject({ method: "GET", url })).headers["cache-control"];
      expect(await cacheOf("/shop.data")).toBeUndefined();
      expect(await cacheOf("/product/a-part.data")).toBe("public, max-age=60");
      expect(await cacheOf("/cart/checkout.data")).toBe("private, no-store");
      expect(await cacheOf("/account/orders.data")).toBe("private, no-store");
    } finally {
      await app.close();
    }
  });

  it("keeps the catalogue's API, which reads only its address, shared for a signed-in customer", async () => {
    const customer = await signUp(t.app);
    const url = "/api/website/products/?limit=3";
    await expect.poll(async () => (await t.app.inject({ method: "GET", url })).headers["x-cache"], { timeout: 5_000 }).toBe("hit");
    const signedIn = await t.app.inject({ method: "GET", url, headers: { cookie: customer.cookie } });
    expect(signedIn.headers["x-cache"]).toBe("hit");
    expect(signedIn.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
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
