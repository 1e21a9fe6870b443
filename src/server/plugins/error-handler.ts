import { hasZodFastifySchemaValidationErrors } from "@fastify/type-provider-zod";
import type { FastifyError, FastifyInstance } from "fastify";

import type { ApiError } from "../../domain/schemas/common.ts";
import { DomainError } from "../lib/errors.ts";

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

// Connection-level failures of PostgreSQL or the pool: the database is away, answer fast 503s (rule 9).
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "53300"]);

function isDatabaseUnavailable(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    if (typeof e !== "object" || e === null) return false;
    const code = (e as { code?: unknown }).code;
    const message = String((e as { message?: unknown }).message ?? "");
    return (typeof code === "string" && UNAVAILABLE_CODES.has(code)) || /timeout exceeded when trying to connect|Connection terminated/i.test(message);
  });
}

/** Every error leaves as JSON {statusCode, error, message}; details of a 500 stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return `${field || where} ${issue.message}`.trim();
      });
      body = { statusCode: 400, error: "Bad Request", message: messages.join("; ") };
    } else if (error instanceof DomainError) {
      body = { statusCode: error.statusCode, error: error.error, message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      body = { statusCode: 503, error: "Service Unavailable", message: "The shop is briefly unavailable; please try again." };
      void reply.header("retry-after", "5");
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, error: STATUS_TEXT[error.statusCode] ?? "Bad Request", message: error.message };
    } else {
      request.log.error({ err: error }, "request failed");
      body = { statusCode: 500, error: "Internal Server Error", message: "Something went wrong on our side." };
    }
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  });
}
