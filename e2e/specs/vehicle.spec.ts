import type { APIRequestContext } from "@playwright/test";

import { signUpThroughApi, uniqueEmail } from "../fixtures/account.ts";
import { chip, resultCount } from "../fixtures/listing.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";
import {
  addVehicle,
  chooseVehicle,
  fittingTitlesOnFirstPage,
  fullName,
  LAND_CRUISER_80,
  LAND_CRUISER_200,
  openPicker,
  pickerButton,
  pickerDialog,
  shortName,
  vehicleId,
  WRANGLER_JL,
  WRANGLER_JL_VIN,
} from "../fixtures/vehicle.ts";

/** What GET /products/ counts, with or without the vehicle filter. */
async function partCount(request: APIRequestContext, vehicle?: number): Promise<string> {
  const response = await request.get("/api/website/products/", { params: { limit: 1, ...(vehicle ? { filter_vehicle: vehicle } : {}) } });
  return new Intl.NumberFormat("en").format(((await response.json()) as { pagination: { total: number } }).pagination.total);
}

test("an empty garage opens on the form; the levels open one by one and Add waits for a whole vehicle", async ({ page }) => {
  await page.goto("/shop");
  await expect(pickerButton(page)).toHaveAccessibleName(/Select vehicle/);
  const dialog = await openPicker(page);

  // spec §2: the form panel is forced while there are no vehicles (no way back to a list).
  await expect(dialog.getByRole("heading", { name: "Add a vehicle" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Back to my vehicles" })).toHaveCount(0);
  const year = dialog.getByLabel("Year");
  const make = dialog.getByLabel("Make");
  const model = dialog.getByLabel("Model");
  const engine = dialog.getByLabel("Engine");
  const add = dialog.getByRole("button", { name: "Add vehicle" });

  // spec §4: each level waits for the one before; spec §5: Add waits for a full vehicle.
  await expect(year).toBeEnabled();
  await expect(make).toBeDisabled();
  await expect(model).toBeDisabled();
  await expect(engine).toBeDisabled();
  await expect(add).toBeDisabled();

  await year.selectOption(LAND_CRUISER_80.year);
  await expect(make).toBeEnabled();
  await expect(model).toBeDisabled();
  await expect(engine).toBeDisabled();
  await make.selectOption(LAND_CRUISER_80.make);
  await expect(model).toBeEnabled();
  await expect(engine).toBeDisabled();
  await model.selectOption(LAND_CRUISER_80.model);
  await engine.selectOption({ label: LAND_CRUISER_80.engine });
  await expect(add).toBeEnabled();

  // Choosing an earlier level again clears and disables the later ones.
  await make.selectOption("");
  await expect(model).toBeDisabled();
  await expect(model).toHaveValue("");
  await expect(engine).toBeDisabled();
  await expect(add).toBeDisabled();

  await chooseVehicle(dialog, LAND_CRUISER_80);
  await add.click();

  // Added, current, shown on the button; still there after a reload (persisted).
  await expect(dialog.getByRole("heading", { name: "My vehicles" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: fullName(LAND_CRUISER_80) })).toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_80)));
  await page.reload();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_80)));
  const again = await openPicker(page);
  await expect(again.getByRole("radio", { name: fullName(LAND_CRUISER_80) })).toBeChecked();
});

test("a second vehicle becomes current; the shopper switches back by keyboard and removes vehicles", async ({ page }) => {
  await page.goto("/");
  const dialog = await openPicker(page);
  await addVehicle(dialog, LAND_CRUISER_80);
  await addVehicle(dialog, LAND_CRUISER_200);
  const first = dialog.getByRole("radio", { name: fullName(LAND_CRUISER_80) });
  const second = dialog.getByRole("radio", { name: fullName(LAND_CRUISER_200) });
  await expect(second).toBeChecked();
  await expect(first).not.toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_200)));

  // The garage list is a radio group: arrow keys move the current vehicle.
  await second.focus();
  await page.keyboard.press("ArrowUp");
  await expect(first).toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_80)));
  await second.click();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_200)));

  // Removing the current vehicle leaves none current; removing the last one forces the form.
  await dialog.getByRole("button", { name: `Remove ${fullName(LAND_CRUISER_200)}` }).click();
  await expect(dialog.getByRole("radio")).toHaveCount(1);
  await expect(first).not.toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(/Select vehicle/);
  await dialog.getByRole("button", { name: `Remove ${fullName(LAND_CRUISER_80)}` }).click();
  await expect(dialog.getByRole("heading", { name: "Add a vehicle" })).toBeVisible();
  await expect(dialog.getByLabel("Year")).toBeEnabled();

  await page.reload();
  await expect(pickerButton(page)).toHaveAccessibleName(/Select vehicle/);
});

