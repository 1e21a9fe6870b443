import path from "node:path";

import type { Database, Executor } from "../db/client.ts";
import type { JobQueue } from "../db/job-queue.ts";
import { type Env, takesTestPayments } from "./env.ts";
import { CatalogueChanges } from "./lib/catalogue-changes.ts";
import { createJobsPage } from "./lib/jobs-page.ts";
import { KEPT_MAX_AGE_MS } from "./lib/kept-by-tags.ts";
import { KeptData } from "./lib/kept-data.ts";
import type { Limiters } from "./lib/rate-limiter.ts";
import { createAccountsService, createAddressesService, createGarageService, createSessionsService } from "./modules/accounts/index.ts";
import { createApiTokensService, createIdempotencyService } from "./modules/api-tokens/index.ts";
import { createAuditService } from "./modules/audit/index.ts";
import { createBackInStockService } from "./modules/back-in-stock/index.ts";
import { createBuildsService } from "./modules/builds/index.ts";
import { createCartsService, createWishlistService } from "./modules/carts/index.ts";
import {
  createBulkEditsService,
  createCatalogService,
  createCatalogueTreeAdminService,
  createCatalogueVersionService,
  createFitmentAdminService,
  createProductPicturesAdminService,
  createProductsAdminService,
} from "./modules/catalog/index.ts";
import { createCatalogueFilesService } from "./modules/catalogue-files/index.ts";
import { createCheckoutService } from "./modules/checkout/index.ts";
import { createContentService, createTranslations } from "./modules/content/index.ts";
import { createCurrenciesService } from "./modules/currencies/index.ts";
import { createCustomersService } from "./modules/customers/index.ts";
import { createDiscountsService } from "./modules/discounts/index.ts";
import { createInvoicesService } from "./modules/invoices/index.ts";
import { createMailService } from "./modules/mail/index.ts";
import { shopPhotoStore } from "./modules/media/index.ts";
import { createNewsletterService } from "./modules/newsletter/index.ts";
import {
  createAdminOrdersService,
  createOrderLifecycleService,
  createOrdersService,
  createStockHoldsService,
} from "./modules/orders/index.ts";
import {
  createPaymentsService,
  createStripeProvider,
  createTestProvider,
  type PaymentProvider,
  type TestProvider,
} from "./modules/payments/index.ts";
import { createSettingsService } from "./modules/settings/index.ts";
import { createShippingService } from "./modules/shipping/index.ts";
import { createStaffService } from "./modules/staff/index.ts";
import { createTaxService } from "./modules/tax/index.ts";
import { createVehicleListService, createVehiclePagesService, createVehiclesService } from "./modules/vehicles/index.ts";

export interface ServiceOptions {
  env: Env;
  secret: string;
  origin: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The shop's rate limits (in memory, or in Redis across processes). */
  limiters: Limiters;
  /** The durable job queue the background work runs on (decision 034). */
  jobs: JobQueue;
}

