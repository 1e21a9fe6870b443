import { Link } from "react-router";

import { appContext } from "#app-context";

import { CartChanges } from "../components/cart/cart-changes.tsx";
import { CART_GRID, CartLine } from "../components/cart/cart-line.tsx";
import { Totals } from "../components/cart/totals.tsx";
import { useCartCheck } from "../components/cart/use-cart-check.ts";
import { CartIcon } from "../components/lists/icons.tsx";
import { EmptyState, ListLoading } from "../components/lists/list-states.tsx";
import { TaxNote } from "../components/ui/tax-note.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { privatePageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useInShopperCurrency, useMoney, useShopperMoney, useShownCart } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await privatePageSeo(context.get(appContext), request, "cart") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

// spec §3, §4: the cart lives in the shopper's browser (a signed-in customer's mirrors the server's,
// decision 042). The server cannot know it, so it renders a neutral shell, and the page shows the
// cart (or that it is empty) once the store is restored, then what changed since lines were added.
export default function CartPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const shopperMoney = useShopperMoney();
  const inShopperCurrency = useInShopperCurrency();
  const hydrated = useShopStore((s) => s.hydrated);
  const cart = useShopStore((s) => s.cart);
  const { subtotal } = useShownCart()(cart.items);
  const remove = useShopStore((s) => s.removeCartItem);
  const updateQuantities = useShopStore((s) => s.updateCartQuantities);
  const changes = useCartCheck();

  if (hydrated && cart.items.length === 0) {
    return (
      <>
        {changes.length > 0 ? (
          <div className="mx-auto max-w-6xl px-4">
            <CartChanges changes={changes} />
          </div>
        ) : null}
        <EmptyState of="cart.empty" icon={<CartIcon />} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight">{t("cart.title")}</h1>
      {hydrated ? <p className="mt-1 text-slate-600">{t("cart.count", { count: cart.quantity })}</p> : null}
      <CartChanges changes={changes} />
      {hydrated ? (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <section aria-label={t("cart.itemsLabel")} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div
              aria-hidden
              className={`hidden gap-x-4 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid ${CART_GRID}`}
            >
              <span className="col-span-2">{t("cart.columns.product")}</span>
              <span>{t("cart.columns.price")}</span>
              <span>{t("cart.columns.quantity")}</span>
              <span className="text-end">{t("cart.columns.total")}</span>
            </div>
            <ul className="divide-y divide-slate-200">
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  // spec §4, §9: update quantities; the least quantity is 1 (the stepper keeps to it).
                  onQuantity={(value) => updateQuantities([{ itemId: item.id, value }])}
                  onRemove={() => remove(item.id)}
                />
              ))}
            </ul>
          </section>
          <aside aria-labelledby="cart-summary" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-4">
            <h2 id="cart-summary" className="text-lg font-bold">
              {t("cart.summary.title")}
            </h2>
            <Totals
              className="mt-4"
              lines={[
                { key: "subtotal", label: t("cart.summary.subtotal"), value: shopperMoney(subtotal) },
                // spec §4: the shipping line exists only while the cart holds something.
                ...cart.totals.map((line) => ({
                  key: line.type,
                  label: t("cart.summary.shipping"),
                  value:
                    line.price === 0 ? <span className="text-slate-600">{t("cart.summary.shippingAtCheckout")}</span> : money(line.price),
                })),
              ]}
              total={{
                key: "total",
                label: t("cart.summary.total"),
                value: shopperMoney(subtotal + cart.totals.reduce((sum, line) => sum + inShopperCurrency(line.price), 0)),
              }}
            />
            <TaxNote className="mt-2 text-xs text-slate-600" />
            <p className="mt-1 text-xs text-slate-600">{t("cart.summary.taxNote")}</p>
            <Link
              to="/cart/checkout"
              className="mt-5 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-orange-800"
            >
              {t("cart.summary.checkout")}
            </Link>
            <Link to="/shop" className="mt-3 block text-center text-sm font-semibold text-slate-700 hover:text-brand-700">
              {t("cart.summary.continue")}
            </Link>
          </aside>
        </div>
      ) : (
        <ListLoading label={t("cart.loading")} />
      )}
    </div>
  );
}
