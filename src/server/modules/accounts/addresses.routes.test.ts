import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { api, type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const address = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: "Lovelace",
  address1: "1 Track Road",
  suburb: "Alice Springs",
  postcode: "0870",
  email: "ada@example.com",
  phone: "+61 8 5550 1234",
  ...extra,
});

interface AddressDto {
  id: number;
  firstName: string;
  default: boolean;
  country: string;
}

async function save(who: Customer, firstName: string, extra: Record<string, unknown> = {}): Promise<AddressDto> {
  const response = await api(t.app, who, "POST", "/user/shipping/addresses", address(firstName, extra));
  expect(response.statusCode).toBe(201);
  return response.json<{ shippingAddress: AddressDto }>().shippingAddress;
}

async function list(who: Customer): Promise<AddressDto[]> {
  return (await api(t.app, who, "GET", "/user/shipping/addresses")).json<{ data: AddressDto[] }>().data;
}

const defaults = async (who: Customer) => (await list(who)).filter((a) => a.default).map((a) => a.firstName);

describe("the address book (spec §3 Address, §4 default rules)", () => {
  it("makes the first address default, Australia unless told, and keeps one default when another is set", async () => {
    const customer = await signUp(t.app);
    const home = await save(customer, "Home");
    expect(home).toMatchObject({ default: true, country: "Australia" });
    const work = await save(customer, "Work", { country: "New Zealand" });
    expect(work.default).toBe(false);
    expect(await defaults(customer)).toEqual(["Home"]);

    const switched = await api(
      t.app,
      customer,
      "POST",
      `/user/shipping/address/${work.id}`,
      address("Work", { country: "New Zealand", default: true }),
    );
    expect(switched.json()).toMatchObject({ shippingAddress: { id: work.id, default: true } });
    expect(await defaults(customer)).toEqual(["Work"]);
    expect((await list(customer)).map((a) => a.firstName)).toEqual(["Work", "Home"]);

    const read = await api(t.app, customer, "GET", `/user/shipping/address/default/${customer.id}`);
    expect(read.json()).toMatchObject({ shippingAddress: { id: work.id } });
    expect((await api(t.app, customer, "GET", `/user/shipping/address/${home.id}`)).json()).toMatchObject({
      shippingAddress: { firstName: "Home" },
    });
  });

  it("keeps the default when its box is unticked, and makes the first remaining one default when the default is deleted", async () => {
    const customer = await signUp(t.app);
    const first = await save(customer, "First");
    const second = await save(customer, "Second");
    const third = await save(customer, "Third", { default: true });
    await api(t.app, customer, "POST", `/user/shipping/address/${third.id}`, address("Third", { default: false }));
    expect(await defaults(customer)).toEqual(["Third"]);
    expect((await api(t.app, customer, "DELETE", `/user/shipping/address/${third.id}`)).statusCode).toBe(204);
    expect(await defaults(customer)).toEqual(["First"]);
    await api(t.app, customer, "DELETE", `/user/shipping/address/${second.id}`);
    expect(await defaults(customer)).toEqual(["First"]);
    await api(t.app, customer, "DELETE", `/user/shipping/address/${first.id}`);
    expect(await list(customer)).toEqual([]);
    expect((await api(t.app, customer, "GET", `/user/shipping/address/default/${customer.id}`)).json()).toEqual({ shippingAddress: null });
  });

  it("refuses an incomplete or malformed address with 400 and saves nothing", async () => {
    const customer = await signUp(t.app);
    const missing = await api(t.app, customer, "POST", "/user/shipping/addresses", { ...address("A"), suburb: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect((await api(t.app, customer, "POST", "/user/shipping/addresses", address("A", { email: "nope" }))).statusCode).toBe(400);
    expect((await api(t.app, customer, "POST", "/user/shipping/addresses", address("A", { phone: "call me" }))).statusCode).toBe(400);
    expect((await api(t.app, customer, "GET", "/user/shipping/address/not-a-number")).statusCode).toBe(400);
    expect(await list(customer)).toEqual([]);
  });
});

describe("nobody else reaches a customer's addresses (rule 5)", () => {
  it("answers a second customer 404 and a guest 401 on every path, with the owner's ids", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await save(owner, "Mine");
    const paths: [string, string, object?][] = [
      ["GET", `/user/shipping/address/${mine.id}`],
      ["POST", `/user/shipping/address/${mine.id}`, address("Stolen", { default: true })],
      ["DELETE", `/user/shipping/address/${mine.id}`],
      ["GET", `/user/shipping/address/default/${owner.id}`],
    ];
    for (const [method, url, body] of paths) {
      const asOther = await api(t.app, other, method as "GET", url, body);
      expect([method, url, asOther.statusCode]).toEqual([method, url, 404]);
      expect(asOther.json()).toMatchObject({ statusCode: 404, error: "Not Found", message: "Failed to get address" });
      expect([method, url, (await api(t.app, null, method as "GET", url, body)).statusCode]).toEqual([method, url, 401]);
    }
    expect((await api(t.app, null, "GET", "/user/shipping/addresses")).statusCode).toBe(401);
    expect((await api(t.app, null, "POST", "/user/shipping/addresses", address("Guest"))).statusCode).toBe(401);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toMatchObject([{ id: mine.id, firstName: "Mine", default: true }]);
  });
});
