import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useShopperMoney, useShownPrice, useText } from "../../lib/use-preferences.ts";
import { useCurrentVehicle } from "../vehicle/use-current-vehicle.ts";
import type { HeaderTheme } from "./header-theme.ts";
import { SearchIcon } from "./icons.tsx";
import {
  moveActive,
  queryOfAddress,
  type SearchResponse,
  submitTarget,
  type Suggestion,
  SUGGESTIONS_TIMEOUT_MS,
  suggestionsOf,
  suggestionsUrl,
  wantsSuggestions,
} from "./search-rules.ts";
import { useDismiss } from "./use-dismiss.ts";

/**
 * spec §2, §4: search with a suggestions dropdown (ARIA combobox with a listbox). The dropdown
 * opens only when there are results, closes on an outside click and on Escape; the arrows walk
 * the suggestions, Enter opens the active one; a newer query cancels the older request.
 */
export function HeaderSearch({ theme, autoFocus = false }: { theme: HeaderTheme; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The public search answers no tax class: a suggestion shows as a standard-class part (decision 040).
  const shown = useShownPrice();
  const formatted = useShopperMoney();
  const money = (cents: number) => formatted(shown(cents));
  const text = useText();
  const navigate = useNavigate();
  const vehicle = useCurrentVehicle();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const location = useLocation();
  // On a results page the box shows what was searched, so it can be changed rather than retyped.
  const searched = queryOfAddress(location.pathname, location.search);
  const [query, setQuery] = useState(searched);
  useEffect(() => setQuery(searched), [searched]);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<{ controller: AbortController; result: Promise<Suggestion[]> } | null>(null);

  useDismiss(rootRef, open, () => close());
  useEffect(() => () => request.current?.controller.abort(), []);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onChange(value: string) {
    setQuery(value);
    setActive(-1);
    request.current?.controller.abort();
    request.current = null;
    if (!wantsSuggestions(value)) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    // spec §7: every call gives up after 5000 ms (where the browser can combine the two signals).
    const signal =
      typeof AbortSignal.any === "function"
        ? AbortSignal.any([controller.signal, AbortSignal.timeout(SUGGESTIONS_TIMEOUT_MS)])
        : controller.signal;
    const result = fetch(suggestionsUrl(value, locale, vehicle?.id ?? null), { signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        return suggestionsOf((await response.json()) as SearchResponse);
      })
      .catch((error: unknown) => {
        // A newer query cancelled this one: nothing to report.
        if (!controller.signal.aborted) console.warn("Could not fetch search suggestions", error);
        return [] as Suggestion[];
      });
    request.current = { controller, result };
    void result.then((found) => {
      if (controller.signal.aborted) return;
      setSuggestions(found);
      // spec §4, §8: the dropdown opens when results exist and stays closed when they are empty.
      setOpen(found.length > 0);
    });
  }

  function go(href: string, keep = "") {
    request.current?.controller.abort();
    request.current = null;
    close();
    setQuery(keep);
    setSuggestions([]);
    inputRef.current?.blur();
    void navigate(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An active suggestion opens its product or category; otherwise Enter and the button show the results.
    if (open && active >= 0 && suggestions[active]) return go(suggestions[active].href);
    go(submitTarget(query), query.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(open ? current : -1, suggestions.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        close();
      } else if (query !== "") {
        event.preventDefault();
        onChange("");
      }
    } else if (event.key === "Tab") {
      close();
    }
  }

  const products = suggestions.map((s, index) => ({ s, index })).filter(({ s }) => s.kind === "product");
  const categories = suggestions.map((s, index) => ({ s, index })).filter(({ s }) => s.kind === "category");

  function option({ s, index }: { s: Suggestion; index: number }) {
    const isActive = index === active;
    return (
      <li
        key={s.id}
        id={optionId(index)}
        role="option"
        aria-selected={isActive}
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={() => go(s.href)}
        className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${isActive ? "bg-slate-100" : ""}`}
      >
        {s.kind === "product" ? (
          <>
            <span className="grid h-12 w-12 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              {s.image ? <img src={s.image} alt="" width={48} height={48} className="h-full w-full object-cover" /> : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-900">{text(s.name)}</span>
              <span className="block text-xs text-slate-600">{s.partNumber}</span>
            </span>
            <span className="shrink-0 text-end">
              <span className="block text-sm font-bold text-slate-900">{money(s.priceCents)}</span>
              {s.compareAtCents !== null ? <s className="block text-xs text-slate-600">{money(s.compareAtCents)}</s> : null}
            </span>
          </>
        ) : (
          <>
            <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{text(s.name)}</span>
            <span className="shrink-0 text-xs text-slate-600">{t("header.departments.parts", { count: s.items })}</span>
          </>
        )}
      </li>
    );
  }

  // The APG's grouped listbox: each group's heading is a presentational item inside it.
  function group(kind: "products" | "categories", items: { s: Suggestion; index: number }[]) {
    if (items.length === 0) return null;
    return (
      <ul
        role="group"
        aria-labelledby={`${id}-${kind}`}
        className={kind === "categories" && products.length > 0 ? "mt-1 border-t border-slate-100 pt-1" : ""}
      >
        <li
          role="presentation"
          id={`${id}-${kind}`}
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
        >
          {t(`header.search.${kind}`)}
        </li>
        {items.map(option)}
      </ul>
    );
  }

  return (
    <form ref={rootRef} role="search" action="/search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("header.search.label")}
      </label>
      <div
        className={`flex h-11 items-center overflow-hidden rounded-lg border focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sky-500 ${theme.searchField}`}
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={t("header.search.placeholder")}
          value={query}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(suggestions.length > 0)}
          className="h-full min-w-0 flex-1 bg-transparent px-4 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button type="submit" className={`grid h-full w-12 shrink-0 place-items-center ${theme.searchButton}`}>
          <SearchIcon />
          <span className="sr-only">{t("header.search.submit")}</span>
        </button>
      </div>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl"
      >
        <div id={listboxId} role="listbox" aria-label={t("header.search.suggestions")}>
          {group("products", products)}
          {group("categories", categories)}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {open ? t("header.search.found", { count: suggestions.length }) : ""}
      </p>
    </form>
  );
}
