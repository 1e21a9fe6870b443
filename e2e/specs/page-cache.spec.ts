import { findProduct } from "../fixtures/product.ts";
import { expect, test } from "../fixtures/test.ts";

// Decision 015: a guest's catalogue page is kept and sent again until the catalogue changes.
// Sent again, it is the same page for every guest, under a Content-Security-Policy naming its
// scripts' hashes instead of a nonce; a change shows on the very next request.

const inStock = (p: { stock: number }) => p.stock > 5;

test("a kept page is sent with its scripts' hashes, works in the browser, and shows a new review at once", async ({ page, request }) => {
  const product = await findProduct(request, inStock);
  const url = `/product/${product.slug}`;
  // Other journeys change the catalogue meanwhile (each change empties the cache): ask until kept.
  await expect.poll(async () => (await request.get(url)).headers()["x-cache"]).toBe("hit");
  const kept = await request.get(url);
  if (kept.headers()["x-cache"] === "hit") {
    expect(kept.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(kept.headers()["content-security-policy"]).not.toContain("nonce-");
  }
  expect(await kept.text()).toContain(product.title.en);

  // The browser runs a kept page's scripts: no policy violation, and the page works.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await expect.poll(async () => (await page.goto(url))!.headers()["x-cache"]).toBe("hit");
  await page.getByRole("tab", { name: /^Reviews \(\d+\)$/ }).click();
  await expect(page.getByRole("region", { name: "Write a review" })).toBeVisible();
  expect(violations).toEqual([]);

  const text = `Kept pages change when the catalogue does, checked ${Date.now()}.`;
  const posted = await request.post(`/api/website/reviews/product/${product._id}`, {
    data: { author: "Sam Ridge", rating: 5, content: text },
  });
  expect(posted.status()).toBe(201);
  expect(await (await request.get(url)).text()).toContain(text);
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
