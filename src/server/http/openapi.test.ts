import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import SwaggerParser from "@apidevtools/swagger-parser";
import swagger from "@fastify/swagger";
import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import Fastify from "fastify";
import type { OpenAPIV3 } from "openapi-types";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { openApiOptions } from "./openapi.ts";

// The document client generators read: it must validate with a standard validator,
// and every path must be a template a generator can turn into a function.

let t: TestApp;
let document: OpenAPIV3.Document;
beforeAll(async () => {
  // The test app runs with NODE_ENV=test, where the documentation is public (API_DOCS defaults to it outside production).
  t = await buildTestApp();
  const response = await t.app.inject({ method: "GET", url: "/api/website/docs/json" });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenAPIV3.Document>();
});
afterAll(async () => {
  await t?.close();
});

/** `/a/{b}/c`: segments of letters, digits, `-`, `_`, `.`, or one `{name}` parameter. */
const PATH_TEMPLATE = /^(?:\/(?:[\w.-]+|\{[A-Za-z_][\w]*\}))+\/?$/;

describe("the OpenAPI document at /api/website/docs/json", () => {
  it("validates against the OpenAPI 3.0 schema, with every $ref resolving", async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("has only valid path templates, every one under /api/website", () => {
    const invalid = Object.keys(document.paths).filter((path) => !PATH_TEMPLATE.test(path) || !path.startsWith("/api/website/"));
    expect(invalid).toEqual([]);
  });

  it("declares every parameter a path template names", () => {
    const undeclared: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const method of ["get", "post", "put", "patch", "delete"] as const) {
        const operation = item?.[method];
        if (!operation) continue;
        const declared = new Set((operation.parameters ?? []).flatMap((p) => ("in" in p && p.in === "path" ? [p.name] : [])));
        for (const name of names) if (!declared.has(name!)) undeclared.push(`${method.toUpperCase()} ${path} {${name}}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("documents the calls of spec §7 the storefront makes", () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      (["get", "post", "put", "patch", "delete"] as const).filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const base = "/api/website";
    expect(operations).toEqual(
      expect.arrayContaining([
        `POST ${base}/user/login`,
        `POST ${base}/user/change-password`,
        `GET ${base}/categories`,
        `GET ${base}/brands`,
        `GET ${base}/products/`,
        `GET ${base}/products/search`,
        `POST ${base}/order/create-checkout-session`,
        `GET ${base}/blog`,
        `POST ${base}/newsletter/subscribe`,
      ]),
    );
    // Paths with parameters, whatever the parameter is called.
    const shapes = operations.map((operation) => operation.replace(/\{\w+\}/g, "{}"));
    expect(shapes).toEqual(
      expect.arrayContaining([
        `GET ${base}/products/{}`,
        `GET ${base}/products/get-by-id/{}`,
        `GET ${base}/categories/{}`,
        `GET ${base}/seo/{}`,
        `GET ${base}/order/{}`,
        `GET ${base}/order/order-by-orderId/{}`,
        `GET ${base}/blog/{}`,
        `GET ${base}/reviews/product/{}`,
      ]),
    );
  });

  it("leaves out the storefront's pages, its media and the JSON 404 of unknown API paths", () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith("/api/website/"))).toEqual([]);
    expect(paths.filter((path) => path.includes("*"))).toEqual([]);
  });
});

describe("the document's routes", () => {
  it("leaves out a catch-all without a schema (the storefront's) and turns an API wildcard into a named parameter", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiOptions);
    app.get("/*", async () => "page");
    app.get("/api/website/seo/*", { schema: { params: z.object({ "*": z.string() }) } }, async () => ({}));
    await app.ready();
    const paths = (app.swagger() as OpenAPIV3.Document).paths;
    await app.close();
    expect(Object.keys(paths)).toEqual(["/api/website/seo/{path}"]);
    expect(paths["/api/website/seo/{path}"]?.get?.parameters).toMatchObject([{ in: "path", name: "path", required: true }]);
  });
});

// A client a shop integrator would generate: types from openapi-typescript, and code that uses
// them the way the storefront's calls of spec §7 do. It must compile with no diagnostic.
const USAGE = `
import type { components, paths } from "./api.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

type Listing = paths["/api/website/products/"]["get"];
export const listingQuery: NonNullable<Listing["parameters"]["query"]> = { page: 2, limit: 12 };
export function firstProduct(listing: Json<Listing["responses"][200]>): { title: string; price: number; pages: number } {
  const product: components["schemas"]["Product"] | undefined = listing.data[0];
  // @ts-expect-error the listing answers data and pagination, not items
  void listing.items;
  return { title: product?.title.en ?? "", price: product?.prices.price ?? 0, pages: listing.pagination.totalPages };
}

type Checkout = paths["/api/website/order/create-checkout-session"]["post"];
export const checkout: Json<NonNullable<Checkout["requestBody"]>> = {
  items: [{ product: 12, options: { size: "m" }, quantity: 2 }],
  shippingAddress: {
    firstName: "Ada",
    lastName: "Lovelace",
    address1: "1 Track Road",
    suburb: "Alice Springs",
    postcode: "0870",
    email: "ada@example.com",
    phone: "+61 400 000 000",
  },
};
export const paymentPage = (answer: Json<Checkout["responses"][200]>): string => answer.url;

type Order = paths["/api/website/order/{id}"]["get"];
export const orderPath: Order["parameters"]["path"] = { id: "17" };

type Seo = paths["/api/website/seo/{path}"]["get"];
export const seoPath: Seo["parameters"]["path"] = { path: "blog/choosing-a-snorkel" };
export const metaTitle = (answer: Json<Seo["responses"][200]>): string => answer.data.metaTitle;

export const category = (tree: Json<paths["/api/website/categories"]["get"]["responses"][200]>): string =>
  tree[0]?.children[0]?.children[0]?.slug ?? "";
`;

describe("a typed client generated from the document", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "overland-api-client-"));
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("compiles, with the spec §7 calls typed", async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    writeFileSync(join(folder, "api.ts"), types);
    writeFileSync(join(folder, "usage.ts"), USAGE);
    const program = ts.createProgram([join(folder, "api.ts"), join(folder, "usage.ts")], {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      types: [],
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file?.fileName.slice(folder.length + 1) ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    expect(diagnostics).toEqual([]);
  });
});
