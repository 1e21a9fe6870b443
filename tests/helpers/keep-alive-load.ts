import http from "node:http";

import type { ShopProcess } from "./shop-process.ts";

// Bounded load over keep-alive connections, as a load balancer's pool or a busy client sends it:
// each client sends its next request as soon as the last one is answered, reusing its connection.
// It tells apart what a client can retry safely (a refused connection: nothing was sent) from what
// it cannot (a reset or a hang-up once the request went out, or an answer cut short).

export interface LoadTally {
  /** Complete answers: which client got it, for which path, its status and the time it ended. */
  answers: { client: number; path: string; status: number; at: number }[];
  /** Connections reset or hung up after a request was sent on them (ECONNRESET, EPIPE, "socket hang up"). */
  resets: string[];
  /** Answers whose body was cut short. */
  incomplete: string[];
  /** Connections refused: the port was closed, and nothing was sent. */
  refused: number;
  /** Anything else (a timeout of the load's own, an unexpected error). */
  other: string[];
}

export interface LoadOptions {
  clients: number;
  /** The paths the clients ask for, in turn. */
  paths: string[];
  /** A client keeps going while this is true and its connection is not refused. */
  keepGoing: () => boolean;
  /** The longest one request may take before the load counts it as unanswered. */
  requestTimeoutMs?: number;
}

const RESET_CODES = new Set(["ECONNRESET", "EPIPE"]);

/** Runs `clients` loops against `url` until each is refused or `keepGoing()` turns false; resolves with the tally. */
export function keepAliveLoad(url: string, options: LoadOptions): { tally: LoadTally; done: Promise<LoadTally> } {
  const tally: LoadTally = { answers: [], resets: [], incomplete: [], refused: 0, other: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const once = (client: number, path: string) =>
    new Promise<"again" | "stop">((resolve) => {
      const request = http.get(`${url}${path}`, { agent, timeout: options.requestTimeoutMs ?? 10_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", () => {});
        response.on("close", () => {
          const length = Number(response.headers["content-length"] ?? Number.NaN);
          const received = Buffer.concat(chunks).length;
          if (!response.complete || (!Number.isNaN(length) && received !== length)) {
            tally.incomplete.push(`${path}: ${response.statusCode} with ${received} of ${length} bytes`);
          } else tally.answers.push({ client, path, status: response.statusCode ?? 0, at: Date.now() });
          resolve("again");
        });
      });
      request.on("timeout", () => request.destroy(new Error("no answer in time")));
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED") {
          tally.refused += 1;
          return resolve("stop");
        }
        if (error.code && RESET_CODES.has(error.code)) tally.resets.push(`${path}: ${error.message}`);
        else tally.other.push(`${path}: ${error.code ?? ""} ${error.message}`);
        resolve("again");
      });
    });
  const done = Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let turn = client; options.keepGoing(); turn++) {
        if ((await once(client, options.paths[turn % options.paths.length]!)) === "stop") return;
      }
    }),
  ).then(() => {
    agent.destroy();
    return tally;
  });
  return { tally, done };
}

/**
 * Puts the shop under keep-alive load from `clients` clients, sends the signal once it has
 * answered `answersFirst` requests and every client at least once (so that every client's
 * connection has been taken from the kernel's backlog), and waits (bounded: 10 s after the
 * signal) for the load and the process to end.
 */
export async function stopUnderLoad(
  shop: ShopProcess,
  options: { clients: number; paths: string[]; answersFirst: number; signal: () => void },
): Promise<{ tally: LoadTally; exitCode: number | null }> {
  const exited = new Promise<number | null>((resolve) =>
    shop.process.exitCode !== null ? resolve(shop.process.exitCode) : shop.process.once("exit", (code) => resolve(code)),
  );
  let signalledAt = Number.POSITIVE_INFINITY;
  // Each client stops at its first refused connection, once the shop has exited, or 10 s after the signal.
  const load = keepAliveLoad(shop.url, {
    clients: options.clients,
    paths: options.paths,
    keepGoing: () => shop.process.exitCode === null && Date.now() < signalledAt + 10_000,
  });
  const deadline = Date.now() + 30_000;
  const everyClientAnswered = () => new Set(load.tally.answers.map((answer) => answer.client)).size === options.clients;
  while (load.tally.answers.length < options.answersFirst || !everyClientAnswered()) {
    if (Date.now() > deadline || shop.process.exitCode !== null) throw new Error(`the load never got going:\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  signalledAt = Date.now();
  options.signal();
  const tally = await load.done;
  return { tally, exitCode: await exited };
}
