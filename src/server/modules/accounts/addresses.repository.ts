import { and, asc, desc, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { addresses } from "../../../db/tables.ts";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<typeof addresses.$inferInsert, "id" | "userId" | "isDefault" | "createdAt">;

/** A customer's address book. Every query names the owner (rule 5): someone else's id is not found. */
export function createAddressesRepository(db: Executor) {
  const mine = (userId: string, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

  return {
    /** The default first, then in the order saved. */
    list: (userId: string): Promise<AddressRow[]> =>
      db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id)),

    async get(userId: string, id: number): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(mine(userId, id));
      return row;
    },

    async defaultOf(userId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      return row;
    },

    async count(userId: string): Promise<number> {
      const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
      return rows.length;
    },

    async clearDefault(userId: string): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },

    async insert(userId: string, fields: AddressFields, isDefault: boolean): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, userId, isDefault })
        .returning();
      return row!;
    },

    async update(userId: string, id: number, change: Partial<AddressFields> & { isDefault?: boolean }): Promise<AddressRow | undefined> {
      const [row] = await db.update(addresses).set(change).where(mine(userId, id)).returning();
      return row;
    },

    /** The deleted address's default flag, or undefined when the customer has no such address. */
    async delete(userId: string, id: number): Promise<{ isDefault: boolean } | undefined> {
      const [removed] = await db.delete(addresses).where(mine(userId, id)).returning({ isDefault: addresses.isDefault });
      return removed;
    },

    /** The customer's first address saved (the one that becomes default when the default goes). */
    async firstOf(userId: string): Promise<{ id: number } | undefined> {
      const [first] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      return first;
    },
  };
}
export type AddressBook = ReturnType<typeof createAddressesRepository>;
