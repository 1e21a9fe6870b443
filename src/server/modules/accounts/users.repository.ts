import { eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { users } from "../../../db/tables.ts";
import type { Locale } from "../../../domain/locales.ts";

export type UserRow = typeof users.$inferSelect;

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

    /** Locks the customer's row: their address and garage changes run one at a time. */
    async lock(id: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
