import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createCustomer } from "../../../../tests/factories/customers.ts";
import { createOrder } from "../../../../tests/factories/orders.ts";
import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog } from "../../../db/tables.ts";
import type { Product, Review } from "../../../domain/schemas/catalog.ts";
import type { AdminReview, ReviewModeration } from "../../../domain/schemas/review.ts";

// Review moderation: the shop's setting that holds new reviews, staff publishing, hiding and
// answering them, and "verified buyer"; only published reviews are shown and counted.

let t: TestApp;
let catalogStaff: Customer;
let orderStaff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  catalogStaff = await staffMember(t.app, t.database.db, "catalog", "Cat Alogue");
  orderStaff = await staffMember(t.app, t.database.db, "staff", "Orla Orders");
});
afterAll(async () => {
  await t?.close();
});
// After the first test, which starts from a new shop's default (hold), each starts publishing at once.
afterEach(async () => {
  await setModeration("publish");
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
async function call<T = Record<string, unknown>>(method: Method, url: string, options: { cookie?: string; payload?: object } = {}) {
  const response = await t.app.inject({
    method,
    url: url.startsWith("/api/") ? url : `/api/website${url}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as T };
}

let nextAddress = 1;
async function postReview(productId: number, rating: number, cookie?: string) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/website/reviews/product/${productId}`,
    headers: cookie ? { cookie } : {},
    payload: { author: "Kim Track", rating, content: "Held up over three thousand km of corrugations." },
    remoteAddress: `10.1.0.${nextAddress++}`,
  });
  return { status: response.statusCode, body: response.json() as { data: Review; status: string; rating: number; reviews: number } };
}

const setModeration = (moderation: ReviewModeration) =>
  call("PUT", "/api/admin/reviews/settings", { cookie: catalogStaff.cookie, payload: { moderation } });
const product = async (id: number) => (await call<Product>("GET", `/products/get-by-id/${id}`)).body;
const shownReviews = async (id: number) =>
  (await call<{ data: Review[]; pagination: { total: number } }>("GET", `/reviews/product/${id}?limit=50`)).body;
/** How many shown parts the listing's rating filter finds for a number of stars. */
const ratedTotal = async (stars: number) =>
  (await call<{ pagination: { total: number } }>("GET", `/products/?limit=1&filter_rating=${stars}`)).body.pagination.total;

describe("the setting that holds new reviews", () => {
  it("holds a new shop's reviews for staff, publishes at once when told to; held, a review is neither listed nor counted (rating, count, rating filter) until published", async () => {
    // A new shop whose guests may post holds their reviews until staff have chosen.
    expect((await call("GET", "/api/admin/reviews/settings", { cookie: catalogStaff.cookie })).body).toEqual({ moderation: "hold" });
    const early = await createProduct(t.database.db);
    expect((await postReview(early.id, 1)).body).toMatchObject({ status: "held", reviews: 0 });
    expect(await product(early.id)).toMatchObject({ reviews: 0 });

    expect((await setModeration("publish")).status).toBe(200);
    const part = await createProduct(t.database.db);
    const first = await postReview(part.id, 5);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "published", rating: 5, reviews: 1 });

    expect((await setModeration("hold")).status).toBe(200);
    const onesBefore = await ratedTotal(1);
    const held = await postReview(part.id, 1);
    expect(held.status).toBe(201);
    // The answer says it waits, and the product's rating is as before.
    expect(held.body).toMatchObject({ status: "held", rating: 5, reviews: 1 });
    expect(await product(part.id)).toMatchObject({ rating: 5, reviews: 1 });
    const shown = await shownReviews(part.id);
    expect(shown.pagination.total).toBe(1);
    expect(shown.data.map((review) => review.id)).toEqual([first.body.data.id]);

    // Staff see it among the held ones and publish it: now it is listed and counted.
    const waiting = await call<{ data: AdminReview[] }>("GET", `/api/admin/reviews?view=held&q=${encodeURIComponent(part.title)}`, {
      cookie: catalogStaff.cookie,
    });
    expect(waiting.body.data.map((review) => review.id)).toEqual([held.body.data.id]);
    const published = await call("POST", `/api/admin/reviews/${held.body.data.id}/publish`, { cookie: catalogStaff.cookie });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published" });
    expect(await product(part.id)).toMatchObject({ rating: 3, reviews: 2 });
    expect((await shownReviews(part.id)).pagination.total).toBe(2);

    // Hidden, the 5-star review drops out of the rating and the count; the part now rates 1 star.
    const hidden = await call("POST", `/api/admin/reviews/${first.body.data.id}/hide`, { cookie: catalogStaff.cookie });
    expect(hidden.status).toBe(200);
    expect(await product(part.id)).toMatchObject({ rating: 1, reviews: 1 });
    expect((await shownReviews(part.id)).data.map((review) => review.id)).toEqual([held.body.data.id]);
    expect(await ratedTotal(1)).toBe(onesBefore + 1);
  });

  it("keeps a held review out of the listings' rating filter until it is published", async () => {
    await setModeration("hold");
    const part = await createProduct(t.database.db);
    const twosBefore = await ratedTotal(2);
    const held = await postReview(part.id, 2);
    expect(held.body.status).toBe("held");
    expect(await ratedTotal(2)).toBe(twosBefore);
    await call("POST", `/api/admin/reviews/${held.body.data.id}/publish`, { cookie: catalogStaff.cookie });
    expect(await ratedTotal(2)).toBe(twosBefore + 1);
    await call("POST", `/api/admin/reviews/${held.body.data.id}/hide`, { cookie: catalogStaff.cookie });
    expect(await ratedTotal(2)).toBe(twosBefore);
  });

  it("refuses a move from a state the review is not in (409) and an unknown review (404)", async () => {
    const part = await createProduct(t.database.db);
    const posted = await postReview(part.id, 4);
    expect((await call("POST", `/api/admin/reviews/${posted.body.data.id}/publish`, { cookie: catalogStaff.cookie })).status).toBe(409);
    expect((await call("POST", "/api/admin/reviews/99999999/hide", { cookie: catalogStaff.cookie })).status).toBe(404);
  });
});

