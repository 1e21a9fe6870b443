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

  // A lone process prints the first owner's link; a worker leaves it to its primary (cluster.ts).
  const { database, secret } = await prepareDatabase(env, (message) => console.log(message), { firstOwnerLink: cluster.isPrimary });
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

  // The shop's recurring work, each a job on the durable queue ticking on its own (decision 034):
  // one run at a time, however many processes queue the tick; a tick that fails is listed with its error
  // (/admin/jobs), and the next tick runs as usual. A tick's job is kept an hour once done.
  // Units held for payment sessions whose time ran out go back on the shelf (decision 003);
  // orders left unpaid for ORDER_PAYMENT_EXPIRY_HOURS are cancelled; refunds left pending by a
  // request that died are asked of the provider again under their own key; sales open and close
  // on their own, and parts scheduled to be published are shown; Idempotency-Keys older than a day
  // are forgotten.
  const every30s = { everySeconds: 30, retryLimit: 0, expireInSeconds: 5 * 60, keepCompletedSeconds: 3_600 };
  app.jobs.define("orders.release-expired-holds", () => app.services.orders.releaseExpiredHolds().then(() => {}), every30s);
  app.jobs.define("orders.expire-unpaid", () => app.services.orders.expireUnpaid(env.ORDER_PAYMENT_EXPIRY_HOURS).then(() => {}), every30s);
  app.jobs.define("orders.settle-abandoned-refunds", () => app.services.adminOrders.settleAbandonedRefunds().then(() => {}), every30s);
  app.jobs.define("catalog.apply-sale-windows", () => app.services.catalogAdmin.applySaleWindows().then(() => {}), every30s);
  app.jobs.define("catalog.publish-scheduled", () => app.services.catalogAdmin.publishScheduled().then(() => {}), every30s);
  app.jobs.define("checkout.prune-idempotency-keys", () => app.services.checkout.pruneIdempotencyKeys().then(() => {}), every30s);
  // The listing counts are kept as appended changes (decision 012); folding them keeps a count a
  // handful of rows however many edits the catalogue has had.
  app.jobs.define("catalog.compact-listing-counts", () => app.services.catalog.compactListingCounts().then(() => {}), {
    schedule: "*/5 * * * *",
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    keepCompletedSeconds: 3_600,
  });
  // Requests to be told when a part is back, marked due by the stock ledger's trigger, are mailed
  // once each (decision 042); the mails go out with the next dispatch.
  app.jobs.define("back-in-stock.notify", () => app.services.backInStock.notifyDue().then(() => {}), {
    everySeconds: 5,
    retryLimit: 0,
    expireInSeconds: 60,
    keepCompletedSeconds: 3_600,
  });
  // Each mail due is queued as a job of its own (mail.send) when SMTP is configured; the outbox
  // keeps it otherwise.
  app.jobs.define("mail.dispatch", () => app.services.mail.dispatch().then(() => {}), {
    ...(env.SMTP_URL ? { everySeconds: 5 } : {}),
    retryLimit: 0,
    expireInSeconds: 60,
    keepCompletedSeconds: 3_600,
  });

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
