import { Link } from "react-router";

import { appContext } from "#app-context";

import { HeartIcon, TrashIcon } from "../components/lists/icons.tsx";
import { EmptyState, ListLoading } from "../components/lists/list-states.tsx";
import { AvailabilityPill, ListAddToCart, SnapshotPrice } from "../components/lists/product-bits.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { privatePageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useText } from "../lib/use-preferences.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await privatePageSeo(context.get(appContext), request, "wishlist") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const ROW = "sm:grid-cols-[5rem_minmax(0,1fr)_8rem_8.5rem_11rem]";

// spec §4: the wishlist lives in the shopper's browser; the server renders a neutral shell.
export default function WishlistPage() {
  const { t } = useTranslation();
  const text = useText();
  const hydrated = useShopStore((s) => s.hydrated);
  const items = useShopStore((s) => s.wishlist.items);
  const remove = useShopStore((s) => s.removeFromWishlist);

  if (hydrated && items.length === 0) {
    return <EmptyState of="wishlist.empty" icon={<HeartIcon />} />;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight">{t("wishlist.title")}</h1>
      {hydrated ? <p className="mt-1 text-slate-600">{t("wishlist.count", { count: items.length })}</p> : null}
      {hydrated ? (
        <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div
            aria-hidden
            className={`hidden gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid ${ROW}`}
          >
            <span className="col-span-2">{t("wishlist.columns.product")}</span>
            <span>{t("wishlist.columns.price")}</span>
            <span>{t("wishlist.columns.availability")}</span>
            <span />
          </div>
          <ul className="divide-y divide-slate-200">
            {items.map((product) => {
              const name = text(product.title);
              return (
                <li key={product.id} className={`grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 ${ROW}`}>
                  <Link
                    to={`/product/${product.slug}`}
                    tabIndex={-1}
                    aria-hidden
                    className="row-span-2 self-start sm:row-span-1 sm:self-center"
                  >
                    <span className="block aspect-square overflow-hidden rounded-lg bg-slate-100">
                      {product.images[0] ? (
                        <img src={product.images[0]} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
                      ) : null}
                    </span>
                  </Link>
                  <div className="min-w-0">
                    <Link to={`/product/${product.slug}`} className="line-clamp-3 font-semibold leading-snug hover:text-brand-700">
                      {name}
                    </Link>
                    <p className="mt-1 text-xs text-slate-500">
                      {product.brand.name} · <span dir="ltr">{product.partNumber}</span>
                    </p>
                  </div>
                  <div className="col-start-2 flex flex-wrap items-center gap-x-4 gap-y-1 sm:contents">
                    <div>
                      <span className="sr-only">{t("wishlist.columns.price")}: </span>
                      <SnapshotPrice product={product} />
                    </div>
                    <div>
                      <span className="sr-only">{t("wishlist.columns.availability")}: </span>
                      <AvailabilityPill product={product} />
                    </div>
                  </div>
                  <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
                    <ListAddToCart product={product} chooseOptionsLabel={t("wishlist.chooseOptions")} className="flex-1 sm:flex-none" />
                    <button
                      type="button"
                      // spec §4: removing deletes by product id.
                      onClick={() => remove(product.id)}
                      aria-label={t("wishlist.removeItem", { name })}
                      className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-700 sm:border-transparent sm:py-1.5"
                    >
                      <TrashIcon />
                      {t("wishlist.remove")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <ListLoading label={t("wishlist.loading")} />
      )}
    </div>
  );
}
