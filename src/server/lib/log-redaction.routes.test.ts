import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import { connect } from "node:net";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
// eslint-disable-next-line overland/import-boundaries -- this test reads the storefront's route table, as the log sees its URLs
import storefrontRoutes from "../../web/routes.ts";

// The access log must keep no secret of a link (lib/log-redaction.ts). This walks every route the
// shop answers, Fastify's and the storefront's, sends a URL with a secret in each parameter named
// like one, and reads what the log wrote. A new route with a `:token` that is not in SECRET_ROUTES
// fails here.

/** A parameter whose name says it holds a secret. */
const SECRET_PARAMETER = /token|secret|key|code|signature|session|password/i;
/** Query parameters that carry a secret on any page (a guest's order ?token=, a provider's return). */
const SECRET_QUERY = ["token", "t", "session_id", "signature", "code"];

interface WalkedRoute {
  /** As registered: `:name` parameters, `?` for an optional one, `*` for the rest. */
  path: string;
  methods: string[];
  /** Query parameters the route's schema names. */
  query: string[];
  storefront: boolean;
}

const fastifyRoutes: WalkedRoute[] = [];
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  // Fastify tells of every instance it makes; the hook sees each route createApp registers.
  const collect = ({ fastify }: { fastify: FastifyInstance }) => {
    fastify.addHook("onRoute", (route: RouteOptions) => {
      const querystring = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      fastifyRoutes.push({
        path: route.url,
        methods: [route.method].flat(),
        query: Object.keys(querystring?.shape ?? {}),
        storefront: false,
      });
    });
  };
  const channel = diagnostics.channel("fastify.initialization");
  channel.subscribe(collect as (message: unknown) => void);
  try {
    t = await buildTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line: string) => void logLines.push(line) } });
  } finally {
    channel.unsubscribe(collect as (message: unknown) => void);
  }
});
afterAll(async () => {
  await t?.close();
});

/** The storefront's routes from src/web/routes.ts, layouts' children with their full paths. */
function walkStorefront(entries: readonly RouteConfigEntry[], parent = ""): WalkedRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own: WalkedRoute[] =
      entry.path === undefined && !entry.index ? [] : [{ path: path || "/", methods: ["GET", "POST"], query: [], storefront: true }];
    return [...own, ...walkStorefront(entry.children ?? [], path)];
  });
}

const routes = () => [...fastifyRoutes, ...walkStorefront(storefrontRoutes)];

const secretParameters = (route: WalkedRoute) =>
  [...route.path.matchAll(/:(\w+)\??/g)].map((match) => match[1]!).filter((name) => SECRET_PARAMETER.test(name));

interface Sample {
  url: string;
  /** The secret values the URL carries. */
  secrets: string[];
  /** The URL as the log should show it. */
  logged: string;
}

/** A URL of the route: each secret parameter a fresh random value, every other parameter "42". */
function sampleOf(route: WalkedRoute): Sample {
  const secrets: string[] = [];
  const fill = (secret: boolean) => {
    if (!secret) return { url: "42", logged: "42" };
    const value = `s3cr3t${randomBytes(9).toString("hex")}`;
    secrets.push(value);
    return { url: value, logged: "[secret]" };
  };
  const parts = route.path.split("/").map((segment) => {
    if (segment === "*") return { url: "x", logged: "x" };
    if (!segment.startsWith(":")) return { url: segment, logged: segment };
    return fill(SECRET_PARAMETER.test(segment.replace(/^:|\?$/g, "")));
  });
  const query = route.query.filter((name) => SECRET_PARAMETER.test(name)).map((name) => ({ name, ...fill(true) }));
  const search = (key: "url" | "logged") => (query.length ? `?${query.map((q) => `${q.name}=${q[key]}`).join("&")}` : "");
  return {
    url: parts.map((part) => part.url).join("/") + search("url"),
    secrets,
    logged: parts.map((part) => part.logged).join("/") + search("logged"),
  };
}

let serial = 0;

/**
 * Sends the request line as written, on a socket: inject() resolves dot segments and backslashes
 * before the shop sees the URL, as no server on the network does.
 */
