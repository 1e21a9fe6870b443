// Small pieces every back-office page shares: headings, panels, tables that scroll on a phone,
// the answer to an action, labels of order, payment and mail states. Forms are in admin-form.tsx,
// lists in list-page.tsx.
import { Link } from "react-router";

import type { OrderStatus, PaymentStatus } from "../../../domain/order-status.ts";
import type { MailState } from "../../../domain/schemas/admin.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useFormatDateTime } from "../account/order-timeline.tsx";

export const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
export const BUTTON =
  "inline-flex items-center justify-center rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";
export const BUTTON_QUIET =
  "inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";
export const BUTTON_DANGER =
  "inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";
export const LINK = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** Back to the list a detail page belongs to; the arrow turns with the page's direction. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className={LINK}>
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {children}
      </Link>
    </p>
  );
}

export function PageTitle({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}

/** A titled panel; its heading names the region for assistive technology. */
export function Panel({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function Table({ caption, head, children }: { caption: string; head: React.ReactNode[]; children: React.ReactNode }) {
  return (
    // Focusable and named, so that a keyboard can scroll it too when it is wider than the screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((cell, index) => (
              <th key={index} scope="col" className="px-4 py-3 text-start">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const CELL = "px-4 py-3 align-top";

/** What came of the last action: done (a status) or refused (an alert, with the shop's reason). */
export function ActionAnswer({ answer }: { answer: { ok: true; message: string } | { ok: false; message: string } | undefined }) {
  if (!answer) return null;
  return answer.ok ? (
    <p role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900">
      {answer.message}
    </p>
  );
}

const STATUS_LOOK: Record<OrderStatus, string> = {
  PENDING: "bg-amber-100 text-amber-900",
  SHIPPED: "bg-sky-100 text-sky-900",
  COMPLETED: "bg-emerald-100 text-emerald-900",
  CANCELLED: "bg-slate-200 text-slate-800",
};
const PAYMENT_LOOK: Record<PaymentStatus, string> = {
  unpaid: "bg-slate-100 text-slate-800",
  paid: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-800",
  refund_due: "bg-red-100 text-red-800",
  partially_refunded: "bg-violet-100 text-violet-900",
  refunded: "bg-slate-200 text-slate-800",
};

/** The order's status and its payment's, side by side: staff read both. */
export function OrderBadges({ status, paymentStatus }: { status: OrderStatus; paymentStatus: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
        {t(`admin.orders.statuses.${status}`)}
      </span>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${PAYMENT_LOOK[paymentStatus]}`}>
        {t(`admin.orders.payments.${paymentStatus}`)}
      </span>
    </span>
  );
}

const STATE_LOOK: Record<MailState, string> = {
  queued: "bg-slate-100 text-slate-800",
  retrying: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-800",
};

/** A mail's state in the outbox. */
export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_LOOK[state]}`}>{t(`admin.outbox.states.${state}`)}</span>
  );
}

/** A moment on the staff member's own clock (written again once the page runs in their browser). */
export function When({ at, className }: { at: string; className?: string }) {
  const formatDateTime = useFormatDateTime();
  return (
    <time dateTime={at} suppressHydrationWarning className={className}>
      {formatDateTime(at)}
    </time>
  );
}

/** A table cell holding a moment, on one line. */
export function WhenCell({ at, className }: { at: string; className?: string }) {
  return (
    <td className={`${CELL} whitespace-nowrap${className ? ` ${className}` : ""}`}>
      <When at={at} />
    </td>
  );
}
