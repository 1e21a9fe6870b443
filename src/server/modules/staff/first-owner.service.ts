import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import type { Database } from "../../../db/client.ts";
import { FIRST_OWNER_LINK_HOURS } from "../../../domain/staff.ts";
import { createFirstOwnerLinkRepository } from "./first-owner-link.repository.ts";
import { createStaffRepository } from "./staff.repository.ts";

const FIRST_OWNER_LINK_TTL_MS = FIRST_OWNER_LINK_HOURS * 3_600_000;

/** Any link that is not the shop's one open link (mistyped, altered, used, replaced by a newer start, expired). */
export const FIRST_OWNER_LINK_INVALID = "FIRST_OWNER_LINK_INVALID";
/** Every link once the shop has an owner: the owner adds staff from the back office. */
export const FIRST_OWNER_EXISTS = "FIRST_OWNER_EXISTS";

/** What app_settings keeps of the link: never the link itself. */
const StoredLinkSchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), expiresAt: z.iso.datetime() });

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether `token` is the stored link and still in time; a stored value of another shape opens nothing. */
export function opensStoredLink(stored: string | undefined, token: string, now: Date): boolean {
  if (stored === undefined) return false;
  let parsed;
  try {
    parsed = StoredLinkSchema.safeParse(JSON.parse(stored));
  } catch {
    return false;
  }
  if (!parsed.success || Date.parse(parsed.data.expiresAt) <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(parsed.data.sha256));
}

/**
 * At a start, on a shop with no owner: a new one-time link that makes the first owner, put in the
 * place of any earlier one (only the newest link works), or null when the shop has an owner (any
 * link left is removed). Run under the start-up lock (boot.ts), so that of processes starting
 * together each replaces the last, and the link printed last is the one that works.
 */
export async function issueFirstOwnerLink(db: Database, origin: string, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const links = createFirstOwnerLinkRepository(tx);
    if ((await createStaffRepository(tx).presence()).owner) {
      await links.take();
      return null;
    }
    // 256 random bits: guessing is out of reach, so the link needs no limit of attempts.
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + FIRST_OWNER_LINK_TTL_MS).toISOString();
    await links.replace(JSON.stringify({ sha256: sha256(token), expiresAt }));
    return `${origin}/admin/setup/${token}`;
  });
}
