import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminApi, api, type Customer, verifiedCustomer } from "../../../../tests/helpers/accounts.ts";
import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { pdfText } from "../../../../tests/helpers/pdf.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, invoices, orderItems, orders } from "../../../db/tables.ts";
import type { OrderDocument } from "../../../domain/schemas/invoices.ts";

let t: TestApp;
let staff: Customer;
let owner: Customer;
let catalogStaff: Customer;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t.app, t.database.db, "staff");
  owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
  catalogStaff = await staffMember(t.app, t.database.db, "catalog", "Cat Alog");
});
afterAll(async () => {
  await t?.close();
});

const year = new Date().getUTCFullYear();
let keys = 0;

/** An order paid through the test provider, after the test has set what it wants on the unpaid order. */
async function paidOrder(before?: (orderId: string) => Promise<void>, email?: string) {
  const placed = await placeOrder(t.app, t.database.db, { pay: false, quantity: 3, ...(email ? { email } : {}) });
  await before?.(placed.order.id);
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/website/payments/test/${placed.sessionId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "action=pay&card=4242424242424242",
  });
  expect(paid.statusCode).toBe(303);
  return placed;
}

const documentsOf = (orderId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.kind, invoices.number);

const expectNotFound = (answer: LightMyRequestResponse) => {
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  expect(answer.headers["cache-control"]).toBe("private, no-store");
};

