import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirectDocument, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { DELIVERY_METHODS, orderTotals, SHIPPING_CENTS, TAX_PERCENT, type DeliveryMethod } from "../../domain/checkout.ts";
import { CheckoutSessionRequestSchema } from "../../domain/schemas/checkout.ts";
import { DEFAULT_COUNTRY } from "../../domain/countries.ts";
import { CountrySelect } from "../components/account/country-select.tsx";
import { SavedAddressChooser } from "../components/account/saved-address-chooser.tsx";
import { Totals } from "../components/cart/totals.tsx";
import { CartIcon } from "../components/lists/icons.tsx";
import { EmptyState } from "../components/lists/list-states.tsx";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { formatMoney } from "../../domain/money.ts";
import { useCurrency, useLocale, useMoney, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/checkout";
import { refusalOf } from "../../domain/errors.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [seo, addresses] = await Promise.all([
    pageSeo(app, request, { titleKey: "checkout.seoTitle", descriptionKey: "checkout.seoDescription", noindex: true }),
    // A signed-in customer is offered the saved addresses (the default one first).
    app.user ? app.services.addresses.list(app.user.id) : Promise.resolve([]),
  ]);
  // Test payments say so before the shopper pays (decision 004).
  return {
    seo,
    addresses,
    email: app.user?.email ?? null,
    testPayments: app.services.testProvider !== null,
    // One key per form: a double click or a resubmitted form opens one order (Idempotency-Key).
    checkoutKey: crypto.randomUUID(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const ADDRESS_FIELDS = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "company", autoComplete: "organization", optional: true },
  { name: "country", autoComplete: "country-name" },
  { name: "address1", autoComplete: "address-line1", wide: true },
  { name: "address2", autoComplete: "address-line2", optional: true, wide: true },
  { name: "suburb", autoComplete: "address-level2" },
  { name: "state", autoComplete: "address-level1", optional: true },
  { name: "postcode", autoComplete: "postal-code" },
  { name: "phone", autoComplete: "tel", type: "tel" },
] as const;

/** What went wrong with a field, as a key of checkout.errors (the page says it in the shopper's language). */
type FieldError = "required" | "email" | "phone" | "tooLong" | "invalid";

interface ActionResult {
  errors: Record<string, FieldError>;
  /** A key of checkout.errors for the banner, or null with `message` from the service. */
  messageKey: "check" | "items" | "unavailable" | null;
  message?: string;
}

