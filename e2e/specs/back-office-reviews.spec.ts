import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { findProduct } from "../fixtures/product.ts";
import { expect, test } from "../fixtures/test.ts";

// Review moderation as the shop runs it: the owner holds new reviews, a shopper's review waits
// unseen, the owner publishes it with a public reply, and the product page shows both.

/** A part no other journey counts reviews of: sold without options. */
const quietPart = (p: { stock: number; options: unknown[] }) => p.stock > 0 && p.options.length === 0;

test("a held review shows on the product page only once staff publish it, with the shop's reply", async ({ page, browser, request }) => {
  const product = await findProduct(request, quietPart, 3);
  const author = `Rita Ridge ${Date.now().toString(36)}`;
  const reviews = page.getByRole("form", { name: "Review moderation" });

  await signInToBackOffice(page, "/admin/reviews");
  await reviews.getByLabel("New reviews").selectOption("hold");
  await reviews.getByRole("button", { name: "Save", exact: true }).click();
  await actionDone(page, "The setting is saved.");

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/product/${product.slug}?tab=reviews`);
  const form = shopper.getByRole("region", { name: "Write a review" });
  await form.getByLabel("Your name").fill(author);
  await form.getByRole("radio", { name: "4 stars" }).check();
  await form.getByLabel("Your review").fill("Fitted on a Saturday; the brackets lined up with the factory holes.");
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! Your review will appear once the shop has checked it.");

  // Other journeys post reviews meanwhile: the shop publishes at once again as soon as this one is held.
  await reviews.getByLabel("New reviews").selectOption("publish");
  await reviews.getByRole("button", { name: "Save", exact: true }).click();
  await actionDone(page, "The setting is saved.");

  await shopper.reload();
  await expect(shopper.getByRole("list", { name: "Reviews" }).or(shopper.getByText("No reviews yet."))).toBeVisible();
  await expect(shopper.getByText(author)).toHaveCount(0);

  await page.goto(`/admin/reviews?view=held&q=${encodeURIComponent(author)}`);
  const row = page.getByRole("row").filter({ hasText: author });
  await expect(row.getByRole("link", { name: product.title.en })).toBeVisible();
  await row.getByRole("button", { name: `Publish the review by ${author}` }).click();
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
