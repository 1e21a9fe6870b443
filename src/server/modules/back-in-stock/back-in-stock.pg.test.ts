import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { outboxMails, products } from "../../../db/tables.ts";
import { createLimiters } from "../../lib/rate-limiter.ts";
import { createBackInStockService } from "./back-in-stock.service.ts";

// Two processes mail the due requests at the same moment (each its own service on the shared
// PostgreSQL): every subscriber gets one mail, because a request is marked notified in the
// transaction that writes its mail, and a request one process holds is skipped by the other.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},backInStock.perAddress=1000/1h` } });
});
afterAll(async () => {
  await t?.close();
});

describe("back-in-stock mails under concurrency", () => {
  it("mails each of 40 subscribers once when several processes run the job at once, and again never", async () => {
    const part = await createProduct(t.database.db, { stock: 0 });
    const emails = Array.from({ length: 40 }, (_, i) => `bis.${process.pid}.${i}@example.com`);
    for (const email of emails) {
      const answer = await t.app.inject({ method: "POST", url: "/api/website/back-in-stock", payload: { product: part.id, email } });
      expect(answer.statusCode).toBe(202);
    }
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, part.id));

    const processes = Array.from({ length: 4 }, () =>
      createBackInStockService(t.database.db, { origin: "http://shop.test", limiters: createLimiters() }),
    );
    const burst = await allAtOnce(processes.flatMap((service) => [() => service.notifyDue(5), () => service.notifyDue(5)]));
    expect(burst.results.reduce((sum, n) => sum + n, 0)).toBe(emails.length);
    expect(await processes[0]!.notifyDue()).toBe(0);

    const mails = await t.database.db.select({ to: outboxMails.to }).from(outboxMails);
    const ours = mails.filter((m) => emails.includes(m.to)).map((m) => m.to);
    expect(ours.sort()).toEqual([...emails].sort());
  });
});
