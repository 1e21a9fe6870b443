// An order's units from checkout to payment (decision 003): held when its payment session opens,
// taken when it is paid, released once when the session is closed or its time runs out. Every
// step is a conditional statement inside the caller's transaction (rule 2), and a state change of
// the order (moveStock) makes sure each happens once, whoever races whom (webhook, sweeper).
import type { Database } from "../../../db/client.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { takeStockForLines } from "../catalog/catalog.service.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A fixed order of rows keeps two checkouts of the same parts from deadlocking. */
const byProduct = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/** Units per product: two lines of one part (other options) hold together. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const total = new Map<number, number>();
  for (const line of lines) total.set(line.productId, (total.get(line.productId) ?? 0) + line.quantity);
  return byProduct([...total].map(([productId, quantity]) => ({ productId, quantity })));
}

/** Holds every line's units, or none (the caller's transaction rolls back): the product that fell short, or null. */
export async function holdLines(tx: Database, lines: readonly StockLine[]): Promise<number | null> {
  const catalog = createCatalogRepository(tx);
  for (const line of merged(lines)) {
    if (!(await catalog.reserveStock(line.productId, line.quantity))) return line.productId;
  }
  return null;
}

async function linesOf(tx: Database, orderId: string): Promise<StockLine[]> {
  const items = await createOrdersRepository(tx).itemsOf(orderId);
  return merged(items.map((item) => ({ productId: item.productId, quantity: item.quantity })));
}

/** Gives a held order's units back, once; true when this call released them. */
export async function releaseHold(tx: Database, orderId: string): Promise<boolean> {
  if (!(await createOrdersRepository(tx).moveStock(orderId, "held", "released"))) return false;
  const catalog = createCatalogRepository(tx);
  for (const line of await linesOf(tx, orderId)) await catalog.releaseStock(line.productId, line.quantity);
  return true;
}

/**
 * A paid order takes its units: the held ones, or, when its hold was released meanwhile, units
 * nobody else holds. False when they are gone (the payment must be refunded).
 */
export async function takeOrderStock(tx: Database, order: Pick<OrderRow, "id" | "stockState">): Promise<boolean> {
  const orders = createOrdersRepository(tx);
  const lines = await linesOf(tx, order.id);
  if (order.stockState === "held" && (await orders.moveStock(order.id, "held", "taken"))) {
    const catalog = createCatalogRepository(tx);
    for (const line of lines) await catalog.takeReservedStock(line.productId, line.quantity);
    return true;
  }
  if (order.stockState === "taken") return true;
  if (!(await takeStockForLines(tx, createCatalogRepository, lines))) return false;
  await orders.moveStock(order.id, order.stockState === "held" ? "released" : order.stockState, "taken");
  return true;
}

/**
 * Releases the holds whose time ran out; safe when every process of the shop runs it at once
 * (locked rows are skipped, each release happens once). The number released.
 */
export async function releaseExpiredHolds(db: Database, now = new Date(), batch = 100): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    let released = 0;
    for (const { id } of await createOrdersRepository(tx).expiredHolds(now, batch)) if (await releaseHold(tx, id)) released++;
    return released;
  });
}
