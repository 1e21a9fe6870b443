import { Fragment } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";

/** Home, then the given trail; the last entry is the current page (no link). */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const { t } = useTranslation();
  const entries = [{ label: t("common.home"), to: "/" }, ...trail];
  return (
    <nav aria-label={t("info.breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-2">
        {entries.map((entry, index) => (
          <Fragment key={`${index}-${entry.label}`}>
            {index > 0 ? (
              <li aria-hidden className="text-slate-400">
                /
              </li>
            ) : null}
            {index === entries.length - 1 ? (
              <li aria-current="page" className="line-clamp-1 font-medium text-slate-900">
                {entry.label}
              </li>
            ) : (
              <li>
                <Link to={entry.to ?? "/"} className="hover:text-brand-700 hover:underline">
                  {entry.label}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
