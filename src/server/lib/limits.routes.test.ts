import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { checkoutBody } from "../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";

// Every per-client limit holds when a client names another address in X-Forwarded-For
// (TRUST_PROXY off), and a global cap holds when many addresses take part. Each limit is set low
// here through RATE_LIMITS, the way a shop owner configures it.

const PER_ADDRESS = 3;
const GLOBAL = 5;
const limits = (name: string) => `${name}.perAddress=${PER_ADDRESS}/1h,${name}.global=${GLOBAL}/1h`;

let t: TestApp;
let product: TestProduct;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMITS: [
        limits("newsletter"),
        limits("contact"),
        limits("review"),
        limits("track"),
        limits("checkout"),
        limits("linkMail"),
        limits("signUp"),
      ].join(","),
    },
  });
  product = await createProduct(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
interface Action {
  limit: string;
  method: "POST";
  url: string;
  body: () => object;
  /** The status of an allowed attempt. */
  allowed: number;
}

const ACTIONS: Action[] = [
  {
    limit: "newsletter",
    method: "POST",
    url: "/api/website/newsletter/subscribe",
    body: () => ({ email: `reader${++serial}@example.com` }),
    allowed: 201,
  },
  {
    limit: "contact",
    method: "POST",
    url: "/api/website/contact",
    body: () => ({
      name: "Dana",
      email: `dana${++serial}@example.com`,
      subject: "Roof rack",
      message: "Does the platform fit a 76 Series?",
    }),
    allowed: 201,
  },
  {
    limit: "review",
    method: "POST",
    url: "",
    body: () => ({ author: "Kim", rating: 5, content: `Fits well, review ${++serial}.` }),
    allowed: 201,
  },
  {
    limit: "track",
    method: "POST",
    url: "/api/website/order/track",
    body: () => ({ number: 100000 + ++serial, email: "a@example.com" }),
    allowed: 404,
  },
  {
    limit: "forgot-password",
    method: "POST",
    url: "/api/website/user/forgot-password",
    body: () => ({ email: `nobody${++serial}@example.com` }),
    allowed: 202,
  },
  {
    limit: "sign-up",
    method: "POST",
    url: "/api/website/user/register",
    body: () => ({ name: "Sam", email: `sam${++serial}.${process.pid}@example.com`, password: "gravel-road-7" }),
    allowed: 201,
  },
  {
    limit: "checkout",
    method: "POST",
    url: "/api/website/order/create-checkout-session",
    body: () => checkoutBody(product, 1),
    allowed: 200,
  },
];

const send = (action: Action, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: action.method,
    url: action.url || `/api/website/reviews/product/${product.id}`,
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
    payload: action.body(),
  });

describe("each per-client limit answers 429 at its configured rate, whatever X-Forwarded-For says", () => {
  ACTIONS.forEach((action, index) => {
    it(`${action.limit}: ${PER_ADDRESS} from one address, then 429; ${GLOBAL} from all addresses together, then 429`, async () => {
      const attacker = `198.51.${100 + index}.1`;
      for (let i = 0; i < PER_ADDRESS; i++) expect((await send(action, attacker, `10.${index}.${i}.1`)).statusCode).toBe(action.allowed);
      const refused = await send(action, attacker, `10.${index}.250.1`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
      // Other addresses go on until the shop's total for the action is spent.
      for (let i = PER_ADDRESS; i < GLOBAL; i++)
        expect((await send(action, `203.0.${100 + index}.${i}`, "10.0.0.1")).statusCode).toBe(action.allowed);
      expect((await send(action, `203.0.${100 + index}.99`, "10.0.0.1")).statusCode).toBe(429);
    });
  });
});

describe("TRUST_PROXY", () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await buildTestApp({ env: { TRUST_PROXY: "127.0.0.1", RATE_LIMITS: "track.perAddress=2/1h" } });
  });
  afterAll(async () => {
    await behindProxy?.close();
  });
  const track = (remoteAddress: string, forwardedFor: string) =>
    behindProxy.app.inject({
      method: "POST",
      url: "/api/website/order/track",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { number: 1, email: "a@example.com" },
    });

  it("takes the client from X-Forwarded-For only when the request comes from a trusted proxy", async () => {
    expect((await track("127.0.0.1", "192.0.2.10")).statusCode).toBe(404);
    expect((await track("127.0.0.1", "192.0.2.10")).statusCode).toBe(404);
    expect((await track("127.0.0.1", "192.0.2.10")).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await track("127.0.0.1", "192.0.2.11")).statusCode).toBe(404);
    // A client that is not the proxy cannot choose its address.
    expect((await track("198.51.100.99", "192.0.2.12")).statusCode).toBe(404);
    expect((await track("198.51.100.99", "192.0.2.13")).statusCode).toBe(404);
    expect((await track("198.51.100.99", "192.0.2.14")).statusCode).toBe(429);
  });
});
