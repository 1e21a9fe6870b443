import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";

const BANNERS = [
  { key: "sale", to: "/shop?filter_discount=yes", look: "bg-gradient-to-br from-brand-700 to-red-800" },
  { key: "fitment", to: "/shop", look: "bg-gradient-to-br from-slate-900 to-slate-700" },
] as const;

/** Two banners between the product rows: the offers and the vehicle filter. */
export function PromoBanners() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-7xl gap-4 px-4 pt-12 md:grid-cols-2">
      {BANNERS.map((banner) => (
        <div key={banner.key} className={`relative overflow-hidden rounded-2xl p-6 text-white sm:p-8 ${banner.look}`}>
          <svg aria-hidden viewBox="0 0 200 200" className="pointer-events-none absolute -end-10 -bottom-12 h-52 w-52 opacity-15">
            <circle cx="100" cy="100" r="80" fill="none" stroke="currentColor" strokeWidth="24" />
            <circle cx="100" cy="100" r="30" fill="currentColor" />
          </svg>
          <p className="relative text-xs font-bold tracking-widest text-white uppercase">{t(`home.promo.${banner.key}.eyebrow`)}</p>
          <h2 className="relative mt-2 text-2xl font-black">{t(`home.promo.${banner.key}.title`)}</h2>
          <p className="relative mt-2 max-w-md text-white">{t(`home.promo.${banner.key}.text`)}</p>
          <Link
            to={banner.to}
            className="relative mt-5 inline-block rounded-lg bg-white px-5 py-2.5 text-sm font-bold text-slate-900 shadow hover:bg-slate-100"
          >
            {t(`home.promo.${banner.key}.cta`)}
          </Link>
        </div>
      ))}
    </section>
  );
}
