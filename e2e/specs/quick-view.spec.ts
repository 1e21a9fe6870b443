import { cards, cardTitle } from "../fixtures/listing.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expectCartCount } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

// Parts in black come with a colour option, which must be chosen (spec §5).
const WITH_OPTIONS = "/shop?filter_color=black";

test("quick view shows the part, refuses to add without an option, then adds it", { tag: "@phone" }, async ({ page }) => {
  await page.goto(WITH_OPTIONS);
  const card = cards(page)
    .filter({ has: page.getByRole("button", { name: "Choose options" }) })
    .first();
  const name = (await cardTitle(card).textContent())!.trim();
  await card.getByRole("button", { name: "Quick view" }).click();

  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await expect(dialog.getByText("Part number")).toBeVisible();
  await expect(dialog.getByRole("link", { name: /View full details/ })).toBeVisible();
  expect(await seriousViolations(page, { include: ["[role=dialog]"] })).toEqual([]);

  // spec §5, §8: ERROR_ADD_TO_CART_OPTIONS as a readable alert.
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/^Please choose: Colour\.$/);
  await expectCartCount(page, 0);

  // ERROR_ADD_TO_CART_QUANTITY for a quantity below 1.
  await dialog.getByRole("radio").first().check();
  await dialog.getByRole("spinbutton", { name: "Quantity" }).fill("0");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/^Please enter a quantity from 1 to \d+\.$/);

  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” was added to your cart.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectCartCount(page, 2);
});

test("quick view closes on Escape and gives focus back to its button", async ({ page }) => {
  await page.goto(WITH_OPTIONS);
  const trigger = cards(page).nth(1).getByRole("button", { name: "Quick view" });
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

  // Focus stays inside while tabbing around.
  for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("a part with options is chosen in the quick view from the card's button", async ({ page }) => {
  await page.goto(WITH_OPTIONS);
  const card = cards(page)
    .filter({ has: page.getByRole("button", { name: "Choose options" }) })
    .first();
  const name = (await cardTitle(card).textContent())!.trim();
  await card.getByRole("button", { name: "Choose options" }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("group", { name: /Colour/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${name}” was added to your wishlist.` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute("aria-pressed", "true");
});

test("the quick view speaks Arabic", { tag: "@phone" }, async ({ page }) => {
  await page.goto(`${WITH_OPTIONS}&lang=ar`);
  await cards(page).first().getByRole("button", { name: "نظرة سريعة" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(dialog.getByRole("alert")).toContainText("يرجى اختيار");
});
