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

/** A guarded route and what it needs, as registered. */
export type GuardedRoute = { method: string; url: string; permission: StaffPermission };

/** Every back-office route and what it needs, as registered: the test that walks them reads it. */
export const ADMIN_ROUTES = new Map<string, GuardedRoute>();

/**
 * Makes every route registered in a scope name the permission it needs (registering one that does
 * not fails at start), and writes each in `table`. `allowAnyCaller` lets a route say instead that
 * any caller the scope lets in may call it (the admin API's "who am I").
 */
export function requireNamedPermissions(
  scope: FastifyInstance,
  table: Map<string, GuardedRoute>,
  { allowAnyCaller = false, label = "back-office" }: { allowAnyCaller?: boolean; label?: string } = {},
): void {
  scope.addHook("onRoute", (route) => {
    const permission = route.config?.permission;
    if (allowAnyCaller && route.config?.anyCaller && !permission) return;
    if (!permission) throw new Error(`The ${label} route ${route.method} ${route.url} names no permission`);
    for (const method of [route.method].flat()) table.set(`${method} ${route.url}`, { method, url: route.url, permission });
  });
}

/**
 * Guards a scope: every route registered in it must name the permission it needs, and every
 * request is refused before its body is read: 401 for a guest, 403 for a customer or a role that
 * does not reach.
 */
export function guardAdminScope(scope: FastifyInstance): void {
  requireNamedPermissions(scope, ADMIN_ROUTES);
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
