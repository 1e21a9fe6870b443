// The back office's catalogue upload (/admin/imports): the file (and a pictures archive, when one
// is chosen) is streamed from the request to the import's folder as it comes, never read whole (a
// 100,000-part file is tens of megabytes, far over the 256 KB of any other back-office form), and
// refused with 413 past CATALOGUE_FILE_MAX_BYTES (PICTURES_ARCHIVE_MAX_BYTES for the archive).
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import Busboy from "@fastify/busboy";
import { data, redirect } from "react-router";

import { type AppContext, appContext } from "#app-context";

import {
  ARCHIVE_TOO_LARGE,
  CATALOGUE_FILE_MAX_BYTES,
  CatalogueUploadFormSchema,
  FILE_MISSING,
  FILE_TOO_LARGE,
  PICTURES_ARCHIVE_MAX_BYTES,
} from "../../domain/schemas/catalogue-files.ts";
import { byteLimit } from "../../server/modules/catalogue-files/index.ts";
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
class ArchiveTooLarge extends Error {}
class UnknownKind extends Error {}

/** The upload form's fields besides its files. */
const UploadFieldsSchema = CatalogueUploadFormSchema.pick({ kind: true });

/**
 * Reads the multipart upload: the kind of file (sent first), a pictures archive if one was chosen
 * (sent before the file, kept as a file of its own), then the file, streamed into a new import
 * that is checked in the background.
 */
export async function uploadCatalogueFile({
  request,
  context,
}: {
  request: Request;
  context: { get: (key: typeof appContext) => AppContext };
}): Promise<never> {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "catalog.write");
  const most = CATALOGUE_FILE_MAX_BYTES + PICTURES_ARCHIVE_MAX_BYTES + 64 * 1024;
  if (Number(request.headers.get("content-length") ?? 0) > most) refused(FILE_TOO_LARGE, 413);
  if (!request.body) refused(FILE_MISSING, 400);
  const files = app.services.catalogueFiles;
  const busboy = Busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: { files: 2, fields: 5, fieldSize: 1_000, fileSize: Math.max(CATALOGUE_FILE_MAX_BYTES, PICTURES_ARCHIVE_MAX_BYTES) },
  });
  // The form's fields (sent before its files) are read with the form's own schema, as Conform read
  // them in the browser; only the files are streamed past it.
  const fields: Record<string, string> = {};
  let sawFile = false;
  let archive = null as Promise<string> | null;
  const started = new Promise<string>((resolve, reject) => {
    busboy.on("field", (name, value) => {
      fields[name] = value;
    });
    busboy.on("file", (name, stream, fileName) => {
      if (!fileName || sawFile) {
        stream.resume();
        return;
      }
      if (name === "pictures") {
        const kept = files.keepArchive(stream.pipe(byteLimit(PICTURES_ARCHIVE_MAX_BYTES, () => new ArchiveTooLarge())));
        archive = kept.then((id) => files.keptArchive(id));
        archive.catch(reject);
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
      const limited = stream.pipe(byteLimit(CATALOGUE_FILE_MAX_BYTES, () => new TooLarge()));
      void (async () => {
        const pictures = archive ? await archive : undefined;
        const started = await files.upload(kind, fileName.slice(0, 200), limited, { id: staff.id, email: staff.email }, pictures);
        resolve(started.id);
      })().catch(reject);
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
    if (error instanceof ArchiveTooLarge) refusedField("pictures", ARCHIVE_TOO_LARGE, 413);
    if (error instanceof UnknownKind) refusedField("kind", "invalid", 400);
    refused(FILE_MISSING, 400);
  }
  throw redirect(`/admin/imports?id=${id}`);
}
