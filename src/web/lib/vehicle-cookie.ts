// The current vehicle travels in a cookie too, so the server renders a listing already narrowed
// to it (spec §1: the catalogue filtered to the parts that fit). The store stays the authority;
// the cookie only mirrors its current vehicle.
import { VEHICLE_COOKIE, vehicleIdFromCookie } from "../../domain/preference-cookies.ts";
import { preferenceCookie } from "./preferences.ts";

export { VEHICLE_COOKIE, vehicleIdFromCookie };

/** The Set-Cookie (or document.cookie) value for the current vehicle; none expires the cookie. */
export function vehicleCookie(vehicleId: number | null): string {
  if (vehicleId === null) return `${VEHICLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return preferenceCookie(VEHICLE_COOKIE, String(vehicleId));
}
