import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { findProduct } from "../fixtures/product.ts";
import { expect, test } from "../fixtures/test.ts";

// Review moderation as the shop runs it: a shopper's review is hidden by staff and leaves the
// product page, then published again with the shop's public reply under it. The setting that
// holds every new review is shop-wide, so this journey leaves it alone: other journeys post
// reviews at the same time and expect them shown at once (the API tests hold reviews).

/** A part no other journey counts reviews of: sold without options. */
const quietPart = (p: { stock: number; options: unknown[] }) => p.stock > 0 && p.options.length === 0;

test("staff hide a review from the product page, then publish it again with the shop's reply", async ({ page, browser, request }) => {
  const product = await findProduct(request, quietPart, 3);
  const author = `Rita Ridge ${Date.now().toString(36)}`;

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/product/${product.slug}?tab=reviews`);
  const form = shopper.getByRole("region", { name: "Write a review" });
  await form.getByLabel("Your name").fill(author);
  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Your review").fill("Fitted on a Saturday; the brackets lined up with the factory holes.");
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your review is posted.");
  await expect(shopper.getByRole("list", { name: "Reviews" }).getByText(author)).toBeVisible();

  await signInToBackOffice(page, "/admin/reviews");
  await expect(page.getByRole("form", { name: "Review moderation" }).getByLabel("New reviews")).toHaveValue("publish");
  await page.goto(`/admin/reviews?view=published&q=${encodeURIComponent(author)}`);
  const row = page.getByRole("row").filter({ hasText: author });
  await expect(row.getByRole("link", { name: product.title.en })).toBeVisible();
  await row.getByRole("button", { name: `Hide the review by ${author}` }).click();
  await actionDone(page, "The review is hidden.");

  await shopper.reload();
  await expect(shopper.getByRole("region", { name: "Write a review" })).toBeVisible();
  await expect(shopper.getByText(author)).toHaveCount(0);

  await page.goto(`/admin/reviews?view=hidden&q=${encodeURIComponent(author)}`);
  await page
    .getByRole("row")
    .filter({ hasText: author })
    .getByRole("button", { name: `Publish the review by ${author}` })
    .click();
  await actionDone(page, "The review is published.");
  await page.goto(`/admin/reviews?view=published&q=${encodeURIComponent(author)}`);
  await page.getByRole("row").filter({ hasText: author }).getByText("Reply", { exact: true }).click();
  const reply = page.getByRole("form", { name: `Reply to ${author}` });
  await reply.getByLabel("Public reply").fill("Thank you, Rita: the longer bolts for the 2016 model are in the box.");
  await reply.getByRole("button", { name: "Post the reply" }).click();
  await actionDone(page, "The reply is under the review.");

  await shopper.reload();
  const shown = shopper.getByRole("listitem").filter({ hasText: author });
  await expect(shown).toContainText("Fitted on a Saturday");
  await expect(shown.getByRole("region", { name: "The shop's reply" })).toContainText("the longer bolts for the 2016 model");
});
