import { describe, expect, it } from "vitest";

import type { ShopSettings } from "../../domain/shop-settings.ts";
import { parseEnv } from "../env.ts";
import { shopConfigOf } from "./shop-config.ts";

// What the root loader hands every page of the shop (app-context ShopConfig): the footer draws from it.

const SETTINGS: ShopSettings = {
  name: "Overland",
  email: "help@overland.local",
  phone: "+61 2 5550 4477",
  address: { en: "18 Depot Road, Katoomba" },
  openingHours: { mon: { opens: "08:00", closes: "17:30" }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  timeZone: "Australia/Sydney",
  social: {},
};

describe("the shop's facts the pages are given", () => {
  it("has no social page until the owner gives one", () => {
    expect(shopConfigOf(parseEnv({}), SETTINGS, { provider: "test" }).social).toEqual([]);
  });

  it("lists the pages given only, in the footer's order", () => {
    const social = { x: "https://x.com/overland", facebook: "https://www.facebook.com/overland.parts" };
    expect(shopConfigOf(parseEnv({}), { ...SETTINGS, social }, { provider: "test" }).social).toEqual([
      { network: "facebook", url: "https://www.facebook.com/overland.parts" },
      { network: "x", url: "https://x.com/overland" },
    ]);
  });

  it("takes cards through the provider the services chose, and no bank transfer", () => {
    expect(shopConfigOf(parseEnv({}), SETTINGS, { provider: "test" }).payments).toEqual({ methods: ["card"], provider: "test" });
    expect(shopConfigOf(parseEnv({}), SETTINGS, { provider: "stripe" }).payments).toEqual({ methods: ["card"], provider: "stripe" });
  });

  it("keeps the settings' contacts and clock, and the header as configured", () => {
    const shop = shopConfigOf(parseEnv({ HEADER_LAYOUT: "classic" }), { ...SETTINGS, phone: "+61 7 5550 0000" }, { provider: "test" });
    expect(shop).toMatchObject({
      phone: "+61 7 5550 0000",
      timeZone: "Australia/Sydney",
      header: { layout: "classic", scheme: "one", mobile: "one" },
    });
  });
});
