import { Link } from "react-router";

import { centsFromAmount, formatMinor } from "../../../domain/money.ts";
import { type OrderStage, stageOf } from "../../../domain/order-status.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { useFormatDate } from "../home/post-card.tsx";

/** What a row of the order history shows. */
export type OrderSummary = Pick<OrderDto, "_id" | "number" | "createdAt" | "status" | "paymentStatus" | "total" | "quantity" | "currency">;

export function orderSummary(order: OrderDto): OrderSummary {
  return {
    _id: order._id,
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    total: order.total,
    quantity: order.quantity,
    currency: order.currency,
  };
}

const STAGE_LOOK: Record<OrderStage, string> = {
  awaiting_payment: "bg-slate-100 text-slate-700",
  payment_failed: "bg-red-100 text-red-800",
  being_prepared: "bg-amber-100 text-amber-900",
  shipped: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  refund_due: "bg-red-100 text-red-800",
  refunded: "bg-slate-200 text-slate-800",
};

/** The order's one stage, from its status and its payment together (src/domain/order-status.ts stageOf). */
export function OrderStatus({ status, paymentStatus }: Pick<OrderDto, "status" | "paymentStatus">) {
  const { t } = useTranslation();
  const stage = stageOf({ status, paymentStatus });
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_LOOK[stage]}`}>{t(`account.stage.${stage}`)}</span>
      {paymentStatus === "partially_refunded" ? (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {t("account.paymentStatus.partially_refunded")}
        </span>
      ) : null}
    </span>
  );
}

/**
 * An order's amounts as it was charged: in its own currency, never converted again (decision 043).
 * Sums across orders (revenue, a customer's spend) are in US dollars, the default.
 */
export function useOrderMoney(): (amount: number, currency?: string) => string {
  const locale = useLocale();
  return (amount, currency = "USD") => formatMinor(centsFromAmount(amount), currency, locale);
}

/** The order history as a list of rows: number (a link), date, status, items and total. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const money = useOrderMoney();
  return (
    <ul className="divide-y divide-slate-200">
      {orders.map((order) => (
        <li
          key={order._id}
          className="grid grid-cols-2 items-center gap-x-4 gap-y-1.5 py-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto]"
        >
          <Link to={`/account/orders/${order._id}`} className="font-bold text-slate-900 hover:text-brand-700 hover:underline">
            {t("account.orders.number", { number: order.number })}
          </Link>
          <span className="text-end text-sm text-slate-600 sm:text-start">
            <time dateTime={order.createdAt} suppressHydrationWarning>
              {formatDate(order.createdAt)}
            </time>
          </span>
          <OrderStatus status={order.status} paymentStatus={order.paymentStatus} />
          <span className="text-end text-sm">
            <span className="text-slate-600">{t("account.orders.items", { count: order.quantity })}</span>{" "}
            <span className="font-semibold tabular-nums text-slate-900">{money(order.total, order.currency)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
