import { eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { users } from "../../../db/tables.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { StaffRole } from "../../../domain/staff.ts";

export type UserRow = typeof users.$inferSelect;

/** What the back office shows of an account's access: never its password hash. */
const access = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

export type AccountAccessRow = Pick<UserRow, keyof typeof access>;

export function createUsersRepository(db: Executor) {
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** E-mail addresses are unique and compared without case (users_email_key on lower(email)). */
    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async insert(user: { name: string; email: string; passwordHash: string; locale: Locale }): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      return row!;
    },

    async update(
      id: string,
      change: Partial<Pick<UserRow, "name" | "phone" | "email" | "passwordHash" | "emailVerifiedAt" | "locale">>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(change).where(eq(users.id, id)).returning();
      return row;
    },

    async insertStaff(account: { email: string; name: string; passwordHash: string; role: StaffRole }): Promise<AccountAccessRow> {
      const [row] = await db.insert(users).values(account).returning(access);
      return row!;
    },

    async setRole(id: string, role: StaffRole | null): Promise<AccountAccessRow | undefined> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning(access);
      return row;
    },

    async setDisabled(id: string, disabledAt: Date | null): Promise<void> {
      await db.update(users).set({ disabledAt }).where(eq(users.id, id));
    },

    /** Locks the customer's row: their address and garage changes run one at a time. */
    async lock(id: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
