import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { type AdminCall, adminCall, appWithOwner, staffMember } from "../../../../tests/helpers/staff.ts";
import { type TestApp } from "../../../../tests/helpers/test-app.ts";
import { products } from "../../../db/tables.ts";
import type { BulkEdit } from "../../../domain/schemas/bulk-edit.ts";

// Bulk edits through the admin API, as another system or an adversary calls them: the run is
// followed to its end on the job queue; a malformed or oversized body, a role without the
// catalogue's writing, an undo of a run not the last are refused, each with its reason.

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

/** The run once the queue has finished it (a wait for its state, at most ten seconds). */
async function finished(id: number, state: BulkEdit["state"]): Promise<BulkEdit> {
  const until = Date.now() + 10_000;
  for (;;) {
    const run = (await call("GET", `/bulk-edits/${id}`)).json<BulkEdit>();
    if (run.state === state || Date.now() > until) return run;
    // Asked again after a moment: each ask is a request, and the admin API counts them.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("bulk edits in the admin API", () => {
  it("runs a change on the job queue to its end, then undoes it; a second undo is refused", async () => {
    const part = await createProduct(t.database.db, { price: 20_000 });
    const started = await call("POST", "/bulk-edits", {
      change: { kind: "price-amount", amount: -25.5, ending: "99" },
      target: { kind: "ids", ids: [part.id] },
    });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finished(started.json<BulkEdit>().id, "done");
    expect([run.state, run.done, run.total, run.undoable]).toEqual(["done", 1, 1, true]);
    const product = (await t.app.inject({ method: "GET", url: `/api/website/products/${part.slug}` })).json<{
      prices: { price: number };
    }>();
    // 200.00 less 25.50 is 174.50: the nearest price ending in .99 is 174.99.
    expect(product.prices.price).toBe(174.99);
    expect((await call("POST", `/bulk-edits/${run.id}/undo`)).statusCode).toBe(202);
    expect((await finished(run.id, "undone")).state).toBe("undone");
    const again = await call("POST", `/bulk-edits/${run.id}/undo`);
    expect([again.statusCode, again.json().message]).toEqual([409, "NOT_UNDOABLE"]);
  });

  it("refuses a malformed change, too many ids, a role that may not write, and an unknown run", async () => {
    const bad = [
      { change: { kind: "price-percent", percent: 0 }, target: { kind: "ids", ids: [1] } },
      { change: { kind: "price-percent", percent: -95 }, target: { kind: "ids", ids: [1] } },
      { change: { kind: "status", status: "deleted" }, target: { kind: "ids", ids: [1] } },
      { change: { kind: "drop-table" }, target: { kind: "ids", ids: [1] } },
      { change: { kind: "tags-add", tags: [] }, target: { kind: "ids", ids: [1] } },
      { change: { kind: "status", status: "hide" }, target: { kind: "ids", ids: Array.from({ length: 1_001 }, (_, i) => i + 1) } },
      { change: { kind: "status", status: "hide" }, target: { kind: "ids", ids: [-1] } },
    ];
    for (const body of bad) {
      const refused = await call("POST", "/bulk-edits", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    }
    const clerk = await staffMember(t.app, t.database.db, "staff", "Sam Staff");
    const denied = await call(
      "POST",
      "/bulk-edits",
      { change: { kind: "status", status: "hide" }, target: { kind: "ids", ids: [1] } },
      clerk,
    );
    expect(denied.statusCode).toBe(403);
    expect((await call("GET", "/bulk-edits/2147483000")).statusCode).toBe(404);
    expect((await call("POST", "/bulk-edits/2147483000/undo")).statusCode).toBe(404);
  });

  it("changes no part an id names that is not there or deleted, and counts only the parts it may change", async () => {
    const part = await createProduct(t.database.db, { price: 1_000 });
    const deleted = await createProduct(t.database.db, { price: 1_000 });
    expect((await call("DELETE", `/products/${deleted.id}`)).statusCode).toBe(204);
    const started = await call("POST", "/bulk-edits", {
      change: { kind: "price-percent", percent: 10 },
      target: { kind: "ids", ids: [part.id, deleted.id, 2_147_483_000] },
    });
    const run = await finished(started.json<BulkEdit>().id, "done");
    expect([run.total, run.done]).toEqual([1, 1]);
    const [kept] = await t.database.db.select({ price: products.priceCents }).from(products).where(eq(products.id, deleted.id));
    expect(kept!.price).toBe(1_000);
  });
});
