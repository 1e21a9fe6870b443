import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { products, stockMovements } from "../../../db/tables.ts";
import type { CreatedApiToken, TokenPermission } from "../../../domain/schemas/api-tokens.ts";
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";
import type { AdminPicture } from "../../../domain/schemas/product-pictures.ts";

// The catalogue's admin API as another system calls it: a token scoped to stock sets units and is
// refused prices; a save over an older version is refused; a receipt sent twice counts once.

let t: TestApp;
let owner: Customer;
beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_DIR: path.join(tmpdir(), `overland-admin-pictures-${process.pid}`) } });
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
});
afterAll(async () => {
  await t?.close();
  rmSync(path.join(tmpdir(), `overland-admin-pictures-${process.pid}`), { recursive: true, force: true });
});

type Caller = { token: string } | { cookie: string };
const call = (caller: Caller, method: InjectOptions["method"], url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...("token" in caller ? { authorization: `Bearer ${caller.token}` } : { cookie: caller.cookie }), ...headers },
    ...(payload ? { payload } : {}),
  });

let serial = 0;
async function tokenFor(permissions: TokenPermission[]): Promise<{ token: string }> {
  const made = await call({ cookie: owner.cookie }, "POST", "/tokens", { name: `System ${++serial}`, permissions });
  expect(made.statusCode, made.body).toBe(201);
  return { token: made.json<CreatedApiToken>().secret };
}

const aPart = async () => {
  const [row] = await t.database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(sql`not exists (select 1 from product_variants v where v.product_id = ${products.id}) and ${products.reserved} = 0`)
    .orderBy(products.id)
    .limit(1)
    .offset(serial * 7);
  return row!;
};

describe("the catalogue's admin API", () => {
  it("lets a stock-only token set units and refuses it prices and texts (403)", async () => {
    const feed = await tokenFor(["stock.write"]);
    const part = await aPart();
    const moved = await call(feed, "POST", `/products/${part.id}/stock`, { kind: "receipt", units: 4, note: "ASN 77" });
    expect(moved.statusCode, moved.body).toBe(200);
    const record = await call({ cookie: owner.cookie }, "GET", `/products/${part.id}`);
    const product = record.json<AdminProduct>();
    const priced = await call(feed, "PUT", `/products/${part.id}`, { version: product.version, fields: { ...product.fields, price: 1 } });
    expect(priced.statusCode).toBe(403);
    expect((await call(feed, "GET", "/products")).statusCode).toBe(403);
    expect((await call(feed, "PUT", `/products/${part.id}/status`, { status: "hide" })).statusCode).toBe(403);
    const [last] = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, part.id))
      .orderBy(sql`${stockMovements.id} desc`)
      .limit(1);
    expect([last?.kind, last?.actor, last?.note, last!.unitsAfter - last!.unitsBefore]).toEqual(["receipt", "token:System 1", "ASN 77", 4]);
  });

  it("lets a catalogue token read and save, refusing a save made on an older version (409 PRODUCT_CHANGED)", async () => {
    const erp = await tokenFor(["catalog.read", "catalog.write"]);
    const part = await aPart();
    const product = (await call(erp, "GET", `/products/${part.id}`)).json<AdminProduct>();
    // Above its sale price, if it has one: a sale sells below the price.
    const price = Math.round(product.fields.price! * 100 + 12_345) / 100;
    const first = await call(erp, "PUT", `/products/${part.id}`, { version: product.version, fields: { ...product.fields, price } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminProduct>().fields.price).toBe(price);
    const stale = await call(erp, "PUT", `/products/${part.id}`, {
      version: product.version,
      fields: { ...product.fields, price: price + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, message: "PRODUCT_CHANGED" });
    const page = await call(erp, "GET", `/products?q=${encodeURIComponent(product.fields.partNumber.toLowerCase())}`);
    expect(page.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(part.id);
  });

  it("refuses a staff member without the catalogue (403) and lets the catalogue's staff in", async () => {
    const clerk = await staffMember(t.app, t.database.db, "staff", "Stan Staff");
    const cataloguer = await staffMember(t.app, t.database.db, "catalog", "Cara Catalogue");
    expect((await call({ cookie: clerk.cookie }, "GET", "/products")).statusCode).toBe(403);
    expect((await call({ cookie: cataloguer.cookie }, "GET", "/products")).statusCode).toBe(200);
  });

  it("records a receipt once when it is sent again with the same Idempotency-Key", async () => {
    const feed = await tokenFor(["stock.write"]);
    const part = await aPart();
    const key = { "idempotency-key": `receipt-${part.id}-0001` };
    const first = await call(feed, "POST", `/products/${part.id}/stock`, { kind: "receipt", units: 3, note: "" }, key);
    const again = await call(feed, "POST", `/products/${part.id}/stock`, { kind: "receipt", units: 3, note: "" }, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const receipts = await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, part.id));
    expect(receipts.filter((row) => row.kind === "receipt")).toHaveLength(1);
  });

  it("adds a picture sent as the body, refuses one that is not a photo whatever its type says, orders, describes and removes them", async () => {
    const erp = await tokenFor(["catalog.read", "catalog.write"]);
    const reader = await tokenFor(["catalog.read"]);
    const part = await aPart();
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c04020" } })
      .png()
      .toBuffer();
    const send = (caller: Caller, body: Buffer, type: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/products/${part.id}/pictures`,
        headers: { authorization: `Bearer ${(caller as { token: string }).token}`, "content-type": type },
        payload: body,
      });
    expect((await send(reader, png, "image/png")).statusCode).toBe(403);
    const html = await send(erp, Buffer.from("<html><script>alert(1)</script></html>"), "image/jpeg");
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: "PICTURE_NOT_A_PHOTO" });
    const added = await send(erp, png, "application/octet-stream");
    expect(added.statusCode, added.body).toBe(201);
    const pictures = added.json<AdminPicture[]>();
    const upload = pictures.at(-1)!;
    expect(upload.url).toMatch(/^\/media\/uploads\/[\w-]{22}-320\.webp$/);
    const served = await t.app.inject({ method: "GET", url: upload.url });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/webp"]);
    const order = [...pictures].reverse().map((picture) => picture.id);
    const ordered = await call(erp, "PUT", `/products/${part.id}/pictures/order`, { order });
    expect(ordered.json<AdminPicture[]>().map((picture) => picture.id)).toEqual(order);
    expect((await call(erp, "PUT", `/products/${part.id}/pictures/order`, { order: [order[0]] })).json()).toMatchObject({
      statusCode: 409,
      message: "PICTURES_CHANGED",
    });
    const alt = { en: "Red test card", ru: "Красная карточка", ar: "بطاقة حمراء" };
    const described = await call(erp, "PUT", `/products/${part.id}/pictures/${upload.id}/alt`, alt);
    expect(described.json<AdminPicture>().alt).toEqual(alt);
    const removed = await call(erp, "DELETE", `/products/${part.id}/pictures/${upload.id}`);
    expect(removed.json<AdminPicture[]>().map((picture) => picture.id)).not.toContain(upload.id);
    expect((await t.app.inject({ method: "GET", url: upload.url })).statusCode).toBe(404);
  });
});
