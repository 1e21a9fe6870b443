import type { FastifyInstance } from "fastify";

/**
 * JSON bodies as Fastify reads them (its own parser, with its guards against `__proto__` and
 * `constructor` keys), except that an empty body is no body: a client that sends
 * `Content-Type: application/json` on every call, as the spec's does, may delete an address
 * without a body. A route that needs a body still refuses its absence, by its schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
