import { useEffect, useState } from "react";
import { data, Form, Link, redirectDocument, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { DELIVERY_METHODS, orderTotals, SHIPPING_CENTS, type DeliveryMethod } from "../../domain/checkout.ts";
import { CheckoutSessionRequestSchema } from "../../domain/schemas/checkout.ts";
import { useMoney, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/checkout";

export function meta() {
  return [{ title: "Checkout · Overland" }, { name: "description", content: "Delivery details and payment." }];
}

const ADDRESS_FIELDS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "company", label: "Company (optional)", autoComplete: "organization", optional: true },
  { name: "country", label: "Country", autoComplete: "country-name" },
  { name: "address1", label: "Street address", autoComplete: "address-line1" },
  { name: "address2", label: "Apartment, suite (optional)", autoComplete: "address-line2", optional: true },
  { name: "suburb", label: "Suburb / city", autoComplete: "address-level2" },
  { name: "state", label: "State (optional)", autoComplete: "address-level1", optional: true },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { name: "phone", label: "Phone", autoComplete: "tel" },
] as const;

const DELIVERY_LABEL: Record<DeliveryMethod, string> = {
  standard: "Standard delivery (3–7 days)",
  express: "Express delivery (1–2 days)",
  pickup: "Collect from our store",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services, user } = context.get(appContext);
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
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "shippingAddress" ? String(issue.path[1]) : String(issue.path[0]);
      errors[key] ??= issue.message;
    }
    return data({ errors, message: "Please check the highlighted fields." }, { status: 400 });
  }
  try {
    const session = await services.checkout.createCheckoutSession(parsed.data, { userId: user?.id ?? null });
    // The payment page is the provider's document, not a route of ours: a full navigation.
    return redirectDocument(session.url);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) return data({ errors: {}, message: (error as Error).message }, { status });
    return data({ errors: {}, message: "Failed to procceed. Please try again in a moment." }, { status: 503 });
  }
}

export default function CheckoutPage({ actionData }: Route.ComponentProps) {
  const money = useMoney();
  const text = useText();
  const cart = useShopStore((s) => s.cart);
  const [delivery, setDelivery] = useState<DeliveryMethod>("standard");
  const [hydrated, setHydrated] = useState(false);
  const navigation = useNavigation();
  useEffect(() => setHydrated(true), []);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const totals = orderTotals(cart.items.map((i) => ({ unitPriceCents: i.price, quantity: i.quantity })), delivery);
  const items = cart.items.map((i) => ({ product: i.product.id, quantity: i.quantity, options: Object.fromEntries(i.options.map((o) => [o.optionSlug, o.valueSlug])) }));

  if (hydrated && cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-black">Your cart is empty</h1>
        <Link to="/shop" className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white">Continue shopping</Link>
      </div>
    );
  }
  const input = (name: string, label: string, autoComplete: string, optional = false, type = "text") => (
    <label key={name} className="block text-sm font-semibold">
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={!optional}
        defaultValue={name === "country" ? "Australia" : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal aria-[invalid]:border-red-600"
      />
      {errors[name] ? <span id={`${name}-error`} className="mt-1 block text-xs font-normal text-red-700">{errors[name]}</span> : null}
    </label>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-black">Checkout</h1>
      <Form method="post" className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]" noValidate>
        <input type="hidden" name="items" value={JSON.stringify(items)} />
        <div className="space-y-6">
          {actionData?.message ? <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">{actionData.message}</p> : null}
          <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-bold">Contact</legend>
            {input("email", "E-mail", "email", false, "email")}
          </fieldset>
          <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
            <legend className="px-1 font-bold">Shipping address</legend>
            {ADDRESS_FIELDS.map((f) => input(f.name, f.label, f.autoComplete, "optional" in f))}
          </fieldset>
          <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-bold">Delivery</legend>
            {DELIVERY_METHODS.map((method) => (
              <label key={method} className="mt-2 flex items-center gap-3">
                <input type="radio" name="deliverMethod" value={method} checked={delivery === method} onChange={() => setDelivery(method)} />
                <span className="flex-1">{DELIVERY_LABEL[method]}</span>
                <span>{SHIPPING_CENTS[method] === 0 ? "Free" : money(SHIPPING_CENTS[method])}</span>
              </label>
            ))}
          </fieldset>
        </div>
        <aside className="h-fit rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-bold">Your order</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {cart.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>{item.quantity} × {text(item.product.name)}</span>
                <span>{money(item.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
            <div className="flex justify-between"><dt>Subtotal</dt><dd>{money(totals.subtotalCents)}</dd></div>
            <div className="flex justify-between"><dt>Shipping</dt><dd>{money(totals.shippingCents)}</dd></div>
            <div className="flex justify-between"><dt>Tax (20%)</dt><dd>{money(totals.taxCents)}</dd></div>
            <div className="flex justify-between text-base font-bold"><dt>Total</dt><dd data-testid="checkout-total">{money(totals.totalCents)}</dd></div>
          </dl>
          <button type="submit" disabled={navigation.state !== "idle" || !hydrated} className="mt-4 w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-300">
            {navigation.state === "submitting" ? "Opening payment…" : "Continue to payment"}
          </button>
        </aside>
      </Form>
    </div>
  );
}
