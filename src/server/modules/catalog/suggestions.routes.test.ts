import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { cleanSearchQuery } from "../../../domain/search-text.ts";
import { createLimiters, LIMIT_DEFAULTS } from "../../lib/rate-limiter.ts";

// GET /products/search (spec §7): the header's suggestions, asked once per keystroke. What a query
// costs is bounded by what is read of it (100 characters, eight distinct words), and how often
// one address may ask by suggest.perAddress.

const suggest = (app: TestApp["app"], query: string, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  app.inject({
    method: "GET",
    url: `/api/website/products/search?${new URLSearchParams({ query, limitProducts: "10" }).toString()}`,
    remoteAddress,
    headers,
  });

const ids = (body: { products: { _id: string }[] }) => body.products.map((product) => product._id);

describe("what of a long query suggestions read", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("200 characters of one repeated word suggest what its first 100 characters do, not an error", async () => {
    const long = await suggest(t.app, "brake ".repeat(33).trim());
    expect(long.statusCode).toBe(200);
    // Cut at 100 characters: sixteen times "brake", then "brak" being typed.
    const cut = await suggest(t.app, "brake brak");
    expect(ids(long.json())).toEqual(ids(cut.json()));
    expect(ids(long.json()).length).toBeGreaterThan(0);
  });

  it("a word past the 100th character is ignored, however many words come before it", async () => {
    const past = await suggest(t.app, `${"winch ".repeat(17)}zzqxnothing`);
    expect(past.statusCode).toBe(200);
    expect(ids(past.json())).toEqual(ids((await suggest(t.app, "winch winc")).json()));
  });

  it("200 characters of a repeated part number suggest what their first 100 characters do", async () => {
    const [part] = (await suggest(t.app, "winch")).json<{ products: { productId: string }[] }>().products;
    const long = `${part!.productId} `.repeat(20).slice(0, 200);
    const repeated = await suggest(t.app, long);
    expect(repeated.statusCode).toBe(200);
    expect(ids(repeated.json())).toEqual(ids((await suggest(t.app, cleanSearchQuery(long))).json()));
    // The part number typed once is still found by its number.
    expect((await suggest(t.app, part!.productId)).json<{ products: { productId: string }[] }>().products[0]?.productId).toBe(
      part!.productId,
    );
  });
});

describe("suggestions forgive typos as the results page does", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const titles = (body: { products: { title: { en?: string } }[] }) => body.products.map((product) => product.title.en ?? "");

  it("'bul bar' suggests the bull bars, and 'snorkle' the snorkels", async () => {
    const bullBars = titles((await suggest(t.app, "bul bar")).json());
    expect(bullBars.length).toBeGreaterThan(0);
    expect(bullBars.every((title) => /bull ?bar/i.test(title))).toBe(true);
    const snorkels = titles((await suggest(t.app, "snorkle")).json());
    expect(snorkels.length).toBeGreaterThan(0);
    expect(snorkels.every((title) => /snorkel/i.test(title))).toBe(true);
  });

  it("a word being typed is completed before it is corrected: 'bul' suggests what starts with it", async () => {
    const typing = titles((await suggest(t.app, "bul")).json());
    expect(typing.length).toBeGreaterThan(0);
    expect(typing.every((title) => /\bbul/i.test(title))).toBe(true);
  });

  it("guesses nothing for a word nothing is near", async () => {
    expect(titles((await suggest(t.app, "qxzv bar")).json())).toEqual([]);
  });
});

describe("suggestions are limited per address (suggest.perAddress)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: "suggest.perAddress=3/1h" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 429 with the JSON error and Retry-After once an address has asked its share, whatever X-Forwarded-For says", async () => {
    const address = "198.51.100.7";
    for (const query of ["wi", "win", "winc"]) expect((await suggest(t.app, query, address)).statusCode).toBe(200);
    const refused = await suggest(t.app, "winch", address, { "x-forwarded-for": "192.0.2.1" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: expect.any(String) });
    expect(refused.headers["retry-after"]).toBe("3600");
    // Another shopper's address has its own share.
    expect((await suggest(t.app, "winch", "198.51.100.8")).statusCode).toBe(200);
  });

  it("an answer the shop already keeps is sent even to a limited address: it costs nothing", async () => {
    const address = "198.51.100.9";
    for (const query of ["ro", "roo", "roof"]) expect((await suggest(t.app, query, address)).statusCode).toBe(200);
    expect((await suggest(t.app, "roof r", address)).statusCode).toBe(429);
    const kept = await suggest(t.app, "roof", address);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers["x-cache"]).toBe("hit");
  });
});

describe("the default limit is never met by a typist", () => {
  const rule = LIMIT_DEFAULTS["suggest.perAddress"];

  it("the longest query read, typed at 10 keys a second without a pause, and on and on, is never refused", async () => {
    let now = 0;
    const limiters = createLimiters({ now: () => now });
    for (let key = 0; key < 300; key++, now += 100)
      expect(await limiters.take([["suggest.perAddress", "ip:192.0.2.1"]]), `key ${key}`).toBe(true);
  });

  it("a script asking 20 times a second is refused within the window", async () => {
    let now = 0;
    const limiters = createLimiters({ now: () => now });
    const answers: boolean[] = [];
    for (let key = 0; key < 200; key++, now += 50) answers.push(await limiters.take([["suggest.perAddress", "ip:192.0.2.2"]]));
    expect(answers.indexOf(false)).toBe(rule.max);
    expect(now).toBeLessThanOrEqual(rule.windowMs);
  });
});
