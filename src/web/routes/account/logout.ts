import { redirect } from "react-router";

import { appContext } from "#app-context";

import { clearSessionCookie, sessionIdOf } from "../../lib/session.server.ts";
import { vehicleCookie } from "../../lib/vehicle-cookie.ts";
import type { Route } from "./+types/logout";

/** Sign-out is a POST only (a link or a prefetch must not sign anyone out); a visit goes home. */
export function loader() {
  return redirect("/");
}

/**
 * Ends the session on the server, clears its cookie and the current vehicle's (the account's
 * garage leaves this browser: the next listing is not narrowed to it), and goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const sessionId = sessionIdOf(request, services.sessions);
  if (sessionId) await services.accounts.logout(sessionId);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(services.sessions.secureCookies));
  headers.append("Set-Cookie", vehicleCookie(null));
  return redirect("/", { headers });
}
