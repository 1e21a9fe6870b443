import type { Database } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../../../domain/errors.ts";
import { languageUrl } from "../../../domain/language-urls.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { AccountUser, LoginInput, ProfileInput, SignUpInput } from "../../../domain/schemas/account.ts";
import { LoginSchema, ProfileSchema, SignUpSchema } from "../../../domain/schemas/account.ts";
import { addressKey, type Limiters, type LimitName } from "../../lib/rate-limiter.ts";
import { enqueueMail } from "../mail/index.ts";
import { emailChangedNotice, emailChangeMail, verificationMail } from "./account-mails.ts";
import { createDeviceCookies } from "./device-cookie.ts";
import { createLinkTokensService, TOKEN_TTL_MS } from "./link-tokens.service.ts";
import { createPasswordsService, INVALID_LINK, mailKey, tooManyMails } from "./passwords.service.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { OpenedSession } from "./session-cookie.ts";
import { BROWSER_SESSION_TTL_MS, SESSION_TTL_MS, type SessionsService } from "./sessions.service.ts";
import { createUsersRepository, type UserRow } from "./users.repository.ts";

/** spec §8: what a sign-up that could not write its account answers (the cause goes to the log). */
export const SIGN_UP_FAILED = "Failed to creating user";

/** Where an account that never proved its address is kept once someone else registers the address (.invalid reaches no one). */
export const unclaimedAddressOf = (userId: string) => `unclaimed-${userId}@overland.invalid`;

export interface AccountsOptions {
  origin: string;
  secret: string;
  /** Session cookies are Secure in production. */
  secureCookies: boolean;
  limiters: Limiters;
}

/** Who signs in: the client's address, and the device cookie an earlier sign-in left, if any. */
export interface SignInClient {
  address: string;
  device?: string | undefined;
  /** The language the shopper is using: the account's mails follow it from now on. */
  locale?: Locale | undefined;
}

