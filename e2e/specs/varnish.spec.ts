import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import sharp from "sharp";

import { adminUrl, databaseUrl } from "../../tests/helpers/postgres-databases.ts";
import { freePort, type ShopProcess, startShop } from "../../tests/helpers/shop-process.ts";
import { oneUnitCheckout } from "../../tests/helpers/shopper.ts";
import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { expect, type Page, test } from "../fixtures/test.ts";
import { addOwner } from "../owner.ts";

// The shop behind Varnish (Debian's package, with varnish-modules' xkey) as docs/cdn.md sets it
// up: two shop processes on one PostgreSQL database, deploy/varnish/overland.vcl in front, and the
// shop's purge hook pointed at Varnish. A price saved in the back office is seen through Varnish
// on the very next request; a sale of another part forgets nothing, not even the home page; a
// customer's build sent for review forgets nothing, and publishing it forgets the builds' list
// only. Varnish takes a PURGE only from the shop's hosts with the shop's purge token: a TLS
// terminator on the same host forwards every shopper's requests from 127.0.0.1.
// PostgreSQL only (playwright.config.ts): two processes share one database, a fresh one of their
// own, so that what the other journeys change meanwhile (a synonym, a setting) purges nothing here.

/** The shops' purge token, which Varnish reads from its token file (deploy/varnish/overland.vcl). */
const PURGE_TOKEN = `purge-token-${process.pid}-${Date.now()}`;

const SHOP_ENV = {
  PAYMENTS: "test",
  RATE_LIMITS: "checkout.perAddress=10000/1h,staffSignIn.perAddress=10000/1h",
  CDN_PURGE_TOKEN: PURGE_TOKEN,
};

interface Varnish {
  url: string;
  stop(): Promise<void>;
}

