import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

import type { LocalizedText } from "../../../domain/locales.ts";
import type { ProductView } from "../../../domain/product.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useRootData, useText } from "../../lib/use-preferences.ts";
import type { loader as featuredLoader } from "../../routes/resources/featured.ts";
import { Carousel } from "../carousel.tsx";
import { keyStep } from "../carousel-rules.ts";
import { ProductCard } from "../product-card.tsx";
import { PRODUCT_ROW_VIEW } from "../product-carousel.tsx";

export interface FeaturedTab {
  /** null: every department. */
  slug: string | null;
  name: LocalizedText | null;
}

/**
 * Featured parts with a tab per department (ARIA tabs: arrow keys, Home and End; mirrored in
 * Arabic). The first tab comes with the page; another tab's parts are fetched when it is chosen
 * (spec §7 GET /products/featured with categorySlug, through /resources/featured/{slug}).
 */
export function FeaturedTabs({ tabs, initial }: { tabs: FeaturedTab[]; initial: ProductView[] }) {
  const { t } = useTranslation();
  const text = useText();
  const direction = useRootData()?.direction === "rtl" ? "rtl" : "ltr";
  const fetcher = useFetcher<typeof featuredLoader>();
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<{ slug: string | null; products: ProductView[] }>({ slug: null, products: initial });
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const tab = tabs[active]!;
  const fetched = fetcher.data && fetcher.data.slug === tab.slug ? fetcher.data.products : null;
  const loading = fetched === null && shown.slug !== tab.slug;
  // While a department loads, the previous parts stay in place (dimmed).
  const products = fetched ?? shown.products;
  const name = tab.name ? text(tab.name) : null;

  function choose(next: number) {
    const target = tabs[next];
    if (!target || next === active) return;
    // Keep what is on screen until the chosen department's parts arrive.
    if (!loading) setShown({ slug: tab.slug, products });
    setActive(next);
    if (target.slug === null) setShown({ slug: null, products: initial });
    else fetcher.load(`/resources/featured/${target.slug}`);
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    let next = index + keyStep(event.key, direction);
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else if (next === index) return;
    event.preventDefault();
    next = (next + tabs.length) % tabs.length;
    choose(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="featured-heading">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2 id="featured-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t("home.featured.title")}
        </h2>
        <div role="tablist" aria-label={t("home.featured.tabs")} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
          {tabs.map((item, index) => {
            const selected = index === active;
            return (
              <button
                key={item.slug ?? "all"}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`featured-tab-${item.slug ?? "all"}`}
                aria-selected={selected}
                aria-controls="featured-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => choose(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition ${
                  selected ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-slate-500"
                }`}
              >
                {item.name ? text(item.name) : t("home.featured.all")}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id="featured-panel"
        aria-labelledby={`featured-tab-${tab.slug ?? "all"}`}
        aria-busy={loading}
        className={`mt-5 transition-opacity ${loading ? "opacity-50" : ""}`}
      >
        {products.length === 0 && !loading ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{t("home.featured.empty")}</p>
        ) : (
          <Carousel
            key={fetched ? (tab.slug ?? "all") : (shown.slug ?? "all")}
            label={`${t("home.featured.title")}: ${name ?? t("home.featured.all")}`}
            header={
              <Link
                to={tab.slug ? `/product-category/${tab.slug}/products` : "/shop"}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {name ? t("home.featured.viewAll", { name }) : t("home.featured.viewEverything")}
              </Link>
            }
            perViewClass={PRODUCT_ROW_VIEW}
            slides={products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          />
        )}
      </div>
    </section>
  );
}
