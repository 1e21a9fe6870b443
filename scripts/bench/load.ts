// One load run with autocannon over a stream of addresses: at full load (as many requests as
// the connections carry) or at a fixed rate. Latency percentiles come from every response's own
// time (autocannon's summary has no p95).
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p95: number; p99: number };
  /** Connection errors and timeouts, plus answers other than 2xx. */
  errors: number;
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
  connections: number;
  seconds: number;
  /** Requests per second for the whole run; absent: full load. */
  rate?: number;
}): Promise<LoadResult> {
  let i = 0;
  const times: number[] = [];
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: HEADERS,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          request.path = options.nextPath(i++);
          return request;
        },
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
  };
}
