// The pictures archive (a ZIP) uploaded beside a products file: its files are named in the
// file's `pictures` and `variant_picture` cells by their names. Read with yauzl from its central
// directory, one file at a time, never the whole archive in memory (decision 028).
import yauzl, { type Entry, type ZipFile } from "yauzl";

/** A file of the archive larger than this is no picture the photo store takes (15 MB). */
const ENTRY_MAX_BYTES = 15 * 1024 * 1024;

export interface PictureArchive {
  /** Whether the archive holds a file of this name (its path inside, or its own name alone). */
  has(name: string): boolean;
  /** The file's bytes; null for a file larger than a picture can be. */
  read(name: string): Promise<Uint8Array | null>;
  close(): void;
}

/** The name a cell uses for an entry: its path inside the archive, forward slashes, no leading "./". */
const nameOf = (fileName: string) => fileName.replaceAll("\\", "/").replace(/^(\.\/)+/, "");

export async function openPictureArchive(file: string): Promise<PictureArchive> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Entry>();
  const byBaseName = new Map<string, Entry | null>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: Entry) => {
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
