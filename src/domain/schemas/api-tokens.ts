// The admin API's callers (/api/admin): API tokens the owner creates for other systems, and who a
// caller is. One definition each, shared by the API's routes, the back office's tokens page and
// its form (docs/decisions/027-api-tokens.md).
import { z } from "zod";

import { STAFF_PERMISSIONS, type StaffPermission } from "../staff.ts";
import { PageSchema, PaginationSchema } from "./common.ts";

/**
 * What a token may be given: the work another system does (an ERP, a warehouse, a supplier's
 * feed). Never the owner's own powers (staff, tokens, the audit log, the newsletter): a token
 * acts without anyone signed in, and must not make more tokens or more staff.
 */
export const TOKEN_PERMISSIONS = [
  "catalog.read",
  "catalog.write",
  "stock.write",
  "orders.read",
  "orders.write",
  "customers.read",
  "shipping.read",
  "shipping.write",
  "tax.read",
  "tax.write",
  "discounts.read",
  "discounts.write",
  "currencies.read",
  "currencies.write",
  // A system that keeps the shop's contacts or hours (a head office's directory).
  "settings.read",
  "settings.write",
  "search.read",
  "search.write",
  "reviews.moderate",
  // A monitoring system watching the background jobs.
  "jobs.read",
] as const satisfies readonly StaffPermission[];
export type TokenPermission = (typeof TOKEN_PERMISSIONS)[number];

export const isTokenPermission = (value: string): value is TokenPermission => (TOKEN_PERMISSIONS as readonly string[]).includes(value);

/** A token as written: `ovl_` and 32 random bytes in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^ovl_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_STATES = ["active", "expired", "revoked"] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];

const TokenNameSchema = z.string().trim().min(2).max(80);
const TokenPermissionsSchema = z
  .array(z.enum(TOKEN_PERMISSIONS))
  .min(1)
  .max(TOKEN_PERMISSIONS.length)
  .transform((permissions) => [...new Set(permissions)]);

/** POST /api/admin/tokens. */
export const NewApiTokenSchema = z.object({
  name: TokenNameSchema,
  permissions: TokenPermissionsSchema,
  /** When it stops working; none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type NewApiToken = z.infer<typeof NewApiTokenSchema>;

/** The back office's form: the expiry as a day (the token works to that day's end, UTC); empty is none. */
export const ApiTokenFormSchema = z.object({
  name: TokenNameSchema,
  permissions: TokenPermissionsSchema,
  expiresOn: z.union([z.literal("").transform(() => undefined), z.iso.date()]).optional(),
});

/** The moment a token given an expiry day stops working: the end of that day, UTC. */
export const expiryOfDay = (day: string): string => `${day}T23:59:59.999Z`;

export const ApiTokenIdSchema = z.object({ id: z.uuid() });

export const ApiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart; never the token. */
  prefix: z.string(),
  permissions: z.array(z.enum(TOKEN_PERMISSIONS)),
  createdByEmail: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(API_TOKEN_STATES),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** A token just made: the only answer that carries the token itself. */
export const CreatedApiTokenSchema = z.object({
  token: ApiTokenSchema,
  secret: z.string().regex(API_TOKEN_PATTERN),
});
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const ApiTokenPageSchema = z.object({ data: z.array(ApiTokenSchema), pagination: PaginationSchema });
export type ApiTokenPage = z.infer<typeof ApiTokenPageSchema>;

export const ApiTokenQuerySchema = z.object({ page: PageSchema });

/** GET /api/admin/me: who is calling, and what it may do. */
export const AdminPrincipalSchema = z.object({
  kind: z.enum(["token", "staff"]),
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(Object.keys(STAFF_PERMISSIONS) as [StaffPermission, ...StaffPermission[]])),
});
export type AdminPrincipalView = z.infer<typeof AdminPrincipalSchema>;
