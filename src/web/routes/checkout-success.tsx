import { useEffect } from "react";
import { data, Link, redirectDocument, useRevalidator } from "react-router";

import { appContext } from "#app-context";

import { isDeliveryMethod } from "../../domain/checkout.ts";
import { NotFoundError, refusalOf } from "../../domain/errors.ts";
import { OrderDocuments } from "../components/account/order-documents.tsx";
import { useOrderMoney } from "../components/account/order-list.tsx";
import { OrderProgress } from "../components/account/order-timeline.tsx";
import { PayAgainForm } from "../components/account/pay-again-form.tsx";
import { Totals } from "../components/cart/totals.tsx";
import { useDiscountLines } from "../components/ui/discount-lines.tsx";
import { useTaxLines } from "../components/ui/tax-lines.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/checkout-success";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  let order;
  try {
    // Back from the provider: a payment it took whose webhook never came is applied first (rule 3).
    await app.services.orders.confirmOnReturn(params.token);
    order = await app.services.orders.orderByToken(params.token);
  } catch (error) {
    // An unknown or expired link is a 404; a fault (the database gone) is not hidden behind one.
    if (error instanceof NotFoundError) throw data("Order not found", { status: 404 });
    throw error;
  }
  // The invoice once paid, while the link shows the whole order (its addresses); later the account shows it.
  const documents = await app.services.invoices
    .customerDocuments(order._id, { userId: null, token: params.token })
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) return [];
      throw error;
    });
  const seo = await pageSeo(app, request, {
    titleKey: "checkout.success.seoTitle",
    descriptionKey: "checkout.success.seoDescription",
    vars: { number: order.number },
    noindex: true,
  });
  return { order, seo, documents };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** "Pay now": a new payment session for this order, on the provider's page. */
export async function action({ params, context }: Route.ActionArgs) {
  const { services, clientIp, user, returnOrigin } = context.get(appContext);
  try {
    const session = await services.checkout.payAgain(params.token, { userId: user?.id ?? null, address: clientIp, returnOrigin });
    return redirectDocument(session.url);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { refusal: refusal.message };
  }
}

const CONFIRM_POLLS = 30;

export default function CheckoutSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t } = useTranslation();
  // What the order was charged, in its own currency (decision 043), not converted again.
  const money = useOrderMoney();
  const taxLines = useTaxLines();
  const discountLines = useDiscountLines();
  const text = useText();
  const reset = useShopStore((s) => s.resetCart);
  const hydrated = useShopStore((s) => s.hydrated);
  const revalidator = useRevalidator();
  const paid = order.paymentStatus === "paid";

  // Rule 3: this page only shows what the database says; it empties the cart once paid. It waits
  // for the stored cart to be restored, or the restored cart would come back after the reset.
  useEffect(() => {
    if (paid && hydrated) reset();
  }, [paid, hydrated, reset]);

  // A provider may confirm a moment after sending the shopper back: look again for a while.
  useEffect(() => {
    if (order.paymentStatus !== "unpaid") return;
    let polls = 0;
    const timer = setInterval(() => {
      if (++polls > CONFIRM_POLLS) clearInterval(timer);
      else void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [order.paymentStatus, revalidator]);

  const address = order.user_info;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-black">{t(`checkout.success.heading.${order.paymentStatus}`)}</h1>
        <p className="mt-2 text-slate-600">
          {t("checkout.success.order")} <strong>{order.number}</strong> · {t(`checkout.success.orderStatus.${order.status}`)} ·{" "}
          {t("checkout.success.payment")} <span>{t(`checkout.success.paymentStatus.${order.paymentStatus}`)}</span>
        </p>
        <p className="text-sm text-slate-500">{t("checkout.success.confirmationTo", { email: address.email })}</p>
        <PayAgainForm status={order.status} paymentStatus={order.paymentStatus} refusal={actionData?.refusal} declinedOnly />
        {order.timeline && order.timeline.length > 2 ? (
          <OrderProgress id="order-progress" shipment={order.shipment} timeline={order.timeline} />
        ) : null}
        <ul className="mt-6 divide-y divide-slate-200">
          {order.cart.map((line) => (
            <li key={`${line.product.id}-${line.options.map((o) => o.value).join()}`} className="flex justify-between gap-3 py-2 text-sm">
              <span>
                {line.quantity} × {text(line.product.name)}
                {line.options.length ? (
                  <span className="text-slate-500"> ({line.options.map((o) => `${o.name}: ${o.value}`).join(", ")})</span>
                ) : null}
                <span className="block text-xs text-slate-500">
                  {t("common.product.sku")} <span className="font-mono">{line.product.sku}</span>
                </span>
              </span>
              <span className="tabular-nums">{money(line.total, order.currency)}</span>
            </li>
          ))}
        </ul>
        <Totals
          className="mt-4 border-t border-slate-200 pt-3"
          lines={[
            { key: "subtotal", label: t("checkout.summary.subtotal"), value: money(order.subTotal, order.currency) },
            {
              key: "shipping",
              label: (
                <>
                  {t("checkout.summary.shipping")}
                  {order.deliverMethodName ? (
                    <span className="text-slate-500"> ({text(order.deliverMethodName)})</span>
                  ) : isDeliveryMethod(order.deliverMethod) ? (
                    <span className="text-slate-500"> ({t(`checkout.delivery.${order.deliverMethod}`)})</span>
                  ) : null}
                </>
              ),
              value: money(order.shippingCost, order.currency),
            },
            ...discountLines(order.discounts, (amount) => money(amount, order.currency)),
            ...taxLines(order.taxLines, (amount) => money(amount, order.currency)),
          ]}
          total={{ key: "total", label: t("checkout.summary.total"), value: money(order.total, order.currency) }}
        />
        <p className="mt-4 text-sm">
          <span className="font-semibold">{t("checkout.success.shipTo")}</span> {address.name}, {address.address}, {address.suburb}{" "}
          {address.zipCode}, {address.country}
        </p>
        {billedElsewhere(order) ? (
          <p className="mt-1 text-sm">
            <span className="font-semibold">{t("checkout.success.billTo")}</span> {order.billingAddress.firstName}{" "}
            {order.billingAddress.lastName}, {order.billingAddress.address1}, {order.billingAddress.suburb} {order.billingAddress.postcode},{" "}
            {order.billingAddress.country}
          </p>
        ) : null}
        <OrderDocuments
          className="mt-4"
          documents={loaderData.documents}
          texts="account.order.documents"
          hrefOf={(file) => `/api/website/order/${order._id}/documents/${file}?token=${encodeURIComponent(order.token ?? "")}`}
        />
        <Link to="/shop" className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
          {t("checkout.success.continue")}
        </Link>
      </div>
    </div>
  );
}

/** The bill went to another address than the parts. */
const billedElsewhere = (order: { shippingAddress: object; billingAddress: object }) =>
  JSON.stringify(order.billingAddress) !== JSON.stringify(order.shippingAddress);