async function sendRaw(url: string, requestId: string): Promise<void> {
  const address = t.app.server.address();
  if (!address || typeof address === "string") await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as { port: number };
  await new Promise<void>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("data", () => {});
    socket.once("end", () => resolve());
    socket.once("error", reject);
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n`);
  });
}

/** Sends the URL and answers the URLs the access log wrote for it, once the request's line is written. */
async function logged(method: string, url: string, options: { raw?: boolean } = {}): Promise<{ urls: string[]; text: string }> {
  const requestId = `redaction-${++serial}`;
  if (options.raw) await sendRaw(url, requestId);
  else await t.app.inject({ method: method as "GET", url, headers: { "x-request-id": requestId } });
  const mine = () => logLines.filter((line) => line.includes(`"reqId":"${requestId}"`));
  await expect.poll(() => mine().some((line) => /request (completed|errored)/.test(line))).toBe(true);
  const lines = mine();
  return {
    urls: lines.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url === undefined ? [] : [url];
    }),
    text: lines.join(""),
  };
}

describe("the access log keeps no secret of a link, on every route that carries one", () => {
  it("walks both route tables and finds the routes with a secret in their path or query", () => {
    const withSecrets = routes()
      .filter((route) => secretParameters(route).length > 0 || route.query.some((name) => SECRET_PARAMETER.test(name)))
      .map((route) => route.path);
    // The walk reaches both tables: an invitation's page and its API, a guest's order and its token.
    expect(withSecrets).toEqual(
      expect.arrayContaining([
        "/admin/set-password/:token",
        "/api/website/staff/set-password/:token",
        "/newsletter/:kind/:token",
        "/api/website/newsletter/unsubscribe/:token",
        "/cart/checkout/:token",
        "/api/website/order/:id",
        "/api/website/payments/test/:sessionId",
      ]),
    );
  });

  it("replaces each secret of a path or query with [secret], every method, and keeps the rest of the URL", async () => {
    const secretRoutes = routes().filter(
      (route) => secretParameters(route).length > 0 || route.query.some((name) => SECRET_PARAMETER.test(name)),
    );
    expect(secretRoutes.length).toBeGreaterThan(10);
    for (const route of secretRoutes) {
      for (const method of route.methods) {
        const sample = sampleOf(route);
        const { urls, text } = await logged(method, sample.url);
        for (const secret of sample.secrets) expect(text, `${method} ${route.path}`).not.toContain(secret);
        expect(urls, `${method} ${route.path}`).toContain(sample.logged);
      }
    }
  });

  it("also as the storefront's router accepts a page: other case, trailing or doubled slashes, its data request, a language", async () => {
    const pages = routes().filter((route) => route.storefront && secretParameters(route).length > 0);
    for (const route of pages) {
      const sample = sampleOf(route);
      const variants = [
        sample.url.toUpperCase().replace(sample.secrets[0]!.toUpperCase(), sample.secrets[0]!),
        `${sample.url}/`,
        sample.url.replace(/\//g, "//"),
        `${sample.url}.data?_routes=routes%2Faccount`,
        `${sample.url}?lang=ar`,
      ];
      for (const url of variants) {
        const { text } = await logged("GET", url);
        for (const secret of sample.secrets) expect(text, url).not.toContain(secret);
      }
    }
    const { urls } = await logged("GET", "/account/reset-password/abc.def.data?_routes=x");
    expect(urls).toContain("/account/reset-password/[secret].data?_routes=x");
  });

  it("also on paths no browser sends, as they come on the wire: dot segments, escaped letters, backslashes", async () => {
    const secretRoutes = routes().filter((route) => secretParameters(route).length > 0);
    for (const route of secretRoutes) {
      const sample = sampleOf(route);
      const [, first, ...rest] = sample.url.split("/") as [string, string, ...string[]];
      const literal = sample.url.split("/").filter((segment, index) => index > 0 && !sample.secrets.includes(segment) && segment !== "42");
      const last = literal.at(-1)!;
      const variants = [
        `/${first}/./${rest.join("/")}`,
        `/${first}/%2e/${rest.join("/")}`,
        `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest.join("/")}`,
        `/%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1).toUpperCase()}/${rest.join("/")}`,
        `//${first}/${rest.join("/")}`,
        sample.url.replace(`/${last}/`, `/${last}/../${last}/`),
        sample.url.replace(`/${last}/`, `/x/../${last}/%2E/`),
        `/${[first, ...rest].join("\\")}`,
        `${sample.url.replace(`/${last}/`, `/${last}//./`)}.data`,
      ];
      for (const url of variants) {
        const { text } = await logged("GET", url, { raw: true });
        for (const secret of sample.secrets) expect(text, `${route.path}: ${url}`).not.toContain(secret);
      }
    }
    // The invitation's link in the two forms seen served, logged as the route it is.
    for (const url of ["/admin/./set-password/inv.s3cr3t", "/%61dmin/set-password/inv.s3cr3t"]) {
      expect((await logged("GET", url, { raw: true })).urls).toEqual(["/admin/set-password/[secret]"]);
    }
  });

  it("drops a secret query parameter's value on any page, whatever its escape", async () => {
    const { urls, text } = await logged("GET", "/shop?page=2&token=q1secret&tok%65n=q2secret&session_id=q3secret&sort=price");
    expect(text).not.toMatch(/q[123]secret/);
    expect(urls).toContain("/shop?page=2&token=[secret]&tok%65n=[secret]&session_id=[secret]&sort=price");
    for (const name of SECRET_QUERY) {
      const { text: line } = await logged("GET", `/cart/checkout?${name}=zz${name}secret`);
      expect(line).not.toContain(`zz${name}secret`);
    }
  });

  it("keeps the URL of every route without a secret as it was", async () => {
    const plain = routes().filter(
      (route) =>
        secretParameters(route).length === 0 &&
        !route.query.some((name) => SECRET_PARAMETER.test(name)) &&
        route.methods.includes("GET") &&
        !route.path.includes("email"),
    );
    expect(plain.length).toBeGreaterThan(50);
    for (const route of plain) {
      const sample = sampleOf(route);
      const { urls } = await logged("GET", sample.url);
      expect(urls, route.path).toContain(sample.url);
    }
  });
});
