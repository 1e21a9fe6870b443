import type { FastifyPluginAsync } from "fastify";

/**
 * POST /csp-report: browsers report what the pages' Content-Security-Policy blocked. Logged as a
 * warning (a blocked script is a bug, or an attack) and answered 204; small bodies only.
 */
export const cspReports: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    ["application/csp-report", "application/reports+json"],
    { parseAs: "string", bodyLimit: 8_192 },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.post("/csp-report", { schema: { hide: true }, bodyLimit: 8_192, config: { skipOriginCheck: true } }, async (request, reply) => {
    const report = typeof request.body === "string" ? request.body : JSON.stringify(request.body ?? null);
    request.log.warn({ report: report.slice(0, 2_000) }, "content security policy violation");
    return reply.code(204).send();
  });
};
