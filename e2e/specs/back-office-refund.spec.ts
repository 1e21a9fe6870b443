import { uniqueEmail } from "../fixtures/account.ts";
import { actionDone, openOrder, signInToBackOffice } from "../fixtures/back-office.ts";
import { mailedText } from "../fixtures/mail.ts";
import { addToCart, fillCheckout, payByCard } from "../fixtures/shop.ts";
import { expect, test } from "../fixtures/test.ts";

// The second journey: staff cancel a paid order and refund it; its units return to stock,
// the customer is mailed, and the test provider's record shows the refund.

test("staff cancel a paid order and refund it: the stock returns, the customer is mailed, the provider shows the refund", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("refunded");
  // A part no other journey buys (they take the first ones), so its stock moves with this order only.
  const listing = (await (await request.get("/api/website/products/?limit=60&sort=default")).json()) as {
    data: { slug: string; stock: number; options?: unknown[] }[];
  };
  const slug = listing.data.filter((part) => part.stock >= 3 && !part.options?.length).at(-1)!.slug;
  await page.goto(`/product/${slug}`);
  const stockOf = async () => ((await (await request.get(`/api/website/products/${slug}`)).json()) as { stock: number }).stock;
  const before = await stockOf();
  await addToCart(page, 1);
  await page.goto("/cart/checkout");
  await fillCheckout(page);
  await page.getByLabel("E-mail").fill(email);
  const number = await payByCard(page);
  expect(await stockOf()).toBe(before - 1);

  await signInToBackOffice(page, "/admin/orders");
  await openOrder(page, number);
  await page.getByRole("form", { name: "Cancel" }).getByLabel("Reason (the customer reads it)").fill("The supplier cannot deliver");
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await actionDone(page, "The order is cancelled; its parts are back in stock.");
  expect(await stockOf()).toBe(before);
  expect(await mailedText(email, "was cancelled")).toContain("The supplier cannot deliver");

  // Every quantity left at 0: everything not refunded yet goes back.
  await page.getByRole("form", { name: "Refund" }).getByLabel("Reason").fill("Cancelled by the shop");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await actionDone(page, "The refund went through and the customer was mailed.");
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Refunds" })).toContainText("Done");
  expect(await mailedText(email, "We refunded")).toContain(`order ${number}`);

  await page.getByRole("region", { name: "Payment events" }).getByRole("link").click();
  await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("tre_");
  await expect(page.getByText("refunded", { exact: true })).toBeVisible();
});
