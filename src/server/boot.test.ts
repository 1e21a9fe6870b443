import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { copyOfPgliteTemplate, copyOfTemplate } from "../../tests/helpers/test-database.ts";
import type { Database } from "../db/client.ts";
import { appSettings, users } from "../db/tables.ts";
import { prepareDatabase, type PrepareOptions } from "./boot.ts";
import { type Env, parseEnv } from "./env.ts";

// A start of a shop without an owner prints the one link that makes its first owner (boot.ts):
// once a start, replacing the last one's; never from a command, a worker, or once there is an owner.

const removals: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const remove of removals.splice(0)) await remove();
});

/** The environment of a shop on its own copy of the test database (no staff in it). */
async function shopEnv(): Promise<Env> {
  const base = { NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://shop.test", SEED: "never", PAYMENTS: "test" };
  const copy = await copyOfTemplate();
  if (copy) {
    removals.push(copy.drop);
    return parseEnv({ ...base, DATABASE_URL: copy.url });
  }
  const folder = copyOfPgliteTemplate();
  removals.push(async () => folder.remove());
  return parseEnv({ ...base, DATA_DIR: folder.dataDir });
}

/**
 * A start's preparation of the database: what it printed, and the link's hash it left stored.
 * `then` runs on the open database afterwards (PGlite belongs to one process: no second opening).
 */
async function start(
  env: Env,
  options?: PrepareOptions,
  then?: (db: Database) => Promise<unknown>,
): Promise<{ links: string[]; printed: string; stored: string | null }> {
  const printed: string[] = [];
  const { database } = await prepareDatabase(env, (message) => printed.push(message), options);
  try {
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, "first_owner_setup"));
    await then?.(database.db);
    return {
      links: printed.flatMap((message) => [...message.matchAll(/http:\/\/shop\.test\/admin\/setup\/([\w-]+)/g)].map((m) => m[1]!)),
      printed: printed.join("\n"),
      stored: row ? (JSON.parse(row.value) as { sha256: string }).sha256 : null,
    };
  } finally {
    await database.close();
  }
}

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

describe("a start of a shop without an owner", () => {
  it("prints one link to make the first owner; the next start prints a new one, and only the newest is kept", async () => {
    const env = await shopEnv();
    const first = await start(env, { firstOwnerLink: true });
    expect(first.links).toHaveLength(1);
    expect(first.links[0]).toMatch(/^[\w-]{43}$/);
    expect(first.printed).toContain("This shop has no owner yet");
    expect(first.stored).toBe(sha256(first.links[0]!));

    const second = await start(env, { firstOwnerLink: true });
    expect(second.links).toHaveLength(1);
    expect(second.links[0]).not.toBe(first.links[0]);
    expect(second.stored).toBe(sha256(second.links[0]!));
  });

  it("prints nothing from a command or a worker (no firstOwnerLink), and leaves the printed link as it was", async () => {
    const env = await shopEnv();
    const shop = await start(env, { firstOwnerLink: true });
    const command = await start(env);
    expect(command.links).toEqual([]);
    expect(command.stored).toBe(sha256(shop.links[0]!));
  });

  it("prints nothing once the shop has an owner, and forgets the link left from before", async () => {
    const env = await shopEnv();
    await start(env, { firstOwnerLink: true }, (db) =>
      db.insert(users).values({ email: "olga@example.com", name: "Olga Owner", passwordHash: "x", role: "owner" }),
    );
    const owned = await start(env, { firstOwnerLink: true });
    expect(owned.links).toEqual([]);
    expect(owned.printed).not.toContain("no owner");
    expect(owned.stored).toBeNull();
  });
});
