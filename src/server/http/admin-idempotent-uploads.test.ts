import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";

import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yazl from "yazl";

import { staffMember } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../db/client.ts";
import type { CreatedApiToken } from "../../domain/schemas/api-tokens.ts";
import type { CatalogueImport } from "../../domain/schemas/catalogue-files.ts";

// The admin API's uploads (a body of raw bytes, not JSON) with an Idempotency-Key, as a supplier's
// feed retries them: the retry with the same bytes answers the first answer and does nothing
// again; the same key with other bytes is refused. Every admin route that takes raw bytes is here.

let t: TestApp;
let token: string;
let productId: number;
let sku: string;
let products: string;
let fitment: string;
let zip: Buffer;
let png: Buffer;
let origin: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "overland-idempotent-uploads-"));

beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, "uploads") } });
  const owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
  const made = await t.app.inject({
    method: "POST",
    url: "/api/admin/tokens",
    headers: { cookie: owner.cookie },
    payload: { name: "Supplier feed", permissions: ["catalog.read", "catalog.write"] },
  });
  expect(made.statusCode, made.body).toBe(201);
  token = made.json<CreatedApiToken>().secret;

  const [part] = await rowsOf<{ id: number; sku: string }>(t.database.db, sql`select id, sku from products order by id limit 1`);
  [productId, sku] = [part!.id, part!.sku];
  const [brand] = await rowsOf<{ slug: string }>(t.database.db, sql`select slug from brands order by id limit 1`);
  const [category] = await rowsOf<{ slug: string }>(t.database.db, sql`select slug from categories order by id limit 1`);
  products = [
    "slug,sku,part_number,title_en,description_en,brand,category,status,price,units",
    `retried-board,RETRY-1,RT-1,Recovery board,Two boards,${brand!.slug},${category!.slug},show,199.00,3`,
  ].join("\r\n");
  fitment = ["sku,make,model,year_from,year_to,engine", `${sku},Toyota,Land Cruiser,2008,2015,4.5 V8`].join("\r\n");
  png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#c04020" } })
    .png()
    .toBuffer();
  const archive = new yazl.ZipFile();
  archive.addBuffer(png, "boards/front.png");
  archive.end();
  zip = await buffer(archive.outputStream);
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An upload over a real connection: a body streamed from a socket is not what `inject` hands the shop. */
async function send(url: string, type: string, payload: Buffer | string, key: string) {
  const response = await fetch(`${origin}/api/admin${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": type, "idempotency-key": key },
    body: typeof payload === "string" ? payload : new Uint8Array(payload),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    body,
    headers: Object.fromEntries(response.headers),
    json: <T = unknown>() => JSON.parse(body) as T,
  };
}

const importCount = async () => {
  const list = await t.app.inject({ method: "GET", url: "/api/admin/catalogue/imports", headers: { authorization: `Bearer ${token}` } });
  return list.json<{ data: CatalogueImport[] }>().data.length;
};
const keptArchives = () => {
  const files = existsSync(path.join(dataDir, "imports")) ? readdirSync(path.join(dataDir, "imports")) : [];
  return files.filter((name) => name.startsWith("incoming-")).length;
};
const pictureCount = async () => {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from product_images where product_id = ${productId}`,
  );
  return row!.n;
};

/** Each admin upload route: its URL, its body, another body, what it answers and how many of what it makes there are. */
const UPLOADS = [
  {
    name: "a products file (text/csv, streamed)",
    url: "/catalogue/imports?kind=products&fileName=boards.csv",
    type: "text/csv",
    body: () => products,
    other: () => products.replace("199.00", "189.00"),
    status: 202,
    made: importCount,
  },
  {
    name: "a fitment file (text/csv, streamed)",
    url: "/catalogue/imports?kind=fitment&fileName=fitment.csv",
    type: "text/csv",
    body: () => fitment,
    other: () => fitment.replace("2015", "2016"),
    status: 202,
    made: importCount,
  },
  {
    name: "a pictures archive (application/zip, streamed)",
    url: "/catalogue/pictures-archives",
    type: "application/zip",
    body: () => zip,
    other: () => Buffer.concat([zip, Buffer.from("trailing")]),
    status: 201,
    made: async () => keptArchives(),
  },
  {
    name: "a part's picture (image/png, read whole)",
    url: "",
    type: "image/png",
    body: () => png,
    other: () => Buffer.concat([png, Buffer.from("trailing")]),
    status: 201,
    made: pictureCount,
  },
];

describe("an admin upload sent twice with its Idempotency-Key", () => {
  it.each(UPLOADS)("$name: the retry replays the first answer and makes nothing again", async (upload) => {
    const url = upload.url || `/products/${productId}/pictures`;
    const key = `upload-${randomBytes(6).toString("hex")}`;
    const before = await upload.made();
    const first = await send(url, upload.type, upload.body(), key);
    expect(first.statusCode, first.body).toBe(upload.status);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await upload.made()).toBe(before + 1);

    const again = await send(url, upload.type, upload.body(), key);
    expect(again.statusCode, again.body).toBe(upload.status);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await upload.made()).toBe(before + 1);
  });

  it.each(UPLOADS)("$name: the same key with other bytes is refused (409) and makes nothing", async (upload) => {
    const url = upload.url || `/products/${productId}/pictures`;
    const key = `upload-${randomBytes(6).toString("hex")}`;
    expect((await send(url, upload.type, upload.body(), key)).statusCode).toBe(upload.status);
    const before = await upload.made();
    const changed = await send(url, upload.type, upload.other(), key);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json<{ message: string }>().message).toMatch(/Idempotency-Key was already used with another request/);
    expect(await upload.made()).toBe(before);
  });
});
