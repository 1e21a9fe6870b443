// A part's pictures sent from its editor (/admin/products/:id): a multipart form far over the
// 256 KB of any other back-office form, so it is read here, file by file, each refused past the
// photo store's size as it comes, and none kept past the upload's count. The files go to the
// catalogue's pictures service, which checks them by their bytes.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import Busboy from "@fastify/busboy";
import { data } from "react-router";

import type { AppContext } from "#app-context";

import { refusalOf, ServiceUnavailableError } from "../../domain/errors.ts";
import { PICTURE_LIMITS, PICTURE_REFUSALS, TOO_MANY_PICTURES } from "../../domain/schemas/product-pictures.ts";
import type { AdminAnswer } from "../components/admin/admin-form.tsx";
import type { StaffUser } from "./staff.server.ts";

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

type Read = { files: Uint8Array[] } | { refusal: string };

/** Reads the form's files; the intent field comes first, as the form places it. */
function readFiles(request: Request): Promise<Read> {
  const busboy = Busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    // One file more than an upload may hold, to say so rather than drop it unseen.
    limits: { files: PICTURE_LIMITS.perUpload + 1, fields: 4, fieldSize: 200, fileSize: FILE_MAX_BYTES },
  });
  return new Promise<Read>((resolve, reject) => {
    const files: Uint8Array[] = [];
    const reading: Promise<void>[] = [];
    let refusal: string | null = null;
    let intent: string | null = null;
    busboy.on("field", (name, value) => {
      if (name === "intent") intent = value;
    });
    busboy.on("file", (name, stream, fileName) => {
      if (intent !== PICTURES_INTENT) {
        stream.resume();
        reject(data("Unknown action", { status: 400 }));
        return;
      }
      if (name !== PICTURES_FIELD || !fileName || refusal) {
        stream.resume();
        return;
      }
      if (files.length + reading.length >= PICTURE_LIMITS.perUpload) {
        refusal = TOO_MANY_PICTURES;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("limit", () => {
        refusal = PICTURE_REFUSALS.tooLarge;
      });
      reading.push(
        new Promise<void>((done) => {
          stream.on("data", (chunk: Buffer) => {
            if (!refusal) chunks.push(chunk);
          });
          stream.on("end", () => {
            if (!refusal) files.push(new Uint8Array(Buffer.concat(chunks)));
            done();
          });
        }),
      );
    });
    busboy.on("finish", () => {
      void Promise.all(reading).then(() => {
        if (intent !== PICTURES_INTENT) reject(data("Unknown action", { status: 400 }));
        else resolve(refusal ? { refusal } : { files });
      });
    });
    busboy.on("error", () => reject(data("Bad Request", { status: 400 })));
    Readable.fromWeb(request.body as WebReadableStream).pipe(busboy);
  });
}

/** Adds the pictures sent to the part; the answer says what was done, or why not beside the file field. */
export async function uploadPictures(app: AppContext, staff: StaffUser, productId: number, request: Request): Promise<AdminAnswer> {
  const most = PICTURE_LIMITS.perUpload * FILE_MAX_BYTES + 64 * 1024;
  if (Number(request.headers.get("content-length") ?? 0) > most) throw data("Payload Too Large", { status: 413 });
  if (!request.body) return refusedFiles(PICTURE_REFUSALS.missing);
  const read = await readFiles(request);
  if ("refusal" in read) return refusedFiles(read.refusal);
  try {
    const pictures = await app.services.productPictures.addPictures(staff, productId, read.files);
    return answer(
      { status: "success" },
      { key: "admin.product.done.pictures", values: { count: read.files.length, total: pictures.length } },
    );
  } catch (error) {
    const refusal = refusalOf(error) ?? (error instanceof ServiceUnavailableError ? error : null);
    if (!refusal) throw error;
    return refusedFiles(refusal.message);
  }
}
