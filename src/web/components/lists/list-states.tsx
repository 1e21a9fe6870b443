import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";

/**
 * Shown until the stored lists are read (useShopStore hydrated): the server cannot know them,
 * so it renders this neutral shell rather than an "empty" message that would flash.
 */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="mt-6 space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden className="flex animate-pulse items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <div className="h-16 w-16 shrink-0 rounded-lg bg-slate-100" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-2/3 rounded bg-slate-100" />
            <div className="h-3 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The empty state of a list page: an icon, a heading, a line of help and a way back to the shop.
 * Its strings are the page's `<of>.title`, `<of>.text` and `<of>.action`.
 */
export function EmptyState({ of, to = "/shop", icon }: { of: string; to?: string; icon: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div aria-hidden className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </div>
      <h1 className="mt-6 text-3xl font-black tracking-tight">{t(`${of}.title`)}</h1>
      <p className="mt-3 text-slate-600">{t(`${of}.text`)}</p>
      <Link to={to} className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-orange-800">
        {t(`${of}.action`)}
      </Link>
    </section>
  );
}
