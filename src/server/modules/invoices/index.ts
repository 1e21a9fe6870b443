// The invoices module's public face (docs/how-a-module-is-built.md): invoices and credit notes
// numbered per year and frozen when issued, packing slips, and the shop's legal details (decision 041).
export { createInvoicesService, DOCUMENT_NOT_FOUND, type DocumentFile, type InvoicesService } from "./invoices.service.ts";
export { invoicesAdminRoutes, orderDocumentsRoutes } from "./invoices.routes.ts";
