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

    // The drain: long enough for the load balancer's health checks to see /readyz fail.
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
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
  /** Called when its last answer ends, once the shop is stopping. */
  onQuiet?: () => void;
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
      state.onQuiet?.();
    });
  });
  return connections;
}

/**
 * Resolves once no connection is left: each ends after its answer (`Connection: close`), or is
 * closed once it has sent nothing for QUIET_MS. Each connection has its own timer, set when it goes
 * quiet (now, or when its last answer ends). Node's parser reads the socket natively, so no 'data'
 * event tells of bytes arriving: when the timer fires, bytes read since count as activity (a request
 * arriving byte by byte is not quiet) and the timer is set again from then.
 */
function closeWhenQuiet(connections: Map<Socket, ConnectionState>): Promise<void> {
  return new Promise((resolve) => {
    const timers = new Map<Socket, NodeJS.Timeout>();
    const settle = (socket: Socket) => {
      clearTimeout(timers.get(socket));
      timers.delete(socket);
      if (connections.size === 0) resolve();
    };
    const watch = (socket: Socket, state: ConnectionState) => {
      clearTimeout(timers.get(socket));
      if (state.requestsInFlight > 0) return timers.delete(socket);
      const check = () => {
        // Let the event loop read what has arrived before judging the connection quiet.
        setImmediate(() => {
          if (!connections.has(socket) || state.requestsInFlight > 0) return;
          if (socket.bytesRead !== state.bytesReadThen) {
            // Bytes of a request not yet complete: wait for it, counting quiet from now.
            state.bytesReadThen = socket.bytesRead;
            state.quietSince = Date.now();
            timers.set(socket, setTimeout(check, QUIET_MS));
          } else socket.destroy();
        });
      };
      timers.set(socket, setTimeout(check, Math.max(0, state.quietSince + QUIET_MS - Date.now())));
    };
    if (connections.size === 0) return resolve();
    for (const [socket, state] of connections) {
      state.onQuiet = () => watch(socket, state);
      socket.once("close", () => settle(socket));
      watch(socket, state);
    }
  });
}
