// Who may use an account, as the back office changes it: the staff module makes members of staff,
// changes their roles and sets a member's password from the invitation link; the customers module
// disables and enables accounts. The accounts module owns users and sessions (src/db/owners.ts), so
// those changes are written here, and the rules around them (who may change whom, the last owner,
// the audit) stay with the modules that hold them.
import type { Executor } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import type { StaffRole } from "../../../domain/staff.ts";
import { createSessionsRepository } from "./sessions.repository.ts";
import { type AccountAccessRow, createUsersRepository } from "./users.repository.ts";

export type { AccountAccessRow };

export const ACCOUNT_NOT_FOUND = "Account not found";

/** On the database or the caller's transaction: each change commits with the rest of the caller's work. */
export function createAccountAccessService(db: Executor) {
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  return {
    /** A new account for a member of staff; its password is the one given (a random one until the invitation is used). */
    createStaffAccount: (account: { email: string; name: string; passwordHash: string; role: StaffRole }): Promise<AccountAccessRow> =>
      users.insertStaff(account),

    /** Gives an account a role, or takes it away (null): the account stays, as a customer's. */
    async setAccountRole(id: string, role: StaffRole | null): Promise<AccountAccessRow> {
      const row = await users.setRole(id, role);
      if (!row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
      return row;
    },

    /** The password set from a link mailed to the account: the address is proven, if it was not already. */
    async setPasswordFromLink(account: { id: string; emailVerifiedAt: Date | null }, passwordHash: string): Promise<void> {
      await users.update(account.id, { passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? new Date() });
    },

    /** Disables or enables the account; a disabled account's sessions end at once (the session lookup also refuses it). */
    async setAccountDisabled(id: string, disabled: boolean): Promise<void> {
      await users.setDisabled(id, disabled ? new Date() : null);
      if (disabled) await sessions.deleteAllOf(id);
    },
  };
}

export type AccountAccessService = ReturnType<typeof createAccountAccessService>;
