// The back office's list of background jobs (decision 034): each job's tries and last error, as
// the durable queue keeps them.
import type { JobQueue } from "../../db/job-queue.ts";
import { ADMIN_PAGE_SIZE, type AdminJobsQuery, type JobSummary } from "../../domain/schemas/admin.ts";
import { paginate } from "./pagination.ts";

export function createJobsPage(jobs: Pick<JobQueue, "page">) {
  return async ({ state, name, page }: AdminJobsQuery) => {
    const { rows, total } = await jobs.page({ state, name, page, limit: ADMIN_PAGE_SIZE });
    const data: JobSummary[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      retryCount: row.retryCount,
      retryLimit: row.retryLimit,
      lastError: row.lastError,
      key: row.singletonKey,
      createdAt: row.createdOn.toISOString(),
      startedAt: row.startedOn?.toISOString() ?? null,
      completedAt: row.completedOn?.toISOString() ?? null,
      startAfter: row.startAfter.toISOString(),
    }));
    return { data, pagination: paginate(page, ADMIN_PAGE_SIZE, total) };
  };
}
