import { and, eq, gt, isNull } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { type AccountTokenKind, accountTokens } from "../../../db/tables.ts";

export type { AccountTokenKind };

/** The mailed links' rows, by the hash of their id. */
export function createLinkTokensRepository(db: Executor) {
  const open = (kind: AccountTokenKind, now: Date) =>
    and(eq(accountTokens.kind, kind), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

  return {
    async insert(token: { idHash: string; kind: AccountTokenKind; userId: string; email: string; expiresAt: Date }): Promise<void> {
      await db.insert(accountTokens).values(token);
    },

    /** Marks an open link used, in one statement (two clicks racing cannot both use it): whom it was for, or undefined. */
    async use(kind: AccountTokenKind, idHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.idHash, idHash), open(kind, now)))
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row;
    },

    /** Marks every unused link of a kind of the user used. */
    async voidAll(kind: AccountTokenKind, userId: string, now: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
    },

    /** The user's open links of a kind, with the address each was sent to. */
    openOf: (kind: AccountTokenKind, userId: string, now: Date): Promise<{ email: string; createdAt: Date }[]> =>
      db
        .select({ email: accountTokens.email, createdAt: accountTokens.createdAt })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), open(kind, now))),
  };
}
