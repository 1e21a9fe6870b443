// The pictures archive (a ZIP) uploaded beside a products file: its files are named in the
// file's `pictures` and `variant_picture` cells by their names. Read with yauzl from its central
// directory, one file at a time, never the whole archive in memory (decision 028). The directory
// itself is held, so its size is bounded before it is read.
import yauzl, { type Entry, type ZipFile } from "yauzl";

import { PICTURES_ARCHIVE_MAX_BYTES } from "../../../domain/schemas/catalogue-files.ts";

/** A file of the archive larger than this is no picture the photo store takes (15 MB). */
const ENTRY_MAX_BYTES = 15 * 1024 * 1024;

export interface ArchiveLimits {
  /** Files (and folders) the archive may hold: its directory is kept in memory, about 600 bytes a file. */
  maxEntries: number;
  /** Bytes its files may hold unpacked, all told: photographs hardly compress, so more is a ZIP bomb. */
  maxUnpackedBytes: number;
}

/** Ten times the thousand photographs of the largest archive; twice its size unpacked. */
export const ARCHIVE_LIMITS: ArchiveLimits = { maxEntries: 10_000, maxUnpackedBytes: 2 * PICTURES_ARCHIVE_MAX_BYTES };

/** An archive past its limits: the import is refused with this message, its directory unread (or read no further). */
export class PictureArchiveRefused extends Error {}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString("en")} MB`;

export interface PictureArchive {
  /** Whether the archive holds a file of this name (its path inside, or its own name alone). */
  has(name: string): boolean;
  /** The file's bytes; null for a file larger than a picture can be. */
  read(name: string): Promise<Uint8Array | null>;
  close(): void;
}

/** The name a cell uses for an entry: its path inside the archive, forward slashes, no leading "./". */
const nameOf = (fileName: string) => fileName.replaceAll("\\", "/").replace(/^(\.\/)+/, "");

export async function openPictureArchive(file: string, limits: ArchiveLimits = ARCHIVE_LIMITS): Promise<PictureArchive> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  // The count is the directory's end record, read on opening: nothing of the directory is held yet.
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new PictureArchiveRefused(
      `the pictures archive holds ${zip.entryCount.toLocaleString("en")} files, more than the ${limits.maxEntries.toLocaleString("en")} an import takes: split the products file and its pictures into smaller ones`,
    );
  }
  const entries = new Map<string, Entry>();
  const byBaseName = new Map<string, Entry | null>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) {
        zip.close();
        reject(
          new PictureArchiveRefused(
            `the pictures archive's files hold more than ${megabytes(limits.maxUnpackedBytes)} unpacked: split the products file and its pictures into smaller ones`,
          ),
        );
        return;
      }
      if (!entry.fileName.endsWith("/")) {
        const name = nameOf(entry.fileName);
        entries.set(name, entry);
        // A name alone finds the file only where no other file of the archive has it.
        const base = name.slice(name.lastIndexOf("/") + 1);
        byBaseName.set(base, byBaseName.has(base) ? null : entry);
      }
      zip.readEntry();
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  const entryOf = (name: string) => entries.get(nameOf(name)) ?? byBaseName.get(name) ?? undefined;

  return {
    has: (name) => entryOf(name) !== undefined,
    async read(name) {
      const entry = entryOf(name);
      if (!entry || entry.uncompressedSize > ENTRY_MAX_BYTES) return null;
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },
    close: () => zip.close(),
  };
}
