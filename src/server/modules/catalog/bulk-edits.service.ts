// Bulk edits of parts (decision 038): staff choose parts in the products list (or every part its
// filter matches, a million of them) and a change; the run is a job of the durable queue that walks
// the parts by id in batches, each batch one transaction that keeps the rows' former values, changes
// them and moves the run's cursor, so a run cut short goes on where it stopped and never changes a
// batch twice. The run is one entry of the audit log; its undo (the last run's only) writes the
// former values back the same way.
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

/** Parts per batch: one transaction each, a few statements of this many rows. */
const BATCH = 5_000;
const PAGE_SIZE = 25;

interface BulkJob {
  id: number;
  actor: AuditActor;
}

export function createBulkEditsService(db: Database, options: { jobs?: JobQueue } = {}) {
  const repository = createBulkEditsRepository(db);

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

  /** Applies the run batch by batch from its cursor; one audit entry once it is whole. */
  async function apply({ id, actor }: BulkJob): Promise<void> {
    const row = await repository.get(id);
    if (!row || (row.state !== "queued" && row.state !== "running")) return;
    const change = BulkChangeSchema.parse(row.change);
    const target = BulkTargetSchema.parse(row.target);
    if (row.total === null) await repository.update(id, { state: "running", total: await countOf(target) });
    else await repository.update(id, { state: "running" });
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const edits = createBulkEditsRepository(tx);
        const locked = await edits.lock(id);
        if (!locked || locked.state !== "running") return false;
        const ids = await nextIds(tx, target, locked.cursor);
        if (ids.length === 0) {
          await edits.update(id, { state: "done", finishedAt: new Date() });
          await recordAudit(tx, actor, {
            action: "product.bulk-edit",
            entityType: "bulk-edit",
            entityId: String(id),
            after: { change, target, parts: locked.done },
          });
          return false;
        }
        const changed = await edits.applyBatch(id, ids, change);
        await edits.update(id, { cursor: ids.at(-1)!, done: locked.done + changed });
        return true;
      });
      if (!more) return;
    }
  }

  /** Writes the run's former values back, batch by batch; one audit entry once it is whole. */
  async function undo({ id, actor }: BulkJob): Promise<void> {
    const row = await repository.get(id);
    if (!row || row.state !== "undoing") return;
    const change = BulkChangeSchema.parse(row.change);
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const edits = createBulkEditsRepository(tx);
        const locked = await edits.lock(id);
        if (!locked || locked.state !== "undoing") return false;
        const kept = await edits.keptRows(id, locked.cursor, BATCH);
        const productIds = [...new Set(kept.map((each) => each.productId))];
        // A batch ends on a whole part: its variants are written back together.
        const whole = kept.length === BATCH && productIds.length > 1 ? productIds.slice(0, -1) : productIds;
        if (whole.length === 0) {
          await edits.update(id, { state: "undone", finishedAt: new Date() });
          await recordAudit(tx, actor, {
            action: "product.bulk-edit-undo",
            entityType: "bulk-edit",
            entityId: String(id),
            before: { change, parts: locked.done },
            after: { parts: locked.undone },
          });
          return false;
        }
        await edits.undoBatch(id, whole, change);
        await edits.update(id, { cursor: whole.at(-1)!, undone: locked.undone + whole.length });
        return true;
      });
      if (!more) return;
    }
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
