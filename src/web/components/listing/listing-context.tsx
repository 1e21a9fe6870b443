import { createContext, useCallback, useContext, useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

import type { ListingFilter } from "../../../domain/filters.ts";
import { listingHref, type ListingState, readListingQuery } from "./listing-query.ts";

/** The vehicles a listing names, as the server read them (listing-vehicle.server.ts). */
export interface ListingVehicles {
  /** What the loaded listing is narrowed to (a vehicle, a model, a model year), by name; null when nothing or nothing known. */
  name: string | null;
  /** The shopper's current vehicle by its cookie: what the filter offers before the stored garage is read. */
  current: { id: number; name: string } | null;
}

export interface ListingContextValue {
  /** The listing as the shopper last asked for it (the pending address while it loads). */
  state: ListingState;
  filters: ListingFilter[];
  total: number;
  /** The page's own category (a category listing), which the reset keeps. */
  pathCategory: string | undefined;
  priceBounds: [number, number] | undefined;
  /** What the page's address carries besides the listing (q, lang), and whether it is the search page. */
  extra: [string, string][];
  searchPage: boolean;
  vehicles: ListingVehicles;
  href(next: ListingState): string;
  /** Shows another state of the listing without a reload, keeping the scroll position. */
  go(next: ListingState): void;
}

const ListingContext = createContext<ListingContextValue | null>(null);

export function useListing(): ListingContextValue {
  const value = useContext(ListingContext);
  if (!value) throw new Error("useListing outside a listing");
  return value;
}

export function ListingProvider({
  state: loaded,
  filters,
  total,
  pathCategory,
  basePath,
  extra,
  searchPage = false,
  vehicles,
  children,
}: {
  state: ListingState;
  filters: ListingFilter[];
  total: number;
  pathCategory: string | undefined;
  basePath: string;
  extra: [string, string][];
  searchPage?: boolean;
  vehicles: ListingVehicles;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const price = filters.find((f) => f.type === "range");
  const priceBounds = useMemo<[number, number] | undefined>(() => (price ? [price.min, price.max] : undefined), [price]);

  // Checkboxes follow the click at once: while the next page of results loads, the controls show
  // the address being loaded rather than the one on screen.
  const pending = navigation.location && navigation.location.pathname === location.pathname ? navigation.location.search : null;
  const state = useMemo(() => {
    if (pending === null) return loaded;
    const read = readListingQuery(new URLSearchParams(pending), pathCategory, searchPage);
    return read.ok ? read.state : loaded;
  }, [pending, loaded, pathCategory, searchPage]);

  const href = useCallback(
    (next: ListingState) => listingHref(next, { priceBounds, basePath, extra, searchPage }),
    [priceBounds, basePath, extra, searchPage],
  );
  const go = useCallback((next: ListingState) => void navigate(href(next), { preventScrollReset: true }), [navigate, href]);

  const value = useMemo(
    () => ({ state, filters, total, pathCategory, priceBounds, extra, searchPage, vehicles, href, go }),
    [state, filters, total, pathCategory, priceBounds, extra, searchPage, vehicles, href, go],
  );
  return <ListingContext.Provider value={value}>{children}</ListingContext.Provider>;
}
