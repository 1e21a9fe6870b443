import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { ChevronIcon } from "../listing/icons.tsx";
import { pageNumbers } from "../listing/listing-query.ts";
import { formatCount } from "../listing/listing-toolbar.tsx";

const ITEM = "grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-semibold";

/** Numbered pages with previous and next; links, so they work without JavaScript. */
export function Pager({ page, totalPages, hrefOf }: { page: number; totalPages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav aria-label={t("listing.pagination.label")} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link
              to={hrefOf(current - 1)}
              rel="prev"
              aria-label={t("listing.pagination.previous")}
              className={`${ITEM} flex gap-1 text-slate-700 hover:bg-white hover:text-brand-700`}
            >
              <ChevronIcon back />
              <span className="hidden sm:inline">{t("listing.pagination.previousShort")}</span>
            </Link>
          ) : null}
        </li>
        {pageNumbers(current, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-label={t("listing.pagination.page", { page: item })}
                aria-current={item === current ? "page" : undefined}
                className={`${ITEM} ${item === current ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-white hover:text-brand-700"}`}
              >
                {formatCount(item, locale)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link
              to={hrefOf(current + 1)}
              rel="next"
              aria-label={t("listing.pagination.next")}
              className={`${ITEM} flex gap-1 text-slate-700 hover:bg-white hover:text-brand-700`}
            >
              <span className="hidden sm:inline">{t("listing.pagination.nextShort")}</span>
              <ChevronIcon />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
