import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { AccountCard, Fact } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { AddressLines } from "../../components/account/address-lines.tsx";
import { refusalKeys, serviceErrorOf } from "../../components/account/form-errors.ts";
import { FormNotice } from "../../components/account/form-field.tsx";
import { OrderList, orderSummary } from "../../components/account/order-list.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/dashboard";

/** The dashboard's latest orders. */
const LATEST_ORDERS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const [account, defaultAddress, orders, seo] = await Promise.all([
    app.services.accounts.me(user.id),
    app.services.addresses.defaultOf(user.id),
    app.services.orders.listForUser(user, { page: 1, limit: LATEST_ORDERS }),
    pageSeo(app, request, { titleKey: "account.dashboard.title", descriptionKey: "account.seoDescription", noindex: true }),
  ]);
  return { account, defaultAddress, orders: orders.data.map(orderSummary), orderCount: orders.pagination.total, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** "Send the link again": a new verification link for an address not yet verified. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  try {
    await app.services.accounts.resendVerification(user.id);
    return { status: "sent" as const, key: null };
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    return { status: "refused" as const, key: refused.key };
  }
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, defaultAddress, orders, orderCount } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/account/dashboard";

  useEffect(() => {
    if (actionData) document.getElementById("verify-notice-result")?.focus();
  }, [actionData]);

  return (
    <>
      <AccountHeading title={t("account.dashboard.title")} lead={t("account.dashboard.greeting", { name: account.name })} />
      <div className="grid gap-6 xl:grid-cols-2">
        <AccountCard id="dashboard-profile" title={t("account.dashboard.profile")}>
          <dl className="mt-4 space-y-3 text-sm">
            <Fact term={t("account.profile.name")}>{account.name}</Fact>
            <Fact term={t("account.profile.email")}>
              <span className="[overflow-wrap:anywhere]">{account.email}</span>{" "}
              {account.emailVerified ? (
                <span className="ms-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  {t("account.dashboard.verified")}
                </span>
              ) : null}
            </Fact>
            <Fact term={t("account.profile.phone")}>
              {account.phone ? (
                <bdi dir="ltr">{account.phone}</bdi>
              ) : (
                <span className="text-slate-500">{t("account.dashboard.noPhone")}</span>
              )}
            </Fact>
          </dl>
          {account.pendingEmail ? (
            <p className="mt-4 text-sm text-slate-700">{t("account.profile.pendingEmail", { email: account.pendingEmail })}</p>
          ) : null}
          {!account.emailVerified ? (
            <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <p className="font-semibold">{t("account.dashboard.unverified", { email: account.email })}</p>
              <Form method="post" className="mt-3">
                <button
                  type="submit"
                  disabled={sending}
                  className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-800 disabled:cursor-wait disabled:opacity-70"
                >
                  {t("account.dashboard.resend")}
                </button>
              </Form>
              {actionData ? (
                <div className="mt-3">
                  <FormNotice id="verify-notice-result" tone={actionData.status === "sent" ? "success" : "error"}>
                    {actionData.status === "sent"
                      ? t("account.dashboard.resent", { email: account.email })
                      : t(refusalKeys(actionData.key))}
                  </FormNotice>
                </div>
              ) : null}
            </div>
          ) : null}
          <Link to="/account/profile" className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("account.dashboard.editProfile")}
          </Link>
        </AccountCard>

        <AccountCard id="dashboard-address" title={t("account.dashboard.defaultAddress")}>
          <div className="mt-4">
            {defaultAddress ? (
              <AddressLines address={defaultAddress} />
            ) : (
              <p className="text-sm text-slate-600">{t("account.dashboard.noAddress")}</p>
            )}
          </div>
          <Link
            to={defaultAddress ? `/account/addresses/${defaultAddress.id}` : "/account/addresses/new"}
            className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {defaultAddress ? t("account.dashboard.editAddress") : t("account.addresses.add")}
          </Link>
        </AccountCard>

        <AccountCard
          id="dashboard-orders"
          title={t("account.dashboard.latestOrders")}
          className="xl:col-span-2"
          action={
            orderCount > 0 ? (
              <Link to="/account/orders" className="text-sm font-semibold text-brand-700 hover:underline">
                {t("account.dashboard.allOrders", { count: orderCount })}
              </Link>
            ) : null
          }
        >
          {orders.length > 0 ? (
            <div className="mt-2">
              <OrderList orders={orders} />
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              {t("account.orders.none")}{" "}
              <Link to="/shop" className="font-semibold text-brand-700 hover:underline">
                {t("account.orders.startShopping")}
              </Link>
            </p>
          )}
        </AccountCard>
      </div>
    </>
  );
}
