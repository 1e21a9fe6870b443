import type { FastifyPluginAsync } from "fastify";

import type { DatabaseHandle } from "../../db/client.ts";

/** /healthz: the process answers. /readyz: and its database answers, within 2 s. */
export function healthRoutes(database: DatabaseHandle): FastifyPluginAsync {
  return async (app) => {
    app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
      if (app.draining) return reply.code(503).send({ statusCode: 503, error: "Service Unavailable", message: "Shutting down" });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.ping(),
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
