import { carousel, message, mouseDrag, newsletter, settledX, slide, swipe } from "../fixtures/home.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("the home page", () => {
  test("shows every section: hero, featured, departments, product rows, brands and posts", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page).toHaveTitle(/4x4/);
    await expect(carousel(page, "Highlights")).toBeVisible();
    for (const name of [
      "Featured parts",
      "Popular categories",
      "Best sellers",
      "Special offers",
      "Top rated",
      "New arrivals",
      "Brands we stock",
      "Latest from the blog",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Recovery Gear/ }).first()).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Featured departments" })).toBeVisible();
    await expect(slide(carousel(page, "Best sellers"), 1).getByRole("article")).toBeVisible();
    await expect(page.getByRole("link", { name: "All articles" })).toBeVisible();
  });

  test("speaks Arabic right to left", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    for (const key of [
      "home.featured.title",
      "home.categories.title",
      "home.rows.bestSellers",
      "home.rows.newArrivals",
      "home.brands.title",
      "home.posts.title",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: message("ar", key), exact: true })).toBeVisible();
    }
  });

  test("a product row moves with its buttons and the keyboard", async ({ page }) => {
    await page.goto("/?lang=en");
    const row = carousel(page, "Best sellers");
    const first = slide(row, 1);
    const second = slide(row, 2);
    const previous = row.getByRole("button", { name: "Previous" });
    await expect(previous).toBeDisabled();
    const before = await settledX(second);

    await row.getByRole("button", { name: "Next" }).click();
    await expect(first).not.toBeInViewport();
    expect(await settledX(second)).toBeLessThan(before);
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect(first).toBeInViewport();
    await expect(previous).toBeDisabled();

    // Arrow keys move it too while focus is inside.
    await row.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(first).not.toBeInViewport();
  });

  test("in Arabic the next button and a swipe move the row the other way", { tag: "@phone" }, async ({ page, isMobile }) => {
    await page.goto("/?lang=ar");
    const row = carousel(page, message("ar", "home.rows.bestSellers"));
    const first = slide(row, 1);
    const second = slide(row, 2);
    // The first slide is at the right.
    const firstBox = (await first.boundingBox())!;
    const secondBox = (await second.boundingBox())!;
    expect(firstBox.x).toBeGreaterThan(secondBox.x);
    const before = await settledX(second);

    await row.getByRole("button", { name: message("ar", "home.carousel.next") }).click();
    await expect(first).not.toBeInViewport();
    const moved = await settledX(second);
    expect(moved).toBeGreaterThan(before);

    // A swipe to the left goes back to the first slide (forward is to the right).
    await swipe(page, second, -120, isMobile);
    await expect(first).toBeInViewport();
    expect(await settledX(second)).toBeLessThan(moved);
  });

  test("a product row moves by swipe, and a press without a drag still opens the part", { tag: "@phone" }, async ({ page, isMobile }) => {
    await page.goto("/?lang=en");
    const row = carousel(page, "New arrivals");
    await row.scrollIntoViewIfNeeded();
    const first = slide(row, 1);
    const before = await settledX(slide(row, 2));

    // Beyond 15 px: the slide changes.
    await swipe(page, first, -120, isMobile);
    await expect(first).not.toBeInViewport();
    expect(await settledX(slide(row, 2))).toBeLessThan(before);

    // Back the other way.
    await swipe(page, slide(row, 2), 120, isMobile);
    await expect(first).toBeInViewport();

    // Between 3 and 15 px: nothing moves and nothing opens.
    await mouseDrag(page, first.getByRole("link").first(), -10);
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
    await expect(first).toBeInViewport();

    // Under 3 px: a click, and the part opens.
    const name = (await first.getByRole("heading").textContent())!.trim();
    await mouseDrag(page, first.getByRole("heading").getByRole("link"), -2);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the hero plays by itself and the pause button stops it", async ({ page }) => {
    await page.goto("/?lang=en");
    const hero = carousel(page, "Highlights");
    // spec §9: a new slide every 3000 ms.
    await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true", { timeout: 8000 });
    await hero.getByRole("button", { name: "Pause the slideshow" }).click();
    await expect(hero.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
    await hero.getByRole("button", { name: "Go to slide 1" }).click();
    await expect(hero.getByRole("link", { name: "Shop all parts" })).toBeInViewport();
  });

  test("featured tabs switch the products to the chosen department", async ({ page }) => {
    await page.goto("/?lang=en");
    const tabs = page.getByRole("tablist", { name: "Featured departments" });
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab", { name: "All departments" })).toHaveAttribute("aria-selected", "true");
    const firstBefore = await panel.getByRole("article").first().getByRole("heading").textContent();

    await tabs.getByRole("tab", { name: "Suspension" }).click();
    await expect(tabs.getByRole("tab", { name: "Suspension" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("link", { name: "All parts in Suspension" })).toBeVisible();
    await expect(panel).toHaveAttribute("aria-busy", "false");
    await expect(panel.getByRole("article").first().getByRole("heading")).not.toHaveText(firstBefore!);

    // Arrow keys move between tabs and load the next department.
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Recovery Gear" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Recovery Gear" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("link", { name: "All parts in Recovery Gear" })).toBeVisible();
  });
});

test.describe("the newsletter form in the footer", () => {
  test("refuses an address that is not a normal one", async ({ page }) => {
    await page.goto("/?lang=en");
    const form = newsletter(page);
    await form.email.fill("driver@example");
    await form.submit.click();
    await expect(page.getByText("Invalid Email address.")).toBeVisible();
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
  });

  test("subscribes a good address, and again the same one (the server accepts repeats)", async ({ page }, testInfo) => {
    await page.goto("/?lang=en");
    const form = newsletter(page);
    const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`;
    await form.email.fill(email);
    await form.submit.click();
    const toast = page.getByRole("status").filter({ hasText: "You have successfully subscribed to our newsletter." });
    await expect(toast).toBeVisible();
    await expect(form.email).toHaveValue("");
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toHaveCount(0);

    await form.email.fill(email);
    await form.submit.click();
    await expect(toast).toBeVisible();
  });

  test("says it in Arabic", async ({ page }) => {
    await page.goto("/?lang=ar");
    const form = newsletter(page, "ar");
    await form.email.fill("not-an-address");
    await form.submit.click();
    await expect(page.getByText(message("ar", "footer.newsletter.invalid"))).toBeVisible();
  });
});