function fieldError(field: string, code: string): FieldError {
  if (code === "too_small") return "required";
  if (code === "too_big") return "tooLong";
  if (code === "invalid_format" && field === "email") return "email";
  if (code === "invalid_format" && field === "phone") return "phone";
  return "invalid";
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, user, clientIp, reportError } = context.get(appContext);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  let items: unknown;
  try {
    items = JSON.parse(field("items") || "[]");
  } catch {
    items = [];
  }
  const parsed = CheckoutSessionRequestSchema.safeParse({
    items,
    deliverMethod: field("deliverMethod") || "standard",
    shipToDifferentAddress: false,
    shippingAddress: {
      ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f.name, field(f.name)])),
      email: field("email"),
    },
  });
  if (!parsed.success) {
    const errors: Record<string, FieldError> = {};
    let itemsInvalid = false;
    for (const issue of parsed.error.issues) {
      if (issue.path[0] !== "shippingAddress") {
        itemsInvalid ||= issue.path[0] === "items";
        continue;
      }
      const name = String(issue.path[1]);
      errors[name] ??= fieldError(name, issue.code);
    }
    const messageKey = Object.keys(errors).length === 0 && itemsInvalid ? "items" : "check";
    return data<ActionResult>({ errors, messageKey }, { status: 400 });
  }
  try {
    const key = field("checkoutKey");
    const session = await services.checkout.createCheckoutSession(parsed.data, {
      userId: user?.id ?? null,
      address: clientIp,
      idempotencyKey: /^[\w-]{1,200}$/.test(key) ? key : undefined,
    });
    // The payment page is the provider's document, not a route of ours: a full navigation.
    return redirectDocument(session.url);
  } catch (error) {
    // The service explains a refusal (a part sold out, an option gone) in English for now.
    const refusal = refusalOf(error);
    if (refusal) return data<ActionResult>({ errors: {}, messageKey: null, message: refusal.message }, { status: refusal.statusCode });
    reportError(error);
    return data<ActionResult>({ errors: {}, messageKey: "unavailable" }, { status: 503 });
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useCurrency();
  const locale = useLocale();
  const text = useText();
  const hydrated = useShopStore((s) => s.hydrated);
  const cart = useShopStore((s) => s.cart);
  const [delivery, setDelivery] = useState<DeliveryMethod>("standard");
  const { addresses } = loaderData;
  // The saved address that fills the form: the default one at first; "other" leaves it to the shopper.
  const [chosen, setChosen] = useState<number | "other">(() => addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? "other");
  const prefill = chosen === "other" ? null : (addresses.find((a) => a.id === chosen) ?? null);
  const navigation = useNavigation();
  const errors: Record<string, FieldError> = actionData?.errors ?? {};
  const banner = actionData ? (actionData.messageKey ? t(`checkout.errors.${actionData.messageKey}`) : actionData.message) : null;
  const totals = orderTotals(
    cart.items.map((i) => ({ unitPriceCents: i.price, quantity: i.quantity })),
    delivery,
  );
  const items = cart.items.map((i) => ({
    product: i.product.id,
    quantity: i.quantity,
    options: Object.fromEntries(i.options.map((o) => [o.optionSlug, o.valueSlug])),
  }));

  if (hydrated && cart.items.length === 0) {
    return (
      <EmptyState
        title={t("checkout.empty.title")}
        text={t("checkout.empty.text")}
        action={t("checkout.empty.action")}
        icon={<CartIcon />}
      />
    );
  }
  const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal aria-[invalid]:border-red-600";
  const prefilled = (name: string): string | undefined => {
    if (name === "email") return prefill?.email ?? loaderData.email ?? undefined;
    return prefill ? String(prefill[name as keyof typeof prefill] ?? "") : undefined;
  };
  const input = (name: string, autoComplete: string, { optional = false, type = "text", wide = false } = {}) => (
    <label key={name} className={`block text-sm font-semibold ${wide ? "sm:col-span-2" : ""}`}>
      {t(`checkout.fields.${name}`)}
      {name === "country" ? (
        // spec §9: the default country is Australia.
        <CountrySelect
          id="country"
          defaultValue={prefill?.country || DEFAULT_COUNTRY}
          invalid={Boolean(errors.country)}
          describedBy={errors.country ? "country-error" : undefined}
          className={`${fieldClass} bg-white`}
        />
      ) : (
        <input
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={!optional}
          defaultValue={prefilled(name)}
          dir={type === "email" || type === "tel" ? "ltr" : undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          className={`${fieldClass} rtl:text-end`}
        />
      )}
      {errors[name] ? (
        <span id={`${name}-error`} className="mt-1 block text-xs font-normal text-red-700">
          {t(`checkout.errors.${errors[name]}`)}
        </span>
      ) : null}
    </label>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight">{t("checkout.title")}</h1>
      <Form method="post" className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8" noValidate>
        <input type="hidden" name="checkoutKey" value={loaderData.checkoutKey} />
        <input type="hidden" name="items" value={JSON.stringify(items)} />
        <div className="space-y-6">
          {banner ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
              {banner}
            </p>
          ) : null}
          {addresses.length > 0 ? <SavedAddressChooser addresses={addresses} chosen={chosen} onChoose={setChosen} /> : null}
          {/* A saved address chosen above fills the fields again (a new key starts them afresh). */}
          <fieldset key={`contact-${chosen}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="px-1 font-bold">{t("checkout.sections.contact")}</legend>
            {input("email", "email", { type: "email" })}
          </fieldset>
          <fieldset
            key={`address-${chosen}`}
            className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
          >
            <legend className="px-1 font-bold">{t("checkout.sections.shippingAddress")}</legend>
            {ADDRESS_FIELDS.map((f) =>
              input(f.name, f.autoComplete, { optional: "optional" in f, type: "type" in f ? f.type : "text", wide: "wide" in f }),
            )}
          </fieldset>
          <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="px-1 font-bold">{t("checkout.sections.delivery")}</legend>
            <div className="space-y-2">
              {DELIVERY_METHODS.map((method) => (
                <label
                  key={method}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="deliverMethod"
                    value={method}
                    checked={delivery === method}
                    onChange={() => setDelivery(method)}
                    className="accent-brand-600"
                  />
                  <span className="flex-1">{t(`checkout.delivery.${method}`)}</span>
                  <span className="font-semibold tabular-nums">
                    {SHIPPING_CENTS[method] === 0 ? t("checkout.summary.free") : money(SHIPPING_CENTS[method])}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <aside className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
          <h2 className="text-lg font-bold">{t("checkout.summary.title")}</h2>
          {hydrated ? (
            <ul className="mt-3 space-y-2 text-sm">
              {cart.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-3">
                  <span>
                    {item.quantity} × {text(item.product.name)}
                    {item.options.length ? (
                      <span className="block text-xs text-slate-500">
                        {item.options.map((o) => `${text(o.name)}: ${text(o.value)}`).join(", ")}
                      </span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{money(item.total)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="mt-3 text-sm text-slate-500">
              {t("checkout.loading")}
            </p>
          )}
          <Totals
            className="mt-4 border-t border-slate-200 pt-3"
            lines={[
              { key: "subtotal", label: t("checkout.summary.subtotal"), value: money(totals.subtotalCents) },
              { key: "shipping", label: t("checkout.summary.shipping"), value: money(totals.shippingCents) },
              { key: "tax", label: t("checkout.summary.tax", { percent: TAX_PERCENT }), value: money(totals.taxCents) },
            ]}
            total={{ key: "total", label: t("checkout.summary.total"), value: money(totals.totalCents), testId: "checkout-total" }}
          />
          {/* Amounts follow the shopper's currency; the payment itself is taken in US dollars. */}
          {currency !== "USD" ? (
            <p className="mt-2 text-xs text-slate-600">
              {t("checkout.summary.chargedInUsd", { amount: formatMoney(totals.totalCents, "USD", locale) })}
            </p>
          ) : null}
          {loaderData.testPayments ? (
            <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900">
              {t("checkout.testPayments")}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={navigation.state !== "idle" || !hydrated}
            className="mt-5 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300 disabled:text-slate-700"
          >
            {navigation.state === "submitting" ? t("checkout.opening") : t("checkout.pay")}
          </button>
          <Link to="/cart" className="mt-3 block text-center text-sm font-semibold text-slate-700 hover:text-brand-700">
            {t("checkout.backToCart")}
          </Link>
        </aside>
      </Form>
    </div>
  );
}
