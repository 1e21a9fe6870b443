// The session cookie for the storefront's actions (sign-in, sign-up, sign-out), and the reading
// of a service's refusal. Server-only: route modules import it from their loaders and actions.
import { refusalOf } from "../../domain/errors.ts";
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  deviceCookie,
  sessionCookie,
  type SessionsService,
} from "../../server/modules/accounts/index.ts";
import { readCookie } from "./preferences.ts";

export { clearSessionCookie, deviceCookie, sessionCookie };

/** The device cookie an earlier sign-in left in this browser, if any. */
export function deviceIdOf(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), DEVICE_COOKIE) ?? undefined;
}

/** The session id the browser sent in its cookie (under the shop's name for it, http or https), or null. */
export function sessionIdOf(request: Request, sessions: Pick<SessionsService, "cookieName">): string | null {
  return readCookie(request.headers.get("cookie"), sessions.cookieName) || null;
}

/**
 * A service's refusal (a domain error under 500: wrong password, too many attempts, an expired
 * link) as its message, a spec key the page translates; anything else is thrown on.
 */
export function refusalKeyOf(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return refusal.message;
  throw error;
}
