import { data, Link } from "react-router";

import { type AppContext, appContext, reportedAs } from "#app-context";

import { dateTimeFormat, numberFormat } from "../../domain/intl-formats.ts";
import { PLACEMENT_TAG } from "../../domain/shown-tags.ts";
import { PageIntro } from "../components/ui/page-intro.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { useTranslation } from "../i18n/translator.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-preferences.ts";
import type { Route } from "./+types/info-page";

/** The information pages of spec §2, one module for five routes: path -> key in info.json. */
const PAGES = {
  "/about-us": { key: "about", updated: null },
  "/terms": { key: "terms", updated: "2026-01-12" },
  "/faq": { key: "faq", updated: null },
  "/privacy-policy": { key: "privacy", updated: "2026-01-12" },
  "/refund-and-returns": { key: "refunds", updated: "2026-01-12" },
} as const;
type InfoPath = keyof typeof PAGES;
type InfoKey = (typeof PAGES)[InfoPath]["key"];

interface Section {
  title: string;
  body: string;
}

const isInfoPath = (path: string): path is InfoPath => Object.hasOwn(PAGES, path);

export async function loader({ request, context }: Route.LoaderArgs) {
  // pageUrlOf: a client-side navigation asks for /about-us.data.
  const path = pageUrlOf(request.url).pathname.replace(/\/+$/, "");
  if (!isInfoPath(path)) throw data("Page Not Found", { status: 404 });
  const page = PAGES[path];
  const app = context.get(appContext);
  // The about page counts the shop's parts; the others show none.
  app.shows(page.key === "about" ? [PLACEMENT_TAG] : []);
  const [seo, stats] = await Promise.all([
    pageSeo(app, request, { titleKey: `info.${page.key}.seoTitle`, descriptionKey: `info.${page.key}.seoDescription` }),
    page.key === "about" ? shopStats(app.services.catalog).catch(reportedAs(null, app.reportError)) : null,
  ]);
  const { locale } = resolveLocale(request);
  const texts = pageTexts(app.services.translations.messages(locale), page.key);
  return { page: page.key as InfoKey, updated: page.updated as string | null, stats, seo, texts };
}

/** The About page's figures, from the catalogue itself. */
async function shopStats(catalog: AppContext["services"]["catalog"]) {
  const [departments, brands] = await Promise.all([catalog.categories(), catalog.brands()]);
  return { parts: departments.reduce((sum, d) => sum + d.items, 0), departments: departments.length, brands: brands.length };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Paragraphs of a translated text, split on blank lines. */
function Paragraphs({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  usePageTexts(loaderData.texts);
  const { t } = useTranslation();
  const locale = useLocale();
  const { page, updated, stats } = loaderData;
  const title = t(`info.${page}.title`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageIntro title={title} lead={t(`info.${page}.lead`)}>
        {updated ? (
          <p className="mt-2 text-sm text-slate-500">
            {t("info.updated", {
              date: dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(updated)),
            })}
          </p>
        ) : null}
      </PageIntro>
      {stats ? <Stats stats={stats} /> : null}
      {page === "faq" ? <Faq /> : <Sections page={page} />}
    </div>
  );
}

function Stats({ stats }: { stats: { parts: number; departments: number; brands: number } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = numberFormat(locale);
  return (
    <section aria-label={t("info.about.stats.label")} className="mt-8">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-3xl sm:gap-4">
        {(["parts", "departments", "brands"] as const).map((key) => (
          <div key={key} className="flex flex-col-reverse rounded-xl bg-slate-900 px-4 py-5 text-white sm:px-6">
            <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{t(`info.about.stats.${key}`, { count: stats[key] })}</dt>
            <dd className="text-2xl font-black text-brand-500 sm:text-4xl">{number.format(stats[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Sections({ page }: { page: Exclude<InfoKey, "faq"> }) {
  const { t } = useTranslation();
  const sections = Object.entries(t(`info.${page}.sections`, { returnObjects: true }) as unknown as Record<string, Section>);
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-6 lg:self-start">
        <h2 id="contents-heading" className="text-xs font-bold tracking-wider text-slate-500 uppercase">
          {t("info.contents")}
        </h2>
        <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
          {sections.map(([id, section]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-slate-600 hover:border-brand-600 hover:text-slate-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-8">
        {sections.map(([id, section]) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
            <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <Paragraphs text={section.body} />
            </div>
          </section>
        ))}
        {page === "about" ? (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-8">
            <Link to="/shop" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:brightness-90">
              {t("info.about.cta")}
            </Link>
            <Link
              to="/contact-us"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-slate-500"
            >
              {t("info.about.contact")}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The FAQ as an accordion of native disclosure widgets (keyboard and screen readers for free). */
function Faq() {
  const { t } = useTranslation();
  const questions = Object.entries(
    t("info.faq.questions", { returnObjects: true }) as unknown as Record<string, { question: string; answer: string }>,
  );
  return (
    <div className="mt-8 max-w-3xl">
      <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {questions.map(([id, item]) => (
          <details key={id} id={id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{item.question}</h2>
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="h-5 w-5 shrink-0 fill-none stroke-current stroke-2 text-slate-500 transition group-open:rotate-180"
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-slate-700">
              <Paragraphs text={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-4 rounded-xl bg-slate-100 p-5">
        <p className="font-semibold text-slate-900">{t("info.faq.more")}</p>
        <Link to="/contact-us" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90">
          {t("info.faq.contact")}
        </Link>
      </div>
    </div>
  );
}
