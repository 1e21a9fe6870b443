// The back office's catalogue upload (/admin/imports): the file is streamed from the request to
// the import's folder as it comes, never read whole (a 100,000-part file is tens of megabytes, far
// over the 256 KB of any other back-office form), and refused with 413 past CATALOGUE_FILE_MAX_BYTES.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import Busboy from "@fastify/busboy";
import { data, redirect } from "react-router";

import { type AppContext, appContext } from "#app-context";

import { CATALOGUE_FILE_MAX_BYTES, CatalogueUploadFormSchema, FILE_MISSING, FILE_TOO_LARGE } from "../../domain/schemas/catalogue-files.ts";
import type { AdminAnswer } from "../components/admin/admin-form.tsx";
import { requireStaffPage } from "./staff.server.ts";

export const UPLOAD_INTENT = "upload";

/** The upload form's refusal, said in the form (and with its status). */
function refused(message: string, status: number): never {
  refusedField("", message, status);
}

/** A refusal beside one field of the upload form ("" for the form as a whole). */
function refusedField(field: string, problem: string, status: number): never {
  const answer: AdminAnswer = {
    intent: UPLOAD_INTENT,
    form: UPLOAD_INTENT,
    refusedAt: "form",
    reply: { status: "error", error: { [field]: [problem] } },
  };
  throw data(answer, { status });
}

class TooLarge extends Error {}
class UnknownKind extends Error {}

/** The upload form's fields besides its file. */
const UploadFieldsSchema = CatalogueUploadFormSchema.pick({ kind: true });

/** Reads the multipart upload: the kind of file (sent before it), then the file, streamed into a new import that is checked in the background. */
export async function uploadCatalogueFile({
  request,
  context,
}: {
  request: Request;
  context: { get: (key: typeof appContext) => AppContext };
}): Promise<never> {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "catalog.write");
  if (Number(request.headers.get("content-length") ?? 0) > CATALOGUE_FILE_MAX_BYTES + 64 * 1024) refused(FILE_TOO_LARGE, 413);
  if (!request.body) refused(FILE_MISSING, 400);
  const busboy = Busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: { files: 1, fields: 5, fieldSize: 1_000, fileSize: CATALOGUE_FILE_MAX_BYTES },
  });
  // The form's fields (sent before its file) are read with the form's own schema, as Conform read
  // them in the browser; only the file is streamed past it.
  const fields: Record<string, string> = {};
  let sawFile = false;
  const started = new Promise<string>((resolve, reject) => {
    busboy.on("field", (name, value) => {
      fields[name] = value;
    });
    busboy.on("file", (_name, stream, fileName) => {
      if (!fileName) {
        stream.resume();
        return;
      }
      const checked = UploadFieldsSchema.safeParse(fields);
      if (!checked.success) {
        stream.resume();
        reject(new UnknownKind());
        return;
      }
      const { kind } = checked.data;
      sawFile = true;
      stream.on("limit", () => stream.destroy(new TooLarge()));
      app.services.catalogueFiles
        .upload(kind, fileName.slice(0, 200), stream, { id: staff.id, email: staff.email })
        .then((started) => resolve(started.id), reject);
    });
    busboy.on("finish", () => {
      if (!sawFile) reject(new Error(FILE_MISSING));
    });
    busboy.on("error", reject);
  });
  Readable.fromWeb(request.body as WebReadableStream).pipe(busboy);
  let id: string;
  try {
    id = await started;
  } catch (error) {
    if (error instanceof TooLarge) refused(FILE_TOO_LARGE, 413);
    if (error instanceof UnknownKind) refusedField("kind", "invalid", 400);
    refused(FILE_MISSING, 400);
  }
  throw redirect(`/admin/imports?id=${id}`);
}
