import { randomUUID } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import { ForbiddenError, InvalidInputError, TooManyRequestsError } from "../../../domain/errors.ts";
import { languageUrl } from "../../../domain/language-urls.ts";
import type { AccountUser, ChangePasswordInput } from "../../../domain/schemas/account.ts";
import { ChangePasswordSchema } from "../../../domain/schemas/account.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { enqueueMail } from "../mail/index.ts";
import { passwordChangedNotice, passwordResetMail } from "./account-mails.ts";
import type { LinkTokensService } from "./link-tokens.service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { OpenedSession } from "./session-cookie.ts";
import type { SessionsService } from "./sessions.service.ts";
import { createUsersRepository, type UserRow } from "./users.repository.ts";

export const INVALID_LINK = "Invalid or expired link";

/** Mailed links are limited per address they go to. */
export const mailKey = (email: string) => `mail:${email.trim().toLowerCase()}`;
export const tooManyMails = () => new TooManyRequestsError("AUTH_TOO_MANY_MAILS");

export interface PasswordsServiceDeps {
  db: Database;
  sessions: SessionsService;
  tokens: LinkTokensService;
  limiters: Limiters;
  origin: string;
  secureCookies: boolean;
  toAccountUser(row: UserRow): Promise<AccountUser>;
  userOrThrow(userId: string): Promise<UserRow>;
}

/** Changing a password, and resetting a forgotten one by a mailed link: part of the accounts service. */
export function createPasswordsService(deps: PasswordsServiceDeps) {
  const { db, sessions, tokens, limiters, toAccountUser, userOrThrow } = deps;
  const users = createUsersRepository(db);
  return {
    /**
     * spec §7 POST /user/change-password: the other sessions of the customer end, this one gets a
     * new id (its cookie must be set again), and the customer is mailed.
     */
    async changePassword(
      userId: string,
      input: ChangePasswordInput,
      currentSessionId?: string,
    ): Promise<{ user: AccountUser; session: OpenedSession | null }> {
      const { currentPassword, newPassword, email } = ChangePasswordSchema.parse(input);
      const user = await userOrThrow(userId);
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) throw new ForbiddenError("AUTH_EMAIL_MISMATCH");
      // A stolen session cannot guess the password for ever either.
      const guesses = limiters.limiter("signIn.perAccountAddress");
      const key = [`change-password:${user.id}`];
      if (await guesses.isLimited(key)) throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await guesses.record(key);
        throw new InvalidInputError("AUTH_WRONG_PASSWORD");
      }
      const passwordHash = await hashPassword(newPassword);
      const { updated, rotated } = await db.transaction(async (tx) => {
        const row = await createUsersRepository(tx).update(user.id, { passwordHash });
        const rotated = currentSessionId ? await sessions.rotate(user.id, currentSessionId, tx) : null;
        await sessions.endAllOf(user.id, rotated?.id, tx);
        await tokens.voidAll("reset_password", user.id, tx);
        await enqueueMail(
          tx,
          passwordChangedNotice({ to: user.email, name: user.name, locale: user.locale }, `password-changed:${randomUUID()}`),
        );
        return { updated: row, rotated };
      });
      return { user: await toAccountUser(updated!), session: rotated ? { ...rotated, secure: deps.secureCookies } : null };
    },

    /** Mails a reset link when the account exists; the answer is the same either way. */
    async requestPasswordReset(email: string, address: string): Promise<void> {
      const allowed = await limiters.take([
        ["linkMail.perAddress", addressKey(address)],
        ["linkMail.perEmail", mailKey(email)],
        ["linkMail.global", "all"],
      ]);
      if (!allowed) throw tooManyMails();
      const user = await users.byEmail(email.trim());
      if (!user) return;
      const token = await tokens.issue("reset_password", user.id, user.email);
      await enqueueMail(
        db,
        passwordResetMail({
          to: user.email,
          name: user.name,
          locale: user.locale,
          link: languageUrl(deps.origin, `/account/reset-password/${token}`, user.locale),
          dedupeKey: `reset:${token}`,
        }),
      );
    },

    /** Sets the new password from a mailed link: every session ends and the other links die. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const used = await tokens.consume("reset_password", token, tx);
        const repository = createUsersRepository(tx);
        const user = used ? await repository.byId(used.userId) : undefined;
        if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) throw new InvalidInputError(INVALID_LINK);
        // The link reached the mailbox: the address is proven too.
        await repository.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await sessions.endAllOf(user.id, undefined, tx);
        await tokens.voidAll("reset_password", user.id, tx);
        await enqueueMail(
          tx,
          passwordChangedNotice({ to: user.email, name: user.name, locale: user.locale }, `password-changed:${randomUUID()}`),
        );
      });
    },
  };
}
