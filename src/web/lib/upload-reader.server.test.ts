import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import { parseForm } from "../components/ui/form-problems.ts";
import { fileBytes, FileTooLarge, MALFORMED_UPLOAD, readUpload, type UploadLimits } from "./upload-reader.server.ts";

const LIMITS: UploadLimits = { files: 2, fileBytes: { photos: 1024 }, fields: 5, fieldBytes: 200 };

/** A multipart request as a browser sends the form (fields and files in the order given). */
function upload(parts: [string, string | File][]): Request {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return new Request("http://shop.test/upload", { method: "POST", body: form });
}

const photo = (name: string, bytes: number, fill = 1) => new File([new Uint8Array(bytes).fill(fill)], name, { type: "image/jpeg" });

/** What a rejected read was answered with: a react-router `data()` (its message and status). */
async function answerOf(reading: Promise<unknown>) {
  const thrown = (await reading.then(
    () => null,
    (error: unknown) => error,
  )) as { data?: unknown; init?: { status?: number } } | null;
  return { message: thrown?.data, status: thrown?.init?.status };
}

describe("the streaming upload reader", () => {
  it("collects the text fields for Conform to read with the form's schema", async () => {
    const read = await readUpload(
      upload([
        ["title", "Desert build"],
        ["partIds", "3"],
        ["partIds", "7"],
      ]),
      LIMITS,
      fileBytes,
    );
    const submission = parseForm(read.fields, z.object({ title: z.string().min(5), partIds: z.array(z.coerce.number()) }));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ title: "Desert build", partIds: [3, 7] });
    expect(read.files).toEqual([]);
    expect(read.refusal).toBeNull();
  });

  it("streams a file to its taker as it comes (here into a temporary file), with the fields sent before it", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "upload-reader-"));
    try {
      const limits = { ...LIMITS, fileBytes: { file: 4 * 1024 * 1024 } };
      const sent = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
      const read = await readUpload(
        upload([
          ["kind", "products"],
          ["file", new File([sent], "parts.csv", { type: "text/csv" })],
        ]),
        limits,
        async (file) => {
          const kept = path.join(folder, "kept.csv");
          await pipeline(file.stream, createWriteStream(kept));
          return { kept, name: file.name, type: file.type, kind: file.fields.get("kind") };
        },
      );
      expect(read.files).toHaveLength(1);
      const [{ field, value }] = read.files as [(typeof read.files)[number]];
      expect(field).toBe("file");
      expect(value).toMatchObject({ name: "parts.csv", type: "text/csv", kind: "products" });
      expect(new Uint8Array(await readFile(value.kept))).toEqual(sent);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("refuses a file past its field's size, names the field, skips the files after it and still reads the rest of the form", async () => {
    const read = await readUpload(
      upload([
        ["photos", photo("small.jpg", 1024)],
        ["photos", photo("big.jpg", 1025)],
        ["photos", photo("after.jpg", 10)],
        ["title", "kept"],
      ]),
      { ...LIMITS, files: 5 },
      fileBytes,
    );
    expect(read.refusal).toEqual({ refusal: "tooLarge", field: "photos" });
    expect(read.files.map((file) => file.value.byteLength)).toEqual([1024]);
    expect(read.fields.get("title")).toBe("kept");
  });

  it("takes no more files than the form may hold and says there were too many", async () => {
    const read = await readUpload(
      upload([
        ["photos", photo("1.jpg", 10)],
        ["photos", photo("2.jpg", 10)],
        ["photos", photo("3.jpg", 10)],
      ]),
      LIMITS,
      fileBytes,
    );
    expect(read.refusal).toEqual({ refusal: "tooManyFiles" });
    expect(read.files).toHaveLength(2);
  });

  it("skips a file of a field the form does not take, and a file input left empty", async () => {
    const read = await readUpload(
      upload([
        ["other", photo("x.jpg", 10)],
        ["photos", new File([], "")],
        ["photos", photo("kept.jpg", 10)],
      ]),
      LIMITS,
      fileBytes,
    );
    expect(read.refusal).toBeNull();
    expect(read.files.map((file) => file.field)).toEqual(["photos"]);
  });

  it("keeps the files in the order they came, and reads on past a file its taker left unread", async () => {
    const limits = { ...LIMITS, files: 3, fileBytes: { photos: 256 * 1024 } };
    const read = await readUpload(
      upload([
        ["photos", photo("1.jpg", 200 * 1024, 1)],
        ["photos", photo("2.jpg", 10, 2)],
        ["photos", photo("3.jpg", 10, 3)],
        ["title", "after"],
      ]),
      limits,
      async (file) => (file.name === "1.jpg" ? "left unread" : (await fileBytes(file))[0]),
    );
    expect(read.files.map((file) => file.value)).toEqual(["left unread", 2, 3]);
    expect(read.fields.get("title")).toBe("after");
  });

  it("fails the read with the taker's own error", async () => {
    const reading = readUpload(upload([["photos", photo("1.jpg", 10)]]), LIMITS, () => Promise.reject(new Error("store away")));
    await expect(reading).rejects.toThrow("store away");
  });

  it("gives its stream's FileTooLarge to a taker that reads it", async () => {
    let seen: unknown = null;
    await readUpload(upload([["photos", photo("big.jpg", 2048)]]), LIMITS, (file) =>
      fileBytes(file).catch((error: unknown) => {
        seen = error;
        throw error;
      }),
    );
    expect(seen).toBeInstanceOf(FileTooLarge);
  });

  it("answers a malformed multipart body with a clear 400", async () => {
    const cut = new Request("http://shop.test/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=XYZ" },
      body: '--XYZ\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nhalf a ph',
    });
    expect(await answerOf(readUpload(cut, LIMITS, fileBytes))).toEqual({ message: MALFORMED_UPLOAD, status: 400 });
    const noForm = new Request("http://shop.test/upload", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(await answerOf(readUpload(noForm, LIMITS, fileBytes))).toEqual({ message: MALFORMED_UPLOAD, status: 400 });
  });
});
