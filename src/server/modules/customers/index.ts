// The customers module's public face (docs/how-a-module-is-built.md): the back office's
// customers, their orders, addresses and garage.
export { customersRoutes } from "./customers.routes.ts";
export { createCustomersService, type CustomersService } from "./customers.service.ts";
