import { useCallback, useState } from "react";
import { useLocation, useNavigation } from "react-router";

import type { ProductView } from "../../../domain/product.ts";
import { ActiveFilters } from "./active-filters.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import type { ListingView } from "./listing-query.ts";
import { ListingResults } from "./listing-results.tsx";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { VehicleNotice } from "./vehicle-notice.tsx";

/**
 * A listing's two columns, as the shop and the search page show them: the filters, and the
 * toolbar, the vehicle's notice, the active filters and the cards (or `empty`). While the next
 * state of the listing loads, the parts on screen are the old ones: it says so (aria-busy).
 */
export function ListingColumns({
  heading,
  vehicleName,
  activeCount,
  products,
  view,
  totalPages,
  empty,
  showFilters = true,
}: {
  heading: string;
  vehicleName: string | null;
  activeCount: number;
  products: ProductView[];
  view: ListingView;
  totalPages: number;
  /** What shows when the listing has no part. */
  empty: React.ReactNode;
  /** A search that found nothing has no facet to count: its way out takes the room. */
  showFilters?: boolean;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
      {showFilters ? <FilterPanel open={filtersOpen} onClose={closeFilters} /> : <div />}
      <section
        aria-labelledby="listing-results"
        aria-busy={busy}
        className={`flex min-w-0 flex-col gap-4 transition-opacity ${busy ? "opacity-60" : ""}`}
      >
        <h2 id="listing-results" className="sr-only">
          {heading}
        </h2>
        <ListingToolbar activeCount={activeCount} filtersOpen={filtersOpen} onOpenFilters={() => setFiltersOpen(true)} />
        <VehicleNotice vehicleName={vehicleName} />
        <ActiveFilters vehicleName={vehicleName} />
        {products.length === 0 ? empty : <ListingResults products={products} view={view} totalPages={totalPages} />}
      </section>
    </div>
  );
}
