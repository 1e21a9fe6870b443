// Who calls the admin API (/api/admin): an API token, or a member of staff signed in at /admin.
// The scope (src/server/http/admin-scope.ts) sets it on every request before a handler runs;
// a handler asks for it with requirePrincipal, as back-office handlers ask requireStaff.
import type { FastifyRequest } from "fastify";

import { ForbiddenError, UnauthorizedError } from "../../domain/errors.ts";
import { roleMay, STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from "../../domain/staff.ts";

export interface AdminPrincipal {
  kind: "token" | "staff";
  /** The token's id, or the member of staff's account id. */
  id: string;
  /** The token's name, or the member's name. */
  name: string;
  permissions: readonly StaffPermission[];
  /**
   * Whom the audit log names for what this caller changes (the audit module's AuditActor): the
   * member of staff, or for a token no account (id null) and `token:<name>`.
   */
  actor: { id: string | null; email: string };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The admin API's caller; null outside /api/admin. */
    principal: AdminPrincipal | null;
  }
}

export const NOT_PERMITTED = "NOT_PERMITTED";

/** A member of staff as a caller of the admin API: whatever their role may do. */
export function staffPrincipal(user: { id: string; name: string; email: string; role: StaffRole }): AdminPrincipal {
  const permissions = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) => roleMay(user.role, permission));
  return { kind: "staff", id: user.id, name: user.name, permissions, actor: { id: user.id, email: user.email } };
}

/** The key a caller's rate limit and idempotency keys are kept under: `token:<id>` or `staff:<id>`. */
export const principalKey = (principal: Pick<AdminPrincipal, "kind" | "id">): string => `${principal.kind}:${principal.id}`;

export const principalMay = (principal: AdminPrincipal, permission: StaffPermission): boolean => principal.permissions.includes(permission);

/**
 * The caller of this admin API request, who may do this: 401 when nobody is, 403 when it may not.
 * The scope already checked the route's own permission; a handler asks again for anything more.
 */
export function requirePrincipal(request: Pick<FastifyRequest, "principal">, permission: StaffPermission): AdminPrincipal {
  const principal = request.principal;
  if (!principal) throw new UnauthorizedError("AUTH_SIGN_IN_REQUIRED");
  if (!principalMay(principal, permission)) throw new ForbiddenError(NOT_PERMITTED);
  return principal;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** An admin API route every signed-in caller may call, whatever it may do (who am I): it names no permission. */
    anyCaller?: boolean;
  }
}
