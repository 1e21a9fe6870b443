import type { Database } from "../../../db/client.ts";
import type { AccountUser, ChangePasswordInput, LoginInput, ProfileInput, SignUpInput } from "../../../domain/schemas/account.ts";
import { ChangePasswordSchema, LoginSchema, ProfileSchema, SignUpSchema } from "../../../domain/schemas/account.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooManyRequestsError, UnauthorizedError } from "../../lib/errors.ts";
import { createRateLimiter } from "../../lib/rate-limiter.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { emailChangedNotice, emailChangeMail, passwordResetMail, verificationMail } from "./account-mails.ts";
import { createAccountsRepository, type UserRow } from "./accounts.repository.ts";
import { createLinkTokens, TOKEN_TTL_MS } from "./link-tokens.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { OpenedSession } from "./session-cookie.ts";
import { BROWSER_SESSION_TTL_MS, SESSION_TTL_MS, type SessionStore } from "./sessions.ts";

/** Failed sign-ins: 5 per address and 30 per client in 15 minutes. */
export const LOGIN_LIMITS = { perEmail: 5, perClient: 30, windowMs: 15 * 60_000 } as const;
/** Mailed links one address may be sent (3 an hour: no flooding an inbox) and one client may ask for (20 an hour). */
export const LINK_MAIL_LIMITS = { perEmail: 3, perClient: 20, windowMs: 60 * 60_000 } as const;

export const INVALID_LINK = "Invalid or expired link";

export interface AccountsOptions {
  origin: string;
  secret: string;
  /** Session cookies are Secure in production. */
  secureCookies: boolean;
  now?: () => number;
}

