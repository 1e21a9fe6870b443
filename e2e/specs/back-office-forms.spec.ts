import { BACK_OFFICE_LOCALES, boundMessage, expectRefused, signInToBackOffice } from "../fixtures/back-office.ts";
import { message } from "../fixtures/home.ts";
import { expect, test } from "../fixtures/test.ts";

// Every back-office form says what is wrong with a field beside the field, in the staff member's
// language: the same schema checks it in the browser and in the action. One form a page here (the
// order's and the builds' forms are tried in the journeys that have an order and a build).

test("the back office's forms say a field's problem beside it, in English, Russian and Arabic", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const guest = await (await browser.newContext()).newPage();
  await signInToBackOffice(page, "/admin/staff");
  for (const locale of BACK_OFFICE_LOCALES) {
    const words = (key: string) => message(locale, key);

    await guest.goto(`/admin/login?lang=${locale}`);
    await expect(guest.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await guest.getByLabel(words("admin.login.email")).fill("not an address");
    await guest.getByLabel(words("admin.login.password")).fill("whatever-it-is");
    await expectRefused(guest, words("admin.login.submit"), words("admin.login.email"), words("errors.ERROR_API_AUTH_INVALID_EMAIL"));

    await guest.goto(`/admin/set-password/${"x".repeat(43)}?lang=${locale}`);
    await guest.getByLabel(words("admin.setPassword.password"), { exact: true }).fill("trail-worthy-7");
    await guest.getByLabel(words("admin.setPassword.confirm")).fill("trail-worthy-8");
    await expectRefused(guest, words("admin.setPassword.submit"), words("admin.setPassword.confirm"), words("admin.fieldErrors.mismatch"));

    await page.goto(`/admin/staff?lang=${locale}`);
    const add = page.getByRole("form", { name: words("admin.staff.addForm.title") });
    await add.getByLabel(words("admin.staff.email")).fill("owner-at-nowhere");
    await expectRefused(add, words("admin.staff.addForm.submit"), words("admin.staff.email"), words("admin.fieldErrors.email"));

    await page.goto(`/admin/newsletter?lang=${locale}`);
    const send = page.getByRole("form", { name: words("admin.newsletter.sendForm.title") });
    const subject = send.getByLabel(words("admin.newsletter.subject"));
    await subject.fill("Hi");
    // A field is checked when it is left, and the focus goes on to the next one.
    await subject.press("Tab");
    await expect(send.getByLabel(words("admin.newsletter.text"))).toBeFocused();
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await send.getByLabel(words("admin.newsletter.text")).fill("New winch bumpers for the Hilux are in stock this week.");
    await expectRefused(
      send,
      words("admin.newsletter.sendForm.submit"),
      words("admin.newsletter.subject"),
      boundMessage(locale, "admin.fieldErrors.minLength", 3),
    );

    await page.goto(`/admin/search?lang=${locale}`);
    const synonyms = page.getByRole("form", { name: words("admin.search.addForm.title") });
    await synonyms.getByLabel(words("admin.search.phrases")).fill("  ");
    await expectRefused(synonyms, words("admin.search.addForm.submit"), words("admin.search.phrases"), words("admin.fieldErrors.empty"));
  }
});

test("without JavaScript the action answers the same problems beside the same fields", async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInToBackOffice(page, "/admin/staff");
  await page.goto("/admin/staff?lang=ru");
  const add = page.getByRole("form", { name: message("ru", "admin.staff.addForm.title") });
  await add.getByLabel(message("ru", "admin.staff.email")).fill("owner-at-nowhere");
  await add.getByLabel(message("ru", "admin.staff.name")).fill("N".repeat(101));
  await add.getByRole("button", { name: message("ru", "admin.staff.addForm.submit") }).click();
  await expect(add.getByLabel(message("ru", "admin.staff.email"))).toHaveAccessibleDescription(message("ru", "admin.fieldErrors.email"));
  await expect(add.getByLabel(message("ru", "admin.staff.name"))).toHaveAccessibleDescription(
    boundMessage("ru", "admin.fieldErrors.maxLength", 100),
  );
  // What was typed stays, and nobody was added.
  await expect(add.getByLabel(message("ru", "admin.staff.email"))).toHaveValue("owner-at-nowhere");
  await expect(page.getByRole("table")).not.toContainText("owner-at-nowhere");
});
