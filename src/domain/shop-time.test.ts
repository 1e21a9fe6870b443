import { describe, expect, it } from "vitest";

import { instantOfShopMinute, isTimeZone, shopDateStart, shopDayStart, shopMinuteOf } from "./shop-time.ts";

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

  it("begins the shop's day at its own midnight: a UTC evening is Sydney's next day", () => {
    // 13:30 UTC on 7 December is 00:30 on the 8th in Sydney (+11): today began 30 minutes before.
    expect(shopDayStart(new Date("2026-12-07T13:30:00Z"), "Australia/Sydney").toISOString()).toBe("2026-12-07T13:00:00.000Z");
    // 12:59 UTC is still the 7th there: its day began at 13:00 UTC on the 6th.
    expect(shopDayStart(new Date("2026-12-07T12:59:00Z"), "Australia/Sydney").toISOString()).toBe("2026-12-06T13:00:00.000Z");
    expect(shopDayStart(new Date("2026-12-07T12:59:00Z"), "UTC").toISOString()).toBe("2026-12-07T00:00:00.000Z");
    // The week: the last seven of the shop's days with today.
    expect(shopDayStart(new Date("2026-12-07T13:30:00Z"), "Australia/Sydney", 6).toISOString()).toBe("2026-12-01T13:00:00.000Z");
  });

  it("counts a day the clocks change as the 23 or 25 hours it has there", () => {
    // Sydney goes to daylight time at 02:00 on 4 October 2026 (+10 to +11): that day has 23 hours.
    const start = shopDateStart("2026-10-04", "Australia/Sydney")!;
    const next = shopDateStart("2026-10-04", "Australia/Sydney", 1)!;
    expect(start.toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(next.toISOString()).toBe("2026-10-04T13:00:00.000Z");
    expect((next.getTime() - start.getTime()) / 3_600_000).toBe(23);
    // And back to standard time on 5 April 2026: 25 hours.
    const april = shopDateStart("2026-04-05", "Australia/Sydney")!;
    expect((shopDateStart("2026-04-05", "Australia/Sydney", 1)!.getTime() - april.getTime()) / 3_600_000).toBe(25);
    // An instant late on the short day still belongs to it.
    expect(shopDayStart(new Date("2026-10-04T12:30:00Z"), "Australia/Sydney").toISOString()).toBe(start.toISOString());
  });

  it("knows no day that is not one", () => {
    expect(shopDateStart("2026-02-30", "UTC")).toBeUndefined();
    expect(shopDateStart("yesterday", "UTC")).toBeUndefined();
  });
});
