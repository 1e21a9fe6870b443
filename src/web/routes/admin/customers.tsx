import { useTranslation } from "../../i18n/translator.ts";
import { Link } from "react-router";

import { appContext } from "#app-context";

import { AdminCustomerQuerySchema } from "../../../domain/schemas/admin.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { CELL, LINK, PageTitle, Table, ListFilter, WhenCell } from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/customers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "customers.read");
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = AdminCustomerQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : AdminCustomerQuerySchema.parse({});
  return { query, page: await app.services.customers.list(query) };
}

export function meta() {
  return [{ title: "Customers · Back office · Overland" }];
}

export default function AdminCustomers({ loaderData: { query, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const hrefOf = (number: number) =>
    `/admin/customers?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(number) }).toString()}`;
  return (
    <>
      <PageTitle>{t("admin.customers.title")}</PageTitle>
      <ListFilter
        label={t("admin.customers.title")}
        search={{ label: t("admin.customers.search"), value: query.q }}
        applyLabel={t("admin.customers.apply")}
      />
      {page.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.customers.none")}</p>
      ) : (
        <Table
          caption={t("admin.customers.title")}
          head={[
            t("admin.customers.name"),
            t("admin.customers.since"),
            t("admin.customers.orders"),
            t("admin.customers.spent"),
            t("admin.customers.state"),
          ]}
        >
          {page.data.map((customer) => (
            <tr key={customer.id}>
              <td className={CELL}>
                <Link to={`/admin/customers/${customer.id}`} className={LINK}>
                  {customer.name}
                </Link>
                <span className="block text-slate-600 [overflow-wrap:anywhere]">{customer.email}</span>
              </td>
              <WhenCell at={customer.createdAt} />
              <td className={CELL}>{customer.orders}</td>
              <td className={`${CELL} whitespace-nowrap`}>{money(customer.spent)}</td>
              <td className={CELL}>
                {customer.disabled ? (
                  <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                    {t("admin.customers.disabled")}
                  </span>
                ) : (
                  <span className="text-slate-700">{t("admin.customers.active")}</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-6">
        <Pager page={page.pagination.page} totalPages={page.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}
