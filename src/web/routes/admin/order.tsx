import { useTranslation } from "../../i18n/translator.ts";
import { data, Form, Link, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { refusalOf, ServiceUnavailableError } from "../../../domain/errors.ts";
import { OrderMoveSchema, type AdminOrder, type OrderMove } from "../../../domain/schemas/admin.ts";
import { AddressLines } from "../../components/account/address-lines.tsx";
import { useOrderMoney } from "../../components/account/order-list.tsx";
import { TrackingLink } from "../../components/account/order-timeline.tsx";
import {
  ActionAnswer,
  BUTTON,
  BUTTON_DANGER,
  CELL,
  INPUT,
  LINK,
  OrderBadges,
  PageTitle,
  Panel,
  Table,
  useRefusalText,
  When,
} from "../../components/admin/admin-ui.tsx";
import { useText } from "../../lib/use-preferences.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/order";

const numberOf = (param: string) => {
  const number = Number(param);
  if (!Number.isSafeInteger(number) || number < 1) throw data("Order not found", { status: 404 });
  return number;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "orders.read");
  const order = await app.services.orderAdmin.adminOrder(numberOf(params.number)).catch((error: unknown) => {
    if (refusalOf(error)?.statusCode === 404) throw data("Order not found", { status: 404 });
    throw error;
  });
  // A fresh key for each showing of the refund form: the same form sent twice refunds once.
  return { order, refundKey: crypto.randomUUID() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `#${loaderData?.order.number ?? ""} · Orders · Back office · Overland` }];
}

type Answer = { ok: true; action: OrderMove["action"] } | { ok: false; refusal: string };

