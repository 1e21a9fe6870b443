import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { expect, test } from "../fixtures/test.ts";

// The owner's API tokens: one is made for a supplier's feed, shown once, works against the admin
// API, and once revoked is refused there.

test("the owner makes an API token, sees it once, and revokes it", async ({ page, request }) => {
  const name = `Stock feed ${Date.now().toString(36)}`;
  await signInToBackOffice(page, "/admin/tokens");
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();

  const form = page.getByRole("form", { name: "Make a token" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Read the catalogue", { exact: true }).check();
  await form.getByRole("button", { name: "Make the token" }).click();
  await actionDone(page, `The token ${name} was made.`);

  const shown = page.getByRole("region", { name: "The new token" });
  await expect(shown).toContainText("it will not be shown again");
  const secret = (await shown.getByText(/^ovl_/).textContent())!.trim();
  expect(secret).toMatch(/^ovl_[A-Za-z0-9_-]{43}$/);
  const asFeed = { headers: { authorization: `Bearer ${secret}` } };
  expect((await request.get("/api/admin/me", asFeed)).status()).toBe(200);

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText("Active");
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole("button", { name: `Revoke the token ${name}` }).click();
  await actionDone(page, `The token ${name} was revoked: it is refused from now on.`);
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: `Revoke the token ${name}` })).toHaveCount(0);
  expect((await request.get("/api/admin/me", asFeed)).status()).toBe(401);
});
