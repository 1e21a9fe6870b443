import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import { AdminJobsQuerySchema, JobsPageSchema } from "../../domain/schemas/admin.ts";

/** The background jobs, for staff and the admin API's callers (decision 034): tries and last errors. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/jobs",
    {
      config: { permission: "jobs.read" },
      schema: {
        tags: ["jobs"],
        summary: "The background jobs, newest first, 25 a page: each one's tries and last error",
        description:
          "state: created (waiting), retry (failed, waiting its next try), active (running), completed, cancelled, failed (out of tries). name: one kind of job.",
        querystring: AdminJobsQuerySchema,
        response: { 200: JobsPageSchema },
      },
    },
    (request) => app.services.jobs.page(request.query),
  );
};
