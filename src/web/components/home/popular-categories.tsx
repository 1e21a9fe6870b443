import { Link } from "react-router";

import type { Category } from "../../../domain/schemas/catalog.ts";
import { useTranslation } from "../../i18n/translator.ts";
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
            <Link to={`/product-category/${department.slug}/products`} className="group department-tile">
              {department.image ? (
                <img src={department.image} alt="" width={64} height={64} loading="lazy" className="department-picture" />
              ) : null}
              <span className="min-w-0">
                <span className="department-name">{text(department.name)}</span>
                <span className="department-count">{t("home.categories.parts", { count: department.items })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
