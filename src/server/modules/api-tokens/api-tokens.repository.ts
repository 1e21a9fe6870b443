import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { apiTokens } from "../../../db/tables.ts";
import type { StaffPermission } from "../../../domain/staff.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type ApiTokenRow = Omit<typeof apiTokens.$inferSelect, "tokenHash">;
export type NewApiTokenRow = Pick<
  typeof apiTokens.$inferInsert,
  "name" | "prefix" | "tokenHash" | "permissions" | "createdBy" | "createdByEmail" | "expiresAt"
>;

/** Every column but the hash: nothing outside authentication reads it. */
const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  permissions: apiTokens.permissions,
  createdBy: apiTokens.createdBy,
  createdByEmail: apiTokens.createdByEmail,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
};

/** API tokens, found by their hash; the token itself is never held. */
export function createApiTokensRepository(db: Executor) {
  return {
    async insert(token: NewApiTokenRow): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(token).returning(listed);
      return row!;
    },

    /**
     * The token of this hash if it works now (not revoked, not expired by the database's clock),
     * with whether its last use was written more than a minute ago.
     */
    async working(
      tokenHash: string,
    ): Promise<{ id: string; name: string; permissions: StaffPermission[]; useIsStale: boolean } | undefined> {
      const [row] = await db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          permissions: apiTokens.permissions,
          useIsStale: sql<boolean>`coalesce(${apiTokens.lastUsedAt} < now() - interval '1 minute', true)`,
        })
        .from(apiTokens)
        .where(
          and(
            eq(apiTokens.tokenHash, tokenHash),
            isNull(apiTokens.revokedAt),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
          ),
        );
      return row;
    },

    /** Writes the token's last use, unless another request wrote it within the minute. */
    async touch(id: string): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < now() - interval '1 minute'`)));
    },

    /** Newest first. */
    async page(page: number, limit: number): Promise<{ rows: ApiTokenRow[]; total: number }> {
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(apiTokens);
      const rows = await db
        .select(listed)
        .from(apiTokens)
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },

    /** The token, locked until the transaction ends: two revocations of it run one after the other. */
    async lock(id: string): Promise<ApiTokenRow | undefined> {
      const [row] = await db.select(listed).from(apiTokens).where(eq(apiTokens.id, id)).for("update");
      return row;
    },

    async revoke(id: string): Promise<ApiTokenRow> {
      const [row] = await db
        .update(apiTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiTokens.id, id))
        .returning(listed);
      return row!;
    },
  };
}
