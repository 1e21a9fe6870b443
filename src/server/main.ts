// The shop's process: environment -> database (migrated, seeded) -> app -> listen. With
// WEB_CONCURRENCY above 1 this process is the primary of that many workers (cluster.ts).
import cluster from "node:cluster";

import { createApp } from "./app.ts";
import { prepareDatabase } from "./boot.ts";
import { portClosedForAll, runPrimary } from "./cluster.ts";
import { EnvError, loadEnv, publicOrigin, takesTestPayments } from "./env.ts";
import { gracefulShutdown } from "./shutdown.ts";

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    // PGlite is one process's database: several processes need PostgreSQL.
    if (!env.DATABASE_URL) {
      console.error("WEB_CONCURRENCY above 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process.");
      process.exit(1);
    }
    return runPrimary(env, env.WEB_CONCURRENCY);
  }

  const { database, secret } = await prepareDatabase(env, (message) => console.log(message));
  if (takesTestPayments(env) && cluster.isPrimary) {
    console.warn(
      "WARNING: test payments are on: the built-in test provider takes test cards and no real money. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.",
    );
  }
  if (!env.SMTP_URL && cluster.isPrimary) {
    const origin = publicOrigin(env);
    console.warn(
      `NOTE: SMTP_URL is not set, so no mail leaves the shop: every mail stays in the outbox. Read them in the back office at ${origin}/admin/outbox` +
        (env.NODE_ENV === "production" ? "." : ` or at ${origin}/dev/mailbox.`),
    );
  }
  const app = await createApp({ env, database, secret });

  const stop = gracefulShutdown(app, {
    drainMs: env.SHUTDOWN_DRAIN_MS,
    deadlineMs: env.SHUTDOWN_TIMEOUT_MS,
    ...(cluster.isWorker ? { portClosedForAll } : {}),
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
  });
  // `on`, not `once`: a second signal (the primary forwarding the one its whole group got) must
  // not fall through to Node's default, which ends the process at once.
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  // Units held for payment sessions whose time ran out go back on the shelf (decision 003);
  // orders left unpaid for ORDER_PAYMENT_EXPIRY_HOURS are cancelled.
  // Idempotency-Keys older than a day are forgotten; refunds left pending by a request that died
  // are asked of the provider again under their own key.
  const sweeper = setInterval(() => {
    app.services.orders
      .releaseExpiredHolds()
      .catch((error: unknown) => app.log.error({ err: error }, "releasing expired stock holds failed"));
    app.services.orders
      .expireUnpaid(env.ORDER_PAYMENT_EXPIRY_HOURS)
      .catch((error: unknown) => app.log.error({ err: error }, "expiring unpaid orders failed"));
    app.services.adminOrders
      .settleAbandonedRefunds()
      .catch((error: unknown) => app.log.error({ err: error }, "settling abandoned refunds failed"));
    // Sales open and close on their own: a sale window that came due changes what the part sells at.
    app.services.catalogAdmin
      .applySaleWindows()
      .catch((error: unknown) => app.log.error({ err: error }, "opening and closing sale windows failed"));
    app.services.checkout
      .pruneIdempotencyKeys()
      .catch((error: unknown) => app.log.error({ err: error }, "forgetting old idempotency keys failed"));
  }, 30_000);
  sweeper.unref();
  app.addHook("onClose", async () => clearInterval(sweeper));

  // The listing counts are kept as appended changes (decision 012); folding them keeps a count a
  // handful of rows however many edits the catalogue has had.
  const compactor = setInterval(() => {
    app.services.catalog
      .compactListingCounts()
      .catch((error: unknown) => app.log.error({ err: error }, "folding the listing counts failed"));
  }, 5 * 60_000);
  compactor.unref();
  app.addHook("onClose", async () => clearInterval(compactor));

  // Deliver queued mail when SMTP is configured; the outbox keeps it otherwise.
  if (env.SMTP_URL) {
    const timer = setInterval(() => {
      app.services.mail.deliverPending().catch((error: unknown) => app.log.error({ err: error }, "mail delivery failed"));
    }, 5_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
