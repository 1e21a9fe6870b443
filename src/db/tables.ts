// Every table, for the Drizzle client's relational queries and for the seed.
export * from "./schema/accounts.ts";
export * from "./schema/catalog.ts";
export * from "./schema/content.ts";
export * from "./schema/orders.ts";
export * from "./schema/vehicles.ts";
export * from "./schema/payments.ts";
export * from "./schema/media.ts";
export * from "./schema/back-office.ts";
export * from "./schema/listings.ts";
export * from "./schema/search.ts";
export * from "./schema/builds.ts";
export * from "./schema/shipping.ts";
export * from "./schema/tax.ts";
export * from "./schema/carts.ts";
export * from "./schema/invoices.ts";
export * from "./schema/discounts.ts";
export * from "./schema/currencies.ts";
