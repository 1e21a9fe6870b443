// The catalogue's units, moved for the orders module inside the caller's transaction (rule 2).
// Lines are merged per product and variant and taken in that order, a product's row locked before
// its variants' (decision 022): two checkouts of the same parts lock their rows in the same order
// and cannot deadlock.
import type { Database, Executor, Transaction } from "../../../db/client.ts";
import { commitWith } from "../../../db/commit-with.ts";
import { isCheckViolation } from "../../../db/errors.ts";
import {
  type CheckoutProduct,
  type CheckoutVariant,
  createStockRepository,
  HELD_WITHIN_STOCK,
  type StockLine,
  type StockStatement,
} from "./stock.repository.ts";
import { createStockLedgerRepository } from "./stock-ledger.repository.ts";

export type { CheckoutProduct, CheckoutVariant, StockLine };

/** Units per product and variant (two lines of one variant, other options, move together), in that order. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const total = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ""}`;
    const seen = total.get(key);
    total.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...total.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}

/** Runs the move for every merged line, each product sold in variants locked once before its first variant. */
async function eachLine(
  tx: Executor,
  lines: readonly StockLine[],
  move: (line: StockLine) => Promise<boolean | void>,
): Promise<StockLine | null> {
  const shelf = createStockRepository(tx);
  let locked: number | null = null;
  for (const line of merged(lines)) {
    if (line.variantId !== null && locked !== line.productId) {
      await shelf.lockProduct(line.productId);
      locked = line.productId;
    }
    if ((await move(line)) === false) return line;
  }
  return null;
}

/** The statements of every merged line, each product sold in variants locked once before its first variant. */
function statementsOf(
  tx: Executor,
  lines: readonly StockLine[],
  statementsOfLine: (shelf: ReturnType<typeof createStockRepository>, line: StockLine) => StockStatement[],
): StockStatement[] {
  const shelf = createStockRepository(tx);
  const statements: StockStatement[] = [];
  let locked: number | null = null;
  for (const line of merged(lines)) {
    if (line.variantId !== null && locked !== line.productId) {
      statements.push(shelf.lockProductStatement(line.productId));
      locked = line.productId;
    }
    statements.push(...statementsOfLine(shelf, line));
  }
  return statements;
}

/** True when a transaction failed because a line had fewer units left than it held (see holdAtCommit). */
export const isShortOfStock = (error: unknown): boolean => isCheckViolation(error, HELD_WITHIN_STOCK);

export function createStockService(db: Database) {
  return {
    /** Products with their price, status and units; on the caller's transaction when given (its own connection). */
    productsForCheckout: (ids: number[], tx: Executor = db): Promise<CheckoutProduct[]> =>
      createStockRepository(tx).productsForCheckout(ids),

    /** The variants of these products, with their price and units; on the caller's transaction when given. */
    variantsForCheckout: (productIds: number[], tx: Executor = db): Promise<CheckoutVariant[]> =>
      createStockRepository(tx).variantsForCheckout(productIds),

    /** Holds every line's units, or stops at the first line that falls short and returns it (the caller rolls back). */
    hold: (tx: Transaction, lines: readonly StockLine[]): Promise<StockLine | null> =>
      eachLine(tx, lines, (line) => createStockRepository(tx).reserveStock(line)),

    /**
     * Holds every line's units when the transaction commits, as its last step (commitWith): a hot
     * part's row is locked only while the database commits, not for a round trip to this process.
     * A line with fewer units left fails the commit, and the whole transaction (isShortOfStock).
     */
    holdAtCommit: (tx: Transaction, lines: readonly StockLine[]): Promise<void> =>
      commitWith(
        tx,
        statementsOf(tx, lines, (shelf, line) => [shelf.holdStatement(line)]),
      ),

    /** Held units are sold when the transaction commits, as its last step (see holdAtCommit). */
    takeHeldAtCommit: (tx: Transaction, lines: readonly StockLine[]): Promise<void> =>
      commitWith(
        tx,
        statementsOf(tx, lines, (shelf, line) => shelf.takeReservedStatements(line)),
      ),

    isShortOfStock,

    /** Gives held units back to the shelf. */
    async release(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      await eachLine(tx, lines, (line) => createStockRepository(tx).releaseStock(line));
    },

    /** Sold units come back to the shelf (a cancelled order): the ledger says so. */
    async restock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      const ledger = createStockLedgerRepository(tx);
      await ledger.setContext({ kind: "cancellation" });
      await eachLine(tx, lines, (line) => createStockRepository(tx).restockStock(line));
      await ledger.setContext({ kind: "" });
    },

    /** Held units are sold: they leave the stock and the hold together. */
    async takeHeld(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
      await eachLine(tx, lines, (line) => createStockRepository(tx).takeReservedStock(line));
    },

    /**
     * Takes units nobody holds for every line, or none of them: a savepoint undoes the lines
     * already taken when a later one falls short. False when one did.
     */
    async take(tx: Transaction, lines: readonly StockLine[]): Promise<boolean> {
      const shortfall = new Error("stock shortfall");
      try {
        await tx.transaction(async (savepoint) => {
          const short = await eachLine(savepoint, lines, (line) => createStockRepository(savepoint).takeStock(line));
          if (short !== null) throw shortfall;
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
