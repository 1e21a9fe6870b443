import { Link } from "react-router";

import type { Category } from "../../../domain/schemas/catalog.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";
import { HomeSection } from "./home-section.tsx";

/** Departments with their pictures and part counts. */
export function PopularCategories({ departments }: { departments: Category[] }) {
  const { t } = useTranslation();
  const text = useText();
  if (departments.length === 0) return null;
  return (
    <HomeSection id="categories-heading" title={t("home.categories.title")} allLink={{ to: "/shop", label: t("home.categories.all") }}>
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
    </HomeSection>
  );
}
