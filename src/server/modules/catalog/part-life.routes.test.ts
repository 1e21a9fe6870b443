import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import { type TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, fitment, orderItems, productImages, products, productVariants, reviews } from "../../../db/tables.ts";
import type { AdminOrder } from "../../../domain/schemas/admin.ts";
import type { AdminProduct, AdminProductRow } from "../../../domain/schemas/catalog-admin.ts";

type AdminProductPage = { data: AdminProductRow[] };

// A part's life through the admin API: duplicated as a draft without stock or reviews, deleted
// (gone from the shop with 410, kept for its orders) and restored, a variant and an option's
// value removed while an order keeps what it sold.

let t: TestApp;
let owner: Customer;
let call: AdminCall;
beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
});
afterAll(async () => {
  await t?.close();
});

const record = async (id: number) => (await call("GET", `/products/${id}`)).json<AdminProduct>();

describe("a part's life in the admin API", () => {
  it("duplicates a part as a draft with its texts, pictures, fitment and variants, without units, sales or reviews", async () => {
    const source = await createProduct(t.database.db, {
      fits: [1, 2],
      options: [{ slug: "size", values: ["s", "l"] }],
      variants: [
        { options: { size: "s" }, stock: 4, price: 5000 },
        { options: { size: "l" }, stock: 6, price: 6000 },
      ],
    });
    await t.database.db.update(products).set({ salesCount: 9, ratingAverage: 4.5, reviewCount: 1 }).where(eq(products.id, source.id));
    await t.database.db.insert(reviews).values({ productId: source.id, author: "Ann", rating: 5, content: "Fits.", status: "published" });
    const made = await call("POST", `/products/${source.id}/duplicate`);
    expect(made.statusCode, made.body).toBe(201);
    const copy = made.json<AdminProduct>();
    const original = await record(source.id);
    expect(copy.id).not.toBe(source.id);
    expect(copy.fields.status).toBe("draft");
    expect(copy.fields.slug).toBe(`${source.slug}-copy`);
    expect(copy.fields.sku).toBe(`${original.fields.sku}-COPY`);
    expect(copy.fields.title.en).toBe(`${source.title} (copy)`);
    expect(copy.fields.description).toEqual(original.fields.description);
    expect(copy.images.map((image) => image.url)).toEqual(original.images.map((image) => image.url));
    expect(copy.fitmentCount).toBe(2);
    expect(copy.variants.map((variant) => [variant.sku, variant.options, variant.price, variant.units])).toEqual(
      original.variants.map((variant) => [`${variant.sku}-COPY`, variant.options, variant.price, 0]),
    );
    expect(copy.units).toBe(0);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, copy.id));
    expect([row!.salesCount, row!.reviewCount, row!.ratingAverage]).toEqual([0, 0, 0]);
    expect(await t.database.db.$count(reviews, eq(reviews.productId, copy.id))).toBe(0);
    // A second copy takes the next free slug and SKU; the source is untouched.
    const again = (await call("POST", `/products/${source.id}/duplicate`)).json<AdminProduct>();
    expect(again.fields.slug).toBe(`${source.slug}-copy-2`);
    expect(again.fields.sku).toBe(`${original.fields.sku}-COPY-2`);
    expect((await record(source.id)).units).toBe(10);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(copy.id)), eq(auditLog.action, "product.duplicate")));
    expect(audit[0]?.after).toMatchObject({ from: source.id });
    // Its own pictures: removing one from the copy leaves the source's.
    await t.database.db.delete(productImages).where(eq(productImages.productId, copy.id));
    expect(await t.database.db.$count(productImages, eq(productImages.productId, source.id))).toBe(1);
    expect(await t.database.db.$count(fitment, eq(fitment.productId, source.id))).toBe(2);
  });

  it("deletes a part: 410 at its address, out of the lists, refused edits; its paid order keeps its lines; restored hidden", async () => {
    const { product, order } = await placeOrder(t.app, t.database.db, { quantity: 2 });
    const before = (await call("GET", `/orders/${order.number}`)).json<AdminOrder>();
    const deleted = await call("DELETE", `/products/${product.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await t.app.inject({ method: "GET", url: `/api/website/products/${product.slug}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ statusCode: 410, error: "Gone" });
    // A slug that never was a part's is still 404.
    expect((await t.app.inject({ method: "GET", url: "/api/website/products/never-a-part-here" })).statusCode).toBe(404);
    const listed = (await call("GET", `/products?q=${encodeURIComponent(product.title)}`)).json<AdminProductPage>();
    expect(listed.data.map((row) => row.id)).not.toContain(product.id);
    const bin = (await call("GET", `/products?state=deleted&q=${encodeURIComponent(product.title)}`)).json<AdminProductPage>();
    expect(bin.data.map((row) => [row.id, row.status])).toEqual([[product.id, "deleted"]]);
    const part = await record(product.id);
    expect(part.deleted).toBe(true);
    const save = await call("PUT", `/products/${product.id}`, { version: part.version, fields: part.fields });
    expect(save.statusCode).toBe(409);
    expect(save.json().message).toBe("PART_DELETED");
    expect((await call("PUT", `/products/${product.id}/status`, { status: "show" })).json().message).toBe("PART_DELETED");
    // Deleting again changes nothing; the order reads as it did, lines, prices and invoice alike.
    expect((await call("DELETE", `/products/${product.id}`)).statusCode).toBe(204);
    const after = (await call("GET", `/orders/${order.number}`)).json<AdminOrder>();
    expect(after.cart).toEqual(before.cart);
    expect([after.invoice, after.cart[0]!.quantity, after.cart[0]!.product.name.en]).toEqual([before.invoice, 2, product.title]);
    const restored = await call("POST", `/products/${product.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect([restored.json<AdminProduct>().deleted, restored.json<AdminProduct>().fields.status]).toEqual([false, "hide"]);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action).filter((action) => action.startsWith("product."))).toEqual([
      "product.delete",
      "product.restore",
    ]);
  });

  it("answers 404 for a part that is not there and 403 to a role that may not write the catalogue", async () => {
    expect((await call("DELETE", "/products/2147483000")).statusCode).toBe(404);
    expect((await call("POST", "/products/2147483000/duplicate")).statusCode).toBe(404);
    const clerk = await staffMember(t.app, t.database.db, "staff", "Sam Staff");
    const part = await createProduct(t.database.db);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/products/${part.id}`, headers: { cookie: clerk.cookie } });
    expect(refused.statusCode).toBe(403);
    expect((await record(part.id)).deleted).toBe(false);
  });

  it("removes a variant sold in a paid order: the order keeps its line, a cancellation gives back nothing to the part", async () => {
    const product = await createProduct(t.database.db, {
      options: [{ slug: "size", values: ["s", "m", "l"] }],
      variants: [
        { options: { size: "s" }, stock: 5, price: 4000 },
        { options: { size: "m" }, stock: 5, price: 4000 },
        { options: { size: "l" }, stock: 5, price: 4000 },
      ],
    });
    const { order } = await placeOrder(t.app, t.database.db, { product, quantity: 1 });
    const sold = product.variants[0]!;
    const removed = await call("DELETE", `/products/${product.id}/variants/${sold.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AdminProduct>().variants.map((variant) => variant.id)).not.toContain(sold.id);
    expect(removed.json<AdminProduct>().units).toBe(10);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect([line!.variantId, line!.product.sku, line!.options]).toEqual([null, sold.sku, [{ name: "size", value: "s" }]]);
    const cancelled = await call("POST", `/orders/${order.number}`, { action: "cancel", reason: "customer asked" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [units] = await t.database.db
      .select({ stock: products.stock, reserved: products.reserved })
      .from(products)
      .where(eq(products.id, product.id));
    expect(units).toEqual({ stock: 10, reserved: 0 });
  });

  it("removes an option's value with its variants, and never the last variant nor one held for a payment", async () => {
    const product = await createProduct(t.database.db, {
      options: [{ slug: "side", values: ["left", "right"] }],
      variants: [
        { options: { side: "left" }, stock: 3, price: 2500 },
        { options: { side: "right" }, stock: 3, price: 2500 },
      ],
    });
    const part = await record(product.id);
    const option = part.options[0]!;
    const right = option.values.find((value) => value.slug === "right")!;
    // An open payment holds a unit of the left variant: it cannot be removed meanwhile.
    await t.database.db.update(productVariants).set({ reserved: 1 }).where(eq(productVariants.id, product.variants[0]!.id));
    const held = await call("DELETE", `/products/${product.id}/variants/${product.variants[0]!.id}`);
    expect([held.statusCode, held.json().message]).toEqual([409, "VARIANT_UNITS_HELD"]);
    const removed = await call("DELETE", `/products/${product.id}/options/${option.id}/values/${right.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json<AdminProduct>();
    expect(after.options[0]!.values.map((value) => value.slug)).toEqual(["left"]);
    expect(after.variants.map((variant) => variant.options)).toEqual([{ side: "left" }]);
    const last = await call("DELETE", `/products/${product.id}/variants/${product.variants[0]!.id}`);
    expect([last.statusCode, last.json().message]).toEqual([409, "LAST_VARIANT"]);
    const lastValue = await call("DELETE", `/products/${product.id}/options/${option.id}/values/${option.values[0]!.id}`);
    expect([lastValue.statusCode, lastValue.json().message]).toEqual([409, "LAST_VARIANT"]);
    // Another part's value is not this part's.
    const other = await createProduct(t.database.db, {
      options: [{ slug: "side", values: ["left", "right"] }],
      variants: [
        { options: { side: "left" }, stock: 1, price: 2500 },
        { options: { side: "right" }, stock: 1, price: 2500 },
      ],
    });
    const forged = await call("DELETE", `/products/${other.id}/options/${option.id}/values/${right.id}`);
    expect([forged.statusCode, forged.json().message]).toEqual([404, "OPTION_NOT_FOUND"]);
  });
});
