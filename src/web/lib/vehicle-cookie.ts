// The current vehicle travels in a cookie too, so the server renders a listing already narrowed
// to it (spec §1: the catalogue filtered to the parts that fit). The store stays the authority;
// the cookie only mirrors its current vehicle.
import { preferenceCookie, readCookie } from "./preferences.ts";

export const VEHICLE_COOKIE = "vehicle";

/** The Set-Cookie (or document.cookie) value for the current vehicle; none expires the cookie. */
export function vehicleCookie(vehicleId: number | null): string {
  if (vehicleId === null) return `${VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return preferenceCookie(VEHICLE_COOKIE, String(vehicleId));
}

/** The vehicle id a Cookie header carries, or null when there is none or it is not an id. */
export function vehicleIdFromCookie(header: string | null): number | null {
  const value = readCookie(header, VEHICLE_COOKIE);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
