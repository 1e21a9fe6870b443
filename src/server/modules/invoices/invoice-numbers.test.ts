import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { invoices } from "../../../db/tables.ts";
import { documentNumber } from "../../../domain/invoices.ts";
import { createInvoicesService } from "./invoices.service.ts";

// The numbering alone, on the shop's clock set by the test: gapless within a year, from 1 again
// in the next, the year being the shop's (its time zone), and a number given back by a rollback.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function issuerAt(iso: string, timeZone = "UTC") {
  return createInvoicesService(t.database.db, { timeZone: async () => timeZone, orders: t.app.services.orders, clock: () => new Date(iso) })
    .issuing;
}

async function orderIds(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await placeOrder(t.app, t.database.db, { pay: false })).order.id);
  return ids;
}

async function invoiceNumberOf(orderId: string): Promise<string> {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return documentNumber(row!.year, row!.number);
}

describe("invoice numbers (decision 041)", () => {
  it("count from 1 without a gap within a year, give a rolled-back number to the next invoice, and start again at 1 the next year on the shop's clock", async () => {
    const [a, b, c, d, e] = await orderIds(5);
    const in2030 = issuerAt("2030-06-01T10:00:00Z");
    for (const id of [a!, b!, c!]) await t.database.db.transaction((tx) => in2030.issueInvoice(tx, id));
    expect(await Promise.all([a!, b!, c!].map(invoiceNumberOf))).toEqual(["2030-000001", "2030-000002", "2030-000003"]);

    // A payment whose transaction fails after its invoice was numbered leaves no gap.
    await expect(
      t.database.db.transaction(async (tx) => {
        await in2030.issueInvoice(tx, d!);
        throw new Error("the payment's transaction failed");
      }),
    ).rejects.toThrow("the payment's transaction failed");
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, d!))).toEqual([]);
    await t.database.db.transaction((tx) => in2030.issueInvoice(tx, d!));
    expect(await invoiceNumberOf(d!)).toBe("2030-000004");

    // Issued again (a replayed payment), an order keeps its invoice and takes no number.
    await t.database.db.transaction((tx) => in2030.issueInvoice(tx, d!));
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, d!))).toHaveLength(1);

    // New Year's Eve in UTC is already 2031 in Sydney: the shop's year starts its series again.
    await t.database.db.transaction((tx) => issuerAt("2030-12-31T13:30:00Z", "Australia/Sydney").issueInvoice(tx, e!));
    expect(await invoiceNumberOf(e!)).toBe("2031-000001");
  });
});
