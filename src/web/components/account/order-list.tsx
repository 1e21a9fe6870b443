import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { centsFromAmount, formatMoney } from "../../../domain/money.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
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

const STATUS_LOOK: Record<OrderDto["status"], string> = {
  PENDING: "bg-amber-100 text-amber-900",
  SHIPPED: "bg-sky-100 text-sky-900",
  COMPLETED: "bg-emerald-100 text-emerald-900",
  CANCELLED: "bg-slate-200 text-slate-800",
};

/** The order's status, and its payment when that is not simply paid. */
export function OrderStatus({ status, paymentStatus }: Pick<OrderDto, "status" | "paymentStatus">) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>
        {t(`account.orderStatus.${status}`)}
      </span>
      {paymentStatus !== "paid" ? (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${paymentStatus === "unpaid" ? "bg-slate-100 text-slate-700" : "bg-red-100 text-red-800"}`}
        >
          {t(`account.paymentStatus.${paymentStatus}`)}
        </span>
      ) : null}
    </span>
  );
}

/** Orders are charged in US dollars; the history shows what was charged. */
export function useOrderMoney(): (amount: number) => string {
  const locale = useLocale();
  return (amount) => formatMoney(centsFromAmount(amount), "USD", locale);
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
            <span className="font-semibold tabular-nums text-slate-900">{money(order.total)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
