import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { outboxMails, products } from "../../../db/tables.ts";
import type { CatalogueImport } from "../../../domain/schemas/catalogue-files.ts";

// "Tell me when it is back" (decision 042): each subscriber is mailed once, in their language,
// whichever path brings units back: the editor, the stock ledger, an import, the admin API.

let t: TestApp;
let owner: Customer;
const dataDir = mkdtempSync(path.join(tmpdir(), "overland-back-in-stock-"));
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let serial = 0;
const address = (name: string) => `${name}.${process.pid}.${++serial}@example.com`;

function ask(body: object, options: { lang?: string; cookie?: string } = {}) {
  const cookies = [options.lang ? `lang=${options.lang}` : "", options.cookie ?? ""].filter(Boolean).join("; ");
  return t.app.inject({ method: "POST", url: "/api/website/back-in-stock", payload: body, headers: cookies ? { cookie: cookies } : {} });
}

async function subscribed(body: object, options: { lang?: string; cookie?: string } = {}): Promise<void> {
  const answer = await ask(body, options);
  expect(answer.statusCode, answer.body).toBe(202);
}

const mailsTo = (to: string) =>
  t.database.db.select({ subject: outboxMails.subject, text: outboxMails.text }).from(outboxMails).where(eq(outboxMails.to, to));
const notify = () => t.app.services.backInStock.notifyDue();
const admin = (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie: owner.cookie }, payload });

describe("asking to be told when a part is back", () => {
  it("takes a guest's address or a customer's own, and answers the same whether the address was waiting or not", async () => {
    const part = await createProduct(t.database.db, { stock: 0 });
    const guest = address("guest");
    const first = await ask({ product: part.id, email: guest });
    expect(first.statusCode).toBe(202);
    const again = await ask({ product: part.id, email: guest.toUpperCase() });
    expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);

    const customer = await signUp(t.app);
    await subscribed({ product: part.id, email: "someone.else@example.com" }, { cookie: customer.cookie });
    const waiting = await rowsOf<{ email: string }>(
      t.database.db,
      sql`select email from back_in_stock_requests where product_id = ${part.id} order by id`,
    );
    expect(waiting.map((r) => r.email)).toEqual([guest, customer.email]);
  });

  it("refuses a missing or malformed address (400), an unknown part (404) and one in stock (409), as JSON", async () => {
    const soldOut = await createProduct(t.database.db, { stock: 0 });
    const inStock = await createProduct(t.database.db, { stock: 3 });
    expect((await ask({ product: soldOut.id })).json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "Invalid Email address.",
    });
    expect((await ask({ product: soldOut.id, email: "not an address" })).statusCode).toBe(400);
    expect((await ask({ product: "one", email: address("x") })).statusCode).toBe(400);
    expect((await ask({ product: 2_000_000_000, email: address("x") })).json()).toMatchObject({ statusCode: 404 });
    expect((await ask({ product: inStock.id, email: address("x") })).json()).toMatchObject({ statusCode: 409 });
  });
});

