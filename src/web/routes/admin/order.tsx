import { Fragment } from "react";
import { data, Link } from "react-router";

import { appContext } from "#app-context";

import {
  CancelOrderSchema,
  NoFieldsSchema,
  type OrderMove,
  RefundOrderFormSchema,
  ShipOrderFormSchema,
} from "../../../domain/schemas/admin.ts";
import { AddressLines } from "../../components/account/address-lines.tsx";
import { OrderDocuments } from "../../components/account/order-documents.tsx";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { TrackingLink } from "../../components/account/order-timeline.tsx";
import { ActionCard, AdminField, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, CELL, LINK, OrderBadges, PageTitle, Panel, Table, When } from "../../components/admin/admin-ui.tsx";
import { useDiscountLines } from "../../components/ui/discount-lines.tsx";
import { useTaxLines } from "../../components/ui/tax-lines.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { found } from "../../lib/found.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/order";

const numberOf = (param: string) => {
  const number = Number(param);
  if (!Number.isSafeInteger(number) || number < 1) throw data("Order not found", { status: 404 });
  return number;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "orders.read");
  const order = await found(app.services.adminOrders.adminOrder(numberOf(params.number)), "Order");
  const documents = await app.services.invoices.staffDocuments(order.number);
  // A fresh key for each showing of the refund form: the same form sent twice refunds once.
  return { order, documents, refundKey: crypto.randomUUID() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `#${loaderData?.order.number ?? ""} · Orders · Back office · Overland` }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "orders.write", (staff, app) => {
    const number = numberOf(args.params.number);
    // Every move goes through POST /order/{id}'s service; its table decides what is allowed now.
    const move = (to: OrderMove) => app.services.adminOrders.move(staff, number, to);
    return {
      ship: intent({ schema: ShipOrderFormSchema, done: "admin.order.done.ship", run: (value) => move({ action: "ship", ...value }) }),
      complete: intent({ schema: NoFieldsSchema, done: "admin.order.done.complete", run: () => move({ action: "complete" }) }),
      refund: intent({
        schema: RefundOrderFormSchema,
        done: "admin.order.done.refund",
        run: (value) => move({ action: "refund", ...value }),
      }),
      cancel: intent({ schema: CancelOrderSchema, done: "admin.order.done.cancel", run: (value) => move({ action: "cancel", ...value }) }),
    };
  });

