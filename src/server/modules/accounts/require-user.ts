import type { FastifyRequest } from "fastify";

import { UnauthorizedError } from "../../../domain/errors.ts";
import type { SessionUser } from "./sessions.service.ts";

/** The signed-in customer, or 401: account calls take identity from the session only (rule 7). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError("AUTH_SIGN_IN_REQUIRED");
  return request.user;
}
