import { Readable } from "node:stream";

import { appContext } from "#app-context";

import { ExportKindParamsSchema } from "../../../domain/schemas/catalogue-files.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/imports-export";

/** The catalogue as a products or fitment file, streamed from the database page by page (docs/catalogue-files.md). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const parsed = ExportKindParamsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Not found", { status: 404 });
  const { kind } = parsed.data;
  const body = Readable.toWeb(app.services.catalogueFiles.exportFile(kind)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${kind}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
