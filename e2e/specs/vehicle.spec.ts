import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures/test.ts";

import {
  addVehicle,
  chooseVehicle,
  fittingTitlesOnFirstPage,
  fullName,
  LAND_CRUISER_200,
  LAND_CRUISER_80,
  openPicker,
  pickerButton,
  pickerDialog,
  shortName,
  vehicleId,
} from "../fixtures/vehicle.ts";

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

test("the picker toggles, and closes on an outside click and on Escape, focus back on its button", async ({ page }) => {
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

  await page.goto("/shop");
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

test("in Arabic the picker reads right to left, and both panels pass axe", async ({ page }) => {
  await page.goto("/shop?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("banner").getByRole("button", { name: /^المركبة/ }).click();
  const dialog = pickerDialog(page);
  await expect(dialog.getByRole("heading", { name: "إضافة مركبة" })).toBeVisible();
  await expect(dialog.getByLabel("السنة")).toBeEnabled();
  const formScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(formScan.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await dialog.getByLabel("السنة").selectOption(LAND_CRUISER_80.year);
  await dialog.getByLabel("الشركة المصنّعة").selectOption(LAND_CRUISER_80.make);
  await dialog.getByLabel("الطراز").selectOption(LAND_CRUISER_80.model);
  await dialog.getByLabel("المحرك").selectOption({ label: LAND_CRUISER_80.engine });
  await dialog.getByRole("button", { name: "إضافة المركبة" }).click();
  await expect(dialog.getByRole("heading", { name: "مركباتي" })).toBeVisible();
  const listScan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(listScan.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // The dropdown hangs from the button's inline end: in right-to-left, their left edges meet (on a
  // phone it spans the screen).
  const button = (await page.getByRole("banner").getByRole("button", { name: /^المركبة/ }).boundingBox())!;
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (viewport.width >= 640) expect(Math.abs(box.x - button.x)).toBeLessThan(2);
  else expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
});
