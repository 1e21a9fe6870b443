import type { Database, Executor } from "../../../db/client.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AuditFilter, createAuditRepository } from "./audit.repository.ts";

export interface AuditEntry {
  /** What was done: `<entity>.<verb>`, e.g. order.ship, customer.disable, outbox.resend, staff.add, staff.sign-in. */
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Who did it: a member of staff (their id and e-mail), or one without an account, id null: an API
 * token (`token:<name>`), the command line (CLI_ACTOR), the first owner's setup link (SETUP_ACTOR),
 * or whoever tried to sign in as an e-mail (a failed staff sign-in).
 */
export type AuditActor = Actor;

/** Changes made with `npm run staff` on the server: whoever runs it has the database, not a staff account. */
export const CLI_ACTOR: AuditActor = { id: null, email: "cli" };

/** The first owner, made with the link a start of a shop without one prints: whoever opened it had the shop's console. */
export const SETUP_ACTOR: AuditActor = { id: null, email: "setup" };

/**
 * Writes what a member of staff did, in the caller's transaction: the change and its record
 * commit together or not at all. The one way a module audits a staff write (STYLE: back office).
 */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await createAuditRepository(tx).insert({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 25;

export function createAuditService(db: Database) {
  const audit = createAuditRepository(db);
  return {
    /** The owner's view of the log, newest first. */
    async page(filter: AuditFilter, page = 1, limit = AUDIT_PAGE_SIZE) {
      const { rows, total } = await audit.page(filter, page, limit);
      return {
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: paginate(page, limit, total),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
