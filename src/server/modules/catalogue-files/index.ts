// The catalogue files module's public face (docs/how-a-module-is-built.md, decision 028): the
// products and fitment files imported (a dry run, then one transaction) and exported, from the
// command line, the admin API and the back office; Shopify's and WooCommerce's product files
// mapped onto the products file (decision 036).
export { byteLimit, catalogueFilesRoutes } from "./catalogue-files.routes.ts";
export {
  type CatalogueFilesService,
  changesIn,
  createCatalogueFilesService,
  type FileSource,
  IMPORT_NOT_CHECKED,
  type ImportReport,
  type RunOptions,
} from "./catalogue-files.service.ts";
export { COLUMNS, escapeCell, startsFormula } from "./formats.ts";
export { FORMAT_NAMES } from "./product-file-mappings.ts";
export type { ImportChange } from "../../../domain/schemas/catalogue-files.ts";
