import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, orderByToken, postCheckout } from "../../../../tests/helpers/checkout.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, products } from "../../../db/tables.ts";
import type { ShippingQuote } from "../../../domain/schemas/shipping.ts";
import type { AdminTax } from "../../../domain/schemas/tax.ts";

// The shop's tax through the admin API (the owner's), and what it does to the checkout's totals and
// the order: each country's rate, in the prices or added, on delivery where it is, and a tax class.

let t: TestApp;
let owner: Customer;
let call: AdminCall;
let part: TestProduct;

beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
  part = await createProduct(t.database.db, { price: 12_000, discount: 0, stock: 50 });
});
afterAll(async () => {
  await t?.close();
});

const totals = async (country: string, state = "", deliverMethod?: string, quantity = 1) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/shipping-offers",
    payload: { items: [{ product: part.id, quantity, options: {} }], country, state, ...(deliverMethod ? { deliverMethod } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShippingQuote>();
};

describe("the checkout's totals by the country delivered to", () => {
  it("hold Australia's GST in the prices and the delivery (the spec's 20%)", async () => {
    const quote = await totals("Australia", "NSW", "standard");
    expect(quote.totals).toMatchObject({
      items: [{ price: 120, total: 120 }],
      subtotal: 120,
      shipping: 25,
      taxLines: [{ name: "GST", rate: 20, included: true, amount: 24.17 }],
      total: 145,
    });
  });

  it("keep the amount for Germany with its 19% VAT in it, and take Australia's tax out for a Californian, adding the state's", async () => {
    const german = await totals("Germany", "", "eu-tracked");
    expect(german.totals).toMatchObject({ items: [{ price: 120 }], taxLines: [{ name: "VAT", rate: 19, included: true }] });
    expect(german.totals!.total).toBe(german.totals!.subtotal + german.totals!.shipping);
    const californian = await totals("United States", "California");
    // 120 with 20% in it is 100 without; CA's 7.25% is added on the goods, not on delivery.
    expect(californian.totals).toMatchObject({
      items: [{ price: 100 }],
      taxLines: [{ name: "Sales tax", rate: 7.25, included: false, amount: 7.25 }],
    });
    expect(californian.totals!.total).toBe(100 + californian.totals!.shipping + 7.25);
    // Oregon has no sales tax.
    expect((await totals("United States", "Oregon")).totals?.taxLines).toEqual([]);
  });

  it("charges an order what its totals said: the lines at the address's prices, the tax lines and the total", async () => {
    const quote = await totals("United States", "NY", undefined, 2);
    const response = await postCheckout(t.app, {
      ...checkoutBody(part, 2, { deliverMethod: quote.deliverMethod! }),
      shippingAddress: { ...checkoutBody(part).shippingAddress, country: "United States", state: "NY", postcode: "10001" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = await orderByToken(t.database.db, response.json<{ token: string }>().token);
    expect(order.totalCents / 100).toBe(quote.totals!.total);
    expect(order.subtotalCents / 100).toBe(quote.totals!.subtotal);
    expect(order.taxLines).toEqual([expect.objectContaining({ name: "Sales tax", basisPoints: 400, included: false })]);
    expect(order.taxIncludedCents).toBe(0);
  });
});

describe("tax in the admin API", () => {
  it("lists the settings and the rates: Australia's from the migration, the seed's for the rest", async () => {
    const setup = (await call("GET", "/tax")).json<AdminTax>();
    expect(setup.settings).toEqual({ pricesIncludeTax: true, homeCountryCode: "AU" });
    expect(setup.rates.find((rate) => rate.countryCode === "AU")).toMatchObject({ name: "GST", rate: 20, included: true });
    expect(setup.rates.find((rate) => rate.countryCode === "US" && rate.region === "CA")).toMatchObject({ rate: 7.25, included: false });
  });

  it("adds a tax-free class the checkout follows at the next request, audited; changes and deletes it", async () => {
    await t.database.db.update(products).set({ taxClass: "gst-free" }).where(eq(products.id, part.id));
    const made = await call("POST", "/tax/rates", { countryCode: "au", taxClass: "gst-free", name: "GST", rate: "0" });
    expect(made.statusCode, made.body).toBe(201);
    // Nothing of the goods is taxed; the delivery pays the standard rate.
    expect((await totals("Australia", "", "standard")).totals?.taxLines).toEqual([{ name: "GST", rate: 20, included: true, amount: 4.17 }]);
    // Where tax is added, a tax-free part had no tax to take out.
    expect((await totals("United States", "CA")).totals?.items[0]!.price).toBe(120);
    const id = made.json<{ id: number }>().id;
    expect((await call("PUT", `/tax/rates/${id}`, { countryCode: "AU", taxClass: "gst-free", name: "GST", rate: 10 })).statusCode).toBe(
      204,
    );
    expect((await totals("Australia", "", "pickup")).totals?.taxLines).toEqual([{ name: "GST", rate: 10, included: true, amount: 10.91 }]);
    expect((await call("DELETE", `/tax/rates/${id}`)).statusCode).toBe(204);
    await t.database.db.update(products).set({ taxClass: "standard" }).where(eq(products.id, part.id));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, "tax-rate"));
    expect(audit.map((row) => row.action)).toEqual(["tax-rate.create", "tax-rate.update", "tax-rate.delete"]);
  });

  it("prices without tax once the owner says prices are entered without it: Germany's VAT is then added into them", async () => {
    expect((await call("PUT", "/tax/settings", { pricesIncludeTax: false, homeCountryCode: "AU" })).statusCode).toBe(204);
    try {
      expect((await totals("Germany", "", "eu-tracked")).totals?.items[0]!.price).toBe(142.8);
      expect((await totals("Australia", "", "pickup")).totals).toMatchObject({ items: [{ price: 144 }], total: 144 });
    } finally {
      await call("PUT", "/tax/settings", { pricesIncludeTax: true, homeCountryCode: "AU" });
    }
  });

  it("refuses what cannot be: a second rate for the same place and class, a bad rate, class or country, a rate not there", async () => {
    const refusals: [string, string, object, number, RegExp][] = [
      ["POST", "/tax/rates", { countryCode: "DE", name: "VAT", rate: 19 }, 409, /TAX_RATE_TAKEN/],
      ["POST", "/tax/rates", { countryCode: "DE", name: "VAT", rate: "101" }, 400, /RATE_FORMAT/],
      ["POST", "/tax/rates", { countryCode: "DE", name: "VAT", rate: "7.255" }, 400, /RATE_FORMAT/],
      ["POST", "/tax/rates", { countryCode: "DE", name: "VAT", rate: -1 }, 400, /RATE_FORMAT/],
      ["POST", "/tax/rates", { countryCode: "DE", name: "VAT", rate: 7, taxClass: "Books!" }, 400, /TAX_CLASS_FORMAT/],
      ["POST", "/tax/rates", { countryCode: "XX", name: "VAT", rate: 7 }, 400, /COUNTRY_UNKNOWN/],
      ["POST", "/tax/rates", { countryCode: "DE", name: "", rate: 7 }, 400, /name/],
      ["PUT", "/tax/rates/999999", { countryCode: "DE", name: "VAT", rate: 7 }, 404, /TAX_RATE_NOT_FOUND/],
      ["DELETE", "/tax/rates/999999", {}, 404, /TAX_RATE_NOT_FOUND/],
      ["PUT", "/tax/settings", { pricesIncludeTax: "yes", homeCountryCode: "AU" }, 400, /pricesIncludeTax/],
    ];
    for (const [method, url, body, status, message] of refusals) {
      const response = await call(method as "POST", url, method === "DELETE" ? undefined : body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status });
      expect(response.body).toMatch(message);
    }
    // A second rate for the same place made by an update is the same conflict, not a failure.
    const california = (await call("GET", "/tax")).json<AdminTax>().rates.find((rate) => rate.region === "CA")!;
    const moved = await call("PUT", `/tax/rates/${california.id}`, {
      countryCode: "US",
      region: "NY",
      name: "Sales tax",
      rate: 4,
      included: false,
    });
    expect(moved.statusCode, moved.body).toBe(409);
  });

  it("is the owner's to change: staff read it, catalogue staff neither", async () => {
    const staff = adminCall(t.app, await staffMember(t.app, t.database.db, "staff", "Stella Staff"));
    const catalog = adminCall(t.app, await staffMember(t.app, t.database.db, "catalog", "Cato Catalog"));
    expect((await staff("GET", "/tax")).statusCode).toBe(200);
    expect((await staff("POST", "/tax/rates", { countryCode: "PE", name: "IGV", rate: 18 })).statusCode).toBe(403);
    expect((await catalog("GET", "/tax")).statusCode).toBe(403);
  });
});
