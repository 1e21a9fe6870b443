import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createVehicle } from "../../../tests/factories/vehicles.ts";
import { api, type Customer, signUp } from "../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";

// The spec's client sends Content-Type: application/json on every call, a DELETE included, with
// no body: a route that takes none answers as it would without the header.

let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const asSpecClient = (method: "DELETE" | "POST" | "GET", url: string, payload = "") =>
  t.app.inject({
    method,
    url: `/api/website${url}`,
    headers: { cookie: customer.cookie, "content-type": "application/json" },
    payload,
  });

describe("a JSON request with an empty body", () => {
  it("deletes a saved address and a garage vehicle, as without the header", async () => {
    const saved = await api(t.app, customer, "POST", "/user/shipping/addresses", {
      firstName: "Sam",
      lastName: "Ridge",
      address1: "12 Ridge Road",
      suburb: "Alice Springs",
      postcode: "0870",
      email: "sam@example.com",
      phone: "+61 8 5550 1234",
    });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<{ shippingAddress: { id: number } }>().shippingAddress;
    const address = await asSpecClient("DELETE", `/user/shipping/address/${id}`);
    expect([address.statusCode, address.body]).toEqual([204, ""]);

    const vehicle = await createVehicle(t.database.db);
    expect((await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: vehicle.id })).statusCode).toBe(200);
    const removed = await asSpecClient("DELETE", `/user/vehicles/${vehicle.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ items: [], current: null });
  });

  it("reads a GET with the header and no body as usual", async () => {
    const garage = await asSpecClient("GET", "/user/vehicles");
    expect(garage.statusCode).toBe(200);
  });

  it("is refused by a route that needs a body, with the API's error and what is missing", async () => {
    const empty = await asSpecClient("POST", "/user/vehicles");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ statusCode: 400, error: "Bad Request", message: expect.stringMatching(/^body /) });
  });

  it("still refuses malformed JSON and a body that would set an object's prototype", async () => {
    const malformed = await asSpecClient("POST", "/user/vehicles", "{ not json");
    expect([malformed.statusCode, (malformed.json() as { error: string }).error]).toEqual([400, "Bad Request"]);
    const poisoned = await asSpecClient("POST", "/user/vehicles", '{"vehicleId": 1, "__proto__": {"admin": true}}');
    expect([poisoned.statusCode, (poisoned.json() as { error: string }).error]).toEqual([400, "Bad Request"]);
  });
});
