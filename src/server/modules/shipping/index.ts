// The shipping module's public face (docs/how-a-module-is-built.md): the zones and methods the
// owner keeps, and what sends a cart to an address (decision 039).
export {
  createShippingService,
  SHIPPING_CODE_TAKEN,
  SHIPPING_EVERYWHERE_TAKEN,
  SHIPPING_METHOD_NOT_FOUND,
  SHIPPING_ZONE_NOT_FOUND,
  type ShippingService,
} from "./shipping.service.ts";
export { shippingAdminRoutes } from "./shipping.routes.ts";
