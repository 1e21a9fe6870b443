import { devices } from "@playwright/test";

import { accountButton, signUpThroughApi, uniqueEmail } from "../fixtures/account.ts";
import { signInToBackOffice } from "../fixtures/back-office.ts";
import { message } from "../fixtures/home.ts";
import { mailedLink } from "../fixtures/mail.ts";
import { findProduct, findProductToBuy } from "../fixtures/product.ts";
import { expect, type Page, test } from "../fixtures/test.ts";

// Decision 042: a signed-in customer's cart follows them from one device to the next, and a
// sold-out part's subscriber is mailed when stock is received.

const t = (key: string) => message("en", key);
const plainPart = (p: { options: unknown[]; stock: number }) => p.options.length === 0 && p.stock > 10;

async function addToCart(page: Page, slug: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  const form = page.getByRole("form", { name: t("common.product.addToCart") });
  await form.getByRole("button", { name: t("common.product.addToCart") }).click();
  await expect(page.getByText(t("product.addToCart.added"))).toBeVisible();
}

test("a cart filled on a phone is in the desktop's cart after signing in there, merged with the desktop's own, and leaves it on sign-out", async ({
  browser,
  page,
  baseURL,
}) => {
  const fromPhone = await findProductToBuy(page.request, plainPart, 2);
  const fromDesktop = await findProductToBuy(page.request, (p) => plainPart(p) && p.title.en !== fromPhone.title.en, 2);

  const phoneContext = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const phone = await phoneContext.newPage();
  const customer = await signUpThroughApi(phone);
  await addToCart(phone, fromPhone.slug);
  // The line is the account's, on the server.
  await expect
    .poll(async () => ((await (await phone.request.get("/api/website/user/cart")).json()) as { items: unknown[] }).items.length)
    .toBe(1);
  await phoneContext.close();

  // The desktop, a guest with a part of its own in the cart, signs in.
  await addToCart(page, fromDesktop.slug);
  await page.goto("/account/login");
  const signIn = page.getByRole("main").getByRole("region", { name: t("auth.login.signInTitle") });
  await signIn.getByLabel(t("auth.fields.email")).fill(customer.email);
  await signIn.getByLabel(t("auth.fields.password")).fill(customer.password);
  await signIn.getByRole("button", { name: t("auth.login.signIn") }).click();
  await expect(page).not.toHaveURL(/\/account\/login/);

  await page.goto("/cart");
  const lines = page.getByRole("region", { name: t("cart.itemsLabel") });
  await expect(lines.getByRole("link", { name: fromPhone.title.en })).toBeVisible();
  await expect(lines.getByRole("link", { name: fromDesktop.title.en })).toBeVisible();

  // Signing out leaves the account's cart on the server, not in this browser.
  await accountButton(page, customer.email).click();
  await page.getByRole("button", { name: t("auth.menu.logout") }).click();
  await expect(accountButton(page, t("header.account.signIn"))).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: t("cart.empty.title") })).toBeVisible();
});

test("a part added while the account's cart is still being read stays in the cart, on the server too", async ({ page }) => {
  const part = await findProductToBuy(page.request, plainPart, 2);
  await signUpThroughApi(page);
  // The account's cart is slow to come: the shopper adds a part before it has.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/website/user/cart", async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  await addToCart(page, part.slug);
  release();
  await expect
    .poll(async () => ((await (await page.request.get("/api/website/user/cart")).json()) as { items: unknown[] }).items.length)
    .toBe(1);
  await page.goto("/cart");
  await expect(page.getByRole("region", { name: t("cart.itemsLabel") }).getByRole("link", { name: part.title.en })).toBeVisible();
});

test("a shopper asks to be told when a sold-out part is back, and is mailed once stock is received", async ({ browser, page, baseURL }) => {
  // A part far down the list: other journeys running beside this one buy the first ones.
  const part = await findProduct(page.request, plainPart, 25);
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInToBackOffice(staff);
  const origin = { origin: new URL(staff.url()).origin };
  const counted = await staff.request.post(`/api/admin/products/${part._id}/stock`, {
    headers: origin,
    data: { kind: "correction", units: 0, note: "sold out for the journey" },
  });
  expect(counted.status(), await counted.text()).toBe(200);

  const email = uniqueEmail("waiting");
  await page.goto(`/product/${part.slug}`);
  const ask = page.getByRole("region", { name: t("product.backInStock.title") });
  await ask.getByLabel(t("product.backInStock.email")).fill(email);
  await ask.getByRole("button", { name: t("product.backInStock.submit") }).click();
  await expect(ask.getByRole("status")).toHaveText(t("product.backInStock.done"));

  const received = await staff.request.post(`/api/admin/products/${part._id}/stock`, {
    headers: origin,
    data: { kind: "receipt", units: 5, note: "back for the journey" },
  });
  expect(received.status(), await received.text()).toBe(200);
  expect(await mailedLink(email, "/product/")).toBe(`/product/${part.slug}`);
});
