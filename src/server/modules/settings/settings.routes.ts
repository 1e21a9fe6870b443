import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import { ShopSettingsPatchSchema, ShopSettingsSchema } from "../../../domain/schemas/shop-settings.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["settings"];

/**
 * The shop's settings in the admin API (inside the /api/admin scope), the same service as the back
 * office's settings page: the storefront shows a change at its next request.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;

  app.get(
    "/settings",
    {
      config: { permission: "settings.read" },
      schema: { tags, summary: "The shop's name, contacts, hours, clock and social pages", response: { 200: ShopSettingsSchema } },
    },
    () => settings.setup(),
  );
  app.patch(
    "/settings",
    {
      config: { permission: "settings.write" },
      schema: {
        tags,
        summary: "Change some of the shop's settings",
        description: "What the body leaves out stays as it is; the change is audited with what it was.",
        body: ShopSettingsPatchSchema,
        response: { 200: ShopSettingsSchema },
      },
    },
    async (request) => settings.update(requirePrincipal(request, "settings.write").actor, request.body),
  );
};
