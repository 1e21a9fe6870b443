import type { Database } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { type Address, ADDRESS_NOT_FOUND, type AddressInput, AddressSchema } from "../../../domain/schemas/address.ts";
import { type AddressBook, type AddressRow, createAddressesRepository } from "./addresses.repository.ts";
import { createUsersRepository } from "./users.repository.ts";

/** Addresses one customer may keep. */
export const MAX_ADDRESSES = 30;

export type AddressDto = Address & { id: number };

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
  const book = createAddressesRepository(db);

  /** The work gets the address book on the transaction, the customer's row locked. */
  async function inLockedTransaction<T>(userId: string, work: (book: AddressBook) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await createUsersRepository(tx).lock(userId))) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return work(createAddressesRepository(tx));
    });
  }

  return {
    async list(userId: string): Promise<AddressDto[]> {
      return (await book.list(userId)).map(toDto);
    },

    async get(userId: string, id: number): Promise<AddressDto> {
      const row = await book.get(userId, id);
      if (!row) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return toDto(row);
    },

    async defaultOf(userId: string): Promise<AddressDto | null> {
      const row = await book.defaultOf(userId);
      return row ? toDto(row) : null;
    },

    async create(userId: string, input: AddressInput): Promise<AddressDto> {
      const { default: wantsDefault, ...fields } = AddressSchema.parse(input);
      return inLockedTransaction(userId, async (tx) => {
        const count = await tx.count(userId);
        if (count >= MAX_ADDRESSES) throw new ConflictError(`At most ${MAX_ADDRESSES} addresses can be saved`);
        const isDefault = wantsDefault || count === 0;
        if (isDefault) await tx.clearDefault(userId);
        return toDto(await tx.insert(userId, fields, isDefault));
      });
    },

    /** Unticking "default" on the default address keeps it default: a customer with addresses always has one. */
    async update(userId: string, id: number, input: AddressInput): Promise<AddressDto> {
      const { default: wantsDefault, ...fields } = AddressSchema.parse(input);
      return inLockedTransaction(userId, async (tx) => {
        const current = await tx.get(userId, id);
        if (!current) throw new NotFoundError(ADDRESS_NOT_FOUND);
        if (wantsDefault && !current.isDefault) await tx.clearDefault(userId);
        const row = await tx.update(userId, id, { ...fields, isDefault: wantsDefault || current.isDefault });
        return toDto(row!);
      });
    },

    async setDefault(userId: string, id: number): Promise<AddressDto> {
      return inLockedTransaction(userId, async (tx) => {
        if (!(await tx.get(userId, id))) throw new NotFoundError(ADDRESS_NOT_FOUND);
        await tx.clearDefault(userId);
        const row = await tx.update(userId, id, { isDefault: true });
        return toDto(row!);
      });
    },

    async remove(userId: string, id: number): Promise<void> {
      await inLockedTransaction(userId, async (tx) => {
        const removed = await tx.delete(userId, id);
        if (!removed) throw new NotFoundError(ADDRESS_NOT_FOUND);
        if (!removed.isDefault) return;
        const first = await tx.firstOf(userId);
        if (first) await tx.update(userId, first.id, { isDefault: true });
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
