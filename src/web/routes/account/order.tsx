import { data, Link, redirectDocument } from "react-router";

import { appContext } from "#app-context";

import { isDeliveryMethod } from "../../../domain/checkout.ts";
import { refusalOf } from "../../../domain/errors.ts";
import { AccountCard, CARD, Fact } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { AddressLines } from "../../components/account/address-lines.tsx";
import { serviceErrorOf } from "../../components/account/form-errors.ts";
import { OrderDocuments } from "../../components/account/order-documents.tsx";
import { OrderStatus, useOrderMoney } from "../../components/account/order-list.tsx";
import { OrderProgress } from "../../components/account/order-timeline.tsx";
import { PayAgainForm } from "../../components/account/pay-again-form.tsx";
import { Totals } from "../../components/cart/totals.tsx";
import { useFormatDate } from "../../components/home/post-card.tsx";
import { useDiscountLines } from "../../components/ui/discount-lines.tsx";
import { useTaxLines } from "../../components/ui/tax-lines.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  // Rule 5: an order that is not this customer's is answered like one that does not exist.
  const order = await app.services.orders
    .orderForViewer(params.id, { userId: user.id, verifiedEmail: user.emailVerified ? user.email : null })
    .catch((error: unknown) => {
      if (serviceErrorOf(error)?.status === 404) throw data("Failed to get order", { status: 404 });
      throw error;
    });
  const seo = await pageSeo(app, request, {
    titleKey: "account.order.seoTitle",
    descriptionKey: "account.seoDescription",
    vars: { number: order.number },
    noindex: true,
  });
  const documents = await app.services.invoices.customerDocuments(order._id, {
    userId: user.id,
    verifiedEmail: user.emailVerified ? user.email : null,
  });
  // The order's secret token stays out of the page.
  const { token: _token, ...shown } = order;
  return { order: shown, seo, documents };
}

/** "Pay now": a new payment session for this customer's order, on the provider's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const order = await app.services.orders
    .orderForViewer(params.id, { userId: user.id, verifiedEmail: user.emailVerified ? user.email : null })
    .catch((error: unknown) => {
      if (serviceErrorOf(error)?.status === 404) throw data("Failed to get order", { status: 404 });
      throw error;
    });
  try {
    const session = await app.services.checkout.payAgain(order.token!, {
      userId: user.id,
      address: app.clientIp,
      returnOrigin: app.returnOrigin,
    });
    return redirectDocument(session.url);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { refusal: refusal.message };
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, documents } = loaderData;
  const money = useOrderMoney();
  const taxLines = useTaxLines();
  const discountLines = useDiscountLines();
  const text = useText();
  const formatDate = useFormatDate();
  const title = t("account.orders.number", { number: order.number });

  return (
    <>
      <AccountHeading title={title} trail={[{ label: t("account.orders.title"), to: "/account/orders" }]} />
      <div className="space-y-6">
        <AccountCard id="order-facts" title={t("account.order.facts")} hideTitle>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 xl:grid-cols-4">
            <Fact term={t("account.order.placed")}>
              <time dateTime={order.createdAt} suppressHydrationWarning>
                {formatDate(order.createdAt)}
              </time>
            </Fact>
            <Fact term={t("account.order.status")}>
              <OrderStatus status={order.status} paymentStatus={order.paymentStatus} />
            </Fact>
            <Fact term={t("account.order.paymentMethod")}>{order.paymentMethod}</Fact>
            <Fact term={t("account.order.delivery")}>
              {order.deliverMethodName
                ? text(order.deliverMethodName)
                : isDeliveryMethod(order.deliverMethod)
                  ? t(`checkout.delivery.${order.deliverMethod}`)
                  : order.deliverMethod}
            </Fact>
          </dl>
        </AccountCard>

        <PayAgainForm status={order.status} paymentStatus={order.paymentStatus} refusal={actionData?.refusal} />
        <OrderProgress id="order-progress" className={CARD} shipment={order.shipment} timeline={order.timeline ?? []} />

        <AccountCard id="order-items" title={t("account.order.items", { count: order.quantity })}>
          <ul className="mt-3 divide-y divide-slate-200">
            {order.cart.map((line, index) => (
              <li key={`${line.product.id}-${index}`} className="flex gap-4 py-4">
                {line.product.image ? (
                  <img
                    src={line.product.image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <Link to={`/product/${line.product.slug}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                    {text(line.product.name)}
                  </Link>
                  {line.options.length > 0 ? (
                    <ul className="mt-1 text-sm text-slate-600">
                      {line.options.map((option) => (
                        <li key={option.name}>
                          {option.name}: {option.value}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <p className="mt-1 text-xs text-slate-600">
                    {t("common.product.sku")} <span className="font-mono">{line.product.sku}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {line.quantity} × <span className="tabular-nums">{money(line.price, order.currency)}</span>
                  </p>
                </div>
                <p className="font-semibold tabular-nums text-slate-900">{money(line.total, order.currency)}</p>
              </li>
            ))}
          </ul>
          <Totals
            className="mt-2 border-t border-slate-200 pt-3 sm:ms-auto sm:max-w-xs"
            lines={[
              { key: "subtotal", label: t("checkout.summary.subtotal"), value: money(order.subTotal, order.currency) },
              { key: "shipping", label: t("checkout.summary.shipping"), value: money(order.shippingCost, order.currency) },
              ...discountLines(order.discounts, (amount) => money(amount, order.currency)),
              ...taxLines(order.taxLines, (amount) => money(amount, order.currency)),
            ]}
            total={{ key: "total", label: t("checkout.summary.total"), value: money(order.total, order.currency) }}
          />
          <p className="mt-2 text-xs text-slate-500 sm:text-end">{t("account.order.chargedIn", { currency: order.currency })}</p>
          <OrderDocuments
            className="mt-4 border-t border-slate-200 pt-3"
            documents={documents}
            texts="account.order.documents"
            hrefOf={(file) => `/api/website/order/${order._id}/documents/${file}`}
          />
        </AccountCard>

        <div className="grid gap-6 md:grid-cols-2">
          <AccountCard id="order-shipping" title={t("account.order.shippingAddress")}>
            <div className="mt-3">
              <AddressLines address={order.shippingAddress} />
            </div>
          </AccountCard>
          <AccountCard id="order-billing" title={t("account.order.billingAddress")}>
            <div className="mt-3">
              <AddressLines address={order.billingAddress} />
            </div>
          </AccountCard>
        </div>
      </div>
    </>
  );
}