describe("verified buyer", () => {
  async function buyer(part: TestProduct, paymentStatus: "paid" | "unpaid" = "paid") {
    const customer = await createCustomer(t.database.db, { session: true });
    await createOrder(t.database.db, { product: part, userId: customer.id, email: customer.email, paymentStatus });
    return customer;
  }

  it("marks the review of a signed-in customer who paid for the part", async () => {
    const part = await createProduct(t.database.db);
    const customer = await buyer(part);
    const posted = await postReview(part.id, 5, customer.cookie);
    expect(posted.body.data.verified).toBe(true);
    expect((await shownReviews(part.id)).data[0]).toMatchObject({ id: posted.body.data.id, verified: true });
  });

  it("does not mark a customer who bought another part, one whose order is unpaid, nor a guest", async () => {
    const part = await createProduct(t.database.db);
    const other = await createProduct(t.database.db);
    const otherBuyer = await buyer(other);
    const unpaid = await buyer(part, "unpaid");
    expect((await postReview(part.id, 4, otherBuyer.cookie)).body.data.verified).toBe(false);
    expect((await postReview(part.id, 4, unpaid.cookie)).body.data.verified).toBe(false);
    expect((await postReview(part.id, 4)).body.data.verified).toBe(false);
  });
});

describe("the shop's reply", () => {
  it("shows under the review once written, is rewritten, and removed", async () => {
    const part = await createProduct(t.database.db);
    const posted = await postReview(part.id, 3);
    const id = posted.body.data.id;
    expect(posted.body.data.reply).toBeNull();
    const written = await call("PUT", `/api/admin/reviews/${id}/reply`, {
      cookie: catalogStaff.cookie,
      payload: { reply: "  Thanks, Kim: the longer bolts are in the box.  " },
    });
    expect(written.status).toBe(200);
    expect((await shownReviews(part.id)).data[0]?.reply).toMatchObject({ content: "Thanks, Kim: the longer bolts are in the box." });
    await call("PUT", `/api/admin/reviews/${id}/reply`, { cookie: catalogStaff.cookie, payload: { reply: "Fixed in the new batch." } });
    expect((await shownReviews(part.id)).data[0]?.reply?.content).toBe("Fixed in the new batch.");
    expect((await call("DELETE", `/api/admin/reviews/${id}/reply`, { cookie: catalogStaff.cookie })).status).toBe(200);
    expect((await shownReviews(part.id)).data[0]?.reply).toBeNull();
    expect((await call("DELETE", `/api/admin/reviews/${id}/reply`, { cookie: catalogStaff.cookie })).status).toBe(409);
    expect((await call("PUT", `/api/admin/reviews/${id}/reply`, { cookie: catalogStaff.cookie, payload: { reply: " " } })).status).toBe(
      400,
    );
  });
});

describe("who may moderate", () => {
  it("answers 403 to the staff role on every moderation call, and lets the catalogue role read", async () => {
    const part = await createProduct(t.database.db);
    const posted = await postReview(part.id, 4);
    const id = posted.body.data.id;
    const refused = [
      await call("GET", "/api/admin/reviews", { cookie: orderStaff.cookie }),
      await call("PUT", "/api/admin/reviews/settings", { cookie: orderStaff.cookie, payload: { moderation: "hold" } }),
      await call("POST", `/api/admin/reviews/${id}/hide`, { cookie: orderStaff.cookie }),
      await call("PUT", `/api/admin/reviews/${id}/reply`, { cookie: orderStaff.cookie, payload: { reply: "Not mine to say." } }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect((await call("GET", "/api/admin/reviews/settings", { cookie: catalogStaff.cookie })).body).toEqual({ moderation: "publish" });
    expect((await product(part.id)).reviews).toBe(1);
    const listed = await call<{ data: AdminReview[] }>("GET", `/api/admin/reviews?view=all&rating=4&q=${encodeURIComponent(part.title)}`, {
      cookie: catalogStaff.cookie,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, status: "published", rating: 4, product: expect.objectContaining({ id: part.id, slug: part.slug }) }),
    ]);
  });
});

describe("the audit log", () => {
  it("records the setting, each move and each reply with before and after, naming who did it", async () => {
    const part = await createProduct(t.database.db);
    await setModeration("hold");
    const posted = await postReview(part.id, 2);
    const id = posted.body.data.id;
    await call("POST", `/api/admin/reviews/${id}/publish`, { cookie: catalogStaff.cookie });
    await call("PUT", `/api/admin/reviews/${id}/reply`, { cookie: catalogStaff.cookie, payload: { reply: "Sorry to hear it." } });
    await setModeration("publish");
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.actorEmail, row.before, row.after])).toEqual([
      ["review.publish", catalogStaff.email, expect.objectContaining({ status: "held" }), expect.objectContaining({ status: "published" })],
      [
        "review.reply",
        catalogStaff.email,
        expect.objectContaining({ reply: null }),
        expect.objectContaining({ reply: "Sorry to hear it." }),
      ],
    ]);
    const settings = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, "setting")).orderBy(auditLog.id);
    expect(settings.at(-2)).toMatchObject({ action: "setting.change", before: { value: "publish" }, after: { value: "hold" } });
    expect(settings.at(-1)).toMatchObject({ before: { value: "hold" }, after: { value: "publish" } });
  });
});
