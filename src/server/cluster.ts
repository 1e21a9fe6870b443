// WEB_CONCURRENCY=N: one primary process and N workers that share one port (node:cluster). The
// primary migrates and seeds once, keeps N workers alive (a worker that dies is replaced),
// restarts them one at a time on SIGHUP (the next starts only once the new one listens), and
// drains them all on SIGTERM. Workers are the shop's ordinary process (main.ts).
import cluster, { type Worker } from "node:cluster";

import { prepareDatabase } from "./boot.ts";
import type { Env } from "./env.ts";

// The port a worker closes stays open while another worker (or the primary, which holds it for
// them) still has it: a client answered `Connection: close` then would reconnect into a backlog
// nobody takes from, and be reset when the last one closes it. So a stopping worker says when its
// listener is closed, and the primary answers once the port is closed for all of them.
const LISTENER_CLOSED = { overland: "listener closed" } as const;
const PORT_CLOSED = { overland: "port closed" } as const;
const isMessage = (message: unknown, kind: { overland: string }) =>
  typeof message === "object" && message !== null && (message as { overland?: unknown }).overland === kind.overland;

/** In a worker whose listener has just closed: resolves once the port is closed for every worker. */
export function portClosedForAll(): Promise<void> {
  return new Promise((resolve) => {
    const heard = (message: unknown) => {
      if (!isMessage(message, PORT_CLOSED)) return;
      process.off("message", heard);
      resolve();
    };
    process.on("message", heard);
    process.send!(LISTENER_CLOSED);
  });
}

/** Past a worker's own deadline (SHUTDOWN_TIMEOUT_MS), how long the primary waits before it kills it. */
const WORKER_STOP_MARGIN_MS = 5_000;

function stopWorker(worker: Worker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    const force = setTimeout(() => worker.process.kill("SIGKILL"), timeoutMs + WORKER_STOP_MARGIN_MS);
    worker.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    // The worker drains on SIGTERM (main.ts), as a lone process does.
    worker.process.kill("SIGTERM");
  });
}

export async function runPrimary(env: Env, workers: number): Promise<void> {
  // The workers accept connections themselves. Under Node's default round-robin the primary
  // accepts each connection and hands it to a worker; one handed to a worker that dies before
  // taking it stays open in the primary for ever, and its client hangs. Here a dying worker's
  // connections are closed by the kernel (the client sees a reset it can retry), and those still
  // waiting in the shared backlog are taken by the workers that live.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // Migrate and seed once, before any worker starts; the workers find the database ready. The
  // first owner's link is printed here too, once for all the workers.
  const { database } = await prepareDatabase(env, (message) => console.log(message), { firstOwnerLink: true });
  await database.close();

  let stopping = false;
  const current = new Set<Worker>();
  // Stopping workers whose listener is closed, waiting for the others'. The primary handles a
  // worker's messages in order, so by the time it hears one its share of the port is released.
  const listenersClosed = new Set<Worker>();
  const tellWhenPortClosed = () => {
    if (![...current].every((worker) => listenersClosed.has(worker))) return;
    for (const worker of listenersClosed) if (worker.isConnected()) worker.send(PORT_CLOSED);
    listenersClosed.clear();
  };
  cluster.on("message", (worker, message) => {
    if (!isMessage(message, LISTENER_CLOSED)) return;
    // A worker retiring on its own (a rolling restart): the others keep the port open and take its clients.
    if (!stopping) return void worker.send(PORT_CLOSED);
    listenersClosed.add(worker);
    tellWhenPortClosed();
  });
  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork();
      current.add(worker);
      worker.once("listening", () => {
        console.log(`worker ${worker.process.pid} listening`);
        resolve(worker);
      });
      worker.once("exit", (code, signal) => {
        current.delete(worker);
        listenersClosed.delete(worker);
        if (stopping) tellWhenPortClosed();
        if (stopping || worker.exitedAfterDisconnect || (worker as Worker & { retiring?: boolean }).retiring) return;
        // A worker that died is replaced: the shop keeps its N processes.
        console.error(`worker ${worker.process.pid} died (${signal ?? code}); starting another`);
        void fork().catch((error: unknown) => console.error("could not start a worker", error));
        reject(new Error(`worker ${worker.process.pid} exited before it listened`));
      });
    });

  await Promise.all(Array.from({ length: workers }, fork));
  console.log(`primary ${process.pid}: ${workers} workers on port ${env.PORT}`);

  // SIGHUP: a rolling restart (new code, new settings) without turning a shopper away.
  let restarting = false;
  process.on("SIGHUP", () => {
    if (restarting || stopping) return;
    restarting = true;
    void (async () => {
      for (const old of [...current]) {
        await fork();
        (old as Worker & { retiring?: boolean }).retiring = true;
        await stopWorker(old, env.SHUTDOWN_TIMEOUT_MS);
      }
      console.log("workers restarted");
    })().finally(() => {
      restarting = false;
    });
  });

  // The primary forwards the signal and exits once every worker has finished (each drains as a
  // lone process does). `on`, not `once`: a second signal must not end the primary at once, which
  // would take its workers with it.
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([...current].map((worker) => stopWorker(worker, env.SHUTDOWN_TIMEOUT_MS)));
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}
