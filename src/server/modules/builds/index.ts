// The builds module's public face (docs/how-a-module-is-built.md): shoppers' builds, their
// photos and parts, and the back office's moderation of them.
export { buildsAdminRoutes, buildsRoutes } from "./builds.routes.ts";
export { createBuildsService, type BuildsService } from "./builds.service.ts";
