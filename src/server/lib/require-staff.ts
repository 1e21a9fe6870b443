import type { FastifyRequest } from "fastify";

import { ForbiddenError, UnauthorizedError } from "../../domain/errors.ts";
import { roleMay, type StaffPermission, type StaffRole } from "../../domain/staff.ts";

/** A signed-in member of staff, as every back-office write and the audit log name them. */
export interface StaffActor {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export const STAFF_ONLY = "STAFF_ONLY";

/**
 * The member of staff behind a request who may do this, or: 401 for a guest, 403 for a customer
 * or for staff whose role does not reach (an owner-only page asked by staff).
 */
export function requireStaff(user: FastifyRequest["user"], permission: StaffPermission): StaffActor {
  if (!user) throw new UnauthorizedError("AUTH_SIGN_IN_REQUIRED");
  if (!user.role || !roleMay(user.role, permission)) throw new ForbiddenError(STAFF_ONLY);
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
