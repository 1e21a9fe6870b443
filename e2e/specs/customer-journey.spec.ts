import { accountButton, uniqueEmail } from "../fixtures/account.ts";
import { cards, cardTitle, chip, resultCount } from "../fixtures/listing.ts";
import { mailedLink } from "../fixtures/mail.ts";
import { addToCart, payByCard } from "../fixtures/shop.ts";
import { expect, type Page, test } from "../fixtures/test.ts";
import {
  chooseVehicle,
  fullName,
  LAND_CRUISER_80,
  pickerButton,
  shortName,
  vehicleId,
  WRANGLER_JL,
  WRANGLER_JL_VIN,
} from "../fixtures/vehicle.ts";

// The acceptance journey, one customer from sign-up to a reset password, through the pages
// only (the API is used to read what a shopper cannot see: counts and fitment).

async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  const signIn = page.getByRole("main").getByRole("region", { name: "Sign in" });
  await signIn.getByLabel("E-mail").fill(email);
  await signIn.getByLabel("Password").fill(password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page, email: string): Promise<void> {
  await accountButton(page, email).click();
  await page.getByRole("navigation", { name: "Account menu" }).getByRole("button", { name: "Logout" }).click();
  await expect(accountButton(page, "Sign in")).toBeVisible();
}

async function saveAddress(page: Page, firstName: string, street: string): Promise<void> {
  await page.goto("/account/addresses/new");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Ridge");
  await page.getByLabel("Street address").fill(street);
  await page.getByLabel("Suburb / city").fill("Katoomba");
  await page.getByLabel("Postcode").fill("2780");
  await page.getByLabel("Phone").fill("+61 400 000 000");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The address was saved." })).toBeVisible();
}

test("a customer signs up, keeps a garage, buys with a saved address, tracks the order and changes and resets the password", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("journey");

  // Sign up, then confirm the address through the mailed link.
  await page.goto("/account/login");
  const signUp = page.getByRole("main").getByRole("region", { name: "Create an account" });
  await signUp.getByLabel("Name").fill("Jo Ridge");
  await signUp.getByLabel("E-mail").fill(email);
  await signUp.getByLabel("Password").fill("first-pass");
  await signUp.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.goto(await mailedLink(email, "/account/verify/"));
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByText("Your e-mail address is confirmed")).toBeVisible();

  // Signed out and in again, with the header showing the e-mail.
  await signOut(page, email);
  await page.goto("/account/login");
  await signInOnPage(page, email, "first-pass");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(accountButton(page, email)).toBeVisible();

  // Two vehicles: one through the four selects, one by its VIN; then the first is chosen.
  await page.goto("/account/garage");
  const form = page.getByRole("complementary", { name: "Add a vehicle" });
  await chooseVehicle(form, LAND_CRUISER_80);
  await form.getByRole("button", { name: "Add vehicle" }).click();
  const garage = page.getByRole("group", { name: /Choose the current vehicle/ });
  await expect(garage.getByRole("radio", { name: fullName(LAND_CRUISER_80) })).toBeChecked();
  await form.getByLabel("VIN").fill(WRANGLER_JL_VIN);
  await expect(form.getByRole("alert")).toHaveText(`Vehicle found: ${fullName(WRANGLER_JL)}`);
  await form.getByRole("button", { name: "Add vehicle" }).click();
  await expect(garage.getByRole("radio", { name: fullName(WRANGLER_JL) })).toBeChecked();
  await garage.getByRole("radio", { name: fullName(LAND_CRUISER_80) }).check();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_80)));
  const stored = async () =>
    ((await (await page.request.get("/api/website/user/vehicles")).json()) as { items: unknown[]; current: number }).current;
  const lc80 = await vehicleId(request, LAND_CRUISER_80);
  await expect.poll(stored).toBe(lc80);

  // The listing is narrowed to the current vehicle, and a part's page says it fits.
  const total = async (params: Record<string, number>) =>
    ((await (await request.get("/api/website/products/", { params: { limit: 1, ...params } })).json()) as { pagination: { total: number } })
      .pagination.total;
  const fitting = await total({ filter_vehicle: lc80 });
  expect(fitting).toBeLessThan(await total({}));
  await page.goto("/shop");
  await expect(chip(page, `Fits ${fullName(LAND_CRUISER_80)}`)).toBeVisible();
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${new Intl.NumberFormat("en").format(fitting)} parts?$`));
  const inStock = cards(page).filter({ hasNotText: "Out of stock" }).first();
  const name = (await cardTitle(inStock).textContent())!.trim();
  await cardTitle(inStock).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Fits your ${fullName(LAND_CRUISER_80)}`, { exact: true })).toBeVisible();

  // Two addresses; the second becomes the default.
  await saveAddress(page, "Jo", "12 Ridge Road");
  await saveAddress(page, "Sam", "3 Harbour Street");
  await page.goto("/account/addresses");
  const addresses = page.getByRole("list", { name: "Addresses" }).getByRole("listitem");
  const harbour = addresses.filter({ hasText: "3 Harbour Street" });
  await harbour.getByRole("button", { name: /^Make default/ }).click();
  await expect(harbour.getByText("Default", { exact: true })).toBeVisible();
  await expect(addresses.filter({ hasText: "12 Ridge Road" }).getByText("Default", { exact: true })).toHaveCount(0);

  // Buy the part with the saved default address.
  await page.goBack();
  await page.goBack();
  await page.goto("/shop");
  await cardTitle(cards(page).filter({ hasText: name })).click();
  await addToCart(page, 1);
  await page.goto("/cart/checkout");
  await expect(page.getByRole("radio", { name: /3 Harbour Street/ })).toBeChecked();
  await expect(page.getByLabel("Street address")).toHaveValue("3 Harbour Street");
  const number = await payByCard(page);

  // The order is in the history, and a guest finds it by number and e-mail.
  await page.goto("/account/orders");
  await page.getByRole("link", { name: `Order #${number}` }).click();
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("3 Harbour Street");
  await expect(page.getByRole("main")).toContainText(name);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/track-order");
  await expect(guestPage.locator("html[data-hydrated]")).toBeAttached();
  await guestPage.getByLabel("Order number").fill(number);
  await guestPage.getByLabel("E-mail").fill(email);
  await guestPage.getByRole("button", { name: "Track order" }).click();
  await expect(guestPage.getByRole("region", { name: "Your order" }).getByRole("status")).toContainText(`Order #${number}`);
  await guest.close();

  // Change the password; the new one signs in, the old one no longer does.
  await page.goto("/account/password");
  await page.getByLabel("Current password").fill("first-pass");
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByLabel("Repeat the new password").fill("second-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();
  await signOut(page, email);
  await page.goto("/account/login");
  await signInOnPage(page, email, "first-pass");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail address or the password is not right.");
  await signInOnPage(page, email, "second-pass");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await signOut(page, email);

  // Forgotten: a reset link by e-mail sets a third password.
  await page.goto("/account/forgot-password");
  await page.getByRole("main").getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("Check your inbox.")).toBeVisible();
  await page.goto(await mailedLink(email, "/account/reset-password/"));
  await page.getByRole("main").getByLabel("New password", { exact: true }).fill("third-pass");
  await page.getByRole("main").getByLabel("Repeat the new password").fill("third-pass");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await page.goto("/account/login");
  await signInOnPage(page, email, "third-pass");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(accountButton(page, email)).toBeVisible();
});
