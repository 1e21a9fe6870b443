// The tax module's public face (docs/how-a-module-is-built.md): the rates and settings the owner
// keeps, and the table orders and prices are taxed by (decision 040).
export { createTaxService, TAX_RATE_NOT_FOUND, TAX_RATE_TAKEN, type TaxService } from "./tax.service.ts";
export { taxAdminRoutes } from "./tax.routes.ts";
