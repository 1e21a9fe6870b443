// The account pages' rules that are not a form's schema: where a sign-in leads, which refusals a
// mailed link's form shows, the avatar's letters.
import { sameSitePath } from "../../lib/same-site-path.ts";

/**
 * A refusal about the account or the password (a spec §8 AUTH_* key), which the form shows;
 * other refusals of a mailed link's action mean the link is used, expired or unknown.
 */
export const isAccountRefusal = (message: string) => message.startsWith("AUTH_");

export const DEFAULT_AFTER_SIGN_IN = "/account/dashboard";

/** Pages a sign-in never returns to: they would sign in again or out at once. */
const NOT_AFTER_SIGN_IN = ["/account/login", "/account/logout"];

/**
 * `?next=` of the sign-in page: a path of this site only (never an absolute or protocol-relative
 * address, which would make the shop an open redirect), the dashboard otherwise.
 */
export function safeNextPath(value: string | null | undefined): string {
  const path = sameSitePath(value);
  if (path === null || NOT_AFTER_SIGN_IN.includes(new URL(path, "http://shop.invalid").pathname.replace(/\/+$/, "")))
    return DEFAULT_AFTER_SIGN_IN;
  return path;
}

/** The avatar's letters: the first letters of the first two words of the name, else of the e-mail. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => [...word][0]) : [[...email.trim()][0] ?? "?"];
  return letters.join("").toLocaleUpperCase();
}
