import { Link } from "react-router";

import { appContext } from "#app-context";

import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../../domain/order-status.ts";
import { AdminOrderQuerySchema, type AdminOrderSummary, ORDER_SORTS } from "../../../domain/schemas/admin.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { LINK, OrderBadges, When } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "orders.read");
  const query = listQueryOf(request, AdminOrderQuerySchema);
  return { query, page: await app.services.adminOrders.adminList(query) };
}

export function meta() {
  return [{ title: "Orders · Back office · Overland" }];
}

/** On a phone each order is a card; from a tablet up, a table. */
function OrderCard({ order }: { order: AdminOrderSummary }) {
  const money = useOrderMoney();
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <Link to={`/admin/orders/${order.number}`} className={`${LINK} text-lg`}>
          #{order.number}
        </Link>
        <span className="font-bold text-slate-900">{money(order.total, order.currency)}</span>
      </div>
      <p className="mt-1 text-sm font-semibold text-slate-900">{order.name}</p>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{order.email}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
        <When at={order.createdAt} className="text-xs text-slate-600" />
      </div>
    </>
  );
}

export default function AdminOrders({ loaderData: { query, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (
    <ListPage
      title={t("admin.orders.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.orders.count", { count: page.pagination.total })}</p>}
      path="/admin/orders"
      query={query}
      filters={[
        { kind: "search", name: "q", label: t("admin.orders.search") },
        { kind: "choice", name: "status", label: t("admin.orders.status"), values: ORDER_STATUSES, texts: "admin.orders.statuses" },
        { kind: "choice", name: "payment", label: t("admin.orders.payment"), values: PAYMENT_STATUSES, texts: "admin.orders.payments" },
        { kind: "date", name: "from", label: t("admin.orders.from") },
        { kind: "date", name: "to", label: t("admin.orders.to") },
        { kind: "choice", name: "sort", label: t("admin.orders.sort"), values: ORDER_SORTS, texts: "admin.orders.sorts", required: true },
      ]}
      list={page}
      card={(order) => <OrderCard order={order} />}
      empty={t("admin.orders.none")}
      columns={[
        {
          head: t("admin.orders.number"),
          cell: (order) => (
            <Link to={`/admin/orders/${order.number}`} className={LINK}>
              #{order.number}
            </Link>
          ),
        },
        { head: t("admin.orders.date"), cell: (order) => <When at={order.createdAt} />, className: "whitespace-nowrap text-slate-700" },
        {
          head: t("admin.orders.customer"),
          cell: (order) => (
            <>
              <span className="block font-semibold text-slate-900">{order.name}</span>
              <span className="block text-slate-600 [overflow-wrap:anywhere]">{order.email}</span>
            </>
          ),
        },
        { head: t("admin.orders.status"), cell: (order) => <OrderBadges status={order.status} paymentStatus={order.paymentStatus} /> },
        { head: t("admin.orders.items"), cell: (order) => order.quantity },
        {
          head: t("admin.orders.total"),
          cell: (order) => money(order.total, order.currency),
          className: "font-semibold whitespace-nowrap",
        },
      ]}
    />
  );
}
