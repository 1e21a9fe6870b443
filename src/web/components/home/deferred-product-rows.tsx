import { useEffect } from "react";
import { useFetcher } from "react-router";

import type { ProductView } from "../../../domain/product.ts";
import { useTranslation } from "../../i18n/translator.ts";
import type { loader as homeRowsLoader } from "../../routes/resources/home-rows.ts";
import { PRODUCT_ROW_VIEW, ProductCarousel, ProductRowHeading } from "../product-carousel.tsx";
import { PromoBanners } from "./promo-banners.tsx";

interface Row {
  key: "bestSellers" | "specialOffers" | "topRated" | "newArrivals";
  headingId: string;
  titleKey: string;
  viewAll?: string;
}

const ROWS: Row[] = [
  { key: "bestSellers", headingId: "best-sellers", titleKey: "home.rows.bestSellers", viewAll: "/shop" },
  { key: "specialOffers", headingId: "special-offers", titleKey: "home.rows.specialOffers", viewAll: "/shop?filter_discount=yes" },
  { key: "topRated", headingId: "top-rated", titleKey: "home.rows.topRated", viewAll: "/shop?filter_rating=5,4" },
  { key: "newArrivals", headingId: "new-arrivals", titleKey: "home.rows.newArrivals" },
];

/**
 * The home page's product rows (best sellers, offers, top rated, new arrivals), with the promo
 * banners after the first. The page's HTML carries their titles and "view all" links only; their
 * forty cards are asked for once the page has hydrated (routes/resources/home-rows.ts), so the
 * first load carries a fifth of the cards it did (docs/performance.md). Until they come, each row
 * keeps its room, so nothing below it moves when they arrive.
 */
export function DeferredProductRows() {
  const fetcher = useFetcher<typeof homeRowsLoader>();
  const { load } = fetcher;
  useEffect(() => {
    void load("/resources/home-rows");
  }, [load]);
  const rows = fetcher.data;
  return (
    <>
      {ROWS.map((row, i) => (
        <DeferredRow key={row.key} row={row} products={rows ? rows[row.key] : null} after={i === 0 ? <PromoBanners /> : null} />
      ))}
    </>
  );
}

function DeferredRow({ row, products, after }: { row: Row; products: ProductView[] | null; after: React.ReactNode }) {
  const { t } = useTranslation();
  const title = t(row.titleKey);
  const viewAll = row.viewAll ? { to: row.viewAll, label: t("home.rows.viewAll") } : undefined;
  return (
    <>
      {products ? (
        <ProductCarousel headingId={row.headingId} title={title} products={products} viewAll={viewAll} />
      ) : (
        <section className="mx-auto max-w-7xl px-4 pt-12" aria-busy="true">
          <ProductRowHeading title={title} viewAll={viewAll} headingId={row.headingId} className="mb-4" />
          <RowPlaceholder />
        </section>
      )}
      {after}
    </>
  );
}

/** As many empty cards as the row shows at this width, the height of real ones. */
function RowPlaceholder() {
  return (
    <div className={`flex gap-(--gap) overflow-hidden ${PRODUCT_ROW_VIEW}`} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="carousel-slide">
          <div className="card">
            <div className="card-picture" />
            <div className="card-body h-44" />
          </div>
        </div>
      ))}
    </div>
  );
}
