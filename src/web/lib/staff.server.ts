import { data, redirect } from "react-router";

import type { AppContext } from "#app-context";

import { permissionRefusal, permissionsOfRole, type StaffPermission, type StaffRole } from "../../domain/staff.ts";
import { pageUrlOf } from "./page-url.ts";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The member of staff behind a back-office page who may do this: a guest is sent to the staff
 * sign-in (and back afterwards); a customer, or staff whose role does not reach, gets 403.
 */
export function requireStaffPage(app: AppContext, request: Request, permission: StaffPermission): StaffUser {
  const user = app.user;
  if (!user) {
    const url = pageUrlOf(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  // The admin API's check (src/domain/staff.ts): a customer holds no permission.
  const refusal = permissionRefusal({ permissions: user.role ? permissionsOfRole(user.role) : [] }, permission);
  if (refusal || !user.role) throw data(refusal ?? "NOT_PERMITTED", { status: 403 });
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
