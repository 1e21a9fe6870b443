// Bulk edits of parts (decision 038): staff choose parts in the products list (or every part its
// filter matches, a million of them) and a change; the run is a job of the durable queue that walks
// the parts by id in batches, each batch one transaction that keeps the rows' former values and
// changes only the rows it kept, so a run cut short goes on from its cursor and never changes a
// row twice. The run is one entry of the audit log; its undo (the last run's only) writes the
// former values back the same way.
import { concurrentTransactions } from "../../../db/bulk-transaction.ts";
import type { Database, Transaction } from "../../../db/client.ts";
import type { DefinedJob, JobQueue } from "../../../db/job-queue.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import {
  type BulkChange,
  BulkChangeSchema,
  type BulkEdit,
  type BulkTarget,
  BulkTargetSchema,
  type NewBulkEdit,
} from "../../../domain/schemas/bulk-edit.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { type BulkEditRow, createBulkEditsRepository } from "./bulk-edits.repository.ts";
import { createProductsAdminRepository } from "./products-admin.repository.ts";

export const BULK_EDIT_NOT_FOUND = "BULK_EDIT_NOT_FOUND";
export const NOT_LAST_RUN = "NOT_LAST_RUN";
export const NOT_UNDOABLE = "NOT_UNDOABLE";

/**
 * Parts per batch: one transaction each, a few statements of this many rows. A part's price moves
 * its rows of every vehicle listing it is in (about twenty at trade scale) through the triggers:
 * about a millisecond a part, so a batch of 500 takes half a second, far from the statement limit,
 * and the progress bar moves every second.
 */
const BATCH = 500;
const PAGE_SIZE = 25;

interface BulkJob {
  id: number;
  actor: AuditActor;
}

