import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /i18n/{locale}.json (spec §7)", () => {
  it("serves Arabic with English merged under it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/i18n/ar.json" });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { common: Record<string, string> };
    expect(body.common.cart).toBe("السلة");
  });
  it("refuses a locale the shop does not speak with a JSON error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/i18n/fr.json" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });
});
