// The currencies module's public face (docs/how-a-module-is-built.md): the exchange rates the owner
// keeps, which the storefront shows prices by and the checkout charges orders at (decision 043).
export { type CurrenciesService, createCurrenciesService } from "./currencies.service.ts";
export { currenciesAdminRoutes } from "./currencies.routes.ts";
