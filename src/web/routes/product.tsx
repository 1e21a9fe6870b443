import { useEffect, useState } from "react";
import { data, Link, type MetaDescriptor, redirect } from "react-router";

import { type AppContext, appContext } from "#app-context";

import { NotFoundError, TooManyRequestsError } from "../../domain/errors.ts";
import { regionName } from "../../domain/intl-formats.ts";
import { languageAlternates, languageUrl } from "../../domain/language-urls.ts";
import { REVIEW_LIST_DEFAULT_LIMIT } from "../../domain/list-limits.ts";
import { localizedText } from "../../domain/locales.ts";
import { pictureSources } from "../../domain/picture-sources.ts";
import { compareAtPriceCents, discountPercent, sellingPriceCents } from "../../domain/pricing.ts";
import { cardProduct, type MakerCode, type ProductPageView } from "../../domain/product.ts";
import { ReviewInputSchema } from "../../domain/schemas/review.ts";
import { roleMay } from "../../domain/staff.ts";
import { availabilityFromStock } from "../../domain/stock.ts";
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { pricesVary, productAsChosen } from "../../domain/variants.ts";
import { AddToCartForm } from "../components/product/add-to-cart-form.tsx";
import { FitmentPanel } from "../components/product/fitment-panel.tsx";
import { ProductGallery } from "../components/product/gallery.tsx";
import { loadReviewForm, ProductReviews, type ReviewActionData, REVIEWS_PAGE_PARAM } from "../components/product/product-reviews.tsx";
import { SendableNote } from "../components/product/sendable-note.tsx";
import { Tabs } from "../components/product/tabs.tsx";
import { ProductCarousel } from "../components/product-carousel.tsx";
import { parseForm } from "../components/ui/form-problems.ts";
import { ChevronEndIcon } from "../components/ui/icons.tsx";
import { RatingStars } from "../components/ui/rating-stars.tsx";
import { TaxNote } from "../components/ui/tax-note.tsx";
import { FitBadge } from "../components/vehicle/fit-badge.tsx";
import { translate } from "../i18n/translate.ts";
import { useTranslation } from "../i18n/translator.ts";
import { resolveLocale } from "../lib/preferences.ts";
import type { PageSeo } from "../lib/seo.ts";
import { seoMeta } from "../lib/seo.ts";
import {
  shownTextAttributes,
  useCurrency,
  useLocale,
  useShopperMoney,
  useShownPrice,
  useShownText,
  useText,
} from "../lib/use-preferences.ts";
import type { Route } from "./+types/product";

type TabKey = "description" | "specification" | "fitment" | "reviews";
const TAB_PARAM = "tab";
const TAB_KEYS: readonly TabKey[] = ["description", "specification", "fitment", "reviews"];

/** `?preview` on a part's address: staff who may read the catalogue see a draft or hidden part as a shopper would. */
const PREVIEW_PARAM = "preview";

/**
 * What the page shows, or: a renamed product's old address answers 301 to its new one (query
 * kept), a deleted part's 410, anything else 404. Staff previewing a part not shown get it read
 * afresh: their session already keeps the page from every cache (guest-page-key.ts, private-answers.ts).
 */
async function pageOr404(app: AppContext, slug: string, request: Request, reviewsPage: number) {
  try {
    const shown = await app.services.catalog.productPage(slug, reviewsPage, REVIEW_LIST_DEFAULT_LIMIT); // spec §9: 8 reviews a page
    return { ...shown, preview: null };
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const url = new URL(request.url);
    if (url.searchParams.has(PREVIEW_PARAM) && roleMay(app.user?.role, "catalog.read")) {
      const value = await app.services.catalog.productPreview(slug, REVIEW_LIST_DEFAULT_LIMIT).catch((missing: unknown) => {
        if (missing instanceof NotFoundError) return null;
        throw missing;
      });
      if (value) return { value, shows: [], preview: { state: value.product.status } };
    }
    const renamed = await app.services.catalog.slugRedirect(slug);
    if (renamed) throw redirect(`/product/${encodeURIComponent(renamed)}${url.search}`, 301);
    if (await app.services.catalog.partGone(slug)) throw data("Product Gone", { status: 410 });
    throw data("Product Not Found", { status: 404 });
  }
}

