// What the storefront's pages are told of the shop (the root loader hands it to the header and
// the footer): the owner's settings (decision 046) and the process's own configuration, so a page
// never claims what the shop does not do.
import type { ShopConfig } from "#app-context";

import { type ShopSettings, socialPagesOf } from "../../domain/shop-settings.ts";
import { SOCIAL_NETWORKS } from "../../domain/social-pages.ts";
import type { Env } from "../env.ts";

/** The shop's facts from its settings, its configuration and the payment provider the services chose. */
export function shopConfigOf(env: Env, settings: ShopSettings, payments: { provider: "stripe" | "test" }): ShopConfig {
  return {
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    openingHours: settings.openingHours,
    timeZone: settings.timeZone,
    header: { layout: env.HEADER_LAYOUT, scheme: env.HEADER_SCHEME, mobile: env.MOBILE_HEADER },
    // A network without the shop's page is left out: a link to its front page says nothing of the shop.
    social: socialPagesOf(settings.social, SOCIAL_NETWORKS),
    // Both providers take cards only; neither takes bank transfers.
    payments: { methods: ["card"], provider: payments.provider },
  };
}
