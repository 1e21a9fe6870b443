import { appContext } from "#app-context";

import { textFor } from "../../domain/locales.ts";
import { cardProduct } from "../../domain/product.ts";
import type { Category } from "../../domain/schemas/catalog.ts";
import { partTag, PLACEMENT_TAG } from "../../domain/shown-tags.ts";
import { organizationJsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { BrandCarousel } from "../components/home/brand-carousel.tsx";
import { DeferredProductRows } from "../components/home/deferred-product-rows.tsx";
import { type FeaturedTab, FeaturedTabs } from "../components/home/featured-tabs.tsx";
import { Hero } from "../components/home/hero.tsx";
import { LatestPosts } from "../components/home/latest-posts.tsx";
import { Perks } from "../components/home/perks.tsx";
import { PopularCategories } from "../components/home/popular-categories.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { postSummaries } from "../lib/post-summaries.server.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/home";
import { FEATURED_LIMIT } from "./resources/featured.ts";

const POPULAR_CATEGORIES = 8;
/** Departments with a featured tab, when the catalogue has them; otherwise the largest ones. */
const FEATURED_TAB_SLUGS = ["suspension", "recovery-gear", "lighting", "camping-and-touring"];
const FEATURED_TABS = 4;

function featuredTabs(departments: Category[]): FeaturedTab[] {
  const chosen = FEATURED_TAB_SLUGS.map((slug) => departments.find((d) => d.slug === slug)).filter((d) => d !== undefined);
  const picked = chosen.length > 0 ? chosen : [...departments].sort((a, b) => b.items - a.items).slice(0, FEATURED_TABS);
  return [{ slug: null, name: null }, ...picked.map((d) => ({ slug: d.slug, name: d.name }))];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { catalog, content } = app.services;
  const { locale } = resolveLocale(request);
  const [featured, departments, brands, posts, seo] = await Promise.all([
    catalog.collection("featured", FEATURED_LIMIT),
    catalog.categories(),
    catalog.brands(),
    content.blogList(1, 3),
    // In English the shop owner's /seo entry for "/" wins over the translated defaults.
    pageSeo(app, request, { titleKey: "home.seo.title", descriptionKey: "home.seo.description" }),
  ]);
  // Featured parts, and the departments' counts; brands and posts change with everything.
  app.shows([...featured.map((part) => partTag(part.id)), PLACEMENT_TAG]);
  return {
    featured: featured.map(cardProduct),
    featuredTabs: featuredTabs(departments),
    // Popular: the departments with the most parts (their cards show no subcategories).
    popular: [...departments]
      .sort((a, b) => b.items - a.items)
      .slice(0, POPULAR_CATEGORIES)
      .map((department) => ({ ...department, name: textFor(department.name, locale), children: [] })),
    brands,
    posts: await postSummaries(app, posts.data, locale),
    seo,
    jsonLd: serializeJsonLd(organizationJsonLd(app.origin, app.shop)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { featured, featuredTabs, popular, brands, posts } = loaderData;
  return (
    <div className="pb-4">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <h1 className="sr-only">{t("home.heading")}</h1>
      <Hero />
      <Perks />
      <FeaturedTabs tabs={featuredTabs} initial={featured} />
      <PopularCategories departments={popular} />
      <DeferredProductRows />
      <BrandCarousel brands={brands} />
      <LatestPosts posts={posts} />
    </div>
  );
}
