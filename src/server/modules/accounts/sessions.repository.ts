import { and, eq, gt, isNull, ne } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { sessions, users } from "../../../db/tables.ts";

/** Sessions by the hash of their id (the table never holds a live id). */
export function createSessionsRepository(db: Executor) {
  return {
    async insert(session: { idHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The user of a session that has not expired, of an account that is not disabled. */
    async userOf(idHash: string, now: Date) {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, verifiedAt: users.emailVerifiedAt, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
      return row;
    },

    /** Deletes the user's session if it has not expired: its expiry and creation time, or undefined. */
    async deleteLive(idHash: string, userId: string, now: Date): Promise<{ expiresAt: Date; createdAt: Date } | undefined> {
      const [old] = await db
        .delete(sessions)
        .where(and(eq(sessions.idHash, idHash), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .returning({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt });
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
