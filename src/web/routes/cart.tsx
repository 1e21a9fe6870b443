import { Link } from "react-router";

import { useMoney, useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";

export function meta() {
  return [{ title: "Your cart · Overland" }, { name: "description", content: "The parts in your cart." }];
}

export default function CartPage() {
  const money = useMoney();
  const text = useText();
  const cart = useShopStore((s) => s.cart);
  const remove = useShopStore((s) => s.removeCartItem);
  const updateQuantities = useShopStore((s) => s.updateCartQuantities);

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-black">Your cart is empty</h1>
        <p className="mt-2 text-slate-600">Find parts for your vehicle in the shop.</p>
        <Link to="/shop" className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">Continue shopping</Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-black">Your cart</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_320px]">
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {cart.items.map((item) => (
            <li key={item.id} className="flex gap-4 p-4">
              {item.product.image ? <img src={item.product.image} alt="" width={80} height={80} className="h-20 w-20 rounded-lg bg-slate-100" /> : null}
              <div className="flex-1">
                <Link to={`/product/${item.product.slug}`} className="font-semibold hover:text-brand-700">{text(item.product.name)}</Link>
                <p className="text-xs text-slate-500">{item.product.partNumber}</p>
                {item.options.map((o) => (
                  <p key={o.optionSlug} className="text-sm text-slate-600">{text(o.name)}: {text(o.value)}</p>
                ))}
                <div className="mt-2 flex items-center gap-3">
                  <label className="text-sm">
                    <span className="sr-only">Quantity of {text(item.product.name)}</span>
                    <input
                      type="number"
                      min={1}
                      max={99}
                      value={item.quantity}
                      onChange={(e) => updateQuantities([{ itemId: item.id, value: Number(e.currentTarget.value) }])}
                      className="w-20 rounded border border-slate-300 px-2 py-1"
                    />
                  </label>
                  <button type="button" onClick={() => remove(item.id)} className="text-sm text-red-700 hover:underline">Remove</button>
                </div>
              </div>
              <p className="font-semibold">{money(item.total)}</p>
            </li>
          ))}
        </ul>
        <aside className="h-fit rounded-xl border border-slate-200 bg-white p-4">
          <dl className="space-y-2">
            <div className="flex justify-between"><dt>Subtotal</dt><dd data-testid="cart-subtotal">{money(cart.subtotal)}</dd></div>
            {cart.totals.map((line) => (
              <div key={line.type} className="flex justify-between text-slate-600"><dt>Shipping</dt><dd>{line.price === 0 ? "Calculated at checkout" : money(line.price)}</dd></div>
            ))}
          </dl>
          <Link to="/cart/checkout" className="mt-4 block rounded-lg bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700">Proceed to checkout</Link>
        </aside>
      </div>
    </div>
  );
}
