// The part of autocannon's API that scripts/bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface RawRequest {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    title?: string;
    /** Requests per second from all connections together. */
    overallRate?: number;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }

  /** A distribution: per-second samples for requests, milliseconds for latency. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
  }

  /** A running load: its events, and the result once it ends. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
