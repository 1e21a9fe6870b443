import { buffer } from "node:stream/consumers";

import sharp from "sharp";
import yazl from "yazl";

import { actionDone, signInToBackOffice } from "../fixtures/back-office.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";

// A supplier's file through the back office: uploaded, its dry run names each bad row by line and
// column and changes nothing; the fixed file, with its pictures archive, applied, watched to the
// end, and its parts on sale with the archive's photo.

const HEADER = "slug,sku,part_number,title_en,title_ar,description_en,brand,category,status,price,units,pictures";

const row = (token: string, n: number, price: string, title = `Recovery shackle ${token} ${n}`, pictures = "") =>
  `recovery-shackle-${token.toLowerCase()}-${n},OV-SH-${token}-${n},SH-${token}-${n},${title},شكل سحب ${n},A rated 4.75 t bow shackle.,dunecrest,bull-bars,show,${price},${n * 3},${pictures}`;

/** The supplier's pictures archive: a ZIP of photos in a folder, named in the file by their names. */
async function picturesArchive(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const zip = new yazl.ZipFile();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#4b5563" } })
    .jpeg()
    .toBuffer();
  zip.addBuffer(photo, "photos/shackle-front.jpg");
  zip.end();
  return { name: "pictures.zip", mimeType: "application/zip", buffer: await buffer(zip.outputStream) };
}

const csv = (lines: string[]) => ({
  name: "supplier.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`${[HEADER, ...lines].join("\n")}\n`),
});

test("a supplier's file is checked, its bad rows named by line and column, then applied whole", async ({ page, request }) => {
  const token = Date.now().toString(36).toUpperCase();
  await signInToBackOffice(page, "/admin/imports?lang=en");
  const upload = page.getByRole("form", { name: "Upload a file" });

  // Line 3 sells at a negative price; line 4's title starts a spreadsheet formula.
  await upload.getByLabel("File", { exact: true }).selectOption({ label: "Products" });
  await upload
    .getByLabel("File name")
    .setInputFiles(csv([row(token, 1, "49.00"), row(token, 2, "-5"), row(token, 3, "61.00", "=SUM(1+2)")]));
  await upload.getByRole("button", { name: "Upload and check" }).click();
  const report = page.getByRole("region", { name: "Report: supplier.csv" });
  await expect(report.getByText("Checked", { exact: true })).toBeVisible();
  const problems = report.getByRole("table", { name: "Bad rows" });
  const cells = problems.getByRole("row").locator("td:nth-child(-n+2)");
  await expect(cells).toHaveText(["3", "price", "4", "title_en"]);
  await expect(report.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
  expect((await request.get(`/product/recovery-shackle-${token.toLowerCase()}-1`)).status()).toBe(404);

  // Fixed: checked clean, applied, watched to the end.
  await upload.getByLabel("File", { exact: true }).selectOption({ label: "Products" });
  await upload.getByLabel("Pictures archive (optional)").setInputFiles(await picturesArchive());
  await upload
    .getByLabel("File name")
    .setInputFiles(csv([row(token, 1, "49.00"), row(token, 2, "55.00", undefined, "shackle-front.jpg"), row(token, 3, "61.00")]));
  await upload.getByRole("button", { name: "Upload and check" }).click();
  await expect(report.getByText("Parts created")).toBeVisible();
  await expect(report.getByText("Parts created").locator("xpath=following-sibling::dd")).toHaveText("3");
  await report.getByRole("button", { name: "Apply supplier.csv" }).click();
  await actionDone(page, "Applying supplier.csv");
  await expect(report.getByText("Applied", { exact: true })).toBeVisible();

  // The newest parts, two of them with no picture yet, lead the home page's new arrivals: each card still names its link.
  await page.goto("/?lang=en");
  const arrivals = page.getByRole("region", { name: "New arrivals" }).or(page.locator('[aria-label="New arrivals"]')).first();
  await expect(arrivals.getByRole("link", { name: `Recovery shackle ${token} 3` }).first()).toBeAttached();
  expect(await seriousViolations(page, { include: ['[aria-label="New arrivals"]'] })).toEqual([]);

  await page.goto(`/product/recovery-shackle-${token.toLowerCase()}-2?lang=ar`);
  await expect(page.getByRole("heading", { level: 1, name: "شكل سحب 2" })).toBeVisible();
  await page.goto(`/product/recovery-shackle-${token.toLowerCase()}-2?lang=en`);
  await expect(page.getByRole("main")).toContainText("$55.00");
  // The archive's photo, written again by the shop, is the part's picture.
  const picture = page.getByRole("img", { name: `Recovery shackle ${token} 2` }).first();
  await expect(picture).toHaveAttribute("src", /^\/media\/uploads\/[\w-]{22}-800\.webp$/);
  expect((await request.get((await picture.getAttribute("src"))!)).headers()["content-type"]).toBe("image/webp");
});
