import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, orderByToken, postCheckout } from "../../../../tests/helpers/checkout.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, products } from "../../../db/tables.ts";
import type { AdminShipping, ShippingQuote } from "../../../domain/schemas/shipping.ts";

// The shop's shipping zones and methods through the admin API (owner's), the checkout's offers for
// a cart and an address, and the order priced by the method chosen (rule 1).

let t: TestApp;
let owner: Customer;
let call: AdminCall;
let part: TestProduct;
let bullBar: TestProduct;

beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
  part = await createProduct(t.database.db, { price: 10_000, discount: 0, stock: 20 });
  bullBar = await createProduct(t.database.db, { price: 120_000, discount: 0, stock: 5 });
  await t.database.db.update(products).set({ freight: true, weightGrams: 38_000 }).where(eq(products.id, bullBar.id));
  await t.database.db.update(products).set({ weightGrams: 1_500 }).where(eq(products.id, part.id));
});
afterAll(async () => {
  await t?.close();
});

const quote = async (items: { product: number; quantity: number }[], country: string, extra: object = {}) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/shipping-offers",
    payload: { items: items.map((item) => ({ ...item, options: {} })), country, ...extra },
  });
  return response;
};
const offered = async (items: { product: number; quantity: number }[], country: string) => {
  const response = await quote(items, country);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShippingQuote>().offers.map((offer) => `${offer.code}:${offer.price}`);
};

describe("the checkout's shipping offers", () => {
  it("offer Australia spec §9's figures (standard 25, express 45) and pickup; a bull bar goes by freight", async () => {
    expect(await offered([{ product: part.id, quantity: 1 }], "Australia")).toEqual(["standard:25", "express:45", "pickup:0"]);
    expect(
      await offered(
        [
          { product: part.id, quantity: 1 },
          { product: bullBar.id, quantity: 1 },
        ],
        "AU",
      ),
    ).toEqual(["freight:149", "pickup:0"]);
    const weighed = await quote([{ product: part.id, quantity: 3 }], "Australia");
    expect(weighed.json<ShippingQuote>().weightGrams).toBe(4_500);
  });

  it("price Europe by weight, send the UAE a bull bar by air freight only, and say so for an unknown country", async () => {
    expect(await offered([{ product: part.id, quantity: 1 }], "Germany")).toEqual(["eu-tracked:45", "eu-express:80", "pickup:0"]);
    expect(await offered([{ product: part.id, quantity: 4 }], "France")).toEqual(["eu-tracked:95", "eu-express:160", "pickup:0"]);
    expect(await offered([{ product: bullBar.id, quantity: 1 }], "United Arab Emirates")).toEqual(["gulf-freight:850", "pickup:0"]);
    const unknown = await quote([{ product: part.id, quantity: 1 }], "Atlantis");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining("country is not a country the shop knows") });
  });

  it("prices the order by the chosen method, keeps its code and name, and refuses a method that does not send the cart there", async () => {
    const refused = await postCheckout(t.app, checkoutBody(bullBar, 1, { deliverMethod: "standard" }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/standard does not take this cart to Australia; choose one of freight, pickup/);
    const abroad = await postCheckout(t.app, {
      ...checkoutBody(part, 2, { deliverMethod: "eu-tracked" }),
      shippingAddress: { ...checkoutBody(part).shippingAddress, country: "Germany", postcode: "10115", state: "" },
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
    const order = await orderByToken(t.database.db, abroad.json<{ token: string }>().token);
    expect(order).toMatchObject({
      deliverMethod: "eu-tracked",
      deliverMethodName: { en: "Tracked parcel" },
      subtotalCents: 20_000,
      shippingCents: 9_500,
    });
    // Germany's VAT is in the prices and on the delivery (the seed's 19%), taken out of the same amounts (decision 040).
    expect(order.taxLines).toEqual([
      {
        name: "VAT",
        basisPoints: 1900,
        included: true,
        cents: Math.round((29_500 * 19) / 119),
        shippingCents: Math.round((9_500 * 19) / 119),
      },
    ]);
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents);
  });
});

