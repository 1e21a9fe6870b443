import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../fixtures/test.ts";

// Issue 3: axe finds no serious or critical violation on the main pages, in English and Arabic.
async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/website/products/?limit=1&sort=default");
  const body = (await response.json()) as { data: { slug: string }[] };
  return `/product/${body.data[0]!.slug}`;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

for (const lang of ["en", "ar"] as const) {
  test(`main pages have no serious or critical accessibility violation in ${lang}`, async ({ page }) => {
    const paths = ["/", "/shop", await firstProductPath(page), "/cart", "/compare", "/wishlist"];
    for (const path of paths) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      expect(await seriousViolations(page), `${path} in ${lang}`).toEqual([]);
    }
  });
}
