import { sellingPriceCents } from "../../src/domain/pricing.ts";
import { nameOf, readCatalogue, readStorage, seedLists, shown, WISHLIST_KEY } from "../fixtures/lists.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expectCartCount } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

test("the wishlist shows the saved parts and removes one", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const [first, second] = [plain[0]!, plain[1]!];
  await seedLists(page, { wishlist: [first, second] });
  await page.goto("/wishlist");

  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await expect(page.getByText("2 saved parts")).toBeVisible();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: nameOf(first) }) });
  await expect(row).toContainText(shown(sellingPriceCents(first)));
  await expect(row).toContainText(/In stock|Low stock/);

  // spec §4: removing deletes by product id.
  await page.getByRole("button", { name: `Remove ${nameOf(first)} from the wishlist` }).click();
  await expect(page.getByRole("link", { name: nameOf(first) })).toHaveCount(0);
  await expect(page.getByRole("link", { name: nameOf(second) })).toBeVisible();
  await expect(page.getByText("1 saved part", { exact: true })).toBeVisible();
  // spec §3: the wishlist is also kept under the key "wishlist".
  expect(((await readStorage(page, WISHLIST_KEY)) as { id: number }[]).map((p) => p.id)).toEqual([second.id]);

  await page.getByRole("button", { name: `Remove ${nameOf(second)} from the wishlist` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your wishlist is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop");
});

test("adding to the cart from the wishlist keeps the part saved", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { wishlist: [part] });
  await page.goto("/wishlist");

  await page.getByRole("button", { name: `Add to cart: ${nameOf(part)}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${nameOf(part)}” was added to your cart.` })).toBeVisible();
  await expectCartCount(page, 1);
  await expect(page.getByRole("link", { name: nameOf(part) })).toBeVisible();

  await page.getByRole("button", { name: `Add to cart: ${nameOf(part)}` }).click();
  await expectCartCount(page, 2);
  await page.goto("/cart");
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${nameOf(part)}` })).toHaveValue("2");
});

test("a part out of stock cannot be added; a part with options leads to its page", async ({ page }) => {
  const { outOfStock, withOptions } = await readCatalogue(page);
  await seedLists(page, { wishlist: [outOfStock, withOptions] });
  await page.goto("/wishlist");

  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: nameOf(outOfStock) }) });
  await expect(row).toContainText("Out of stock");
  await expect(page.getByRole("button", { name: `Add to cart: ${nameOf(outOfStock)}` })).toBeDisabled();
  await expect(page.getByRole("link", { name: `Choose options: ${nameOf(withOptions)}` })).toHaveAttribute(
    "href",
    `/product/${withOptions.slug}`,
  );
});

test("the wishlist in Arabic is right to left and translated", { tag: "@phone" }, async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { wishlist: [part] });
  await page.goto("/wishlist?lang=ar");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "المفضلة" })).toBeVisible();
  await page.getByRole("button", { name: `إزالة ${part.title.ar ?? nameOf(part)} من المفضلة` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "المفضلة فارغة" })).toBeVisible();
});

test("the server renders no empty message before the stored wishlist is read", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await expect(page.getByText("Your wishlist is empty")).toHaveCount(0);
  await context.close();
});

test("the wishlist has no serious accessibility problem", async ({ page }) => {
  const { plain, outOfStock, withOptions } = await readCatalogue(page);
  await seedLists(page, { wishlist: [plain[0]!, outOfStock, withOptions] });
  await page.goto("/wishlist");
  await expect(page.getByText("3 saved parts")).toBeVisible();
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
});
