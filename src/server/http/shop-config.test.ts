import { describe, expect, it } from "vitest";

import { parseEnv } from "../env.ts";
import { shopConfigOf } from "./shop-config.ts";

// What the root loader hands every page of the shop (app-context ShopConfig): the footer draws from it.

describe("the shop's facts the pages are given", () => {
  it("has no social page until the owner configures one", () => {
    expect(shopConfigOf(parseEnv({}), { provider: "test" }).social).toEqual([]);
  });

  it("lists the configured pages only, in the footer's order", () => {
    const env = parseEnv({ SHOP_X_URL: "https://x.com/overland", SHOP_FACEBOOK_URL: "https://www.facebook.com/overland.parts" });
    expect(shopConfigOf(env, { provider: "test" }).social).toEqual([
      { network: "facebook", url: "https://www.facebook.com/overland.parts" },
      { network: "x", url: "https://x.com/overland" },
    ]);
  });

  it("takes cards through the provider the services chose, and no bank transfer", () => {
    expect(shopConfigOf(parseEnv({}), { provider: "test" }).payments).toEqual({ methods: ["card"], provider: "test" });
    expect(shopConfigOf(parseEnv({}), { provider: "stripe" }).payments).toEqual({ methods: ["card"], provider: "stripe" });
  });

  it("keeps the contacts and the header as configured", () => {
    const shop = shopConfigOf(parseEnv({ SHOP_PHONE: "+61 7 5550 0000", HEADER_LAYOUT: "classic" }), { provider: "test" });
    expect(shop).toMatchObject({ phone: "+61 7 5550 0000", header: { layout: "classic", scheme: "one", mobile: "one" } });
  });
});
