// The discounts module's public face (docs/how-a-module-is-built.md): the owner's codes and
// promotions, what they take off a cart, and each order's use of one (decision 044).
export {
  type CartDiscounts,
  createDiscountsService,
  DISCOUNT_CODE_TAKEN,
  DISCOUNT_NOT_FOUND,
  DISCOUNT_USED,
  type DiscountsService,
  SKU_UNKNOWN,
} from "./discounts.service.ts";
export { discountsAdminRoutes } from "./discounts.routes.ts";