describe("each subscriber is mailed once, in their language, whatever brings units back", () => {
  it("the stock ledger's receipt: one mail per subscriber in en and ar, none again on the next receipt", async () => {
    const part = await createProduct(t.database.db, { stock: 0, title: "Snorkel kit" });
    const english = address("en");
    const arabic = address("ar");
    await subscribed({ product: part.id, email: english }, { lang: "en" });
    await subscribed({ product: part.id, email: arabic }, { lang: "ar" });
    await notify();
    expect(await mailsTo(english)).toEqual([]);

    const actor = { id: null, email: "stock@shop.test" };
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "receipt", units: 3, note: "PO 7" });
    expect(await notify()).toBe(2);
    const [mail] = await mailsTo(english);
    expect(mail).toMatchObject({ subject: "Back in stock: Snorkel kit" });
    expect(mail!.text).toContain(`/product/${part.slug}`);
    expect((await mailsTo(arabic))[0]!.subject).toBe("عاد إلى المخزون: Snorkel kit");
    expect((await mailsTo(arabic))[0]!.text).toContain("lang=ar");

    // A replayed run and the next receipt mail no one again.
    expect(await notify()).toBe(0);
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "receipt", units: 2, note: "PO 8" });
    expect(await notify()).toBe(0);
    expect(await mailsTo(english)).toHaveLength(1);
    expect(await mailsTo(arabic)).toHaveLength(1);
  });

  it("the product editor's variant grid: the variant's subscriber and the one waiting for any variant", async () => {
    const part = await createProduct(t.database.db, {
      options: [{ slug: "size", values: ["m", "l"] }],
      variants: [
        { options: { size: "m" }, stock: 0, price: 1000 },
        { options: { size: "l" }, stock: 0, price: 1200 },
      ],
    });
    const [m, l] = [part.variants.find((v) => v.options.size === "m")!, part.variants.find((v) => v.options.size === "l")!];
    const wantsL = address("wants-l");
    const wantsM = address("wants-m");
    const wantsAny = address("wants-any");
    await subscribed({ product: part.id, variant: l.id, email: wantsL }, { lang: "ru" });
    await subscribed({ product: part.id, variant: m.id, email: wantsM });
    await subscribed({ product: part.id, email: wantsAny });

    const rows = part.variants.map((v) => ({ variantId: v.id, sku: v.sku, price: v.priceCents, units: v.id === l.id ? 2 : 0 }));
    await t.app.services.catalogAdmin.saveVariantGrid({ id: null, email: "editor@shop.test" }, part.id, { rows });
    expect(await notify()).toBe(2);
    expect((await mailsTo(wantsL))[0]!.subject).toBe(`Снова в наличии: ${part.title} (${l.sku})`);
    expect(await mailsTo(wantsAny)).toHaveLength(1);
    expect(await mailsTo(wantsM)).toEqual([]);
    await t.app.services.catalogAdmin.saveVariantGrid({ id: null, email: "editor@shop.test" }, part.id, {
      rows: rows.map((row) => ({ ...row, units: 5 })),
    });
    expect(await notify()).toBe(1);
    expect(await mailsTo(wantsM)).toHaveLength(1);
    expect(await mailsTo(wantsL)).toHaveLength(1);
    expect(await mailsTo(wantsAny)).toHaveLength(1);
  });

  it("the admin API: a receipt and a stock feed", async () => {
    const received = await createProduct(t.database.db, { stock: 0 });
    const fed = await createProduct(t.database.db, { stock: 0 });
    const [fedRow] = await t.database.db.select({ sku: products.sku }).from(products).where(eq(products.id, fed.id));
    const [a, b] = [address("api-receipt"), address("api-feed")];
    await subscribed({ product: received.id, email: a });
    await subscribed({ product: fed.id, email: b });
    expect((await admin("POST", `/products/${received.id}/stock`, { kind: "receipt", units: 4, note: "" })).statusCode).toBe(200);
    expect((await admin("PUT", "/stock", { items: [{ sku: fedRow!.sku, units: 6 }] })).statusCode).toBe(200);
    expect(await notify()).toBe(2);
    await admin("POST", `/products/${received.id}/stock`, { kind: "receipt", units: 1, note: "" });
    expect(await notify()).toBe(0);
    expect([await mailsTo(a), await mailsTo(b)].map((mails) => mails.length)).toEqual([1, 1]);
  });

  it("a catalogue import that sets the units", async () => {
    const part = await createProduct(t.database.db, { stock: 0 });
    const who = address("import");
    await subscribed({ product: part.id, email: who });
    const [row] = await rowsOf<{ slug: string; sku: string; part_number: string; brand: string; category: string }>(
      t.database.db,
      sql`select p.slug, p.sku, p.part_number, b.slug as brand, c.slug as category
            from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id where p.id = ${part.id}`,
    );
    const file = [
      "slug,sku,part_number,title_en,description_en,brand,category,status,price,units",
      `${row!.slug},${row!.sku},${row!.part_number},${part.title},A part,${row!.brand},${row!.category},show,19.99,5`,
    ].join("\n");
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?kind=products&fileName=units.csv",
      headers: { cookie: owner.cookie, "content-type": "text/csv" },
      payload: file,
    });
    expect(upload.statusCode, upload.body).toBe(202);
    const id = (upload.json() as CatalogueImport).id;
    const state = async () =>
      (
        (
          await t.app.inject({ method: "GET", url: `/api/admin/catalogue/imports/${id}`, headers: { cookie: owner.cookie } })
        ).json() as CatalogueImport
      ).state;
    await expect.poll(state, { timeout: 20_000, interval: 100 }).toBe("checked");
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/catalogue/imports/${id}/apply`, headers: { cookie: owner.cookie } }))
        .statusCode,
    ).toBe(202);
    await expect.poll(state, { timeout: 20_000, interval: 100 }).toBe("applied");
    expect(await notify()).toBe(1);
    expect(await notify()).toBe(0);
    expect(await mailsTo(who)).toHaveLength(1);
  });

  it("waits again when the part is sold out before its mail, and a new ask after the mail is a new wait", async () => {
    const part = await createProduct(t.database.db, { stock: 0 });
    const who = address("again");
    await subscribed({ product: part.id, email: who });
    const actor = { id: null, email: "stock@shop.test" };
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "receipt", units: 1, note: "" });
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "damage", units: 1, note: "" });
    expect(await notify()).toBe(0);
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "receipt", units: 2, note: "" });
    expect(await notify()).toBe(1);
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "damage", units: 2, note: "" });
    await subscribed({ product: part.id, email: who });
    await t.app.services.catalogAdmin.changeStock(actor, part.id, { kind: "receipt", units: 2, note: "" });
    expect(await notify()).toBe(1);
    const keys = await t.database.db
      .select({ key: outboxMails.dedupeKey })
      .from(outboxMails)
      .where(like(outboxMails.dedupeKey, "back-in-stock:%"));
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    expect(await mailsTo(who)).toHaveLength(2);
  });
});

// Last: it spends the client address's asks for the hour.
describe("the limit on asks", () => {
  it("limits how often one client address asks (429), as the newsletter does", async () => {
    const part = await createProduct(t.database.db, { stock: 0 });
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await ask({ product: part.id, email: address("many") })).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
