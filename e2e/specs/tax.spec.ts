import { writeFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { pdfText } from "../../tests/helpers/pdf.ts";
import { cartOf, readCatalogue, seedLists } from "../fixtures/lists.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { fillCheckout, payByCard, productPrice } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

// Tax by country (decision 040): prices show as the shopper's country expects them, with its tax
// in them ("Price includes VAT") or with tax added at the checkout (the US), and the order charges
// what the checkout's totals said.

/** The footer's "Prices for … Change": the country chosen on its page, then back to this page in it. */
async function pricesFor(page: Page, country: string): Promise<void> {
  await page.getByRole("contentinfo").getByRole("link", { name: "Change", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prices for your country" })).toBeVisible();
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
  await page.getByRole("main").getByLabel("Prices for").selectOption(country);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("contentinfo").getByText(country, { exact: true })).toBeVisible();
}

/** The checkout summary's line of this name (its term and its amount). */
const summaryLine = (page: Page, label: RegExp) =>
  page
    .getByRole("complementary")
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) });

test("a shopper in Germany sees prices with VAT in them, applies a code, bills another address, collects from the shop, pays in euros, and the invoice says the VAT it held", async ({
  page,
}, testInfo) => {
  const { plain } = await readCatalogue(page);
  // Two units come to the welcome code's minimum ($100 of parts).
  const part = plain.find((each) => 2 * (each.priceCents - each.discountCents) >= 10_000)!;
  await page.goto(`/product/${part.slug}`);
  const australian = await productPrice(page).textContent();
  await expect(page.getByText("Price includes GST")).toBeVisible();
  await pricesFor(page, "Germany");
  await expect(page.getByText("Price includes VAT")).toBeVisible();
  // Entered with Australia's GST in it, a price keeps its amount wherever tax is shown in prices.
  await expect(productPrice(page)).toHaveText(australian!);

  await seedLists(page, { cart: cartOf([{ product: part, quantity: 2 }]), currency: "EUR" });
  await page.goto("/cart/checkout");
  await fillCheckout(page);
  await page.getByLabel("Country").first().selectOption("Germany");
  await page.getByRole("radio", { name: /Collect from our store/ }).check();
  await expect(summaryLine(page, /Includes VAT \(19%\)/)).toBeVisible();
  // A code the shop does not know says so; the welcome code comes off as a line of the totals.
  const code = page.getByLabel("Discount code");
  await code.fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("We do not know this code. Check how it is spelt.")).toBeVisible();
  await code.fill("welcome10");
  await code.press("Enter");
  await expect(page.getByText("Code WELCOME10 applied.")).toBeVisible();
  const discount = summaryLine(page, /Discount \(WELCOME10\)/);
  await expect(discount).toBeVisible();
  const cents = async (label: RegExp) =>
    Math.round(Number((await summaryLine(page, label).locator("dd").textContent())!.replace(/[^\d.]/g, "")) * 100);
  // 10% of the goods, to the cent; the VAT is in what is left.
  expect(await cents(/Discount/)).toBe(Math.floor((2 * (await cents(/^Subtotal/)) * 1_000 + 10_000) / 20_000));
  expect(await cents(/^Total/)).toBe((await cents(/^Subtotal/)) + (await cents(/^Shipping/)) - (await cents(/Discount/)));
  await page.getByLabel("Bill to a different address").check();
  const billing = page.getByRole("group", { name: "Billing address" });
  await billing.getByLabel("First name").fill("Greta");
  await billing.getByLabel("Last name").fill("Bauer");
  await billing.getByLabel("Country").selectOption("Germany");
  await billing.getByLabel("Street address").fill("Hauptstraße 5");
  await billing.getByLabel("Suburb / city").fill("Berlin");
  await billing.getByLabel("Postcode").fill("10115");
  // The checkout with its tax lines and both addresses: nothing serious for assistive technology.
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
  const number = await payByCard(page);
  expect(number).toMatch(/^\d+$/);
  await expect(page.getByText(/Includes VAT \(19%\)/)).toBeVisible();
  await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
  await expect(page.getByText(/Bill to: Greta Bauer, Hauptstraße 5, Berlin 10115, Germany/)).toBeVisible();
  const total = (await page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Total$/ }) })
    .locator("dd")
    .textContent())!;
  expect(total).toMatch(/^€/);

  // The invoice: in euros, the discount and the VAT it held, billed to the other address.
  const link = page.locator("#order-documents a").first();
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.ok()).toBe(true);
  const bytes = await pdf.body();
  await writeFile(testInfo.outputPath("invoice-de.pdf"), bytes);
  const text = await pdfText(bytes);
  for (const words of ["Tax invoice", "Greta Bauer", "Discount: WELCOME10", "Includes VAT (19%)", "Amounts in EUR.", total.trim()])
    expect(text).toContain(words);
});

test("a shopper in the US sees prices without tax, and California's sales tax added at the checkout", async ({ page }) => {
  const { plain } = await readCatalogue(page);
  const part = plain[1]!;
  await page.goto(`/product/${part.slug}`);
  await pricesFor(page, "United States");
  await expect(page.getByText("Tax is added at checkout")).toBeVisible();

  await seedLists(page, { cart: cartOf([{ product: part }]) });
  await page.goto("/cart/checkout");
  await fillCheckout(page);
  await page.getByLabel("Country").selectOption("United States");
  await page.getByLabel("State (optional)").fill("California");
  const tax = summaryLine(page, /Sales tax \(7\.25%\)/);
  await expect(tax).toBeVisible();
  // The total is the lines, the delivery and the tax added to them, to the cent.
  const cents = async (label: RegExp) =>
    Math.round(Number((await summaryLine(page, label).locator("dd").textContent())!.replace(/[^\d.]/g, "")) * 100);
  expect(await cents(/^Total/)).toBe((await cents(/^Subtotal/)) + (await cents(/^Shipping/)) + (await cents(/Sales tax/)));
});

test("in Arabic, the checkout reads right to left with the UAE's VAT in its prices and a billing address, and axe finds nothing serious", async ({
  page,
}) => {
  const { plain } = await readCatalogue(page);
  await seedLists(page, { cart: cartOf([{ product: plain[2]! }]) });
  await page.goto("/cart/checkout?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("main").locator('select[name="country"]').selectOption("United Arab Emirates");
  await page.locator('input[name="billingDifferent"]').check();
  await expect(page.locator('input[name="billing.firstName"]')).toBeVisible();
  await expect(page.getByRole("complementary").getByText("يشمل VAT (5%)")).toBeVisible();
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
});