export default function AdminOrderPage({ loaderData: { order, documents, refundKey }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const taxLines = useTaxLines();
  const discountLines = useDiscountLines();
  const catalogText = useText();
  const notice = useAnswerNotice(actionData);
  const time = (iso: string) => <When at={iso} />;
  // The lines with units left to refund, numbered as the order counts them (from 1).
  const refundable = order.cart
    .map((line, index) => ({
      line: index + 1,
      name: catalogText(line.product.name),
      left: line.quantity - (order.refundedQuantities[index] ?? 0),
    }))
    .filter((line) => line.left > 0);
  return (
    <>
      <BackLink to="/admin/orders">{t("admin.order.back")}</BackLink>
      <PageTitle aside={<OrderBadges status={order.status} paymentStatus={order.paymentStatus} />}>
        {t("admin.order.title", { number: order.number })}
      </PageTitle>
      <ActionAnswer answer={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel id="lines" title={t("admin.order.lines")}>
            <Table
              caption={t("admin.order.lines")}
              head={[
                t("admin.order.product"),
                t("admin.order.price"),
                t("admin.order.quantity"),
                t("admin.order.refundedUnits"),
                t("admin.order.total"),
              ]}
            >
              {order.cart.map((line, index) => (
                <tr key={index}>
                  <td className={CELL}>
                    <span className="block font-semibold text-slate-900">{catalogText(line.product.name)}</span>
                    <span className="block font-mono text-xs text-slate-600">{line.product.sku}</span>
                    {line.options.map((option) => (
                      <span key={option.name} className="block text-xs text-slate-600">
                        {option.name}: {option.value}
                      </span>
                    ))}
                  </td>
                  <td className={`${CELL} whitespace-nowrap`}>{money(line.price, order.currency)}</td>
                  <td className={CELL}>{line.quantity}</td>
                  <td className={CELL}>{order.refundedQuantities[index] ?? 0}</td>
                  <td className={`${CELL} font-semibold whitespace-nowrap`}>{money(line.total, order.currency)}</td>
                </tr>
              ))}
            </Table>
            <dl className="mt-4 ms-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("admin.order.subtotal")}</dt>
              <dd className="text-end">{money(order.subTotal, order.currency)}</dd>
              <dt className="text-slate-600">{t("admin.order.shipping")}</dt>
              <dd className="text-end">{money(order.shippingCost, order.currency)}</dd>
              {[
                ...discountLines(order.discounts, (amount) => money(amount, order.currency)),
                ...taxLines(order.taxLines, (amount) => money(amount, order.currency)),
              ].map((line) => (
                <Fragment key={line.key}>
                  <dt className="text-slate-600">{line.label}</dt>
                  <dd className="text-end">{line.value}</dd>
                </Fragment>
              ))}
              <dt className="font-bold text-slate-900">{t("admin.order.total")}</dt>
              <dd className="text-end font-bold text-slate-900">{money(order.total, order.currency)}</dd>
              {order.refunded > 0 ? (
                <>
                  <dt className="text-slate-600">{t("admin.order.refunded")}</dt>
                  <dd className="text-end text-violet-800">−{money(order.refunded, order.currency)}</dd>
                </>
              ) : null}
            </dl>
          </Panel>

          <Panel id="actions" title={t("admin.order.actions")}>
            {order.actions.length === 0 ? <p className="text-sm text-slate-600">{t("admin.order.noActions")}</p> : null}
            <div className="grid gap-4 md:grid-cols-2">
              {order.actions.includes("ship") ? (
                <ActionCard intent="ship" schema={ShipOrderFormSchema} texts="admin.order.ship">
                  {(fields) => (
                    <>
                      <AdminField field={fields.carrier} label={t("admin.order.ship.carrier")} />
                      <AdminField
                        field={fields.trackingNumber}
                        label={t("admin.order.ship.trackingNumber")}
                        hint={t("admin.order.ship.trackingHint")}
                        ltr
                      />
                      <AdminField field={fields.trackingUrl} label={t("admin.order.ship.trackingUrl")} ltr control={{ type: "url" }} />
                    </>
                  )}
                </ActionCard>
              ) : null}
              {order.actions.includes("complete") ? (
                <ActionCard intent="complete" schema={NoFieldsSchema} texts="admin.order.complete" />
              ) : null}
              {order.actions.includes("refund") ? (
                <ActionCard
                  intent="refund"
                  schema={RefundOrderFormSchema}
                  texts="admin.order.refund"
                  hidden={{ idempotencyKey: refundKey }}
                  defaultValue={{ lines: refundable.map(({ line }) => ({ line, quantity: 0 })) }}
                >
                  {(fields) => (
                    <>
                      {fields.lines.getFieldList().map((entry, index) => {
                        const { name, left } = refundable[index]!;
                        const units = entry.getFieldset();
                        return (
                          <div key={entry.key}>
                            <input type="hidden" name={units.line.name} value={refundable[index]!.line} />
                            <AdminField
                              field={units.quantity}
                              label={t("admin.order.refund.units", { name })}
                              ltr
                              control={{ type: "number", inputMode: "numeric" }}
                              min={0}
                              max={left}
                            />
                          </div>
                        );
                      })}
                      <AdminField field={fields.reason} label={t("admin.order.refund.reason")} />
                    </>
                  )}
                </ActionCard>
              ) : null}
              {order.actions.includes("cancel") ? (
                <ActionCard intent="cancel" tone="danger" schema={CancelOrderSchema} texts="admin.order.cancel">
                  {(fields) => <AdminField field={fields.reason} label={t("admin.order.cancel.reason")} />}
                </ActionCard>
              ) : null}
            </div>
          </Panel>

          <Panel id="timeline" title={t("admin.order.timeline")}>
            <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
              {order.timeline.map((entry, index) => (
                <li key={index} className="relative">
                  <span aria-hidden className="absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-slate-900" />
                  <p className="font-semibold text-slate-900">
                    {t(`admin.order.kinds.${entry.kind}`, {
                      defaultValue: entry.kind,
                      amount: typeof entry.data?.amountCents === "number" ? money(entry.data.amountCents / 100, order.currency) : "",
                    })}
                    {entry.detail ? <span className="font-normal text-slate-700"> — {entry.detail}</span> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {time(entry.at)}
                    {entry.actor ? ` · ${t("admin.order.by", { actor: entry.actor })}` : null}
                  </p>
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <div className="min-w-0 space-y-6">
          <Panel id="customer" title={t("admin.order.customer")}>
            <p className="text-sm">
              {order.customer ? (
                <Link to={`/admin/customers/${order.customer.id}`} className={LINK}>
                  {order.customer.name}
                </Link>
              ) : (
                <span className="text-slate-600">{t("admin.order.guest")}</span>
              )}
            </p>
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{order.user_info.email}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t("admin.order.language")}: {order.locale}
            </p>
            <p className="mt-1 text-sm text-slate-600">{time(order.createdAt)}</p>
          </Panel>
          <Panel id="shipment" title={t("admin.order.shipment")}>
            {order.shipment ? (
              <p className="text-sm">
                {order.shipment.carrier} ·{" "}
                <TrackingLink trackingNumber={order.shipment.trackingNumber} trackingUrl={order.shipment.trackingUrl} />
                <span className="block text-slate-600">{time(order.shipment.shippedAt)}</span>
              </p>
            ) : (
              <p className="text-sm text-slate-600">{t("admin.order.notShipped")}</p>
            )}
          </Panel>
          <Panel id="documents" title={t("admin.order.documents.title")}>
            <OrderDocuments
              documents={documents}
              texts="admin.order.documents"
              titled={false}
              hrefOf={(file) => `/api/admin/orders/${order.number}/documents/${file}`}
            />
          </Panel>
          <Panel id="shipping-address" title={t("admin.order.shippingAddress")}>
            <AddressLines address={order.shippingAddress} />
          </Panel>
          <Panel id="billing-address" title={t("admin.order.billingAddress")}>
            <AddressLines address={order.billingAddress} />
          </Panel>
          <Panel id="payment-events" title={t("admin.order.paymentEvents")}>
            {order.payment.sessionId ? (
              <p className="mb-3 text-sm">
                {t("admin.order.paymentSession")}:{" "}
                {order.payment.provider === "test" ? (
                  <a
                    href={`/api/website/payments/test/${order.payment.sessionId}/receipt`}
                    className={`${LINK} font-mono text-xs break-all`}
                  >
                    {order.payment.sessionId}
                  </a>
                ) : (
                  <span className="font-mono text-xs break-all">{order.payment.sessionId}</span>
                )}
              </p>
            ) : null}
            {order.paymentEvents.length === 0 ? (
              <p className="text-sm text-slate-600">{t("admin.order.noPaymentEvents")}</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {order.paymentEvents.map((event) => (
                  <li key={event.eventId}>
                    <span className="font-semibold">{event.type}</span> · {event.provider}
                    <span className="block font-mono text-xs text-slate-600 [overflow-wrap:anywhere]">{event.eventId}</span>
                    <span className="block text-xs text-slate-600">{time(event.receivedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          {order.refunds.length > 0 ? (
            <Panel id="refunds" title={t("admin.order.refunds")}>
              <ul className="space-y-2 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    <span className="font-semibold">{money(refund.amount, order.currency)}</span> ·{" "}
                    {t(`admin.order.refundStates.${refund.state}`)}
                    {refund.reason ? <span className="block text-slate-700">{refund.reason}</span> : null}
                    {refund.error ? <span className="block text-red-800">{refund.error}</span> : null}
                    <span className="block text-xs text-slate-600">{time(refund.createdAt)}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
      </div>
    </>
  );
}
