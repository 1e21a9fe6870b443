import { Link, redirect } from "react-router";

import { appContext } from "#app-context";

import { ORDER_LIST_DEFAULT_LIMIT } from "../../../domain/list-limits.ts";
import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { OrderList, orderSummary } from "../../components/account/order-list.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/orders";

const pageHref = (page: number) => (page > 1 ? `/account/orders?page=${page}` : "/account/orders");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const asked = Number(pageUrlOf(request.url).searchParams.get("page") ?? 1);
  const page = Number.isSafeInteger(asked) && asked >= 1 ? asked : 1;
  const [orders, seo] = await Promise.all([
    app.services.orders.listForUser(user, { page, limit: ORDER_LIST_DEFAULT_LIMIT }),
    pageSeo(app, request, { titleKey: "account.orders.title", descriptionKey: "account.seoDescription", noindex: true }),
  ]);
  // A page past the end (an order list that got shorter) shows the last one.
  if (orders.data.length === 0 && orders.pagination.totalPages >= 1 && page > orders.pagination.totalPages)
    throw redirect(pageHref(orders.pagination.totalPages));
  return { orders: orders.data.map(orderSummary), pagination: orders.pagination, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, pagination } = loaderData;
  return (
    <>
      <AccountHeading
        title={t("account.orders.title")}
        lead={pagination.total > 0 ? t("account.orders.count", { count: pagination.total }) : undefined}
      />
      {orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{t("account.orders.none")}</p>
          <Link to="/shop" className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90">
            {t("account.orders.startShopping")}
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          <div className={`${CARD} py-1 sm:py-2`}>
            <OrderList orders={orders} />
          </div>
          <Pager page={pagination.page} totalPages={pagination.totalPages} hrefOf={pageHref} />
        </div>
      )}
    </>
  );
}
