import { expect, test } from "../fixtures/test.ts";

import { addToCart, CARD_DECLINED, fillCheckout, openAPartFromHome, payByCard } from "../fixtures/shop.ts";

test("a shopper buys a part from the home page and sees the paid order", async ({ page }) => {
  const name = await openAPartFromHome(page);
  await addToCart(page, 2);
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillCheckout(page);
  const total = await page.getByTestId("checkout-total").textContent();
  await payByCard(page);
  await expect(page.getByTestId("payment-status")).toHaveText("paid");
  await expect(page.getByTestId("order-total")).toHaveText(total!);
  await expect(page.getByText(`2 × ${name}`)).toBeVisible();
  // Paid: the cart is emptied, and stays empty after a reload.
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("0");
});

test("a declined card leaves the cart intact", async ({ page }) => {
  const name = await openAPartFromHome(page);
  await addToCart(page, 1);
  await page.goto("/cart/checkout");
  await fillCheckout(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await page.getByLabel("Card number").fill(CARD_DECLINED);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");

  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/cart");
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("the product page's HTML holds the title, price and meta description before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop");
  const href = await page.locator("article a").first().getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.getByTestId("price")).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(20);
  await context.close();
});
