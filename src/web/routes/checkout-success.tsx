import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";

import { appContext } from "#app-context";

import { useMoney, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/checkout-success";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  try {
    return { order: await services.orders.orderByToken(params.token) };
  } catch {
    throw data("Order not found", { status: 404 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Order ${loaderData.order.number} · Overland` : "Order · Overland" }, { name: "robots", content: "noindex" }];
}

const cents = (amount: number) => Math.round(amount * 100);
const CONFIRM_POLLS = 30;

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const money = useMoney();
  const text = useText();
  const reset = useShopStore((s) => s.resetCart);
  const revalidator = useRevalidator();
  const paid = order.paymentStatus === "paid";

  // Rule 3: this page only shows what the database says; it empties the cart once paid.
  useEffect(() => {
    if (paid) reset();
  }, [paid, reset]);

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

  const heading = {
    paid: "Thank you! Your order is confirmed.",
    unpaid: "We are waiting for your payment to be confirmed…",
    failed: "Your payment did not go through.",
    refund_due: "Your payment arrived, but a part sold out meanwhile. We will refund you.",
  }[order.paymentStatus];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-black">{heading}</h1>
        <p className="mt-2 text-slate-600">
          Order <strong data-testid="order-number">{order.number}</strong> · {order.status} · payment <span data-testid="payment-status">{order.paymentStatus}</span>
        </p>
        <p className="text-sm text-slate-500">A confirmation goes to {order.user_info.email}.</p>
        <ul className="mt-6 divide-y divide-slate-200">
          {order.cart.map((line) => (
            <li key={`${line.product.id}-${line.options.map((o) => o.value).join()}`} className="flex justify-between gap-3 py-2 text-sm">
              <span>
                {line.quantity} × {text(line.product.name)}
                {line.options.length ? <span className="text-slate-500"> ({line.options.map((o) => `${o.name}: ${o.value}`).join(", ")})</span> : null}
              </span>
              <span>{money(cents(line.total))}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
          <div className="flex justify-between"><dt>Subtotal</dt><dd>{money(cents(order.subTotal))}</dd></div>
          <div className="flex justify-between"><dt>Shipping</dt><dd>{money(cents(order.shippingCost))}</dd></div>
          <div className="flex justify-between"><dt>Tax</dt><dd>{money(cents(order.tax))}</dd></div>
          <div className="flex justify-between text-base font-bold"><dt>Total</dt><dd data-testid="order-total">{money(cents(order.total))}</dd></div>
        </dl>
        <p className="mt-4 text-sm">
          Ship to: {order.user_info.name}, {order.user_info.address}, {order.user_info.suburb} {order.user_info.zipCode}, {order.user_info.country}
        </p>
        <Link to="/shop" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">Continue shopping</Link>
      </div>
    </div>
  );
}
