import { readFileSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";

import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import yazl from "yazl";

import { oneUnitCheckout } from "../../tests/helpers/shopper.ts";
import { actionDone, expectRefused, openOrder, signInToBackOffice } from "../fixtures/back-office.ts";
import { expect, type Page, test } from "../fixtures/test.ts";
import { addVehicle, fullName, openPicker, vehicleId } from "../fixtures/vehicle.ts";

// A part added in the back office, with its pictures, is on sale at once: in both languages, under the vehicle it
// fits, found by its part number typed loosely, in the sitemap; a price change shows on the next
// view; hidden, it leaves all of them.

const HILUX_2020 = { year: "2020", make: "Toyota", model: "Hilux N80", engine: "2.8L I4 turbo-diesel (1GD-FTV)" };

/** Whether the sitemap (an index of files, or one file) lists the address. */
async function inSitemap(request: APIRequestContext, path: string): Promise<boolean> {
  const root = await (await request.get("/sitemap.xml")).text();
  const files = [...root.matchAll(/<loc>([^<]*\/sitemaps\/[^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const bodies = files.length > 0 ? await Promise.all(files.map(async (file) => (await request.get(file)).text())) : [root];
  return bodies.some((body) => body.includes(`${path}</loc>`));
}

const listed = async (request: APIRequestContext, vehicle: number, slug: string) => {
  const page = (await (
    await request.get("/api/website/products/", { params: { filter_vehicle: vehicle, limit: 100, sort: "newest" } })
  ).json()) as {
    data: { slug: string }[];
  };
  return page.data.some((product) => product.slug === slug);
};

test("a catalogue staffer adds a bull bar with variants, pictures and fitment; the shop sells it at once, and stops when it is hidden", async ({
  page,
  request,
}) => {
  const token = Date.now().toString(36).toUpperCase();
  const slug = `steel-bull-bar-${token.toLowerCase()}`;
  const partNumber = `BB-N80-${token}`;
  await signInToBackOffice(page, "/admin/products/new");

  const create = page.getByRole("form", { name: "A new part" });
  await create.getByLabel("Title (English)", { exact: true }).fill(`Steel bull bar ${token}`);
  await create.getByLabel("Title (Russian)", { exact: true }).fill(`Стальной кенгурятник ${token}`);
  await create.getByLabel("Title (Arabic)", { exact: true }).fill(`مصد أمامي فولاذي ${token}`);
  await create.getByLabel("Description (English)", { exact: true }).fill("A winch-ready steel bull bar for the Hilux N80.");
  await create.getByLabel("Description (Russian)", { exact: true }).fill("Стальной силовой бампер под лебёдку для Hilux N80.");
  await create.getByLabel("Description (Arabic)", { exact: true }).fill("صدام فولاذي جاهز للونش لسيارة هايلكس N80.");
  await create.getByLabel("Part number", { exact: true }).fill(partNumber);
  await create.getByLabel("SKU", { exact: true }).fill(`OV-${partNumber}`);
  await create.getByLabel("Address (slug)", { exact: true }).fill(slug);
  await create.getByLabel("State", { exact: true }).selectOption({ label: "Shown" });
  await create.getByLabel("Category", { exact: true }).selectOption({ label: "Body Parts › Bull Bars" });
  await create.getByLabel("Price (USD)", { exact: true }).fill("1450.00");
  await create.getByLabel("Units on the shelf", { exact: true }).fill("4");
  await create.getByRole("button", { name: "Add the part" }).click();
  await actionDone(page, "The part was added.");
  await expect(page.getByRole("heading", { level: 1, name: `Steel bull bar ${token}` })).toBeVisible();
  const editor = `${new URL(page.url()).pathname}?lang=en`;

  // Two variants: the part's own units go to the first.
  const option = page.getByRole("form", { name: "Add an option" });
  await option.getByLabel("Option (English)", { exact: true }).fill("Finish");
  await option.getByLabel("First value (English)", { exact: true }).fill("Black");
  await option.getByRole("button", { name: "Add the option" }).click();
  await actionDone(page, "The option was added.");
  const value = page.getByRole("form", { name: "Add a value of Finish" });
  await value.getByLabel("Value (English)", { exact: true }).fill("Silver");
  await value.getByRole("button", { name: "Add the value" }).click();
  await actionDone(page, "The value was added, with its variants.");
  await expect(page.getByRole("form", { name: "Variant Black" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Variant Silver" })).toBeVisible();

  // Three pictures, sent at once; put in order by dragging and by the keyboard; described in Arabic.
  const upload = page.getByRole("form", { name: "Add pictures" });
  await upload.getByLabel("Picture files").setInputFiles(
    await Promise.all(
      ["#1f2937", "#9ca3af", "#b91c1c"].map(async (colour, index) => ({
        name: `bull-bar-${index + 1}.png`,
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      })),
    ),
  );
  await upload.getByRole("button", { name: "Upload" }).click();
  await actionDone(page, "Pictures added: the part has 3 now.");
  const pictures = page.getByRole("region", { name: "Pictures", exact: true }).locator("img");
  await expect(pictures).toHaveCount(3);
  const sources = await pictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute("src")));
  expect(sources.every((source) => /^\/media\/uploads\/[\w-]{22}-960\.webp$/.test(source ?? ""))).toBe(true);
  const shown = () => pictures.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  await pictures.nth(2).dragTo(pictures.nth(0));
  await expect.poll(shown).toEqual([sources[2], sources[0], sources[1]]);
  await page.getByRole("button", { name: "Move Picture 2 later" }).press("Enter");
  const ordered = [sources[2], sources[1], sources[0]];
  await expect.poll(shown).toEqual(ordered);
  await actionDone(page, "The pictures' order was saved.");
  await page.getByText("What Picture 1 shows (alt text)").click();
  const words = page.getByRole("form", { name: "What Picture 1 shows" });
  await words.getByLabel("In English", { exact: true }).fill("The bull bar fitted, from the front");
  await words.getByLabel("In Arabic", { exact: true }).fill("المصد مركّبًا، من الأمام");
  await words.getByRole("button", { name: "Save the words" }).click();
  await actionDone(page, "The picture's words were saved.");

  // Fitment: the Hilux N80 of 2015 to 2024 with the 2.8 diesel.
  await page.getByRole("link", { name: "Edit the fitment" }).click();
  await page.getByRole("combobox", { name: "Make" }).selectOption("Toyota");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("combobox", { name: "Model" }).selectOption("Hilux N80");
  await page.getByRole("button", { name: "Apply" }).click();
  const add = page.getByRole("form", { name: "Add the Toyota Hilux N80" });
  await add.getByLabel("From year", { exact: true }).selectOption("2015");
  await add.getByLabel("To year", { exact: true }).selectOption("2024");
  await add.getByLabel(/1GD-FTV/).check();
  await add.getByRole("button", { name: "Add the fitment" }).click();
  await actionDone(page, "Added 10 vehicles");

  // On the storefront at once: English and Arabic, under the vehicle, by its number typed loosely, in the sitemap.
  const hilux = await vehicleId(request, HILUX_2020);
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Steel bull bar ${token}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("$1,450.00");
  await page.goto(`/product/${slug}?lang=ar`);
  await expect(page.getByRole("heading", { level: 1, name: `مصد أمامي فولاذي ${token}` })).toBeVisible();
  await expect(page.getByRole("img", { name: "المصد مركّبًا، من الأمام" })).toHaveAttribute("src", ordered[0]!);
  expect(await listed(request, hilux, slug)).toBe(true);
  await page.goto(`/search?q=${encodeURIComponent(partNumber.toLowerCase().replaceAll("-", " "))}&lang=en`);
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: `Steel bull bar ${token}` })
      .first(),
  ).toBeVisible();
  expect(await inSitemap(request, `/product/${slug}`)).toBe(true);

  // A part sold in variants is priced on its variants: a new price of one shows on the next view.
  await page.goto(editor);
  await expect(page.getByRole("form", { name: "The part" }).getByLabel("Price (USD)", { exact: true })).toHaveCount(0);
  const black = page.getByRole("form", { name: "Variant Black" });
  await black.getByLabel("Price (USD)", { exact: true }).fill("1399.00");
  await black.getByRole("button", { name: "Save the variant" }).click();
  await actionDone(page, "The variant was saved.");
  await page.goto(`/product/${slug}?lang=en`);
  await expect(page.getByRole("main")).toContainText("$1,399.00");

  // Hidden: gone from its page, the listing, search and the sitemap.
  await page.goto(editor);
  const state = page.getByRole("form", { name: "State" });
  await state.getByLabel("State", { exact: true }).selectOption({ label: "Hidden" });
  await state.getByRole("button", { name: "Change" }).click();
  await actionDone(page, "Its state was changed.");
  expect((await request.get(`/product/${slug}`)).status()).toBe(404);
  expect(await listed(request, hilux, slug)).toBe(false);
  await page.goto(`/search?q=${encodeURIComponent(partNumber)}&lang=en`);
  await expect(page.getByRole("main").getByRole("link", { name: `Steel bull bar ${token}` })).toHaveCount(0);
  expect(await inSitemap(request, `/product/${slug}`)).toBe(false);
});

/** The vehicles page's generations of one make, chosen in its filters. */
async function filterByMake(page: Page, make: string): Promise<void> {
  const filters = page.getByRole("form", { name: "Vehicles" });
  await filters.getByRole("combobox", { name: "Make" }).selectOption({ label: make });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]make=\d+/);
}

test("the owner adds a make, a generation and an engine, fits a part to it; a shopper picks the vehicle and finds the part; the vehicles file goes out and back unchanged", async ({
  page,
  request,
}) => {
  const token = Date.now().toString(36).toUpperCase();
  const make = `Ridgeback ${token}`;
  const generation = `Scout ${token}`;
  const engine = { year: "1963", make, model: generation, engine: "2.0L I4 petrol (RB-20)" };
  const makesOf = async (year: number) => (await (await request.get(`/api/website/vehicles/makes?year=${year}`)).json()) as string[];
  await signInToBackOffice(page, "/admin/vehicles");

  // A make; a second of the same name is refused beside its name.
  const newMake = page.getByRole("form", { name: "A new make" });
  await newMake.getByLabel("Name", { exact: true }).fill(make);
  await newMake.getByRole("button", { name: "Add the make" }).click();
  await actionDone(page, `The make ${make} was added.`);
  await newMake.getByLabel("Name", { exact: true }).fill(make.toLowerCase());
  await expectRefused(newMake, "Add the make", "Name", "The list has a make of this name.");

  // A generation of 1961 to 1966: its page opens, to add its engines. Without one, the picker has no vehicle of it.
  const newGeneration = page.getByRole("form", { name: "A new generation" });
  await newGeneration.getByLabel("Make", { exact: true }).selectOption({ label: make });
  await newGeneration.getByLabel("Model line", { exact: true }).fill("Scout");
  await newGeneration.getByLabel("Generation", { exact: true }).fill(generation);
  await newGeneration.getByLabel("Chassis codes", { exact: true }).fill("RB1");
  await newGeneration.getByLabel("First year", { exact: true }).fill("1961");
  await newGeneration.getByLabel("Last year", { exact: true }).fill("1966");
  await newGeneration.getByRole("button", { name: "Add the generation" }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles\/\d+\?created=1$/);
  await expect(page.getByRole("heading", { level: 1, name: `${make} ${generation}` })).toBeVisible();
  await actionDone(page, "The generation was added: now give it its engines.");
  expect(await makesOf(1963)).not.toContain(make);

  // An engine whose own years miss the generation's is refused beside its first year; within them it is added.
  const newEngine = page.getByRole("form", { name: "A new engine" });
  await newEngine.getByLabel("Engine code", { exact: true }).fill("RB-20");
  await newEngine.getByLabel("Engine name (English)", { exact: true }).fill("2.0L I4 petrol");
  await newEngine.getByLabel("Engine name (Russian)", { exact: true }).fill("2.0 л I4 бензин");
  await newEngine.getByLabel("Fuel", { exact: true }).selectOption({ label: "Petrol" });
  await newEngine.getByLabel("Displacement (cc)", { exact: true }).fill("1995");
  await newEngine.getByLabel("Power (kW)", { exact: true }).fill("85");
  await newEngine.getByLabel("First year", { exact: true }).fill("1950");
  await newEngine.getByLabel("Last year", { exact: true }).fill("1955");
  await newEngine.getByRole("button", { name: "Add the engine" }).click();
  const firstYear = newEngine.getByLabel("First year", { exact: true });
  await expect(firstYear).toHaveAttribute("aria-invalid", "true");
  await expect(firstYear).toHaveAccessibleDescription(/outside the generation's: the engine would have no vehicle/);
  await expect(firstYear).toBeFocused();
  await firstYear.fill("");
  await newEngine.getByLabel("Last year", { exact: true }).fill("");
  await newEngine.getByRole("button", { name: "Add the engine" }).click();
  await actionDone(page, "The engine RB-20 was added");
  const row = page.getByRole("row").filter({ hasText: "RB-20" });
  await expect(row).toContainText("2.0 L");
  await expect(row).toContainText("85 kW");
  await expect(row).toContainText("1961–1966");

  // The shop's newest part fitted to it (the fitment editor's API, as staff); a shopper who picks the vehicle finds it under the vehicle.
  const [part] = (
    (await (await request.get("/api/website/products/", { params: { sort: "newest", limit: 1 } })).json()) as {
      data: { _id: number; slug: string }[];
    }
  ).data;
  const fitted = await page.request.post(`/api/admin/products/${part!._id}/fitment`, {
    data: { make, model: generation, yearFrom: 1962, yearTo: 1964, engines: ["RB-20"] },
  });
  expect(fitted.ok(), await fitted.text()).toBe(true);
  await page.goto("/?lang=en");
  await addVehicle(await openPicker(page), engine);
  await page.goto(`/product/${part!.slug}?lang=en`);
  await expect(page.getByText(`Fits your ${fullName(engine)}`, { exact: true })).toBeVisible();
  const vehicle = await vehicleId(request, engine);
  expect(await listed(request, vehicle, part!.slug)).toBe(true);

  // The vehicles file, exported and taken back, changes nothing.
  const file = await page.request.get("/admin/imports/export/vehicles");
  expect(file.ok()).toBe(true);
  const exported = await file.text();
  expect(exported).toContain(`${make},,no,Scout,,${generation},RB1,1961,1966,no,,,RB-20,2.0L I4 petrol`);
  const upload = await page.request.post("/api/admin/catalogue/imports", {
    params: { kind: "vehicles", fileName: "vehicles.csv" },
    headers: { "content-type": "text/csv" },
    data: exported,
  });
  expect(upload.status()).toBe(202);
  const { id: importId } = (await upload.json()) as { id: string };
  const checked = async () =>
    (await (await page.request.get(`/api/admin/catalogue/imports/${importId}`)).json()) as {
      state: string;
      summary: Record<string, number>;
    };
  await expect.poll(async () => (await checked()).state).toBe("checked");
  expect(Object.entries((await checked()).summary).filter(([name]) => !name.endsWith(".unchanged"))).toEqual([]);

  // Years taken away take their vehicles with them.
  await page.goto("/admin/vehicles?lang=en");
  await filterByMake(page, make);
  await page.getByRole("link", { name: generation, exact: true }).filter({ visible: true }).click();
  const edit = page.getByRole("form", { name: `Edit ${make} ${generation}` });
  await edit.getByLabel("Last year", { exact: true }).fill("1964");
  await edit.getByRole("button", { name: "Save" }).click();
  await actionDone(page, "Saved: its vehicles follow.");
  expect(await makesOf(1964)).toContain(make);
  expect(await makesOf(1965)).not.toContain(make);

  // Hidden, it leaves the picker. Fitted and in a garage, its engine is never removed: hidden, it still fits the part.
  await page.getByRole("form", { name: "Hide from the storefront" }).getByRole("button", { name: "Hide" }).click();
  await actionDone(page, "Saved: the storefront shows it at the next page.");
  expect(await makesOf(1963)).not.toContain(make);
  await expect(page.getByRole("button", { name: "Delete RB-20", exact: true })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "RB-20" })).toContainText("In use: hide it instead");
  expect(await listed(request, vehicle, part!.slug)).toBe(true);
});

