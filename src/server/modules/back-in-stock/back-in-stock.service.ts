import type { Database } from "../../../db/client.ts";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import { languageUrl } from "../../../domain/language-urls.ts";
import type { Locale } from "../../../domain/locales.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { enqueueMail } from "../mail/index.ts";
import { createBackInStockRepository } from "./back-in-stock.repository.ts";
import { backInStockMail } from "./back-in-stock-mails.ts";

export const PART_IN_STOCK = "This part is in stock now.";

/**
 * "Tell me when it is back" (decision 042): a shopper asks on a sold-out part's page; the stock
 * ledger's trigger marks the request due when units come back, whatever moved them; the notify
 * job mails each due request once, in the language it was asked in.
 */
export function createBackInStockService(db: Database, options: { origin: string; limiters: Limiters }) {
  return {
    /**
     * Files a request. The answer is the same whether the address was already waiting or not, so
     * it tells no one who asked. Refused: an unknown or hidden part (404), one in stock (409).
     */
    async request(
      ask: { productId: number; variantId: number | null; email: string; locale: Locale },
      address: string,
      now = new Date(),
    ): Promise<void> {
      const allowed = await options.limiters.take([
        ["backInStock.perAddress", addressKey(address)],
        ["backInStock.global", "all"],
      ]);
      if (!allowed) throw new TooManyRequestsError("Too many requests. Please try again later.");
      const requests = createBackInStockRepository(db);
      const shelf = await requests.shelf(ask.productId, ask.variantId);
      if (!shelf?.shown) throw new NotFoundError("Product not found");
      if (shelf.available > 0) throw new ConflictError(PART_IN_STOCK);
      await requests.request(ask.productId, ask.variantId, ask.email.trim(), ask.locale, now);
    },

    /**
     * Mails the due requests, a batch per transaction: each mail is written to the outbox and its
     * request marked notified in the same transaction, so a replayed run or a second process
     * mails no one twice. A part sold out (or hidden) again before its turn waits for the next units.
     */
    async notifyDue(batch = 100, now = new Date()): Promise<number> {
      let mailed = 0;
      for (;;) {
        const { sent, taken } = await db.transaction(async (tx) => {
          const requests = createBackInStockRepository(tx);
          const due = await requests.claimDue(batch);
          const ready = due.filter((r) => r.shown && r.available > 0);
          for (const request of ready) {
            const url = languageUrl(options.origin, `/product/${request.slug}`, request.locale);
            await enqueueMail(
              tx,
              backInStockMail(
                request.email,
                request.locale,
                { title: request.title, variantSku: request.variantSku, url },
                `back-in-stock:${request.id}:${request.requestedAtMs}`,
              ),
            );
          }
          await requests.markNotified(
            ready.map((r) => r.id),
            now,
          );
          await requests.waitAgain(due.filter((r) => !ready.includes(r)).map((r) => r.id));
          return { sent: ready.length, taken: due.length };
        });
        mailed += sent;
        if (taken < batch) return mailed;
      }
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
