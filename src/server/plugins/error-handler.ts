import { hasZodFastifySchemaValidationErrors } from "@fastify/type-provider-zod";
import type { FastifyError, FastifyInstance } from "fastify";

import { isDatabaseUnavailable } from "../../db/errors.ts";
import { DomainError, TooManyRequestsError } from "../../domain/errors.ts";
import type { ApiError } from "../../domain/schemas/common.ts";
import { RETRY_AFTER_SECONDS, sendUnavailablePage, wantsPage } from "../http/unavailable-page.ts";

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

/** A spec §8 error code, such as AUTH_WEAK_PASSWORD. */
const SPEC_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Every error leaves as JSON {statusCode, error, message}; details of a 500 stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? "request";
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "is not valid",
      }));
      // A rule that names a spec §8 code (AUTH_INVALID_EMAIL) answers that code alone, as a client
      // written from the spec matches it; the field it concerns goes in its own property.
      const coded = issues.find((issue) => SPEC_CODE.test(issue.message));
      body = coded
        ? { statusCode: 400, error: "Bad Request", message: coded.message, ...(coded.field ? { field: coded.field } : {}) }
        : {
            statusCode: 400,
            error: "Bad Request",
            message: issues.map((issue) => `${issue.field || where} ${issue.message}`.trim()).join("; "),
            ...(issues[0]?.field ? { field: issues[0].field } : {}),
          };
    } else if (error instanceof DomainError) {
      body = { statusCode: error.statusCode, error: error.error, message: error.message, ...(error.code ? { code: error.code } : {}) };
      // The shop's own words for a failure on its side: what caused it goes to the log, and a
      // 503 says when to try again, as one from the database does.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.statusCode === 503) void reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
        void reply.header("retry-after", String(error.retryAfterSeconds));
    } else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      // A page (the session lookup before the storefront renders) gets the shopper's 503 page.
      if (wantsPage(request)) return sendUnavailablePage(request, reply);
      body = { statusCode: 503, error: "Service Unavailable", message: "The shop is briefly unavailable; please try again." };
      void reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      body = { statusCode: error.statusCode, error: STATUS_TEXT[error.statusCode] ?? "Bad Request", message: error.message };
    } else {
      request.log.error({ err: error }, "request failed");
      body = { statusCode: 500, error: "Internal Server Error", message: "Something went wrong on our side." };
    }
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  });
}
