import { open } from "node:fs/promises";

import type { FastifyPluginAsync, FastifyReply } from "fastify";

import { PHOTO_URL_PREFIX, type PhotoStore } from "../modules/media/index.ts";

// Shoppers' photos, as the photo store wrote them. A name is a random id and a width, and its
// bytes never change, so browsers may keep it for good; nosniff and a CSP that allows nothing
// keep a file from ever being taken for anything but a picture (ARCHITECTURE rule 8).
const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "Image not found" });
}

export function uploadedMedia(photos: PhotoStore): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
      // Only a name the store writes reaches the disk: no "../", no other file of the folder.
      const file = photos.file(request.params.name);
      if (file === null) return notFound(reply);
      let handle;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return notFound(reply);
        throw error;
      }
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      return reply
        .type("image/webp")
        .header("content-length", size)
        .header("cache-control", IMMUTABLE)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .send(handle.createReadStream());
    });
  };
}
