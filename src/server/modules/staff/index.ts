// The staff module's public face (docs/how-a-module-is-built.md): the shop's members of staff,
// their sign-in, invitations and roles. The guard of back-office requests is
// src/server/lib/require-staff.ts; the audit log is the audit module.
export { staffAdminRoutes, staffRoutes } from "./staff.routes.ts";
export { createStaffService, type StaffService } from "./staff.service.ts";
