import type { APIRequestContext } from "@playwright/test";

import { message } from "../fixtures/home.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { findProduct, findProductToBuy, fullProduct, manyReviews } from "../fixtures/product.ts";
import { expectCartCount } from "../fixtures/shop.ts";
import { expect, type Locator, type Page, test } from "../fixtures/test.ts";

const buyForm = (page: Page) => page.getByRole("form", { name: "Add to cart" });
const gallery = (page: Page) => page.getByRole("region", { name: "Product images" });

async function chooseEveryOption(form: Locator) {
  for (const group of await form.getByRole("group").all()) await group.getByRole("radio").first().check();
}

test(
  "the gallery changes slides by thumbnails, arrows and swipes; the lightbox zooms and closes with Escape",
  { tag: "@phone" },
  async ({ page, request }) => {
    const product = await findProduct(request, fullProduct);
    const count = product.images.length;
    await page.goto(`/product/${product.slug}`);
    const position = gallery(page).getByText(/^Image \d+ of \d+$/);
    await expect(position).toHaveText(`Image 1 of ${count}`);

    const thumbnail = (n: number) =>
      page.getByRole("group", { name: "Choose an image" }).getByRole("button", { name: `Show Image ${n} of ${count}`, exact: true });
    await thumbnail(2).click();
    await expect(thumbnail(2)).toHaveAttribute("aria-pressed", "true");
    await expect(thumbnail(1)).toHaveAttribute("aria-pressed", "false");
    await expect(position).toHaveText(`Image 2 of ${count}`);

    await gallery(page).getByRole("button", { name: "Previous image" }).click();
    await expect(position).toHaveText(`Image 1 of ${count}`);
    await gallery(page).getByRole("button", { name: "Next image" }).click();
    await expect(position).toHaveText(`Image 2 of ${count}`);

    // spec §9: a drag past 15 px changes the slide; to the left shows the previous one back.
    const box = (await page.getByTestId("gallery-viewport").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(position).toHaveText(`Image 1 of ${count}`);

    await gallery(page)
      .getByRole("button", { name: `Open Image 1 of ${count} full screen` })
      .click();
    const lightbox = page.getByRole("dialog", { name: "Image viewer" });
    await expect(lightbox).toBeVisible();
    // spec §9: a backdrop of black at 0.9 opacity, above everything.
    await expect(lightbox).toHaveCSS("background-color", "rgba(0, 0, 0, 0.9)");
    await expect(lightbox).toHaveCSS("z-index", "1050");
    await expect(lightbox.getByRole("button", { name: "Close" })).toBeFocused();

    const zoom = lightbox.getByText(/^\d+%$/);
    await expect(zoom).toHaveText("100%");
    await lightbox.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).toHaveText("150%");
    await page.keyboard.press("+");
    await expect(zoom).toHaveText("200%");
    await page.keyboard.press("-");
    await expect(zoom).toHaveText("150%");
    await lightbox.getByRole("button", { name: "Zoom out" }).click();
    await expect(zoom).toHaveText("100%");
    await lightbox.getByRole("img").dblclick();
    await expect(zoom).toHaveText("200%");

    await page.keyboard.press("ArrowRight");
    await expect(lightbox.getByText(`Image 2 of ${count}`)).toBeVisible();
    await expect(zoom).toHaveText("100%");

    // Focus stays in the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    await expect(lightbox.locator(":focus")).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(position).toHaveText(`Image 2 of ${count}`);
    await expect(gallery(page).getByRole("button", { name: `Open Image 2 of ${count} full screen` })).toBeFocused();
  },
);

