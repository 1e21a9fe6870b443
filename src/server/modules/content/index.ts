// The content module's public face (docs/how-a-module-is-built.md): SEO meta, the blog, the
// contact form and the storefront's translations.
export { contentRoutes } from "./content.routes.ts";
export { createContentService, type ContentService } from "./content.service.ts";
export { createTranslations, type Messages, type Translations } from "./translations.ts";
