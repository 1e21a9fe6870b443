import { Link } from "react-router";

import { appContext } from "#app-context";

import { AdminCustomerQuerySchema } from "../../../domain/schemas/admin.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "customers.read");
  const query = listQueryOf(request, AdminCustomerQuerySchema);
  return { query, page: await app.services.customers.list(query) };
}

export function meta() {
  return [{ title: "Customers · Back office · Overland" }];
}

export default function AdminCustomers({ loaderData: { query, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (
    <ListPage
      title={t("admin.customers.title")}
      path="/admin/customers"
      query={query}
      filters={[{ kind: "search", name: "q", label: t("admin.customers.search") }]}
      list={page}
      empty={t("admin.customers.none")}
      columns={[
        {
          head: t("admin.customers.name"),
          cell: (customer) => (
            <>
              <Link to={`/admin/customers/${customer.id}`} className={LINK}>
                {customer.name}
              </Link>
              <span className="block text-slate-600 [overflow-wrap:anywhere]">{customer.email}</span>
            </>
          ),
        },
        { head: t("admin.customers.since"), when: (customer) => customer.createdAt },
        { head: t("admin.customers.orders"), cell: (customer) => customer.orders },
        { head: t("admin.customers.spent"), cell: (customer) => money(customer.spent), className: "whitespace-nowrap" },
        {
          head: t("admin.customers.state"),
          cell: (customer) =>
            customer.disabled ? (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                {t("admin.customers.disabled")}
              </span>
            ) : (
              <span className="text-slate-700">{t("admin.customers.active")}</span>
            ),
        },
      ]}
    />
  );
}
