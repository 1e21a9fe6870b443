import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type ShopProcess, startShop } from "../../tests/helpers/shop-process.ts";
import { expectRefused } from "../fixtures/back-office.ts";
import { message } from "../fixtures/home.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";

// A new shop's first start: it has no owner, so it prints a one-time link; /admin/login says how
// the owner is made (never the link); the link's form makes the owner and signs them in, and then
// answers 410. The journeys' shop has its owner already: this one is a shop of its own, on an
// embedded database without a catalogue (a few seconds to start).

const ar = (key: string) => message("ar", key);

test.describe("the first owner of a new shop", () => {
  test.use({ expectedResponses: [{ status: 410, url: /\/admin\/setup\// }] });
  let folder: string;
  let shop: ShopProcess;

  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "overland-first-owner-"));
    shop = await startShop({ DATA_DIR: join(folder, "data"), SEED: "never" });
  });
  test.afterAll(async () => {
    await shop?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test("is made in Arabic with the link the start printed, signed in, and the link then works no more", async ({ page }, testInfo) => {
    const link = /http:\/\/127\.0\.0\.1:\d+(\/admin\/setup\/([\w-]{43}))/.exec(shop.output());
    expect(link, shop.output()).not.toBeNull();
    const [, path, token] = link as unknown as [string, string, string];

    // A guest at /admin is sent to the sign-in, which says the shop has no owner and how one is made.
    await page.goto(`${shop.url}/admin/login?lang=ar`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("admin.login.noOwner.title"));
    await expect(page.getByText(`${shop.url}/admin/setup/…`)).toBeVisible();
    expect(await page.content()).not.toContain(token);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("no-owner-ar.png") });

    await page.goto(`${shop.url}${path}?lang=ar`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("admin.setup.title"));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(ar("admin.setup.name")).fill("أولغا المالكة");
    await page.getByLabel(ar("admin.setup.email")).fill("olga@first-owner.test");
    await page.getByLabel(ar("admin.setup.password"), { exact: true }).fill("trail-worthy-4x4");
    await page.getByLabel(ar("admin.setup.confirm")).fill("trail-worthy-4x5");
    await expectRefused(page, ar("admin.setup.submit"), ar("admin.setup.confirm"), ar("admin.fieldErrors.mismatch"));
    await page.screenshot({ path: testInfo.outputPath("setup-ar.png") });
    await page.getByLabel(ar("admin.setup.password"), { exact: true }).fill("trail-worthy-4x4");
    await page.getByLabel(ar("admin.setup.confirm")).fill("trail-worthy-4x4");
    await page.getByRole("button", { name: ar("admin.setup.submit") }).click();

    // Signed in: the back office's dashboard, under the new owner's name.
    await expect(page).toHaveURL(`${shop.url}/admin`);
    await expect(page.getByRole("navigation", { name: ar("admin.nav.label") })).toBeVisible();
    await expect(page.getByText("olga@first-owner.test")).toBeVisible();

    // The link was spent: it answers 410, with a page that says the shop has an owner.
    const again = await page.goto(`${shop.url}${path}?lang=en`);
    expect(again!.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "admin.setup.owned.title"));
  });
});
