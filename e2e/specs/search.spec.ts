import type { APIRequestContext, Page } from "@playwright/test";

import { signInToBackOffice } from "../fixtures/back-office.ts";
import { searchBox } from "../fixtures/frame.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";
import { addVehicle, LAND_CRUISER_80, openPicker, shortName, vehicleId } from "../fixtures/vehicle.ts";

// The results page. The matching rules themselves are proved one by one in
// search.routes.test.ts; these journeys prove a shopper reaches them and can read the answer.

interface ApiProduct {
  slug: string;
  productId: string;
  title: { en: string; ru?: string; ar?: string };
  universal: boolean;
  prices: { price: number; discount: number };
}

async function apiSearch(request: APIRequestContext, q: string, params: Record<string, string> = {}) {
  const response = await request.get("/api/website/products/", { params: { q, limit: 16, ...params } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: ApiProduct[]; pagination: { total: number } };
}

const cards = (page: Page) =>
  page
    .getByRole("region", { name: /^Results for/ })
    .getByRole("listitem")
    .getByRole("heading");

test("a part number written another way, typed into the header, opens the results with that part first", async ({ page, request }) => {
  const [part] = (await apiSearch(request, "snorkel")).data;
  // LC79-SH-01 typed as "lc79 sh01": lower case, dashes gone, a space where one was.
  const typed = part!.productId.toLowerCase().replace(/-/, " ").replace(/-/g, "");
  await page.goto("/");
  const box = await searchBox(page);
  await box.fill(typed);
  await box.press("Enter");
  await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: typed }).toString()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${typed}”`);
  await expect(cards(page).first()).toHaveText(part!.title.en);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

const HEADER = {
  en: {
    box: "Search the shop",
    suggestions: "Suggestions",
    products: "Products",
    corrected: "Including results for “bull”",
    results: /^Results for/,
  },
  ar: {
    box: "البحث في المتجر",
    suggestions: "اقتراحات",
    products: "المنتجات",
    corrected: "تشمل النتائج أيضًا “bull”",
    results: /^نتائج البحث عن/,
  },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`a SKU and a variant's SKU typed into the header are suggested first, and "bul bar" lists the bull bars (${lang})`, async ({
    page,
    request,
  }) => {
    const words = HEADER[lang];
    const titleOf = (product: ApiProduct) => product.title[lang] ?? product.title.en;
    const [part] = (await apiSearch(request, "winch")).data;
    const tyre = (await apiSearch(request, "all terrain tyre")).data[0]!;
    const { sku: partSku } = (await (await request.get(`/api/website/products/${part!.slug}`)).json()) as { sku: string };
    const { variants } = (await (await request.get(`/api/website/products/${tyre.slug}`)).json()) as { variants: { sku: string }[] };
    expect(variants.length).toBeGreaterThan(1);
    await page.goto(`/?lang=${lang}`);
    const box = page.getByRole("combobox", { name: words.box });
    const firstSuggested = page
      .getByRole("listbox", { name: words.suggestions })
      .getByRole("group", { name: words.products })
      .getByRole("option")
      .first();
    // As on a label; lower case without its dashes; a variant's with spaces for its dashes.
    for (const [typed, title] of [
      [partSku, titleOf(part!)],
      [partSku.toLowerCase().replace(/[^a-z0-9]/g, ""), titleOf(part!)],
      [variants[1]!.sku.replace(/[^A-Za-z0-9]+/g, " "), titleOf(tyre)],
    ] as const) {
      const answered = page.waitForResponse(
        (r) => r.url().includes("/api/website/products/search") && new URL(r.url()).searchParams.get("query") === typed,
      );
      await box.fill(typed);
      await answered;
      await expect(firstSuggested, typed).toContainText(title);
    }

    await box.fill("bul bar");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=bul\+bar/);
    await expect(page.getByTestId("search-corrections")).toHaveText(words.corrected);
    const bullBars = (await apiSearch(request, "bul bar")).data;
    expect(bullBars.length).toBeGreaterThan(0);
    expect(bullBars.every((product) => /bull ?bar/i.test(product.title.en))).toBe(true);
    const results = page.getByRole("region", { name: words.results }).getByRole("listitem").getByRole("heading");
    await expect(results).toHaveText(bullBars.map(titleOf));
  });
}

