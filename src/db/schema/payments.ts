import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
