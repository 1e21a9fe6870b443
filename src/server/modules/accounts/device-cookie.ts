// The device cookie: a browser that once signed in to an account carries a signed note of it, so
// that a flood of wrong passwords from elsewhere slows the attackers but never locks out the owner's
// own browser (accounts.service.ts login; docs/decisions/008).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "ov_device";
/** A device is remembered for a year. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export function createDeviceCookies(secret: string) {
  const sign = (nonce: string, account: string) =>
    createHmac("sha256", `${secret}:device`).update(`${nonce}:${account}`).digest("base64url");
  return {
    /** A value for this account (the lower-cased e-mail): a random nonce and its signature. */
    issue(account: string): string {
      const nonce = randomBytes(16).toString("base64url");
      return `${nonce}.${sign(nonce, account)}`;
    },
    /** True when the value was issued by this shop for this account. */
    isFor(value: string | undefined, account: string): boolean {
      if (!value || value.length > 200) return false;
      const [nonce, signature] = value.split(".");
      if (!nonce || !signature) return false;
      const expected = Buffer.from(sign(nonce, account));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The Set-Cookie value of the device cookie: httpOnly, SameSite=Lax, a year. */
export function deviceCookie(value: string, secure: boolean): string {
  const parts = [`${DEVICE_COOKIE}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(DEVICE_TTL_MS / 1000)}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