test("a misspelt word found through the Search button says the word it used; sort and a brand filter narrow the results", async ({
  page,
  request,
}) => {
  await page.goto("/shop");
  const box = await searchBox(page);
  await box.fill("snorkle");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/search?q=snorkle");
  await expect(page.getByTestId("search-corrections")).toHaveText("Including results for “snorkel”");
  const titles = await cards(page).allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  for (const title of titles) expect(title).toMatch(/snorkel/i);

  // Price, low to high: the address says so, and the cards are the API's in that order.
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  const cheapest = await apiSearch(request, "snorkle", { sort: "price_asc" });
  const prices = cheapest.data.map((p) => p.prices.price - p.prices.discount);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(cards(page)).toHaveText(cheapest.data.map((p) => p.title.en));

  // A brand narrows the results to it and keeps the query and the order.
  const first = page.getByRole("group", { name: "Brand" }).getByRole("checkbox").first();
  const brand = (await first.getAttribute("value"))!;
  // The box follows the address (the listing's state lives in it): click, then read both.
  await first.click();
  await expect(page).toHaveURL(new RegExp(`filter_brand=${brand}`));
  await expect(page.getByRole("group", { name: "Brand" }).locator(`input[value="${brand}"]`)).toBeChecked();
  await expect(page).toHaveURL(/q=snorkle/);
  await expect(page).toHaveURL(/sort=price_asc/);
  const ofBrand = await apiSearch(request, "snorkle", { sort: "price_asc", filter_brand: brand });
  expect(ofBrand.pagination.total).toBeLessThan(cheapest.pagination.total);
  await expect(cards(page)).toHaveText(ofBrand.data.map((p) => p.title.en));
});

test("Russian and Arabic queries find their parts by stem and by the article", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("амортизаторы")}&lang=ru`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Результаты по запросу «амортизаторы»");
  const ru = await page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .getByRole("listitem")
    .getByRole("heading")
    .allTextContents();
  expect(ru.length).toBeGreaterThan(0);
  for (const title of ru) expect(title).toMatch(/амортизатор/i);

  await page.goto(`/search?q=${encodeURIComponent("الشنوركل")}&lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const ar = await page
    .getByRole("region")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .getByRole("listitem")
    .getByRole("heading")
    .allTextContents();
  expect(ar.length).toBeGreaterThan(0);
  for (const title of ar) expect(title).toContain("شنوركل");
});

test("with a vehicle chosen, only the parts that fit it are listed, universal ones after them", async ({ page, request }) => {
  const id = await vehicleId(request, LAND_CRUISER_80);
  const narrowed = await apiSearch(request, "brake", { filter_vehicle: String(id), limit: "100" });
  const every = await apiSearch(request, "brake");
  expect(narrowed.pagination.total).toBeGreaterThan(0);
  expect(narrowed.pagination.total).toBeLessThan(every.pagination.total);
  // Universal parts come after the vehicle's own.
  const universal = narrowed.data.map((p) => p.universal);
  expect(universal).toEqual([...universal].sort((a, b) => Number(a) - Number(b)));

  await page.goto("/");
  await addVehicle(await openPicker(page), LAND_CRUISER_80);
  const box = await searchBox(page);
  await box.fill("brake");
  await box.press("Enter");
  await expect(page).toHaveURL("/search?q=brake");
  await expect(page.getByText(new RegExp(`Showing the parts that fit ${shortName(LAND_CRUISER_80)}`))).toBeVisible();
  await expect(cards(page)).toHaveText(narrowed.data.slice(0, 16).map((p) => p.title.en));
});

test("a search with no result offers a way out, and the results pages pass axe in English and Arabic", async ({ page }) => {
  await page.goto("/search?q=zarkster%20brake");
  await expect(page.getByTestId("search-nothing")).toContainText("No parts match “zarkster brake”");
  await page.getByRole("link", { name: /^brake/ }).click();
  await expect(page).toHaveURL("/search?q=brake");
  await expect(cards(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/search?q=zarkster%20brake&lang=ar");
  await expect(page.getByTestId("search-nothing")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/search?q=${encodeURIComponent("فرامل")}&lang=ar`);
  await expect(
    page
      .getByRole("region")
      .filter({ has: page.getByRole("heading", { level: 2 }) })
      .getByRole("listitem")
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the owner sees a search that found nothing, gives it a synonym, and shoppers then find parts", async ({ page, browser }) => {
  await page.goto("/search?q=grillguard");
  await expect(page.getByTestId("search-nothing")).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signInToBackOffice(staff, "/admin/search");
  const misses = staff.getByRole("table", { name: "Searches that found nothing" });
  await expect(misses.getByRole("row").filter({ hasText: "grillguard" })).toBeVisible();
  await staff.getByLabel("Words or phrases that mean the same part").fill("grillguard\nbull bar");
  await staff.getByRole("button", { name: "Add the group" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The synonyms are in use." })).toBeVisible();
  await expect(staff.getByText("grillguard = bull bar")).toBeVisible();

  await page.goto("/search?q=grillguard");
  await expect(cards(page).first()).toContainText(/bull ?bar/i);

  await misses.getByRole("button", { name: "Forget the search “grillguard”" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The search is off the list." })).toBeVisible();
  await expect(misses.getByRole("row").filter({ hasText: "grillguard" })).toHaveCount(0);
  await staff.getByRole("button", { name: "Delete the synonyms grillguard, bull bar" }).click();
  await expect(staff.getByText("grillguard = bull bar")).toHaveCount(0);
});
