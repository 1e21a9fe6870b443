import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { users } from "../../../db/tables.ts";
import type { StaffRole } from "../../../domain/staff.ts";

const member = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

export type StaffRow = { id: string; email: string; name: string; role: StaffRole | null; createdAt: Date; disabledAt: Date | null };

/** The shop's staff, read: accounts with a role (src/domain/staff.ts). The accounts module writes them (createAccountAccessService). */
export function createStaffRepository(db: Executor) {
  return {
    async list(): Promise<StaffRow[]> {
      return db.select(member).from(users).where(isNotNull(users.role)).orderBy(asc(users.createdAt));
    },

    /** The account, locked until the transaction ends: two owners changing roles at once run one after the other. */
    async lock(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select(member).from(users).where(eq(users.id, id)).for("update");
      return row;
    },

    /** Owners who can still sign in, their rows locked: the last one is never removed. */
    async lockActiveOwners(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "owner"), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
        .for("update");
      return rows.map((row) => row.id);
    },

    /** Whether the shop has an owner (even a disabled one), and any member of staff at all. */
    async presence(): Promise<{ owner: boolean; staff: boolean }> {
      const [row] = await db
        .select({ owner: sql<boolean>`coalesce(bool_or(${users.role} = 'owner'), false)`, staff: sql<boolean>`count(*) > 0` })
        .from(users)
        .where(isNotNull(users.role));
      return { owner: row?.owner === true, staff: row?.staff === true };
    },

    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select(member)
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    /** The whole account row, password hash included: sign-in and the invitation link need it. */
    async account(by: { email: string } | { id: string }): Promise<typeof users.$inferSelect | undefined> {
      const where = "id" in by ? eq(users.id, by.id) : sql`lower(${users.email}) = lower(${by.email})`;
      const [row] = await db.select().from(users).where(where);
      return row;
    },
  };
}
