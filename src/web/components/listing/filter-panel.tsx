import { useEffect, useId, useRef } from "react";

import { useTranslation } from "../../i18n/translator.ts";
import { useModal } from "../quick-view/use-modal.ts";
import { FilterSection } from "./filter-sections.tsx";
import { CloseIcon } from "./icons.tsx";
import { useListing } from "./listing-context.tsx";
import { DEFAULT_PAGE_SIZE, defaultSortOf, type ListingState } from "./listing-query.ts";

export const FILTERS_ID = "listing-filters";

/**
 * The listing's filters (spec §3, §9: category, vehicle, price, brand, discount, rating, colour).
 * A sidebar on a desktop; on a phone an off-canvas drawer from the start side (the right in
 * Arabic) that traps focus and closes on Escape. With JavaScript every change applies at once;
 * without it, this is a GET form whose fields the loader reads, and the drawer opens as #target.
 */
export function FilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, filters, total, href, extra, searchPage } = useListing();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  useModal(panel, open, onClose, { initialFocus: closeButton });

  // The drawer is a phone's: growing the window into a desktop closes it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [open, onClose]);

  const hidden = [...hiddenFields(state, searchPage), ...extra];
  return (
    <>
      {open ? <div className="fixed inset-0 z-[1049] bg-slate-950/50 lg:hidden" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id={FILTERS_ID}
        ref={panel}
        aria-labelledby={titleId}
        {...(open ? { role: "dialog", "aria-modal": true } : {})}
        tabIndex={-1}
        // A drawer only below the desktop width; closed, it waits off-screen on the start side
        // (the right in Arabic). Without JavaScript the Filters link opens it as #target.
        className={`outline-none max-lg:fixed max-lg:inset-y-0 max-lg:start-0 max-lg:z-[1050] max-lg:flex max-lg:w-[min(22rem,88vw)] max-lg:flex-col max-lg:bg-white max-lg:shadow-2xl max-lg:duration-200 ${
          // Opening shows it at once (so it can take focus) and slides it in; closing slides it
          // out before hiding it.
          open
            ? "max-lg:transition-transform"
            : "max-lg:transition-[transform,visibility] max-lg:[&:not(:target)]:invisible max-lg:[&:not(:target)]:-translate-x-full max-lg:rtl:[&:not(:target)]:translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden">
          <h2 id={titleId} className="text-lg font-bold">
            {t("listing.filters.title")}
          </h2>
          <a
            ref={closeButton}
            href="#"
            role="button"
            aria-label={t("listing.filters.close")}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            className="-me-2 grid h-10 w-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </a>
        </div>
        <form
          method="get"
          action={href({ ...state, page: 1 }).split("?")[0]}
          onSubmit={(event) => event.preventDefault()}
          className="flex-1 overflow-y-auto lg:overflow-visible"
        >
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="divide-y divide-slate-200 px-4 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white">
            {filters.map((filter) => (
              <FilterSection key={filter.slug} filter={filter} />
            ))}
          </div>
          <noscript>
            <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 lg:static lg:border-0 lg:bg-transparent lg:px-0">
              <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-600">
                {t("listing.filters.apply")}
              </button>
            </div>
          </noscript>
        </form>
        <div className="border-t border-slate-200 p-4 lg:hidden">
          <a
            href="#"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            className="block w-full rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-600"
          >
            {t("listing.filters.show", { count: total })}
          </a>
        </div>
      </aside>
    </>
  );
}

/** What the filter form carries besides its own fields, so a submit without JavaScript keeps it. */
function hiddenFields(state: ListingState, searchPage: boolean): [string, string][] {
  const fields: [string, string][] = [];
  if (searchPage && state.filters.category) fields.push(["filter_category", state.filters.category]);
  if (state.filters.vehicle !== undefined) fields.push(["filter_vehicle", String(state.filters.vehicle)]);
  else if (state.allVehicles) fields.push(["filter_vehicle", ""]);
  if (state.sort !== defaultSortOf(searchPage)) fields.push(["sort", state.sort]);
  if (state.limit !== DEFAULT_PAGE_SIZE) fields.push(["limit", String(state.limit)]);
  if (state.view !== "grid") fields.push(["view", state.view]);
  return fields;
}