/** spec: a product's SEO from its meta fields; in ru and ar from its translated title and excerpt. */
function productSeo(
  product: ProductPageView,
  locale: ReturnType<typeof resolveLocale>["locale"],
  origin: string,
  noindex: boolean,
): PageSeo {
  const title = product.title[locale] || product.title.en;
  const excerpt = product.excerpt[locale] || product.excerpt.en;
  const english = locale === "en";
  return {
    title: (english && product.metaTitle) || `${title} · Overland`,
    description: (english && product.metaDescription) || excerpt,
    keywords: (english && product.metaKeywords) || undefined,
    canonical: languageUrl(origin, `/product/${product.slug}`, locale),
    noindex,
    alternates: noindex ? undefined : languageAlternates(origin, `/product/${product.slug}`),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { locale } = resolveLocale(request);
  const url = new URL(request.url);
  const pageParam = url.searchParams.get(REVIEWS_PAGE_PARAM);
  const reviewsPage = pageParam && /^\d{1,5}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1;
  const tabParam = url.searchParams.get(TAB_PARAM);
  const initialTab: TabKey = TAB_KEYS.find((key) => key === tabParam) ?? (pageParam ? "reviews" : "description");

  const {
    value: { product, reviews, related },
    shows,
    preview,
  } = await pageOr404(app, params.slug, request, reviewsPage);
  app.shows(shows);
  return {
    product,
    reviews,
    related: related.map(cardProduct),
    initialTab,
    preview,
    // A later page of reviews is the same product page: it is not indexed on its own; nor is a preview.
    seo: productSeo(product, locale, app.origin, reviewsPage > 1 || preview !== null),
    image: product.images[0] ? new URL(pictureSources(product.images[0], 960).src, app.origin).toString() : null,
    jsonLd: serializeJsonLd([
      productJsonLd(product, app.origin, locale),
      breadcrumbJsonLd(
        [
          { name: translate(app.services.translations.messages(locale), "common.home"), path: "/" },
          ...product.categoryPath.map((c) => ({ name: localizedText(c.name, locale), path: `/product-category/${c.slug}/products` })),
          { name: localizedText(product.title, locale), path: `/product/${product.slug}` },
        ],
        app.origin,
        locale,
      ),
    ]),
  };
}

/** Posting a review (spec §3 Review), with or without script; the same service as the API. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const submission = parseForm(await request.formData(), ReviewInputSchema);
  if (submission.status !== "success") return data<ReviewActionData>({ ok: false, result: submission.reply() }, { status: 400 });

  const {
    value: { product },
  } = await pageOr404(app, params.slug, request, 1);
  // Shoppers are told apart by address, as the API does.
  let posted: Awaited<ReturnType<typeof app.services.catalog.postReview>>;
  try {
    posted = await app.services.catalog.postReview(product.id, submission.value, { address: app.clientIp, userId: app.user?.id ?? null });
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      return data<ReviewActionData>({ ok: false, result: submission.reply({ formErrors: ["rateLimited"] }) }, { status: 429 });
    }
    throw error;
  }
  // A review the shop holds for its staff is said so: it shows once checked.
  return data<ReviewActionData>({ ok: true, held: posted.status === "held", result: submission.reply({ resetForm: true }) });
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const tags = seoMeta(loaderData.seo);
  tags.push({ property: "og:type", content: "product" });
  if (loaderData.image) tags.push({ property: "og:image", content: loaderData.image });
  return tags;
}

/** Staff's preview of a part shoppers cannot see: said at the top, with the way back to its editor. */
function PreviewNotice({ productId, state }: { productId: number; state: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p>
        <strong>{t("product.preview.title")}</strong> · {t("product.preview.text", { state: t(`product.preview.states.${state}`) })}
      </p>
      <Link to={`/admin/products/${productId}`} className="font-semibold underline">
        {t("product.preview.edit")}
      </Link>
    </div>
  );
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, related } = loaderData;
  const { t } = useTranslation();
  const text = useText();
  const shown = useShownText();
  const excerpt = shown(product.excerpt);
  const description = shown(product.description);
  const money = useShopperMoney();
  const locale = useLocale();
  // A review posted without script comes back to the reviews tab, with its result.
  const [tab, setTab] = useState<TabKey>(actionData ? "reviews" : loaderData.initialTab);
  const name = text(product.title);
  // The option values chosen so far; once they name a variant, its price, numbers and units are shown.
  const [choices, setChoices] = useState<Record<string, string>>({});
  const chosen = productAsChosen(product, choices);
  const shownPrice = useShownPrice();
  const currency = useCurrency();
  const price = shownPrice(sellingPriceCents(chosen), product.taxClass, product.ownPrices);
  // A part's own price in the shopper's currency is what it sells at there: the dollar sale does not strike it through.
  const entered = product.ownPrices?.[currency] === undefined ? compareAtPriceCents(chosen) : null;
  const compareAt = entered === null ? null : shownPrice(entered, product.taxClass);
  const percent = discountPercent(chosen);
  const availability = availabilityFromStock(chosen.stock);
  const priceFrom = chosen === product && pricesVary(product);
  const country = regionName(product.brand.country, locale);
  // The review form's code comes when the reviews are shown or the tabs are reached for.
  useEffect(() => {
    if (tab === "reviews") void loadReviewForm();
  }, [tab]);

  function showReviews(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setTab("reviews");
    document.getElementById("product-tabs")?.scrollIntoView({ behavior: "smooth", block: "start" });
    document.getElementById("product-tabs-tab-reviews")?.focus({ preventScroll: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {loaderData.preview ? <PreviewNotice productId={product.id} state={loaderData.preview.state} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <nav aria-label={t("product.breadcrumb")} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          <li>
            <Link to="/" className="hover:text-slate-900 hover:underline">
              {t("common.home")}
            </Link>
          </li>
          {product.categoryPath.map((category) => (
            <li key={category.slug} className="flex items-center gap-1.5">
              <ChevronEndIcon className="h-3.5 w-3.5 text-slate-400" />
              <Link to={`/product-category/${category.slug}/products`} className="hover:text-slate-900 hover:underline">
                {text(category.name)}
              </Link>
            </li>
          ))}
          <li className="flex min-w-0 items-center gap-1.5">
            <ChevronEndIcon className="h-3.5 w-3.5 text-slate-400" />
            <span aria-current="page" className="truncate text-slate-900">
              {name}
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-5 grid gap-8 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery
          key={chosen.images[0]}
          images={chosen.images}
          alt={name}
          alts={chosen.images.map((src) => product.pictureAlts[src]?.[locale] || product.pictureAlts[src]?.en || "")}
        />

        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {product.brand.name}
            {country ? <span className="font-normal text-slate-600 normal-case"> · {country}</span> : null}
          </p>
          <h1 className="mt-1 text-2xl leading-tight font-black break-words sm:text-3xl">{name}</h1>

          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars rating={product.rating} size="lg" />
            <a
              href="?tab=reviews#product-tabs"
              onClick={showReviews}
              className="text-sm text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {product.reviewCount > 0 ? t("common.product.reviews", { count: product.reviewCount }) : t("product.reviews.writeFirst")}
            </a>
          </div>

          <div className="mt-3">
            <FitBadge productId={product.id} variant="page" />
          </div>

          <div role="group" aria-label={t("product.price.label")} className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {priceFrom ? <span className="-me-1.5 text-lg font-semibold text-slate-600">{t("product.price.from")}</span> : null}
            <span className="text-3xl font-black text-slate-900">{money(price)}</span>
            {compareAt !== null ? (
              <>
                <span className="sr-only">{t("product.price.regular")}</span>
                <s className="text-lg text-slate-500">{money(compareAt)}</s>
                <span className="rounded-md bg-red-600 px-2 py-0.5 text-sm font-bold text-white">
                  {t("product.price.save", { percent })}
                </span>
              </>
            ) : null}
          </div>
          <TaxNote className="mt-1 text-sm text-slate-600" />
          <SendableNote productId={product.id} />

          {excerpt.text ? (
            <p {...shownTextAttributes(excerpt)} className="mt-4 leading-relaxed text-slate-700">
              {excerpt.text}
            </p>
          ) : null}

          <dl className="mt-5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm">
            <dt className="text-slate-600">{t("product.availability")}</dt>
            <dd
              className={`font-semibold ${availability === "out-of-stock" ? "text-red-700" : availability === "low-stock" ? "text-amber-800" : "text-emerald-800"}`}
            >
              {t(`common.availability.${availability}`)}
            </dd>
            <dt className="text-slate-600">{t("common.product.partNumber")}</dt>
            <dd className="font-mono break-all">{chosen.partNumber}</dd>
            <dt className="text-slate-600">{t("common.product.sku")}</dt>
            <dd className="font-mono break-all">{chosen.sku}</dd>
            {product.oemNumbers.length > 0 ? (
              <>
                <dt className="text-slate-600">{t("product.codes.oem")}</dt>
                <dd>
                  <MakerCodes codes={product.oemNumbers} />
                </dd>
              </>
            ) : null}
            {product.crossReferences.length > 0 ? (
              <>
                <dt className="text-slate-600">{t("product.codes.cross")}</dt>
                <dd>
                  <MakerCodes codes={product.crossReferences} />
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600">{t("common.product.brand")}</dt>
            <dd>
              {product.brand.name}
              {country ? `, ${country}` : ""}
            </dd>
          </dl>

          <div className="mt-6">
            <AddToCartForm
              product={product}
              choices={choices}
              onChoose={(option, value) => setChoices((c) => ({ ...c, [option]: value }))}
            />
          </div>
        </div>
      </div>

      <section
        id="product-tabs"
        className="mt-12 scroll-mt-24"
        onPointerOver={() => void loadReviewForm()}
        onFocus={() => void loadReviewForm()}
      >
        <Tabs<TabKey>
          id="product-tabs"
          label={t("product.tabs.label")}
          selected={tab}
          onSelect={setTab}
          hrefOf={(key) => `?${TAB_PARAM}=${key}#product-tabs`}
          tabs={[
            {
              key: "description",
              label: t("product.tabs.description"),
              panel: (
                <>
                  {/* Said once, for the whole text: the shop has no translation of it yet. */}
                  {description.fallback ? (
                    <p className="mb-4 max-w-3xl rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
                      {t("product.englishOnly")}
                    </p>
                  ) : null}
                  <p {...shownTextAttributes(description)} className="max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
                    {description.text}
                  </p>
                </>
              ),
            },
            {
              key: "specification",
              label: t("product.tabs.specification"),
              panel:
                product.specs.length > 0 ? (
                  <table className="w-full max-w-3xl text-start text-sm">
                    <caption className="sr-only">{t("product.tabs.specification")}</caption>
                    <tbody className="divide-y divide-slate-200">
                      {product.specs.map((spec) => (
                        <tr key={spec.name.en}>
                          <th scope="row" className="w-1/2 py-2.5 pe-4 text-start font-medium text-slate-600">
                            {text(spec.name)}
                          </th>
                          <td className="py-2.5 text-slate-900">{spec.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="text-slate-600">{t("product.specs.none")}</p>
                ),
            },
            {
              key: "fitment",
              label: t("product.tabs.fitment"),
              panel: <FitmentPanel groups={product.fitment} universal={product.universal} />,
            },
            {
              key: "reviews",
              label: t("product.tabs.reviews", { count: product.reviewCount }),
              panel: <ProductReviews rating={product.rating} reviewCount={product.reviewCount} reviews={reviews} actionData={actionData} />,
            },
          ]}
        />
      </section>

      {related.length > 0 ? (
        <div className="-mx-4" data-testid="related-products">
          <ProductCarousel title={t("product.related")} products={related} />
        </div>
      ) : null}
    </div>
  );
}

/** "Toyota 04465-0K240", one a line: maker and number are Latin, isolated left to right in Arabic. */
function MakerCodes({ codes }: { codes: MakerCode[] }) {
  return (
    <ul>
      {codes.map(({ maker, code }) => (
        <li key={`${maker}|${code}`}>
          <bdi dir="ltr">
            {maker} <span className="inline-block font-mono wrap-anywhere">{code}</span>
          </bdi>
        </li>
      ))}
    </ul>
  );
}
