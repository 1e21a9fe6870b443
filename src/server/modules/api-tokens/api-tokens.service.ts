import { createHash, randomBytes } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import { InvalidInputError, NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import {
  API_TOKEN_PATTERN,
  type ApiToken,
  type ApiTokenPage,
  type ApiTokenState,
  type CreatedApiToken,
  isTokenPermission,
  type NewApiToken,
  NewApiTokenSchema,
  type TokenPermission,
} from "../../../domain/schemas/api-tokens.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import type { Limiters } from "../../lib/rate-limiter.ts";
import { recordAudit } from "../audit/index.ts";
import { type ApiTokenRow, createApiTokensRepository } from "./api-tokens.repository.ts";

export const API_TOKEN_NOT_FOUND = "API_TOKEN_NOT_FOUND";
export const API_TOKEN_EXPIRY_INVALID = "API_TOKEN_EXPIRY_INVALID";

/** How many characters of a token its list shows: `ovl_` and eight of the secret, enough to tell tokens apart. */
const PREFIX_LENGTH = 12;
/** At most this far ahead: a token meant to run for ever is one without an expiry, revoked when done with. */
const LONGEST_EXPIRY_MS = 5 * 366 * 24 * 3_600_000;
export const API_TOKENS_PAGE_SIZE = 25;

/** A new token: `ovl_` and 32 random bytes, base64url. */
const newSecret = () => `ovl_${randomBytes(32).toString("base64url")}`;
/** Only the SHA-256 of a token is kept: 256 random bits need no slow hash, and a lookup by it is one index probe. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who holds a token: what authenticate answers. */
export interface TokenPrincipal {
  id: string;
  name: string;
  permissions: TokenPermission[];
}

function stateOf(row: ApiTokenRow, now: Date): ApiTokenState {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "active";
}

const toToken = (row: ApiTokenRow, now = new Date()): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  permissions: row.permissions.filter(isTokenPermission),
  createdByEmail: row.createdByEmail,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: stateOf(row, now),
});

/** What the audit log keeps of a token: never its hash. */
const auditView = (row: ApiTokenRow) => ({
  name: row.name,
  prefix: row.prefix,
  permissions: row.permissions,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export interface ApiTokensOptions {
  limiters: Limiters;
}

/**
 * The admin API's tokens (docs/decisions/027-api-tokens.md): made by the owner, shown once, kept
 * as a hash; read on every request, so a revocation holds at once in every process.
 */
export function createApiTokensService(db: Database, options: ApiTokensOptions) {
  const tokens = createApiTokensRepository(db);
  const rule = options.limiters.rule("adminApi.perCaller");

  return {
    /** Makes a token; the answer is the only place its secret ever appears. Audited under the owner. */
    async create(actor: Actor, input: NewApiToken): Promise<CreatedApiToken> {
      const checked = NewApiTokenSchema.safeParse(input);
      if (!checked.success) throw new InvalidInputError(`Not a valid API token: ${checked.error.issues[0]!.path.join(".")} is wrong.`);
      const { name, permissions, expiresAt } = checked.data;
      const expiry = expiresAt ? new Date(expiresAt) : null;
      if (expiry && (expiry.getTime() <= Date.now() || expiry.getTime() > Date.now() + LONGEST_EXPIRY_MS))
        throw new InvalidInputError(API_TOKEN_EXPIRY_INVALID);
      const secret = newSecret();
      const row = await db.transaction(async (tx) => {
        const row = await createApiTokensRepository(tx).insert({
          name,
          prefix: secret.slice(0, PREFIX_LENGTH),
          tokenHash: hashToken(secret),
          permissions,
          createdBy: actor.id,
          createdByEmail: actor.email,
          expiresAt: expiry,
        });
        await recordAudit(tx, actor, {
          action: "api-token.create",
          entityType: "api-token",
          entityId: row.id,
          before: null,
          after: auditView(row),
        });
        return row;
      });
      return { token: toToken(row), secret };
    },

    /** Newest first; never a secret. */
    async list(page = 1, limit = API_TOKENS_PAGE_SIZE): Promise<ApiTokenPage> {
      const { rows, total } = await tokens.page(page, limit);
      const now = new Date();
      return { data: rows.map((row) => toToken(row, now)), pagination: paginate(page, limit, total) };
    },

    /** Stops a token from the next request on, in every process. Revoking a revoked token changes nothing. */
    async revoke(actor: Actor, id: string): Promise<ApiToken> {
      return db.transaction(async (tx) => {
        const repository = createApiTokensRepository(tx);
        const before = await repository.lock(id);
        if (!before) throw new NotFoundError(API_TOKEN_NOT_FOUND);
        if (before.revokedAt) return toToken(before);
        const after = await repository.revoke(id);
        await recordAudit(tx, actor, {
          action: "api-token.revoke",
          entityType: "api-token",
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return toToken(after);
      });
    },

    /**
     * Who holds this token, or null for one unknown, forged, revoked or expired. The row is read
     * each time (no cache: a revocation holds on the next request everywhere); its last use is
     * written at most about once a minute.
     */
    async authenticate(token: string): Promise<TokenPrincipal | null> {
      if (!API_TOKEN_PATTERN.test(token)) return null;
      const row = await tokens.working(hashToken(token));
      if (!row) return null;
      if (row.useIsStale) await tokens.touch(row.id);
      return { id: row.id, name: row.name, permissions: row.permissions.filter(isTokenPermission) };
    },

    /** Counts one request of an admin API caller (`token:<id>`, `staff:<id>`); 429 past its limit. */
    async admit(callerKey: string): Promise<void> {
      if (await options.limiters.take([["adminApi.perCaller", callerKey]])) return;
      throw new TooManyRequestsError("Too many requests; slow down.", { retryAfterSeconds: Math.ceil(rule.windowMs / 1000) });
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
