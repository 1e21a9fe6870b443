// The shop's own pages on social networks, which the footer links to. The owner configures each
// in the settings (decision 046); a network's front page is not the shop's page, so it is refused.

/** The networks the footer can show, in its order. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialPage {
  network: SocialNetwork;
  url: string;
}

/** The hosts each network serves its pages from (and their subdomains, such as www. and m.). */
const NETWORK_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ["facebook.com", "fb.com"],
  instagram: ["instagram.com"],
  youtube: ["youtube.com"],
  x: ["x.com", "twitter.com"],
};

/** Why `address` cannot be the shop's page on the network, or null when it can: https, on the network, not its front page. */
export function socialPageProblem(network: SocialNetwork, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "must be an https:// URL";
  }
  if (url.protocol !== "https:") return "must be an https:// URL";
  const host = url.hostname.toLowerCase();
  const hosts = NETWORK_HOSTS[network];
  if (!hosts.some((known) => host === known || host.endsWith(`.${known}`))) return `must be a page on ${hosts.join(" or ")}`;
  if (url.pathname.replace(/\/+$/, "") === "") return "must be the shop's own page, not the network's front page";
  return null;
}
