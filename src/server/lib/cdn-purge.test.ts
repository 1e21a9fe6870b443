import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createCdnPurge } from "./cdn-purge.ts";

// The purge hook as a CDN meets it: one request per change, from the process that claimed it,
// naming the change's keys; tried again when the CDN fails, and given up (logged) in the end.

let server: Server;
let url: string;
const received: { method: string; keys: string; authorization: string | undefined }[] = [];
let failures = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({
      method: request.method!,
      keys: String(request.headers["surrogate-key"]),
      authorization: request.headers.authorization,
    });
    if (failures > 0) {
      failures -= 1;
      response.statusCode = 503;
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const logged: string[] = [];
const log = { error: (detail: object, message: string) => logged.push(`${message} ${JSON.stringify(detail)}`) };

describe("the CDN's purge hook", () => {
  it("sends a change's keys once, from the process that claims it, with the shop's key for everything", async () => {
    received.length = 0;
    const claimed = new Set<number>();
    const claim = async (id: number) => !claimed.has(id) && claimed.add(id).size > 0;
    const first = createCdnPurge({ url, method: "PURGE", token: "cdn-secret", claim, log });
    const second = createCdnPurge({ url, method: "PURGE", claim, log });
    await Promise.all([first.purge(7, ["p12", "c3", "all"]), second.purge(7, ["p12", "c3", "all"]), second.purge(8, ["*"])]);
    expect(received).toEqual([
      { method: "PURGE", keys: "p12 c3 all", authorization: "Bearer cdn-secret" },
      { method: "PURGE", keys: "shop", authorization: undefined },
    ]);
  });

  it("tries a failed purge again, and logs one it gives up on", async () => {
    received.length = 0;
    failures = 1;
    const purge = createCdnPurge({ url, method: "POST", claim: async () => true, log });
    await purge.purge(9, ["p1"]);
    expect(received.map((r) => r.method)).toEqual(["POST", "POST"]);
    failures = 3;
    await purge.purge(10, ["p2"]);
    expect(received).toHaveLength(5);
    expect(logged.some((line) => line.includes("cdn purge failed") && line.includes('"change":10'))).toBe(true);
  }, 15_000);

  it("holds a write back by its bound at most while the CDN keeps failing", async () => {
    received.length = 0;
    failures = 3;
    const purge = createCdnPurge({ url, method: "PURGE", claim: async () => true, log });
    const sent = purge.purge(11, ["p3"]);
    const started = performance.now();
    await purge.settled(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(received).toHaveLength(1); // the first try failed; the others are still to come
    await sent;
    expect(received).toHaveLength(3);
  }, 15_000);

  it("hands a purge it gave up on to the durable queue, whose later try sends it once the CDN is back", async () => {
    received.length = 0;
    failures = 3;
    const queued: { id: number; tags: readonly string[] }[] = [];
    const purge = createCdnPurge({
      url,
      method: "PURGE",
      claim: async () => true,
      log,
      retryLater: async (id, tags) => queued.push({ id, tags }),
    });
    await purge.purge(12, ["p4"]);
    expect(queued).toEqual([{ id: 12, tags: ["p4"] }]);
    expect(received).toHaveLength(3);
    await purge.sendClaimed(12, ["p4"]);
    expect(received.at(-1)).toMatchObject({ method: "PURGE", keys: "p4" });
  }, 15_000);
});