test(
  "the quantity steps with plus and minus, repeats while held, and falls back when letters are typed",
  { tag: "@phone" },
  async ({ page, request }) => {
    const product = await findProduct(request, fullProduct);
    await page.goto(`/product/${product.slug}`);
    const form = buyForm(page);
    const quantity = form.getByRole("spinbutton", { name: "Quantity" });
    const plus = form.getByRole("button", { name: "Increase" });
    const minus = form.getByRole("button", { name: "Decrease" });
    await expect(quantity).toHaveValue("1");

    await plus.click();
    await expect(quantity).toHaveValue("2");
    await minus.click();
    await expect(quantity).toHaveValue("1");

    // spec §9: held, the button repeats (after 300 ms, then every 50 ms) until released.
    await plus.hover();
    await page.mouse.down();
    await expect.poll(async () => Number(await quantity.inputValue())).toBeGreaterThan(3);
    await page.mouse.up();
    const held = Number(await quantity.inputValue());
    await minus.click();
    await expect(quantity).toHaveValue(String(held - 1));

    // The keyboard holds too.
    await plus.focus();
    await page.keyboard.down("Enter");
    await expect.poll(async () => Number(await quantity.inputValue())).toBeGreaterThan(held + 1);
    await page.keyboard.up("Enter");

    // spec §5: a non-numeric value falls back to the min.
    await quantity.fill("abc");
    await quantity.blur();
    await expect(quantity).toHaveValue("1");
    await quantity.press("ArrowUp");
    await expect(quantity).toHaveValue("2");
  },
);

test("add to cart alerts about missing options and a quantity of 0, then adds with a toast", async ({ page, request }) => {
  const product = await findProductToBuy(request, fullProduct, 2);
  await page.goto(`/product/${product.slug}`);
  const form = buyForm(page);
  const alert = form.getByRole("alert");
  const add = form.getByRole("button", { name: "Add to cart" });

  await add.click();
  await expect(alert).toContainText("Please choose:");
  for (const option of product.options) await expect(alert).toContainText(option.name.en);

  await chooseEveryOption(form);
  await expect(alert).toBeEmpty();

  const quantity = form.getByRole("spinbutton", { name: "Quantity" });
  await quantity.fill("0");
  await add.click();
  await expect(alert).toHaveText(/^Please enter a quantity from 1 to \d+\.$/);

  await quantity.fill("2");
  await add.click();
  await expect(alert).toBeEmpty();
  await expect(page.getByRole("status").filter({ hasText: `“${product.title.en}” was added to your cart.` })).toBeVisible();
  await expectCartCount(page, 2);

  const wishlist = form.getByRole("button", { name: "Wishlist" });
  await wishlist.click();
  await expect(wishlist).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "was added to your wishlist" })).toBeVisible();
  const compare = form.getByRole("button", { name: "Compare" });
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(buyForm(page).getByRole("button", { name: "Compare" })).toHaveAttribute("aria-pressed", "true");
});

test("an out-of-stock part cannot be added and says why", async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock === 0);
  await page.goto(`/product/${product.slug}`);
  const add = buyForm(page).getByRole("button", { name: "Add to cart" });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/out of stock/);
  await expect(page.getByRole("definition").filter({ hasText: /^Out of stock$/ })).toBeVisible();
});

