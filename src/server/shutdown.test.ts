import { connect, type Socket } from "node:net";

import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";

import { gracefulShutdown } from "./shutdown.ts";

// The order of the stop, on a real port (faults/shutdown.test.ts puts a whole shop process under
// load): what the kernel accepted is answered or closed quietly, never reset.

interface Stopping {
  app: FastifyInstance;
  port: number;
  stop: (signal: string) => Promise<void>;
  exited: Promise<number>;
  databaseClosed: () => boolean;
}

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close().catch(() => {})));
  apps = [];
});

async function aShop(options: { drainMs: number; deadlineMs?: number; routes?: (app: FastifyInstance) => void }): Promise<Stopping> {
  // As app.ts builds it: a request read while closing is answered, not refused with a 503.
  const app = Fastify({ return503OnClosing: false });
  apps.push(app);
  app.decorate("draining", false);
  app.get("/hello", async () => ({ hello: "world" }));
  options.routes?.(app);
  let closed = false;
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const stop = gracefulShutdown(app, {
    drainMs: options.drainMs,
    deadlineMs: options.deadlineMs ?? 10_000,
    closeDatabase: async () => {
      closed = true;
    },
    exit,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, port: typeof address === "object" && address ? address.port : 0, stop, exited, databaseClosed: () => closed };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends on the socket until it closes it, and how it closed. */
function untilClosed(socket: Socket): Promise<{ text: string; error?: string }> {
  return new Promise((resolve) => {
    let text = "";
    let error: string | undefined;
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", (caught: NodeJS.ErrnoException) => (error = caught.code));
    socket.on("close", () => resolve(error ? { text, error } : { text }));
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop\r\n\r\n`;

async function portRefuses(port: number): Promise<boolean> {
  try {
    (await open(port)).destroy();
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
  }
}

describe("gracefulShutdown", () => {
  it("marks the shop draining at once (/readyz fails) and keeps the port open and connections alive through the drain", async () => {
    const shop = await aShop({ drainMs: 60_000 });
    const socket = await open(shop.port);
    const received = untilClosed(socket);
    void shop.stop("SIGTERM");
    expect(shop.app.draining).toBe(true);

    const answer = await shop.app.inject({ method: "GET", url: "/hello" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).not.toBe("close");
    // A new client is still accepted while the drain lasts.
    expect(await portRefuses(shop.port)).toBe(false);
    socket.destroy();
    await received;
  });

  it("answers in full, with Connection: close, a request that reaches a connection accepted before the port closed", async () => {
    const shop = await aShop({ drainMs: 200 });
    const socket = await open(shop.port);
    const received = untilClosed(socket);
    void shop.stop("SIGTERM");
    await expect.poll(() => portRefuses(shop.port)).toBe(true);

    socket.write(get("/hello"));
    const { text, error } = await received;
    expect(error).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text.toLowerCase()).toContain("connection: close");
    expect(text).toContain('{"hello":"world"}');
    expect(await shop.exited).toBe(0);
    expect(shop.databaseClosed()).toBe(true);
  });

  it("finishes a request in flight when the port closes, then closes the database and exits 0, however many signals come", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const shop = await aShop({
      drainMs: 0,
      routes: (app) =>
        app.get("/slow", async () => {
          started();
          await released;
          return { done: true };
        }),
    });
    const socket = await open(shop.port);
    const received = untilClosed(socket);
    socket.write(get("/slow"));
    await inFlight;
    const stopping = shop.stop("SIGTERM");
    // A second signal (the primary passing on the one its group got) is the same stop.
    expect(shop.stop("SIGINT")).toBe(stopping);
    await expect.poll(() => portRefuses(shop.port)).toBe(true);
    expect(shop.databaseClosed()).toBe(false);

    release();
    const { text, error } = await received;
    expect(error).toBeUndefined();
    expect(text).toContain('{"done":true}');
    expect(await shop.exited).toBe(0);
    expect(shop.databaseClosed()).toBe(true);
  });

  it("closes a keep-alive connection that stays quiet, without a reset, and answers one still sending its request", async () => {
    const shop = await aShop({ drainMs: 0 });
    const idle = await open(shop.port);
    const idleClosed = untilClosed(idle);
    idle.write(get("/hello"));
    await expect.poll(() => idle.bytesRead).toBeGreaterThan(0);
    // The other client sends its request a byte every 100 ms, for longer than a connection may stay quiet.
    const slow = await open(shop.port);
    const slowClosed = untilClosed(slow);
    const request = get("/hello");
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < request.length) slow.write(request[sent++]!);
    }, 100);
    void shop.stop("SIGTERM");

    expect((await idleClosed).error).toBeUndefined();
    expect(slow.destroyed).toBe(false);
    const { text, error } = await slowClosed;
    clearInterval(drip);
    expect(sent).toBe(request.length);
    expect(error).toBeUndefined();
    expect(text).toContain('{"hello":"world"}');
    expect(await shop.exited).toBe(0);
  });

  it("cuts what remains at the deadline and exits 1", async () => {
    const shop = await aShop({
      drainMs: 0,
      deadlineMs: 1_500,
      routes: (app) => app.get("/never", () => new Promise(() => {})),
    });
    const socket = await open(shop.port);
    const received = untilClosed(socket);
    socket.write(get("/never"));
    await expect.poll(() => socket.bytesWritten).toBeGreaterThan(0);
    void shop.stop("SIGTERM");
    expect(await shop.exited).toBe(1);
    expect(shop.databaseClosed()).toBe(false);
    socket.destroy();
    await received;
  });
});
