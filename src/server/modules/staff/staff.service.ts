import { randomBytes, randomUUID } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../../../domain/errors.ts";
import { type LoginInput, LoginSchema, NewPasswordSchema } from "../../../domain/schemas/account.ts";
import {
  AddStaffSchema,
  type FirstOwnerInput,
  FirstOwnerSchema,
  FirstOwnerTokenSchema,
  type StaffMember,
} from "../../../domain/schemas/admin.ts";
import { type StaffRole, staffRoleInASentence } from "../../../domain/staff.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { addressKey, type Limiters, type LimitName } from "../../lib/rate-limiter.ts";
import {
  BROWSER_SESSION_TTL_MS,
  createAccountAccessService,
  createLinkTokensService,
  hashPassword,
  INVALID_LINK,
  type OpenedSession,
  passwordChangedNotice,
  type SessionsService,
  staffInviteMail,
  verifyPassword,
} from "../accounts/index.ts";
import { type AuditActor, recordAudit, SETUP_ACTOR } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { FIRST_OWNER_EXISTS, FIRST_OWNER_LINK_INVALID, opensStoredLink } from "./first-owner.service.ts";
import { createFirstOwnerLinkRepository } from "./first-owner-link.repository.ts";
import { createStaffRepository, type StaffRow } from "./staff.repository.ts";

export const LAST_OWNER = "The shop must keep at least one owner who can sign in.";
export const NOT_STAFF = "This account is not a member of staff.";

export interface StaffOptions {
  origin: string;
  secret: string;
  secureCookies: boolean;
  limiters: Limiters;
}

export interface AddStaffInput {
  email: string;
  role: StaffRole;
  name?: string | undefined;
}

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role!,
  createdAt: row.createdAt.toISOString(),
  disabled: row.disabledAt !== null,
});

const auditView = (row: StaffRow) => ({ email: row.email, role: row.role });

/** Who signs in at /admin: the client's address, written to the audit log with the attempt. */
export interface StaffSignInClient {
  address: string;
}

/**
 * The shop's staff: added by the CLI or an owner with a one-time set-password link, signed in
 * with the customers' argon2id passwords but sessions of their own scope (the only ones that carry
 * the back office) and limits of their own. Every sign-in, good or failed, is audited.
 */