/** varnishd in the foreground on `port`, with the shop's VCL pointed at these processes. */
async function startVarnish(port: number, shops: ShopProcess[]): Promise<Varnish> {
  const folder = await mkdtemp(join(tmpdir(), "overland-varnish-"));
  // varnishd compiles the VCL as its own unprivileged user.
  await chmod(folder, 0o755);
  const backends = shops.map((shop, i) => `backend shop_${i + 1} { .host = "127.0.0.1"; .port = "${new URL(shop.url).port}"; }`).join("\n");
  // The token file, as /etc/varnish/overland-purge-token would hold it (with its line's end).
  const tokenFile = join(folder, "overland-purge-token");
  await writeFile(tokenFile, `${PURGE_TOKEN}\n`, { mode: 0o644 });
  const vcl = (await readFile("deploy/varnish/overland.vcl", "utf8"))
    .replace(/^backend shop_1 .*\nbackend shop_2 .*$/m, backends)
    .replaceAll("/etc/varnish/overland-purge-token", tokenFile);
  const vclFile = join(folder, "overland.vcl");
  await writeFile(vclFile, vcl);
  const varnish: ChildProcess = spawn(
    "varnishd",
    ["-F", "-a", `127.0.0.1:${port}`, "-f", vclFile, "-n", join(folder, "work"), "-s", "malloc,64m"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  varnish.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  varnish.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => varnish.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (varnish.exitCode !== null) throw new Error(`varnishd exited:\n${output}`);
        return (await fetch(`${url}/readyz`).catch(() => null))?.status ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    url,
    stop: async () => {
      varnish.kill("SIGTERM");
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A PURGE of every kept answer (the shop's key), sent to Varnish from 127.0.0.1. */
const purgeAll = (cdn: string, headers: Record<string, string> = {}) =>
  fetch(`${cdn}/`, { method: "PURGE", headers: { "surrogate-key": "shop", ...headers } });

/** A customer's build, sent through Varnish as the form sends it: one photo, pending until staff publish it. */
async function sendBuild(cdn: string, cookie: string, vehicleId: number): Promise<{ id: number; slug: string }> {
  const form = new FormData();
  form.append("title", "GU Patrol desert tourer");
  form.append("story", "Weekends of work turned a tired wagon into a desert tourer with long-range tanks.");
  form.append("vehicleId", String(vehicleId));
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a5a2b" } })
    .jpeg()
    .toBuffer();
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
  const response = await fetch(`${cdn}/api/website/builds`, { method: "POST", headers: { cookie, origin: cdn }, body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** What Varnish did with a page: "hit" (sent what it kept), "miss" or "pass". */
async function visit(page: Page, url: string): Promise<string | null> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return (await response?.headerValue("x-varnish-cache")) ?? null;
}

test.describe("the shop behind Varnish", () => {
  test("a price saved in the back office shows through Varnish on the next request; a sale elsewhere keeps the home page", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const server = new pg.Client({ connectionString: adminUrl(process.env.E2E_DATABASE_URL!) });
    await server.connect();
    const name = `overland_varnish_${process.pid}_${Date.now()}`;
    await server.query(`create database ${name}`);
    const database = new pg.Client({ connectionString: databaseUrl(process.env.E2E_DATABASE_URL!, name) });
    await database.connect();
    // Varnish's address comes first: the shop purges there and names it in its links.
    const port = await freePort();
    const cdn = `http://127.0.0.1:${port}`;
    const env = { ...SHOP_ENV, DATABASE_URL: databaseUrl(process.env.E2E_DATABASE_URL!, name), PUBLIC_URL: cdn, CDN_PURGE_URL: `${cdn}/` };
    const shops: ShopProcess[] = [];
    let varnish: Varnish | undefined;
    const staff = await browser.newContext();
    try {
      const setOwnerPassword = await addOwner(env);
      // One after the other: the first migrates and seeds the new database.
      shops.push(await startShop(env));
      shops.push(await startShop(env));
      await setOwnerPassword(shops[0]!.url);
      varnish = await startVarnish(port, shops);
      // Two parts without options, neither featured on the home page: one to reprice, one to sell,
      // its 30 units staying in their band (20-40) after the sale.
      const { rows } = await database.query<{ id: number; slug: string }>(
        `update products set featured = false, stock = 30, reserved = 0
          where id in (select p.id from products p where p.status = 'show'
                         and not exists (select 1 from product_options o where o.product_id = p.id)
                       order by p.id limit 2)
          returning id, slug`,
      );
      const [repriced, sold] = rows as [{ id: number; slug: string }, { id: number; slug: string }];
      // No ?lang=: it sets the language cookie, and an answer that sets a cookie is never shared.
      const productPage = `${cdn}/product/${repriced.slug}`;

      // Asked until Varnish keeps them: a shop process keeps a page from its second render, and
      // only then marks it as everyone's (with its scripts' hashes instead of this request's nonce).
      for (const url of [`${cdn}/`, productPage]) {
        await expect.poll(() => visit(page, url), { timeout: 20_000 }).toBe("hit");
      }

      // A PURGE from the shop's own address but without its token, or with another, is refused,
      // and what Varnish keeps stays.
      const refusals: Record<string, string>[] = [
        {},
        { authorization: "Bearer not-the-token" },
        { authorization: `Bearer ${PURGE_TOKEN}x` },
      ];
      for (const headers of refusals) {
        const refused = await purgeAll(cdn, headers);
        expect(refused.status).toBe(403);
        expect(await refused.text()).not.toContain("Purged");
      }
      expect(await visit(page, `${cdn}/`)).toBe("hit");
      expect(await visit(page, productPage)).toBe("hit");

      // A sale of the other part, through Varnish, paid on the test provider's page.
      const checkout = await fetch(`${cdn}/api/website/order/create-checkout-session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: cdn },
        body: JSON.stringify(oneUnitCheckout(sold.id)),
      });
      expect(checkout.status).toBe(200);
      const session = new URL(((await checkout.json()) as { url: string }).url).pathname.split("/").pop()!;
      const paid = await fetch(`${cdn}/api/website/payments/test/${session}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: cdn },
        body: "action=pay&card=4242424242424242",
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      const { rows: after } = await database.query<{ stock: number; sales: number }>(
        "select stock, sales_count as sales from products where id = $1",
        [sold.id],
      );
      expect(after[0]!.stock).toBe(29);
      expect(await visit(page, `${cdn}/`)).toBe("hit");
      expect(await visit(page, productPage)).toBe("hit");

      // The owner saves a new price in the back office of one process.
      const staffPage = await staff.newPage();
      await signInToBackOffice(staffPage, `${shops[0]!.url}/admin/products/${repriced.id}?lang=en`);
      const form = staffPage.getByRole("form", { name: "The part" });
      await form.getByLabel("Price (USD)", { exact: true }).fill("1234.50");
      await form.getByRole("button", { name: "Save" }).click();
      await actionDone(staffPage, "Saved.");

      // The very next request through Varnish shows it; the home page is still the one kept.
      expect(await visit(page, productPage)).not.toBe("hit");
      await expect(page.getByRole("main")).toContainText("$1,234.50");
      expect(await visit(page, `${cdn}/`)).toBe("hit");

      // A new customer sends a build: it shows nowhere until staff publish it, so nothing is forgotten.
      const buildsPage = `${cdn}/guest-post`;
      for (const url of [`${cdn}/`, productPage, buildsPage]) {
        await expect.poll(() => visit(page, url), { timeout: 20_000 }).toBe("hit");
      }
      const signedUp = await fetch(`${cdn}/api/website/user/register`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: cdn },
        body: JSON.stringify({ name: "Pat Newcomer", email: `pat.newcomer.${Date.now()}@example.com`, password: "gravel-road-7" }),
      });
      expect(signedUp.status).toBe(201);
      const customer = signedUp.headers.get("set-cookie")!.split(";")[0]!;
      const { rows: vehicles } = await database.query<{ id: number }>("select id from vehicles order by id limit 1");
      const build = await sendBuild(cdn, customer, vehicles[0]!.id);
      for (const url of [`${cdn}/`, productPage, buildsPage]) expect(await visit(page, url)).toBe("hit");

      // Staff publish it: the builds' list shows it on the next request; the home page and the part's stay kept.
      const approved = await staffPage.request.post(`${shops[0]!.url}/api/admin/builds/${build.id}/approve`, {
        headers: { origin: shops[0]!.url },
      });
      expect(approved.status()).toBe(200);
      expect(await visit(page, buildsPage)).not.toBe("hit");
      await expect(page.getByRole("main")).toContainText("GU Patrol desert tourer");
      expect(await visit(page, `${cdn}/`)).toBe("hit");
      expect(await visit(page, productPage)).toBe("hit");
    } finally {
      // The shopper's page leaves first: what it still asks for (its rows, the departments) is
      // then cancelled, not cut off by Varnish and the shops stopping under it.
      await page.goto("about:blank");
      await staff.close();
      await varnish?.stop();
      await Promise.all(shops.map((shop) => shop.stop()));
      await database.end();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});