/** Every service of the shop, built once per process on one database. */
export function createServices(db: Database, { env, secret, origin, log, limiters, jobs }: ServiceOptions) {
  // What changed in the catalogue, as this process reads it (the response cache and the kept data
  // forget by it; app.ts wires it to the database's channel).
  const catalogueChanges = new CatalogueChanges(createCatalogueVersionService(db), { log });
  // What pages are rendered from (the catalog's category tree, brands and models' counts among
  // it): kept whoever asks (a signed-in customer, another language), for as long as a kept answer may be.
  const keptData = new KeptData({ maxBytes: env.PAGE_DATA_CACHE_MB * 1024 * 1024, maxAgeMs: KEPT_MAX_AGE_MS }, catalogueChanges);
  catalogueChanges.subscribe((tags) => keptData.forget(tags));
  // A listing narrowed to a model reads its vehicles from the vehicle pages, which read the
  // catalogue's categories and counts: each asks the other only while answering a request.
  const catalog = createCatalogService(db, {
    limiters,
    vehiclesOfModel: async (key) => (await vehiclePages.vehiclesOf(key))?.ids ?? [],
    kept: keptData,
  });
  const vehiclePages = createVehiclePagesService(db, {
    categories: catalog.categories,
    productsInOrder: catalog.productsInOrder,
    listingCountsByCategory: catalog.listingCountsByCategory,
  });
  // The shop's name, contacts and clock (decision 046): every page reads them, kept until they change.
  const settings = createSettingsService(db, { kept: keptData });
  const shopEmail = async (via?: Executor) => (await settings.current(via)).email;
  const shipping = createShippingService(db);
  const tax = createTaxService(db, { kept: keptData });
  const discounts = createDiscountsService(db);
  const currencies = createCurrenciesService(db, { kept: keptData });
  // Invoices are issued in the orders' transactions; whose order a shopper may read is the orders'
  // to say, asked only while answering a request, once orders exists.
  const invoices = createInvoicesService(db, {
    timeZone: settings.timeZone,
    orders: { documentsOrderFor: (id, viewer) => orders.documentsOrderFor(id, viewer) },
  });
  const orders = createOrdersService(db, {
    documents: invoices.issuing,
    origin,
    shopEmail,
    limiters,
    stock: catalog.stock,
    log,
    // A sweep or a shopper's return asks the provider about a payment whose webhook may be lost:
    // called only once the shop runs, when payments (built below on these orders) exists.
    askProvider: (providerName, sessionId) => payments.confirmSession(providerName, sessionId),
  });
  const secureCookies = env.NODE_ENV === "production" || origin.startsWith("https:");
  const sessions = createSessionsService(db, {
    secureCookies,
    idleMs: { staff: env.STAFF_SESSION_IDLE_MINUTES * 60_000, customer: env.CUSTOMER_SESSION_IDLE_DAYS * 24 * 3_600_000 },
  });

  // Stripe when configured; otherwise the built-in test provider (ARCHITECTURE: payments).
  let testProvider: TestProvider | null = null;
  let provider: PaymentProvider;
  if (!takesTestPayments(env) && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    provider = createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    });
  } else {
    testProvider = createTestProvider({ db, webhookSecret: `${secret}:test-payments`, log });
    provider = testProvider;
  }
  const payments = createPaymentsService([provider], orders, log);
  // The test provider confirms through the same verified webhook handler as Stripe.
  testProvider?.onWebhook(async (rawBody, signature) => {
    await payments.handleWebhook("test", rawBody, signature);
  });

  const mail = createMailService(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, jobs });
  const lifecycle = createOrderLifecycleService(db, createStockHoldsService(db, catalog.stock), {
    origin,
    providers: [provider],
    documents: invoices.issuing,
  });
  const adminOrders = createAdminOrdersService(db, { lifecycle, failedMails: mail.failedCount, timeZone: settings.timeZone });
  const addresses = createAddressesService(db);
  const garage = createGarageService(db);
  // The photo store as the configuration sets it, the same one the command line's imports use.
  const photos = shopPhotoStore(env);

  return {
    /** The background jobs for staff (/admin/jobs, GET /api/admin/jobs): tries and last errors. */
    jobs: { page: createJobsPage(jobs) },
    /** The catalogue's changes as this process reads them: app.ts listens for them and keeps answers by them. */
    catalogueChanges,
    catalog,
    /** The catalogue's back office: parts, prices, units and their ledger. */
    catalogAdmin: createProductsAdminService(db),
    /** Bulk edits of parts (prices, state, category, brand, tags) run on the job queue, and their undo. */
    bulkEdits: createBulkEditsService(db, { jobs }),
    /** A part's pictures in the back office: uploaded through the photo store, ordered, described, removed. */
    productPictures: createProductPicturesAdminService(db, photos),
    /** A part's fitment in the back office: added by model, years and engines, removed, copied, universal. */
    fitmentAdmin: createFitmentAdminService(db),
    /** Catalogue files: products and fitment imported (checked, then applied in one transaction) and exported. */
    catalogueFiles: createCatalogueFilesService(db, {
      importDir: path.join(env.DATA_DIR, "imports"),
      photos,
      log,
      jobs,
      pauseBeforeCommitMs: env.IMPORT_APPLY_TEST_PAUSE_MS,
    }),
    /** Categories and brands in the back office: made, renamed, moved, hidden, deleted when empty. */
    catalogueTree: createCatalogueTreeAdminService(db),
    vehicles: createVehiclesService(db, { fittingProductIds: catalog.fittingProductIds }),
    /** The vehicle list the owner keeps: makes, model lines, generations, engines, VIN patterns. */
    vehicleList: createVehicleListService(db),
    /** The pages of a vehicle model and its years: the parts that fit, from the listing tables. */
    vehiclePages,
    shipping,
    /** Tax rates by country and region, and whether prices hold tax (decision 040). */
    tax,
    /** Discount codes and automatic promotions (decision 044). */
    discounts,
    /** The exchange rates prices are shown and orders charged by (decision 043). */
    currencies,
    /** The shop's name, contacts, opening hours, social pages and clock (decision 046). */
    settings,
    checkout: createCheckoutService({
      db,
      catalog,
      shipping,
      tax,
      discounts,
      currencies,
      orders,
      provider,
      payments,
      origin,
      log,
      limiters,
      reservationMinutes: env.STOCK_RESERVATION_MINUTES,
    }),
    orders,
    /** Invoices, credit notes and packing slips, and the shop's legal details they print. */
    invoices,
    payments,
    testProvider,
    newsletter: createNewsletterService(db, { origin, secret, limiters }),
    content: createContentService(db, { shopEmail, limiters, productSeo: catalog.productSeo, kept: keptData }),
    translations: createTranslations(),
    mail,
    adminOrders,
    customers: createCustomersService(db, { addresses, garage, orders: adminOrders }),
    sessions,
    accounts: createAccountsService(db, sessions, {
      origin,
      secret,
      secureCookies,
      limiters,
    }),
    staff: createStaffService(db, sessions, { origin, secret, secureCookies, limiters }),
    audit: createAuditService(db),
    /** The admin API's callers: API tokens, and the limit of each caller's requests. */
    apiTokens: createApiTokensService(db, { limiters }),
    /** The admin API's Idempotency-Keys and the answers they hold. */
    idempotency: createIdempotencyService(db),
    addresses,
    garage,
    /** A signed-in customer's cart on the server, and any cart checked again when opened (decision 042). */
    carts: createCartsService(db, { catalog }),
    wishlist: createWishlistService(db, { catalog }),
    /** "Tell me when it is back": requests, and the job that mails each once. */
    backInStock: createBackInStockService(db, { origin, limiters }),
    /** Shoppers' photos: checked, re-encoded without metadata, kept in UPLOAD_DIR. */
    photos,
    builds: createBuildsService(db, {
      photos,
      limiters,
      productsInOrder: catalog.productsInOrder,
      maxPixels: Math.round(env.BUILD_MAX_MEGAPIXELS * 1_000_000),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
