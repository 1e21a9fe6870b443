import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { copyOfTemplate } from "../../tests/helpers/test-database.ts";
import { openDatabase } from "../db/client.ts";
import { appSettings } from "../db/tables.ts";
import { prepareDatabase } from "./boot.ts";
import { parseEnv } from "./env.ts";

// Several processes starting together on one PostgreSQL database (several hosts, or a restart of
// each): each issues its link under the start-up lock, one after another, so one link is valid at
// a time, and it is the one printed last.

const copy = await copyOfTemplate();
afterAll(async () => {
  await copy?.drop();
});

describe("starts of a shop without an owner, at once on PostgreSQL", () => {
  it("print a link each, one after another, and only the last one printed is kept", async () => {
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://shop.test",
      SEED: "never",
      PAYMENTS: "test",
      DATABASE_URL: copy!.url,
    });
    const printed: string[] = [];
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => prepareDatabase(env, (message) => printed.push(message), { firstOwnerLink: true })),
    );
    await Promise.all(starts.map(({ database }) => database.close()));
    const links = printed.flatMap((message) => [...message.matchAll(/\/admin\/setup\/([\w-]{43})/g)].map((match) => match[1]!));
    expect(links).toHaveLength(4);
    expect(new Set(links).size).toBe(4);

    const database = await openDatabase({ url: copy!.url });
    try {
      const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, "first_owner_setup"));
      expect((JSON.parse(row!.value) as { sha256: string }).sha256).toBe(createHash("sha256").update(links.at(-1)!).digest("hex"));
    } finally {
      await database.close();
    }
  });
});
