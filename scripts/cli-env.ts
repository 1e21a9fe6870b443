// What every command-line script of the shop starts with: the .env file when there is one, then
// the environment read as the shop reads it. Scripts take no payments, so the check that a
// PostgreSQL shop has Stripe keys (or says PAYMENTS=test) does not concern them. A setting the
// shop refuses ends the script with its message.
import { type Env, EnvError, parseEnv } from "../src/server/env.ts";

export function cliEnv(exitCode: number): Env {
  try {
    process.loadEnvFile(".env");
  } catch {
    // No .env file: the environment alone says which database.
  }
  try {
    return parseEnv({ ...process.env, PAYMENTS: process.env.PAYMENTS || "test" });
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(exitCode);
  }
}
