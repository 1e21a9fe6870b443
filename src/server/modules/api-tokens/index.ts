// The api-tokens module's public face (docs/how-a-module-is-built.md): the admin API's callers.
// API tokens the owner makes for other systems (kept as hashes, read on every request) and the
// Idempotency-Keys of the admin API's writes. The scope that uses them is src/server/http/admin-scope.ts;
// who a request's caller is, for a handler, is src/server/lib/admin-principal.ts.
export { apiTokensRoutes } from "./api-tokens.routes.ts";
export { createApiTokensService, hashToken, type ApiTokensService, type TokenPrincipal } from "./api-tokens.service.ts";
export {
  createIdempotencyService,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_RUNNING,
  type IdempotencyService,
} from "./idempotency.service.ts";
