import type { Locator } from "@playwright/test";

import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { cartOf, readCatalogue, seedLists } from "../fixtures/lists.ts";
import { fillCheckout, payByCard } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

/** A form refused at one field: marked, its problem said after the field's hint, and the focus on it. */
async function refusedAt(form: Locator, submit: string, field: string, problem: string): Promise<void> {
  await form.getByRole("button", { name: submit, exact: true }).click();
  const input = form.getByLabel(field, { exact: true });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(`${problem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(input).toBeFocused();
}

// The owner's shipping (decision 039): a zone and its method made in the back office are what the
// checkout offers a shopper of that country at the next request, and what the order is charged.

test("the owner adds a zone for Japan and its rate; a shopper in Japan is offered it, pays it, and the order keeps its name", async ({
  page,
  browser,
  baseURL,
}) => {
  const token = Date.now().toString(36);
  const code = `jp-${token}`;
  await signInToBackOffice(page, "/admin/shipping");

  const newZone = page.getByRole("form", { name: "A new zone" });
  await newZone.getByLabel("Name (English)", { exact: true }).fill(`Japan ${token}`);
  await newZone.getByLabel("Countries", { exact: true }).fill("jp, XX");
  await refusedAt(newZone, "Add the zone", "Countries", "Two-letter country codes (ISO 3166-1), such as AU, DE or US.");
  await newZone.getByLabel("Countries", { exact: true }).fill("jp");
  await newZone.getByRole("button", { name: "Add the zone" }).click();
  await actionDone(page, `The zone Japan ${token} was added: choose it in the list to add its methods.`);

  await page.getByRole("link", { name: `Japan ${token}` }).click();
  await expect(page.getByRole("heading", { name: `Methods of Japan ${token}` })).toBeVisible();
  const newMethod = page.getByRole("form", { name: `A new method for Japan ${token}` });
  await newMethod.getByLabel("Name (English)", { exact: true }).fill("EMS");
  await newMethod.getByLabel("Code", { exact: true }).fill(code);
  await newMethod.getByLabel("Kind", { exact: true }).selectOption({ label: "By the cart's weight" });
  await newMethod.getByLabel("Weight bands", { exact: true }).fill("2000 grams for 35");
  await refusedAt(
    newMethod,
    "Add the method",
    "Weight bands",
    "A line each: the grams the band goes up to, a colon, the price (2000: 45).",
  );
  await newMethod.getByLabel("Weight bands", { exact: true }).fill("100000: 35\n200000: 70");
  await newMethod.getByLabel("Shortest delivery (working days)", { exact: true }).fill("4");
  await newMethod.getByLabel("Longest delivery (working days)", { exact: true }).fill("9");
  await newMethod.getByRole("button", { name: "Add the method" }).click();
  await actionDone(page, "The method EMS was added.");
  await expect(page.getByRole("link", { name: "EMS" })).toBeVisible();

  // A shopper in Japan, with the first plain part of the shop in the cart.
  const shopper = await browser.newPage({ baseURL });
  const { plain } = await readCatalogue(shopper);
  await seedLists(shopper, { cart: cartOf([{ product: plain[0]! }]) });
  await shopper.goto("/cart/checkout");
  await expect(shopper.getByRole("radio", { name: /Standard delivery/ })).toBeChecked();
  await fillCheckout(shopper);
  await shopper.getByLabel("Country").selectOption("Japan");
  const ems = shopper.getByRole("radio", { name: /EMS/ });
  await expect(ems).toBeChecked();
  await expect(shopper.getByText("4–9 working days")).toBeVisible();
  await expect(shopper.getByRole("radio", { name: /Standard delivery/ })).toHaveCount(0);
  const number = await payByCard(shopper);
  await expect(shopper.getByText("(EMS)")).toBeVisible();

  // The back office's order reads what was charged.
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByText("$35.00").first()).toBeVisible();
  await shopper.close();
});
