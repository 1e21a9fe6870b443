import { Link } from "react-router";

import { appContext } from "#app-context";

import { roleMay } from "../../../domain/staff.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { CELL, LINK, PageTitle, Panel, Table } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "orders.read");
  // Reviews waiting for staff, for those who may moderate them.
  const [dashboard, heldReviews] = await Promise.all([
    app.services.adminOrders.dashboard(),
    roleMay(staff.role, "catalog.read") ? app.services.catalog.heldReviewCount() : null,
  ]);
  return { dashboard, heldReviews };
}

export function meta() {
  return [{ title: "Dashboard · Back office · Overland" }];
}

function Figure({ label, value, to, linkText }: { label: string; value: string; to?: string; linkText?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-sm font-semibold text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-black text-slate-900">{value}</p>
      {to ? (
        <Link to={to} className={`${LINK} mt-2 inline-block text-sm`}>
          {linkText}
        </Link>
      ) : null}
    </div>
  );
}

export default function AdminDashboard({ loaderData: { dashboard, heldReviews } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (
    <>
      <PageTitle>{t("admin.dashboard.title")}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={`${t("admin.dashboard.today")} · ${t("admin.dashboard.orders", { count: dashboard.today.orders })}`}
          value={money(dashboard.today.revenue)}
        />
        <Figure
          label={`${t("admin.dashboard.week")} · ${t("admin.dashboard.orders", { count: dashboard.week.orders })}`}
          value={money(dashboard.week.revenue)}
        />
        <Figure
          label={t("admin.dashboard.awaitingShipment")}
          value={String(dashboard.awaitingShipment)}
          to="/admin/orders?status=PENDING&payment=paid&sort=oldest"
          linkText={t("admin.dashboard.see")}
        />
        <Figure
          label={t("admin.dashboard.refundsOwed")}
          value={String(dashboard.refundsOwed)}
          to="/admin/orders?payment=refund_due"
          linkText={t("admin.dashboard.see")}
        />
        <Figure
          label={t("admin.dashboard.failedMails")}
          value={String(dashboard.failedMails)}
          to="/admin/outbox?state=failed"
          linkText={t("admin.dashboard.see")}
        />
        {heldReviews === null ? null : (
          <Figure
            label={t("admin.dashboard.heldReviews")}
            value={String(heldReviews)}
            to="/admin/reviews?view=held"
            linkText={t("admin.dashboard.see")}
          />
        )}
      </div>
      <Panel id="low-stock" title={t("admin.dashboard.lowStock")} className="mt-6">
        {dashboard.lowStock.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.dashboard.lowStockNone")}</p>
        ) : (
          <Table caption={t("admin.dashboard.lowStock")} head={[t("admin.order.product"), "SKU", t("admin.dashboard.free")]}>
            {dashboard.lowStock.map((part) => (
              <tr key={part.id}>
                <td className={CELL}>
                  <Link to={`/product/${part.slug}`} className={LINK}>
                    {part.name}
                  </Link>
                </td>
                <td className={`${CELL} font-mono`}>{part.sku}</td>
                <td className={`${CELL} font-semibold ${part.stock <= 0 ? "text-red-700" : "text-slate-900"}`}>{part.stock}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
    </>
  );
}
