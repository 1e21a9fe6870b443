// What every write of the catalogue's back office shares: one transaction, and a slug or SKU that
// another part took meanwhile (its unique index refuses it) said as the field's problem.
import type { Database, Transaction } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ConflictError } from "../../../domain/errors.ts";

export const SKU_TAKEN = "SKU_TAKEN";
export const SLUG_TAKEN = "SLUG_TAKEN";

export async function inCatalogueTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as Error).message);
    throw new ConflictError(constraint.includes("slug") ? SLUG_TAKEN : SKU_TAKEN, { cause: error });
  }
}
