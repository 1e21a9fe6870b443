import { saveAddressThroughApi, signUpThroughApi } from "../fixtures/account.ts";
import { signInToBackOffice } from "../fixtures/back-office.ts";
import { seriousViolations } from "../fixtures/page-checks.ts";
import { expect, test } from "../fixtures/test.ts";
import { LAND_CRUISER_80, vehicleId } from "../fixtures/vehicle.ts";

// axe finds no serious or critical violation on the shop's pages and the account's, in English
// and in Arabic.

/**
 * The whole page, header and footer with it. The listing's and a part's pages are scanned by their
 * own journeys (listing.spec.ts, product.spec.ts: in both languages and viewports, with their
 * filters, alerts and lightbox open) and their header by frame.spec.ts.
 */
const PAGES = ["/", "/cart", "/compare", "/wishlist"] as const;
/** The pages whose header, menus and sections are laid out differently on a phone. */
const PHONE_PAGES = new Set<(typeof PAGES)[number]>(["/"]);

for (const lang of ["en", "ar"] as const) {
  for (const path of PAGES) {
    test(
      `${path} has no serious or critical accessibility violation in ${lang}`,
      { tag: PHONE_PAGES.has(path) ? "@phone" : [] },
      async ({ page }) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  }
}

/**
 * Pages a guest sees on the way to an account (and the newsletter's mailed links, here one that no
 * longer works), and the account's own pages (with an address and a vehicle to show).
 */
const GUEST_PAGES = [
  "/account/login",
  "/account/forgot-password",
  "/track-order",
  "/newsletter/confirm/1.1700000000000.not-a-signature",
  "/newsletter/unsubscribe/1.not-a-signature",
  "/guest-post",
];
const ACCOUNT_PAGES = [
  "/account/dashboard",
  "/account/garage",
  "/account/profile",
  "/account/password",
  "/account/orders",
  "/account/addresses",
  "/account/addresses/new",
  "/account/builds",
];

for (const lang of ["en", "ar"] as const) {
  test(
    `the sign-in and account pages have no serious or critical accessibility violation in ${lang}`,
    // Desktop only: what is scanned is the main content, whose markup the phone shares; the
    // header, which differs, is scanned on the phone by frame.spec.ts.
    async ({ page }) => {
      // Fourteen pages in English (five in Arabic), each loaded and scanned by axe: on a busy CI machine that passes a minute.
      test.slow();
      const found: Record<string, string[]> = {};
      const scan = async (path: string) => {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        // The header is the shop's own, checked in every language and viewport by frame.spec.ts.
        found[path] = await seriousViolations(page, { include: ["main"] });
      };
      // In Arabic, a page of each kind: a sign-in form, a guest's form, the account's menu with a
      // list, and its longest form; the others are the same parts with other words, and
      // translations.test.ts finds every Arabic word present.
      const guestPages = lang === "en" ? GUEST_PAGES : ["/account/login", "/track-order"];
      const accountPages = lang === "en" ? ACCOUNT_PAGES : ["/account/dashboard", "/account/orders", "/account/addresses/new"];
      for (const path of guestPages) await scan(path);

      await saveAddressThroughApi(page, await signUpThroughApi(page));
      const vehicle = await vehicleId(page.request, LAND_CRUISER_80);
      expect((await page.request.post("/api/website/user/vehicles", { data: { vehicleId: vehicle, current: true } })).ok()).toBe(true);
      for (const path of accountPages) await scan(path);

      expect(found).toEqual(Object.fromEntries([...guestPages, ...accountPages].map((path) => [path, []])));
    },
  );
}

/** The back office, signed in as the owner: every page, with an order, a customer and a mail to show. */
// The English pages are scanned in two halves, each its own test: a worker each, and a busy
// machine's minutes within each one's time.
const BACK_OFFICE_SCANS = [
  { lang: "en", share: 0, of: 2 },
  { lang: "en", share: 1, of: 2 },
  { lang: "ar", share: 0, of: 1 },
] as const;
for (const { lang, share, of } of BACK_OFFICE_SCANS) {
  test(`the back office's pages have no serious or critical accessibility violation in ${lang}${of > 1 ? ` (part ${share + 1} of ${of})` : ""}`, async ({
    page,
  }) => {
    // Some twenty pages in English and fifteen in Arabic, each loaded and scanned by axe, after an order is placed: minutes on a busy machine.
    test.slow();
    const found: Record<string, string[]> = {};
    const scan = async (path: string) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      // A mail's own HTML is shown in a sandboxed frame no script may enter (axe neither): the
      // frame itself is checked, its content is the mail's.
      found[path] = await seriousViolations(page, { exclude: ["iframe[sandbox]"] });
      // One title a page, as a screen reader's list of headings expects (axe counts it a best practice only).
      const titles = await page.getByRole("heading", { level: 1 }).count();
      if (titles !== 1) found[path].push(`${titles} level-one headings`);
    };
    await scan("/admin/login");
    // A customer and an order of theirs (which mails the shop), so that every page has a row to show.
    const customer = await signUpThroughApi(page);
    const parts = (await (await page.request.get("/api/website/products/?limit=20")).json()) as {
      data: { _id?: number; id?: number; stock: number; options?: unknown[] }[];
    };
    const part = parts.data.find((p) => p.stock > 0 && !p.options?.length)!;
    const checkout = await page.request.post("/api/website/order/create-checkout-session", {
      data: {
        items: [{ product: part._id ?? part.id, options: {}, quantity: 1 }],
        shippingAddress: {
          firstName: "Sam",
          lastName: "Ridge",
          address1: "1 Track Road",
          suburb: "Broome",
          postcode: "6725",
          email: customer.email,
          phone: "+61 400 000 000",
        },
        // Offered whatever the part (a bull bar goes by freight only).
        deliverMethod: "pickup",
      },
    });
    expect(checkout.ok(), await checkout.text()).toBe(true);
    await page.context().clearCookies();
    // The sign-in is found by its English labels: the language goes back to English for it.
    await page.goto("/admin/login?lang=en");
    await signInToBackOffice(page);
    const first = async <T>(path: string) => ((await (await page.request.get(`/api${path}`)).json()) as { data: T[] }).data[0]!;
    const order = await first<{ number: number }>("/admin/orders");
    const account = await first<{ id: string }>("/admin/customers");
    const mail = await first<{ id: number }>("/admin/outbox");
    const [editable] = ((await (await page.request.get("/api/admin/products?sort=title")).json()) as { data: { id: number }[] }).data;
    const generation = await first<{ id: number }>("/admin/vehicle-generations");
    const shippingZone = ((await (await page.request.get("/api/admin/shipping")).json()) as { zones: { id: number }[] }).zones[0]!;
    // A draft (a copy of a part sold in variants): its publishing time, its variants' removal, and its preview.
    const [inVariants] = (
      (await (await page.request.get("/api/website/products/?limit=60")).json()) as {
        data: { _id: number; options?: unknown[] }[];
      }
    ).data.filter((part) => part.options?.length);
    const copied = await page.request.post(`/api/admin/products/${inVariants!._id}/duplicate`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(copied.status(), await copied.text()).toBe(201);
    const draft = (await copied.json()) as { id: number; fields: { slug: string } };
    // A bulk edit's page, done and undoable: the draft tagged.
    const tagged = await page.request.post("/api/admin/bulk-edits", {
      headers: { origin: new URL(page.url()).origin },
      data: { change: { kind: "tags-add", tags: ["scanned"] }, target: { kind: "ids", ids: [draft.id] } },
    });
    expect(tagged.status(), await tagged.text()).toBe(202);
    const bulkEdit = (await tagged.json()) as { id: number };
    const pages = [
      "/admin",
      "/admin/orders",
      `/admin/orders/${order.number}`,
      "/admin/customers",
      `/admin/customers/${account.id}`,
      "/admin/outbox",
      `/admin/outbox/${mail.id}`,
      "/admin/jobs",
      "/admin/newsletter",
      "/admin/search",
      "/admin/builds?status=all",
      "/admin/staff",
      "/admin/audit",
      "/admin/products",
      "/admin/products/new",
      `/admin/products/${editable!.id}`,
      `/admin/products/${editable!.id}/fitment`,
      `/admin/products/${draft.id}`,
      `/product/${draft.fields.slug}?preview`,
      "/admin/products?state=deleted",
      `/admin/bulk-edits/${bulkEdit.id}`,
      "/admin/categories",
      "/admin/brands",
      "/admin/vehicles",
      `/admin/vehicles/${generation.id}`,
      "/admin/reviews",
      "/admin/imports",
      "/admin/shipping",
      `/admin/shipping?zone=${shippingZone.id}`,
      "/admin/invoices",
      "/admin/tax?country=US",
      "/admin/discounts?discount=1",
      "/admin/currencies?currency=EUR",
      "/admin/settings",
      "/admin/tokens",
    ];
    // In Arabic, one page of each kind the back office is built from: the dashboard, the shared list
    // page, a record with its action cards, the part's form and its fitment, a vehicle generation's
    // rows (its engines and VIN patterns) under their cards. The others are made of
    // the same parts with other words, and translations.test.ts finds every Arabic word present.
    const rightToLeft = [
      "/admin",
      "/admin/orders",
      `/admin/orders/${order.number}`,
      `/admin/products/${editable!.id}`,
      `/admin/products/${editable!.id}/fitment`,
      `/admin/products/${draft.id}`,
      `/product/${draft.fields.slug}?preview`,
      "/admin/products",
      `/admin/bulk-edits/${bulkEdit.id}`,
      `/admin/vehicles/${generation.id}`,
      `/admin/shipping?zone=${shippingZone.id}`,
      "/admin/settings",
      "/admin/tax?country=US",
      "/admin/discounts?discount=1",
      "/admin/currencies?currency=EUR",
    ];
    // A page scanned in Arabic is not scanned again in English: its elements, names and roles are the
    // same, in the other direction; English scans the rest.
    const scanned = (lang === "en" ? pages.filter((path) => !rightToLeft.includes(path)) : rightToLeft).filter(
      (_, index) => index % of === share,
    );
    for (const path of scanned) await scan(path);
    expect(found).toEqual(Object.fromEntries(["/admin/login", ...scanned].map((path) => [path, []])));
  });
}
