import { useEffect, useState } from "react";
import { data, Form, Link, redirectDocument, useFetcher, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { DEFAULT_COUNTRY, localCountryName } from "../../domain/countries.ts";
import { refusalOf } from "../../domain/errors.ts";
import { centsFromAmount, formatMinor } from "../../domain/money.ts";
import { CheckoutFormSchema } from "../../domain/schemas/checkout.ts";
import { CountrySelect } from "../components/account/country-select.tsx";
import { SavedAddressChooser } from "../components/account/saved-address-chooser.tsx";
import { DiscountCodeField } from "../components/cart/discount-code-field.tsx";
import { Totals } from "../components/cart/totals.tsx";
import { CartIcon } from "../components/lists/icons.tsx";
import { EmptyState } from "../components/lists/list-states.tsx";
import { useDiscountLines } from "../components/ui/discount-lines.tsx";
import { accountProblemKeys, parseForm } from "../components/ui/form-problems.ts";
import { useTaxLines } from "../components/ui/tax-lines.tsx";
import { type FormReply, useShopForm } from "../components/ui/use-shop-form.ts";
import { useTranslation } from "../i18n/translator.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useCurrency, useLocale, useShopperMoney, useShownCart, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/checkout";
import type { ShippingOffersAnswer } from "./resources/shipping-offers.ts";

/** How long the address rests before its delivery choices are asked for again (typing a postcode). */
const WHERE_SETTLES_MS = 400;

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

/** The action's answer: Conform's reply, and a refusal of the order that no field explains (a part sold out, the shop unavailable). */
interface ActionResult {
  result: FormReply;
  refusal: { key: "unavailable" } | { message: string } | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, user, clientIp, reportError, returnOrigin } = context.get(appContext);
  const form = await request.formData();
  const submission = parseForm(form, CheckoutFormSchema);
  if (submission.status !== "success") return data<ActionResult>({ result: submission.reply(), refusal: null }, { status: 400 });
  const { items, deliverMethod, currency, billingDifferent, billing, discountCode, ...shippingAddress } = submission.value;
  // The bill goes to the delivery's address unless the shopper gave another (with the contact's e-mail).
  const billingAddress =
    billingDifferent && billing
      ? { ...billing, email: shippingAddress.email, phone: billing.phone ?? shippingAddress.phone, default: false }
      : undefined;
  try {
    const key = String(form.get("checkoutKey") ?? "");
    const session = await services.checkout.createCheckoutSession(
      {
        items,
        deliverMethod,
        currency,
        ...(discountCode ? { discountCode } : {}),
        shipToDifferentAddress: billingAddress !== undefined,
        ...(billingAddress ? { billingAddress } : {}),
        shippingAddress: { ...shippingAddress, default: false },
      },
      {
        userId: user?.id ?? null,
        address: clientIp,
        idempotencyKey: /^[\w-]{1,200}$/.test(key) ? key : undefined,
        locale: resolveLocale(request).locale,
        returnOrigin,
      },
    );
    // The payment page is the provider's document, not a route of ours: a full navigation.
    return redirectDocument(session.url);
  } catch (error) {
    // The service explains a refusal (a part sold out, an option gone) in English for now.
    const refusal = refusalOf(error);
    if (refusal)
      return data<ActionResult>({ result: submission.reply(), refusal: { message: refusal.message } }, { status: refusal.statusCode });
    reportError(error);
    return data<ActionResult>({ result: submission.reply(), refusal: { key: "unavailable" } }, { status: 503 });
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shopperMoney = useShopperMoney();
  const currency = useCurrency();
  const locale = useLocale();
  const text = useText();
  const hydrated = useShopStore((s) => s.hydrated);
  const cart = useShopStore((s) => s.cart);
  const [delivery, setDelivery] = useState("standard");
  // The code the shopper asked to apply, and the e-mail it is checked for (a code limited per customer).
  const [discount, setDiscount] = useState<{ code: string; email: string } | null>(null);
  // A refused form (also without JavaScript) comes back with its billing address open as it was sent.
  const [billingDifferent, setBillingDifferent] = useState(() => actionData?.result.initialValue?.billingDifferent === "on");
  const { addresses } = loaderData;
  // The saved address that fills the form: the default one at first; "other" leaves it to the shopper.
  const [chosen, setChosen] = useState<number | "other">(() => addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? "other");
  const prefill = chosen === "other" ? null : (addresses.find((a) => a.id === chosen) ?? null);
  // Where the cart goes, as typed: the delivery choices are the server's for this cart and address.
  const [where, setWhere] = useState(() => ({
    country: prefill?.country ?? DEFAULT_COUNTRY,
    state: prefill?.state ?? "",
    postcode: prefill?.postcode ?? "",
  }));
  useEffect(() => {
    if (prefill) setWhere({ country: prefill.country, state: prefill.state, postcode: prefill.postcode });
  }, [prefill]);
  // What the shopper typed before the page's code came was seen by no change handler: the fields
  // themselves say where the cart goes once it has come.
  useEffect(() => {
    const form = document.getElementById("checkout-form");
    if (!(form instanceof HTMLFormElement)) return;
    const typed = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : undefined;
    };
    setWhere((was) => {
      const now = {
        country: typed("country") ?? was.country,
        state: typed("state") ?? was.state,
        postcode: typed("postcode") ?? was.postcode,
      };
      return now.country === was.country && now.state === was.state && now.postcode === was.postcode ? was : now;
    });
  }, []);
  const offersFetcher = useFetcher<ShippingOffersAnswer>({ key: "shipping-offers" });
  const cartKey = JSON.stringify(cart.items.map((i) => [i.product.id, i.quantity, i.options.map((o) => [o.optionSlug, o.valueSlug])]));
  useEffect(() => {
    if (!hydrated || cart.items.length === 0) return;
    const timer = setTimeout(() => {
      void offersFetcher.submit(
        {
          items: cart.items.map((i) => ({
            product: i.product.id,
            quantity: i.quantity,
            options: Object.fromEntries(i.options.map((o) => [o.optionSlug, o.valueSlug])),
          })),
          ...where,
          deliverMethod: delivery,
          currency,
          ...(discount ? { discountCode: discount.code, email: discount.email } : {}),
        },
        { method: "post", action: "/resources/shipping-offers", encType: "application/json" },
      );
    }, WHERE_SETTLES_MS);
    return () => clearTimeout(timer);
    // The cart by its content: a new array of the same lines asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, cartKey, where.country, where.state, where.postcode, delivery, currency, discount?.code, discount?.email]);
  const quote = offersFetcher.data?.quote ?? null;
  const offers = quote?.offers ?? [];
  const offersRefused = offersFetcher.data?.refusal ?? null;
  const offersLoading = offersFetcher.state !== "idle" || (hydrated && cart.items.length > 0 && !offersFetcher.data);
  const offer = offers.find((each) => each.code === delivery) ?? offers[0] ?? null;
  // The server's totals for this cart, address and method (decision 040): what the order will charge, to the cent.
  const totals = quote?.totals && offer && quote.deliverMethod === offer.code && !offersLoading ? quote.totals : null;
  const shownCart = useShownCart()(cart.items);
  const taxLines = useTaxLines();
  const discountLines = useDiscountLines();
  // The server's amounts are in the currency the order will be charged in: shown as they are, not converted again.
  const charged = (value: number) => formatMinor(centsFromAmount(value), quote?.currency ?? currency, locale);
  const amount = (value: number | undefined) => (value === undefined ? "—" : charged(value));
  const navigation = useNavigation();
  const { form, fields, formProps } = useShopForm(CheckoutFormSchema, { id: "checkout-form", lastResult: actionData?.result });
  /** A field's problem as a key of checkout.errors, or undefined. */
  const errorKeys = (name: string) => accountProblemKeys(form.allErrors[name], "checkout.errors");
  // Problems with the cart's lines alone (no field to blame) send the shopper back to the cart.
  const onlyItems = Object.keys(form.allErrors).every((name) => name.startsWith("items"));
  const refusal = actionData?.refusal ?? null;
  const banner =
    form.status === "error"
      ? t(onlyItems ? "checkout.errors.items" : "checkout.errors.check")
      : refusal
        ? "key" in refusal
          ? t(`checkout.errors.${refusal.key}`)
          : refusal.message
        : null;
  const items = cart.items.map((i) => ({
    product: i.product.id,
    quantity: i.quantity,
    options: Object.fromEntries(i.options.map((o) => [o.optionSlug, o.valueSlug])),
  }));

  if (hydrated && cart.items.length === 0) {
    return <EmptyState of="checkout.empty" icon={<CartIcon />} />;
  }
  const fieldClass = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal aria-[invalid]:border-red-600";
  const prefilled = (name: string): string | undefined => {
    if (prefill) return String(prefill[name as keyof typeof prefill] ?? "");
    // What a refused form sent comes back into it (also without JavaScript).
    const sent = fields[name as keyof typeof fields]?.initialValue;
    if (typeof sent === "string") return sent;
    return name === "email" ? (loaderData.email ?? undefined) : undefined;
  };
  /** A field of the delivery address, or (`billing.` before its name) of the billing address. */
  const input = (field: string, autoComplete: string, { optional = false, type = "text", wide = false } = {}) => {
    const billing = field.startsWith("billing.");
    const name = billing ? field.slice("billing.".length) : field;
    const id = field.replace(".", "-");
    const problem = errorKeys(field);
    return (
      <label key={field} className={`block text-sm font-semibold ${wide ? "sm:col-span-2" : ""}`}>
        {t(billing && name === "phone" ? "checkout.fields.phoneOptional" : `checkout.fields.${name}`)}
        {name === "country" ? (
          // spec §9: the default country is Australia.
          <CountrySelect
            id={id}
            name={field}
            defaultValue={(billing ? billingSent("country") : prefilled("country")) || DEFAULT_COUNTRY}
            onChange={billing ? undefined : (country) => setWhere((was) => ({ ...was, country }))}
            invalid={Boolean(problem)}
            describedBy={problem ? `${id}-error` : undefined}
            className={`${fieldClass} bg-white`}
          />
        ) : (
          <input
            name={field}
            type={type}
            autoComplete={billing ? `billing ${autoComplete}` : autoComplete}
            required={!optional}
            defaultValue={billing ? billingSent(name) : prefilled(name)}
            onChange={
              !billing && (name === "state" || name === "postcode")
                ? (event) => {
                    const value = event.currentTarget.value;
                    setWhere((was) => ({ ...was, [name]: value }));
                  }
                : undefined
            }
            dir={type === "email" || type === "tel" ? "ltr" : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className={`${fieldClass} rtl:text-end`}
          />
        )}
        {problem ? (
          <span id={`${id}-error`} className="mt-1 block text-xs font-normal text-red-700">
            {t(problem)}
          </span>
        ) : null}
      </label>
    );
  };
  /** What a refused form sent for the billing address comes back into it. */
  const billingSent = (name: string): string | undefined => {
    const sent = (fields.billing.initialValue as Record<string, unknown> | undefined)?.[name];
    return typeof sent === "string" ? sent : undefined;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight">{t("checkout.title")}</h1>
      <Form {...formProps} method="post" className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <input type="hidden" name="checkoutKey" value={loaderData.checkoutKey} />
        <input type="hidden" name="items" value={JSON.stringify(items)} />
        <input type="hidden" name="currency" value={currency} />
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
            <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
              <input
                type="checkbox"
                name="billingDifferent"
                checked={billingDifferent}
                onChange={(event) => setBillingDifferent(event.currentTarget.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              {t("checkout.billingDifferent")}
            </label>
          </fieldset>
          {billingDifferent ? (
            <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
              <legend className="px-1 font-bold">{t("checkout.sections.billingAddress")}</legend>
              {ADDRESS_FIELDS.map((f) =>
                input(`billing.${f.name}`, f.autoComplete, {
                  optional: "optional" in f || f.name === "phone",
                  type: "type" in f ? f.type : "text",
                  wide: "wide" in f,
                }),
              )}
            </fieldset>
          ) : null}
          <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="px-1 font-bold">{t("checkout.sections.delivery")}</legend>
            <div className="space-y-2" aria-live="polite" aria-busy={offersLoading}>
              {offers.map((each) => (
                <label
                  key={each.code}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="deliverMethod"
                    value={each.code}
                    checked={offer?.code === each.code}
                    onChange={() => setDelivery(each.code)}
                    className="accent-brand-600"
                  />
                  <span className="flex-1">
                    {text(each.name)}
                    {each.minDays !== null && each.maxDays !== null ? (
                      <span className="block text-xs text-slate-600">
                        {t("checkout.deliveryDays", { min: each.minDays, max: each.maxDays })}
                      </span>
                    ) : null}
                  </span>
                  <span className="font-semibold tabular-nums">{each.price === 0 ? t("checkout.summary.free") : charged(each.price)}</span>
                </label>
              ))}
              {/* Pickup is offered to every address: the note says when nothing else is. */}
              {offers.length === 0 || (!offersLoading && !offers.some((each) => each.kind !== "pickup")) ? (
                <p role={offersLoading ? "status" : "alert"} className="text-sm text-slate-600">
                  {offersLoading
                    ? t("checkout.deliveryLoading")
                    : offersRefused
                      ? t("checkout.deliveryFailed")
                      : t("checkout.deliveryNone", { country: localCountryName(where.country, locale) })}
                </p>
              ) : null}
            </div>
          </fieldset>
        </div>
        <aside className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
          <h2 className="text-lg font-bold">{t("checkout.summary.title")}</h2>
          {hydrated ? (
            <ul className="mt-3 space-y-2 text-sm">
              {cart.items.map((item, index) => (
                <li key={item.id} className="flex justify-between gap-3">
                  <span>
                    {item.quantity} × {text(item.product.name)}
                    {item.options.length ? (
                      <span className="block text-xs text-slate-500">
                        {item.options.map((o) => `${text(o.name)}: ${text(o.value)}`).join(", ")}
                      </span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">
                    {totals?.items[index] ? amount(totals.items[index].total) : shopperMoney(shownCart.prices[index]! * item.quantity)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="mt-3 text-sm text-slate-500">
              {t("checkout.loading")}
            </p>
          )}
          <DiscountCodeField
            codeTried={quote?.discountCode ?? null}
            loading={offersLoading}
            defaultValue={typeof fields.discountCode.initialValue === "string" ? fields.discountCode.initialValue : ""}
            onApply={(code, email) => setDiscount(code ? { code, email } : null)}
          />
          <Totals
            className="mt-4 border-t border-slate-200 pt-3"
            lines={[
              // Until the server has priced this address and method, the sums are not yet known.
              { key: "subtotal", label: t("checkout.summary.subtotal"), value: amount(totals?.subtotal) },
              { key: "shipping", label: t("checkout.summary.shipping"), value: amount(totals?.shipping) },
              ...discountLines(totals?.discounts ?? [], amount),
              ...taxLines(totals?.taxLines ?? [], amount),
            ]}
            total={{ key: "total", label: t("checkout.summary.total"), value: amount(totals?.total) }}
          />
          {/* The order is charged in the shopper's currency, at the shop's rate when it is placed (decision 043). */}
          {totals && quote && quote.currency !== "USD" ? (
            <p className="mt-2 text-xs text-slate-600">
              {t("checkout.summary.chargedIn", { currency: quote.currency, amount: charged(totals.total) })}
            </p>
          ) : null}
          {loaderData.testPayments ? (
            <p role="note" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900">
              {t("checkout.testPayments")}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={navigation.state !== "idle" || !hydrated || offer === null}
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
