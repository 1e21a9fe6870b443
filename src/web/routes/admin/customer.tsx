import { data, Link } from "react-router";

import { type AppContext, appContext } from "#app-context";

import { CustomerAccessFormSchema } from "../../../domain/schemas/admin.ts";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { ActionCard, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, CELL, LINK, OrderBadges, PageTitle, Panel, Table } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { found } from "../../lib/found.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/customer";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function customerOf(app: AppContext, id: string) {
  if (!UUID.test(id)) throw data("Customer not found", { status: 404 });
  return found(app.services.customers.detail(id), "Customer");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "customers.read");
  return { customer: await customerOf(app, params.id) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.customer.name ?? ""} · Customers · Back office · Overland` }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "customers.write", (staff, app) => ({
    access: intent({
      schema: CustomerAccessFormSchema,
      run: async ({ disabled }) => {
        await app.services.customers.setAccess(staff, args.params.id, { disabled });
        return disabled;
      },
      done: (disabled) => ({ key: disabled ? "admin.customers.doneDisabled" : "admin.customers.doneEnabled" }),
    }),
  }));

export default function AdminCustomer({ loaderData: { customer }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const notice = useAnswerNotice(actionData);
  return (
    <>
      <BackLink to="/admin/customers">{t("admin.customers.back")}</BackLink>
      <PageTitle
        aside={
          customer.disabled ? (
            <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">{t("admin.customers.disabled")}</span>
          ) : null
        }
      >
        {customer.name}
      </PageTitle>
      <ActionAnswer answer={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel id="recent-orders" title={t("admin.customers.recentOrders")}>
            {customer.recentOrders.length === 0 ? (
              <p className="text-sm text-slate-600">{t("admin.customers.noOrders")}</p>
            ) : (
              <Table
                caption={t("admin.customers.recentOrders")}
                head={[t("admin.orders.number"), t("admin.orders.status"), t("admin.orders.total")]}
              >
                {customer.recentOrders.map((order) => (
                  <tr key={order.id}>
                    <td className={CELL}>
                      <Link to={`/admin/orders/${order.number}`} className={LINK}>
                        #{order.number}
                      </Link>
                    </td>
                    <td className={CELL}>
                      <OrderBadges status={order.status} paymentStatus={order.paymentStatus} />
                    </td>
                    <td className={`${CELL} font-semibold`}>{money(order.total, order.currency)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Panel>
          <Panel id="addresses" title={t("admin.customers.addresses")}>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-slate-600">{t("admin.customers.noAddresses")}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {customer.addresses.map((address) => (
                  <li key={address.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                    {address.isDefault ? <p className="mb-1 text-xs font-semibold text-brand-700">{t("admin.customers.default")}</p> : null}
                    {address.lines.map((line, index) => (
                      <span key={index} className="block">
                        <bdi>{line}</bdi>
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel id="garage" title={t("admin.customers.garage")}>
            {customer.garage.length === 0 ? (
              <p className="text-sm text-slate-600">{t("admin.customers.noVehicles")}</p>
            ) : (
              <ul className="list-disc ps-5 text-sm">
                {customer.garage.map((vehicle) => (
                  <li key={vehicle.id}>{vehicle.label}</li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel id="contact" title={t("admin.customers.email")}>
            <p className="text-sm [overflow-wrap:anywhere]">{customer.email}</p>
            {!customer.emailVerified ? <p className="text-sm text-amber-800">{t("admin.customers.unverified")}</p> : null}
            {customer.phone ? (
              <p className="mt-2 text-sm">
                {t("admin.customers.phone")}: <bdi>{customer.phone}</bdi>
              </p>
            ) : null}
            <p className="mt-2 text-sm">
              {t("admin.customers.orders")}: {customer.orders} · {t("admin.customers.spent")}: {money(customer.spent)}
            </p>
          </Panel>
          <Panel id="access" title={t("admin.customers.state")}>
            <ActionCard
              intent="access"
              schema={CustomerAccessFormSchema}
              tone={customer.disabled ? "normal" : "danger"}
              texts={customer.disabled ? "admin.customers.enableForm" : "admin.customers.disableForm"}
              hidden={{ disabled: String(!customer.disabled) }}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}
