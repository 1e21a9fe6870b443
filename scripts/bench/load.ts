// One load run with autocannon over a stream of addresses: at full load (as many requests as
// the connections carry) or at a fixed rate. Latency percentiles come from every response's own
// time (autocannon's summary has no p95).
import http from "node:http";

import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** Connection errors and timeouts, plus answers other than 2xx. */
  errors: number;
  /** With `countKept`: the answers the shop sent from its kept ones (X-Cache: hit), and those it rendered (miss). */
  kept?: { hits: number; misses: number };
}

// What a browser sends: the shop compresses its answers, and that work belongs in the measure.
export const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function load(options: {
  url: string;
  nextPath: (i: number) => string;
  /** The i-th request's JSON body: POSTed to its path; absent: a GET. */
  nextBody?: ((i: number) => string) | undefined;
  connections: number;
  seconds: number;
  /** Requests per second for the whole run; absent: full load. */
  rate?: number;
  /** Sent with every request besides a browser's (a caller's credentials). */
  headers?: Record<string, string>;
  /** Counts the kept answers (reads each answer's headers, which costs the load a little). */
  countKept?: boolean;
}): Promise<LoadResult> {
  let i = 0;
  const kept = { hits: 0, misses: 0 };
  const onResponse = (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
    if (headers["x-cache"] === "hit") kept.hits++;
    else if (headers["x-cache"] === "miss") kept.misses++;
  };
  const times: number[] = [];
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: { ...HEADERS, ...options.headers },
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const body = options.nextBody?.(i);
          request.path = options.nextPath(i++);
          if (body !== undefined) {
            request.method = "POST";
            request.body = body;
            request.headers = { ...request.headers, "content-type": "application/json" };
          }
          return request;
        },
        ...(options.countKept ? { onResponse } : {}),
      },
    ],
  });
  run.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await run;
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    latencyMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) },
    errors: result.errors + result.non2xx,
    ...(options.countKept ? { kept } : {}),
  };
}

/**
 * A fixed rate, paced: one request every 1/rate s, each sent when due whether or not earlier ones
 * have been answered (an open loop, as shoppers arrive), on kept-alive connections. Latency runs
 * from when a request was due, so a late send counts against the shop, not for it.
 *
 * autocannon's fixed rate is not this: each connection sends its share of a second back to back
 * when the second starts, so twenty connections at 300 req/s are bursts of twenty; a hello-world
 * answering in 0.02 ms shows a p95 over 20 ms under it. The bench measures the floor paced too.
 */
export async function paced(options: {
  url: string;
  nextPath: (i: number) => string;
  nextBody?: ((i: number) => string) | undefined;
  rate: number;
  seconds: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const times: number[] = [];
  let errors = 0;
  const kept = { hits: 0, misses: 0 };
  const start = performance.now();
  const sends: Promise<void>[] = [];
  const send = (i: number) =>
    new Promise<void>((resolve) => {
      const due = start + i * interval;
      const body = options.nextBody?.(i);
      const headers =
        body === undefined
          ? HEADERS
          : { ...HEADERS, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
      const request = http.request(
        { host: base.hostname, port: base.port, path: options.nextPath(i), agent, headers, method: body === undefined ? "GET" : "POST" },
        (response) => {
          if (response.headers["x-cache"] === "hit") kept.hits++;
          else if (response.headers["x-cache"] === "miss") kept.misses++;
          response.on("data", () => {});
          response.on("end", () => {
            times.push(performance.now() - due);
            if ((response.statusCode ?? 500) >= 300) errors++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        errors++;
        resolve();
      });
      request.end(body);
    });
  for (let i = 0; i < total;) {
    const now = performance.now();
    while (i < total && start + i * interval <= now) sends.push(send(i++));
    if (i < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + i * interval - performance.now())));
  }
  await Promise.all(sends);
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    requestsPerSecond: total / ((performance.now() - start) / 1000),
    requests: total,
    latencyMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) },
    kept,
    errors,
  };
}
