import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import type { Database } from "../../src/db/client.ts";
import { users } from "../../src/db/tables.ts";
import type { StaffRole } from "../../src/domain/staff.ts";
import { signUp, type Customer } from "./accounts.ts";

/** A signed-in member of staff: a customer's sign-up given a role (the role is read on every request). */
export async function staffMember(app: FastifyInstance, db: Database, role: StaffRole, name = "Sam Staff"): Promise<Customer> {
  const member = await signUp(app, { name });
  await db.update(users).set({ role }).where(eq(users.id, member.id));
  return member;
}
