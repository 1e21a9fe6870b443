// The staff module's public face (docs/how-a-module-is-built.md): the shop's members of staff,
// their sign-in, invitations and roles. Who may do what is src/domain/staff.ts, checked for every
// staff request by src/server/lib/admin-principal.ts; the audit log is the audit module.
export { staffAdminRoutes, staffRoutes } from "./staff.routes.ts";
export { createStaffService, type StaffService } from "./staff.service.ts";
// A start of a shop without an owner prints the link that makes its first owner (src/server/boot.ts).
export { FIRST_OWNER_EXISTS, FIRST_OWNER_LINK_INVALID, issueFirstOwnerLink } from "./first-owner.service.ts";
