// The settings module's public face (docs/how-a-module-is-built.md): the shop's own settings
// (decision 046), which every page reads and the owner changes.
export { settingsAdminRoutes } from "./settings.routes.ts";
export { createSettingsService, type SettingsService } from "./settings.service.ts";
