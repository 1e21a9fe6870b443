import { uniqueEmail } from "../fixtures/account.ts";
import { actionDone, BACK_OFFICE_LOCALES, boundMessage, expectRefused, openOrder, signInToBackOffice } from "../fixtures/back-office.ts";
import { message } from "../fixtures/home.ts";
import { mailedText } from "../fixtures/mail.ts";
import { addToCart, fillCheckout, openAPartFromHome, payByCard } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

// The first journey: a customer buys; the owner finds the new-order mail in the outbox,
// ships the order with its tracking number; the customer sees it on the order's page, on
// /track-order and in a "shipped" mail; the owner completes it. On a phone too: the order list
// is a list of cards there.

test(
  "a customer's order is mailed to the owner, shipped with its tracking number, seen by the customer, and completed",
  { tag: "@phone" },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("shipped");
    await openAPartFromHome(page);
    await addToCart(page, 1);
    await page.goto("/cart/checkout");
    await fillCheckout(page);
    await page.getByLabel("E-mail").fill(email);
    const number = await payByCard(page);
    const orderPage = page.url();

    const staff = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined, isMobile: false })).newPage();
    await signInToBackOffice(staff, "/admin/outbox");
    await staff.getByLabel("Recipient or subject").fill(`New order ${number}`);
    await staff.getByRole("button", { name: "Apply" }).click();
    await staff.getByRole("link", { name: new RegExp(`^New order ${number}: \\$`) }).click();
    await expect(staff.getByRole("main")).toContainText(`/admin/orders/${number}`);

    await openOrder(staff, number);
    // A carrier's name too short is refused beside its field, in each language of the back office.
    for (const locale of ["ru", "ar", "en"] as const) {
      await staff.goto(`/admin/orders/${number}?lang=${locale}`);
      const ship = staff.getByRole("form", { name: message(locale, "admin.order.ship.title"), exact: true });
      await ship.getByLabel(message(locale, "admin.order.ship.carrier")).fill("A");
      const tooShort = boundMessage(locale, "admin.fieldErrors.minLength", 2);
      await expectRefused(ship, message(locale, "admin.order.ship.submit"), message(locale, "admin.order.ship.carrier"), tooShort);
    }
    await staff.getByLabel("Carrier").fill("Australia Post");
    await staff.getByLabel("Tracking number").fill("AP 7731 2045");
    await staff.getByLabel("Tracking page (optional)").fill("https://auspost.com.au/mypost/track/AP77312045");
    await staff.getByRole("button", { name: "Mark as shipped" }).click();
    await actionDone(staff, "The order is marked as shipped and the customer was mailed.");
    await expect(staff.getByRole("region", { name: "Timeline" })).toContainText(`Shipped`);

    // The customer: the order's own page, /track-order, and the mail.
    await page.goto(orderPage);
    const progress = page.getByRole("region", { name: "What happened" });
    await expect(progress.getByRole("link", { name: "AP 7731 2045" })).toHaveAttribute(
      "href",
      "https://auspost.com.au/mypost/track/AP77312045",
    );
    await expect(progress.getByRole("list")).toContainText("Shipped with Australia Post");
    await page.goto("/track-order");
    await page.getByLabel("Order number").fill(number);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Track order" }).click();
    const result = page.getByRole("region", { name: "Your order" }).getByRole("status");
    await expect(result).toContainText("Shipped");
    await expect(result.getByRole("link", { name: "AP 7731 2045" })).toBeVisible();
    const mail = await mailedText(email, "has shipped");
    expect(mail).toContain("Tracking number: AP 7731 2045");
    expect(mail).toContain("https://auspost.com.au/mypost/track/AP77312045");

    await staff.getByRole("button", { name: "Mark as completed" }).click();
    await actionDone(staff, "The order is completed.");
    await expect(staff.getByText("Nothing can be done with this order now.")).toHaveCount(0);
    await page.goto(orderPage);
    await expect(page.getByRole("region", { name: "What happened" })).toContainText("Order completed");
  },
);

/** Wholly in sight, give or take a fraction of a pixel (a phone's pixel ratio of 2.625 rounds). */
const IN_SIGHT = 0.99;

// The owner's navigation has twenty-two tabs. On a desktop every one is in sight (the row wraps), in
// each language; on a phone the row scrolls, a fade at an edge says more is there, and the current
// page's tab is brought into sight.
test(
  "the back office's tabs are all in sight on a desktop; on a phone their row scrolls and shows it",
  { tag: "@phone" },
  async ({ page }) => {
    await signInToBackOffice(page, "/admin/orders");
    const wide = page.viewportSize()!.width >= 1024;
    for (const locale of BACK_OFFICE_LOCALES) {
      await page.goto(`/admin/audit?lang=${locale}`);
      const nav = page.getByRole("navigation", { name: message(locale, "admin.nav.label") });
      const tabs = nav.getByRole("link");
      await expect(tabs).toHaveCount(23);
      // The current page's tab, the last, is in sight on either screen.
      await expect(tabs.last()).toHaveAttribute("aria-current", "page");
      await expect(tabs.last()).toBeInViewport({ ratio: IN_SIGHT });
      const moreBefore = nav.locator("[data-more=start]");
      const moreAfter = nav.locator("[data-more=end]");
      if (wide) {
        for (const tab of await tabs.all()) await expect(tab, `${locale}: ${await tab.textContent()}`).toBeInViewport({ ratio: IN_SIGHT });
        await expect(moreBefore).toBeHidden();
        await expect(moreAfter).toBeHidden();
      } else {
        // Scrolled to its end: more lies before, nothing after; and back at its start the other way.
        await expect(tabs.first()).not.toBeInViewport({ ratio: IN_SIGHT });
        await expect(moreBefore).toBeVisible();
        await expect(moreAfter).toBeHidden();
        await tabs.first().scrollIntoViewIfNeeded();
        await expect(tabs.first()).toBeInViewport({ ratio: IN_SIGHT });
        await expect(moreBefore).toBeHidden();
        await expect(moreAfter).toBeVisible();
        // The fade lies at the row's end, which is on the left in Arabic.
        const row = (await nav.getByRole("list").boundingBox())!;
        const fade = (await moreAfter.boundingBox())!;
        if (locale === "ar") expect(fade.x).toBeLessThan(row.x + row.width / 2);
        else expect(fade.x).toBeGreaterThan(row.x + row.width / 2);
      }
    }
  },
);