export function createBulkEditsService(db: Database, options: { jobs?: JobQueue } = {}) {
  const repository = createBulkEditsRepository(db);
  const parallel = concurrentTransactions(db);

  const toBulkEdit = (row: BulkEditRow, lastId: number | undefined): BulkEdit => ({
    id: row.id,
    state: row.state,
    change: BulkChangeSchema.parse(row.change),
    target: BulkTargetSchema.parse(row.target),
    total: row.total,
    done: row.done,
    undone: row.undone,
    error: row.error,
    by: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoable: row.state === "done" && row.id === lastId,
  });

  /** The ids of the next batch after `after`. */
  async function nextIds(tx: Transaction, target: BulkTarget, after: number): Promise<number[]> {
    if (target.kind === "ids")
      return [...new Set(target.ids)]
        .sort((a, b) => a - b)
        .filter((id) => id > after)
        .slice(0, BATCH);
    return createProductsAdminRepository(tx).matchingIds(target.filter, after, BATCH);
  }

  /** The parts a run will change, counted when it starts (the progress bar's whole). */
  async function countOf(target: BulkTarget): Promise<number> {
    if (target.kind === "ids") return repository.countLive([...new Set(target.ids)]);
    let count = 0;
    for (let after = 0; ;) {
      const ids = await createProductsAdminRepository(db).matchingIds(target.filter, after, 50_000);
      count += ids.length;
      if (ids.length < 50_000) return count;
      after = ids.at(-1)!;
    }
  }

  /** The batches of the next round after `after`: as many as the database runs at once. */
  async function nextRound(target: BulkTarget, after: number): Promise<number[][]> {
    const round: number[][] = [];
    for (let from = after; round.length < parallel;) {
      const ids = await db.transaction((tx) => nextIds(tx, target, from));
      if (ids.length === 0) break;
      round.push(ids);
      from = ids.at(-1)!;
    }
    return round;
  }

  /** Whether the run is still in this state (an undo or a failure elsewhere stops it). */
  const stillIn = async (id: number, state: BulkEditRow["state"]) => (await repository.get(id))?.state === state;

  /**
   * Applies the run round by round from its cursor: each batch its own transaction (two at once
   * on PostgreSQL), each changing only the rows whose former values it kept, so a round cut
   * short and run again changes nothing twice. One audit entry once it is whole.
   */
  async function apply({ id, actor }: BulkJob): Promise<void> {
    const row = await repository.get(id);
    if (!row || (row.state !== "queued" && row.state !== "running")) return;
    const change = BulkChangeSchema.parse(row.change);
    const target = BulkTargetSchema.parse(row.target);
    if (row.total === null) await repository.update(id, { state: "running", total: await countOf(target) });
    else await repository.update(id, { state: "running" });
    let cursor = row.cursor;
    for (;;) {
      if (!(await stillIn(id, "running"))) return;
      const round = await nextRound(target, cursor);
      if (round.length === 0) break;
      await Promise.all(round.map((ids) => db.transaction((tx) => createBulkEditsRepository(tx).applyBatch(id, ids, change))));
      cursor = round.at(-1)!.at(-1)!;
      await repository.update(id, { cursor, done: await repository.changedParts(id) });
    }
    await db.transaction(async (tx) => {
      const edits = createBulkEditsRepository(tx);
      const locked = await edits.lock(id);
      if (!locked || locked.state !== "running") return;
      const parts = await edits.changedParts(id);
      await edits.update(id, { state: "done", done: parts, finishedAt: new Date() });
      await recordAudit(tx, actor, {
        action: "product.bulk-edit",
        entityType: "bulk-edit",
        entityId: String(id),
        after: { change, target, parts },
      });
    });
  }

  /** Writes the run's former values back, round by round (writing a value back twice is writing it once); one audit entry once whole. */
  async function undo({ id, actor }: BulkJob): Promise<void> {
    const row = await repository.get(id);
    if (!row || row.state !== "undoing") return;
    const change = BulkChangeSchema.parse(row.change);
    let cursor = row.cursor;
    let undone = row.undone;
    for (;;) {
      if (!(await stillIn(id, "undoing"))) return;
      const round: number[][] = [];
      for (let from = cursor; round.length < parallel;) {
        const kept = await repository.keptRows(id, from, BATCH);
        const productIds = [...new Set(kept.map((each) => each.productId))];
        // A batch ends on a whole part: its variants are written back together.
        const whole = kept.length === BATCH && productIds.length > 1 ? productIds.slice(0, -1) : productIds;
        if (whole.length === 0) break;
        round.push(whole);
        from = whole.at(-1)!;
      }
      if (round.length === 0) break;
      await Promise.all(round.map((ids) => db.transaction((tx) => createBulkEditsRepository(tx).undoBatch(id, ids, change))));
      cursor = round.at(-1)!.at(-1)!;
      undone += round.reduce((sum, ids) => sum + ids.length, 0);
      await repository.update(id, { cursor, undone });
    }
    await db.transaction(async (tx) => {
      const edits = createBulkEditsRepository(tx);
      const locked = await edits.lock(id);
      if (!locked || locked.state !== "undoing") return;
      await edits.update(id, { state: "undone", finishedAt: new Date() });
      await recordAudit(tx, actor, {
        action: "product.bulk-edit-undo",
        entityType: "bulk-edit",
        entityId: String(id),
        before: { change, parts: locked.done },
        after: { parts: locked.undone },
      });
    });
  }

  const jobs = options.jobs && {
    apply: options.jobs.define<BulkJob>("catalog.bulk-edit", ({ data }) => apply(data), {
      retryLimit: 3,
      retryDelaySeconds: 2,
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 10,
    }),
    undo: options.jobs.define<BulkJob>("catalog.bulk-edit-undo", ({ data }) => undo(data), {
      retryLimit: 3,
      retryDelaySeconds: 2,
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 10,
    }),
  };

  /** Runs the job now when the service has no queue (a test's, the command line's). */
  async function enqueue(job: DefinedJob<BulkJob> | undefined, run: (data: BulkJob) => Promise<void>, data: BulkJob) {
    if (job) await job.enqueue(data, { singletonKey: `${job.name}:${data.id}` });
    else await run(data);
  }

  async function bulkEdit(id: number): Promise<BulkEdit> {
    const [row, lastId] = await Promise.all([repository.get(id), repository.lastDoneId()]);
    if (!row) throw new NotFoundError(BULK_EDIT_NOT_FOUND);
    return toBulkEdit(row, lastId);
  }

  return {
    /** Starts a bulk edit: its row now, its run on the job queue. */
    async startBulkEdit(actor: AuditActor, input: NewBulkEdit): Promise<BulkEdit> {
      const change: BulkChange =
        input.change.kind === "tags-add" || input.change.kind === "tags-remove"
          ? { ...input.change, tags: [...new Set(input.change.tags)] }
          : input.change;
      const row = await repository.insert({
        state: "queued",
        change,
        target: input.target,
        createdBy: actor.id,
        createdByEmail: actor.email,
      });
      await enqueue(jobs?.apply, apply, { id: row.id, actor });
      return bulkEdit(row.id);
    },

    bulkEdit,

    async bulkEdits(page: number) {
      const [{ rows, total }, lastId] = await Promise.all([repository.page(PAGE_SIZE, (page - 1) * PAGE_SIZE), repository.lastDoneId()]);
      return { data: rows.map((row) => toBulkEdit(row, lastId)), pagination: paginate(page, PAGE_SIZE, total) };
    },

    /** Takes back the last run that changed parts (a later one must be undone first); once. */
    async undoBulkEdit(actor: AuditActor, id: number): Promise<BulkEdit> {
      await db.transaction(async (tx) => {
        const edits = createBulkEditsRepository(tx);
        const row = await edits.lock(id);
        if (!row) throw new NotFoundError(BULK_EDIT_NOT_FOUND);
        if (row.state !== "done") throw new ConflictError(NOT_UNDOABLE);
        if ((await edits.lastDoneId()) !== id) throw new ConflictError(NOT_LAST_RUN);
        await edits.update(id, { state: "undoing", cursor: 0, finishedAt: null });
      });
      await enqueue(jobs?.undo, undo, { id, actor });
      return bulkEdit(id);
    },

    /** A checksum of these parts' prices (theirs and their variants'), to tell that an undo restored every one. */
    bulkPriceChecksum: (productIds: readonly number[]) => repository.priceChecksum(productIds),
  };
}

export type BulkEditsService = ReturnType<typeof createBulkEditsService>;
