import type { FastifyPluginAsync } from "fastify";

import type { DatabaseHandle } from "../../db/client.ts";

/**
 * /healthz: the process answers. /readyz: and its database answers, within 2 s, and every
 * catalogue change committed before the call is applied to what it keeps: a process back from a
 * database that hung is ready only once its kept answers show what changed meanwhile.
 */
export function healthRoutes(database: DatabaseHandle, catalogueChanges: { sync(): Promise<void> }): FastifyPluginAsync {
  return async (app) => {
    app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
      if (app.draining) return reply.code(503).send({ statusCode: 503, error: "Service Unavailable", message: "Shutting down" });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.all([database.ping(), catalogueChanges.sync()]),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("database ping timed out")), 2_000);
          }),
        ]);
        return { status: "ready", database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, "not ready");
        return reply.code(503).send({ statusCode: 503, error: "Service Unavailable", message: "Database unreachable" });
      } finally {
        clearTimeout(timer);
      }
    });
  };
}
