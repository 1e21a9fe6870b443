import { writeFile } from "node:fs/promises";

import type { Product } from "../../src/domain/schemas/catalog.ts";
import { pdfText } from "../../tests/helpers/pdf.ts";
import { cartOf, seedLists, toProductView } from "../fixtures/lists.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { CARD_PAYS } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

// A bull bar to Dubai, in Arabic: a part no parcel carrier takes goes by air freight only (or is
// collected from the shop), and its invoice reads right to left in Arabic, with the UAE's VAT and
// the customs facts of a parcel leaving Australia.

test("a bull bar to the UAE in Arabic is offered freight only, and its invoice reads right to left", async ({ page }, testInfo) => {
  const listed = await page.request.get("/api/website/products/?filter_category=bull-bars&limit=50");
  expect(listed.ok()).toBe(true);
  const bars = ((await listed.json()) as { data: Product[] }).data.map(toProductView);
  const bar = bars.find(
    (each) => each.status === "show" && each.stock > 0 && each.options.length === 0 && each.category.slug === "bull-bars",
  )!;
  expect(bar, "the seeded catalogue has a bull bar in stock").toBeDefined();
  await seedLists(page, { cart: cartOf([{ product: bar }]) });

  await page.goto("/cart/checkout?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const form = page.getByRole("main");
  await form.locator('input[name="email"]').fill("salim@example.com");
  await form.locator('input[name="firstName"]').fill("سالم");
  await form.locator('input[name="lastName"]').fill("الهاشمي");
  await form.locator('select[name="country"]').selectOption("United Arab Emirates");
  await form.locator('input[name="address1"]').fill("شارع الشيخ زايد 12");
  await form.locator('input[name="suburb"]').fill("دبي");
  await form.locator('input[name="state"]').fill("Dubai");
  await form.locator('input[name="postcode"]').fill("00000");
  await form.locator('input[name="phone"]').fill("+971 4 555 0100");

  // What sends a bull bar to Dubai: air freight, and the shop's counter; no parcel service.
  const methods = form.locator('input[name="deliverMethod"]');
  // Australia's choices are two as well (freight and the counter) until the quote for Dubai comes.
  await expect
    .poll(() => methods.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
    .toEqual(["gulf-freight", "pickup"]);
  await expect(form.getByText("شحن جوي")).toBeVisible();
  await expect(page.getByRole("complementary").getByText("يشمل VAT (5%)")).toBeVisible();
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);

  await form.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await page.getByLabel("Card number").fill(CARD_PAYS);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "شكرًا لك! تم تأكيد طلبك." })).toBeVisible();

  // The invoice, from the order's page: Arabic, right to left, with the UAE's VAT and customs facts.
  const link = page.locator("#order-documents a").first();
  await expect(link).toBeVisible();
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const bytes = await pdf.body();
  // Kept with the run's results, to be turned into an image and looked at.
  await writeFile(testInfo.outputPath("invoice-ar.pdf"), bytes);
  const text = await pdfText(bytes);
  expect(text).toMatch(/[\u0600-\u06FF]/);
  // Words whose shaped letters each have a glyph of their own come back whole from a reader
  // (invoices.routes.test.ts says why not every word does): the table's headings.
  const letters = [...text].filter((char) => char === "\n" || char >= " ").join("");
  for (const word of ["الكمية", "سعر الوحدة", "المبلغ"]) expect(letters).toContain(word);
  expect(text).toContain("VAT (5%)");
  expect(text).toContain(bar.partNumber);
  // Leaving Australia: the part's origin (its brand's country) and its tariff code, as customs ask.
  expect(text).toContain("870810");
});
