import { createConnection, createServer, type Server, type Socket } from "node:net";

import { freePort } from "./shop-process.ts";

/**
 * A TCP hop between the shop and its database that a test can cut and mend: cut() ends every
 * connection and refuses new ones (the network to the database is gone), mend() lets them through
 * again. hang() stops forwarding without closing anything, as a database that stopped answering
 * (or a network that drops packets) does; new connections are taken and held too; resume() lets
 * what was held through.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let server: Server | null = null;
  let hung = false;

  const forward = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(target);
        const pair = { client, upstream };
        pairs.add(pair);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        if (hung) hold(pair);
        else forward(pair);
        client.on("close", () => {
          pairs.delete(pair);
          upstream.destroy();
        });
        upstream.on("close", () => client.destroy());
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await listen();

  return {
    port,
    async cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      server = null;
    },
    mend: listen,
    hang(): void {
      hung = true;
      for (const pair of pairs) hold(pair);
    },
    resume(): void {
      hung = false;
      for (const pair of pairs) forward(pair);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
