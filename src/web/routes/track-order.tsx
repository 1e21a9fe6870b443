import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { TrackOrderFormSchema } from "../../domain/schemas/account.ts";
import type { OrderTracking } from "../../domain/schemas/order.ts";
import { serviceErrorOf } from "../components/account/form-errors.ts";
import { FormNotice, PRIMARY_BUTTON, TextField } from "../components/account/form-field.tsx";
import { OrderStatus, useOrderMoney } from "../components/account/order-list.tsx";
import { OrderProgress } from "../components/account/order-timeline.tsx";
import { useFormatDate } from "../components/home/post-card.tsx";
import { parseForm } from "../components/ui/form-problems.ts";
import { PageIntro } from "../components/ui/page-intro.tsx";
import { type FormReply, useShopForm } from "../components/ui/use-shop-form.ts";
import { useTranslation } from "../i18n/translator.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useRootData } from "../lib/use-preferences.ts";
import type { Route } from "./+types/track-order";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context.get(appContext), request, {
      titleKey: "account.track.title",
      descriptionKey: "account.track.seoDescription",
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

type TrackResult =
  | { status: "found"; order: OrderTracking; result: FormReply }
  | { status: "invalid" | "notFound" | "tooMany"; order: null; result: FormReply };

/** Rule 6: order number and e-mail together show that order's status; lookups are limited per client. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const submission = parseForm(await request.formData(), TrackOrderFormSchema);
  if (submission.status !== "success") return { status: "invalid", order: null, result: submission.reply() } satisfies TrackResult;
  try {
    const order = await services.orders.track(submission.value.number, submission.value.email, clientIp);
    return { status: "found", order, result: submission.reply({ resetForm: true }) } satisfies TrackResult;
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (refused?.status === 404) return { status: "notFound", order: null, result: submission.reply() } satisfies TrackResult;
    if (refused?.status === 429)
      return data({ status: "tooMany", order: null, result: submission.reply() } satisfies TrackResult, { status: 429 });
    throw error;
  }
}

/** This form says any problem of a field the same way: an order number, digits only; an e-mail address. */
const TRACK_PROBLEM = { number: ["orderNumber"], email: ["email"] } as const;

export default function TrackOrder({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useRootData()?.user);
  const navigation = useNavigation();
  const looking = navigation.state === "submitting" && navigation.formAction === "/track-order";
  const { fields, formProps } = useShopForm(TrackOrderFormSchema, { id: "track-form", lastResult: actionData?.result });
  const formatDate = useFormatDate();
  // An order found or not: the focus goes to the answer beside the form.
  useEffect(() => {
    if (actionData && actionData.status !== "invalid") document.getElementById("track-result")?.focus();
  }, [actionData]);
  const money = useOrderMoney();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageIntro title={t("account.track.title")} lead={t("account.track.lead")} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="track-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id="track-form-heading" className="text-xl font-bold text-slate-900">
            {t("account.track.formTitle")}
          </h2>
          <Form {...formProps} method="post" className="mt-5 space-y-5" aria-busy={looking}>
            <TextField
              id="track-number"
              name="number"
              label={t("account.track.number")}
              hint={t("account.track.numberHint")}
              inputMode="numeric"
              required
              maxLength={20}
              ltr
              defaultValue={fields.number.initialValue}
              errors={fields.number.errors ? TRACK_PROBLEM.number : undefined}
            />
            <TextField
              id="track-email"
              name="email"
              type="email"
              label={t("account.track.email")}
              autoComplete="email"
              required
              maxLength={254}
              ltr
              defaultValue={fields.email.initialValue}
              errors={fields.email.errors ? TRACK_PROBLEM.email : undefined}
            />
            <button type="submit" disabled={looking} className={PRIMARY_BUTTON}>
              {looking ? t("account.track.looking") : t("account.track.submit")}
            </button>
          </Form>
          {signedIn ? (
            <p className="mt-6 text-sm text-slate-600">
              {t("account.track.signedIn")}{" "}
              <Link to="/account/orders" className="font-semibold text-brand-700 hover:underline">
                {t("account.track.yourOrders")}
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="track-result-heading" className="lg:self-start">
          <h2 id="track-result-heading" className="sr-only">
            {t("account.track.resultTitle")}
          </h2>
          {actionData?.status === "found" ? (
            <div id="track-result" tabIndex={-1} role="status" className="rounded-2xl border border-emerald-200 bg-white p-5 sm:p-8">
              <p className="text-xl font-bold text-slate-900">{t("account.orders.number", { number: actionData.order.number })}</p>
              <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-semibold text-slate-500">{t("account.order.status")}</dt>
                  <dd className="mt-1">
                    <OrderStatus status={actionData.order.status} paymentStatus={actionData.order.paymentStatus} />
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-500">{t("account.order.placed")}</dt>
                  <dd className="mt-1 text-slate-900">
                    <time dateTime={actionData.order.createdAt} suppressHydrationWarning>
                      {formatDate(actionData.order.createdAt)}
                    </time>
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-500">{t("account.track.itemCount")}</dt>
                  <dd className="mt-1 text-slate-900">{t("account.orders.items", { count: actionData.order.quantity })}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-500">{t("checkout.summary.total")}</dt>
                  <dd className="mt-1 font-semibold tabular-nums text-slate-900">
                    {money(actionData.order.total, actionData.order.currency)}
                  </dd>
                </div>
              </dl>
              <OrderProgress id="track-progress" shipment={actionData.order.shipment} timeline={actionData.order.timeline} />
            </div>
          ) : actionData?.status === "notFound" ? (
            <FormNotice id="track-result" tone="error">
              {t("account.track.notFound")}
            </FormNotice>
          ) : actionData?.status === "tooMany" ? (
            <FormNotice id="track-result" tone="error">
              {t("account.track.tooMany")}
            </FormNotice>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600 sm:p-8">
              {t("account.track.help")}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
