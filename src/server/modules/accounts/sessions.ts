import { createHash, randomBytes } from "node:crypto";

import type { Database, Executor } from "../../../db/client.ts";
import type { StaffRole } from "../../../domain/staff.ts";
import { createSessionsRepository } from "./sessions.repository.ts";

export const SESSION_COOKIE = "ov_session";
/** "remember me" keeps a session 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember" the cookie ends with the browser; the server forgets the session after a day at most. */
export const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** owner or staff for the shop's staff (the back office); null for a customer. */
  role: StaffRole | null;
}

// The table stores a hash, so a leaked table does not hand out live sessions.
const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

export function createSessionStore(db: Database) {
  const sessions = createSessionsRepository(db);
  return {
    async create(userId: string, ttlMs = SESSION_TTL_MS): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + ttlMs);
      await sessions.insert({ idHash: hashSessionId(id), userId, expiresAt });
      return { id, expiresAt };
    },

    async userOf(sessionId: string | undefined): Promise<SessionUser | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const row = await sessions.userOf(hashSessionId(sessionId), new Date());
      return row ? { id: row.id, email: row.email, name: row.name, emailVerified: row.verifiedAt !== null, role: row.role ?? null } : null;
    },

    /**
     * Replaces the user's session by a new id with the same expiry, so that an id someone else
     * may have seen stops working (a password change). Null when the session is not the user's.
     */
    async rotate(userId: string, sessionId: string, tx: Executor = db): Promise<{ id: string; expiresAt: Date; remember: boolean } | null> {
      const inTx = createSessionsRepository(tx);
      const old = await inTx.deleteLive(hashSessionId(sessionId), userId, new Date());
      if (!old) return null;
      const id = randomBytes(32).toString("base64url");
      await inTx.insert({ idHash: hashSessionId(id), userId, expiresAt: old.expiresAt });
      // A session made to outlive a browser session was opened with "remember".
      return { id, expiresAt: old.expiresAt, remember: old.expiresAt.getTime() - old.createdAt.getTime() > BROWSER_SESSION_TTL_MS };
    },

    async end(sessionId: string): Promise<void> {
      await sessions.delete(hashSessionId(sessionId));
    },

    /** Ends every session of the user, but the one given (the customer who changed the password stays in). */
    async endAllOf(userId: string, exceptSessionId?: string, tx: Executor = db): Promise<void> {
      await createSessionsRepository(tx).deleteAllOf(userId, exceptSessionId ? hashSessionId(exceptSessionId) : undefined);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
