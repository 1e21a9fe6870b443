import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { Executor } from "../../../db/client.ts";
import { type AccountTokenKind, createLinkTokensRepository } from "./link-tokens.repository.ts";

export const TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  // A new member of staff sets a password from this link: three days to open it.
  staff_invite: 72 * 60 * 60 * 1000,
};

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/**
 * The single-use links mailed to customers: `<random id>.<HMAC of kind and id>`. The signature
 * refuses a forged or mistyped link without a database read; the table, holding only the id's
 * hash, makes each link expire and work once.
 */
export function createLinkTokensService(db: Executor, secret: string) {
  const links = createLinkTokensRepository(db);
  const sign = (kind: AccountTokenKind, id: string) => createHmac("sha256", secret).update(`${kind}.${id}`).digest("base64url");

  return {
    async issue(kind: AccountTokenKind, userId: string, email: string): Promise<string> {
      const id = randomBytes(24).toString("base64url");
      await links.insert({ idHash: hashId(id), kind, userId, email, expiresAt: new Date(Date.now() + TOKEN_TTL_MS[kind]) });
      return `${id}.${sign(kind, id)}`;
    },

    /** Uses the link once: the user and address it was sent for, or null when forged, used or expired. */
    async consume(kind: AccountTokenKind, token: string, tx: Executor = db): Promise<{ userId: string; email: string } | null> {
      const [id, signature] = token.split(".");
      if (!id || !signature) return null;
      const expected = Buffer.from(sign(kind, id));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      // One statement: two clicks racing on the same link cannot both use it.
      const row = await createLinkTokensRepository(tx).use(kind, hashId(id), new Date());
      return row ?? null;
    },

    /** Makes the user's other open links of a kind unusable (a new password voids older reset links). */
    async voidAll(kind: AccountTokenKind, userId: string, tx: Executor = db): Promise<void> {
      await createLinkTokensRepository(tx).voidAll(kind, userId, new Date());
    },

    /** The address waiting for its change-of-e-mail confirmation, or null. */
    async pendingEmail(userId: string): Promise<string | null> {
      const rows = await links.openOf("change_email", userId, new Date());
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return rows[0]?.email ?? null;
    },
  };
}

export type LinkTokensService = ReturnType<typeof createLinkTokensService>;
