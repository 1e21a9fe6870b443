// The checkout module's public face (docs/how-a-module-is-built.md): an order priced from the
// database, its held stock and its payment session.
export { checkoutRoutes } from "./checkout.routes.ts";
export { createCheckoutService, type CheckoutService } from "./checkout.service.ts";
