// spec §2: the main menu and the top bar's links. Store location falls back to "/" (its own page
// is not part of the shop).

export const MAIN_MENU = [
  { to: "/", key: "home", end: true },
  { to: "/shop", key: "shop", end: false },
  { to: "/blog", key: "blog", end: false },
  { to: "/guest-post", key: "builds", end: true },
  { to: "/add-build", key: "addBuild", end: true },
] as const;

export const TOP_BAR_LINKS = [
  { to: "/about-us", key: "aboutUs" },
  { to: "/contact-us", key: "contacts" },
  { to: "/", key: "storeLocation" },
  { to: "/track-order", key: "trackOrder" },
  { to: "/blog", key: "blog" },
] as const;

/** tel: links want the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
