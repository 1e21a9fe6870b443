import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUp } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import type { CreatedApiToken } from "../../domain/schemas/api-tokens.ts";
import { ADMIN_SCOPE_ROUTE_TABLE } from "./admin-scope.ts";

// The admin API's own document: OpenAPI 3.1, valid by a standard validator, naming the two ways in,
// and apart from the website's (whose own tests, openapi.test.ts, hold it as it was); read by the
// admin API's callers whatever API_DOCS says, as the back office's tokens page links to it.

let t: TestApp;
let document: OpenAPIV3_1.Document;
let website: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await buildTestApp();
  const { cookie } = await staffMember(t.app, t.database.db, "staff");
  const response = await t.app.inject({ method: "GET", url: "/api/admin/docs/json", headers: { cookie } });
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

  it("holds every /api/admin route, walked from the route table: staff's calls and review moderation too", () => {
    const documented = new Set(operationsOf(document).map((each) => each.name));
    const routes = [...ADMIN_SCOPE_ROUTE_TABLE.values()]
      .filter((route) => route.url.startsWith("/api/admin/") && route.method !== "HEAD")
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    expect(routes).toEqual(
      expect.arrayContaining(["GET /api/admin/orders", "POST /api/admin/reviews/{id}/publish", "PUT /api/admin/reviews/settings"]),
    );
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
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

describe("who reads the admin API's document", () => {
  it("its callers, a token holder and a staff session, with API_DOCS off; 401 to no one; the website's document stays off", async () => {
    const off = await buildTestApp({ env: { NODE_ENV: "production", API_DOCS: "off" } });
    try {
      const read = (headers: Record<string, string> = {}) => off.app.inject({ method: "GET", url: "/api/admin/docs/json", headers });
      const owner = await staffMember(off.app, off.database.db, "owner", "Olga Owner");
      const made = await off.app.inject({
        method: "POST",
        url: "/api/admin/tokens",
        headers: { cookie: owner.cookie },
        payload: { name: "Warehouse", permissions: ["orders.read"] },
      });
      expect(made.statusCode, made.body).toBe(201);
      const byToken = await read({ authorization: `Bearer ${made.json<CreatedApiToken>().secret}` });
      expect(byToken.statusCode, byToken.body).toBe(200);
      expect(byToken.json<OpenAPIV3_1.Document>().info.title).toBe("Overland admin API");
      expect(byToken.headers["cache-control"]).toBe("private, no-store");
      const { cookie } = await staffMember(off.app, off.database.db, "staff");
      expect((await read({ cookie })).statusCode).toBe(200);

      const anonymous = await read();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
      expect((await read({ cookie: (await signUp(off.app)).cookie })).statusCode).toBe(403);

      expect((await off.app.inject({ method: "GET", url: "/api/website/docs/json" })).statusCode).toBe(404);
      expect((await off.app.inject({ method: "GET", url: "/api/website/docs" })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("no one without credentials where the website's document is public", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/docs/json" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/website/docs/json" })).statusCode).toBe(200);
  });
});
