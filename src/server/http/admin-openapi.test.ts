import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";

// The admin API's own document: OpenAPI 3.1, valid by a standard validator, naming the two ways in,
// and apart from the website's (whose own tests, openapi.test.ts, hold it as it was).

let t: TestApp;
let document: OpenAPIV3_1.Document;
let website: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/admin/docs/json" });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPIV3_1.Document>();
  website = (await t.app.inject({ method: "GET", url: "/api/website/docs/json" })).json<OpenAPIV3_1.Document>();
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const operationsOf = (doc: OpenAPIV3_1.Document) =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item?.[method] ? [{ name: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])),
  );

describe("the OpenAPI document at /api/admin/docs/json", () => {
  it("is OpenAPI 3.1 and validates against the OpenAPI 3.1 schema, with every $ref resolving", async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("is refused by the same validator when broken (the check can fail)", async () => {
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it("holds the admin API's routes only, and the website's document none of them", () => {
    const names = operationsOf(document).map((each) => each.name);
    expect(names).toEqual(
      expect.arrayContaining(["GET /api/admin/me", "GET /api/admin/tokens", "POST /api/admin/tokens", "DELETE /api/admin/tokens/{id}"]),
    );
    expect(Object.keys(document.paths ?? {}).filter((path) => !path.startsWith("/api/admin/") || path.includes("docs"))).toEqual([]);
    expect(Object.keys(website.paths ?? {}).filter((path) => path.startsWith("/api/admin"))).toEqual([]);
    expect(website.info.title).toBe("Overland website API");
  });

  it("names the bearer token and the staff session as its ways in", () => {
    expect(document.components?.securitySchemes).toMatchObject({
      bearerToken: { type: "http", scheme: "bearer" },
      staffSession: { type: "apiKey", in: "cookie" },
    });
    expect(document.security).toEqual([{ bearerToken: [] }, { staffSession: [] }]);
  });

  it("describes every route's answers (the caller's refusals too) and every write's Idempotency-Key", () => {
    const missing: string[] = [];
    for (const { name, operation } of operationsOf(document)) {
      const responses = Object.keys(operation.responses ?? {});
      for (const status of ["401", "403", "429"]) if (!responses.includes(status)) missing.push(`${name} ${status}`);
      if (!responses.some((status) => status.startsWith("2"))) missing.push(`${name} 2xx`);
      const header = (operation.parameters ?? []).some((p) => "in" in p && p.in === "header" && p.name === "idempotency-key");
      if (!name.startsWith("GET") && !header) missing.push(`${name} Idempotency-Key`);
    }
    expect(missing).toEqual([]);
    const create = document.paths?.["/api/admin/tokens"]?.post;
    expect(create?.requestBody).toBeDefined();
  });

  it("writes its schemas as JSON Schema 2020-12, as 3.1 wants (no 3.0 `nullable`)", () => {
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});
