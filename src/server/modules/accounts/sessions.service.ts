import { createHash, randomBytes } from "node:crypto";

import type { Database, Executor } from "../../../db/client.ts";
import type { StaffRole } from "../../../domain/staff.ts";
import { createSessionsRepository, type SessionScope } from "./sessions.repository.ts";

export type { SessionScope };

/** The session cookie's name over plain http (development, tests). */
export const SESSION_COOKIE = "ov_session";
/**
 * Its name where the shop is served over https: the browser keeps a `__Host-` cookie only when it
 * is Secure, for Path=/ and for this host alone (no Domain), so no sibling subdomain can set it.
 */
export const SECURE_SESSION_COOKIE = "__Host-ov_session";
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** "remember me" keeps a session 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "remember" the cookie ends with the browser; the server forgets the session after a day at most. */
export const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A session's last request is written at most this often, not on every request. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

export interface SessionOptions {
  /** Secure cookies (https): the cookie is named `__Host-ov_session`. */
  secureCookies: boolean;
  /** A session unused this long ends, whatever its absolute expiry. */
  idleMs: Record<SessionScope, number>;
}

/** What the store assumes when not told (the CLI, test factories); the shop passes the environment's. */
export const DEFAULT_SESSION_OPTIONS: SessionOptions = {
  secureCookies: false,
  idleMs: { staff: 30 * 60 * 1000, customer: 7 * 24 * 60 * 60 * 1000 },
};

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** Where the session was opened: the shop's sign-in (customer) or the staff sign-in (staff). */
  scope: SessionScope;
  /**
   * The back office this session carries: owner or staff for a staff session of a member of staff;
   * null for a customer, and for a member of staff signed in at the shop's sign-in.
   */
  role: StaffRole | null;
}

// The table stores a hash, so a leaked table does not hand out live sessions.
const hashSessionId = (id: string) => createHash("sha256").update(id).digest("hex");

export function createSessionsService(db: Database, options: SessionOptions = DEFAULT_SESSION_OPTIONS) {
  const sessions = createSessionsRepository(db);
  return {
    /** The cookie's name in this shop's mode: every reader and writer of the cookie asks here. */
    cookieName: sessionCookieName(options.secureCookies),
    secureCookies: options.secureCookies,

    async create(userId: string, scope: SessionScope, ttlMs = SESSION_TTL_MS): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString("base64url");
      const now = new Date();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await sessions.insert({ idHash: hashSessionId(id), userId, scope, expiresAt, lastSeenAt: now });
      return { id, expiresAt };
    },

    /**
     * The user of a live session: not past its expiry, not idle longer than its scope allows, of an
     * account that is not disabled. A session found idle is deleted; a live one is marked seen,
     * at most once a minute.
     */
    async userOf(sessionId: string | undefined): Promise<SessionUser | null> {
      if (!sessionId || sessionId.length > 100) return null;
      const idHash = hashSessionId(sessionId);
      const now = new Date();
      const row = await sessions.userOf(idHash, now);
      if (!row) return null;
      const idle = now.getTime() - row.lastSeenAt.getTime();
      if (idle > options.idleMs[row.scope]) {
        await sessions.delete(idHash);
        return null;
      }
      if (idle >= LAST_SEEN_PRECISION_MS) await sessions.touch(idHash, now, new Date(now.getTime() - LAST_SEEN_PRECISION_MS));
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        emailVerified: row.verifiedAt !== null,
        scope: row.scope,
        // Staff powers come only from a session opened at the staff sign-in.
        role: row.scope === "staff" ? (row.role ?? null) : null,
      };
    },

    /**
     * Replaces the user's session by a new id with the same scope and expiry, so that an id someone
     * else may have seen stops working (a password change). Null when the session is not the user's.
     */
    async rotate(userId: string, sessionId: string, tx: Executor = db): Promise<{ id: string; expiresAt: Date; remember: boolean } | null> {
      const inTx = createSessionsRepository(tx);
      const now = new Date();
      const old = await inTx.deleteLive(hashSessionId(sessionId), userId, now);
      if (!old) return null;
      const id = randomBytes(32).toString("base64url");
      await inTx.insert({ idHash: hashSessionId(id), userId, scope: old.scope, expiresAt: old.expiresAt, lastSeenAt: now });
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

export type SessionsService = ReturnType<typeof createSessionsService>;
