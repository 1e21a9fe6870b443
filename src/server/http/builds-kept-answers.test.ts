import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { type Customer, signUp } from "../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../db/client.ts";
import { builds, vehicles } from "../../db/tables.ts";

// Decisions 015 and 021: a build shows on guests' pages only once staff publish it. A customer's
// build sent for review changes nothing a guest sees: it forgets no kept answer in any process and
// sends the CDN no purge. Publishing it, editing it while published and taking it down forget the
// builds' list and its own page (`builds`, `b12`), and nothing else.

let t: TestApp;
let purger: Server;
/** Each purge the CDN's hook received: its keys, and the number of the change it was sent for. */
const purges: { keys: string; change: number }[] = [];
let author: Customer;
let staff: Customer;
let part: TestProduct;
let vehicleId: number;
let urls: Record<"part" | "listing" | "categories" | "brands" | "sitemap", string>;

const get = (url: string) => t.app.inject({ method: "GET", url });
const cacheOf = async (url: string) => (await get(url)).headers["x-cache"];

/** Asks each until it comes from the cache (on PostgreSQL a test's own last edit may still be on its way). */
async function keepAll(): Promise<void> {
  for (const url of Object.values(urls)) await expect.poll(() => cacheOf(url), { timeout: 5_000 }).toBe("hit");
}

/** Which answers are sent from the cache on the very next request. */
async function keptNow(): Promise<Record<keyof typeof urls, boolean>> {
  const entries = await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, (await cacheOf(url)) === "hit"] as const));
  return Object.fromEntries(entries) as Record<keyof typeof urls, boolean>;
}

/** The last change numbered so far: what a step changes is numbered after it. */
async function lastChange(): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(t.database.db, sql`select coalesce(max(id), 0)::int as id from catalogue_changes`);
  return row!.id;
}

/** What the changes numbered after `start` named, and the keys purged for them. */
async function toldSince(start: number): Promise<{ changes: string[][]; purged: string[] }> {
  const rows = await rowsOf<{ tags: string[] }>(t.database.db, sql`select tags from catalogue_changes where id > ${start} order by id`);
  return { changes: rows.map((row) => row.tags), purged: purges.filter((purge) => purge.change > start).map((purge) => purge.keys) };
}

/** A customer's build, sent as the form sends it, with one photo and the part on it; pending. */
async function sendBuild(title: string): Promise<{ id: number; slug: string }> {
  const form = new FormData();
  form.append("title", title);
  form.append("story", "Weekends of work turned a tired wagon into a desert tourer with long-range tanks.");
  form.append("vehicleId", String(vehicleId));
  form.append("partIds", String(part.id));
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toBuffer();
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
  const encoded = new Response(form);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/builds",
    headers: { "content-type": encoded.headers.get("content-type")!, cookie: author.cookie },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; slug: string }>();
}

/** A back-office move on a build (approve, reject, unpublish); answered once its purge is sent. */
async function moderate(id: number, move: "approve" | "reject" | "unpublish"): Promise<void> {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/admin/builds/${id}/${move}`,
    headers: { cookie: staff.cookie },
    ...(move === "reject" ? { payload: { reason: "The photos show another vehicle." } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  purger = createServer((request, response) => {
    if (request.method === "PURGE") {
      purges.push({ keys: String(request.headers["surrogate-key"]), change: Number(request.headers["x-catalogue-change"]) });
    }
    response.end("purged");
  });
  await new Promise<void>((resolve) => purger.listen(0, "127.0.0.1", resolve));
  t = await buildTestApp({
    env: {
      CDN_PURGE_URL: `http://127.0.0.1:${(purger.address() as AddressInfo).port}/`,
      UPLOAD_DIR: `${process.env.TMPDIR ?? "/tmp"}/overland-builds-kept-${process.pid}`,
    },
  });
  author = await signUp(t.app, { name: "Pat Newcomer" });
  staff = await staffMember(t.app, t.database.db, "staff");
  part = await createProduct(t.database.db, { category: "clutch-kits" });
  vehicleId = (await t.database.db.select({ id: vehicles.id }).from(vehicles).limit(1))[0]!.id;
  urls = {
    part: `/api/website/products/${part.slug}`,
    listing: "/api/website/products/?filter_category=clutch-kits&limit=50",
    categories: "/api/website/categories",
    brands: "/api/website/brands",
    // The sitemap lists the published builds.
    sitemap: "/sitemap.xml",
  };
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => purger?.close(resolve));
});

describe("kept answers, as customers send builds and staff publish them", () => {
  it("forgets nothing and purges nothing when a customer sends a build, nor when staff refuse one", async () => {
    await keepAll();
    const start = await lastChange();
    const sent = await sendBuild("GU Patrol desert tourer");
    expect(await toldSince(start)).toEqual({ changes: [], purged: [] });
    expect(await keptNow()).toEqual({ part: true, listing: true, categories: true, brands: true, sitemap: true });

    await moderate(sent.id, "reject");
    expect(await toldSince(start)).toEqual({ changes: [], purged: [] });
    expect(await keptNow()).toEqual({ part: true, listing: true, categories: true, brands: true, sitemap: true });
  });

  it("forgets only the builds' answers when staff publish a build, edit it while published or take it down", async () => {
    const sent = await sendBuild("79 Series tray-back");
    const own = ["builds", `b${sent.id}`];

    await keepAll();
    let start = await lastChange();
    await moderate(sent.id, "approve");
    expect(await toldSince(start)).toEqual({ changes: [own], purged: [own.join(" ")] });
    expect(await keptNow()).toEqual({ part: true, listing: true, categories: true, brands: true, sitemap: false });
    expect((await get(urls.sitemap)).headers["surrogate-key"]).toBe("all builds shop");

    await keepAll();
    start = await lastChange();
    await t.database.db.update(builds).set({ title: "79 Series tray-back for the Big Lap" }).where(eq(builds.id, sent.id));
    await expect.poll(async () => (await toldSince(start)).purged, { timeout: 5_000 }).toEqual([own.join(" ")]);
    expect((await toldSince(start)).changes).toEqual([own]);
    expect(await keptNow()).toEqual({ part: true, listing: true, categories: true, brands: true, sitemap: false });

    await keepAll();
    start = await lastChange();
    await moderate(sent.id, "unpublish");
    expect(await toldSince(start)).toEqual({ changes: [own], purged: [own.join(" ")] });
    expect(await keptNow()).toEqual({ part: true, listing: true, categories: true, brands: true, sitemap: false });
  });
});
