// An order's units from checkout to payment (decision 003): held when its payment session opens,
// taken when it is paid, released once when the session is closed or its time runs out. Every
// step runs inside the caller's transaction (rule 2), and a state change of the order (moveStock)
// makes sure each happens once, whoever races whom (webhook, sweeper). The units themselves are
// the catalogue's: they move through the catalog service's stock functions.
import type { Database, Transaction } from "../../../db/client.ts";
import type { StockLine, StockService } from "../catalog/index.ts";
import type { SessionConfirmation } from "../payments/index.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";

/** What the orders module needs of the catalogue's stock. */
export type StockMoves = Pick<
  StockService,
  "hold" | "holdAtCommit" | "release" | "takeHeld" | "takeHeldAtCommit" | "take" | "restock" | "isShortOfStock"
>;

export type { StockLine };

export interface StockHoldsOptions {
  /**
   * Asks the provider what became of an order's payment session and applies a payment it took
   * (the payments service's confirmSession, wired in services.ts); throws when it cannot tell.
   */
  askProvider?: (provider: string, sessionId: string) => Promise<SessionConfirmation>;
  log?: { error(obj: object, msg: string): void };
}

export function createStockHoldsService(db: Database, stock: StockMoves, options: StockHoldsOptions = {}) {
  async function linesOf(tx: Transaction, orderId: string): Promise<StockLine[]> {
    const items = await createOrdersRepository(tx).itemsOf(orderId);
    return items.map((item) => ({ productId: item.productId, variantId: item.variantId, quantity: item.quantity }));
  }

  /** Gives a held order's units back, once; true when this call released them. */
  async function release(tx: Transaction, orderId: string): Promise<boolean> {
    if (!(await createOrdersRepository(tx).moveStock(orderId, "held", "released"))) return false;
    await stock.release(tx, await linesOf(tx, orderId));
    return true;
  }

  return {
    /**
     * Holds the order's units until the given time, or none of them: the line that fell short
     * (the caller's transaction rolls back), or null.
     */
    async hold(tx: Transaction, orderId: string, lines: readonly StockLine[], until: Date): Promise<StockLine | null> {
      const short = await stock.hold(tx, lines);
      if (short === null) await createOrdersRepository(tx).holdStock(orderId, until);
      return short;
    },

    /**
     * Holds a new order's units until the given time, as the transaction's last step: the order
     * is marked now, its units move when the transaction commits (the catalogue's holdAtCommit),
     * so a hot part's row is locked only while the database commits. A line with fewer units left
     * fails the commit and the whole order with it (isShortOfStock tells that failure).
     */
    async holdAtCommit(tx: Transaction, orderId: string, lines: readonly StockLine[], until: Date): Promise<void> {
      await createOrdersRepository(tx).holdStock(orderId, until);
      await stock.holdAtCommit(tx, lines);
    },

    isShortOfStock: stock.isShortOfStock,

    /**
     * A paid order takes the units it holds, as its transaction's last step (see holdAtCommit).
     * False when it holds none (its hold was released meanwhile: see take).
     */
    async takeHeldAtCommit(tx: Transaction, orderId: string): Promise<boolean> {
      if (!(await createOrdersRepository(tx).moveStock(orderId, "held", "taken"))) return false;
      await stock.takeHeldAtCommit(tx, await linesOf(tx, orderId));
      return true;
    },

    release,

    /**
     * A cancelled order gives back what it has, once: held units to the shelf's free stock, taken
     * units to the shelf. Nothing it did not take. The units given back, per state.
     */
    async giveBack(tx: Transaction, order: Pick<OrderRow, "id" | "stockState">): Promise<"held" | "taken" | null> {
      if (order.stockState === "held") return (await release(tx, order.id)) ? "held" : null;
      if (order.stockState !== "taken" || !(await createOrdersRepository(tx).moveStock(order.id, "taken", "released"))) return null;
      await stock.restock(tx, await linesOf(tx, order.id));
      return "taken";
    },

    /**
     * A paid order takes its units: the held ones, or, when its hold was released meanwhile, units
     * nobody else holds. False when they are gone (the payment must be refunded).
     */
    async take(tx: Transaction, order: Pick<OrderRow, "id" | "stockState">): Promise<boolean> {
      const orders = createOrdersRepository(tx);
      const lines = await linesOf(tx, order.id);
      if (order.stockState === "held" && (await orders.moveStock(order.id, "held", "taken"))) {
        await stock.takeHeld(tx, lines);
        return true;
      }
      if (order.stockState === "taken") return true;
      if (!(await stock.take(tx, lines))) return false;
      await orders.moveStock(order.id, order.stockState === "held" ? "released" : order.stockState, "taken");
      return true;
    },

    /**
     * Releases the holds whose time ran out; safe when every process of the shop runs it at once
     * (locked rows are skipped, each release happens once). The provider is asked first: a payment
     * it took whose webhook never came takes the units instead (never given back while the
     * provider says paid). Each hold stands alone, in its own transaction: one that fails, or whose
     * provider does not answer, is logged, stays held and is tried again at the next sweep. The
     * number released.
     */
    async releaseExpired(now = new Date(), batch = 100): Promise<number> {
      let released = 0;
      for (const hold of await createOrdersRepository(db).expiredHolds(now, batch)) {
        try {
          if (hold.paymentSessionId && options.askProvider) await options.askProvider(hold.paymentProvider, hold.paymentSessionId);
          const done = await db.transaction(
            async (tx) => (await createOrdersRepository(tx).lockExpiredHold(hold.id, now)) !== undefined && release(tx, hold.id),
          );
          if (done) released++;
        } catch (error) {
          options.log?.error({ err: error, orderId: hold.id }, "releasing an expired stock hold failed; the next sweep tries again");
        }
      }
      return released;
    },
  };
}

export type StockHoldsService = ReturnType<typeof createStockHoldsService>;
