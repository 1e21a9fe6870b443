// The account area's pages (spec §2), in one order for the header menu, the phone menu and the
// area's own navigation. The header menu leaves out Password (spec §2 lists it only as a route) and
// the customer's builds (not in spec §2's menu).
export const ACCOUNT_PAGES = [
  { to: "/account/dashboard", key: "dashboard", inHeaderMenu: true },
  { to: "/account/garage", key: "garage", inHeaderMenu: true },
  { to: "/account/profile", key: "profile", inHeaderMenu: true },
  { to: "/account/password", key: "password", inHeaderMenu: false },
  { to: "/account/orders", key: "orders", inHeaderMenu: true },
  { to: "/account/addresses", key: "addresses", inHeaderMenu: true },
  { to: "/account/builds", key: "builds", inHeaderMenu: false },
] as const;

/** spec §2 header account menu, signed in: Dashboard, Garage, Profile, Orders, Addresses (then Logout). */
export const ACCOUNT_LINKS = ACCOUNT_PAGES.filter((page) => page.inHeaderMenu);

export const LOGOUT_ACTION = "/account/logout";
