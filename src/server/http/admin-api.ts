import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "@fastify/type-provider-zod";

import type { StaffPermission } from "../../domain/staff.ts";
import { adminOrdersRoutes } from "../modules/orders/admin-orders.routes.ts";
import { requireStaff } from "../modules/staff/require-staff.ts";
import { staffAdminRoutes } from "../modules/staff/staff.routes.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a back-office route needs of its member of staff (src/domain/staff.ts). */
    permission?: StaffPermission;
  }
}

/**
 * The staff's calls, inside /api/website: every route registered here must name the permission it
 * needs (registering one that does not fails at start), and every request is refused before its
 * body is read: 401 for a guest, 403 for a customer or a role that does not reach.
 */
export const adminApi: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRoute", (route) => {
    if (!route.config?.permission) throw new Error(`The back-office route ${route.method} ${route.url} names no permission`);
  });
  app.addHook("onRequest", async (request) => {
    requireStaff(request.user, request.routeOptions.config.permission!);
  });

  await app.register(adminOrdersRoutes);
  await app.register(staffAdminRoutes);
};
