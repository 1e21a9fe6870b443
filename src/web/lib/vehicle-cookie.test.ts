import { describe, expect, it } from "vitest";

import { vehicleCookie, vehicleIdFromCookie } from "./vehicle-cookie.ts";

describe("the current vehicle's cookie", () => {
  it("holds the id for a year, on every path, SameSite=Lax; none expires it", () => {
    expect(vehicleCookie(12)).toBe("vehicle=12; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(vehicleCookie(null)).toBe("vehicle=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("is read back as an id, anything else as none", () => {
    expect(vehicleIdFromCookie("lang=ar; vehicle=12; currency=EUR")).toBe(12);
    expect(vehicleIdFromCookie("lang=ar")).toBeNull();
    expect(vehicleIdFromCookie(null)).toBeNull();
    for (const bad of ["", "0", "-3", "12abc", "1234567890"]) expect(vehicleIdFromCookie(`vehicle=${bad}`), bad).toBeNull();
  });
});