test.describe("a deleted part", () => {
  // Its page answers 410 to the guest who opens it: the journey asks for that.
  test.use({ expectedResponses: [{ status: 410, url: /-copy\?lang=en$/ }] });

  test("a part's whole life: duplicated as a draft, previewed by staff alone, shown and sold, then deleted: its page answers 410 and its order reads as sold", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A seeded part sold as itself, from the end of the list (the purchase journeys buy the first ones).
    const listing = (await (await request.get("/api/website/products/?limit=60&sort=default")).json()) as {
      data: { _id: number; slug: string; title: { en: string }; options?: unknown[] }[];
    };
    const source = listing.data.filter((part) => !part.options?.length).at(-3)!;
    await signInToBackOffice(page, `/admin/products/${source._id}?lang=en`);
    await page.getByRole("region", { name: "Copy or delete" }).getByRole("button", { name: "Duplicate" }).click();
    await actionDone(page, "This is the copy, a draft");
    await expect(page.getByRole("heading", { level: 1, name: `${source.title.en} (copy)` })).toBeVisible();
    const copyId = Number(new URL(page.url()).pathname.split("/").pop());
    // Its barcode's number is checked as typed: one digit wrong is refused at its field.
    const form = page.getByRole("form", { name: "The part" });
    await form.getByLabel("Barcode (GTIN, EAN, UPC)").fill("4006381333932");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("The last digit is not this number's check digit")).toBeVisible();
    await form.getByLabel("Barcode (GTIN, EAN, UPC)").fill("4006381333931");
    await form.getByRole("button", { name: "Save" }).click();
    await actionDone(page, "Saved.");
    const copySlug = `${source.slug}-copy`;

    // Staff see the draft as a shopper would, marked as a preview and never kept; a guest is told it is not there.
    await page.goto(`/product/${copySlug}?preview&lang=en`);
    await expect(page.getByRole("status").filter({ hasText: "Shoppers cannot see this part: it is a draft." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${source.title.en} (copy)` })).toBeVisible();
    const guest = await browser.newContext();
    const guestPreview = await guest.request.get(`/product/${copySlug}?preview`);
    expect(guestPreview.status()).toBe(404);
    expect(await guestPreview.text()).not.toContain("(copy)");

    // Shown, it sells.
    await page.goto(`/admin/products/${copyId}?lang=en`);
    const state = page.getByRole("form", { name: "State" });
    await state.getByLabel("State").selectOption({ label: "Shown" });
    await state.getByRole("button", { name: "Change" }).click();
    await actionDone(page, "Its state was changed.");
    const receipt = page.getByRole("form", { name: "Record a change" });
    await receipt.getByLabel("Units").fill("3");
    await receipt.getByRole("button", { name: "Record" }).click();
    await actionDone(page, "The units were recorded: 3 on the shelf now.");
    const checkout = await request.post("/api/website/order/create-checkout-session", { data: oneUnitCheckout(copyId) });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const order = (await checkout.json()) as { url: string; number: number };
    const session = new URL(order.url).pathname.split("/").pop()!;
    const paid = await request.post(`/api/website/payments/test/${session}`, {
      form: { action: "pay", card: "4242424242424242" },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);

    // Deleted: gone from the shop with 410, kept for its order.
    await page.getByRole("region", { name: "Copy or delete" }).getByRole("button", { name: "Delete the part" }).click();
    await actionDone(page, "The part is deleted: off the shop, kept for its orders.");
    await expect(page.getByRole("button", { name: "Restore the part" })).toBeVisible();
    const gone = await guest.request.get(`/product/${copySlug}?lang=en`);
    expect(gone.status()).toBe(410);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/product/${copySlug}?lang=en`);
    await expect(guestPage.getByRole("heading", { level: 1, name: "This part is no longer sold" })).toBeVisible();
    await guest.close();
    await openOrder(page, String(order.number));
    await expect(page.getByRole("main")).toContainText(`${source.title.en} (copy)`);
  });
});

