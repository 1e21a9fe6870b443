import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";

import type { StaffPermission } from "../../domain/staff.ts";
import { requireStaff } from "../lib/require-staff.ts";
import { buildsAdminRoutes } from "../modules/builds/index.ts";
import { reviewsAdminRoutes } from "../modules/catalog/index.ts";
import { customersRoutes } from "../modules/customers/index.ts";
import { outboxRoutes } from "../modules/mail/index.ts";
import { newsletterAdminRoutes } from "../modules/newsletter/index.ts";
import { adminOrdersRoutes } from "../modules/orders/index.ts";
import { staffAdminRoutes } from "../modules/staff/index.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a back-office route needs of its member of staff (src/domain/staff.ts). */
    permission?: StaffPermission;
  }
}

/** Every back-office route and what it needs, as registered: the test that walks them reads it. */
export const ADMIN_ROUTES = new Map<string, { method: string; url: string; permission: StaffPermission }>();

/**
 * Guards a scope: every route registered in it must name the permission it needs (registering one
 * that does not fails at start), and every request is refused before its body is read: 401 for a
 * guest, 403 for a customer or a role that does not reach.
 */
export function guardAdminScope(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route) => {
    const permission = route.config?.permission;
    if (!permission) throw new Error(`The back-office route ${route.method} ${route.url} names no permission`);
    for (const method of [route.method].flat()) ADMIN_ROUTES.set(`${method} ${route.url}`, { method, url: route.url, permission });
  });
  scope.addHook("onRequest", async (request) => {
    requireStaff(request.user, request.routeOptions.config.permission!);
  });
}

/** The staff's calls, inside /api/website, in a guarded scope. */
export const adminApi: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  guardAdminScope(app);
  await app.register(adminOrdersRoutes);
  await app.register(customersRoutes);
  await app.register(outboxRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(buildsAdminRoutes);
  await app.register(reviewsAdminRoutes);
  await app.register(staffAdminRoutes);
};
