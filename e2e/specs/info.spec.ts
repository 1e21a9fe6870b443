import { blogTranslations } from "../../src/db/seed/data/blog-translations.ts";
import { message } from "../fixtures/home.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, type Page, test } from "../fixtures/test.ts";

const INFO_PAGES = [
  { path: "/about-us", key: "about" },
  { path: "/terms", key: "terms" },
  { path: "/faq", key: "faq" },
  { path: "/privacy-policy", key: "privacy" },
  { path: "/refund-and-returns", key: "refunds" },
  { path: "/contact-us", key: "contact" },
] as const;

// The header and the product cards belong to other parts of the shop and are checked there.
const seriousA11yProblems = (page: Page) => seriousViolations(page, { include: ["main", "footer"], exclude: ["main article s"] });

test.describe("the information pages", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`each has its heading and title in ${locale}`, { tag: "@phone" }, async ({ page }) => {
      for (const { path, key } of INFO_PAGES) {
        await page.goto(`${path}?lang=${locale}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, `info.${key}.title`));
        await expect(page).toHaveTitle(`${message(locale, `info.${key}.seoTitle`)} · Overland`);
        // Each language has its own address (English plain, the others with ?lang=), named to search engines.
        const own = locale === "en" ? path : `${path}?lang=${locale}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${own.replace("?", "\\?")}$`));
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((l) => [
              l.getAttribute("hreflang"),
              new URL(l.getAttribute("href")!).pathname + new URL(l.getAttribute("href")!).search,
            ]),
          );
        expect(alternates).toEqual([
          ["en", path],
          ["ru", `${path}?lang=ru`],
          ["ar", `${path}?lang=ar`],
          ["x-default", path],
        ]);
      }
    });
  }

  // Their texts are not in the messages every page carries: each page's loader brings its own.
  test("reached from the footer without a page load, each shows its own text", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/?lang=ru");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    for (const { path, key } of [INFO_PAGES[0], INFO_PAGES[2], INFO_PAGES[5]]) {
      await page.locator("footer").locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("ru", `info.${key}.title`));
      await expect(page.getByText(message("ru", `info.${key}.lead`))).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("the FAQ opens an answer and closes it again", async ({ page }) => {
    await page.goto("/faq?lang=en");
    const answer = page.getByText(message("en", "info.faq.questions.returns.answer"));
    await expect(answer).toBeHidden();
    await page.getByText(message("en", "info.faq.questions.returns.question")).click();
    await expect(answer).toBeVisible();
    await page.getByText(message("en", "info.faq.questions.returns.question")).click();
    await expect(answer).toBeHidden();
  });

  test("the legal pages link their sections", async ({ page }) => {
    await page.goto("/privacy-policy?lang=en");
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeInViewport();
  });

  test("the pages have no serious accessibility problem", async ({ page }) => {
    for (const path of ["/about-us", "/faq", "/contact-us", "/blog"]) {
      await page.goto(`${path}?lang=en`);
      expect(await seriousA11yProblems(page), path).toEqual([]);
    }
  });
});

test.describe("the contact form", () => {
  test("refuses an empty message with a message next to each field", async ({ page }) => {
    await page.goto("/contact-us?lang=en");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(page.getByRole("main").getByLabel("Your name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByText("Enter your e-mail address.")).toBeVisible();
    await expect(page.getByText("Enter a subject.")).toBeVisible();
    await expect(page.getByText("Write your message: at least 10 characters.")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Your name", { exact: true })).toBeFocused();
  });

  test("sends a filled message and says so", async ({ page }, testInfo) => {
    await page.goto("/contact-us?lang=en");
    await page.getByRole("main").getByLabel("Your name", { exact: true }).fill("Alex Morgan");
    await page.getByRole("main").getByLabel("E-mail address", { exact: true }).fill(`alex-${testInfo.project.name}@example.com`);
    await page.getByRole("main").getByLabel("Subject", { exact: true }).fill("Lift kit for a GU Patrol");
    await page.getByRole("main").getByLabel("Message", { exact: true }).fill("Which 50 mm kit fits a 2004 GU wagon with a winch bar?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you. Your message has been sent" })).toBeVisible();
    // Another message starts from an empty form.
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByRole("main").getByLabel("Your name", { exact: true })).toHaveValue("");
  });

  test("keeps what was typed and names the wrong field in Arabic", async ({ page }) => {
    await page.goto("/contact-us?lang=ar");
    await page.getByRole("main").getByLabel(message("ar", "info.contact.form.name"), { exact: true }).fill("سالم");
    await page.getByRole("main").getByLabel(message("ar", "info.contact.form.email"), { exact: true }).fill("salem.example.com");
    await page.getByRole("main").getByLabel(message("ar", "info.contact.form.subject"), { exact: true }).fill("سؤال عن المقاس");
    await page.getByRole("main").getByLabel(message("ar", "info.contact.form.message"), { exact: true }).fill("هل يناسب هذا الطقم سيارتي؟");
    await page.getByRole("button", { name: message("ar", "info.contact.form.submit") }).click();
    await expect(page.getByText(message("ar", "info.contact.form.errors.emailInvalid"))).toBeVisible();
    await expect(page.getByRole("main").getByLabel(message("ar", "info.contact.form.name"), { exact: true })).toHaveValue("سالم");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("refuses an empty form and sends a full one", async ({ page }, testInfo) => {
      await page.goto("/contact-us?lang=en");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Enter your name.")).toBeVisible();
      await page.getByRole("main").getByLabel("Your name", { exact: true }).fill("Robin Lee");
      await page.getByRole("main").getByLabel("E-mail address", { exact: true }).fill(`robin-${testInfo.project.name}@example.com`);
      await page.getByRole("main").getByLabel("Subject", { exact: true }).fill("Snorkel for a 79 Series");
      await page.getByRole("main").getByLabel("Message", { exact: true }).fill("Do you stock a snorkel for the single cab 79 Series?");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Thank you. Your message has been sent")).toBeVisible();
    });
  });
});

test.describe("the blog", () => {
  test("lists the articles with pages, and an article opens", async ({ page }) => {
    await page.goto("/blog?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(6);
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const first = articles.first().getByRole("heading", { level: 2 });
    const title = (await first.textContent())!.trim();
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Overland`);
  });

  test("shows an article in Arabic: its title and its body, written for Arabic readers, right to left", async ({ page }) => {
    const slug = "recovery-gear-snatch-straps-soft-shackles";
    await page.goto(`/blog/${slug}?lang=ar`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "أساسيات معدات الإنقاذ: أحزمة السحب المرنة والشكّالات الليّنة وقواعد السلامة",
    );
    const arabic = blogTranslations[slug]!.ar;
    await expect(page.getByRole("main").getByText(arabic.excerpt)).toBeVisible();
    await expect(page.getByRole("main").getByText(arabic.paragraphs[0]!)).toBeVisible();
    await expect(page.getByText(message("ar", "blog.englishOnly"))).toHaveCount(0);
    await expect(page.getByRole("main").locator('[lang="en"]')).toHaveCount(0);
  });

  test("an unknown article is the 404 page", async ({ page, browserProblems }) => {
    browserProblems.expect({ responses: [{ status: 404, url: /\/blog\/no-such-article\?/ }] });
    const response = await page.goto("/blog/no-such-article?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  test("a page past the last one is the 404 page", async ({ page, browserProblems }) => {
    browserProblems.expect({ responses: [{ status: 404, url: /\/blog\?page=99/ }] });
    const response = await page.goto("/blog?page=99&lang=en");
    expect(response?.status()).toBe(404);
  });
});
