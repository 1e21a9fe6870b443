import { useTranslation } from "react-i18next";

import type { TimelineEntry } from "../../../domain/schemas/admin.ts";
import { useLocale } from "../../lib/use-preferences.ts";

/** The kinds a customer's timeline names; anything else the shop recorded is left out of their view. */
export const CUSTOMER_TIMELINE_KINDS = [
  "placed",
  "paid",
  "payment_failed",
  "pay_again",
  "shipped",
  "completed",
  "cancelled",
  "expired",
  "refund",
  "refunded",
] as const;

/** Date and time in the shopper's language, in UTC as the shop records it. */
export function useFormatDateTime(): (iso: string) => string {
  const locale = useLocale();
  return (iso) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";
}

/** The tracking number as a link to the carrier's page when the shop has one. */
export function TrackingLink({ trackingNumber, trackingUrl }: { trackingNumber: string; trackingUrl: string | null }) {
  if (!trackingUrl) return <span className="font-mono">{trackingNumber}</span>;
  return (
    <a href={trackingUrl} rel="noopener noreferrer" target="_blank" className="font-mono text-brand-700 underline hover:text-brand-800">
      {trackingNumber}
    </a>
  );
}

/** What happened to an order, oldest first, as the customer may read it. */
export function OrderTimeline({ entries, labelledBy }: { entries: TimelineEntry[]; labelledBy: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const shown = entries.filter((entry) => (CUSTOMER_TIMELINE_KINDS as readonly string[]).includes(entry.kind));
  return (
    <ol aria-labelledby={labelledBy} className="mt-3 space-y-3 border-s-2 border-slate-200 ps-4">
      {shown.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`} className="relative">
          <span aria-hidden className="absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
          <p className="font-semibold text-slate-900">{t(`account.timeline.${entry.kind}`, timelineValues(entry))}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at} suppressHydrationWarning>
              {formatDateTime(entry.at)}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}

function timelineValues(entry: TimelineEntry): Record<string, string> {
  const data = entry.data ?? {};
  const text = (key: string) => (typeof data[key] === "string" || typeof data[key] === "number" ? String(data[key]) : "");
  return { carrier: text("carrier"), trackingNumber: text("trackingNumber"), amount: text("amount") };
}
