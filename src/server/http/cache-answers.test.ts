import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { CATALOGUE_CHANNEL, CatalogueChanges } from "../lib/catalogue-changes.ts";
import { cacheAnswers, createCatalogueCache } from "../lib/response-cache.ts";
import { createCatalogueVersionService } from "../modules/catalog/index.ts";

// What cacheAnswers keeps and sends again, on a small app over the real catalogue version.

let database: DatabaseHandle;
let app: FastifyInstance;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  const changes = new CatalogueChanges(createCatalogueVersionService(database.db));
  const cache = createCatalogueCache({ maxBytes: 1_000_000, maxAnswerBytes: 100_000, maxAgeMs: 60_000 }, changes);
  stop = await database.watch(CATALOGUE_CHANNEL, changes.listener());
  app = Fastify();
  cacheAnswers(app, cache, { keyOf: (request) => request.url, securityPolicyOf: () => "script-src 'self' 'sha256-test'" });
  app.get("/page", async (_request, reply) => reply.type("text/html").send("<p>" + "a page ".repeat(400) + "</p>"));
  app.get("/private", async (_request, reply) => reply.header("cache-control", "private, no-store").send({ mine: true }));
  app.get("/cookie", async (_request, reply) => reply.header("set-cookie", "lang=ar").send({ lang: "ar" }));
  app.get("/missing", async (_request, reply) => reply.code(404).send({ message: "not here" }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stop();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("answers kept for everyone", () => {
  it("sends a page again with the policy of its scripts, compressed once for those who accept it", async () => {
    const rendered = await get("/page");
    expect(rendered.headers["x-cache"]).toBe("miss");
    const kept = await get("/page");
    expect(kept.headers["x-cache"]).toBe("hit");
    expect(kept.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-test'");
    expect(kept.body).toBe(rendered.body);
    // A shared cache gets the page once it is kept (allowed by its scripts' hashes), never with
    // the nonce of the request it was rendered for; it is named by what it shows (here, nothing).
    expect(rendered.headers["cache-control"]).toBe("private, no-cache");
    expect(kept.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(kept.headers["surrogate-key"]).toBe("all shop");
    const brotli = await get("/page", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("accept-encoding");
    expect((await get("/page", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/page", { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
  });

  it("never keeps an answer marked private, one that sets a cookie, or one other than 200", async () => {
    for (const url of ["/private", "/cookie", "/missing"]) {
      await get(url);
      expect((await get(url)).headers["x-cache"], url).not.toBe("hit");
    }
  });

  it("answers a HEAD itself, never from what it keeps", async () => {
    await get("/page");
    expect((await app.inject({ method: "HEAD", url: "/page" })).headers["x-cache"]).toBeUndefined();
  });
});
