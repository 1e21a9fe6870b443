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
  const staff = requireStaffPage(app, request, "backoffice.open");
  // Each role sees its own figures: orders for those who handle them; reviews waiting and parts
  // running low for the catalogue's staff (and the orders' too, who see what cannot be sold).
  const catalogue = roleMay(staff.role, "catalog.read");
  const [dashboard, heldReviews, lowStock] = await Promise.all([
    roleMay(staff.role, "orders.read") ? app.services.adminOrders.dashboard() : null,
    catalogue ? app.services.catalog.heldReviewCount() : null,
    app.services.catalogAdmin.runningLow(10),
  ]);
  return { dashboard, heldReviews, lowStock, catalogue };
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

export default function AdminDashboard({ loaderData: { dashboard, heldReviews, lowStock, catalogue } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (
    <>
      <PageTitle>{t("admin.dashboard.title")}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {dashboard ? (
          <>
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
          </>
        ) : null}
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
        {lowStock.length === 0 ? (
          <p className="text-sm text-slate-600">{t("admin.dashboard.lowStockNone")}</p>
        ) : (
          <Table caption={t("admin.dashboard.lowStock")} head={[t("admin.order.product"), "SKU", t("admin.dashboard.free")]}>
            {lowStock.map((part) => (
              <tr key={part.id}>
                <td className={CELL}>
                  {catalogue ? (
                    <Link to={`/admin/products/${part.id}#stock`} className={LINK}>
                      {part.title}
                    </Link>
                  ) : (
                    part.title
                  )}
                </td>
                <td className={`${CELL} font-mono`} dir="ltr">
                  {part.sku}
                </td>
                <td className={`${CELL} font-semibold ${part.available <= 0 ? "text-red-700" : "text-slate-900"}`}>{part.available}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
    </>
  );
}