test("a VIN names the vehicle: a mistyped one is refused with the reason, the real one is found, added and made current", async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/website/vehicles/vin/")) lookups.push(r.url());
  });
  await page.goto("/shop");
  const dialog = await openPicker(page);
  const vin = dialog.getByLabel("VIN");
  const add = dialog.getByRole("button", { name: "Add vehicle" });

  // One character mistyped: the check digit gives it away, before any request (spec §8).
  await vin.fill(WRANGLER_JL_VIN.replace("G0P", "G1P"));
  const refused = dialog.getByRole("alert");
  await expect(refused).toContainText("Unable to find vehicle by VIN");
  await expect(refused).toContainText("check digit");
  await expect(add).toBeDisabled();

  // Typed as a shopper types it, in lower case: one lookup, once the typing stops (spec §4).
  await vin.clear();
  await vin.pressSequentially(WRANGLER_JL_VIN.toLowerCase());
  await expect(dialog.getByRole("alert")).toHaveText(`Vehicle found: ${fullName(WRANGLER_JL)}`);
  await expect(add).toBeEnabled();
  expect(lookups).toEqual([expect.stringContaining(`/vehicles/vin/${WRANGLER_JL_VIN}`)]);

  await add.click();
  await expect(dialog.getByRole("heading", { name: "My vehicles" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: fullName(WRANGLER_JL) })).toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(WRANGLER_JL)));
});

test("the picker toggles, and closes on an outside click and on Escape, focus back on its button", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/about-us");
  const button = pickerButton(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(pickerDialog(page)).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await button.click();
  await expect(pickerDialog(page)).toBeHidden();

  await button.click();
  await expect(pickerDialog(page)).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(4, viewport.height - 4);
  await expect(pickerDialog(page)).toBeHidden();

  // By keyboard: Enter opens, Tab reaches the first select, Escape closes and focus returns.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(pickerDialog(page)).toBeVisible();
  await expect(pickerDialog(page).getByLabel("Year")).toBeEnabled();
  await page.keyboard.press("Tab");
  await expect(pickerDialog(page).getByLabel("Year")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(pickerDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test("product cards on the shop say which parts fit the current vehicle, from one fitment request", async ({ page, request }) => {
  const id = await vehicleId(request, LAND_CRUISER_80);
  const { fitting, others } = await fittingTitlesOnFirstPage(request, id);
  expect(fitting.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);

  // Every part, so the cards that do not fit stay on the page (the current vehicle would narrow /shop).
  await page.goto("/shop?filter_vehicle=");
  await expect(page.getByText(/^Fits your/)).toHaveCount(0);
  const fitmentRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/fitment")) fitmentRequests.push(r.url());
  });
  const dialog = await openPicker(page);
  await addVehicle(dialog, LAND_CRUISER_80);
  await page.keyboard.press("Escape");

  const mark = `Fits your ${shortName(LAND_CRUISER_80)}`;
  await expect(page.getByText(mark)).toHaveCount(fitting.length);
  for (const title of fitting) await expect(page.locator("article").filter({ hasText: title })).toContainText(mark);
  for (const title of others) await expect(page.locator("article").filter({ hasText: title })).not.toContainText("Fits your");
  expect(fitmentRequests).toHaveLength(1);

  // The marks follow the current vehicle: with none current, none is shown.
  const again = await openPicker(page);
  await again.getByRole("button", { name: `Remove ${fullName(LAND_CRUISER_80)}` }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByText(/^Fits your/)).toHaveCount(0);
});

test("in Arabic the picker reads right to left, and both panels pass axe", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/shop?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^المركبة/ })
    .click();
  const dialog = pickerDialog(page);
  await expect(dialog.getByRole("heading", { name: "إضافة مركبة" })).toBeVisible();
  await expect(dialog.getByLabel("السنة")).toBeEnabled();
  expect(await seriousViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);

  await dialog.getByLabel("السنة").selectOption(LAND_CRUISER_80.year);
  await dialog.getByLabel("الشركة المصنّعة").selectOption(LAND_CRUISER_80.make);
  await dialog.getByLabel("الطراز").selectOption(LAND_CRUISER_80.model);
  await dialog.getByLabel("المحرك").selectOption({ label: LAND_CRUISER_80.engine });
  await dialog.getByRole("button", { name: "إضافة المركبة" }).click();
  await expect(dialog.getByRole("heading", { name: "مركباتي" })).toBeVisible();
  expect(await seriousViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);

  // The dropdown hangs from the button's inline end: in right-to-left, their left edges meet (on a
  // phone it spans the screen).
  const button = (await page
    .getByRole("banner")
    .getByRole("button", { name: /^المركبة/ })
    .boundingBox())!;
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (viewport.width >= 640) expect(Math.abs(box.x - button.x)).toBeLessThan(2);
  else expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
});

