import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer, signUp } from "../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { answerUnavailablePages, reportPageError } from "../http/unavailable-page.ts";

// Rule 9: every wait has a limit. With no database connection free within DB_CONNECTION_WAIT_MS
// (a pool of one, held), the API, the session lookup and the storefront's pages answer 503 with
// Retry-After at once, whatever the client accepts: never a 500, never after the caller gave up.
// PostgreSQL only: PGlite has no pool to wait for.

const WAIT_MS = 300;
/** Room for a busy machine between the pool giving up and the answer. */
const SLACK_MS = 2_000;

/**
 * The storefront as this test sees it: the shop's own handling of a page whose database is away
 * (answerUnavailablePages, reportPageError, the session lookup of its load context), with React
 * Router's rendering stood in for: a page whose loader reads the catalogue, reports its failure
 * as the storefront's handleError does, and renders React Router's error page (500).
 */
async function storefrontStandIn(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    answerUnavailablePages(scope);
    scope.all("*", async (request, reply) => {
      const sessionId = request.cookies[app.services.sessions.cookieName];
      const user = sessionId ? await app.services.sessions.userOf(sessionId) : null;
      try {
        await app.services.catalog.productsToPrice([1]);
      } catch (error) {
        reportPageError(request, error);
        return reply.code(500).type("text/html; charset=utf-8").send("<!DOCTYPE html><h1>Unexpected Server Error</h1>");
      }
      return reply.type("text/html; charset=utf-8").send(`<!DOCTYPE html><p>${user ? "signed in" : "guest"}</p>`);
    });
  });
}

let t: TestApp;
let customer: Customer;
let release: () => void;
let held: Promise<void>;

beforeAll(async () => {
  t = await buildTestApp({
    productionPool: true,
    env: { DB_POOL_MAX: "1", DB_CONNECTION_WAIT_MS: String(WAIT_MS) },
    extend: storefrontStandIn,
  });
  customer = await signUp(t.app);
  // The pool's one connection, busy until the end.
  const freed = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  held = t.database.db.transaction(async () => {
    started();
    await freed;
  });
  await holding;
});
afterAll(async () => {
  release?.();
  await held;
  await t?.close();
});

async function timed(request: InjectOptions) {
  const started = Date.now();
  const response = await t.app.inject(request);
  return { response, took: Date.now() - started };
}

describe(`no database connection free within DB_CONNECTION_WAIT_MS (${WAIT_MS} ms)`, () => {
  it("the API answers a signed-in customer (the session lookup) 503 with Retry-After and its JSON error", async () => {
    const { response, took } = await timed({ method: "GET", url: "/api/website/user/me", headers: { cookie: customer.cookie } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      statusCode: 503,
      error: "Service Unavailable",
      message: "The shop is briefly unavailable; please try again.",
    });
    expect(took).toBeGreaterThanOrEqual(WAIT_MS);
    expect(took).toBeLessThan(WAIT_MS + SLACK_MS);
  });

  it.each([
    ["a browser (text/html)", "text/html,application/xhtml+xml,*/*;q=0.8"],
    ["anything (*/*)", "*/*"],
    ["no Accept at all", undefined],
  ])("a guest's page asked for by %s answers the 503 page with Retry-After, not a 500", async (_who, accept) => {
    const { response, took } = await timed({ method: "GET", url: "/shop", headers: accept ? { accept } : {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("The shop is briefly unavailable");
    expect(took).toBeLessThan(WAIT_MS + SLACK_MS);
  });

  it.each([
    ["a browser (text/html)", "text/html"],
    ["anything (*/*)", "*/*"],
  ])("a signed-in customer's page, whose session lookup waits in vain, asked for by %s answers the 503 page", async (_who, accept) => {
    const { response, took } = await timed({ method: "GET", url: "/account", headers: { accept, cookie: customer.cookie } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("The shop is briefly unavailable");
    expect(took).toBeLessThan(WAIT_MS + SLACK_MS);
  });

  it("a client navigation's data request keeps the renderer's own answer, which its page shows", async () => {
    const { response } = await timed({ method: "GET", url: "/shop.data", headers: { accept: "*/*" } });
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
  });
});
