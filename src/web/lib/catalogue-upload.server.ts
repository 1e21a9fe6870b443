// The back office's catalogue upload (/admin/imports): the file (and a pictures archive, when one
// is chosen) is streamed from the request to the import's folder as it comes, never read whole (a
// 100,000-part file is tens of megabytes, far over the 256 KB of any other back-office form), and
// refused with 413 past CATALOGUE_FILE_MAX_BYTES (PICTURES_ARCHIVE_MAX_BYTES for the archive).
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
import type { AdminAnswer } from "../components/admin/admin-form.tsx";
import { parseForm } from "../components/ui/form-problems.ts";
import { requireStaffPage } from "./staff.server.ts";
import { FileTooLarge, readUpload, type Upload, type UploadLimits } from "./upload-reader.server.ts";

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

class UnknownKind extends Error {}
/** A file past its size, answered at once (413) rather than once the rest of the body is read. */
class TooLarge extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`${field} is too large`);
    this.field = field;
  }
}
/** What a file's taker throws: its stream's FileTooLarge as a TooLarge, which ends the read. */
const atOnce = (error: unknown) => {
  throw error instanceof FileTooLarge ? new TooLarge(error.field) : error;
};

/** The upload form's fields besides its files (sent before them). */
const UploadFieldsSchema = CatalogueUploadFormSchema.pick({ kind: true, createMissing: true });

const LIMITS: UploadLimits = {
  files: 2,
  fileBytes: { pictures: PICTURES_ARCHIVE_MAX_BYTES, file: CATALOGUE_FILE_MAX_BYTES },
  fields: 5,
  fieldBytes: 1_000,
};

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
  let archive: Promise<string> | null = null;
  let sawFile = false;
  let read: Upload<string | null>;
  try {
    read = await readUpload(request, LIMITS, async (file) => {
      if (file.field === "pictures") {
        archive = files
          .keepArchive(file.stream)
          .then((id) => files.keptArchive(id))
          .catch(atOnce);
        return archive;
      }
      // One catalogue file an upload: a second one is left unread (the reader drains it).
      if (sawFile) return null;
      sawFile = true;
      // The form's fields (sent before its files) are read with the form's own schema, as Conform
      // read them in the browser; only the files are streamed past it.
      const checked = parseForm(file.fields, UploadFieldsSchema);
      if (checked.status !== "success") throw new UnknownKind();
      const pictures = archive ? await archive : undefined;
      const started = await files
        .upload(
          checked.value.kind,
          file.name.slice(0, 200),
          file.stream,
          { id: staff.id, email: staff.email },
          pictures,
          checked.value.createMissing,
        )
        .catch(atOnce);
      return started.id;
    });
  } catch (error) {
    if (error instanceof UnknownKind) refusedField("kind", "invalid", 400);
    if (error instanceof TooLarge && error.field === "pictures") refusedField("pictures", ARCHIVE_TOO_LARGE, 413);
    if (error instanceof TooLarge) refused(FILE_TOO_LARGE, 413);
    // A body that is no multipart form is answered as such (400).
    if (!(error instanceof Error)) throw error;
    refused(FILE_MISSING, 400);
  }
  const id = read.files.find((file) => file.field === "file" && file.value !== null)?.value;
  if (!id) refused(FILE_MISSING, 400);
  throw redirect(`/admin/imports?id=${id}`);
}
