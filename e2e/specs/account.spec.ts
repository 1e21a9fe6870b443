import { saveAddressThroughApi, signUpThroughApi } from "../fixtures/account.ts";
import { addToCart, openAPartFromHome, payByCard } from "../fixtures/shop.ts";
import { definitionOf } from "../fixtures/terms.ts";
import { expect, type Page, test } from "../fixtures/test.ts";

async function addAddress(page: Page, address: { firstName: string; street: string; country: string }): Promise<void> {
  await page.getByRole("link", { name: "Add an address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add an address" })).toBeVisible();
  await page.getByLabel("First name").fill(address.firstName);
  await page.getByLabel("Last name").fill("Ridge");
  await page.getByLabel("Country").selectOption(address.country);
  await page.getByLabel("Street address").fill(address.street);
  await page.getByLabel("Suburb / city").fill("Katoomba");
  await page.getByLabel("Postcode").fill("2780");
  await page.getByLabel("Phone").fill("+61 400 000 000");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address was saved." })).toBeVisible();
}

test("a customer saves two addresses, switches the default, and deleting the default passes it on", { tag: "@phone" }, async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/account/addresses");
  await expect(page.getByText("You have no saved addresses.")).toBeVisible();

  // spec §4: the first address is the default.
  await page.getByRole("link", { name: "Add an address" }).first().click();
  await expect(page.getByLabel("Use as my default address")).toBeChecked();
  await expect(page.getByLabel("Country")).toHaveValue("Australia");
  await page.goto("/account/addresses");
  await addAddress(page, { firstName: "Sam", street: "12 Ridge Road", country: "Australia" });
  await addAddress(page, { firstName: "Alex", street: "3 Harbour Street", country: "New Zealand" });

  const cards = page.getByRole("list", { name: "Addresses" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  const home = cards.filter({ hasText: "12 Ridge Road" });
  const harbour = cards.filter({ hasText: "3 Harbour Street" });
  await expect(home.getByText("Default", { exact: true })).toBeVisible();
  await expect(harbour).toContainText("New Zealand");
  await expect(harbour.getByText("Default", { exact: true })).toHaveCount(0);

  // Making the second the default clears the first.
  await harbour.getByRole("button", { name: /^Make default/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your default address was changed." })).toBeVisible();
  await expect(harbour.getByText("Default", { exact: true })).toBeVisible();
  await expect(home.getByText("Default", { exact: true })).toHaveCount(0);

  // Deleting the default makes the remaining one default.
  await harbour.getByRole("link", { name: /^Delete/ }).click();
  await expect(harbour.getByText("Delete this address?")).toBeVisible();
  await harbour.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address was deleted." })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(home.getByText("Default", { exact: true })).toBeVisible();

  await page.goto("/account/dashboard");
  await expect(page.getByRole("region", { name: "Default address" })).toContainText("12 Ridge Road");
});

test("a customer buys with a saved address, finds the order in the history, and a guest tracks it", async ({
  page,
  browser,
  browserProblems,
}) => {
  const customer = await signUpThroughApi(page);
  await saveAddressThroughApi(page, customer);

  await openAPartFromHome(page);
  await addToCart(page, 1);
  await page.goto("/cart/checkout");
  // The default saved address is chosen and fills the form.
  await expect(page.getByRole("radio", { name: /12 Ridge Road/ })).toBeChecked();
  await expect(page.getByLabel("Street address")).toHaveValue("12 Ridge Road");
  await expect(page.getByLabel("E-mail")).toHaveValue(customer.email);
  const number = await payByCard(page);

  await page.goto("/account/orders");
  await page.getByRole("link", { name: `Order #${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(definitionOf(page.getByRole("main"), "Status")).toHaveText("Being prepared");
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("12 Ridge Road");
  // The back office is not a customer's: its address answers 403 with a page that says so.
  browserProblems.expect({ responses: [{ status: 403, url: /\/admin\/orders(\?lang=ar)?$/ }] });
  const backOffice = await page.goto("/admin/orders");
  expect(backOffice?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "This page is for the shop's staff" })).toBeVisible();
  expect((await page.goto("/admin/orders?lang=ar"))?.status()).toBe(403);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "هذه الصفحة مخصصة لموظفي المتجر" })).toBeVisible();

  // A guest, in another browser, sees the status with the number and the e-mail.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  // The account area is not for guests: they are sent to sign in, and back afterwards.
  await guestPage.goto("/account/orders");
  await expect(guestPage).toHaveURL(/\/account\/login\?next=%2Faccount%2Forders$/);
  await guestPage.goto("/track-order");
  await expect(guestPage.locator("html[data-hydrated]")).toBeAttached();
  await guestPage.getByLabel("Order number").fill(number);
  await guestPage.getByLabel("E-mail").fill("someone-else@example.com");
  await guestPage.getByRole("button", { name: "Track order" }).click();
  await expect(guestPage.getByRole("alert")).toContainText("We found no order with that number and e-mail address.");
  await guestPage.getByLabel("E-mail").fill(customer.email);
  await guestPage.getByRole("button", { name: "Track order" }).click();
  const result = guestPage.getByRole("region", { name: "Your order" }).getByRole("status");
  await expect(result).toContainText(`Order #${number}`);
  await expect(result).toContainText("Being prepared");
  await expect(result).toContainText("1 item");
  await guest.close();
});
