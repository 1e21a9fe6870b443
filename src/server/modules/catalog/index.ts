// The catalog module's public face (docs/how-a-module-is-built.md): categories, products,
// listings and facets, search, reviews, stock, and the catalogue's version.
export { bulkEditsRoutes } from "./bulk-edits.routes.ts";
export { type BulkEditsService, createBulkEditsService } from "./bulk-edits.service.ts";
export { catalogRoutes } from "./catalog.routes.ts";
export { createCatalogService, type CatalogService } from "./catalog.service.ts";
export { type CatalogueTreeAdminService, createCatalogueTreeAdminService } from "./catalogue-tree-admin.service.ts";
export { catalogueTreeAdminRoutes } from "./catalogue-tree-admin.routes.ts";
export { type CatalogueImport, catalogueImportOn, type ProductChangeRow } from "./catalogue-import.service.ts";
export { type CatalogueChange, createCatalogueVersionService, type CatalogueVersionService } from "./catalogue-version.service.ts";
export { fitmentAdminRoutes } from "./fitment-admin.routes.ts";
export { createFitmentAdminService, type FitmentAdminService } from "./fitment-admin.service.ts";
export { productPicturesAdminRoutes } from "./product-pictures-admin.routes.ts";
export {
  createProductPicturesAdminService,
  type PictureStore,
  type ProductPicturesAdminService,
} from "./product-pictures-admin.service.ts";
export {
  type CatalogActor,
  createProductsAdminService,
  NOT_ENOUGH_UNITS,
  PRODUCT_CHANGED,
  type ProductsAdminService,
  SKU_TAKEN,
  SLUG_TAKEN,
  UNITS_HELD,
  VARIANT_REQUIRED,
} from "./products-admin.service.ts";
export { productsAdminRoutes } from "./products-admin.routes.ts";
export { reviewsAdminRoutes } from "./reviews-moderation.routes.ts";
export type { AdminReviewState, ReviewModerationService } from "./reviews-moderation.service.ts";
export type { StockLine, StockService } from "./stock.service.ts";