/** The order page's forms send what POST /order/{id} takes; the service and its table decide. */
function moveOf(form: FormData, order: AdminOrder): unknown {
  const action = String(form.get("action") ?? "");
  const text = (name: string) => String(form.get(name) ?? "").trim();
  if (action === "ship")
    return { action, carrier: text("carrier"), trackingNumber: text("trackingNumber"), trackingUrl: text("trackingUrl") || undefined };
  if (action === "cancel") return { action, reason: text("reason") };
  if (action === "refund") {
    const lines = order.cart
      .map((_, index) => ({ line: index + 1, quantity: Number(form.get(`line-${index + 1}`) || 0) }))
      .filter((line) => line.quantity > 0);
    return { action, lines, reason: text("reason"), idempotencyKey: text("idempotencyKey") };
  }
  return { action };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Answer> {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "orders.write");
  const number = numberOf(params.number);
  const order = await app.services.orderAdmin.adminOrder(number);
  const parsed = OrderMoveSchema.safeParse(moveOf(await request.formData(), order));
  if (!parsed.success)
    return { ok: false, refusal: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") };
  try {
    await app.services.orderAdmin.move(staff, number, parsed.data);
    return { ok: true, action: parsed.data.action };
  } catch (error) {
    // A refund the provider did not answer stays pending: the page says so rather than failing.
    const refusal = refusalOf(error) ?? (error instanceof ServiceUnavailableError ? error : null);
    if (!refusal) throw error;
    return { ok: false, refusal: refusal.message };
  }
}

export default function AdminOrderPage({ loaderData: { order, refundKey }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const catalogText = useText();
  const refusalText = useRefusalText();
  const busy = useNavigation().state === "submitting";
  const answer = actionData
    ? actionData.ok
      ? { ok: true as const, message: t(`admin.order.done.${actionData.action}`) }
      : { ok: false as const, message: refusalText(actionData.refusal) }
    : undefined;
  const time = (iso: string) => <When at={iso} />;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className={LINK}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("admin.order.back")}
        </Link>
      </p>
      <PageTitle aside={<OrderBadges status={order.status} paymentStatus={order.paymentStatus} />}>
        {t("admin.order.title", { number: order.number })}
      </PageTitle>
      <ActionAnswer answer={answer} />
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
                  <td className={`${CELL} whitespace-nowrap`}>{money(line.price)}</td>
                  <td className={CELL}>{line.quantity}</td>
                  <td className={CELL}>{order.refundedQuantities[index] ?? 0}</td>
                  <td className={`${CELL} font-semibold whitespace-nowrap`}>{money(line.total)}</td>
                </tr>
              ))}
            </Table>
            <dl className="mt-4 ms-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("admin.order.subtotal")}</dt>
              <dd className="text-end">{money(order.subTotal)}</dd>
              <dt className="text-slate-600">{t("admin.order.shipping")}</dt>
              <dd className="text-end">{money(order.shippingCost)}</dd>
              <dt className="text-slate-600">{t("admin.order.tax")}</dt>
              <dd className="text-end">{money(order.tax)}</dd>
              <dt className="font-bold text-slate-900">{t("admin.order.total")}</dt>
              <dd className="text-end font-bold text-slate-900">{money(order.total)}</dd>
              {order.refunded > 0 ? (
                <>
                  <dt className="text-slate-600">{t("admin.order.refunded")}</dt>
                  <dd className="text-end text-violet-800">−{money(order.refunded)}</dd>
                </>
              ) : null}
            </dl>
          </Panel>

          <Panel id="actions" title={t("admin.order.actions")}>
            {order.actions.length === 0 ? <p className="text-sm text-slate-600">{t("admin.order.noActions")}</p> : null}
            <div className="grid gap-4 md:grid-cols-2">
              {order.actions.includes("ship") ? (
                <Form method="post" aria-labelledby="ship-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <h3 id="ship-title" className="font-bold">
                    {t("admin.order.ship.title")}
                  </h3>
                  <input type="hidden" name="action" value="ship" />
                  <label className="block text-sm font-semibold">
                    {t("admin.order.ship.carrier")}
                    <input name="carrier" required minLength={2} maxLength={60} className={INPUT} />
                  </label>
                  <label className="block text-sm font-semibold">
                    {t("admin.order.ship.trackingNumber")}
                    <input name="trackingNumber" required minLength={3} maxLength={64} className={INPUT} />
                  </label>
                  <label className="block text-sm font-semibold">
                    {t("admin.order.ship.trackingUrl")}
                    <input name="trackingUrl" type="url" maxLength={500} className={INPUT} />
                  </label>
                  <button type="submit" disabled={busy} className={BUTTON}>
                    {t("admin.order.ship.submit")}
                  </button>
                </Form>
              ) : null}
              {order.actions.includes("complete") ? (
                <Form method="post" aria-labelledby="complete-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <h3 id="complete-title" className="font-bold">
                    {t("admin.order.complete.title")}
                  </h3>
                  <p className="text-sm text-slate-600">{t("admin.order.complete.lead")}</p>
                  <input type="hidden" name="action" value="complete" />
                  <button type="submit" disabled={busy} className={BUTTON}>
                    {t("admin.order.complete.submit")}
                  </button>
                </Form>
              ) : null}
              {order.actions.includes("refund") ? (
                <Form method="post" aria-labelledby="refund-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
                  <h3 id="refund-title" className="font-bold">
                    {t("admin.order.refund.title")}
                  </h3>
                  <p className="text-sm text-slate-600">{t("admin.order.refund.lead")}</p>
                  <input type="hidden" name="action" value="refund" />
                  <input type="hidden" name="idempotencyKey" value={refundKey} />
                  {order.cart.map((line, index) => {
                    const left = line.quantity - (order.refundedQuantities[index] ?? 0);
                    return left > 0 ? (
                      <label key={index} className="block text-sm font-semibold">
                        {t("admin.order.refund.units", { name: catalogText(line.product.name) })}
                        <input name={`line-${index + 1}`} type="number" min={0} max={left} defaultValue={0} className={INPUT} />
                      </label>
                    ) : null;
                  })}
                  <label className="block text-sm font-semibold">
                    {t("admin.order.refund.reason")}
                    <input name="reason" maxLength={500} className={INPUT} />
                  </label>
                  <button type="submit" disabled={busy} className={BUTTON}>
                    {t("admin.order.refund.submit")}
                  </button>
                </Form>
              ) : null}
              {order.actions.includes("cancel") ? (
                <Form method="post" aria-labelledby="cancel-title" className="space-y-3 rounded-xl border border-red-200 p-4">
                  <h3 id="cancel-title" className="font-bold text-red-900">
                    {t("admin.order.cancel.title")}
                  </h3>
                  <p className="text-sm text-slate-600">{t("admin.order.cancel.lead")}</p>
                  <input type="hidden" name="action" value="cancel" />
                  <label className="block text-sm font-semibold">
                    {t("admin.order.cancel.reason")}
                    <input name="reason" maxLength={500} className={INPUT} />
                  </label>
                  <button type="submit" disabled={busy} className={BUTTON_DANGER}>
                    {t("admin.order.cancel.submit")}
                  </button>
                </Form>
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
                      amount: typeof entry.data?.amountCents === "number" ? money(entry.data.amountCents / 100) : "",
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
                    <span className="font-semibold">{money(refund.amount)}</span> · {t(`admin.order.refundStates.${refund.state}`)}
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
