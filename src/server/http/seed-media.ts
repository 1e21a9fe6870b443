import type { FastifyPluginAsync } from "fastify";

import type { SeedImagesService } from "../modules/media/index.ts";

// The seed catalogue's images, drawn once when the catalogue was seeded and stored by path; a
// path always gives the same picture, so browsers may keep it for good. A part's drawing is also
// served as WebP at the widths the pages ask for (`<drawing>-640.webp`).
const IMMUTABLE = "public, max-age=31536000, immutable";
const PREFIX = "/media/seed/";
const RENDITION = /^(.{1,200})-(\d{3,4})\.webp$/;

export function seedMedia(images: SeedImagesService): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { "*": string } }>(`${PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const rest = request.params["*"];
      const rendition = RENDITION.exec(rest);
      if (rendition) {
        const webp = await images.webpAt(`${PREFIX}${rendition[1]}.svg`, Number(rendition[2]));
        if (webp !== null) return reply.type("image/webp").header("cache-control", IMMUTABLE).send(Buffer.from(webp));
      }
      const svg = rest.length <= 200 && rest.endsWith(".svg") ? await images.svgAt(PREFIX + rest) : null;
      if (svg === null) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "Image not found" });
      return reply
        .type("image/svg+xml")
        .header("cache-control", IMMUTABLE)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  };
}
