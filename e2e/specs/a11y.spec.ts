import AxeBuilder from "@axe-core/playwright";

import { expect, test, type Page } from "../fixtures/test.ts";

// Issue 3: axe finds no serious or critical violation on home, listing, product, cart, compare
// and wishlist, in English and in Arabic.
async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/website/products/?limit=1&sort=default");
  const body = (await response.json()) as { data: { slug: string }[] };
  return `/product/${body.data[0]!.slug}`;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

const PAGES = ["/", "/shop", "product", "/cart", "/compare", "/wishlist"] as const;

for (const lang of ["en", "ar"] as const) {
  for (const path of PAGES) {
    test(`${path === "product" ? "a product page" : path} has no serious or critical accessibility violation in ${lang}`, async ({ page }) => {
      const address = path === "product" ? await firstProductPath(page) : path;
      await page.goto(`${address}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
