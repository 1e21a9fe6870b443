import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync } from "fastify";

import { NotFoundError } from "../../domain/errors.ts";
import { cacheAnswers } from "../lib/response-cache.ts";
import { accountsRoutes, addressesRoutes, garageRoutes } from "../modules/accounts/index.ts";
import { backInStockRoutes } from "../modules/back-in-stock/index.ts";
import { buildsRoutes } from "../modules/builds/index.ts";
import { cartsRoutes } from "../modules/carts/index.ts";
import { catalogRoutes } from "../modules/catalog/index.ts";
import { checkoutRoutes } from "../modules/checkout/index.ts";
import { contentRoutes } from "../modules/content/index.ts";
import { orderDocumentsRoutes } from "../modules/invoices/index.ts";
import { newsletterRoutes } from "../modules/newsletter/index.ts";
import { ordersRoutes, orderUpdateRoute } from "../modules/orders/index.ts";
import { paymentsRoutes } from "../modules/payments/index.ts";
import { staffRoutes } from "../modules/staff/index.ts";
import { vehiclesRoutes } from "../modules/vehicles/index.ts";

/** The JSON API of spec §7, mounted at /api/website. */
export const websiteApi: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.decorateRequest("user", null);
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request) => {
    const sessionId = request.cookies[app.services.sessions.cookieName];
    request.user = sessionId ? await app.services.sessions.userOf(sessionId) : null;
  });

  // The catalogue's answers read nothing but their URL: kept until the catalogue changes.
  await app.register(async (catalogue) => {
    cacheAnswers(catalogue, app.responseCache, { keyOf: (request) => request.originalUrl });
    await catalogue.register(catalogRoutes);
  });
  await app.register(vehiclesRoutes);
  await app.register(checkoutRoutes);
  await app.register(ordersRoutes);
  await app.register(orderDocumentsRoutes);
  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
  await app.register(garageRoutes);
  await app.register(cartsRoutes);
  await app.register(backInStockRoutes);
  await app.register(paymentsRoutes);
  await app.register(contentRoutes);
  await app.register(newsletterRoutes);
  await app.register(buildsRoutes);
  await app.register(staffRoutes);
  // The spec's order update, staff only; every other staff call is the admin API's (/api/admin).
  await app.register(orderUpdateRoute);

  // Unknown API paths answer JSON, not the storefront's HTML 404.
  app.all("/*", { schema: { hide: true } }, async () => {
    throw new NotFoundError("Route not found");
  });
};
