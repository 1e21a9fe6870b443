import { sessionCookieName } from "./sessions.service.ts";

export interface OpenedSession {
  id: string;
  expiresAt: Date;
  /** spec §3 Login form "remember": a 30-day cookie; otherwise one that ends with the browser. */
  remember: boolean;
  /** Secure in production (https): the cookie is then named `__Host-ov_session`. */
  secure: boolean;
}

/**
 * The Set-Cookie value of a session: httpOnly and SameSite=Lax always (ARCHITECTURE: auth); over
 * https Secure, under the `__Host-` name, with Path=/ and no Domain, as that prefix demands.
 */
export function sessionCookie(session: OpenedSession): string {
  const parts = [`${sessionCookieName(session.secure)}=${session.id}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (session.remember) {
    parts.push(
      `Max-Age=${Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000))}`,
      `Expires=${session.expiresAt.toUTCString()}`,
    );
  }
  if (session.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
