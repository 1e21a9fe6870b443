import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import type { Category } from "../../../domain/schemas/catalog.ts";
import { useText } from "../../lib/use-preferences.ts";

/** Departments with their pictures and part counts. */
export function PopularCategories({ departments }: { departments: Category[] }) {
  const { t } = useTranslation();
  const text = useText();
  if (departments.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="categories-heading">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="categories-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t("home.categories.title")}
        </h2>
        <Link to="/shop" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("home.categories.all")}
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {departments.map((department) => (
          <li key={department.slug}>
            <Link
              to={`/product-category/${department.slug}/products`}
              className="group flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-3 text-center transition hover:border-brand-500 hover:shadow-sm sm:flex-row sm:gap-4 sm:p-4 sm:text-start"
            >
              {department.image ? (
                <img
                  src={department.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 sm:h-16 sm:w-16"
                />
              ) : null}
              <span className="min-w-0">
                <span className="block text-sm font-bold break-words hyphens-auto text-slate-900 group-hover:text-brand-700 sm:text-base">
                  {text(department.name)}
                </span>
                <span className="block text-xs text-slate-600 sm:text-sm">{t("home.categories.parts", { count: department.items })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
