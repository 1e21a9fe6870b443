import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";

import { wantsPage } from "./unavailable-page.ts";

const request = (url: string, accept?: string, method = "GET") =>
  ({ method, url, headers: accept === undefined ? {} : { accept } }) as unknown as FastifyRequest;

describe("wantsPage: who gets the 503 page rather than the JSON error while the database is away", () => {
  it.each([
    ["a browser", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
    ["any type", "*/*"],
    ["any text", "text/*"],
    ["no Accept at all", undefined],
    ["an empty Accept", ""],
    ["upper case", "TEXT/HTML"],
  ])("a page asked for by %s", (_who, accept) => {
    expect(wantsPage(request("/shop?page=2", accept))).toBe(true);
    expect(wantsPage(request("/", accept, "HEAD"))).toBe(true);
    expect(wantsPage(request("/checkout", accept, "POST"))).toBe(true);
  });

  it("not an API call, a client navigation's data request, another method, or a client that takes no HTML", () => {
    expect(wantsPage(request("/api/website/products/", "*/*"))).toBe(false);
    expect(wantsPage(request("/shop.data", "*/*"))).toBe(false);
    expect(wantsPage(request("/shop", "*/*", "PUT"))).toBe(false);
    expect(wantsPage(request("/shop", "application/json"))).toBe(false);
    expect(wantsPage(request("/shop", "image/avif,image/webp"))).toBe(false);
    expect(wantsPage(request("/shop", "application/json, text/html;q=0"))).toBe(false);
    expect(wantsPage(request("/shop", "application/json, */*;q=0.0"))).toBe(false);
  });
});
