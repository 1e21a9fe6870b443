import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import {
  AdminCurrenciesSchema,
  AdminExchangeRateSchema,
  CurrencyParamSchema,
  ExchangeRateFieldsSchema,
} from "../../../domain/schemas/currencies.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["currencies"];

/**
 * Exchange rates in the admin API (inside the /api/admin scope), the same service as the back
 * office's currencies page. Prices and checkouts follow them at the next request; placed orders keep theirs.
 */
export const currenciesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { currencies } = app.services;

  app.get(
    "/currencies",
    {
      config: { permission: "currencies.read" },
      schema: { tags, summary: "The exchange rates, with when and by whom each was set", response: { 200: AdminCurrenciesSchema } },
    },
    () => currencies.setup(),
  );
  app.put(
    "/currencies/:currency",
    {
      config: { permission: "currencies.write" },
      schema: {
        tags,
        summary: "Set a currency's rate: its units per US dollar",
        description: "The rate is exact to the millionth (0.92, 64.5); 0 and above 1000 are refused.",
        params: CurrencyParamSchema,
        body: ExchangeRateFieldsSchema,
        response: { 200: AdminExchangeRateSchema },
      },
    },
    (request) => currencies.setRate(requirePrincipal(request, "currencies.write").actor, request.params.currency, request.body),
  );
};
