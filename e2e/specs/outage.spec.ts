import { type ShopProcess, startShop } from "../../tests/helpers/shop-process.ts";
import { startTcpProxy } from "../../tests/helpers/tcp-proxy.ts";
import { expect, test } from "../fixtures/test.ts";

// Rule 9: a lost database gives fast 503s, not hangs or crashes, and the shop recovers on its own.
// A second shop process reaches the journeys' PostgreSQL database through a hop the test cuts.
// PostgreSQL only (playwright.config.ts): PGlite lives inside the shop's process.

test.describe("the database goes away and comes back", () => {
  // The pages meet the outage's 503 on purpose.
  test.use({ expectedResponses: [{ status: 503 }] });
  let shop: ShopProcess;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  test.beforeAll(async () => {
    const database = new URL(process.env.E2E_DATABASE_URL!);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    const throughProxy = Object.assign(new URL(database), { host: `127.0.0.1:${proxy.port}` }).toString();
    shop = await startShop({ DATABASE_URL: throughProxy, SEED: "never", DB_POOL_MAX: "4", PAYMENTS: "test" });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await proxy?.close();
  });

  test("pages answer the 503 page in the shopper's language, the API 503 JSON, and both recover without a restart", async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The page asks for the department menu once it has hydrated: answered before the cut.
    const departments = page.waitForResponse(/\/resources\/departments\.data/);
    expect((await page.goto(`${shop.url}/shop`))!.status()).toBe(200);
    expect((await departments).status()).toBe(200);

    await proxy.cut();
    const ready = await page.request.get(`${shop.url}/readyz`);
    expect(ready.status()).toBe(503);
    const api = await page.request.get(`${shop.url}/api/website/products/?limit=4`);
    expect(api.status()).toBe(503);
    expect(api.headers()["retry-after"]).toBeDefined();
    expect(await api.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });

    // A guest: the page's loaders fail.
    const guest = await page.goto(`${shop.url}/shop`);
    expect(guest!.status()).toBe(503);
    expect(guest!.headers()["retry-after"]).toBeDefined();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The shop is briefly unavailable");
    await page.screenshot({ path: testInfo.outputPath("outage-en.png") });

    // A signed-in shopper in Arabic: the session lookup before the page fails.
    await context.addCookies([
      { name: "lang", value: "ar", url: shop.url },
      // The production shop's session cookie (Secure, host-only: given by domain, as a Secure url cookie over http is refused).
      { name: "__Host-ov_session", value: "a".repeat(43), domain: new URL(shop.url).hostname, path: "/", secure: true },
    ]);
    const customer = await page.goto(`${shop.url}/product/anything`);
    expect(customer!.status()).toBe(503);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المتجر غير متاح لبرهة");
    await page.screenshot({ path: testInfo.outputPath("outage-ar.png") });

    await proxy.mend();
    await expect.poll(async () => (await page.request.get(`${shop.url}/readyz`)).status(), { timeout: 15_000 }).toBe(200);
    await context.clearCookies();
    expect((await page.goto(`${shop.url}/shop`))!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("The shop is briefly unavailable");
    expect(shop.process.exitCode).toBeNull();
    // Test payments were asked for, and the start log says so (decision 004).
    expect(shop.output()).toContain("test payments are on");
    await context.close();
  });
});
