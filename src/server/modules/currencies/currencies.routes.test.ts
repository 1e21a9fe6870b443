import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog } from "../../../db/tables.ts";
import type { CreatedApiToken, TokenPermission } from "../../../domain/schemas/api-tokens.ts";
import type { AdminCurrencies, AdminExchangeRate } from "../../../domain/schemas/currencies.ts";
import type { ShippingQuote } from "../../../domain/schemas/shipping.ts";

// The owner's exchange rates through the admin API: what is kept, who may change it, what is
// refused, and that the checkout's prices follow a change at the next request.

let t: TestApp;
let owner: Customer;
let part: TestProduct;

beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  part = await createProduct(t.database.db, { price: 12_000, discount: 0, stock: 50 });
});
afterAll(async () => {
  await t?.close();
});

type Caller = { token: string } | { cookie: string };
const call = (caller: Caller, method: InjectOptions["method"], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: "token" in caller ? { authorization: `Bearer ${caller.token}` } : { cookie: caller.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
let serial = 0;
async function tokenFor(permissions: TokenPermission[]): Promise<{ token: string }> {
  const made = await call(owner, "POST", "/tokens", { name: `Rates feed ${++serial}`, permissions });
  expect(made.statusCode, made.body).toBe(201);
  return { token: made.json<CreatedApiToken>().secret };
}

const quoteIn = async (currency: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/shipping-offers",
    payload: {
      items: [{ product: part.id, quantity: 1, options: {} }],
      country: "Australia",
      state: "NT",
      deliverMethod: "pickup",
      currency,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShippingQuote>();
};

describe("exchange rates in the admin API", () => {
  it("start at the spec's rates, set by no one", async () => {
    const response = await call(owner, "GET", "/currencies");
    expect(response.statusCode).toBe(200);
    const setup = response.json<AdminCurrencies>();
    expect(setup.base).toBe("USD");
    expect(setup.rates.map(({ currency, rate, rateMicros, setBy }) => ({ currency, rate, rateMicros, setBy }))).toEqual([
      { currency: "EUR", rate: "0.92", rateMicros: 920_000, setBy: null },
      { currency: "GBP", rate: "0.78", rateMicros: 780_000, setBy: null },
      { currency: "RUB", rate: "64", rateMicros: 64_000_000, setBy: null },
    ]);
  });

  it("keeps a rate exactly, with when and by whom it was set, audited; the checkout's prices follow it at the next request", async () => {
    expect((await quoteIn("EUR")).totals?.total).toBe(110.4);
    const before = Date.now();
    const response = await call(owner, "PUT", "/currencies/EUR", { rate: "0.953217" });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<AdminExchangeRate>();
    expect(saved).toMatchObject({ currency: "EUR", rate: "0.953217", rateMicros: 953_217, setBy: owner.email });
    expect(Date.parse(saved.setAt)).toBeGreaterThanOrEqual(before - 1000);
    // 120 dollars at 0.953217 is 114.38604 euros: 114.39, rounded half up on the cent.
    const quote = await quoteIn("EUR");
    expect(quote.currency).toBe("EUR");
    expect(quote.totals).toMatchObject({ items: [{ price: 114.39, total: 114.39 }], subtotal: 114.39, total: 114.39 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, "exchange-rate"));
    expect(audit.map(({ action, entityId, before, after }) => ({ action, entityId, before, after }))).toEqual([
      { action: "exchange-rate.update", entityId: "EUR", before: { rate: "0.92" }, after: { rate: "0.953217" } },
    ]);
    // A number is read as exactly as its text.
    expect((await call(owner, "PUT", "/currencies/EUR", { rate: 0.92 })).json<AdminExchangeRate>().rateMicros).toBe(920_000);
  });

  it("refuses an unknown currency, the dollar, a zero, negative, huge or too fine rate, and a malformed body, as JSON", async () => {
    const refusals: [string, unknown, RegExp][] = [
      ["/currencies/JPY", { rate: 150 }, /currency/],
      ["/currencies/USD", { rate: 1 }, /currency/],
      ["/currencies/EUR", { rate: 0 }, /EXCHANGE_RATE_NOT_POSITIVE/],
      ["/currencies/EUR", { rate: "0.000000" }, /EXCHANGE_RATE_NOT_POSITIVE/],
      ["/currencies/EUR", { rate: -0.92 }, /EXCHANGE_RATE_FORMAT/],
      ["/currencies/EUR", { rate: "1000.5" }, /EXCHANGE_RATE_TOO_BIG/],
      ["/currencies/EUR", { rate: 1e21 }, /EXCHANGE_RATE_FORMAT/],
      ["/currencies/EUR", { rate: "0.1234567" }, /EXCHANGE_RATE_FORMAT/],
      ["/currencies/EUR", { rate: "abc" }, /EXCHANGE_RATE_FORMAT/],
      ["/currencies/EUR", { rate: null }, /rate/],
      ["/currencies/EUR", {}, /rate/],
      ["/currencies/EUR", [0.92], /body/],
    ];
    for (const [url, body, message] of refusals) {
      const response = await call(owner, "PUT", url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringMatching(message) });
    }
    const broken = await t.app.inject({
      method: "PUT",
      url: "/api/admin/currencies/EUR",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      payload: '{"rate": 0.9',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    // Nothing refused changed the rate.
    const setup = (await call(owner, "GET", "/currencies")).json<AdminCurrencies>();
    expect(setup.rates.find((rate) => rate.currency === "EUR")?.rateMicros).toBe(920_000);
  });

  it("is the owner's to change: staff read it, catalogue staff neither; a token needs its scope (403 otherwise)", async () => {
    const staff = await staffMember(t.app, t.database.db, "staff", "Stella Staff");
    const catalog = await staffMember(t.app, t.database.db, "catalog", "Cato Catalog");
    expect((await call(staff, "GET", "/currencies")).statusCode).toBe(200);
    expect((await call(staff, "PUT", "/currencies/GBP", { rate: "0.8" })).statusCode).toBe(403);
    expect((await call(catalog, "GET", "/currencies")).statusCode).toBe(403);

    const reader = await tokenFor(["currencies.read"]);
    const writer = await tokenFor(["currencies.read", "currencies.write"]);
    const taxOnly = await tokenFor(["tax.read", "tax.write"]);
    expect((await call(reader, "GET", "/currencies")).statusCode).toBe(200);
    const refused = await call(reader, "PUT", "/currencies/GBP", { rate: "0.8" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
    expect((await call(taxOnly, "GET", "/currencies")).statusCode).toBe(403);
    const written = await call(writer, "PUT", "/currencies/GBP", { rate: "0.8" });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json<AdminExchangeRate>()).toMatchObject({ rate: "0.8", setBy: `token:Rates feed ${serial - 1}` });
  });
});
