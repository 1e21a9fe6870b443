import { useId, useState } from "react";
import { Link } from "react-router";

import { regionName } from "../../../domain/intl-formats.ts";
import type { ProductSnapshot } from "../../../domain/lists.ts";
import { pictureSources } from "../../../domain/picture-sources.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useText } from "../../lib/use-preferences.ts";
import { optionRows, valuesDiffer } from "./compare-rows.ts";
import { TrashIcon } from "./icons.tsx";
import { AvailabilityPill, ListAddToCart, SnapshotPrice, SnapshotRating } from "./product-bits.tsx";
import { snapshotAvailability } from "./product-facts.ts";

interface Row {
  key: string;
  label: string;
  cells: React.ReactNode[];
  /** What decides whether the row differs between products. */
  values: string[];
  /** Part number and SKU always differ: never highlighted, always shown. */
  identity?: boolean;
}

const EMPTY = "—";

/**
 * The compare list as a table: one column per product, one row per attribute. On a phone the
 * table scrolls sideways while the attribute names stay at the start side (right in Arabic).
 */
export function CompareTable({ products, onRemove }: { products: ProductSnapshot[]; onRemove: (product: ProductSnapshot) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const locale = useLocale();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const several = products.length > 1;
  const listSeparator = locale === "ar" ? "، " : ", ";

  const cells = (render: (product: ProductSnapshot) => React.ReactNode) => products.map(render);
  const rows: Row[] = [
    {
      key: "price",
      label: t("compare.attributes.price"),
      cells: cells((p) => <SnapshotPrice product={p} />),
      values: products.map((p) => `${p.priceCents}-${p.discountCents}`),
    },
    {
      key: "rating",
      label: t("compare.attributes.rating"),
      cells: cells((p) => <SnapshotRating rating={p.rating} reviews={p.reviewCount} noneLabel={t("compare.noReviews")} />),
      values: products.map((p) => `${p.reviewCount ? p.rating : 0}-${p.reviewCount}`),
    },
    {
      key: "availability",
      label: t("compare.attributes.availability"),
      cells: cells((p) => <AvailabilityPill product={p} />),
      values: products.map((p) => snapshotAvailability(p)),
    },
    {
      key: "brand",
      label: t("common.product.brand"),
      cells: cells((p) => (
        <>
          <span className="font-medium">{p.brand.name}</span>
          {p.brand.country ? <span className="block text-xs text-slate-500">{regionName(p.brand.country, locale)}</span> : null}
        </>
      )),
      values: products.map((p) => `${p.brand.slug}-${p.brand.country}`),
    },
    {
      key: "partNumber",
      label: t("common.product.partNumber"),
      cells: cells((p) => (
        <span className="font-mono text-xs" dir="ltr">
          {p.partNumber}
        </span>
      )),
      values: products.map((p) => p.partNumber),
      identity: true,
    },
    {
      key: "sku",
      label: t("common.product.sku"),
      cells: cells((p) => (
        <span className="font-mono text-xs" dir="ltr">
          {p.sku}
        </span>
      )),
      values: products.map((p) => p.sku),
      identity: true,
    },
    {
      key: "category",
      label: t("compare.attributes.category"),
      cells: cells((p) => (
        <Link
          to={`/product-category/${p.category.slug}/products`}
          className="text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-brand-700"
        >
          {text(p.category.name)}
        </Link>
      )),
      values: products.map((p) => p.category.slug),
    },
    ...optionRows(products).map((row) => {
      const shown = row.values.map((values) => (values ? values.map(text).join(listSeparator) : null));
      return {
        key: `option-${row.slug}`,
        label: text(row.name),
        cells: shown.map((value) => value ?? <span className="text-slate-500">{EMPTY}</span>),
        values: shown.map((value) => value ?? ""),
      };
    }),
    {
      key: "tags",
      label: t("compare.attributes.tags"),
      cells: cells((p) =>
        p.tags.length ? (
          <span className="flex flex-wrap gap-1">
            {p.tags.map((tag) => (
              <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700" dir="ltr">
                {tag}
              </span>
            ))}
          </span>
        ) : (
          <span className="text-slate-500">{EMPTY}</span>
        ),
      ),
      values: products.map((p) => [...p.tags].sort().join(",")),
    },
  ];
  const differs = (row: Row) => several && !row.identity && valuesDiffer(row.values);
  const shownRows = onlyDifferences ? rows.filter((row) => row.identity || differs(row)) : rows;

  return (
    // Three parts or more fill the page; one or two keep their columns' own width, not stretched.
    <div className={`mt-4 max-w-full ${products.length >= 3 ? "w-full" : "w-fit"}`}>
      {several ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm">
          <label htmlFor={toggleId} className="inline-flex cursor-pointer items-center gap-2 font-medium">
            <input
              id={toggleId}
              type="checkbox"
              checked={onlyDifferences}
              onChange={(e) => setOnlyDifferences(e.currentTarget.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            {t("compare.onlyDifferences")}
          </label>
          <p className="flex items-center gap-2 text-slate-600">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-amber-300 bg-amber-50" />
            {t("compare.differenceLegend")}
          </p>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-500 sm:hidden">{t("compare.scrollHint")}</p>
      <div
        className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        role="region"
        aria-label={t("compare.tableLabel")}
        tabIndex={0}
      >
        <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t("compare.tableLabel")}</caption>
          <thead>
            <tr>
              <td className="sticky start-0 z-10 w-28 min-w-28 border-e border-b border-slate-200 bg-white sm:w-44 sm:min-w-44" />
              {products.map((product) => {
                const name = text(product.title);
                return (
                  <th
                    key={product.id}
                    scope="col"
                    className="w-52 min-w-52 max-w-64 border-b border-slate-200 p-3 text-start align-top font-normal sm:w-60 sm:min-w-60 sm:p-4"
                  >
                    <span className="block h-32 overflow-hidden rounded-lg bg-slate-100 sm:h-40">
                      {product.images[0] ? (
                        <img
                          {...pictureSources(product.images[0], 320)}
                          sizes="160px"
                          alt=""
                          width={160}
                          height={160}
                          loading="lazy"
                          className="mx-auto h-full w-auto object-contain"
                        />
                      ) : null}
                    </span>
                    <Link
                      to={`/product/${product.slug}`}
                      className="mt-3 line-clamp-3 font-semibold leading-snug text-slate-900 hover:text-brand-700"
                    >
                      {name}
                    </Link>
                    <div className="mt-3 flex flex-col gap-2">
                      <ListAddToCart product={product} chooseOptionsLabel={t("compare.chooseOptions")} className="w-full" />
                      <button
                        type="button"
                        onClick={() => onRemove(product)}
                        aria-label={t("compare.removeItem", { name })}
                        className="inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
                      >
                        <TrashIcon />
                        {t("compare.remove")}
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row) => {
              const highlight = differs(row);
              const tone = highlight ? "bg-amber-50" : "bg-white";
              return (
                <tr key={row.key} data-differs={highlight || undefined}>
                  <th
                    scope="row"
                    className={`sticky start-0 z-10 border-e border-b border-slate-200 p-3 text-start align-top text-xs font-semibold uppercase tracking-wide text-slate-600 sm:p-4 ${tone}`}
                  >
                    {row.label}
                    {highlight ? <span className="sr-only"> ({t("compare.differs")})</span> : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={products[index]!.id} className={`border-b border-slate-200 p-3 align-top text-slate-800 sm:p-4 ${tone}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