/** Sign-up, sign-in, e-mail verification, passwords and profile. Identity comes from the session, never the body (rule 7). */
export function createAccountsService(db: Database, sessions: SessionsService, options: AccountsOptions) {
  const users = createUsersRepository(db);
  const tokens = createLinkTokensService(db, options.secret);
  const { limiters } = options;
  const devices = createDeviceCookies(options.secret);

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
    // The shop's sign-in opens a customer's session, even for a member of staff: no back office.
    const session = await sessions.create(userId, "customer", remember ? SESSION_TTL_MS : BROWSER_SESSION_TTL_MS);
    return { ...session, remember, secure: options.secureCookies };
  }

  async function mailVerification(user: UserRow): Promise<void> {
    const token = await tokens.issue("verify_email", user.id, user.email);
    await enqueueMail(
      db,
      verificationMail({
        to: user.email,
        name: user.name,
        locale: user.locale,
        link: languageUrl(options.origin, `/account/verify/${token}`, user.locale),
        dedupeKey: `verify:${token}`,
      }),
    );
  }

  /**
   * The address of an account nobody verified in time goes to whoever registers it now; the old
   * account is kept (addresses, garage, orders: nothing is lost, staff can give it back) under an
   * address that reaches no one, and its sessions end.
   */
  async function releaseUnprovenAddress(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await createUsersRepository(tx).update(userId, { email: unclaimedAddressOf(userId) });
      await sessions.endAllOf(userId, undefined, tx);
    });
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
    async register(input: SignUpInput, address: string, locale: Locale = "en"): Promise<{ user: AccountUser; session: OpenedSession }> {
      const { name, email, password } = SignUpSchema.parse(input);
      // Each sign-up mails someone: limited per address and for the whole shop.
      if (
        !(await limiters.take([
          ["signUp.perAddress", addressKey(address)],
          ["signUp.global", "all"],
        ]))
      )
        throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      const existing = await users.byEmail(email);
      if (existing) {
        const abandoned = existing.emailVerifiedAt === null && Date.now() - existing.createdAt.getTime() > TOKEN_TTL_MS.verify_email;
        if (!abandoned) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        await releaseUnprovenAddress(existing.id);
      }
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await users.insert({ name, email, passwordHash, locale });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        throw new ServiceUnavailableError(SIGN_UP_FAILED, { cause: error });
      }
      await limiters.limiter("linkMail.perEmail").record([mailKey(email)]);
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
      if (!(await limiters.limiter("linkMail.perEmail").take([mailKey(user.email)]))) throw tooManyMails();
      await mailVerification(user);
    },

    /**
     * spec §7 POST /user/login. Failures count per address, per account and address, and per
     * account from every client that cannot show this account's device cookie: an attacker's
     * address is stopped after a few guesses, many addresses together are stopped too, and the
     * owner's browser, which signed in before, still gets in. A spent limit answers 429 before the
     * password is even checked. The answer carries a device cookie for the next time.
     *
     * A member of staff may sign in here, as a customer only: the session carries no back office.
     * Their failures also count against the staff sign-in's own, tighter limit per account, so that
     * this door is no easier way to guess a staff password than /admin/login.
     */
    async login(input: LoginInput, client: SignInClient): Promise<{ user: AccountUser; session: OpenedSession; device: string }> {
      const { email, password, remember } = LoginSchema.parse(input);
      const account = email.toLowerCase();
      const address = addressKey(client.address);
      const knownDevice = devices.isFor(client.device, account);
      const user = await users.byEmail(email);
      const counted: [LimitName, string][] = [
        ["signIn.perAddress", address],
        ["signIn.perAccountAddress", `${account}|${address}`],
      ];
      if (!knownDevice) counted.push(["signIn.perAccount", account]);
      if (user?.role) counted.push(["staffSignIn.perAccount", account]);
      const spent = await Promise.all(counted.map(([name, key]) => limiters.limiter(name).isLimited([key])));
      if (spent.some(Boolean)) throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      // A disabled account gets the answer a wrong password gets: nothing tells it apart.
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user || user.disabledAt) {
        await Promise.all(counted.map(([name, key]) => limiters.limiter(name).record([key])));
        throw new UnauthorizedError("AUTH_WRONG_PASSWORD");
      }
      if (client.locale && client.locale !== user.locale) await users.update(user.id, { locale: client.locale });
      return { user: await toAccountUser(user), session: await openSession(user.id, remember), device: devices.issue(account) };
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    ...createPasswordsService({
      db,
      sessions,
      tokens,
      limiters,
      origin: options.origin,
      secureCookies: options.secureCookies,
      toAccountUser,
      userOrThrow,
    }),

    /** Name and phone change at once; a new e-mail counts only once its link is used. */
    async updateProfile(userId: string, input: ProfileInput): Promise<AccountUser> {
      const { name, phone, email } = ProfileSchema.parse(input);
      const user = await userOrThrow(userId);
      const sameAddress = email.toLowerCase() === user.email.toLowerCase();
      if (!sameAddress) {
        if (await users.byEmail(email)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        if (!(await limiters.limiter("linkMail.perEmail").take([mailKey(email)]))) throw tooManyMails();
      }
      const updated = await users.update(user.id, { name, phone, ...(sameAddress ? { email } : {}) });
      if (!sameAddress) {
        await tokens.voidAll("change_email", user.id);
        const token = await tokens.issue("change_email", user.id, email);
        await enqueueMail(
          db,
          emailChangeMail({
            to: email,
            name,
            locale: user.locale,
            link: languageUrl(options.origin, `/account/confirm-email/${token}`, user.locale),
            dedupeKey: `change-email:${token}`,
          }),
        );
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
      await enqueueMail(
        db,
        emailChangedNotice({ to: user.email, name: user.name, locale: user.locale }, used.email, `email-changed:${token}`),
      );
      return toAccountUser(updated);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
