import { describe, expect, it } from "vitest";

import { instantOfShopMinute, isTimeZone, shopMinuteOf } from "./shop-time.ts";

describe("the shop's clock", () => {
  it("reads a typed minute in the shop's zone, summer and winter", () => {
    // Sydney keeps daylight time in December (+11), standard time in June (+10).
    expect(instantOfShopMinute("2026-12-24T09:00", "Australia/Sydney")?.toISOString()).toBe("2026-12-23T22:00:00.000Z");
    expect(instantOfShopMinute("2026-06-24T09:00", "Australia/Sydney")?.toISOString()).toBe("2026-06-23T23:00:00.000Z");
    expect(instantOfShopMinute("2026-12-24T09:00", "America/New_York")?.toISOString()).toBe("2026-12-24T14:00:00.000Z");
    expect(instantOfShopMinute("2026-12-24T09:00", "UTC")?.toISOString()).toBe("2026-12-24T09:00:00.000Z");
  });

  it("places a minute on the day the clocks change on the offset then in force", () => {
    // New York moves to daylight time at 02:00 on 8 March 2026: 03:30 is already -4.
    expect(instantOfShopMinute("2026-03-08T03:30", "America/New_York")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(instantOfShopMinute("2026-03-08T01:30", "America/New_York")?.toISOString()).toBe("2026-03-08T06:30:00.000Z");
  });

  it("shows an instant on the shop's clock, the way back", () => {
    const at = new Date("2026-12-23T22:00:00Z");
    expect(shopMinuteOf(at, "Australia/Sydney")).toBe("2026-12-24T09:00");
    expect(instantOfShopMinute(shopMinuteOf(at, "Asia/Kolkata"), "Asia/Kolkata")?.toISOString()).toBe(at.toISOString());
  });

  it("refuses text that is no minute, and knows a zone from a made-up one", () => {
    for (const text of ["2026-02-31T09:00", "2026-12-24 09:00", "2026-12-24T24:00", "tomorrow", ""]) {
      expect(instantOfShopMinute(text, "UTC")).toBeUndefined();
    }
    expect(isTimeZone("Australia/Sydney")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
