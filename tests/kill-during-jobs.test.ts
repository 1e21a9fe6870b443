import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, rowsOf } from "../src/db/client.ts";
import { apiTokens } from "../src/db/tables.ts";
import { hashToken } from "../src/server/modules/api-tokens/index.ts";
import { openProcessDatabase, type ProcessDatabase } from "./helpers/process-database.ts";
import { type ShopProcess, startShop } from "./helpers/shop-process.ts";
import { type SmtpPeer, startSmtpPeer } from "./helpers/smtp-peer.ts";

// The durable job queue across a crash (decision 034): the shop is killed with SIGKILL while a
// catalogue import's apply is held before its commit (IMPORT_APPLY_TEST_PAUSE_MS) and while a
// mail's send waits for the SMTP peer's answer. Started again, the import is applied (or failed
// with its reason), never left applying; the catalogue was the one before until then; the mail
// is accepted once.

let database: ProcessDatabase;
let peer: SmtpPeer;
let shop: ShopProcess | undefined;
const token = `ovl_${randomBytes(32).toString("base64url")}`;
let file = "";

/** Opens the shop's database while no shop runs (PGlite is one process's), for `use`, then closes it. */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** The catalogue's parts, as one hash: equal when nothing of them changed. */
const catalogueChecksum = (db: Awaited<ReturnType<typeof openDatabase>>["db"]) =>
  rowsOf<{ sum: string }>(db, sql`select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) as sum from products p`).then(
    (rows) => rows[0]!.sum,
  );

const admin = (path: string, init: RequestInit = {}) =>
  fetch(`${shop!.url}/api/admin${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

async function importState(id: string): Promise<{ state: string; problems: { reason: string }[] }> {
  const response = await admin(`/catalogue/imports/${id}`);
  return (await response.json()) as { state: string; problems: { reason: string }[] };
}

beforeAll(async () => {
  database = await openProcessDatabase();
  peer = await startSmtpPeer();
  await withDatabase(async (db) => {
    await db.insert(apiTokens).values({
      name: "kill test",
      prefix: token.slice(0, 12),
      tokenHash: hashToken(token),
      permissions: ["catalog.read", "catalog.write", "jobs.read"],
      createdByEmail: "test@overland.test",
    });
    const [brand] = await rowsOf<{ slug: string }>(db, sql`select slug from brands order by id limit 1`);
    const [category] = await rowsOf<{ slug: string }>(db, sql`select slug from categories order by id limit 1`);
    file = [
      "slug,sku,part_number,title_en,description_en,brand,category,status,price,units",
      `killed-winch,KILL-W-1,KW-1,Winch kept through a crash,A winch,${brand!.slug},${category!.slug},show,899.00,2`,
    ].join("\n");
  });
});

afterAll(async () => {
  if (shop?.process.exitCode === null) shop.process.kill("SIGKILL");
  await peer?.close();
  await database?.remove();
});

describe("a shop killed during its jobs", () => {
  it("applies the import whole after the restart (never left applying) and sends the mail once", async () => {
    const before = await withDatabase(catalogueChecksum);
    shop = await startShop({ ...database.env, SMTP_URL: peer.url, IMPORT_APPLY_TEST_PAUSE_MS: "60000" });

    const upload = await admin("/catalogue/imports?kind=products&fileName=killed.csv", {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: file,
    });
    expect(upload.status).toBe(202);
    const { id } = (await upload.json()) as { id: string };
    await expect.poll(async () => (await importState(id)).state, { timeout: 15_000, interval: 250 }).toBe("checked");

    // A sign-up mails its address; the peer takes the data and holds its answer.
    peer.hold = true;
    const email = `kill-${randomBytes(4).toString("hex")}@overland.test`;
    const signUp = await fetch(`${shop.url}/api/website/user/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shop.url },
      body: JSON.stringify({ name: "Kill Test", email, password: "correct horse" }),
    });
    expect(signUp.status).toBe(201);
    await expect.poll(() => peer.held.length, { timeout: 15_000, interval: 100 }).toBe(1);

    expect((await admin(`/catalogue/imports/${id}/apply`, { method: "POST" })).status).toBe(202);
    await expect.poll(() => shop!.output().includes("the apply pauses before its commit"), { timeout: 15_000, interval: 100 }).toBe(true);
    shop.process.kill("SIGKILL");
    await new Promise((resolve) => shop!.process.once("exit", resolve));

    // Killed before its commit: nothing of the apply is in the catalogue, and the mail is not sent.
    await withDatabase(async (db) => {
      expect(await catalogueChecksum(db)).toBe(before);
      const [mail] = await rowsOf<{ sent_at: string | null }>(db, sql`select sent_at from outbox_mails where "to" = ${email}`);
      expect(mail!.sent_at).toBeNull();
    });

    peer.hold = false;
    shop = await startShop({ ...database.env, SMTP_URL: peer.url });
    // PGlite takes a run the killed process left at once; PostgreSQL once its heartbeats have
    // stopped for 10 s and a supervise pass (every 10 s) has seen it.
    const settled = { timeout: database.env.DATABASE_URL ? 45_000 : 20_000, interval: 250 };
    try {
      await expect.poll(async () => (await importState(id)).state, settled).toMatch(/^(applied|failed)$/);
    } catch (error) {
      const jobs = (await (await admin("/jobs")).json()) as { data: { name: string; state: string }[] };
      console.log(shop.output(), JSON.stringify(jobs.data.filter((job) => !job.name.startsWith("__") && job.state !== "completed")));
      throw error;
    }
    const ended = await importState(id);
    if (ended.state === "failed") expect(ended.problems[0]!.reason).toMatch(/\S/);
    await expect.poll(() => peer.accepted.filter((m) => m.to.includes(email)).length, settled).toBe(1);
    // The sent mail is marked so: no later try sends it again.
    await expect
      .poll(async () => {
        const response = await admin("/jobs?name=mail.send");
        if (!response.ok) return `answered ${response.status}: ${await response.text()}`;
        const jobs = (await response.json()) as { data: { state: string }[] };
        return jobs.data.length > 0 && jobs.data.every((job) => job.state === "completed");
      }, settled)
      .toBe(true);
    await shop.stop();

    await withDatabase(async (db) => {
      const sum = await catalogueChecksum(db);
      const [part] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from products where slug = 'killed-winch'`);
      // The catalogue is the one before the import, or the one after it: never half of it.
      if (ended.state === "applied") {
        expect(sum).not.toBe(before);
        expect(part!.n).toBe(1);
      } else {
        expect(sum).toBe(before);
        expect(part!.n).toBe(0);
      }
      const [mail] = await rowsOf<{ sent_at: string | null; attempts: number }>(
        db,
        sql`select sent_at, attempts from outbox_mails where "to" = ${email}`,
      );
      expect(mail!.sent_at).not.toBeNull();
      expect(mail!.attempts).toBe(1);
    });
    expect(peer.accepted.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 120_000);
});
