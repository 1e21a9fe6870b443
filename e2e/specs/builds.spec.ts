import sharp from "sharp";

import { signUpThroughApi } from "../fixtures/account.ts";
import { boundMessage, expectRefused, signInToBackOffice } from "../fixtures/back-office.ts";
import { message } from "../fixtures/home.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, type Page, test } from "../fixtures/test.ts";
import { LAND_CRUISER_80, vehicleId } from "../fixtures/vehicle.ts";

// Customers' builds. A customer sends one from /add-build with three photos (one with
// GPS in its EXIF), staff publish it in the back office, and shoppers find it on /guest-post with
// its photos, which carry no EXIF.

/** A phone's photo: a JPEG whose EXIF says where it was taken. */
const gpsPhoto = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: "TrailPhone" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "33/1 51/1 5400/100", GPSLongitudeRef: "E", GPSLongitude: "151/1 12/1 3600/100" },
    })
    .toBuffer();
const pngPhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#2b5a8a" } })
    .png()
    .toBuffer();

/** A customer with a Land Cruiser 80 in the garage, signed in. */
async function customerWithVehicle(page: Page): Promise<void> {
  await signUpThroughApi(page, { name: "Kim Outback" });
  const vehicle = await vehicleId(page.request, LAND_CRUISER_80);
  expect((await page.request.post("/api/website/user/vehicles", { data: { vehicleId: vehicle, current: true } })).ok()).toBe(true);
}

test("a guest is asked to sign in to add a build, and a file that is not a photo is refused with a clear message", async ({ page }) => {
  await page.goto("/add-build?lang=en");
  await expect(page).toHaveURL(/\/account\/login\?next=%2Fadd-build/);

  await customerWithVehicle(page);
  await page.goto("/add-build?lang=en");
  // A title too short is said beside it, and nothing is sent.
  await page.getByRole("main").getByLabel("Title").fill("Old");
  await page.getByRole("main").getByRole("button", { name: "Send my build" }).click();
  await expect(page.getByRole("main").getByLabel("Title")).toHaveAccessibleDescription("Too short: at least 5 characters.");
  await expect(page.getByRole("main").getByLabel("Title")).toBeFocused();
  await expect(page.getByRole("main").getByLabel("Title")).toHaveValue("Old");
  await expect(page.getByRole("main").getByLabel(/^Photos/)).toHaveAccessibleDescription(/Choose at least one photo\.$/);
  await page.getByRole("main").getByLabel("Title").fill("Not a photo at all");
  await page
    .getByRole("main")
    .getByLabel("Story")
    .fill("A story long enough to pass the form's own check, about a Land Cruiser that goes places.");
  await page
    .getByRole("main")
    .getByLabel(/^Photos/)
    .setInputFiles([
      {
        name: "drawing.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
  await page.getByRole("main").getByRole("button", { name: "Send my build" }).click();
  await expect(page.getByRole("alert")).toHaveText("This file is not a photo we can use: send a JPEG, PNG or WebP image.");
  // The form is busy until the answer and the page's data are back (its button with it).
  const form = page.getByRole("main").locator("form[aria-busy]");
  await expect(form).toHaveAttribute("aria-busy", "false");
  // A text file renamed .jpg is no photo either.
  await page
    .getByRole("main")
    .getByLabel(/^Photos/)
    .setInputFiles([{ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: Buffer.from("only words, no picture") }]);
  await page.getByRole("main").getByRole("button", { name: "Send my build" }).click();
  await expect(page.getByRole("alert")).toHaveText("This file is not a photo we can use: send a JPEG, PNG or WebP image.");
  await expect(form).toHaveAttribute("aria-busy", "false");
});

test("a build sent with three photos waits for staff, is published from the back office, and shoppers find it without the photos' EXIF", async ({
  page,
  browser,
}) => {
  const title = `Desert tourer ${Date.now()}`;
  await customerWithVehicle(page);
  await page.goto("/add-build?lang=en");
  await page.getByRole("main").getByLabel("Title").fill(title);
  await expect(page.getByRole("main").getByLabel("Vehicle")).toHaveValue(/\d+/);
  await page
    .getByRole("main")
    .getByLabel("Story")
    .fill("Long-range tanks, a drawer system and a roof-top tent: two years of weekends on a tired wagon.");
  await page
    .getByRole("main")
    .getByLabel(/^Photos/)
    .setInputFiles([
      { name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: await gpsPhoto("#6b4f2a") },
      { name: "camp.png", mimeType: "image/png", buffer: await pngPhoto() },
      { name: "IMG_0043.JPG", mimeType: "image/jpeg", buffer: await gpsPhoto("#3f6b2a") },
    ]);
  // A part found by name, narrowed to the build's vehicle.
  await page.getByRole("main").getByPlaceholder("Find a part").fill("snorkel");
  const found = page.getByRole("list", { name: "Parts found" }).getByRole("listitem").first();
  const partName = (await found.locator("span").textContent())!.split(" · ")[0]!.trim();
  await found.getByRole("button", { name: "Add" }).click();
  await page.getByRole("main").getByRole("button", { name: "Send my build" }).click();

  await expect(page).toHaveURL(/\/account\/builds\?sent=/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you: your build is waiting for our staff.");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Waiting for our staff");

  // Waiting: not listed, and a guest cannot open it.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto("/guest-post?lang=en");
  await expect(guest.getByRole("link", { name: title })).toHaveCount(0);

  // Staff publish it in the back office.
  const staff = await (await browser.newContext()).newPage();
  await signInToBackOffice(staff, "/admin/builds");
  // A reason too short to act on is refused beside its field, in each language of the back office.
  for (const locale of ["ru", "ar", "en"] as const) {
    await staff.goto(`/admin/builds?lang=${locale}`);
    const reject = staff.getByRole("form", { name: message(locale, "admin.builds.rejectForm.title").replace("{{title}}", title) });
    await reject.getByLabel(message(locale, "admin.builds.reason")).fill("No");
    const tooShort = boundMessage(locale, "admin.fieldErrors.minLength", 5);
    await expectRefused(reject, message(locale, "admin.builds.rejectForm.submit"), message(locale, "admin.builds.reason"), tooShort);
  }
  await staff.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(staff.getByRole("status").filter({ hasText: "The build is published." })).toBeVisible();

  await guest.goto("/guest-post?lang=en");
  await guest.getByRole("link", { name: title }).click();
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText("By Kim")).toBeVisible();
  await expect(guest.getByText("Outback")).toHaveCount(0);
  await expect(guest.getByText("1995 Toyota Land Cruiser 80").first()).toBeVisible();
  await expect(guest.getByRole("region", { name: "Parts on this build" }).getByRole("link", { name: partName }).first()).toBeVisible();
  // Three photos, each the shop's own WebP without the EXIF and GPS the phone wrote.
  const sources = await guest
    .locator('[aria-roledescription="slide"] img')
    .evaluateAll((images) => images.map((img) => img.getAttribute("src")!));
  expect(sources).toHaveLength(3);
  for (const src of sources) {
    const served = await guest.request.get(src);
    expect(served.headers()["content-type"]).toBe("image/webp");
    const body = await served.body();
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes("TrailPhone")).toBe(false);
  }
  expect(await seriousViolations(guest, { include: ["main"] })).toEqual([]);
});
