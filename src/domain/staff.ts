// The shop's staff (the back office, /admin): who may do what.

/**
 * owner: everything, manages staff and API tokens, sends newsletters; staff: orders, customers,
 * the outbox, builds and the subscriber list; catalog: the catalogue (parts, prices, stock,
 * fitment, categories, brands, reviews, imports) and search.
 */
export const STAFF_ROLES = ["owner", "staff", "catalog"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** A role as a sentence names a member ("x is now catalogue staff"); every role has its words. */
const ROLE_IN_A_SENTENCE = { owner: "an owner", staff: "staff", catalog: "catalogue staff" } satisfies Record<StaffRole, string>;

export function staffRoleInASentence(role: StaffRole): string {
  return ROLE_IN_A_SENTENCE[role];
}

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
  "newsletter.read": ["owner", "staff"],
  "builds.read": ["owner", "staff"],
  "builds.moderate": ["owner", "staff"],
  "search.read": ["owner", "staff", "catalog"],
  "search.write": ["owner", "staff", "catalog"],
  "catalog.read": ["owner", "catalog"],
  "catalog.write": ["owner", "catalog"],
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
