import { sellingPriceCents } from "../../src/domain/pricing.ts";
import { cartOf, nameOf, readCatalogue, seedLists, shown } from "../fixtures/lists.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expectCartCount } from "../fixtures/shop.ts";
import { definitionOf } from "../fixtures/terms.ts";
import { expect, test } from "../fixtures/test.ts";

test("changing a quantity updates the line, the subtotal and the cart count", { tag: "@phone" }, async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const [first, second] = [plain[0]!, plain[1]!];
  await seedLists(page, { cart: cartOf([{ product: first }, { product: second }]) });
  await page.goto("/cart");

  const price = (p: typeof first) => sellingPriceCents(p);
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(shown(price(first) + price(second)));
  await page.getByRole("button", { name: `Increase the quantity of ${nameOf(first)}` }).click();
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${nameOf(first)}` })).toHaveValue("2");
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(shown(2 * price(first) + price(second)));
  await expectCartCount(page, 3);

  const quantity = page.getByRole("spinbutton", { name: `Quantity of ${nameOf(second)}` });
  await quantity.fill("4");
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(shown(2 * price(first) + 4 * price(second)));
  await page.getByRole("button", { name: `Decrease the quantity of ${nameOf(second)}` }).click();
  await expect(quantity).toHaveValue("3");
  await expect(definitionOf(page.getByRole("main"), "Total")).toHaveText(shown(2 * price(first) + 3 * price(second)));
});

test("a quantity under 1 or not a number falls back to 1", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { cart: cartOf([{ product: part, quantity: 3 }]) });
  await page.goto("/cart");

  const quantity = page.getByRole("spinbutton", { name: `Quantity of ${nameOf(part)}` });
  await quantity.fill("0");
  await quantity.blur();
  await expect(quantity).toHaveValue("1");
  await expect(page.getByRole("button", { name: `Decrease the quantity of ${nameOf(part)}` })).toBeDisabled();
  await quantity.fill("");
  await quantity.blur();
  await expect(quantity).toHaveValue("1");
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(shown(sellingPriceCents(part)));
});

test("removing the last part empties the cart and drops the shipping line", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const [first, second] = [plain[0]!, plain[1]!];
  await seedLists(page, { cart: cartOf([{ product: first }, { product: second }]) });
  await page.goto("/cart");

  // spec §4: a shipping line exists only while the cart holds something.
  await expect(definitionOf(page.getByRole("main"), "Shipping")).toHaveText(/Calculated at checkout/);
  await page.getByRole("button", { name: `Remove ${nameOf(first)} from the cart` }).click();
  await expect(page.getByRole("link", { name: nameOf(first) })).toHaveCount(0);
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(shown(sellingPriceCents(second)));
  await page.getByRole("button", { name: `Remove ${nameOf(second)} from the cart` }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
  await expect(definitionOf(page.getByRole("main"), "Shipping")).toHaveCount(0);
  await expectCartCount(page, 0);
  await page.getByRole("main").getByRole("link", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("the cart leads to the checkout with its parts and totals", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { cart: cartOf([{ product: part, quantity: 2 }]) });
  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(`2 × ${nameOf(part)}`)).toBeVisible();
  // spec §9 sample checkout: standard shipping 25 and tax 20%, Australia's GST, in the prices (decision 040).
  const goods = 2 * sellingPriceCents(part);
  await expect(definitionOf(page.getByRole("main"), "Total")).toHaveText(shown(goods + 2500));
  await expect(definitionOf(page.getByRole("main"), "Includes GST (20%)")).toHaveText(shown(Math.round(((goods + 2500) * 20) / 120)));
  await expect(page).toHaveTitle("Checkout · Overland");
});

test("the checkout names each missing field", async ({ page, browserProblems }) => {
  // The checkout's action answers a form with problems 400, naming them.
  browserProblems.expect({ responses: [{ status: 400, url: /\/cart\/checkout\.data$/ }] });
  const { plain } = await readCatalogue(page);
  await seedLists(page, { cart: cartOf([{ product: plain[0]! }]) });
  await page.goto("/cart/checkout");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await page.getByLabel("E-mail").fill("not an address");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Enter an e-mail address, such as name@example.com.")).toBeVisible();
});

test("the server renders no empty-cart message before the stored cart is read", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Your cart is empty")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await context.close();
});

test("the cart in Arabic is right to left and translated", { tag: "@phone" }, async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { cart: cartOf([{ product: part }]) });
  await page.goto("/cart?lang=ar");

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "سلة التسوق" })).toBeVisible();
  await expect(page.getByRole("link", { name: part.title.ar ?? nameOf(part) })).toBeVisible();
  await expect(page.getByRole("link", { name: "إتمام الطلب" })).toBeVisible();
  await page.getByRole("button", { name: `إزالة ${part.title.ar ?? nameOf(part)} من السلة` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "سلتك فارغة" })).toBeVisible();
});

test("the filled cart has no serious accessibility problem", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  await seedLists(page, { cart: cartOf([{ product: plain[0]! }, { product: plain[1]!, quantity: 2 }]) });
  await page.goto("/cart");
  await expect(page.getByRole("region", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
});

test("checkout shows amounts in euros and says the payment is taken in euros", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[0]!;
  await seedLists(page, { cart: cartOf([{ product: part }]), currency: "EUR" });
  await page.goto("/cart/checkout");
  await expect(definitionOf(page.getByRole("main"), "Total")).toHaveText(/^€/);
  await expect(page.getByText(/^You pay in EUR: €\d[\d,]*\.\d{2}\.$/)).toBeVisible();
});
