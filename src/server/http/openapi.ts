// The OpenAPI document of the website API (served at /api/website/docs/json), shaped for client
// generators: only the API's routes, path templates with named parameters, every $ref resolvable.
import type { SwaggerOptions } from "@fastify/swagger";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "@fastify/type-provider-zod";
import { z } from "zod";

import { CategorySchema, ProductSchema } from "../../domain/schemas/catalog.ts";
import { ErrorSchema } from "../../domain/schemas/common.ts";
import { API_PREFIX } from "../lib/api-prefix.ts";

/**
 * Schemas the document names under components/schemas. A recursive schema must be here: its
 * self-reference is a $ref, and only a named schema has a component for it to point to.
 */
const components = z.registry<{ id: string }>();
components.add(CategorySchema, { id: "Category" });
components.add(ProductSchema, { id: "Product" });
components.add(ErrorSchema, { id: "Error" });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });

/** Name of the parameter a trailing wildcard (`/seo/*`) stands for in the document. */
const WILDCARD_PARAMETER = "path";

/** Renames the wildcard parameter of a JSON schema of params (`*` becomes {@link WILDCARD_PARAMETER}). */
function renameWildcard(params: unknown): unknown {
  if (typeof params !== "object" || params === null || !("properties" in params)) return params;
  const { properties, required, ...rest } = params as { properties: Record<string, unknown>; required?: string[] };
  const { "*": wildcard, ...others } = properties;
  return {
    ...rest,
    properties: {
      ...others,
      [WILDCARD_PARAMETER]: { ...(wildcard as object), description: "The rest of the path; it may contain slashes" },
    },
    required: (required ?? []).map((name) => (name === "*" ? WILDCARD_PARAMETER : name)),
  };
}

export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: "Overland website API",
      version: "1.0.0",
      description:
        "The JSON API of the Overland storefront. Money is in US dollars with 2 decimals, but an order and the checkout's pricing are in the currency they name (USD, EUR, GBP or RUB); errors are {statusCode, error, message}.",
    },
  },
  transform(document) {
    // The storefront's pages, media and health checks are not the API: they stay out of the document.
    if (!document.url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true }, url: document.url };
    const { schema, url } = zodTransform(document);
    if (!url.endsWith("*") || schema.hide) return { schema, url };
    // A trailing wildcard becomes a named path parameter, which OpenAPI path templates allow.
    return { schema: { ...schema, params: renameWildcard(schema.params) }, url: `${url.slice(0, -1)}{${WILDCARD_PARAMETER}}` };
  },
  transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
};
