import { owner, signInToBackOffice } from "../fixtures/back-office.ts";
import { newsletter } from "../fixtures/home.ts";
import { mailedHeader, mailedLink } from "../fixtures/mail.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";

// The newsletter by double opt-in, from the footer to the mailed links and the back office.

test("a sign-up counts once its mailed link is confirmed, is exported only then, and a newsletter's own link unsubscribes it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const reader = `reader-${stamp}@example.com`;
  const waiting = `waiting-${stamp}@example.com`;
  for (const email of [reader, waiting]) {
    await page.goto("/?lang=en");
    const form = newsletter(page);
    await form.email.fill(email);
    await form.submit.click();
    await expect(page.getByRole("status").filter({ hasText: "You have successfully subscribed to our newsletter." })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText("Almost done: open the link we just e-mailed you to confirm.")).toBeVisible();
  }

  // Opening the link only shows the page (a mail scanner opens links too); the button confirms.
  await page.goto(await mailedLink(reader, "/newsletter/confirm/"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText(`Press the button to have the Overland newsletter sent to ${reader}.`)).toBeVisible();
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed" })).toContainText(reader);

  // The owner sees both states, exports only the confirmed address, and sends an issue.
  const staff = await (await browser.newContext()).newPage();
  await signInToBackOffice(staff, "/admin/newsletter");
  await staff.getByLabel("Address").fill(`-${stamp}@example.com`);
  await staff.getByRole("button", { name: "Apply" }).click();
  const rows = staff.getByRole("table", { name: "Newsletter" }).getByRole("row");
  await expect(rows.filter({ hasText: reader })).toContainText("Confirmed");
  await expect(rows.filter({ hasText: waiting })).toContainText("Waiting for confirmation");
  const download = staff.waitForEvent("download");
  await staff.getByRole("link", { name: /^Export confirmed/ }).click();
  const csv = await (await (await download).createReadStream()).toArray();
  const exported = Buffer.concat(csv).toString("utf8");
  // The shop's CSV (as the catalogue files): a BOM for spreadsheets, cells quoted only when they must be.
  expect(exported.startsWith("\uFEFFemail,language,subscribed_at,confirmed_at\r\n")).toBe(true);
  expect(exported).toContain(`\r\n${reader},en,`);
  expect(exported).not.toContain(waiting);
  expect(exported).not.toContain(owner().email);

  const subject = `Trail notes ${stamp}`;
  await staff.getByLabel("Subject").fill(subject);
  await staff.getByLabel(/^Text/).fill("New recovery boards are in stock, and a guide to fitting them is on the blog.");
  await staff.getByRole("button", { name: "Send to confirmed subscribers" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The newsletter is queued for confirmed subscribers" })).toBeVisible();

  // The issue carries the one-click header and its own unsubscribe link, which works without signing in.
  expect(await mailedHeader(reader, subject, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(await mailedHeader(reader, subject, "List-Unsubscribe")).toMatch(
    /^<https?:\/\/[^>]+\/api\/website\/newsletter\/unsubscribe\/[\w.-]+>$/,
  );
  await page.goto(await mailedLink(reader, "/newsletter/unsubscribe/"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toContainText(reader);
  expect(await seriousViolations(page, { include: ["main"] })).toEqual([]);

  await staff.reload();
  await expect(rows.filter({ hasText: reader })).toContainText("Unsubscribed");
});
