import { Link } from "react-router";

import { regionName } from "../../../domain/intl-formats.ts";
import type { Brand } from "../../../domain/schemas/catalog.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { Carousel } from "../carousel.tsx";

/** The brands the shop stocks (spec §7 GET /brands); each opens the shop filtered by it. */
export function BrandCarousel({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (brands.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12">
      <Carousel
        label={t("home.brands.label")}
        header={
          <h2 id="brands-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t("home.brands.title")}
          </h2>
        }
        perViewClass="[--gap:0.75rem] [--per-view:3] sm:[--per-view:4] lg:[--per-view:6]"
        slides={brands.map((brand) => (
          <Link key={brand.slug} to={`/shop?filter_brand=${brand.slug}`} className="brand-tile">
            {/* A brand added in the back office has no logo yet: its name says it. */}
            {brand.image ? <img src={brand.image} alt="" width={160} height={80} loading="lazy" className="brand-logo" /> : null}
            <span className="brand-name">{brand.name}</span>
            <span className="brand-country">{regionName(brand.country, locale)}</span>
          </Link>
        ))}
      />
    </section>
  );
}
