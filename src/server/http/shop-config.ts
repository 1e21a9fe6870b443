// What the storefront's pages are told of the shop (the root loader hands it to the header and
// the footer): read once from the configuration, so a page never claims what the shop does not do.
import type { ShopConfig } from "#app-context";

import { SOCIAL_NETWORKS, type SocialNetwork } from "../../domain/social-pages.ts";
import type { Env } from "../env.ts";

const SOCIAL_PAGE_VARIABLES: Record<SocialNetwork, "SHOP_FACEBOOK_URL" | "SHOP_INSTAGRAM_URL" | "SHOP_YOUTUBE_URL" | "SHOP_X_URL"> = {
  facebook: "SHOP_FACEBOOK_URL",
  instagram: "SHOP_INSTAGRAM_URL",
  youtube: "SHOP_YOUTUBE_URL",
  x: "SHOP_X_URL",
};

/** The shop's facts from its configuration and the payment provider the services chose. */
export function shopConfigOf(env: Env, payments: { provider: "stripe" | "test" }): ShopConfig {
  return {
    phone: env.SHOP_PHONE,
    email: env.SHOP_EMAIL,
    timeZone: env.SHOP_TIME_ZONE,
    header: { layout: env.HEADER_LAYOUT, scheme: env.HEADER_SCHEME, mobile: env.MOBILE_HEADER },
    // A network without the shop's page is left out: a link to its front page says nothing of the shop.
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = env[SOCIAL_PAGE_VARIABLES[network]];
      return url ? [{ network, url }] : [];
    }),
    // Both providers take cards only; neither takes bank transfers.
    payments: { methods: ["card"], provider: payments.provider },
  };
}
