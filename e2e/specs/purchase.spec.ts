import { createHash } from "node:crypto";

import {
  addToCart,
  CARD_DECLINED,
  expectCartCount,
  fillCheckout,
  openAPartFromHome,
  orderLine,
  payByCard,
  productPrice,
} from "../fixtures/shop.ts";
import { definitionOf } from "../fixtures/terms.ts";
import { expect, test } from "../fixtures/test.ts";

test("a shopper buys a part from the home page and sees the paid order", { tag: "@phone" }, async ({ page }) => {
  const name = await openAPartFromHome(page);
  await addToCart(page, 2);
  await expectCartCount(page, 2);

  await page.getByRole("link", { name: "View cart" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillCheckout(page);
  const total = await definitionOf(page.getByRole("main"), "Total").textContent();
  // The shop takes test payments here, and says so before the shopper pays (decision 004).
  await expect(page.getByRole("note").filter({ hasText: "this shop takes no real money" })).toBeVisible();
  await payByCard(page);
  await expect(orderLine(page)).toHaveText(/· payment paid$/);
  await expect(definitionOf(page.getByRole("main"), "Total")).toHaveText(total!);
  await expect(page.getByText(`2 × ${name}`)).toBeVisible();
  // Paid: the cart is emptied, and stays empty after a reload.
  await expectCartCount(page, 0);
  await page.reload();
  await expectCartCount(page, 0);
});

test("a declined card leaves the cart intact", async ({ page, browserProblems }) => {
  // The test provider's payment page answers a declined card 402.
  browserProblems.expect({ responses: [{ status: 402, url: /\/api\/website\/payments\/test\/[\w-]+$/ }] });
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
  await expectCartCount(page, 1);
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
  await expect(productPrice(page)).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(20);
  await context.close();
});

test("pages carry a strict Content-Security-Policy: a rendered page's nonce is new on every request, a kept page names its scripts' hashes", async ({
  request,
}) => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1]!.includes("application/ld+json"));
  // A page with a session cookie (here one that names no session) is rendered for its request.
  const rendered = () => request.get("/shop", { headers: { cookie: "ov_session=none" } });
  const first = await rendered();
  expect(first.headers()["x-cache"]).toBeUndefined();
  const policy = first.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("unsafe-eval");
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  const scripts = inlineScripts(await first.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script[1]).toContain(`nonce="${nonce}"`);
  expect((await rendered()).headers()["content-security-policy"]).not.toContain(nonce);

  // A guest's page sent again from the cache (decision 015): no nonce, every inline script by its hash.
  await expect.poll(async () => (await request.get("/shop")).headers()["x-cache"]).toBe("hit");
  const kept = await request.get("/shop");
  if (kept.headers()["x-cache"] === "hit") {
    const keptPolicy = kept.headers()["content-security-policy"]!;
    expect(keptPolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(keptPolicy).not.toContain("nonce-");
    expect(keptPolicy).toContain("object-src 'none'");
    for (const script of inlineScripts(await kept.text())) {
      expect(keptPolicy).toContain(`'sha256-${createHash("sha256").update(script[2]!, "utf8").digest("base64")}'`);
    }
  }
  // Every answer, the API's too, has the other security headers.
  const api = await request.get("/api/website/products/?limit=1");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["x-frame-options"]).toBe("SAMEORIGIN");
});