/** Sign-up, sign-in, e-mail verification, passwords and profile (issue 4). Identity comes from the session, never the body (rule 7). */
export function createAccountsService(db: Database, sessions: SessionStore, options: AccountsOptions) {
  const users = createAccountsRepository(db);
  const tokens = createLinkTokens(db, options.secret);
  const failedByEmail = createRateLimiter({ max: LOGIN_LIMITS.perEmail, windowMs: LOGIN_LIMITS.windowMs, now: options.now });
  const failedByClient = createRateLimiter({ max: LOGIN_LIMITS.perClient, windowMs: LOGIN_LIMITS.windowMs, now: options.now });
  const linkMails = createRateLimiter({ max: LINK_MAIL_LIMITS.perEmail, windowMs: LINK_MAIL_LIMITS.windowMs, now: options.now });
  const linkMailClients = createRateLimiter({ max: LINK_MAIL_LIMITS.perClient, windowMs: LINK_MAIL_LIMITS.windowMs, now: options.now });

  async function toAccountUser(row: UserRow): Promise<AccountUser> {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      emailVerified: row.emailVerifiedAt !== null,
      pendingEmail: await tokens.pendingEmail(row.id),
    };
  }

  async function openSession(userId: string, remember: boolean): Promise<OpenedSession> {
    const session = await sessions.create(userId, remember ? SESSION_TTL_MS : BROWSER_SESSION_TTL_MS);
    return { ...session, remember, secure: options.secureCookies };
  }

  async function mailVerification(user: UserRow): Promise<void> {
    const token = await tokens.issue("verify_email", user.id, user.email);
    await enqueueMail(db, verificationMail({ to: user.email, name: user.name, link: `${options.origin}/account/verify/${token}`, dedupeKey: `verify:${token}` }));
  }

  async function userOrThrow(userId: string): Promise<UserRow> {
    const user = await users.byId(userId);
    if (!user) throw new UnauthorizedError("AUTH_SIGN_IN_REQUIRED");
    return user;
  }

  return {
    async me(userId: string): Promise<AccountUser> {
      return toAccountUser(await userOrThrow(userId));
    },

    /**
     * spec §5 sign-up. An address already registered is refused (AUTH_EMAIL_ALREADY_IN_USE), except
     * an account nobody verified within the link's lifetime: whoever typed someone else's address
     * cannot keep its owner out.
     */
    async register(input: SignUpInput): Promise<{ user: AccountUser; session: OpenedSession }> {
      const { name, email, password } = SignUpSchema.parse(input);
      const existing = await users.byEmail(email);
      if (existing) {
        const abandoned = existing.emailVerifiedAt === null && Date.now() - existing.createdAt.getTime() > TOKEN_TTL_MS.verify_email;
        if (!abandoned) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        await users.delete(existing.id);
      }
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await users.insert({ name, email, passwordHash });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        throw error;
      }
      linkMails.record([`mail:${email.toLowerCase()}`]);
      await mailVerification(user);
      return { user: await toAccountUser(user), session: await openSession(user.id, true) };
    },

    /** POST /user/register/{token}: the mailed link completes the registration. */
    async verifyEmail(token: string): Promise<AccountUser> {
      const used = await tokens.consume("verify_email", token);
      const user = used ? await users.byId(used.userId) : undefined;
      // A link sent to an address the account no longer has proves nothing.
      if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) throw new InvalidInputError(INVALID_LINK);
      const verified = user.emailVerifiedAt ? user : await users.update(user.id, { emailVerifiedAt: new Date() });
      return toAccountUser(verified!);
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await userOrThrow(userId);
      if (user.emailVerifiedAt) throw new ConflictError("AUTH_EMAIL_ALREADY_VERIFIED");
      if (!linkMails.take([`mail:${user.email.toLowerCase()}`])) throw new TooManyRequestsError("AUTH_TOO_MANY_MAILS");
      await mailVerification(user);
    },

    /**
     * spec §7 POST /user/login. Failures count per address and per client; when either is spent the
     * answer is 429 before the password is even checked.
     */
    async login(input: LoginInput, clientKey: string): Promise<{ user: AccountUser; session: OpenedSession }> {
      const { email, password, remember } = LoginSchema.parse(input);
      const emailKey = [`email:${email.toLowerCase()}`];
      const clientKeys = [`client:${clientKey}`];
      if (failedByEmail.isLimited(emailKey) || failedByClient.isLimited(clientKeys)) throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      const user = await users.byEmail(email);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        failedByEmail.record(emailKey);
        failedByClient.record(clientKeys);
        throw new UnauthorizedError("AUTH_WRONG_PASSWORD");
      }
      return { user: await toAccountUser(user), session: await openSession(user.id, remember) };
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    /** spec §7 POST /user/change-password: the other sessions of the customer end. */
    async changePassword(userId: string, input: ChangePasswordInput, currentSessionId?: string): Promise<AccountUser> {
      const { currentPassword, newPassword, email } = ChangePasswordSchema.parse(input);
      const user = await userOrThrow(userId);
      if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) throw new ForbiddenError("AUTH_EMAIL_MISMATCH");
      const key = [`email:${user.email.toLowerCase()}`];
      if (failedByEmail.isLimited(key)) throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        failedByEmail.record(key);
        throw new InvalidInputError("AUTH_WRONG_PASSWORD");
      }
      const passwordHash = await hashPassword(newPassword);
      const updated = await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const row = await createAccountsRepository(tx).update(user.id, { passwordHash });
        await sessions.endAllOf(user.id, currentSessionId, tx);
        await tokens.voidAll("reset_password", user.id, tx);
        return row;
      });
      return toAccountUser(updated!);
    },

    /** Mails a reset link when the account exists; the answer is the same either way. */
    async requestPasswordReset(email: string, clientKey?: string): Promise<void> {
      const emailKey = [`mail:${email.trim().toLowerCase()}`];
      const clientKeys = clientKey ? [`client:${clientKey}`] : [];
      if (linkMails.isLimited(emailKey) || linkMailClients.isLimited(clientKeys)) throw new TooManyRequestsError("AUTH_TOO_MANY_MAILS");
      linkMails.record(emailKey);
      linkMailClients.record(clientKeys);
      const user = await users.byEmail(email.trim());
      if (!user) return;
      const token = await tokens.issue("reset_password", user.id, user.email);
      await enqueueMail(db, passwordResetMail({ to: user.email, name: user.name, link: `${options.origin}/account/reset-password/${token}`, dedupeKey: `reset:${token}` }));
    },

    /** Sets the new password from a mailed link: every session ends and the other links die. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const used = await tokens.consume("reset_password", token, tx);
        const repository = createAccountsRepository(tx);
        const user = used ? await repository.byId(used.userId) : undefined;
        if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) throw new InvalidInputError(INVALID_LINK);
        // The link reached the mailbox: the address is proven too.
        await repository.update(user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await sessions.endAllOf(user.id, undefined, tx);
        await tokens.voidAll("reset_password", user.id, tx);
      });
    },

    /** Name and phone change at once; a new e-mail counts only once its link is used. */
    async updateProfile(userId: string, input: ProfileInput): Promise<AccountUser> {
      const { name, phone, email } = ProfileSchema.parse(input);
      const user = await userOrThrow(userId);
      const sameAddress = email.toLowerCase() === user.email.toLowerCase();
      if (!sameAddress) {
        if (await users.byEmail(email)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        if (!linkMails.take([`mail:${email.toLowerCase()}`])) throw new TooManyRequestsError("AUTH_TOO_MANY_MAILS");
      }
      const updated = await users.update(user.id, { name, phone, ...(sameAddress ? { email } : {}) });
      if (!sameAddress) {
        await tokens.voidAll("change_email", user.id);
        const token = await tokens.issue("change_email", user.id, email);
        await enqueueMail(db, emailChangeMail({ to: email, name, link: `${options.origin}/account/confirm-email/${token}`, dedupeKey: `change-email:${token}` }));
      }
      return toAccountUser(updated!);
    },

    /** The new address's link: the account moves to it, verified, and the old address is told. */
    async confirmEmailChange(token: string): Promise<AccountUser> {
      const used = await tokens.consume("change_email", token);
      const user = used ? await users.byId(used.userId) : undefined;
      if (!used || !user) throw new InvalidInputError(INVALID_LINK);
      let updated: UserRow | undefined;
      try {
        updated = await users.update(user.id, { email: used.email, emailVerifiedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        throw error;
      }
      if (!updated) throw new NotFoundError(INVALID_LINK);
      await enqueueMail(db, emailChangedNotice(user.email, user.name, used.email, `email-changed:${token}`));
      return toAccountUser(updated);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
