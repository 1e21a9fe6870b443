import { and, asc, desc, eq } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { addresses } from "../../../db/tables.ts";
import { AddressSchema, type Address, type AddressInput } from "../../../domain/schemas/address.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { createAccountsRepository } from "./accounts.repository.ts";

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 30;
export const ADDRESS_NOT_FOUND = "Failed to get address";

export type AddressDto = Address & { id: number };
type AddressRow = typeof addresses.$inferSelect;

function toDto(row: AddressRow): AddressDto {
  const { userId: _userId, createdAt: _createdAt, isDefault, ...fields } = row;
  return { ...fields, default: isDefault };
}

/**
 * The customer's address book with spec §4's default rules, each change in one transaction under
 * a lock of the customer's row: setting a default clears the others, deleting the default makes the
 * first remaining one default, and the first address saved is the default. Every query names the
 * owner (rule 5): someone else's id is not found.
 */
export function createAddressesService(db: Database) {
  const mine = (userId: string, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

  async function inLockedTransaction<T>(userId: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      if (!(await createAccountsRepository(tx).lock(userId))) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return work(tx);
    });
  }

  async function clearDefault(tx: Database, userId: string): Promise<void> {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  }

  return {
    async list(userId: string): Promise<AddressDto[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), asc(addresses.id));
      return rows.map(toDto);
    },

    async get(userId: string, id: number): Promise<AddressDto> {
      const [row] = await db.select().from(addresses).where(mine(userId, id));
      if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return toDto(row);
    },

    async defaultOf(userId: string): Promise<AddressDto | null> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      return row ? toDto(row) : null;
    },

    async create(userId: string, input: AddressInput): Promise<AddressDto> {
      const { default: wantsDefault, ...fields } = AddressSchema.parse(input);
      return inLockedTransaction(userId, async (tx) => {
        const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
        if (existing.length >= MAX_ADDRESSES) throw new ConflictError(`At most ${MAX_ADDRESSES} addresses can be saved`);
        const isDefault = wantsDefault || existing.length === 0;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault })
          .returning();
        return toDto(row!);
      });
    },

    /** Unticking "default" on the default address keeps it default: a customer with addresses always has one. */
    async update(userId: string, id: number, input: AddressInput): Promise<AddressDto> {
      const { default: wantsDefault, ...fields } = AddressSchema.parse(input);
      return inLockedTransaction(userId, async (tx) => {
        const [current] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(mine(userId, id));
        if (!current) throw new NotFoundError(ADDRESS_NOT_FOUND);
        if (wantsDefault && !current.isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .update(addresses)
          .set({ ...fields, isDefault: wantsDefault || current.isDefault })
          .where(mine(userId, id))
          .returning();
        return toDto(row!);
      });
    },

    async setDefault(userId: string, id: number): Promise<AddressDto> {
      return inLockedTransaction(userId, async (tx) => {
        const [current] = await tx.select({ id: addresses.id }).from(addresses).where(mine(userId, id));
        if (!current) throw new NotFoundError(ADDRESS_NOT_FOUND);
        await clearDefault(tx, userId);
        const [row] = await tx.update(addresses).set({ isDefault: true }).where(mine(userId, id)).returning();
        return toDto(row!);
      });
    },

    async remove(userId: string, id: number): Promise<void> {
      await inLockedTransaction(userId, async (tx) => {
        const [removed] = await tx.delete(addresses).where(mine(userId, id)).returning({ isDefault: addresses.isDefault });
        if (!removed) throw new NotFoundError(ADDRESS_NOT_FOUND);
        if (!removed.isDefault) return;
        const [first] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(asc(addresses.id))
          .limit(1);
        if (first) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