describe("an invoice for every paid order (decision 041)", () => {
  it("issues one invoice when the order is paid, numbered in this year's series, and none for an unpaid order", async () => {
    const unpaid = await placeOrder(t.app, t.database.db, { pay: false });
    expect(await documentsOf(unpaid.order.id)).toEqual([]);

    const first = await paidOrder();
    const second = await paidOrder();
    const [a] = await documentsOf(first.order.id);
    const [b] = await documentsOf(second.order.id);
    expect(a).toMatchObject({ kind: "invoice", year, refundId: null });
    expect(b!.number).toBe(a!.number + 1);
    expect(a!.snapshot).toMatchObject({
      kind: "invoice",
      locale: "en",
      currency: "USD",
      order: { number: first.number, reference: `OV-${first.number}` },
      totalCents: first.order.totalCents,
      // Australia's GST is in the prices (decision 040): printed, not added.
      taxLines: [{ label: "Includes GST (20%)", cents: first.order.taxCents, included: true }],
      crossBorder: false,
    });
    // The lines add up to the subtotal, and the totals to the total.
    const snapshot = a!.snapshot;
    expect(snapshot.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(snapshot.subtotalCents);
    expect(
      snapshot.subtotalCents + snapshot.shippingCents + snapshot.taxLines.reduce((sum, tax) => sum + (tax.included ? 0 : tax.cents), 0),
    ).toBe(snapshot.totalCents);
  });

  it("lets the order's guest download its invoice with the order's token: a PDF that says what was bought", async () => {
    const { order, token, number } = await paidOrder();
    const listed = await api(t.app, null, "GET", `/order/${order.id}/documents?token=${token}`);
    expect(listed.statusCode).toBe(200);
    const [invoice] = listed.json<{ documents: OrderDocument[] }>().documents;
    expect(invoice).toMatchObject({ kind: "invoice", file: `invoice-${invoice!.number}.pdf` });
    expect(listed.headers["cache-control"]).toBe("private, no-store");

    const pdf = await api(t.app, null, "GET", `/order/${order.id}/documents/${invoice!.file}?token=${token}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice!.file}"`);
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(invoice!.number!);
    expect(text).toContain(`${number} (OV-${number})`);
    expect(text).toContain("Overland");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("1 Track Road");
    expect(text).toContain("Amounts in USD.");
    const [item] = await t.database.db.select({ product: orderItems.product }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(text).toContain(item!.product.partNumber);
    expect(text).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
    // Sent in the shop's country: no customs columns.
    expect(text).not.toContain("HS code");
  });

  it("answers 404, never someone else's invoice: another customer, a wrong token, another order's number, a forged id", async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    const [theirInvoice] = await documentsOf(theirs.order.id);
    const theirFile = `invoice-${theirInvoice!.year}-${String(theirInvoice!.number).padStart(6, "0")}.pdf`;
    const stranger = await verifiedCustomer(t.app, t.database.db);

    expectNotFound(await api(t.app, null, "GET", `/order/${theirs.order.id}/documents/${theirFile}`));
    expectNotFound(await api(t.app, stranger, "GET", `/order/${theirs.order.id}/documents/${theirFile}`));
    expectNotFound(await api(t.app, stranger, "GET", `/order/${theirs.order.id}/documents`));
    expectNotFound(await api(t.app, null, "GET", `/order/${theirs.order.id}/documents/${theirFile}?token=${mine.token}`));
    // My token, my order, their invoice's number: not this order's document.
    expectNotFound(await api(t.app, null, "GET", `/order/${mine.order.id}/documents/${theirFile}?token=${mine.token}`));
    expectNotFound(await api(t.app, null, "GET", `/order/00000000-0000-4000-8000-000000000000/documents?token=${mine.token}`));
    // A shopper never gets the staff's packing slip.
    expectNotFound(await api(t.app, null, "GET", `/order/${mine.order.id}/documents/packing-slip.pdf?token=${mine.token}`));
    expect((await api(t.app, null, "GET", `/order/${mine.order.id}/documents/..%2Fsecret.pdf?token=${mine.token}`)).statusCode).toBe(400);
  });

  it("lets the signed-in customer whose verified address placed the order download it without a token", async () => {
    const customer = await verifiedCustomer(t.app, t.database.db);
    const { order } = await paidOrder(undefined, customer.email);
    const listed = await api(t.app, customer, "GET", `/order/${order.id}/documents`);
    expect(listed.statusCode).toBe(200);
    const [invoice] = listed.json<{ documents: OrderDocument[] }>().documents;
    const pdf = await api(t.app, customer, "GET", `/order/${order.id}/documents/${invoice!.file}`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(invoice!.number!);
  });

  it("writes an Arabic order's invoice in Arabic, and prints origin and HS code for a parcel leaving the shop's country", async () => {
    const { order, token } = await paidOrder(async (orderId) => {
      await t.database.db.execute(
        sql`update orders set locale = 'ar', shipping_address = shipping_address || '{"country": "United Arab Emirates"}'::jsonb where id = ${orderId}`,
      );
      await t.database.db.execute(
        sql`update products set country_of_origin = 'JP', hs_code = '870829' where id in (select product_id from order_items where order_id = ${orderId})`,
      );
    });
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.snapshot).toMatchObject({ locale: "ar", crossBorder: true, taxLines: [{ label: "يشمل GST (20%)", included: true }] });
    expect(invoice!.snapshot.lines[0]).toMatchObject({ countryOfOrigin: "JP", hsCode: "870829" });

    const file = `invoice-${invoice!.snapshot.number}.pdf`;
    const pdf = await api(t.app, null, "GET", `/order/${order.id}/documents/${file}?token=${token}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/[\u0600-\u06FF]/);
    // Words whose shaped letters each have a glyph of their own come back whole; the font draws
    // some letters' dots as marks shared between letters, which a reader cannot map back.
    const letters = [...text].filter((char) => char === "\n" || char >= " ").join("");
    for (const word of ["الكمية", "سعر الوحدة", "المبلغ", "الطلب"]) expect(letters).toContain(word);
    expect(text).toContain("870829");
    expect(text).toContain("JP");
  });

  it("keeps an issued invoice as it was: a part renamed and new legal details change only later invoices", async () => {
    const { order, token } = await paidOrder();
    const [invoice] = await documentsOf(order.id);
    const file = `invoice-${invoice!.snapshot.number}.pdf`;
    const before = await pdfText((await api(t.app, null, "GET", `/order/${order.id}/documents/${file}?token=${token}`)).rawPayload);

    const changed = await adminApi(t.app, owner, "PUT", "/invoices/legal-details", {
      legalName: "Overland Trading Pty Ltd",
      address: "12 Track Road\nAlice Springs NT 0870",
      countryCode: "AU",
      taxNumber: "ABN 51 824 753 556",
      registrationNumber: "",
      email: "",
    });
    expect(changed.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update products set country_of_origin = 'DE' where id in (select product_id from order_items where order_id = ${order.id})`,
    );
    const after = await pdfText((await api(t.app, null, "GET", `/order/${order.id}/documents/${file}?token=${token}`)).rawPayload);
    expect(after).toBe(before);
    expect(after).not.toContain("Overland Trading");

    const next = await paidOrder();
    const [nextInvoice] = await documentsOf(next.order.id);
    expect(nextInvoice!.snapshot.seller).toMatchObject({ legalName: "Overland Trading Pty Ltd", taxNumber: "ABN 51 824 753 556" });
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "invoices.legal_details"));
    expect(audited).toMatchObject({ actorEmail: owner.email, after: { legalName: "Overland Trading Pty Ltd" } });
  });
});

