import { and, desc, eq, like } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

import type { Database } from "../../src/db/client.ts";
import { outboxMails } from "../../src/db/tables.ts";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../../src/server/modules/accounts/index.ts";

// Customers for the account tests: sign-up through the API, the session cookie, the mailed links.

export interface Customer {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let serial = 0;
/** A unique address per call, so tests sharing one database never collide. */
export const uniqueEmail = (name = "customer") => `${name}.${process.pid}.${Date.now()}.${++serial}@example.com`;

/** The `name=value` of the session cookie a response set (`__Host-ov_session` in https mode), or null. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : null;
}

export async function signUp(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<Customer> {
  const body = {
    name: overrides.name ?? "Ada Lovelace",
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? "correct horse",
  };
  const response = await app.inject({ method: "POST", url: "/api/website/user/register", payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed with ${response.statusCode}: ${response.body}`);
  return {
    id: response.json<{ user: { id: string } }>().user.id,
    email: body.email,
    password: body.password,
    cookie: sessionCookieOf(response)!,
  };
}

/** The token of the newest link of that kind mailed to the address (path like "/account/verify/"). */
export async function mailedToken(db: Database, to: string, path: string): Promise<string> {
  const [mail] = await db
    .select({ text: outboxMails.text })
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to), like(outboxMails.text, `%${path}%`)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  const match = mail?.text.match(new RegExp(`${path.replaceAll("/", "\\/")}([A-Za-z0-9_.-]+)`));
  if (!match) throw new Error(`no mail to ${to} with a link to ${path}`);
  return match[1]!;
}

/** Signs up and verifies the address through the mailed link. */
export async function verifiedCustomer(
  app: FastifyInstance,
  db: Database,
  overrides: { email?: string; password?: string } = {},
): Promise<Customer> {
  const customer = await signUp(app, overrides);
  const token = await mailedToken(db, customer.email, "/account/verify/");
  const response = await app.inject({ method: "POST", url: `/api/website/user/register/${token}` });
  if (response.statusCode !== 200) throw new Error(`verification failed with ${response.statusCode}: ${response.body}`);
  return customer;
}

/** An admin API call (/api/admin) on someone's session: a member of staff's, a customer's, or none. */
export function adminApi(
  app: FastifyInstance,
  who: Customer | null,
  method: InjectOptions["method"],
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return api(app, who, method, url, payload, "/api/admin");
}

/** An API call as the customer (or as a guest with null). */
export function api(
  app: FastifyInstance,
  who: Customer | null,
  method: InjectOptions["method"],
  url: string,
  payload?: object,
  prefix = "/api/website",
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `${prefix}${url}`, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });
}
