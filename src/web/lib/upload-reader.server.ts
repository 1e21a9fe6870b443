// The storefront's one reader of multipart uploads (a part's pictures, the catalogue files, a
// build's photos): forms far over the 256 KB of any other form, so they are never read whole. Each
// file is handed on as a stream as it comes (to a temporary file, or a bounded buffer), refused
// past its field's size, and none is read past the form's count; the text fields are collected as
// a FormData for Conform to read with the form's schema (parseForm), as every other form is read.
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import Busboy from "@fastify/busboy";
import { data } from "react-router";

/** What a multipart body that cannot be read is answered with (400). */
export const MALFORMED_UPLOAD = "The form could not be read: its multipart body is malformed.";

export interface UploadLimits {
  /** Files the form may hold: one more is noted as too many and never read. */
  files: number;
  /** The form's file fields and the bytes a file of each may hold; a file of another field is skipped. */
  fileBytes: Readonly<Record<string, number>>;
  /** Text fields the form may hold (more are dropped), and the bytes of each (more are cut). */
  fields: number;
  fieldBytes: number;
}

/** A file past its field's size: its stream fails with this. */
export class FileTooLarge extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`A file of "${field}" is over its size`);
    this.field = field;
  }
}

/** A file as it arrives, before the rest of the form. */
export interface IncomingFile {
  field: string;
  /** The name the browser gave it (never a path of ours). */
  name: string;
  type: string;
  /** Its bytes, failing with FileTooLarge past its field's size. */
  stream: Readable;
  /** The text fields sent before it (a form places the fields its files need first). */
  fields: FormData;
}

/** Why a form's files were not all taken: the first refusal; later files are skipped unread. */
export type UploadRefusal = { refusal: "tooManyFiles" } | { refusal: "tooLarge"; field: string };

export interface Upload<T> {
  fields: FormData;
  /** What `take` made of each file, in the order they came. */
  files: { field: string; value: T }[];
  refusal: UploadRefusal | null;
}

/**
 * Reads a multipart request: each file of the form's fields goes to `take` as it comes, within the
 * limits; the text fields are collected. Resolves once the body is read and every file taken; a
 * file past its size or one file too many is said in `refusal`; an error of `take` (other than its
 * stream's FileTooLarge) rejects; a malformed body is a 400 (MALFORMED_UPLOAD).
 */
export function readUpload<T>(request: Request, limits: UploadLimits, take: (file: IncomingFile) => Promise<T>): Promise<Upload<T>> {
  if (!request.body) return Promise.reject(data(MALFORMED_UPLOAD, { status: 400 }));
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // One file more than the form may hold, to say so rather than drop it unseen.
      limits: { files: limits.files + 1, fields: limits.fields, fieldSize: limits.fieldBytes },
    });
  } catch {
    // No form at all (neither multipart nor URL-encoded), or no boundary: nothing of it can be read.
    return Promise.reject(data(MALFORMED_UPLOAD, { status: 400 }));
  }
  const body = Readable.fromWeb(request.body as WebReadableStream);
  return new Promise<Upload<T>>((resolve, reject) => {
    const fields = new FormData();
    // Each file's place is kept as it arrives, whenever its taker is done with it.
    const taken: ({ field: string; value: T } | null)[] = [];
    const taking: Promise<void>[] = [];
    const streams: Readable[] = [];
    let refusal: UploadRefusal | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(busboy);
      body.resume();
      // A file still being taken ends too, so no reader of it waits on a body that stopped.
      for (const stream of streams) stream.destroy(error instanceof Error ? error : new Error(MALFORMED_UPLOAD));
      reject(error);
    };
    const refuse = (why: UploadRefusal) => {
      refusal ??= why;
    };
    busboy.on("field", (name, value) => fields.append(name, value));
    busboy.on("file", (field, stream, fileName, _encoding, mimeType) => {
      const most = Object.hasOwn(limits.fileBytes, field) ? limits.fileBytes[field] : undefined;
      // A file input left empty still sends a part, with no name: there is no file.
      if (failed || refusal || most === undefined || !fileName) {
        stream.resume();
        return;
      }
      if (taking.length >= limits.files) {
        refuse({ refusal: "tooManyFiles" });
        stream.resume();
        return;
      }
      const snapshot = new FormData();
      for (const [name, value] of fields) snapshot.append(name, value);
      const incoming = { field, name: fileName, type: mimeType, stream: bounded(stream, most, field), fields: snapshot };
      streams.push(incoming.stream);
      const place = taken.push(null) - 1;
      taking.push(
        Promise.resolve()
          .then(() => take(incoming))
          .then(
            (value) => {
              taken[place] = { field, value };
              // A taker done without reading to the end (a file it skips): the rest is drained.
              if (!incoming.stream.readableEnded) incoming.stream.destroy();
            },
            (error: unknown) => {
              // Whatever `take` left unread is drained, so the rest of the form still comes.
              incoming.stream.destroy();
              if (error instanceof FileTooLarge) refuse({ refusal: "tooLarge", field: error.field });
              else fail(error);
            },
          ),
      );
    });
    busboy.on("finish", () => {
      void Promise.all(taking).then(() => {
        if (!failed) resolve({ fields, files: taken.filter((file) => file !== null), refusal });
      });
    });
    busboy.on("error", () => fail(data(MALFORMED_UPLOAD, { status: 400 })));
    body.on("error", fail);
    body.pipe(busboy);
  });
}

/**
 * A file's stream that fails with FileTooLarge past `most` bytes. The part itself is read to its
 * end whatever becomes of the copy (failed, or left by its reader), or the form would stop there.
 */
function bounded(part: Readable, most: number, field: string): Readable {
  const copy = new PassThrough();
  let size = 0;
  part.on("data", (chunk: Buffer) => {
    if (copy.destroyed) return;
    size += chunk.length;
    if (size > most) {
      copy.destroy(new FileTooLarge(field));
      return;
    }
    if (!copy.write(chunk)) {
      part.pause();
      copy.once("drain", () => part.resume());
    }
  });
  part.on("end", () => {
    if (!copy.destroyed) copy.end();
  });
  part.on("error", (error) => copy.destroy(error));
  copy.on("close", () => part.resume());
  return copy;
}

/** A file read whole into memory (bounded by its field's size): what a service taking bytes needs. */
export async function fileBytes(file: IncomingFile): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
