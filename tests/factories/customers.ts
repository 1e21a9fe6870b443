import type { Database } from "../../src/db/client.ts";
import { users } from "../../src/db/tables.ts";
import { createSessionsService, hashPassword, SESSION_COOKIE } from "../../src/server/modules/accounts/index.ts";
import { uniqueToken } from "./unique.ts";

export interface CustomerInput {
  name: string;
  email: string;
  password: string;
  phone: string;
  /** Whether the e-mail address is confirmed. */
  verified: boolean;
}

export interface TestCustomer {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A customer with a session: `cookie` is the `name=value` to send as them. */
export type SignedInCustomer = TestCustomer & { cookie: string };

/** A customer account written through the tables, unconfirmed, with a unique address; any of it overridden. */
export async function createCustomer(db: Database, overrides?: Partial<CustomerInput> & { session?: false }): Promise<TestCustomer>;
/** The same, signed in: a session of the shop's own store and the cookie that carries it. */
export async function createCustomer(db: Database, overrides: Partial<CustomerInput> & { session: true }): Promise<SignedInCustomer>;
export async function createCustomer(
  db: Database,
  { session = false, ...overrides }: Partial<CustomerInput> & { session?: boolean } = {},
): Promise<TestCustomer | SignedInCustomer> {
  const input: CustomerInput = {
    name: "Ada Lovelace",
    email: `${uniqueToken("customer")}@example.com`,
    password: "correct horse",
    phone: "",
    verified: false,
    ...overrides,
  };
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .returning({ id: users.id });
  const customer: TestCustomer = { id: row!.id, name: input.name, email: input.email, password: input.password };
  if (!session) return customer;
  const { id } = await createSessionsService(db).create(customer.id, "customer");
  return { ...customer, cookie: `${SESSION_COOKIE}=${id}` };
}
