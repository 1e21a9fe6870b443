import { cards, cardTitle, chip } from "../fixtures/listing.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, type Page, test } from "../fixtures/test.ts";

// A page per vehicle model and per model year, for shoppers and search engines: what
// fits it, its years and engines, and the way to the shop narrowed to one vehicle.

const MODEL_PAGE = "/vehicles/toyota/hilux-n80";
const YEAR_PAGE = `${MODEL_PAGE}/2020`;

/** The engines of the year's page: one card per vehicle, each named by its heading. */
const engineCards = (page: Page) => page.getByRole("region", { name: "Engines of the 2020 model year" }).getByRole("listitem");

test("a shopper goes from a model's page to one of its years and on to the parts that fit one engine", async ({ page }) => {
  await page.goto(MODEL_PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts for Toyota Hilux N80");
  await expect(page).toHaveTitle("Toyota Hilux N80 parts and accessories · Overland");
  // Indexable, under its own address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${MODEL_PAGE}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // The most popular parts that fit it, as cards leading to their pages.
  const popular = page.getByRole("region", { name: "Most popular parts" });
  await expect(cards(page).first()).toBeVisible();
  const part = cardTitle(popular.getByRole("article").first());
  await expect(part).toHaveAttribute("href", /^\/product\//);
  await expect(part).toHaveText(/Hilux N80/);
  // Categories with fitting parts, each a link to its listing narrowed to the model.
  const categories = page.getByRole("region", { name: "Shop by category" });
  await expect(categories.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/product-category\/[a-z0-9-]+\/products\?filter_vehicle=toyota\.hilux-n80$/,
  );

  // Every year is a link to its own page.
  const years = page.getByRole("region", { name: "Model years" });
  await expect(years.getByRole("link", { name: "2015", exact: true })).toBeVisible();
  await years.getByRole("link", { name: "2020", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${YEAR_PAGE}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts for 2020 Toyota Hilux N80");
  await expect(page.getByRole("region", { name: "Model years" }).getByRole("link", { name: "2020", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The breadcrumb leads back to the model's page.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Toyota Hilux N80" })).toHaveAttribute(
    "href",
    MODEL_PAGE,
  );

  // The year's engines, each with a way to its parts.
  await expect(engineCards(page)).toHaveCount(4);
  const engine = engineCards(page).first();
  const engineName = (await engine.getByRole("heading", { level: 3 }).textContent())!.trim();
  expect(engineName).toMatch(/^\d\.\dL /);
  const shop = engine.getByRole("link", { name: "Shop parts for this vehicle" });
  await expect(shop).toHaveAccessibleDescription(engineName);
  await shop.click();

  await expect(page).toHaveURL(/\/shop\?filter_vehicle=\d+$/);
  await expect(chip(page, `Fits 2020 Toyota Hilux N80 ${engineName}`)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test("an address that is no vehicle's page is the 404 page", async ({ page, browserProblems }) => {
  browserProblems.expect({ responses: [{ status: 404, url: /\/vehicles\/toyota\// }] });
  for (const path of [
    "/vehicles/toyota/no-such-model",
    `${MODEL_PAGE}/1901`,
    `${MODEL_PAGE}/20x0`,
    `/vehicles/toyota/${"x".repeat(300)}`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  }
});

// On the phone in Arabic only: the pages' phone layout is the same in English, mirrored.
for (const lang of ["en", "ar"] as const) {
  test(
    `the model's and the year's pages have no serious or critical accessibility violation in ${lang}`,
    lang === "ar" ? { tag: "@phone" } : {},
    async ({ page }) => {
      for (const path of [MODEL_PAGE, YEAR_PAGE]) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await seriousViolations(page), `${path} in ${lang}`).toEqual([]);
      }
    },
  );
}
