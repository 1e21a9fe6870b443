// The shop's process: environment -> database (migrated, seeded) -> app -> listen.
import { createApp } from "./app.ts";
import { prepareDatabase } from "./boot.ts";
import { EnvError, loadEnv } from "./env.ts";

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

  const { database, secret } = await prepareDatabase(env, (message) => console.log(message));
  const app = await createApp({ env, database, secret });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing requests in flight");
    // Rule 9: close() stops accepting and waits for requests in flight; then the database.
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

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
