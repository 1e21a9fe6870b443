// An order's timeline from what was recorded of it (order_events): staff read every entry with
// who did it; the customer reads the steps of CUSTOMER_TIMELINE_KINDS, without names of staff or
// anything only the shop should know.
import { CUSTOMER_TIMELINE_KINDS } from "../../../domain/order-status.ts";
import type { TimelineEntry } from "../../../domain/schemas/order.ts";
import type { OrderEventRow } from "./order-lifecycle.repository.ts";
import type { OrderRow } from "./orders.repository.ts";

/** Its kind without the key that made it unique ("refund:<id>" is a refund). */
export const timelineEntryOf = (event: OrderEventRow): TimelineEntry => ({
  kind: event.kind.split(":")[0]!,
  at: event.createdAt.toISOString(),
  detail: event.detail,
  actor: event.actorEmail,
  data: event.data ?? null,
});

export const placedEntry = (order: Pick<OrderRow, "createdAt">): TimelineEntry => ({
  kind: "placed",
  at: order.createdAt.toISOString(),
  detail: "",
  actor: null,
  data: null,
});

/** What the customer may read of each step: the carrier and tracking of a shipment, the amount of a refund. */
function customerData(entry: TimelineEntry): Record<string, unknown> | null {
  const data = entry.data ?? {};
  if (entry.kind === "shipped")
    return { carrier: data.carrier ?? "", trackingNumber: data.trackingNumber ?? "", trackingUrl: data.trackingUrl ?? null };
  if (entry.kind === "refund" && typeof data.amountCents === "number") return { amount: (data.amountCents / 100).toFixed(2) };
  return null;
}

export function customerTimeline(order: Pick<OrderRow, "createdAt">, events: readonly OrderEventRow[]): TimelineEntry[] {
  return [placedEntry(order), ...events.map(timelineEntryOf)]
    .filter((entry) => (CUSTOMER_TIMELINE_KINDS as readonly string[]).includes(entry.kind))
    .map((entry) => ({
      kind: entry.kind,
      at: entry.at,
      detail: entry.kind === "cancelled" ? entry.detail : "",
      actor: null,
      data: customerData(entry),
    }));
}

export const shipmentOf = (order: Pick<OrderRow, "carrier" | "trackingNumber" | "trackingUrl" | "shippedAt">) =>
  order.carrier && order.trackingNumber && order.shippedAt
    ? {
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
        shippedAt: order.shippedAt.toISOString(),
      }
    : null;
