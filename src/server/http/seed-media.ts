import type { FastifyPluginAsync } from "fastify";

import { ServiceUnavailableError } from "../../domain/errors.ts";
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
      let drawing = rest.length <= 200 && rest.endsWith(".svg") ? PREFIX + rest : null;
      // Sent as the drawing itself when the WebP cannot be made in time: kept by no one, so the
      // next visit gets the WebP.
      let lifetime = IMMUTABLE;
      if (rendition) {
        try {
          const webp = await images.webpAt(`${PREFIX}${rendition[1]}.svg`, Number(rendition[2]));
          if (webp !== null) return reply.type("image/webp").header("cache-control", IMMUTABLE).send(Buffer.from(webp));
        } catch (error) {
          // Too many being made at once (a fresh shop's first visitors): the same picture, heavier,
          // rather than none. A picture is never worth a 503 a page then shows as a hole.
          if (!(error instanceof ServiceUnavailableError)) throw error;
          drawing = `${PREFIX}${rendition[1]}.svg`;
          lifetime = "no-store";
        }
      }
      const svg = drawing === null ? null : await images.svgAt(drawing);
      if (svg === null) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: "Image not found" });
      return reply
        .type("image/svg+xml")
        .header("cache-control", lifetime)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    });
  };
}
