// The shop's process: environment -> database (migrated, seeded) -> app -> listen. With
// WEB_CONCURRENCY above 1 this process is the primary of that many workers (cluster.ts).
import cluster from "node:cluster";

import { createApp } from "./app.ts";
import { prepareDatabase } from "./boot.ts";
import { runPrimary } from "./cluster.ts";
import { EnvError, loadEnv, publicOrigin, takesTestPayments } from "./env.ts";

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

  let stopping = false;
  // Once stopping, every answer tells its client to close the connection: no keep-alive socket
  // is then reused at the moment the server closes it (a reset the client could not retry).
  app.addHook("onSend", async (_request, reply, payload) => {
    if (stopping) reply.header("connection", "close");
    return payload;
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.draining = true;
    app.log.info({ signal }, "stopping: finishing requests in flight");
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Rule 9: a short drain (clients hear "close" and the load balancer sees /readyz fail), then
    // close() stops accepting, ends idle connections and waits for requests in flight; then the database.
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

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
    app.services.orderAdmin
      .settleAbandonedRefunds()
      .catch((error: unknown) => app.log.error({ err: error }, "settling abandoned refunds failed"));
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
