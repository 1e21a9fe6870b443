import { and, desc, eq, isNull, or, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import { orders, users } from "../../../db/tables.ts";
import { offsetOf } from "../../lib/pagination.ts";

const summary = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  // The outer row is named in full: inside the subquery an unqualified "id" would be the order's.
  orders: sql<number>`(select count(*)::int from ${orders} o where o.user_id = "users"."id")`,
  // In US cents: each order's own currency back at its frozen rate (decision 043).
  spentCents: sql<number>`(select coalesce(round(sum((o.total_cents - o.refunded_cents)::numeric * 1000000 / o.exchange_rate_micros)), 0)::int from ${orders} o
    where o.user_id = "users"."id" and o.payment_status in ('paid', 'partially_refunded', 'refunded'))`,
};

export interface CustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string | null;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  orders: number;
  spentCents: number;
}

/** The shop's customer accounts, as the back office lists them; the accounts module changes them (createAccountAccessService). */
export function createCustomersRepository(db: Executor) {
  return {
    async page(q: string | undefined, page: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
      const like = q ? `%${escapeLike(q)}%` : null;
      // Customers only: staff are managed on the owner's Staff page.
      const where = and(isNull(users.role), like ? or(sql`${users.email} ilike ${like}`, sql`${users.name} ilike ${like}`) : undefined);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select(summary)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },

    async byId(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select(summary).from(users).where(eq(users.id, id));
      return row;
    },

    /** The account, locked: its access changes one at a time. */
    async lock(id: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, id))
        .for("update");
      return row;
    },
  };
}