test("the current vehicle narrows the shop, which says so; show all brings every part back", async ({ page, request }) => {
  const id = await vehicleId(request, LAND_CRUISER_80);
  const all = await partCount(request);
  const fitting = await partCount(request, id);
  expect(fitting).not.toBe(all);

  await page.goto("/shop");
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${all} parts$`));
  const dialog = await openPicker(page);
  await addVehicle(dialog, LAND_CRUISER_80);
  await page.keyboard.press("Escape");

  // The listing follows the new current vehicle at once, names it, and offers every part.
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${fitting} parts$`));
  await expect(page.getByText(`Showing the parts that fit ${fullName(LAND_CRUISER_80)}, and universal parts.`)).toBeVisible();
  await expect(chip(page, `Fits ${fullName(LAND_CRUISER_80)}`)).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);

  // The server renders it narrowed too (the vehicle cookie), as a reload shows.
  await page.reload();
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${fitting} parts$`));

  await page.getByRole("link", { name: "Show all parts" }).click();
  await expect(page).toHaveURL(/\/shop\?filter_vehicle=$/);
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${all} parts$`));
  await expect(chip(page, `Fits ${fullName(LAND_CRUISER_80)}`)).toHaveCount(0);

  // The chip's remove leads to every part as well.
  await page.getByRole("link", { name: `Show only parts that fit ${fullName(LAND_CRUISER_80)}` }).click();
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${fitting} parts$`));
  await chip(page, `Fits ${fullName(LAND_CRUISER_80)}`).click();
  await expect(page).toHaveURL(/filter_vehicle=$/);
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${all} parts$`));
});

test("a product page says whether the part fits the current vehicle or not", async ({ page, request }) => {
  const id = await vehicleId(request, LAND_CRUISER_80);
  const list = await request.get("/api/website/products/", { params: { limit: 16 } });
  const products = ((await list.json()) as { data: { _id: number; slug: string }[] }).data;
  const fitment = await request.get(`/api/website/vehicles/${id}/fitment`, { params: { products: products.map((p) => p._id).join(",") } });
  const { fits } = (await fitment.json()) as { fits: number[] };
  const fitting = products.find((p) => fits.includes(p._id))!;
  const other = products.find((p) => !fits.includes(p._id))!;

  await page.goto(`/product/${fitting.slug}`);
  await addVehicle(await openPicker(page), LAND_CRUISER_80);
  await page.keyboard.press("Escape");
  // The page names the whole vehicle (the related parts' cards below name it short).
  await expect(page.getByText(`Fits your ${fullName(LAND_CRUISER_80)}`, { exact: true })).toBeVisible();
  await page.goto(`/product/${other.slug}`);
  await expect(page.getByText(`Does not fit your ${fullName(LAND_CRUISER_80)}`, { exact: true })).toBeVisible();
});

test("a guest's garage joins the account on sign-in, the garage page keeps it on the server, and sign-out empties it", async ({
  page,
  request,
}) => {
  const lc80 = await vehicleId(request, LAND_CRUISER_80);
  const lc200 = await vehicleId(request, LAND_CRUISER_200);

  // A guest is sent to sign in first.
  await page.goto("/account/garage");
  await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fgarage$/);

  await page.goto("/");
  await addVehicle(await openPicker(page), LAND_CRUISER_80);
  await page.keyboard.press("Escape");
  // Signing up signs in (the browser's cookie jar holds the session).
  await signUpThroughApi(page, { name: "Garage Tester", email: uniqueEmail("garage") });

  await page.goto("/account/garage");
  await expect(page.getByRole("heading", { level: 1, name: "Garage" })).toBeVisible();
  const list = page.getByRole("group", { name: /Choose the current vehicle/ });
  await expect(list.getByRole("radio", { name: fullName(LAND_CRUISER_80) })).toBeChecked();
  const stored = async () =>
    (await (await page.request.get("/api/website/user/vehicles")).json()) as { items: { id: number }[]; current: number | null };
  await expect.poll(stored).toEqual(expect.objectContaining({ items: [expect.objectContaining({ id: lc80 })], current: lc80 }));

  // Added here, it becomes the current one, in the account and in the header.
  const form = page.getByRole("complementary", { name: "Add a vehicle" });
  await chooseVehicle(form, LAND_CRUISER_200);
  await form.getByRole("button", { name: "Add vehicle" }).click();
  await expect(list.getByRole("radio", { name: fullName(LAND_CRUISER_200) })).toBeChecked();
  await expect(pickerButton(page)).toHaveAccessibleName(new RegExp(shortName(LAND_CRUISER_200)));
  await expect.poll(async () => (await stored()).current).toBe(lc200);

  await list.getByRole("radio", { name: fullName(LAND_CRUISER_80) }).check();
  await expect.poll(async () => (await stored()).current).toBe(lc80);
  await page.getByRole("button", { name: `Remove ${fullName(LAND_CRUISER_200)}` }).click();
  await expect(list.getByRole("radio")).toHaveCount(1);
  await expect.poll(async () => (await stored()).items.map((v) => v.id)).toEqual([lc80]);
  await expect(page.getByRole("link", { name: `Shop parts for ${fullName(LAND_CRUISER_80)}` })).toHaveAttribute(
    "href",
    `/shop?filter_vehicle=${lc80}`,
  );

  // Signed out, the account's vehicles leave this browser, and the shop lists every part again.
  expect((await page.request.post("/api/website/user/logout")).status()).toBe(204);
  await page.goto("/shop");
  await expect(pickerButton(page)).toHaveAccessibleName(/Select vehicle/);
  await expect(resultCount(page)).toHaveText(new RegExp(` of ${await partCount(request)} parts$`));
});
