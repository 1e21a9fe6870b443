import { useId, useRef } from "react";

import { useRootData } from "../../lib/use-preferences.ts";

export interface TabItem<K extends string> {
  key: K;
  label: React.ReactNode;
  panel: React.ReactNode;
}

/**
 * The ARIA tabs pattern: one tab stop; arrow keys move between tabs and show them (mirrored in
 * rtl), Home and End jump to the ends. Hidden panels stay in the HTML for search engines. With
 * `hrefOf`, each tab is a link to the page showing it (the loader reads it), so a tab opens
 * without JavaScript too; with it, the tab shows at once.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  id,
  hrefOf,
}: {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  id?: string;
  hrefOf?: (key: K) => string;
}) {
  const generated = useId();
  const base = id ?? generated;
  const rtl = useRootData()?.direction === "rtl";
  const buttons = useRef(new Map<K, HTMLElement | null>());

  function move(event: React.KeyboardEvent<HTMLElement>, index: number) {
    const last = tabs.length - 1;
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let next: number;
    if (event.key === forward) next = index === last ? 0 : index + 1;
    else if (event.key === backward) next = index === 0 ? last : index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    buttons.current.get(key)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex overflow-x-auto border-b border-slate-200 sm:gap-1">
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          const props = {
            ref: (element: HTMLElement | null) => {
              buttons.current.set(tab.key, element);
            },
            id: `${base}-tab-${tab.key}`,
            role: "tab",
            "aria-selected": active,
            "aria-controls": `${base}-panel-${tab.key}`,
            tabIndex: active ? 0 : -1,
            onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => move(event, index),
            className: `-mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-3 text-sm font-semibold sm:px-5 sm:text-base ${
              active ? "border-brand-600 text-slate-900" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
            }`,
          };
          return hrefOf ? (
            <a
              key={tab.key}
              {...props}
              href={hrefOf(tab.key)}
              onClick={(event) => {
                // A click with a modifier opens the tab's page elsewhere, as links do.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onSelect(tab.key);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.key} {...props} type="button" onClick={() => onSelect(tab.key)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`${base}-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
