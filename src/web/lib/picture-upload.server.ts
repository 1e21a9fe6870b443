// A part's pictures sent from its editor (/admin/products/:id): a multipart form far over the
// 256 KB of any other back-office form, so it is read here, file by file, each refused past the
// photo store's size as it comes, and none kept past the upload's count. The files go to the
// catalogue's pictures service, which checks them by their bytes.
import { data } from "react-router";

import type { AppContext } from "#app-context";

import { refusalOf, ServiceUnavailableError } from "../../domain/errors.ts";
import { PICTURE_LIMITS, PICTURE_REFUSALS, TOO_MANY_PICTURES } from "../../domain/schemas/product-pictures.ts";
import type { AdminAnswer } from "../components/admin/admin-form.tsx";
import type { StaffUser } from "./staff.server.ts";
import { fileBytes, readUpload, type UploadLimits } from "./upload-reader.server.ts";

export const PICTURES_INTENT = "pictures";
/** The file field of the upload form. */
export const PICTURES_FIELD = "files";
const FILE_MAX_BYTES = PICTURE_LIMITS.fileMegabytes * 1024 * 1024;

const answer = (reply: AdminAnswer["reply"], done?: AdminAnswer["done"]): AdminAnswer => ({
  intent: PICTURES_INTENT,
  form: PICTURES_INTENT,
  refusedAt: "form",
  reply,
  done,
});

/** A refusal said beside the file field. */
const refusedFiles = (code: string) => answer({ status: "error", error: { [PICTURES_FIELD]: [code] } });

/** Whether a request is the pictures' upload (the editor's one multipart form). */
export const isPictureUpload = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");

/** The form's limits: its intent, then its files, each refused past the photo store's size. */
const LIMITS: UploadLimits = {
  files: PICTURE_LIMITS.perUpload,
  fileBytes: { [PICTURES_FIELD]: FILE_MAX_BYTES },
  fields: 4,
  fieldBytes: 200,
};

/** A file of another form than the pictures' (the intent field comes first, as the form places it). */
const unknownAction = () => data("Unknown action", { status: 400 });

/** Adds the pictures sent to the part; the answer says what was done, or why not beside the file field. */
export async function uploadPictures(app: AppContext, staff: StaffUser, productId: number, request: Request): Promise<AdminAnswer> {
  const most = PICTURE_LIMITS.perUpload * FILE_MAX_BYTES + 64 * 1024;
  if (Number(request.headers.get("content-length") ?? 0) > most) throw data("Payload Too Large", { status: 413 });
  if (!request.body) return refusedFiles(PICTURE_REFUSALS.missing);
  const read = await readUpload(request, LIMITS, (file) => {
    if (file.fields.get("intent") !== PICTURES_INTENT) throw unknownAction();
    return fileBytes(file);
  });
  if (read.fields.get("intent") !== PICTURES_INTENT) throw unknownAction();
  if (read.refusal) return refusedFiles(read.refusal.refusal === "tooLarge" ? PICTURE_REFUSALS.tooLarge : TOO_MANY_PICTURES);
  const files = read.files.map((file) => file.value);
  try {
    const pictures = await app.services.productPictures.addPictures(staff, productId, files);
    return answer({ status: "success" }, { key: "admin.product.done.pictures", values: { count: files.length, total: pictures.length } });
  } catch (error) {
    const refusal = refusalOf(error) ?? (error instanceof ServiceUnavailableError ? error : null);
    if (!refusal) throw error;
    return refusedFiles(refusal.message);
  }
}
