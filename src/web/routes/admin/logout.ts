import { redirect } from "react-router";

import { appContext } from "#app-context";

import { clearSessionCookie, sessionIdOf } from "../../lib/session.server.ts";
import type { Route } from "./+types/logout";

/** Sign-out is a POST only; a visit goes to the sign-in. */
export function loader() {
  return redirect("/admin/login");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const sessionId = sessionIdOf(request, services.sessions);
  if (sessionId) await services.accounts.logout(sessionId);
  return redirect("/admin/login", { headers: { "Set-Cookie": clearSessionCookie(services.sessions.secureCookies) } });
}
