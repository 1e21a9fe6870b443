import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { sessions, type SessionScope, users } from "../../../db/tables.ts";

export type { SessionScope };

/** Sessions by the hash of their id (the table never holds a live id). */
export function createSessionsRepository(db: Executor) {
  return {
    async insert(session: { idHash: string; userId: string; scope: SessionScope; expiresAt: Date; lastSeenAt: Date }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The user of a session that has not expired, of an account that is not disabled, with the session's scope and last request. */
    async userOf(idHash: string, now: Date) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          verifiedAt: users.emailVerifiedAt,
          role: users.role,
          scope: sessions.scope,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
      return row;
    },

    /** Marks the session seen now, unless a request seen since `staleBefore` already did (concurrent requests write once). */
    async touch(idHash: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, staleBefore)));
    },

    /** Deletes the user's session if it has not expired: its scope, expiry and creation time, or undefined. */
    async deleteLive(
      idHash: string,
      userId: string,
      now: Date,
    ): Promise<{ scope: SessionScope; expiresAt: Date; createdAt: Date } | undefined> {
      const [old] = await db
        .delete(sessions)
        .where(and(eq(sessions.idHash, idHash), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .returning({ scope: sessions.scope, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt });
      return old;
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Every session of the user, but the one given. */
    async deleteAllOf(userId: string, exceptIdHash?: string): Promise<void> {
      const others = exceptIdHash ? ne(sessions.idHash, exceptIdHash) : undefined;
      await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
    },
  };
}
