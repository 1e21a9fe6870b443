import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

import type { Database } from "../../src/db/client.ts";
import { users } from "../../src/db/tables.ts";
import type { StaffRole } from "../../src/domain/staff.ts";
import { type Customer, sessionCookieOf, signUp } from "./accounts.ts";
import { buildTestApp, type TestApp } from "./test-app.ts";

/**
 * A signed-in member of staff: a customer's sign-up given a role, then signed in at the staff
 * sign-in (a sign-up's own session is a customer's, which never carries the back office).
 */
export async function staffMember(app: FastifyInstance, db: Database, role: StaffRole, name = "Sam Staff"): Promise<Customer> {
  const member = await signUp(app, { name });
  await db.update(users).set({ role }).where(eq(users.id, member.id));
  return { ...member, cookie: await staffSignIn(app, member) };
}

/** The cookie of a staff session opened at POST /staff/login. */
export async function staffSignIn(app: FastifyInstance, member: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/website/staff/login",
    payload: { email: member.email, password: member.password },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`staff sign-in failed with ${response.statusCode}: ${response.body}`);
  return cookie;
}

/** A test app with two members of staff: one who runs the catalogue, and one whose role does not reach it. */
export async function appWithCatalogueStaff(): Promise<{ t: TestApp; catalog: Customer; staff: Customer }> {
  const t = await buildTestApp();
  const catalog = await staffMember(t.app, t.database.db, "catalog", "Cat Alog");
  const staff = await staffMember(t.app, t.database.db, "staff", "Stan Staff");
  return { t, catalog, staff };
}

/** A test app with its owner signed in at the staff sign-in. */
export async function appWithOwner(): Promise<{ t: TestApp; owner: Customer }> {
  const t = await buildTestApp();
  return { t, owner: await staffMember(t.app, t.database.db, "owner", "Olga Owner") };
}

/** An admin API call by method, path below /api/admin and body, on `who`'s session (another member's when given). */
export type AdminCall = (
  method: InjectOptions["method"],
  url: string,
  payload?: object,
  other?: Customer,
) => Promise<LightMyRequestResponse>;

export const adminCall =
  (app: FastifyInstance, who: Customer): AdminCall =>
  (method, url, payload, other) =>
    adminInject(app, other ?? who, { method, url, ...(payload ? { payload } : {}) });

/** An admin API call (`options.url` below /api/admin) on a member of staff's session. */
export const adminInject = (app: FastifyInstance, who: Customer, options: InjectOptions) =>
  app.inject({ ...options, url: `/api/admin${String(options.url)}`, headers: { cookie: who.cookie, ...options.headers } });

/**
 * Sets the shop to publish reviews at once, as its owner may (a new shop holds them for staff):
 * for tests of what a published review does.
 */
export async function publishReviewsAtOnce(app: FastifyInstance, db: Database): Promise<void> {
  const moderator = await staffMember(app, db, "catalog", "Rae Reviews");
  const answer = await app.inject({
    method: "PUT",
    url: "/api/admin/reviews/settings",
    headers: { cookie: moderator.cookie },
    payload: { moderation: "publish" },
  });
  if (answer.statusCode !== 200) throw new Error(`the review setting was refused with ${answer.statusCode}: ${answer.body}`);
}
