// The catalogue's units, moved for the orders module inside the caller's transaction (rule 2).
// Lines are merged per product and taken in product order: two checkouts of the same parts lock
// their rows in the same order and cannot deadlock.
import type { Database, Executor, Transaction } from "../../../db/client.ts";
import { createStockRepository, type CheckoutProduct } from "./stock.repository.ts";

export type { CheckoutProduct };

export interface StockLine {
  productId: number;
  quantity: number;
}

/** Units per product (two lines of one part, other options, move together), in product order. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const total = new Map<number, number>();
  for (const line of lines) total.set(line.productId, (total.get(line.productId) ?? 0) + line.quantity);
  return [...total].map(([productId, quantity]) => ({ productId, quantity })).sort((a, b) => a.productId - b.productId);
}

export function createStockService(db: Database) {
  return {
    /** Products with their price, status and units; on the caller's transaction when given (its own connection). */
    productsForCheckout: (ids: number[], tx: Executor = db): Promise<CheckoutProduct[]> =>
      createStockRepository(tx).productsForCheckout(ids),

    /** Holds every line's units, or stops at the first product that falls short and names it (the caller rolls back). */
    async hold(tx: Transaction, lines: readonly StockLine[]): Promise<number | null> {
      const shelf = createStockRepository(tx);
      for (const line of merged(lines)) {
        if (!(await shelf.reserveStock(line.productId, line.quantity))) return line.productId;
      }
      return null;
    },

    /** Gives held units back to the shelf. */
    async release(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      const shelf = createStockRepository(tx);
      for (const line of merged(lines)) await shelf.releaseStock(line.productId, line.quantity);
    },

    /** Sold units come back to the shelf. */
    async restock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      const shelf = createStockRepository(tx);
      for (const line of merged(lines)) await shelf.restockStock(line.productId, line.quantity);
    },

    /** Held units are sold: they leave the stock and the hold together. */
    async takeHeld(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      const shelf = createStockRepository(tx);
      for (const line of merged(lines)) await shelf.takeReservedStock(line.productId, line.quantity);
    },

    /**
     * Takes units nobody holds for every line, or none of them: a savepoint undoes the lines
     * already taken when a later one falls short. False when one did.
     */
    async take(tx: Transaction, lines: readonly StockLine[]): Promise<boolean> {
      const shortfall = new Error("stock shortfall");
      try {
        await tx.transaction(async (savepoint) => {
          const shelf = createStockRepository(savepoint);
          for (const line of merged(lines)) {
            if (!(await shelf.takeStock(line.productId, line.quantity))) throw shortfall;
          }
        });
        return true;
      } catch (error) {
        if (error === shortfall) return false;
        throw error;
      }
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