test("the tabs switch with the arrow keys, mirrored in Arabic", async ({ page, request }) => {
  const product = await findProduct(request, fullProduct);
  await page.goto(`/product/${product.slug}`);
  const tabs = page.getByRole("tablist", { name: "Product details" });
  const description = tabs.getByRole("tab", { name: "Description" });
  await expect(description).toHaveAttribute("aria-selected", "true");
  await description.focus();
  await page.keyboard.press("ArrowRight");
  const specification = tabs.getByRole("tab", { name: "Specification" });
  await expect(specification).toBeFocused();
  await expect(specification).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Specification" }).getByRole("table")).toBeVisible();
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: /^Reviews \(\d+\)$/ })).toBeFocused();
  await expect(page.getByRole("region", { name: "Write a review" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(description).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Description" })).toBeVisible();

  await page.goto(`/product/${product.slug}?lang=ar`);
  const arabicTabs = page.getByRole("tablist", { name: "تفاصيل المنتج" });
  await arabicTabs.getByRole("tab", { name: "الوصف" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(arabicTabs.getByRole("tab", { name: "المواصفات" })).toHaveAttribute("aria-selected", "true");
});

interface FittedProduct {
  slug: string;
  oemNumbers: { maker: string; code: string }[];
  fitment: { make: string; model: string; path: string; engines: { engine: string; years: { from: number; to: number }[] }[] }[];
}

/** A part made for vehicles, with OEM numbers: the first in stock (by name) without options. */
async function findFittedProduct(request: APIRequestContext): Promise<FittedProduct> {
  for (let skip = 0; skip < 30; skip++) {
    const { slug } = await findProduct(request, (p) => p.stock > 0 && p.options.length === 0, skip);
    const detail = (await (await request.get(`/api/website/products/${slug}`)).json()) as FittedProduct;
    if (detail.fitment.length > 0 && detail.oemNumbers.length > 0) return detail;
  }
  throw new Error("no part in the catalogue fits vehicles and has OEM numbers");
}

test("the page names the part's OEM numbers, and the Fitment tab the models it fits, with or without JavaScript", async ({
  page,
  request,
  browser,
}) => {
  const product = await findFittedProduct(request);
  const [oem] = product.oemNumbers;
  const [group] = product.fitment;
  const firstLine = `${group!.engines[0]!.years[0]!.from}`;
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("definition").filter({ hasText: `${oem!.maker} ${oem!.code}` })).toBeVisible();

  await page.getByRole("tab", { name: "Fitment" }).click();
  const panel = page.getByRole("tabpanel", { name: "Fitment" });
  const models = panel.getByRole("list", { name: "Vehicles this part fits" });
  const modelLink = models.getByRole("link", { name: `${group!.make} ${group!.model}`, exact: true });
  await expect(modelLink).toBeVisible();
  await expect(modelLink).toHaveAttribute("href", group!.path);
  await expect(models.getByRole("listitem").filter({ hasText: group!.engines[0]!.engine }).first()).toContainText(firstLine);

  // Without scripts the tab is a link to the page that shows it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`/product/${product.slug}`);
  await noScript.getByRole("tab", { name: "Fitment" }).click();
  await expect(noScript).toHaveURL(/\?tab=fitment#product-tabs$/);
  await expect(
    noScript.getByRole("tabpanel", { name: "Fitment" }).getByRole("link", { name: `${group!.make} ${group!.model}` }),
  ).toBeVisible();
  await context.close();
});

/**
 * A product of its own for a journey that counts the reviews it posts: the desktop's and the
 * phone's copies of these journeys run at once, and another's review would change the count.
 */
const reviewCounting = (slot: number) => 1 + slot * 2 + (test.info().project.name === "mobile" ? 1 : 0);

test("posting a review shows it and raises the review count; a bad one shows errors by the fields", async ({ page, request }) => {
  const product = await findProduct(request, fullProduct, reviewCounting(0));
  await page.goto(`/product/${product.slug}`);
  const reviewsTab = page.getByRole("tab", { name: /^Reviews \(\d+\)$/ });
  const before = Number((await reviewsTab.textContent())!.match(/\d+/)![0]);
  await reviewsTab.click();
  const form = page.getByRole("region", { name: "Write a review" });
  const post = form.getByRole("button", { name: "Post review" });

  await post.click();
  await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name.");
  await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveAccessibleDescription(/Please write your review\./);

  const text = `Fits well and the stitching held after a desert crossing, checked ${Date.now()}.`;
  await form.getByLabel("Your name").fill("Robin Trail");
  await expect(form.getByLabel("Your name")).toHaveAccessibleDescription("");
  await form.getByRole("radio", { name: "4 stars" }).check();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars.")).toBeHidden();
  await form.getByLabel("Your review").fill("Too short");
  await post.click();
  await expect(form.getByLabel("Your review")).toHaveAccessibleDescription(/Your review needs at least 10 characters\./);

  await form.getByLabel("Your review").fill(text);
  await post.click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your review is posted.");
  await expect(page.getByRole("list", { name: "Reviews" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("tab", { name: `Reviews (${before + 1})` })).toBeVisible();
  await expect(page.getByRole("link", { name: before === 0 ? "1 review" : `${before + 1} reviews`, exact: true })).toBeVisible();
  await expect(form.getByLabel("Your review")).toHaveValue("");
});

test("a review sent before the form's code has come is held, then checked in the browser, not posted as a page load", async ({
  page,
  request,
}) => {
  const product = await findProduct(request, fullProduct);
  // Hold the review form's code (decision 017: it comes when the reviews are reached).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/review-form-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts.push(sent.url());
  });
  await page.goto(`/product/${product.slug}?tab=reviews`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const form = page.getByRole("region", { name: "Write a review" });
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid");
  release();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?tab=reviews$`));
});

test("a review can be posted without JavaScript", async ({ browser, request }) => {
  const product = await findProduct(request, fullProduct, reviewCounting(1));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product.slug}?tab=reviews`);
  const count = Number((await page.getByRole("tab", { name: /^Reviews/ }).textContent())!.match(/\d+/)![0]);
  const form = page.getByRole("region", { name: "Write a review" });
  const text = `Solid part, posted from a browser without scripts ${Date.now()}.`;
  await form.getByLabel("Your name").fill("Kim Outback");
  await form.getByRole("radio", { name: "5 stars" }).check();
  await form.getByLabel("Your review").fill(text);
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByRole("list", { name: "Reviews" }).getByText(text)).toBeVisible();
  await expect(page.getByRole("tab", { name: `Reviews (${count + 1})` })).toBeVisible();
  await context.close();
});

test("reviews come 8 to a page", async ({ page, request }) => {
  const product = await findProduct(request, manyReviews);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole("tab", { name: /^Reviews/ }).click();
  const list = page.getByRole("list", { name: "Reviews" });
  await expect(list.getByRole("listitem")).toHaveCount(8);
  const pages = page.getByRole("navigation", { name: "Review pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(list.getByRole("listitem")).toHaveCount(Math.min(8, product.reviews - 8));
  await expect(page.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute("aria-selected", "true");
});

test("related products of the same category are shown", async ({ page, request }) => {
  const product = await findProduct(request, fullProduct);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
  const links = page.locator("section", { has: page.getByRole("heading", { name: "Related products" }) }).getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).not.toBe(`/product/${product.slug}`);
  }
});

test("the page holds the product's JSON-LD, canonical link and meta description", async ({ page, request }) => {
  const product = await findProduct(request, fullProduct);
  await page.goto(`/product/${product.slug}?reviewsPage=1`);
  const [jsonLd, trail] = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >[];
  expect(jsonLd).toMatchObject({ "@type": "Product", name: product.title.en, offers: { "@type": "Offer", priceCurrency: "USD" } });
  // The breadcrumb trail, as the page shows it: home, the category's path, the part.
  const steps = (trail as { itemListElement: { name: string; item: string }[] }).itemListElement;
  expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
  expect(steps.at(-1)).toMatchObject({ name: product.title.en, item: expect.stringMatching(new RegExp(`/product/${product.slug}$`)) });
  const shown = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allTextContents();
  expect(steps.map((step) => step.name)).toEqual(shown.map((text) => text.trim()));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/product/${product.slug}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
});

test("an unknown product is a real 404", async ({ page, browserProblems }) => {
  browserProblems.expect({ responses: [{ status: 404, url: /\/product\/no-such-part-anywhere$/ }] });
  const response = await page.goto("/product/no-such-part-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
});

// The related products' cards belong to the shared carousel and are checked with it.
const violationsIn = (page: Page, include: string) =>
  seriousViolations(page, { include: [include], exclude: ["[data-testid=related-products]"] });

test(
  "axe finds no serious or critical violation on the page, its alerts, reviews and lightbox, in English and Arabic",
  { tag: "@phone" },
  async ({ page, request }) => {
    const product = await findProduct(request, fullProduct);
    for (const lang of ["en", "ar"] as const) {
      await page.goto(`/product/${product.slug}?lang=${lang}`);
      const addToCart = message(lang, "common.product.addToCart");
      await page.getByRole("form", { name: addToCart }).getByRole("button", { name: addToCart }).click();
      await page.getByRole("tab", { name: new RegExp(`^${message(lang, "product.tabs.reviews").replace("({{count}})", "")}`) }).click();
      await page
        .getByRole("region", { name: message(lang, "product.reviews.form.title") })
        .getByRole("button", { name: message(lang, "product.reviews.form.submit") })
        .click();
      expect(await violationsIn(page, "main")).toEqual([]);
      await page.getByTestId("gallery-viewport").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await violationsIn(page, "[role=dialog]")).toEqual([]);
    }
  },
);
