// The back-in-stock module's public face (docs/how-a-module-is-built.md): shoppers' requests to be
// told when a sold-out part is back, and the job that mails them once (decision 042).
export { backInStockRoutes } from "./back-in-stock.routes.ts";
export { type BackInStockService, createBackInStockService, PART_IN_STOCK } from "./back-in-stock.service.ts";
