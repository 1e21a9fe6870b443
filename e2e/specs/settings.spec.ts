import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { expect, test } from "../fixtures/test.ts";

// The owner's settings (decision 046): a phone number and opening hours changed in the back office
// are what every page's footer says at the next request, in every language, and the audit log
// keeps what they were.

test("the owner changes the shop's phone and Saturday hours; the footer says so at once in three languages, and the audit log has the change", async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = `+61 2 5550 ${String(Date.now() % 10_000).padStart(4, "0")}`;
  await signInToBackOffice(page, "/admin/settings");
  const contacts = page.getByRole("form", { name: "Name, contacts and address" });
  const before = await contacts.getByLabel("Phone", { exact: true }).inputValue();
  await contacts.getByLabel("Phone", { exact: true }).fill(phone);
  await contacts.getByRole("button", { name: "Save the contacts" }).click();
  await actionDone(page, "Saved: the shop shows it at the next request.");

  const hours = page.getByRole("form", { name: "Opening hours and clock" });
  // A day's hours the shop cannot keep are refused at the field, with what it takes.
  await hours.getByLabel("Saturday", { exact: true }).fill("12:00-08:00");
  await hours.getByRole("button", { name: "Save the hours" }).click();
  await expect(hours.getByLabel("Saturday", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await hours.getByLabel("Saturday", { exact: true }).fill("08:00-13:00");
  await hours.getByRole("button", { name: "Save the hours" }).click();
  await actionDone(page, "Saved: the shop shows it at the next request.");

  // A guest, whose pages the shop keeps: the change forgot them.
  const shopper = await browser.newPage({ baseURL });
  const footers = {
    en: { hours: "Sat 08:00–13:00" },
    ru: { hours: "сб 08:00–13:00" },
    ar: { hours: "السبت \u206608:00–13:00\u2069" },
  };
  for (const [lang, expected] of Object.entries(footers)) {
    await shopper.goto(`/?lang=${lang}`);
    const footer = shopper.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);
    await expect(footer).toContainText(expected.hours);
  }
  await shopper.close();

  await page.goto("/admin/audit");
  // Newest first: the hours' change, then the phone's, each with what it was and what it became.
  const changes = page.getByRole("row").filter({ hasText: "settings.update" });
  await expect(changes.first()).toContainText('"sat":{"opens":"08:00","closes":"13:00"}');
  const phoneChange = changes.filter({ hasText: phone });
  await expect(phoneChange).toHaveCount(1);
  await expect(phoneChange).toContainText(before);
});
