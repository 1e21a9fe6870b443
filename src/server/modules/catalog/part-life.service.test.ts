import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, products } from "../../../db/tables.ts";
import { createProductsAdminService } from "./products-admin.service.ts";

// The publishing clock: a draft scheduled for a time is shown once the clock passes it, audited as
// the shop's; a time already past, a shown part and a deleted one are refused.

let database: DatabaseHandle;
let clock = new Date("2026-12-07T10:00:00Z");
let admin: ReturnType<typeof createProductsAdminService>;
const actor = { id: null, email: "cli" };

beforeAll(async () => {
  database = await openTestDatabase();
  admin = createProductsAdminService(database.db, { now: () => clock });
});
afterAll(async () => {
  await database?.close();
});

const statusOf = async (id: number) => {
  const [row] = await database.db
    .select({ status: products.status, publishAt: products.publishAt })
    .from(products)
    .where(eq(products.id, id));
  return row!;
};

describe("publishing a part at a time", () => {
  it("shows a scheduled draft when its time comes, once, audited as the shop's", async () => {
    const draft = await createProduct(database.db, { status: "hide" });
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, draft.id));
    const later = await createProduct(database.db, { status: "hide" });
    await admin.schedulePart(actor, draft.id, new Date("2026-12-24T09:00:00Z"));
    await admin.schedulePart(actor, later.id, new Date("2026-12-25T09:00:00Z"));
    clock = new Date("2026-12-24T08:59:59Z");
    await admin.publishScheduled();
    expect(await statusOf(draft.id)).toEqual({ status: "draft", publishAt: new Date("2026-12-24T09:00:00Z") });
    clock = new Date("2026-12-24T09:00:30Z");
    expect(await admin.publishScheduled()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(draft.id)).toEqual({ status: "show", publishAt: null });
    expect((await statusOf(later.id)).status).toBe("hide");
    // Run again (a second process's tick): nothing more moves.
    expect(await admin.publishScheduled()).toBe(0);
    const audit = await database.db
      .select({ actor: auditLog.actorEmail, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(draft.id)), eq(auditLog.action, "product.publish")));
    expect(audit).toEqual([{ actor: "shop", before: { status: "draft" }, after: { status: "show" } }]);
  });

  it("refuses a time past, a shown part and a deleted one; a null time forgets it; a part deleted while waiting stays deleted", async () => {
    clock = new Date("2026-12-07T10:00:00Z");
    const hidden = await createProduct(database.db, { status: "hide" });
    await expect(admin.schedulePart(actor, hidden.id, new Date("2026-12-07T09:59:00Z"))).rejects.toThrow("PUBLISH_IN_PAST");
    const shown = await createProduct(database.db);
    await expect(admin.schedulePart(actor, shown.id, new Date("2026-12-08T09:00:00Z"))).rejects.toThrow("PART_SHOWN");
    await admin.schedulePart(actor, hidden.id, new Date("2026-12-08T09:00:00Z"));
    await admin.schedulePart(actor, hidden.id, null);
    expect((await statusOf(hidden.id)).publishAt).toBeNull();
    await admin.schedulePart(actor, hidden.id, new Date("2026-12-08T09:00:00Z"));
    await admin.deletePart(actor, hidden.id);
    await expect(admin.schedulePart(actor, hidden.id, new Date("2026-12-09T09:00:00Z"))).rejects.toThrow("PART_DELETED");
    clock = new Date("2026-12-08T09:01:00Z");
    await admin.publishScheduled();
    expect(await statusOf(hidden.id)).toEqual({ status: "deleted", publishAt: null });
  });
});
