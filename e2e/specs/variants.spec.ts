import type { APIRequestContext } from "@playwright/test";

import { seriousViolations } from "../fixtures/page-checks.ts";
import { findProduct } from "../fixtures/product.ts";
import { expectCartCount, fillCheckout, payByCard, productPrice } from "../fixtures/shop.ts";
import { definitionOf } from "../fixtures/terms.ts";
import { expect, test } from "../fixtures/test.ts";

// Decision 022: a tyre is sold by size, each size its own variant with its own price, SKU and units.

const BIG = { slug: "265-75-r16", label: "265/75 R16 (32 in)" };
const SMALL = { slug: "265-70-r16", label: "265/70 R16 (31 in)" };

interface ApiVariant {
  sku: string;
  productId: string;
  price: number;
  discount: number;
  quantity: number;
  options: Record<string, string>;
}

async function variantsOf(request: APIRequestContext, slug: string): Promise<ApiVariant[]> {
  const response = await request.get(`/api/website/products/${slug}`);
  return ((await response.json()) as { variants: ApiVariant[] }).variants;
}

const bySize = (variants: ApiVariant[], size: string) => variants.find((v) => v.options.size === size)!;
const dollars = (variant: ApiVariant) => `$${(variant.price - variant.discount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

test("choosing 265/75 R16 shows that size's price, SKU and stock, and the order and the shelf take that size", async ({
  page,
  request,
}) => {
  // A tyre whose 265/75 R16 is in stock (the seed sells a few sizes out).
  let slug = "";
  for (let skip = 0; !slug; skip++) {
    const tyre = await findProduct(
      request,
      (p) => p.stock > 0 && p.options.some((o) => o.slug === "size" && o.name.en === "Tyre size"),
      skip,
    );
    if (bySize(await variantsOf(request, tyre.slug), BIG.slug).quantity > 1) slug = tyre.slug;
  }
  const before = await variantsOf(request, slug);
  const big = bySize(before, BIG.slug);
  const small = bySize(before, SMALL.slug);

  await page.goto(`/product/${slug}`);
  const main = page.getByRole("main");
  const form = page.getByRole("form", { name: "Add to cart" });
  const quantity = form.getByRole("spinbutton", { name: "Quantity" });
  // Before a size is chosen, the price is the lowest, "from".
  await expect(main.getByRole("group", { name: "Price" })).toContainText(/^from/);

  await form.getByRole("radio", { name: BIG.label }).check();
  await expect(productPrice(page)).toHaveText(dollars(big));
  await expect(main.getByRole("group", { name: "Price" })).not.toContainText("from");
  await expect(definitionOf(main, "SKU")).toHaveText(big.sku);
  await expect(definitionOf(main, "Part number")).toHaveText(big.productId);
  // The quantity can go up to the size's own units.
  await expect(quantity).toHaveAttribute("aria-valuemax", String(big.quantity));

  // The other size has its own.
  await form.getByRole("radio", { name: SMALL.label }).check();
  await expect(definitionOf(main, "SKU")).toHaveText(small.sku);
  await expect(productPrice(page)).toHaveText(dollars(small));
  await expect(quantity).toHaveAttribute("aria-valuemax", String(Math.min(99, small.quantity)));

  await form.getByRole("radio", { name: BIG.label }).check();
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expectCartCount(page, 1);

  await page.goto("/cart");
  await expect(page.getByRole("main")).toContainText(big.productId);
  await expect(page.getByRole("main")).toContainText(BIG.label);
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillCheckout(page);
  await expect(definitionOf(page.getByRole("main"), "Subtotal")).toHaveText(dollars(big));
  await payByCard(page);
  // The paid order names the size and its SKU, at its price.
  const line = page.getByRole("main").getByRole("listitem").filter({ hasText: big.sku });
  await expect(line).toContainText(`Tyre size: ${BIG.label}`);
  await expect(line).toContainText(dollars(big));

  // One unit of that size left the shelf, none of the other.
  const after = await variantsOf(request, slug);
  expect(bySize(after, BIG.slug).quantity).toBe(big.quantity - 1);
  expect(bySize(after, SMALL.slug).quantity).toBe(small.quantity);
  await page.goto(`/product/${slug}`);
  await form.getByRole("radio", { name: BIG.label }).check();
  await expect(quantity).toHaveAttribute("aria-valuemax", String(big.quantity - 1));
});

test("a garment sold by size and colour marks what is sold out, shows the colour chosen, and passes axe in English and Arabic", async ({
  page,
  request,
}) => {
  const jacket = await findProduct(request, (p) => p.stock > 0 && p.options.length === 2 && p.title.en.includes("Softshell Jacket"));
  const variants = await variantsOf(request, jacket.slug);
  for (const lang of ["en", "ar"] as const) {
    await page.goto(`/product/${jacket.slug}?lang=${lang}`);
    const form = page.getByRole("form").filter({ has: page.getByRole("spinbutton") });
    const [sizes, colours] = [form.getByRole("group").nth(0), form.getByRole("group").nth(1)];
    // A size in stock in some colour, then a colour: the picture is the colour's own drawing.
    const size = variants.find((v) => v.quantity > 0)!.options.size!;
    await sizes.locator(`input[value="${size}"]`).check();
    const chosen = variants.find((v) => v.options.size === size && v.quantity > 0)!;
    await colours.locator(`input[value="${chosen.options.color}"]`).check();
    await expect(definitionOf(page.getByRole("main"), lang === "en" ? "SKU" : "رمز المنتج")).toHaveText(chosen.sku);
    // Every colour no variant of this size has in stock is marked sold out, to the eye and to a screen reader.
    for (const variant of variants.filter((v) => v.options.size === size)) {
      const label = colours.locator("label").filter({ has: page.locator(`input[value="${variant.options.color}"]`) });
      if (variant.quantity > 0) await expect(label.locator(".line-through")).toHaveCount(0);
      else await expect(label).toContainText(lang === "en" ? "(sold out)" : "(نفد)");
    }
    expect(await seriousViolations(page)).toEqual([]);
  }
});
