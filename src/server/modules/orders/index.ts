// The orders module's public face (docs/how-a-module-is-built.md): orders, their payments and
// stock holds, their lifecycle (ship, cancel, refund) and the back office's orders.
export { adminOrdersRoutes, orderUpdateRoute } from "./admin-orders.routes.ts";
export { createAdminOrdersService, type AdminOrdersService } from "./admin-orders.service.ts";
export { createOrderLifecycleService, REFUND_REFUSED, REFUND_UNANSWERED, type OrderLifecycleService } from "./order-lifecycle.service.ts";
export { ordersRoutes } from "./orders.routes.ts";
export { type OrderDocuments } from "./order-payments.service.ts";
export { createOrdersService, type OrdersService, type OrderViewer } from "./orders.service.ts";
export { createStockHoldsService, type StockHoldsService } from "./stock-holds.service.ts";
