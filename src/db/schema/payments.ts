import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sessions of the built-in test payment provider: its own state, as a real provider keeps
 * it on its side. The shop's orders refer to them only by id.
 */
export const testPaymentSessions = pgTable("test_payment_sessions", {
  id: text().primaryKey(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  customerEmail: text().notNull(),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  status: text({ enum: ["open", "paid", "canceled", "refunded"] })
    .notNull()
    .default("open"),
  /** Given back so far; the session reads "refunded" once it is all of it. */
  refundedCents: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's refunds, one per idempotency key, as Stripe keeps them. */
export const testPaymentRefunds = pgTable(
  "test_payment_refunds",
  {
    sessionId: text()
      .notNull()
      .references(() => testPaymentSessions.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    id: text().notNull(),
    amountCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.idempotencyKey] })],
);
