import { sellingPriceCents } from "../../src/domain/pricing.ts";
import { nameOf, PERSIST_KEY, readCatalogue, readStorage, seedLists, shown } from "../fixtures/lists.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expectCartCount } from "../fixtures/shop.ts";
import { expect, type Page, test } from "../fixtures/test.ts";

const table = (page: Page) => page.getByRole("table", { name: "Compared parts" });

test("the compare page shows the parts side by side, removes one and clears the list", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const parts = plain.slice(0, 3);
  await seedLists(page, { compare: parts });
  await page.goto("/compare");

  await expect(page.getByRole("heading", { level: 1, name: "Compare parts" })).toBeVisible();
  await expect(page.getByText("3 parts side by side")).toBeVisible();
  for (const part of parts) {
    await expect(table(page).getByRole("columnheader", { name: nameOf(part) })).toBeVisible();
  }
  const partNumbers = table(page).getByRole("row", { name: /^Part number/ });
  await expect(partNumbers).toContainText(parts.map((p) => p.partNumber).join(""));
  await expect(table(page).getByRole("row", { name: /^Price/ })).toContainText(shown(sellingPriceCents(parts[0]!)));
  for (const name of ["Rating", "Availability", "Brand", "SKU", "Category", "Tags"]) {
    await expect(table(page).getByRole("rowheader", { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // spec §4: remove by product id.
  await page.getByRole("button", { name: `Remove ${nameOf(parts[1]!)} from the compare list` }).click();
  await expect(table(page).getByRole("columnheader")).toHaveCount(2);
  await expect(table(page).getByRole("columnheader", { name: nameOf(parts[1]!) })).toHaveCount(0);
  await expect(page.getByText("2 parts side by side")).toBeVisible();
  const stored = (await readStorage(page, PERSIST_KEY)) as { state: { compare: { items: { id: number }[] } } };
  expect(stored.state.compare.items.map((p) => p.id)).toEqual([parts[0]!.id, parts[2]!.id]);

  // spec §4: clear.
  await page.getByRole("button", { name: "Clear list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your compare list is empty" })).toBeVisible();
  await page.getByRole("link", { name: "Browse the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("showing only differences hides the rows the parts share", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const [first, second] = [plain[0]!, { ...plain[1]!, tags: [...plain[0]!.tags] }];
  await seedLists(page, { compare: [first, second] });
  await page.goto("/compare");

  const tags = table(page).getByRole("rowheader", { name: /^Tags/ });
  await expect(tags).toBeVisible();
  await page.getByLabel("Show only differences").check();
  await expect(tags).toHaveCount(0);
  await expect(table(page).getByRole("rowheader", { name: /^Part number/ })).toBeVisible();
  await page.getByLabel("Show only differences").uncheck();
  await expect(tags).toBeVisible();
});

test("a part adds to the cart from the compare list; a part with options leads to its page", async ({ page }) => {
  const { plain, withOptions } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { compare: [part, withOptions] });
  await page.goto("/compare");

  await table(page)
    .getByRole("button", { name: `Add to cart: ${nameOf(part)}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `“${nameOf(part)}” was added to your cart.` })).toBeVisible();
  await expectCartCount(page, 1);
  await expect(table(page).getByRole("columnheader", { name: nameOf(part) })).toBeVisible();

  await table(page)
    .getByRole("link", { name: `Choose options: ${nameOf(withOptions)}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${withOptions.slug}$`));
});

test("the attribute names stay in view while the table scrolls sideways", { tag: "@phone" }, async ({ page }) => {
  const { plain } = await readCatalogue(page);
  await seedLists(page, { compare: plain.slice(0, 3) });
  await page.goto("/compare");

  const region = page.getByRole("region", { name: "Compared parts" });
  const price = table(page).getByRole("rowheader", { name: /^Price/ });
  await expect(price).toBeVisible();
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const box = (await region.boundingBox())!;
  const header = (await price.boundingBox())!;
  expect(header.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(header.x + header.width).toBeLessThanOrEqual(box.x + box.width + 1);
});

test("the compare page in Arabic is right to left, with the names column on the right", { tag: "@phone" }, async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const parts = plain.slice(0, 3);
  await seedLists(page, { compare: parts });
  await page.goto("/compare?lang=ar");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "مقارنة القطع" })).toBeVisible();
  const region = page.getByRole("region", { name: "القطع المقارنة" });
  const price = region.getByRole("rowheader", { name: /^السعر/ });
  await expect(price).toBeVisible();
  const box = (await region.boundingBox())!;
  const header = (await price.boundingBox())!;
  expect(Math.abs(box.x + box.width - (header.x + header.width))).toBeLessThan(3);
  await page.getByRole("button", { name: "مسح القائمة" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "قائمة المقارنة فارغة" })).toBeVisible();
});

test("the server renders no empty message before the stored compare list is read", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/compare");
  await expect(page.getByRole("heading", { level: 1, name: "Compare parts" })).toBeVisible();
  await expect(page.getByText("Your compare list is empty")).toHaveCount(0);
  await expect(page).toHaveTitle("Compare parts · Overland");
  await context.close();
});

test("the compare table has no serious accessibility problem", async ({ page }) => {
  const { plain, withOptions } = await readCatalogue(page);
  await seedLists(page, { compare: [plain[0]!, withOptions] });
  await page.goto("/compare");
  await expect(table(page).getByRole("columnheader")).toHaveCount(2);
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
});
