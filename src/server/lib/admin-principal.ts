// Who calls the admin API (/api/admin): an API token, or a member of staff signed in at /admin;
// and the one way a caller is refused (docs/decisions/032-one-admin-api.md). The scope
// (src/server/http/admin-scope.ts) sets the caller on every request and checks the route's
// permission before its body is read; a handler takes the caller with requirePrincipal.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";

import { type DomainError, ForbiddenError, UnauthorizedError } from "../../domain/errors.ts";
import {
  AUTH_SIGN_IN_REQUIRED,
  NOT_PERMITTED,
  type PermissionHolder,
  permissionRefusal,
  permissionsOfRole,
  type StaffPermission,
  type StaffRole,
} from "../../domain/staff.ts";

export { AUTH_SIGN_IN_REQUIRED, NOT_PERMITTED };

/** Whom the audit log names for a change: a member of staff, or a token (no account: id null, `token:<name>`). */
export interface Actor {
  id: string | null;
  email: string;
}

export interface AdminPrincipal extends PermissionHolder {
  kind: "token" | "staff";
  /** The token's id, or the member of staff's account id. */
  id: string;
  /** The token's name, or the member's name. */
  name: string;
  /** Whom the audit log names for what this caller changes. */
  actor: Actor;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The admin API's caller; null outside /api/admin. */
    principal: AdminPrincipal | null;
  }
  interface FastifyContextConfig {
    /** What an admin route needs of its caller (src/domain/staff.ts): every admin route names one. */
    permission?: StaffPermission;
    /** An admin API route every signed-in caller may call, whatever it may do (who am I): it names no permission. */
    anyCaller?: boolean;
  }
}

export const API_TOKEN_INVALID = "API_TOKEN_INVALID";
export const AUTHORIZATION_NOT_BEARER = "AUTHORIZATION_NOT_BEARER";

/** Every refusal of a caller, by its stable code: the status and the words a person reads. */
const REFUSALS = {
  [AUTH_SIGN_IN_REQUIRED]: { status: 401, message: "Sign in as staff, or send an API token as Authorization: Bearer" },
  [API_TOKEN_INVALID]: { status: 401, message: "The API token is unknown, expired or revoked" },
  [AUTHORIZATION_NOT_BEARER]: { status: 401, message: "The Authorization header is not a Bearer token" },
  [NOT_PERMITTED]: { status: 403, message: "This caller may not do this" },
} as const;
export type RefusalCode = keyof typeof REFUSALS;

/**
 * A caller's refusal in the one shape, {statusCode, error, message, code}; a 401 tells the caller
 * how to authenticate (WWW-Authenticate) when the reply is at hand.
 */
export function callerRefusal(code: RefusalCode, options: { permission?: StaffPermission; reply?: FastifyReply } = {}): DomainError {
  const { status, message } = REFUSALS[code];
  if (status === 401) {
    void options.reply?.header("www-authenticate", 'Bearer realm="overland-admin"');
    return new UnauthorizedError(message, { code });
  }
  return new ForbiddenError(options.permission ? `This caller may not ${options.permission}` : message, { code });
}

/**
 * The one guard of every staff route: refuses, in the one shape, a caller that may not
 * `permission` (nobody: 401; a customer, or staff or a token without it: 403).
 */
export function guardPermission(caller: PermissionHolder | null, permission: StaffPermission, reply?: FastifyReply): void {
  const refusal = permissionRefusal(caller, permission);
  if (refusal) throw callerRefusal(refusal, { permission, reply });
}

/** A member of staff as a caller of the admin API: whatever their role may do. */
export function staffPrincipal(user: { id: string; name: string; email: string; role: StaffRole }): AdminPrincipal {
  return {
    kind: "staff",
    id: user.id,
    name: user.name,
    permissions: permissionsOfRole(user.role),
    actor: { id: user.id, email: user.email },
  };
}

/** The session's holder of permissions: a member of staff's role, a customer's none, a guest's nobody. */
export function sessionHolder(user: FastifyRequest["user"]): PermissionHolder | null {
  if (!user) return null;
  return { permissions: user.role ? permissionsOfRole(user.role) : [] };
}

/**
 * The guard of a staff route outside /api/admin, on its session (the spec's order update,
 * POST /api/website/order/{id}): the same check and refusals, before the body is read.
 */
export function requirePermission(permission: StaffPermission): onRequestHookHandler {
  return async (request, reply) => {
    guardPermission(sessionHolder(request.user), permission, reply);
    if (request.user?.role) request.principal = staffPrincipal({ ...request.user, role: request.user.role });
  };
}

/** The key a caller's rate limit and idempotency keys are kept under: `token:<id>` or `staff:<id>`. */
export const principalKey = (principal: Pick<AdminPrincipal, "kind" | "id">): string => `${principal.kind}:${principal.id}`;

/**
 * The caller of this staff request, who may do this. The route's guard already checked the
 * route's own permission; a handler asks for the caller with it, or for anything more.
 */
export function requirePrincipal(request: Pick<FastifyRequest, "principal">, permission: StaffPermission): AdminPrincipal {
  guardPermission(request.principal, permission);
  return request.principal!;
}
