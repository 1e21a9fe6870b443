import { type ReactNode, useId } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useRootData, useShopperMoney, useShownCart, useText } from "../../lib/use-preferences.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { AccountMenuPanel, preloadMenuSignIn } from "../account/account-menu.tsx";
import { Dropdown } from "./dropdown.tsx";
import type { HeaderTheme } from "./header-theme.ts";
import { CartIcon, CloseIcon, HeartIcon, UserIcon } from "./icons.tsx";

const indicatorClass = "relative flex h-11 min-w-11 items-center gap-2 rounded-lg px-1 text-start lg:px-2";

function Badge({ count, theme }: { count: number; theme: HeaderTheme }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute -top-0.5 start-5 grid lg:start-6 h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold leading-none tabular-nums ${theme.badge}`}
    >
      {count}
    </span>
  );
}

/** An icon with a caption and a label beside it; the caption and label show from xl up. */
function IndicatorBody({
  icon,
  caption,
  label,
  theme,
}: {
  icon: ReactNode;
  caption?: string | undefined;
  label: ReactNode;
  theme: HeaderTheme;
}) {
  return (
    <>
      <span className="grid h-9 w-9 place-items-center">{icon}</span>
      <span className="sr-only xl:not-sr-only xl:flex xl:max-w-40 xl:flex-col xl:leading-tight">
        {caption ? <span className={`text-xs ${theme.muted}`}>{caption}</span> : null}
        <span className="truncate text-sm font-semibold">{label}</span>
      </span>
    </>
  );
}

/**
 * spec §1, §2, §6: wishlist, account and cart indicators with counts. The counts are 0 on the
 * server and follow the stored state once it is restored.
 */
export function Indicators({ theme }: { theme: HeaderTheme }) {
  const { t } = useTranslation();
  const wishlistCount = useShopStore((s) => s.wishlist.items.length);
  return (
    <div className="flex items-center sm:gap-1">
      <Link to="/wishlist" className={`${indicatorClass} ${theme.control} max-[359px]:hidden`}>
        <HeartIcon className="h-6 w-6" />
        <Badge count={wishlistCount} theme={theme} />
        <span className="sr-only">
          {t("header.wishlist.label")}, {t("header.items", { count: wishlistCount })}
        </span>
      </Link>
      <AccountIndicator theme={theme} />
      <CartIndicator theme={theme} />
    </div>
  );
}

/**
 * spec §2, §6: the account indicator opens the account menu (a login form, or the account links);
 * a signed-in customer's e-mail is its label. Until the page is live it is a plain link to the
 * sign-in page (or the dashboard), so it also works without JavaScript.
 */
function AccountIndicator({ theme }: { theme: HeaderTheme }) {
  const { t } = useTranslation();
  const user = useRootData()?.user ?? null;
  const live = useShopStore((s) => s.hydrated);
  const body = (
    <IndicatorBody
      theme={theme}
      icon={<UserIcon className="h-6 w-6" />}
      caption={user ? t("header.account.hello") : t("header.account.myAccount")}
      label={user ? user.email : t("header.account.signIn")}
    />
  );
  if (!live) {
    return (
      <Link to={user ? "/account/dashboard" : "/account/login"} className={`${indicatorClass} ${theme.control}`}>
        {body}
      </Link>
    );
  }
  return (
    <Dropdown
      buttonClassName={`${indicatorClass} ${theme.control}`}
      panelClassName="w-[min(20rem,calc(100vw-1.5rem))] -me-2 sm:me-0"
      label={body}
      onIntent={user ? undefined : preloadMenuSignIn}
    >
      {(close) => <AccountMenuPanel user={user} onNavigate={close} />}
    </Dropdown>
  );
}

function CartIndicator({ theme }: { theme: HeaderTheme }) {
  const { t } = useTranslation();
  const money = useShopperMoney();
  const quantity = useShopStore((s) => s.cart.quantity);
  const items = useShopStore((s) => s.cart.items);
  const { subtotal } = useShownCart()(items);
  return (
    <Dropdown
      buttonClassName={`${indicatorClass} ${theme.control}`}
      panelClassName="w-[min(24rem,calc(100vw-1.5rem))] -me-2 sm:me-0"
      label={
        <>
          <IndicatorBody theme={theme} icon={<CartIcon className="h-6 w-6" />} caption={t("header.cart.label")} label={money(subtotal)} />
          <Badge count={quantity} theme={theme} />
          <span className="sr-only">, {t("header.items", { count: quantity })}</span>
        </>
      }
    >
      {(close) => <CartPanel onNavigate={close} />}
    </Dropdown>
  );
}

/** The cart dropdown: items with image, name, options, quantity × price and a remove button. */
function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const money = useShopperMoney();
  const text = useText();
  const cart = useShopStore((s) => s.cart);
  const shownCart = useShownCart()(cart.items);
  const remove = useShopStore((s) => s.removeCartItem);
  const titleId = useId();

  if (cart.items.length === 0) {
    return (
      <section aria-label={t("header.cart.title")} className="px-6 py-8 text-center">
        <CartIcon className="mx-auto h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold">{t("header.cart.empty")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("header.cart.emptyHint")}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="border-b border-slate-100 px-4 py-3 text-sm font-semibold">
        {t("header.cart.title")}
      </h2>
      <ul className="max-h-[min(24rem,55vh)] divide-y divide-slate-100 overflow-y-auto">
        {cart.items.map((item, index) => {
          const name = text(item.product.name);
          return (
            <li key={item.id} className="flex gap-3 px-4 py-3">
              <span className="h-16 w-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
                {item.product.image ? (
                  <img src={item.product.image} alt="" width={64} height={64} className="h-full w-full object-cover" />
                ) : null}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/product/${item.product.slug}`}
                  onClick={onNavigate}
                  className="line-clamp-2 text-sm font-medium hover:text-brand-700"
                >
                  {name}
                </Link>
                {item.options.length > 0 ? (
                  <ul className="mt-0.5 text-xs text-slate-600">
                    {item.options.map((option) => (
                      <li key={option.optionSlug}>
                        {text(option.name)}: {text(option.value)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-1 text-sm font-semibold tabular-nums">
                  {t("header.cart.lineQuantity", { quantity: item.quantity, price: money(shownCart.prices[index]!) })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => remove(item.id)}
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-red-700"
              >
                <CloseIcon className="h-4 w-4" />
                <span className="sr-only">{t("header.cart.remove", { name })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-100 px-4 py-3">
        <p className="flex items-center justify-between text-sm">
          <span className="text-slate-700">{t("header.cart.subtotal")}</span>
          <span className="text-base font-bold tabular-nums">{money(shownCart.subtotal)}</span>
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Link
            to="/cart"
            onClick={onNavigate}
            className="rounded-lg border border-slate-300 px-3 py-2.5 text-center text-sm font-semibold hover:bg-slate-50"
          >
            {t("header.cart.viewCart")}
          </Link>
          <Link
            to="/cart/checkout"
            onClick={onNavigate}
            className="rounded-lg bg-brand-700 px-3 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-600"
          >
            {t("header.cart.checkout")}
          </Link>
        </div>
      </div>
    </section>
  );
}
