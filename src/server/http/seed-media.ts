import type { FastifyPluginAsync, FastifyReply } from "fastify";

import { firstDrawing } from "../../db/seed/catalogue-generator.ts";
import { brands, departments } from "../../db/seed/data/catalogue.ts";
import type { CategoryDef, PartDrawing } from "../../db/seed/data/types.ts";
import { blogImageSvg, brandLogoSvg, categoryImageSvg, partImageSvg } from "../../db/seed/images.ts";

// The seed catalogue's images are drawn on request from their URL (nothing is downloaded or
// stored); a URL always gives the same picture, so browsers may keep it for good.
const IMMUTABLE = "public, max-age=31536000, immutable";

function collectDrawings(categories: CategoryDef[], into = new Set<string>()): Set<string> {
  for (const category of categories) {
    for (const partType of category.partTypes ?? []) into.add(partType.drawing);
    if (category.children) collectDrawings(category.children, into);
  }
  return into;
}

const DRAWINGS = collectDrawings(departments).add("generic");
const DEPARTMENT_DRAWING = new Map(departments.map((d) => [d.slug, firstDrawing(d)]));
const HEX = /^[0-9a-f]{6}$/i;

export const seedMedia: FastifyPluginAsync = async (app) => {
  const svg = (body: string) => ({ body, type: "image/svg+xml" });
  const send = (reply: FastifyReply, image: { body: string; type: string } | null) =>
    image
      ? reply
          .type(image.type)
          .header("cache-control", IMMUTABLE)
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(image.body)
      : reply.code(404).send({ statusCode: 404, error: "Not Found", message: "Image not found" });

  app.get<{ Params: { drawing: string; view: string; accent: string; seed: string } }>(
    "/media/seed/part/:drawing/:view/:accent/:seed.svg",
    { schema: { hide: true } },
    async (request, reply) => {
      const { drawing, view, accent, seed } = request.params;
      const ok = DRAWINGS.has(drawing) && /^[0-3]$/.test(view) && HEX.test(accent) && /^\d{1,6}$/.test(seed);
      return send(
        reply,
        ok ? svg(partImageSvg(drawing as PartDrawing, { view: Number(view), accent: `#${accent}`, seed: Number(seed) })) : null,
      );
    },
  );

  app.get<{ Params: { drawing: string; accent: string } }>(
    "/media/seed/category/:drawing/:accent.svg",
    { schema: { hide: true } },
    async (request, reply) => {
      const { drawing, accent } = request.params;
      return send(reply, DRAWINGS.has(drawing) && HEX.test(accent) ? svg(categoryImageSvg(drawing as PartDrawing, `#${accent}`)) : null);
    },
  );

  app.get<{ Params: { slug: string } }>("/media/seed/brand/:slug.svg", { schema: { hide: true } }, async (request, reply) => {
    const brand = brands.find((b) => b.slug === request.params.slug);
    return send(reply, brand ? svg(brandLogoSvg(brand.name, brand.colors)) : null);
  });

  app.get<{ Params: { department: string; seed: string } }>(
    "/media/seed/blog/:department/:seed.svg",
    { schema: { hide: true } },
    async (request, reply) => {
      const drawing = DEPARTMENT_DRAWING.get(request.params.department);
      return send(reply, drawing && /^\d{1,6}$/.test(request.params.seed) ? svg(blogImageSvg(drawing, Number(request.params.seed))) : null);
    },
  );
};