describe("credit notes and staff's documents", () => {
  it("issues a credit note for a refund in its own series, crediting the invoice; staff download it, the invoice and the packing slip", async () => {
    const { order, number, token } = await paidOrder();
    const refund = await api(t.app, staff, "POST", `/order/${number}`, {
      action: "refund",
      lines: [{ line: 1, quantity: 1 }],
      reason: "Damaged in transit",
      idempotencyKey: `refund-${process.pid}-${++keys}`,
    });
    expect(refund.statusCode).toBe(200);
    const [creditNote, invoice] = await documentsOf(order.id);
    expect(creditNote).toMatchObject({ kind: "credit-note", year });
    expect(creditNote!.snapshot).toMatchObject({
      kind: "credit-note",
      credits: { invoiceNumber: invoice!.snapshot.number, reason: "Damaged in transit" },
      lines: [{ line: 1, quantity: 1 }],
    });
    const [{ refunded }] = (await t.database.db.select({ refunded: orders.refundedCents }).from(orders).where(eq(orders.id, order.id))) as [
      { refunded: number },
    ];
    expect(creditNote!.snapshot.totalCents).toBe(refunded);
    const parts = creditNote!.snapshot;
    expect(parts.subtotalCents + parts.shippingCents + parts.taxLines[0]!.cents).toBe(parts.totalCents);

    // The customer lists both; staff list the packing slip as well.
    const customer = await api(t.app, null, "GET", `/order/${order.id}/documents?token=${token}`);
    expect(customer.json<{ documents: OrderDocument[] }>().documents.map((d) => d.kind)).toEqual(["invoice", "credit-note"]);
    const listed = await adminApi(t.app, staff, "GET", `/orders/${number}/documents`);
    expect(listed.statusCode).toBe(200);
    const files = listed.json<{ documents: OrderDocument[] }>().documents.map((d) => d.file);
    expect(files).toEqual(["packing-slip.pdf", `invoice-${invoice!.snapshot.number}.pdf`, `credit-note-${parts.number}.pdf`]);

    const credit = await adminApi(t.app, staff, "GET", `/orders/${number}/documents/credit-note-${parts.number}.pdf`);
    expect(credit.statusCode).toBe(200);
    expect(credit.headers["cache-control"]).toBe("private, no-store");
    const creditText = await pdfText(credit.rawPayload);
    expect(creditText).toContain("Credit note");
    expect(creditText).toContain(`Credits invoice ${invoice!.snapshot.number}.`);
    expect(creditText).toContain("Reason: Damaged in transit");

    const slip = await adminApi(t.app, staff, "GET", `/orders/${number}/documents/packing-slip.pdf`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers["content-disposition"]).toBe(`attachment; filename="packing-slip-${number}.pdf"`);
    const slipText = await pdfText(slip.rawPayload);
    expect(slipText).toContain("Packing slip");
    expect(slipText).toContain("Ada Lovelace");
    expect(slipText).not.toContain("$");
  });

  it("refuses the documents to callers without orders.read, and the legal details to anyone but the owner", async () => {
    const { number } = await paidOrder();
    const customer = await verifiedCustomer(t.app, t.database.db);
    expect((await adminApi(t.app, null, "GET", `/orders/${number}/documents/packing-slip.pdf`)).statusCode).toBe(401);
    expect((await adminApi(t.app, customer, "GET", `/orders/${number}/documents/packing-slip.pdf`)).statusCode).toBe(403);
    expect((await adminApi(t.app, catalogStaff, "GET", `/orders/${number}/documents/packing-slip.pdf`)).statusCode).toBe(403);
    expectNotFound(await adminApi(t.app, staff, "GET", `/orders/999999999/documents/packing-slip.pdf`));
    expectNotFound(await adminApi(t.app, staff, "GET", `/orders/${number}/documents/invoice-1999-000001.pdf`));
    const details = { legalName: "X", address: "", countryCode: "AU", taxNumber: "", registrationNumber: "", email: "" };
    expect((await adminApi(t.app, staff, "PUT", "/invoices/legal-details", details)).statusCode).toBe(403);
    expect((await adminApi(t.app, owner, "PUT", "/invoices/legal-details", { ...details, countryCode: "XX" })).statusCode).toBe(400);
  });
});