describe("shipping in the admin API", () => {
  it("lists the zones with their methods, and pickup apart", async () => {
    const setup = (await call("GET", "/shipping")).json<AdminShipping>();
    expect(setup.zones.find((zone) => zone.countries.includes("AU"))?.methods.map((method) => method.code)).toEqual([
      "standard",
      "express",
      "freight",
    ]);
    expect(setup.zones.filter((zone) => zone.everywhere)).toHaveLength(1);
    expect(setup.pickup.map((method) => method.code)).toEqual(["pickup"]);
  });

  it("adds a zone and a method the checkout offers at the next request, audited; changes and deletes them", async () => {
    const made = await call("POST", "/shipping/zones", { name: { en: "Japan" }, countries: ["jp"] });
    expect(made.statusCode, made.body).toBe(201);
    const zoneId = made.json<{ id: number }>().id;
    const method = await call("POST", "/shipping/methods", {
      zoneId,
      code: "jp-ems",
      name: { en: "EMS", ru: "EMS", ar: "EMS" },
      kind: "weight",
      bands: [
        { upToGrams: 5000, price: "60" },
        { upToGrams: 2000, price: 35 },
      ],
      minDays: 4,
      maxDays: 9,
    });
    expect(method.statusCode, method.body).toBe(201);
    // Bands are kept in weight order, whatever order they came in.
    expect(method.json().bands).toEqual([
      { upToGrams: 2000, price: 35 },
      { upToGrams: 5000, price: 60 },
    ]);
    expect(await offered([{ product: part.id, quantity: 1 }], "Japan")).toEqual(["jp-ems:35", "pickup:0"]);

    const changed = await call("PUT", `/shipping/methods/${method.json().id}`, {
      zoneId,
      code: "jp-ems",
      name: { en: "EMS" },
      kind: "flat",
      price: 50,
      freeOver: 100,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await offered([{ product: part.id, quantity: 1 }], "Japan")).toEqual(["jp-ems:0", "pickup:0"]);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, "shipping-method"));
    expect(audit.map((row) => row.action)).toEqual(["shipping-method.create", "shipping-method.update"]);
    expect(audit[1]!.before).toMatchObject({ kind: "weight" });

    expect((await call("DELETE", `/shipping/zones/${zoneId}`)).statusCode).toBe(204);
    // Japan is the rest of the world's again.
    expect(await offered([{ product: part.id, quantity: 1 }], "Japan")).toEqual(["world-standard:25", "world-express:45", "pickup:0"]);
  });

  it("refuses what cannot be: a second rest of the world, a taken code, pickup in a zone, a method without one, bad bands and countries", async () => {
    const setup = (await call("GET", "/shipping")).json<AdminShipping>();
    const zoneId = setup.zones[0]!.id;
    const refusals: [string, object, number, RegExp][] = [
      ["/shipping/zones", { name: { en: "Elsewhere" }, everywhere: true }, 409, /SHIPPING_EVERYWHERE_TAKEN/],
      ["/shipping/zones", { name: { en: "Nowhere" }, countries: [] }, 400, /ZONE_NEEDS_COUNTRIES/],
      ["/shipping/zones", { name: { en: "Mars" }, countries: ["MR", "XX"] }, 400, /COUNTRY_UNKNOWN/],
      [
        "/shipping/zones",
        { name: { en: "Odd" }, countries: ["AU"], postcodes: [{ from: "3000", to: "2000" }] },
        400,
        /POSTCODE_RANGE_REVERSED/,
      ],
      ["/shipping/methods", { zoneId, code: "standard", name: { en: "Again" }, kind: "flat", price: 5 }, 409, /SHIPPING_CODE_TAKEN/],
      ["/shipping/methods", { zoneId, code: "pickup-2", name: { en: "Pickup" }, kind: "pickup" }, 400, /PICKUP_HAS_NO_ZONE/],
      ["/shipping/methods", { code: "loose", name: { en: "Loose" }, kind: "flat", price: 5 }, 400, /METHOD_NEEDS_ZONE/],
      ["/shipping/methods", { zoneId: 999_999, code: "ghost", name: { en: "Ghost" }, kind: "flat" }, 404, /SHIPPING_ZONE_NOT_FOUND/],
      ["/shipping/methods", { zoneId, code: "heavy", name: { en: "Heavy" }, kind: "weight", bands: [] }, 400, /WEIGHT_NEEDS_BANDS/],
      ["/shipping/methods", { zoneId, code: "neg", name: { en: "Neg" }, kind: "flat", price: -5 }, 400, /price/],
      ["/shipping/methods", { zoneId, code: "Bad Code!", name: { en: "Bad" }, kind: "flat" }, 400, /CODE_FORMAT/],
    ];
    for (const [url, body, status, message] of refusals) {
      const response = await call("POST", url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status });
      expect(response.body).toMatch(message);
    }
    expect((await call("PUT", "/shipping/zones/999999", { name: { en: "X" }, countries: ["AU"] })).statusCode).toBe(404);
  });

  it("is the owner's to change: staff read it, catalogue staff neither", async () => {
    const staff = adminCall(t.app, await staffMember(t.app, t.database.db, "staff", "Stella Staff"));
    const catalog = adminCall(t.app, await staffMember(t.app, t.database.db, "catalog", "Cato Catalog"));
    expect((await staff("GET", "/shipping")).statusCode).toBe(200);
    expect((await staff("POST", "/shipping/zones", { name: { en: "Peru" }, countries: ["PE"] })).statusCode).toBe(403);
    expect((await catalog("GET", "/shipping")).statusCode).toBe(403);
  });
});
