import { expect, test } from "../fixtures/test.ts";
import { findProduct } from "../fixtures/product.ts";

// Decision 015: a guest's catalogue page is kept and sent again until the catalogue changes.
// Sent again, it is the same page for every guest, under a Content-Security-Policy naming its
// scripts' hashes instead of a nonce; a change shows on the very next request.

const inStock = (p: { stock: number }) => p.stock > 5;

test("a kept page is sent with its scripts' hashes, works in the browser, and shows a new review at once", async ({ page, request }) => {
  const product = await findProduct(request, inStock);
  const url = `/product/${product.slug}`;
  const rendered = await request.get(url);
  const kept = await request.get(url);
  expect(kept.headers()["x-cache"]).toBe("hit");
  expect(kept.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(kept.headers()["content-security-policy"]).not.toContain("nonce-");
  expect(await kept.text()).toBe(await rendered.text());

  // The browser runs the kept page's scripts: no policy violation, and the page works.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  expect(response!.headers()["x-cache"]).toBe("hit");
  await page.getByRole("tab", { name: /^Reviews \(\d+\)$/ }).click();
  await expect(page.getByRole("region", { name: "Write a review" })).toBeVisible();
  expect(violations).toEqual([]);

  const text = `Kept pages change when the catalogue does, checked ${Date.now()}.`;
  const posted = await request.post(`/api/website/reviews/product/${product._id}`, {
    data: { author: "Sam Ridge", rating: 5, content: text },
  });
  expect(posted.status()).toBe(201);
  const after = await request.get(`${url}?tab=reviews`);
  expect(await after.text()).toContain(text);
  const again = await request.get(url);
  expect(again.headers()["x-cache"]).toBe("miss");
  expect(await again.text()).toContain(text);
});

test("a customer's page is never kept, and no odd cookie files one language's page under another", async ({ request }) => {
  const customer = await request.get("/shop", { headers: { cookie: "ov_session=not-a-session" } });
  expect(customer.status()).toBe(200);
  expect(customer.headers()["x-cache"]).toBeUndefined();

  // The render reads the first of two language cookies; so does the key.
  const arabic = await request.get("/about-us", { headers: { cookie: "lang=ar; lang=en" } });
  expect(await arabic.text()).toContain('<html lang="ar"');
  for (let i = 0; i < 2; i++) {
    const english = await request.get("/about-us", { headers: { cookie: "lang=en" } });
    expect(await english.text()).toContain('<html lang="en"');
  }
});
