// The shop's staff (the back office, /admin): who may do what.

/**
 * owner: everything, manages staff and API tokens, sends newsletters; staff: orders, customers,
 * the outbox, builds and the subscriber list; catalog: the catalogue (parts, prices, stock,
 * fitment, categories, brands, review moderation, imports) and search.
 */
export const STAFF_ROLES = ["owner", "staff", "catalog"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** A role as a sentence names a member ("x is now catalogue staff"); every role has its words. */
const ROLE_IN_A_SENTENCE = { owner: "an owner", staff: "staff", catalog: "catalogue staff" } satisfies Record<StaffRole, string>;

export function staffRoleInASentence(role: StaffRole): string {
  return ROLE_IN_A_SENTENCE[role];
}

/**
 * How long the link that makes a shop's first owner works, in hours: a start of a shop without an
 * owner prints it, and the next start replaces it.
 */
export const FIRST_OWNER_LINK_HOURS = 24;

/** What a role may do in the back office; every admin route names the permission it needs. */
export const STAFF_PERMISSIONS = {
  // Every member of staff: the back office's frame, its sign-in and its dashboard.
  "backoffice.open": ["owner", "staff", "catalog"],
  "orders.read": ["owner", "staff"],
  "orders.write": ["owner", "staff"],
  "customers.read": ["owner", "staff"],
  "customers.write": ["owner", "staff"],
  "outbox.read": ["owner", "staff"],
  "outbox.write": ["owner", "staff"],
  // The background jobs (imports, mails, sweeps): their tries and last errors.
  "jobs.read": ["owner", "staff"],
  "newsletter.read": ["owner", "staff"],
  "builds.read": ["owner", "staff"],
  "builds.moderate": ["owner", "staff"],
  "search.read": ["owner", "staff", "catalog"],
  "search.write": ["owner", "staff", "catalog"],
  // Zones, rates and delivery times: what every order pays, the owner's to change.
  "shipping.read": ["owner", "staff"],
  "shipping.write": ["owner"],
  // Rates by country and whether prices hold tax: what every price shows, the owner's to change.
  "tax.read": ["owner", "staff"],
  "tax.write": ["owner"],
  // Codes and promotions: what they take off is the shop's money; staff hand codes to customers.
  "discounts.read": ["owner", "staff"],
  "discounts.write": ["owner", "staff"],
  // Exchange rates: what every price in another currency shows and every such order is charged, the owner's to change.
  "currencies.read": ["owner", "staff"],
  "currencies.write": ["owner"],
  // The shop's name, contacts, hours and clock: what every page says of the shop, the owner's to change.
  "settings.read": ["owner", "staff"],
  "settings.write": ["owner"],
  // The legal details every invoice prints (name, address, tax number): the owner's.
  "invoices.write": ["owner"],
  "catalog.read": ["owner", "catalog"],
  "catalog.write": ["owner", "catalog"],
  // Publishing, hiding and answering shoppers' reviews, and whether new ones wait: apart from the
  // catalogue's writes, so a token may moderate without editing parts.
  "reviews.moderate": ["owner", "catalog"],
  // Units alone (receipts, counts, a warehouse's feed), without prices or texts: a feed's token holds only this.
  "stock.write": ["owner", "catalog"],
  // A token acts without anyone signed in: the owner decides who holds one.
  "tokens.manage": ["owner"],
  // A newsletter goes to every subscriber at once: the owner's decision.
  "newsletter.send": ["owner"],
  "audit.read": ["owner"],
  "staff.manage": ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function roleMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds: a member of staff's, as a caller of the admin API. */
export function permissionsOfRole(role: StaffRole): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) => roleMay(role, permission));
}

/** Whoever asks the back office for something: what they may do (a member's role, a token's choice). */
export interface PermissionHolder {
  permissions: readonly StaffPermission[];
}

/** The stable codes of the admin API's refusals (docs/decisions/032-one-admin-api.md). */
export const AUTH_SIGN_IN_REQUIRED = "AUTH_SIGN_IN_REQUIRED";
export const NOT_PERMITTED = "NOT_PERMITTED";

/**
 * The one permission check of the back office, its pages and its API: why this caller may not do
 * this (nobody signed in: AUTH_SIGN_IN_REQUIRED; a customer, or staff or a token without the
 * permission: NOT_PERMITTED), or null when it may.
 */
export function permissionRefusal(
  caller: PermissionHolder | null | undefined,
  permission: StaffPermission,
): typeof AUTH_SIGN_IN_REQUIRED | typeof NOT_PERMITTED | null {
  if (!caller) return AUTH_SIGN_IN_REQUIRED;
  return caller.permissions.includes(permission) ? null : NOT_PERMITTED;
}
