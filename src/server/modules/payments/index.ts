// The payments module's public face (docs/how-a-module-is-built.md): the payment providers
// (Stripe, the built-in test provider) and their verified webhooks. It imports no module: what
// it needs of the orders arrives as PaymentOrders, wired in src/server/services.ts.
export {
  RefundRefusedError,
  type ChargedPayment,
  type CheckoutLine,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
} from "./payment-provider.ts";
export { paymentsRoutes } from "./payments.routes.ts";
export { createPaymentsService, type PaymentOrders, type PaymentsService, type SessionConfirmation } from "./payments.service.ts";
export { createStripeProvider } from "./stripe-provider.ts";
export { createTestProvider, type TestProvider } from "./test-provider.ts";
export { signPayload } from "./webhook-signature.ts";
