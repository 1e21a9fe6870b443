// Each table has one owning module, and only that module's repositories write it; another module
// changes the table through the owner's face (src/server/README.md). This is the map, by the
// table's SQL name; tests/table-owners.test.ts reads every module's writes against it and fails on
// a table written by a module that does not own it, or on a table of the schema missing here.
import type { PgTable } from "drizzle-orm/pg-core";

import type * as tables from "./tables.ts";

/** A folder of src/server/modules. */
export type TableOwner =
  | "accounts"
  | "api-tokens"
  | "audit"
  | "back-in-stock"
  | "builds"
  | "carts"
  | "catalog"
  | "catalogue-files"
  | "checkout"
  | "content"
  | "discounts"
  | "currencies"
  | "invoices"
  | "mail"
  | "media"
  | "newsletter"
  | "orders"
  | "payments"
  | "settings"
  | "shipping"
  | "staff"
  | "tax"
  | "vehicles";

/** The SQL name of every table of the schema. */
export type TableName = {
  [K in keyof typeof tables]: (typeof tables)[K] extends PgTable<infer Config> ? Config["name"] : never;
}[keyof typeof tables];

// `satisfies` makes a table added to the schema without an owner (or an owner left for a table
// that is gone) a type error; the test says the same at run time.
export const TABLE_OWNERS = {
  // Customers' and staff's accounts: the staff and customers pages change them through accounts' face.
  users: "accounts",
  sessions: "accounts",
  account_tokens: "accounts",
  addresses: "accounts",
  garage_vehicles: "accounts",

  api_tokens: "api-tokens",
  admin_idempotency: "api-tokens",

  audit_log: "audit",

  builds: "builds",
  build_parts: "builds",

  // A signed-in customer's cart and wishlist (decision 042).
  cart_lines: "carts",
  wishlist_items: "carts",
  // Marked due by a trigger on the stock ledger (src/db/triggers.md), mailed by its module's job.
  back_in_stock_requests: "back-in-stock",

  categories: "catalog",
  brands: "catalog",
  products: "catalog",
  product_variants: "catalog",
  product_options: "catalog",
  product_option_values: "catalog",
  product_images: "catalog",
  product_specs: "catalog",
  product_codes: "catalog",
  reviews: "catalog",
  stock_movements: "catalog",
  bulk_edits: "catalog",
  bulk_edit_rows: "catalog",
  // Which part fits which vehicle: the catalogue's fitment, kept beside the vehicles it names.
  fitment: "catalog",
  fitment_notes: "catalog",
  // Kept by the triggers on the catalogue's tables (src/db/triggers.md), read by the catalogue.
  product_title_search: "catalog",
  product_gaps: "catalog",
  product_slug_redirects: "catalog",
  catalogue_changes: "catalog",
  vehicle_listings: "catalog",
  listing_counts: "catalog",
  search_postings: "catalog",
  search_words: "catalog",
  search_synonyms: "catalog",
  search_misses: "catalog",
  // The shop's settings by key; the catalogue's is its review moderation, and SETTING_OWNERS
  // below names the keys of other modules. src/db/app-secret.ts writes the app's secret at boot,
  // below every module.
  app_settings: "catalog",

  catalogue_imports: "catalogue-files",
  catalogue_pictures: "catalogue-files",

  checkout_requests: "checkout",

  blog_posts: "content",
  seo_pages: "content",

  // Invoices and credit notes, their numbers per year, and the legal details they print (decision 041).
  invoices: "invoices",
  invoice_counters: "invoices",
  shop_legal_details: "invoices",

  outbox_mails: "mail",

  seed_images: "media",
  seed_image_renditions: "media",

  newsletter_subscriptions: "newsletter",

  shipping_zones: "shipping",
  shipping_methods: "shipping",

  discounts: "discounts",
  discount_uses: "discounts",

  exchange_rates: "currencies",
  shop_settings: "settings",

  tax_rates: "tax",
  tax_settings: "tax",

  orders: "orders",
  order_items: "orders",
  order_events: "orders",
  order_payment_sessions: "orders",
  order_refunds: "orders",
  payment_events: "orders",

  test_payment_sessions: "payments",
  test_payment_refunds: "payments",

  vehicles: "vehicles",
  vehicle_makes: "vehicles",
  vehicle_models: "vehicles",
  vehicle_generations: "vehicles",
  vehicle_engines: "vehicles",
  vehicle_base_vehicles: "vehicles",
  vehicle_vin_patterns: "vehicles",
} as const satisfies Record<TableName, TableOwner>;

/**
 * app_settings keeps one value a key, and each key is one module's setting: its owner above writes
 * its own keys, and another module writes only the keys named here, from a file that names the key
 * (tests/table-owners.test.ts holds both). The first owner's setup link is the staff module's: it
 * is taken in the transaction that makes the owner.
 */
export const SETTING_OWNERS = {
  first_owner_setup: "staff",
} as const satisfies Record<string, TableOwner>;
