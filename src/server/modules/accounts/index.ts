// The accounts module's public face: the only file of it the rest of the shop imports
// (docs/how-a-module-is-built.md). Customers' and staff's accounts, sessions, link tokens,
// addresses and garage.
export { accountsRoutes } from "./accounts.routes.ts";
export { createAccountsService, type AccountsService } from "./accounts.service.ts";
export { addressesRoutes } from "./addresses.routes.ts";
export { createAddressesService, type AddressesService } from "./addresses.service.ts";
export { garageRoutes } from "./garage.routes.ts";
export { createGarageService, type GarageService } from "./garage.service.ts";
export {
  BROWSER_SESSION_TTL_MS,
  createSessionsService,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type SessionsService,
  type SessionUser,
} from "./sessions.service.ts";
export { clearSessionCookie, sessionCookie, type OpenedSession } from "./session-cookie.ts";
export { DEVICE_COOKIE, deviceCookie } from "./device-cookie.ts";
export { requireUser } from "./require-user.ts";
// What the staff module signs its members in and invites them with: the same passwords, links and mails.
export { hashPassword, verifyPassword } from "./passwords.ts";
export { INVALID_LINK } from "./passwords.service.ts";
export { createLinkTokensService, type LinkTokensService } from "./link-tokens.service.ts";
export { passwordChangedNotice, staffInviteMail } from "./account-mails.ts";
// How the staff and customers modules change an account's access: accounts alone writes users and sessions.
export { type AccountAccessRow, type AccountAccessService, createAccountAccessService } from "./account-access.service.ts";
