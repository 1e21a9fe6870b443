import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

import type { FastifyInstance } from "fastify";

// How the shop stops on SIGTERM without resetting a connection the kernel accepted for it (rule 9):
//   1. /readyz answers 503 at once, and the port stays open for the drain (SHUTDOWN_DRAIN_MS),
//      answering everything else as usual, so a load balancer's health check takes the process out;
//   2. the port closes: the kernel accepts no more (a new client is refused, which it may retry
//      elsewhere since it sent nothing), and from then every answer says `Connection: close`;
//   3. requests in flight, and requests arriving on connections already accepted, are answered;
//   4. a connection that has sent nothing for QUIET_MS is closed (an idle keep-alive);
//   5. once no connection is left, the onClose hooks run, then the database closes.
// A deadline (SHUTDOWN_TIMEOUT_MS from the signal) cuts whatever remains.

/**
 * How long a connection must have sent nothing, with no request in flight, before it is closed
 * while the shop stops. A client sends on a new or reused connection within milliseconds; closing
 * it at once would reset a request already on its way (as Node's server.close() does).
 */
const QUIET_MS = 1_000;
const QUIET_CHECK_MS = 100;

export interface ShutdownOptions {
  drainMs: number;
  deadlineMs: number;
  /** Resolves once the port is closed for every process sharing it (cluster.ts); a lone process's closes with its listener. */
  portClosedForAll?: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  exit: (code: number) => void;
}

/** Sets the shop up to stop gracefully; returns the stop to call on a signal (once; later calls wait for it). */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions): (signal: string) => Promise<void> {
  const connections = trackConnections(app.server);
  let portClosed = false;
  // From the moment the port is closed, keep-alive clients are told to reconnect, which takes them
  // elsewhere. Not before: a client told so during the drain reconnects here, and a connection
  // waiting in the kernel's backlog when the port closes is reset.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (portClosed) reply.header("connection", "close");
    return payload;
  });

  let stopping: Promise<void> | undefined;
  const stop = async (signal: string) => {
    app.draining = true;
    app.log.info({ signal, drainMs: options.drainMs }, "stopping: /readyz fails, answering on until the port closes");
    const deadline = setTimeout(() => {
      app.log.warn({ connections: connections.size }, "stopping: deadline reached, cutting the connections left");
      options.exit(1);
    }, options.deadlineMs);
    deadline.unref();

    await delay(options.drainMs);
    // net.Server's close stops accepting and leaves every connection open; http.Server's own
    // close() would also destroy the idle ones at once, some with a request already on its way.
    net.Server.prototype.close.call(app.server);
    await options.portClosedForAll?.();
    portClosed = true;
    app.log.info({ connections: connections.size }, "stopping: port closed, finishing requests");
    await closeWhenQuiet(connections);
    try {
      // No connection is left: this runs the onClose hooks (return503OnClosing is off, so a
      // request read by then is answered as usual).
      await app.close();
      await options.closeDatabase();
    } catch (error) {
      app.log.error({ err: error }, "stopping: closing failed");
      return options.exit(1);
    }
    clearTimeout(deadline);
    options.exit(0);
  };
  return (signal) => (stopping ??= stop(signal));
}

interface ConnectionState {
  requestsInFlight: number;
  /** When it last went quiet (accepted, or its last answer ended), and how many bytes it had sent by then. */
  quietSince: number;
  bytesReadThen: number;
}

/** The server's open connections, each with what it is doing. */
function trackConnections(server: Server): Map<Socket, ConnectionState> {
  const connections = new Map<Socket, ConnectionState>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { requestsInFlight: 0, quietSince: Date.now(), bytesReadThen: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const state = connections.get(socket);
    if (!state) return;
    state.requestsInFlight += 1;
    response.once("close", () => {
      state.requestsInFlight -= 1;
      state.quietSince = Date.now();
      state.bytesReadThen = socket.bytesRead;
    });
  });
  return connections;
}

/**
 * Resolves once no connection is left: each ends after its answer (`Connection: close`), or is
 * closed once it has sent nothing for QUIET_MS. Bytes read count as activity (a request arriving
 * byte by byte is not quiet), and the check runs after the event loop has read what had arrived.
 */
async function closeWhenQuiet(connections: Map<Socket, ConnectionState>): Promise<void> {
  while (connections.size > 0) {
    await delay(QUIET_CHECK_MS);
    await new Promise((resolve) => setImmediate(resolve));
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.requestsInFlight > 0) continue;
      if (socket.bytesRead !== state.bytesReadThen) {
        // Bytes of a request not yet complete: wait for it, counting quiet from now.
        state.bytesReadThen = socket.bytesRead;
        state.quietSince = now;
      } else if (now - state.quietSince >= QUIET_MS) socket.destroy();
    }
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