test("a shop moving from Shopify uploads Shopify's template with create missing: its dry run lists the changes, and the part is on sale with its price and options", async ({
  page,
}) => {
  const token = Date.now().toString(36).toUpperCase();
  // Shopify's own template, its handles and SKUs made this run's own; its pictures come in an archive, by the names their addresses end in.
  const template = readFileSync(
    path.join(import.meta.dirname, "../../src/server/modules/catalogue-files/fixtures/shopify-product-template.csv"),
    "utf8",
  )
    .replace(/\bexample-(shirt|pants|hat)\b/g, `example-$1-${token.toLowerCase()}`)
    .replace(/\b(SRT_COT|PNT_DEN|HAT_GRY)_/g, `$1_${token}_`);
  const zip = new yazl.ZipFile();
  for (const name of new Set([...template.matchAll(/\/photos\/([\w-]+\.jpg)/g)].map((match) => match[1]!)))
    zip.addBuffer(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: "#166534" } })
        .jpeg()
        .toBuffer(),
      name,
    );
  zip.end();

  await signInToBackOffice(page, "/admin/imports?lang=en");
  const upload = page.getByRole("form", { name: "Upload a file" });
  await upload.getByLabel("File", { exact: true }).selectOption({ label: "Products" });
  await upload.getByLabel("Create missing brands and categories").check();
  await upload
    .getByLabel("Pictures archive (optional)")
    .setInputFiles({ name: "pictures.zip", mimeType: "application/zip", buffer: await buffer(zip.outputStream) });
  await upload.getByLabel("File name").setInputFiles({ name: "product_template.csv", mimeType: "text/csv", buffer: Buffer.from(template) });
  await upload.getByRole("button", { name: "Upload and check" }).click();

  const report = page.getByRole("region", { name: "Report: product_template.csv" });
  await expect(report.getByText("Checked", { exact: true })).toBeVisible();
  await expect(report.getByText("Read as: Shopify product file, mapped onto the shop's columns.")).toBeVisible();
  await expect(report.getByText("Variant Inventory Tracker, Variant Inventory Policy", { exact: false })).toBeVisible();
  await expect(report.getByRole("heading", { name: "Changes (18)" })).toBeVisible();
  const changes = report.getByRole("table", { name: "Changes, line by line" });
  await expect(changes.getByRole("row").filter({ hasText: `example-shirt-${token.toLowerCase()} · SRT_COT_${token}_` })).toHaveCount(12);
  await report.getByRole("button", { name: "Apply product_template.csv" }).click();
  await actionDone(page, "Applying product_template.csv");
  await expect(report.getByText("Applied", { exact: true })).toBeVisible();

  // On sale at once: the template's title, price and options.
  await page.goto(`/product/example-shirt-${token.toLowerCase()}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Example T-Shirt" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("$25.00");
  const colour = page.getByRole("group", { name: /^Color/ });
  await expect(colour.getByRole("radio")).toHaveCount(4);
  await expect(colour.getByRole("radio", { name: /^Green/ })).toBeAttached();
  await expect(page.getByRole("group", { name: /^Size/ }).getByRole("radio")).toHaveCount(3);
});

test("a catalogue staffer ticks two parts, takes 10% off rounded to .95, watches it run, and undoes it: every price is back", async ({
  page,
  request,
}) => {
  const priceOf = async (slug: string) =>
    ((await (await request.get(`/api/website/products/${slug}`)).json()) as { prices: { price: number } }).prices.price;
  await signInToBackOffice(page, "/admin/products?lang=en&sort=sku&state=show");
  // Nothing ticked: the form says so, and stays open.
  await page.getByText("Change many parts", { exact: true }).click();
  const bulk = page.locator("details").filter({ hasText: "Change many parts" });
  await bulk.getByLabel("Percentage").fill("-10");
  await bulk.getByRole("button", { name: "Change the parts" }).click();
  await expect(bulk.getByRole("alert").filter({ hasText: "Tick at least one part" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  for (const index of [1, 2])
    await rows
      .nth(index)
      .getByRole("checkbox", { name: /^Choose / })
      .check();
  const slugs = await Promise.all(
    [1, 2].map(async (index) => {
      const href = await rows.nth(index).getByRole("link").first().getAttribute("href");
      const id = href!.split("/").pop();
      return ((await (await page.request.get(`/api/admin/products/${id}`)).json()) as { fields: { slug: string } }).fields.slug;
    }),
  );
  const before = await Promise.all(slugs.map(priceOf));
  await bulk.getByLabel("Change", { exact: true }).selectOption({ label: "Prices by a percentage" });
  await bulk.getByLabel("Percentage").fill("-10");
  await bulk.getByLabel("Round to").selectOption({ label: ".95" });
  await bulk.getByRole("button", { name: "Change the parts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Bulk edit \d+$/ })).toBeVisible();
  await expect(page.getByText("2 of 2 parts changed")).toBeVisible();
  const after = await Promise.all(slugs.map(priceOf));
  after.forEach((price, index) => {
    expect(Math.round(price * 100) % 100).toBe(95);
    expect(Math.abs(price - before[index]! * 0.9)).toBeLessThanOrEqual(0.5);
  });
  await page.getByRole("button", { name: "Undo this change" }).click();
  await expect(page.getByText("2 of 2 parts put back")).toBeVisible();
  expect(await Promise.all(slugs.map(priceOf))).toEqual(before);
});
