import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { checkoutBody, mailsKeyed, orderByToken } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { productOptions, productOptionValues } from "../../../db/tables.ts";
import type { Locale } from "../../../domain/locales.ts";

// The mails of a paid order, read from the outbox as the payment left them: each line names the
// options it was bought with, and the mail says where the parts go, as the order recorded both.

let t: TestApp;
let tyre: TestProduct;
beforeAll(async () => {
  t = await buildTestApp();
  tyre = await createProduct(t.database.db, {
    title: "Mud terrain tyre",
    options: [
      { slug: "size", values: ["265-70-r16", "265-75-r16"] },
      { slug: "colour", values: ["black"] },
    ],
    variants: [
      { options: { size: "265-70-r16", colour: "black" }, stock: 10, price: 30_000 },
      { options: { size: "265-75-r16", colour: "black" }, stock: 10, price: 31_000 },
    ],
  });
  // The names a shopper reads, where the factory names options by their slugs.
  await renameOption(tyre, "size", "Size", { "265-70-r16": "265/70 R16", "265-75-r16": "265/75 R16" });
  await renameOption(tyre, "colour", "Colour", { black: "Black" });
});
afterAll(async () => {
  await t?.close();
});

async function renameOption(product: TestProduct, slug: string, name: string, values: Record<string, string>) {
  const db = t.database.db;
  const [option] = await db
    .update(productOptions)
    .set({ name: { en: name } })
    .where(and(eq(productOptions.productId, product.id), eq(productOptions.slug, slug)))
    .returning({ id: productOptions.id });
  for (const [value, label] of Object.entries(values)) {
    await db
      .update(productOptionValues)
      .set({ name: { en: label } })
      .where(and(eq(productOptionValues.optionId, option!.id), eq(productOptionValues.slug, value)));
  }
}

const isolated = (text: string) => `\u2068${text}\u2069`;

/** A delivery address with characters HTML must escape. */
const ADDRESS = {
  company: "Lovelace & Babbage <Engines>",
  address2: 'Shed "B"',
};

/**
 * Two tyres of 265/75 R16 ordered in the language, paid on the test provider's page; between the
 * checkout and the payment the catalogue renames the size, which the order's mails must not show.
 */
async function paidOrderIn(locale: Locale) {
  const body = checkoutBody(tyre, 2, { items: [{ product: tyre.id, options: { size: "265-75-r16", colour: "black" }, quantity: 2 }] });
  body.shippingAddress = { ...body.shippingAddress, ...ADDRESS };
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/website/order/create-checkout-session",
    payload: body as object,
    headers: { cookie: `lang=${locale}` },
  });
  expect(placed.statusCode).toBe(200);
  const checkout = placed.json<{ url: string; token: string; number: number }>();

  await renameOption(tyre, "size", "Tyre size", { "265-75-r16": "265/75R16 LT" });
  try {
    const paid = await t.app.inject({
      method: "POST",
      url: new URL(checkout.url).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4242424242424242",
    });
    expect(paid.statusCode).toBe(303);
  } finally {
    await renameOption(tyre, "size", "Size", { "265-75-r16": "265/75 R16" });
  }
  const order = await orderByToken(t.database.db, checkout.token);
  const [confirmation] = await mailsKeyed(t.database.db, "order-confirmation:", [order.id]);
  const [shopNotice] = await mailsKeyed(t.database.db, "order-new:", [order.id]);
  return { order, confirmation: confirmation!, shopNotice: shopNotice! };
}

const variantPartNumber = () => tyre.variants.find((v) => v.options.size === "265-75-r16")!.partNumber;
const variantSku = () => tyre.variants.find((v) => v.options.size === "265-75-r16")!.sku;

describe("the order confirmation names each line's options and the delivery address, as the order recorded them", () => {
  it.each([
    { locale: "en" as const, heading: "Delivery address:", country: "Australia" },
    { locale: "ru" as const, heading: "Адрес доставки:", country: "Австралия" },
    { locale: "ar" as const, heading: "عنوان التوصيل:", country: "أستراليا" },
  ])("in $locale: in the plain text and in the HTML, escaped", async ({ locale, heading, country }) => {
    const { confirmation } = await paidOrderIn(locale);
    const options = isolated("Size: 265/75 R16, Colour: Black");
    expect(confirmation.text).toContain(`2 × Mud terrain tyre — ${options} (${isolated(variantPartNumber())}): ${isolated("$620.00")}`);
    expect(confirmation.text).not.toContain("265/75R16 LT");
    const address = [
      heading,
      isolated("Ada Lovelace"),
      isolated(ADDRESS.company),
      isolated("1 Track Road"),
      isolated(ADDRESS.address2),
      isolated("Alice Springs NT 0870"),
      isolated(country),
    ];
    expect(confirmation.text).toContain(address.join("\n"));

    const html = confirmation.html!;
    expect(html).toContain(`2 × Mud terrain tyre — ${options}`);
    expect(html).toContain(
      [
        heading,
        isolated("Ada Lovelace"),
        isolated("Lovelace &amp; Babbage &lt;Engines&gt;"),
        isolated("1 Track Road"),
        isolated("Shed &quot;B&quot;"),
      ].join("<br>"),
    );
    expect(html).toContain(`${isolated("Alice Springs NT 0870")}<br>${isolated(country)}`);
    expect(html).not.toContain("<Engines>");
    expect(html).not.toContain("265/75R16 LT");
  });

  it("the shop's new-order mail lists the same options and the whole delivery address", async () => {
    const { shopNotice } = await paidOrderIn("ar");
    expect(shopNotice.text).toContain(`2 x Mud terrain tyre — Size: 265/75 R16, Colour: Black (${variantSku()}): $620.00`);
    expect(shopNotice.text).toContain(
      [
        isolated("Ada Lovelace"),
        isolated(ADDRESS.company),
        isolated("1 Track Road"),
        isolated(ADDRESS.address2),
        isolated("Alice Springs NT 0870"),
        isolated("Australia"),
      ].join("\n"),
    );
    expect(shopNotice.html).toContain("Lovelace &amp; Babbage &lt;Engines&gt;");
    expect(shopNotice.html).not.toContain("<Engines>");
  });
});
