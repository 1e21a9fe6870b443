import type { APIRequestContext, Page } from "@playwright/test";

import { message } from "../fixtures/home.ts";
import { cards, cardTitle } from "../fixtures/listing.ts";
import { expect, test } from "../fixtures/test.ts";
import { fullName, LAND_CRUISER_80, type VehicleChoice, vehicleId } from "../fixtures/vehicle.ts";

// A vehicle page's categories lead to listings that keep the vehicle, with as many parts as the
// page says; and the vehicle filter names the vehicle the listing is narrowed to, on the server's
// page and after hydration, in English and in Arabic.

const HILUX_2016: VehicleChoice = { year: "2016", make: "Toyota", model: "Hilux N80", engine: "2.4L I4 turbo-diesel (2GD-FTV)" };
const CATEGORY = "clutch-hydraulics";

type Lang = "en" | "ar";

/** A category's name in the language, as the API gives it. */
async function categoryName(request: APIRequestContext, slug: string, lang: Lang): Promise<string> {
  type Node = { slug: string; name: Record<Lang, string>; children: Node[] };
  const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.slug === slug ? n : find(n.children))).find(Boolean);
  const found = find((await (await request.get("/api/website/categories")).json()) as Node[]);
  if (!found) throw new Error(`no category ${slug}`);
  return found.name[lang];
}

/** The listing's titles in the language and its total, by the API. */
async function listing(request: APIRequestContext, params: Record<string, string>, lang: Lang) {
  const response = await request.get("/api/website/products/", { params: { limit: "100", ...params } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { title: Record<Lang, string> }[]; pagination: { total: number } };
  return { titles: body.data.map((p) => p.title[lang]), total: body.pagination.total };
}

/** "1 part", "3 parts" (Arabic has six forms): what a screen reader hears after a category's name. */
const partsPhrase = (lang: Lang, count: number) =>
  message(lang, `home.categories.parts_${new Intl.PluralRules(lang).select(count)}`).replace("{{count}}", String(count));

/** The vehicle filter's switch, by the name of the vehicle it keeps to. */
const vehicleSwitch = (page: Page, lang: Lang, vehicle: string) =>
  page.getByRole("switch", { name: message(lang, "listing.filters.onlyFits").replace("{{vehicle}}", vehicle), exact: true });

/** Chooses the vehicle in the header's picker, in the page's language, and closes it. */
async function chooseInPicker(page: Page, lang: Lang, vehicle: VehicleChoice): Promise<void> {
  const say = (key: string) => message(lang, key);
  await page
    .getByRole("banner")
    .getByRole("button", { name: new RegExp(`^${say("vehicle.picker.caption")}`) })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(say("vehicle.form.year")).selectOption(vehicle.year);
  await dialog.getByLabel(say("vehicle.form.make")).selectOption(vehicle.make);
  await dialog.getByLabel(say("vehicle.form.model")).selectOption(vehicle.model);
  await dialog.getByLabel(say("vehicle.form.engine")).selectOption({ label: vehicle.engine });
  await dialog.getByRole("button", { name: say("vehicle.form.add"), exact: true }).click();
  await expect(dialog.getByRole("heading", { name: say("vehicle.picker.myVehicles") })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

const journeys = [
  // The model's page in English, one of its years in Arabic: each keeps its own vehicles.
  { lang: "en", path: "/vehicles/toyota/hilux-n80", filter: "toyota.hilux-n80", name: "Toyota Hilux N80" },
  { lang: "ar", path: "/vehicles/toyota/hilux-n80/2016", filter: "toyota.hilux-n80.2016", name: "2016 Toyota Hilux N80" },
] as const;

for (const { lang, path, filter, name } of journeys) {
  test(`a vehicle page's category lists only the parts that fit the vehicle, as many as it says, and the search page's filter names the chosen vehicle, in ${lang}`, async ({
    page,
    request,
    browser,
  }) => {
    const category = await categoryName(request, CATEGORY, lang);
    const narrowed = await listing(request, { filter_category: CATEGORY, filter_vehicle: filter }, lang);
    const universal = await listing(request, { filter_category: CATEGORY, filter_vehicle: "999999999" }, lang);
    const whole = await listing(request, { filter_category: CATEGORY }, lang);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThanOrEqual(16);
    expect(whole.titles.some((title) => !title.includes("Hilux N80") && !universal.titles.includes(title))).toBe(true);

    // The page names the category with the number of parts its listing holds, and links to it.
    await page.goto(`${path}?lang=${lang}`);
    const link = page
      .getByRole("region", { name: message(lang, "vehicle.page.categories") })
      .getByRole("link", { name: `${category} ${partsPhrase(lang, narrowed.total)}`, exact: true });
    await link.click();

    // The listing keeps the vehicle: the parts that fit it (or every vehicle), as many as the page said.
    await expect(page).toHaveURL(`/product-category/${CATEGORY}/products?filter_vehicle=${filter}`);
    await expect(vehicleSwitch(page, lang, name)).toBeChecked();
    await expect(cards(page)).toHaveCount(narrowed.total);
    for (const title of await cards(page).getByRole("heading").allTextContents()) {
      expect(title.includes("Hilux N80") || universal.titles.includes(title), title).toBe(true);
    }
    await expect(cardTitle(cards(page).first())).toHaveText(narrowed.titles[0]!);

    // The search page: the vehicle chosen in the picker is the one its filter names, switched on.
    await page.goto(`/search?q=clutch&lang=${lang}`);
    await chooseInPicker(page, lang, HILUX_2016);
    await expect(vehicleSwitch(page, lang, fullName(HILUX_2016))).toBeChecked();

    // And so the server draws it, before any script runs (the current vehicle's cookie).
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const served = await noScript.newPage();
    await served.goto(`/search?q=clutch&lang=${lang}`);
    await expect(vehicleSwitch(served, lang, fullName(HILUX_2016))).toBeChecked();
    await expect(served.getByText(message(lang, "listing.filters.noVehicle"))).toHaveCount(0);
    await noScript.close();

    // A vehicle named in the address, not the current one, is the one the filter names.
    await page.goto(`/search?q=clutch&filter_vehicle=${await vehicleId(request, LAND_CRUISER_80)}&lang=${lang}`);
    await expect(vehicleSwitch(page, lang, fullName(LAND_CRUISER_80))).toBeChecked();
  });
}
