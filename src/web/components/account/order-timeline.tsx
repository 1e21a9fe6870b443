import { dateTimeFormat } from "../../../domain/intl-formats.ts";
import { CUSTOMER_TIMELINE_KINDS } from "../../../domain/order-status.ts";
import type { TimelineEntry } from "../../../domain/schemas/order.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useShopTimeZone } from "../../lib/use-preferences.ts";

export { CUSTOMER_TIMELINE_KINDS };

/** Date and time in the reader's language on the shop's clock, with its offset ("GMT+11"). */
export function useFormatDateTime(): (iso: string) => string {
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  return (iso) =>
    dateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    }).format(new Date(iso));
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

/**
 * The shipment (carrier and tracking number, a link to the carrier's page when the shop gave it)
 * and the timeline under a heading: the order page, /track-order and the order's own page share it.
 */
export function OrderProgress({
  id,
  shipment,
  timeline,
  className = "mt-6",
}: {
  id: string;
  className?: string;
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  timeline: TimelineEntry[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {t("account.timeline.title")}
      </h2>
      {shipment ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-500">{t("account.timeline.carrier")}</dt>
          <dd className="text-slate-900">{shipment.carrier}</dd>
          <dt className="font-semibold text-slate-500">{t("account.timeline.trackingNumber")}</dt>
          <dd>
            <TrackingLink trackingNumber={shipment.trackingNumber} trackingUrl={shipment.trackingUrl} />
          </dd>
        </dl>
      ) : null}
      <OrderTimeline entries={timeline} labelledBy={id} />
    </section>
  );
}
