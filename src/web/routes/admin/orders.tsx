import { useTranslation } from "../../i18n/translator.ts";
import { Form, Link } from "react-router";

import { appContext } from "#app-context";

import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../../domain/order-status.ts";
import { AdminOrderQuerySchema, ORDER_SORTS } from "../../../domain/schemas/admin.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import {
  BUTTON,
  BUTTON_QUIET,
  CELL,
  INPUT,
  LINK,
  OrderBadges,
  PageTitle,
  Table,
  When,
  WhenCell,
} from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "orders.read");
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  // A filter that does not parse (a hand-edited address) shows every order rather than an error.
  const parsed = AdminOrderQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : AdminOrderQuerySchema.parse({});
  return { query, page: await app.services.orderAdmin.adminList(query) };
}

export function meta() {
  return [{ title: "Orders · Back office · Overland" }];
}

export default function AdminOrders({ loaderData: { query, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const hrefOf = (number: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== "page") params.set(key, String(value));
    params.set("page", String(number));
    return `/admin/orders?${params.toString()}`;
  };
  return (
    <>
      <PageTitle aside={<p className="text-sm text-slate-600">{t("admin.orders.count", { count: page.pagination.total })}</p>}>
        {t("admin.orders.title")}
      </PageTitle>
      <Form
        method="get"
        aria-label={t("admin.orders.filters")}
        className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-6"
      >
        <label className="col-span-2 text-sm font-semibold text-slate-800">
          {t("admin.orders.search")}
          <input type="search" name="q" defaultValue={query.q ?? ""} className={INPUT} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t("admin.orders.status")}
          <select name="status" defaultValue={query.status ?? ""} className={INPUT}>
            <option value="">{t("admin.orders.any")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.orders.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t("admin.orders.payment")}
          <select name="payment" defaultValue={query.payment ?? ""} className={INPUT}>
            <option value="">{t("admin.orders.any")}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.orders.payments.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t("admin.orders.from")}
          <input type="date" name="from" defaultValue={query.from ?? ""} className={INPUT} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t("admin.orders.to")}
          <input type="date" name="to" defaultValue={query.to ?? ""} className={INPUT} />
        </label>
        <label className="text-sm font-semibold text-slate-800">
          {t("admin.orders.sort")}
          <select name="sort" defaultValue={query.sort} className={INPUT}>
            {ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`admin.orders.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-5">
          <button type="submit" className={BUTTON}>
            {t("admin.orders.apply")}
          </button>
          <Link to="/admin/orders" className={BUTTON_QUIET}>
            {t("admin.orders.clear")}
          </Link>
        </div>
      </Form>
      {page.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.orders.none")}</p>
      ) : (
        <>
          {/* On a phone each order is a card; from a tablet up, a table. */}
          <ul aria-label={t("admin.orders.title")} className="space-y-3 sm:hidden">
            {page.data.map((order) => (
              <li key={order.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <Link to={`/admin/orders/${order.number}`} className={`${LINK} text-lg`}>
                    #{order.number}
                  </Link>
                  <span className="font-bold text-slate-900">{money(order.total)}</span>
                </div>
                <p className="mt-1 text-sm font-semibold text-slate-900">{order.name}</p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{order.email}</p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
                  <When at={order.createdAt} className="text-xs text-slate-600" />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <Table
              caption={t("admin.orders.title")}
              head={[
                t("admin.orders.number"),
                t("admin.orders.date"),
                t("admin.orders.customer"),
                t("admin.orders.status"),
                t("admin.orders.items"),
                t("admin.orders.total"),
              ]}
            >
              {page.data.map((order) => (
                <tr key={order.id} className="hover:bg-slate-50">
                  <td className={CELL}>
                    <Link to={`/admin/orders/${order.number}`} className={LINK}>
                      #{order.number}
                    </Link>
                  </td>
                  <WhenCell at={order.createdAt} className="text-slate-700" />
                  <td className={CELL}>
                    <span className="block font-semibold text-slate-900">{order.name}</span>
                    <span className="block text-slate-600 [overflow-wrap:anywhere]">{order.email}</span>
                  </td>
                  <td className={CELL}>
                    <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
                  </td>
                  <td className={CELL}>{order.quantity}</td>
                  <td className={`${CELL} font-semibold whitespace-nowrap`}>{money(order.total)}</td>
                </tr>
              ))}
            </Table>
          </div>
        </>
      )}
      <div className="mt-6">
        <Pager page={page.pagination.page} totalPages={page.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}
