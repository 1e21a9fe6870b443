// The sitemap module's public face (docs/how-a-module-is-built.md): /sitemap.xml and robots.txt.
export { sitemapRoutes } from "./sitemap.routes.ts";
