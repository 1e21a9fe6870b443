import { Transform } from "node:stream";

import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  CATALOGUE_FILE_MAX_BYTES,
  CatalogueImportListSchema,
  CatalogueImportSchema,
  ExportKindParamsSchema,
  IMPORT_CHANGES_PAGE,
  ImportChangePageSchema,
  ImportChangesQuerySchema,
  ImportIdParamsSchema,
  ImportKindQuerySchema,
  PICTURES_ARCHIVE_MAX_BYTES,
  PicturesArchiveSchema,
} from "../../../domain/schemas/catalogue-files.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["catalogue files"];
const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;

/** A file over the limit: 413, whether its length was announced or found while reading. */
class FileTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(`A catalogue file may be at most ${CATALOGUE_FILE_MAX_BYTES / 1024 / 1024} MB`);
  }
}

/** A body that is not a file (the error handler answers 415). */
class NotAFileError extends Error {
  readonly statusCode = 415;
  constructor() {
    super("Send the file as the body, text/csv (an ACES fitment file as application/xml)");
  }
}

/** Passes the bytes on, and fails the stream with `tooLarge()` once more than `limit` have come. */
export function byteLimit(limit: number, tooLarge: () => Error = () => new FileTooLargeError()): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/** A pictures archive over its limit: 413. */
class ArchiveTooLargeError extends Error {
  readonly statusCode = 413;
  constructor() {
    super(`A pictures archive may be at most ${PICTURES_ARCHIVE_MAX_BYTES / 1024 / 1024} MB`);
  }
}

/**
 * Catalogue files in the admin API (docs/catalogue-files.md): a file sent as the body (text/csv)
 * is kept and checked in the background; its import is read for its state, report and progress,
 * applied once checked; the catalogue is exported, streamed, in the same shapes.
 */
export const catalogueFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogueFiles } = app.services;
  // The file is streamed to disk as it comes, never held whole.
  app.addContentTypeParser(
    ["text/csv", "application/octet-stream", "application/zip", "application/xml", "text/xml"],
    (_request, payload, done) => done(null, payload),
  );

  app.post(
    "/catalogue/pictures-archives",
    {
      config: write,
      bodyLimit: PICTURES_ARCHIVE_MAX_BYTES,
      schema: {
        tags,
        summary: "Send a pictures archive (application/zip, at most 1 GB) for the products file that names its files",
        description:
          "The answer names it: upload the products file with `pictures=<id>`, within a day. The file's picture cells name the archive's files by name (`bull-bar-1.jpg`) or by their path inside it.",
        response: { 201: PicturesArchiveSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      requirePrincipal(request, "catalog.write");
      if (Number(request.headers["content-length"] ?? 0) > PICTURES_ARCHIVE_MAX_BYTES) throw new ArchiveTooLargeError();
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== "function") throw new NotAFileError();
      const limited = body.pipe(byteLimit(PICTURES_ARCHIVE_MAX_BYTES, () => new ArchiveTooLargeError()));
      body.on("error", (error: Error) => limited.destroy(error));
      return reply.code(201).send({ id: await catalogueFiles.keepArchive(limited) });
    },
  );

  app.post(
    "/catalogue/imports",
    {
      config: write,
      bodyLimit: CATALOGUE_FILE_MAX_BYTES,
      schema: {
        tags,
        summary:
          "Upload a products, fitment or vehicles file (text/csv, or an ACES 4.x fitment file as application/xml; at most 200 MB): its dry run starts",
        description:
          "The answer is the import in state checking; read it until it is checked, then apply it. The file changes nothing until applied. A products file may be a Shopify or WooCommerce product CSV, mapped onto the shop's columns, or carry only some of them (`sku,price`) to change the parts it names; `createMissing=true` makes the brands and categories it names that the shop lacks.",
        querystring: ImportKindQuerySchema,
        response: { 202: CatalogueImportSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, "catalog.write");
      const announced = Number(request.headers["content-length"] ?? 0);
      if (announced > CATALOGUE_FILE_MAX_BYTES) throw new FileTooLargeError();
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== "function") throw new NotAFileError();
      const limited = (body as NodeJS.ReadableStream).pipe(byteLimit(CATALOGUE_FILE_MAX_BYTES));
      body.on("error", (error: Error) => limited.destroy(error));
      const pictures = request.query.pictures ? await catalogueFiles.keptArchive(request.query.pictures) : undefined;
      const { kind, fileName, createMissing } = request.query;
      const started = await catalogueFiles.upload(kind, fileName, limited, principal.actor, pictures, createMissing);
      return reply.code(202).send(started);
    },
  );

  app.get(
    "/catalogue/imports",
    { config: read, schema: { tags, summary: "The latest imports, newest first", response: { 200: CatalogueImportListSchema } } },
    async () => ({ data: await catalogueFiles.recent() }),
  );

  app.get(
    "/catalogue/imports/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "An import's state, progress and report",
        params: ImportIdParamsSchema,
        response: { 200: CatalogueImportSchema },
      },
    },
    (request) => catalogueFiles.get(request.params.id),
  );

  app.get(
    "/catalogue/imports/:id/changes",
    {
      config: read,
      schema: {
        tags,
        summary:
          "A products file's dry run, line by line: each field of each part and variant it changes, before and after; the parts it creates",
        description: `${IMPORT_CHANGES_PAGE} lines a page, in the file's order; the import's changeCount says how many there are.`,
        params: ImportIdParamsSchema,
        querystring: ImportChangesQuerySchema,
        response: { 200: ImportChangePageSchema },
      },
    },
    (request) => catalogueFiles.changes(request.params.id, request.query.page),
  );

  app.post(
    "/catalogue/imports/:id/apply",
    {
      config: write,
      schema: {
        tags,
        summary: "Apply a checked file without bad rows, in one transaction (in the background)",
        params: ImportIdParamsSchema,
        response: { 202: CatalogueImportSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, "catalog.write");
      return reply.code(202).send(await catalogueFiles.startApply(request.params.id, principal.actor));
    },
  );

  app.get(
    "/catalogue/exports/:kind",
    {
      config: read,
      schema: {
        tags,
        summary: "The catalogue as a products, fitment or vehicles file (text/csv, streamed), in the import's format",
        params: ExportKindParamsSchema,
        response: { 200: z.string().describe("CSV, UTF-8 with a BOM; imported again it changes nothing") },
      },
    },
    (request, reply) => {
      requirePrincipal(request, "catalog.read");
      const { kind } = request.params;
      // A stream is sent as it comes, never serialized: the schema documents the text it makes.
      void reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${kind}.csv"`)
        .send(catalogueFiles.exportFile(kind) as unknown as string);
    },
  );
};
