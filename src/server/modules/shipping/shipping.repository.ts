// The shop's shipping zones and methods: the module's only SQL.
import { asc, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { shippingMethods, shippingZones } from "../../../db/tables.ts";

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingZoneValues = Omit<typeof shippingZones.$inferInsert, "id" | "updatedAt">;
export type ShippingMethodValues = Omit<typeof shippingMethods.$inferInsert, "id" | "updatedAt">;

export function createShippingRepository(db: Executor) {
  return {
    zones: (): Promise<ShippingZoneRow[]> => db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id)),
    methods: (): Promise<ShippingMethodRow[]> =>
      db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),

    async zone(id: number): Promise<ShippingZoneRow | undefined> {
      const [row] = await db.select().from(shippingZones).where(eq(shippingZones.id, id)).for("update");
      return row;
    },
    async method(id: number): Promise<ShippingMethodRow | undefined> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for("update");
      return row;
    },
    async methodCoded(code: string): Promise<ShippingMethodRow | undefined> {
      const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.code, code));
      return row;
    },
    async everywhereZone(): Promise<ShippingZoneRow | undefined> {
      const [row] = await db.select().from(shippingZones).where(eq(shippingZones.everywhere, true));
      return row;
    },

    async insertZone(values: ShippingZoneValues): Promise<ShippingZoneRow> {
      const [row] = await db.insert(shippingZones).values(values).returning();
      return row!;
    },
    async updateZone(id: number, values: ShippingZoneValues): Promise<void> {
      await db
        .update(shippingZones)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shippingZones.id, id));
    },
    /** Its methods go with it (the foreign key cascades). */
    async deleteZone(id: number): Promise<void> {
      await db.delete(shippingZones).where(eq(shippingZones.id, id));
    },

    async insertMethod(values: ShippingMethodValues): Promise<ShippingMethodRow> {
      const [row] = await db.insert(shippingMethods).values(values).returning();
      return row!;
    },
    async updateMethod(id: number, values: ShippingMethodValues): Promise<void> {
      await db
        .update(shippingMethods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(shippingMethods.id, id));
    },
    async deleteMethod(id: number): Promise<void> {
      await db.delete(shippingMethods).where(eq(shippingMethods.id, id));
    },
  };
}