export function createStaffService(db: Database, sessions: SessionsService, options: StaffOptions) {
  const tokens = createLinkTokensService(db, options.secret);
  const { limiters } = options;

  async function openSession(userId: string): Promise<OpenedSession> {
    // A back-office session ends with the browser: a shared counter PC forgets it.
    const session = await sessions.create(userId, "staff", BROWSER_SESSION_TTL_MS);
    return { ...session, remember: false, secure: options.secureCookies };
  }

  /** Role changes and removals: the target locked, the last active owner kept, audited. */
  async function changeRole(actor: Actor, id: string, role: StaffRole | null, action: string): Promise<StaffRow> {
    return db.transaction(async (tx) => {
      const staff = createStaffRepository(tx);
      const owners = await staff.lockActiveOwners();
      const before = await staff.lock(id);
      if (!before?.role) throw new NotFoundError(NOT_STAFF);
      if (before.role === role) return before;
      if (before.role === "owner" && !before.disabledAt && owners.length <= 1) throw new ConflictError(LAST_OWNER);
      const after = await createAccountAccessService(tx).setAccountRole(id, role);
      // Whoever loses the back office loses the sessions that held it.
      if (role === null) await sessions.endAllOf(id, undefined, tx);
      await recordAudit(tx, actor, { action, entityType: "staff", entityId: id, before: auditView(before), after: auditView(after) });
      return after;
    });
  }

  /** Whether the link opens the setup of the first owner: "owned" once the shop has one, whatever the link. */
  async function firstOwnerLinkState(token: string): Promise<"open" | "invalid" | "owned"> {
    if ((await createStaffRepository(db).presence()).owner) return "owned";
    if (!FirstOwnerTokenSchema.safeParse(token).success) return "invalid";
    return opensStoredLink(await createFirstOwnerLinkRepository(db).stored(), token, new Date()) ? "open" : "invalid";
  }

  const refuseLink = (state: "invalid" | "owned") =>
    state === "owned" ? new GoneError(FIRST_OWNER_EXISTS) : new InvalidInputError(FIRST_OWNER_LINK_INVALID);

  return {
    /** Whether the shop has an owner, and any staff: /admin/login tells a shop without an owner how to make one. */
    presence: () => createStaffRepository(db).presence(),

    firstOwnerLinkState,

    /**
     * The link printed at a start of a shop without an owner makes its first owner: a new account
     * (an address already in use is refused, and the link kept), audited under SETUP_ACTOR, signed
     * in. The link is taken in the transaction that makes the owner, so it works once, and of
     * requests racing with it exactly one makes an owner; the others wait and are refused.
     */
    async setUpFirstOwner(
      token: string,
      input: FirstOwnerInput,
      client: StaffSignInClient,
    ): Promise<{ user: StaffMember; session: OpenedSession }> {
      const checked = FirstOwnerSchema.safeParse(input);
      if (!checked.success) throw new InvalidInputError(checked.error.issues[0]!.message);
      // The link is checked before the password is hashed: a stranger's guesses cost no hashing.
      const state = await firstOwnerLinkState(token);
      if (state !== "open") throw refuseLink(state);
      const { name, email, password } = checked.data;
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        // Taken by a request that came first, or replaced by a newer start meanwhile: refused, and a
        // refusal rolls the taking back, so that a link refused for its address still works.
        const taken = await createFirstOwnerLinkRepository(tx).take();
        const { owner } = await staff.presence();
        if (owner || !opensStoredLink(taken, token, new Date())) throw refuseLink(owner ? "owned" : "invalid");
        if (await staff.byEmail(email)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
        let row: StaffRow;
        try {
          row = await createAccountAccessService(tx).createStaffAccount({ email, name, role: "owner", passwordHash });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
          throw error;
        }
        await recordAudit(tx, SETUP_ACTOR, {
          action: "staff.add",
          entityType: "staff",
          entityId: row.id,
          before: null,
          after: { ...auditView(row), address: client.address },
        });
        return row;
      });
      return { user: toMember(row), session: await openSession(row.id) };
    },

    /**
     * Gives an account a role and mails it a set-password link; the link is returned too (the CLI
     * prints it, the owner's page shows it once). An existing customer account becomes staff and
     * keeps its password; a new account gets a password nobody knows until the link is used.
     * Audited under the owner who did it, or CLI_ACTOR for `npm run staff`.
     */
    async add(input: AddStaffInput, actor: AuditActor): Promise<{ member: StaffMember; link: string }> {
      const checked = AddStaffSchema.safeParse(input);
      if (!checked.success)
        throw new InvalidInputError(`Not a valid member of staff: ${checked.error.issues[0]!.path.join(".")} is wrong.`);
      const email = checked.data.email.trim();
      const { row, token } = await db.transaction(async (tx) => {
        const existing = await createStaffRepository(tx).byEmail(email);
        const access = createAccountAccessService(tx);
        if (existing?.role)
          throw new ConflictError(`${existing.email} is already ${staffRoleInASentence(existing.role)} (role ${existing.role}).`);
        let row: StaffRow;
        try {
          row = existing
            ? await access.setAccountRole(existing.id, input.role)
            : await access.createStaffAccount({
                email,
                name: input.name?.trim() || email.split("@")[0]!,
                role: input.role,
                passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
              });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError("AUTH_EMAIL_ALREADY_IN_USE");
          throw error;
        }
        const token = await createLinkTokensService(tx, options.secret).issue("staff_invite", row.id, row.email);
        const link = `${options.origin}/admin/set-password/${token}`;
        await enqueueMail(tx, staffInviteMail({ to: row.email, name: row.name, link, dedupeKey: `staff-invite:${token}` }));
        await recordAudit(tx, actor, { action: "staff.add", entityType: "staff", entityId: row.id, before: null, after: auditView(row) });
        return { row, token };
      });
      return { member: toMember(row), link: `${options.origin}/admin/set-password/${token}` };
    },

    async list(): Promise<StaffMember[]> {
      return (await createStaffRepository(db).list()).map(toMember);
    },

    setRole: async (actor: Actor, id: string, role: StaffRole): Promise<StaffMember> =>
      toMember(await changeRole(actor, id, role, "staff.role")),

    /** The account stays a customer account; only the back office is taken away. */
    async remove(actor: Actor, id: string): Promise<void> {
      await changeRole(actor, id, null, "staff.remove");
    },

    /**
     * Sign-in at /admin. Every failure, a customer's account and a disabled one alike, answers the
     * same and counts against the staff's own limits (per address, per account). Each checked
     * attempt is audited: a failure under the e-mail tried (never the password), with the address.
     * Attempts refused by a spent limit are not, so a flood cannot grow the log without end.
     */
    async login(input: LoginInput, client: StaffSignInClient): Promise<{ user: StaffMember; session: OpenedSession }> {
      const { email, password } = LoginSchema.parse(input);
      const counted: [LimitName, string][] = [
        ["staffSignIn.perAddress", addressKey(client.address)],
        ["staffSignIn.perAccount", email.toLowerCase()],
      ];
      const spent = await Promise.all(counted.map(([name, key]) => limiters.limiter(name).isLimited([key])));
      if (spent.some(Boolean)) throw new TooManyRequestsError("AUTH_TOO_MANY_ATTEMPTS");
      const user = await createStaffRepository(db).account({ email });
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user?.role || user.disabledAt) {
        await Promise.all(counted.map(([name, key]) => limiters.limiter(name).record([key])));
        await recordAudit(
          db,
          { id: null, email },
          {
            action: "staff.sign-in-failed",
            entityType: "staff",
            // A member's failures show on their own timeline; anyone else's under the address tried.
            entityId: user?.role ? user.id : email.toLowerCase(),
            after: { email, address: client.address },
          },
        );
        throw new UnauthorizedError("AUTH_WRONG_PASSWORD");
      }
      await recordAudit(db, user, { action: "staff.sign-in", entityType: "staff", entityId: user.id, after: { address: client.address } });
      return { user: toMember({ ...user, role: user.role }), session: await openSession(user.id) };
    },

    /** The invitation link sets the password once; the member is signed in (audited) and every other session ends. */
    async setPassword(token: string, password: string, client: StaffSignInClient): Promise<{ user: StaffMember; session: OpenedSession }> {
      const parsed = NewPasswordSchema.safeParse(password);
      if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]!.message);
      const passwordHash = await hashPassword(password);
      const row = await db.transaction(async (tx) => {
        const used = await tokens.consume("staff_invite", token, tx);
        const user = used ? await createStaffRepository(tx).account({ id: used.userId }) : undefined;
        if (!used || !user?.role || user.disabledAt || user.email.toLowerCase() !== used.email.toLowerCase())
          throw new InvalidInputError(INVALID_LINK);
        await createAccountAccessService(tx).setPasswordFromLink(user, passwordHash);
        await sessions.endAllOf(user.id, undefined, tx);
        await tokens.voidAll("staff_invite", user.id, tx);
        await enqueueMail(tx, passwordChangedNotice({ to: user.email, name: user.name, locale: "en" }, `password-changed:${randomUUID()}`));
        await recordAudit(tx, user, {
          action: "staff.set-password",
          entityType: "staff",
          entityId: user.id,
          after: { address: client.address },
        });
        return { ...user, role: user.role };
      });
      return { user: toMember(row), session: await openSession(row.id) };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
