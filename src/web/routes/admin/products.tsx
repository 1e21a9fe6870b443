import { Link } from "react-router";

import { appContext } from "#app-context";

import {
  AdminProductQuerySchema,
  type AdminProductRow,
  PRODUCT_GAPS,
  PRODUCT_SORTS,
  STOCK_STATES,
} from "../../../domain/schemas/catalog-admin.ts";
import { localizedText } from "../../../domain/schemas/common.ts";
import { STORED_PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { BUTTON, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { ProductStateBadge, ProductUnits, useUsd } from "../../components/admin/product-badges.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { resolveLocale } from "../../lib/preferences.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, AdminProductQuerySchema);
  const { locale } = resolveLocale(request);
  const [page, choices] = await Promise.all([app.services.catalogAdmin.list(query), app.services.catalogAdmin.choices()]);
  return {
    query,
    page,
    brands: choices.brands.map((brand) => ({ value: brand.id, label: brand.name })),
    categories: choices.categories.map((category) => ({ value: category.id, label: localizedText(category.name, locale) })),
  };
}

export function meta() {
  return [{ title: "Products · Back office · Overland" }];
}

function Thumb({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  return product.image ? (
    <img
      src={product.image}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="h-12 w-12 shrink-0 rounded border border-slate-200 object-contain"
    />
  ) : (
    <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded border border-dashed border-slate-300 text-center text-[10px] leading-tight text-slate-600">
      {t("admin.products.noPicture")}
    </span>
  );
}

function PartCell({ product }: { product: AdminProductRow }) {
  const text = useText();
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Thumb product={product} />
      <div className="min-w-0">
        <Link to={`/admin/products/${product.id}`} className={`${LINK} [overflow-wrap:anywhere]`}>
          {text(product.title)}
        </Link>
        <span dir="ltr" className="block font-mono text-xs text-slate-600">
          {product.partNumber} · {product.sku}
        </span>
      </div>
    </div>
  );
}

function Price({ product }: { product: AdminProductRow }) {
  const usd = useUsd();
  if (product.salePrice === null) return <>{usd(product.price)}</>;
  return (
    <>
      <span className="font-semibold text-red-800">{usd(product.salePrice)}</span>{" "}
      <s className="text-xs text-slate-600">{usd(product.price)}</s>
    </>
  );
}

/** On a phone each part is a card; from a tablet up, a table. */
function ProductCard({ product }: { product: AdminProductRow }) {
  return (
    <>
      <PartCell product={product} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <ProductStateBadge status={product.status} />
        <ProductUnits product={product} />
        <span>
          <Price product={product} />
        </span>
      </div>
    </>
  );
}

export default function AdminProducts({ loaderData: { query, page, brands, categories } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useText();
  const total = page.pagination.total;
  return (
    <ListPage
      title={t("admin.products.title")}
      aside={
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">
            {page.totalCapped ? t("admin.products.countCapped", { count: total }) : t("admin.products.count", { count: total })}
          </p>
          <Link to="/admin/products/new" className={BUTTON}>
            {t("admin.products.new")}
          </Link>
        </div>
      }
      path="/admin/products"
      query={query}
      filters={[
        { kind: "search", name: "q", label: t("admin.products.search") },
        { kind: "choice", name: "category", label: t("admin.products.category"), options: categories },
        { kind: "choice", name: "brand", label: t("admin.products.brand"), options: brands },
        {
          kind: "choice",
          name: "state",
          label: t("admin.products.state"),
          values: STORED_PRODUCT_STATUSES,
          texts: "admin.products.states",
        },
        { kind: "choice", name: "stock", label: t("admin.products.stock"), values: STOCK_STATES, texts: "admin.products.stocks" },
        { kind: "choice", name: "lacking", label: t("admin.products.lacking"), values: PRODUCT_GAPS, texts: "admin.products.lacks" },
        {
          kind: "choice",
          name: "sort",
          label: t("admin.products.sort"),
          values: PRODUCT_SORTS,
          texts: "admin.products.sorts",
          required: true,
        },
      ]}
      list={page}
      card={(product) => <ProductCard product={product} />}
      empty={t("admin.products.none")}
      columns={[
        { head: t("admin.products.part"), cell: (product) => <PartCell product={product} /> },
        { head: t("admin.products.brand"), cell: (product) => product.brand },
        { head: t("admin.products.category"), cell: (product) => text(product.category) },
        { head: t("admin.products.state"), cell: (product) => <ProductStateBadge status={product.status} /> },
        { head: t("admin.products.price"), cell: (product) => <Price product={product} />, className: "whitespace-nowrap" },
        { head: t("admin.products.units"), cell: (product) => <ProductUnits product={product} />, className: "whitespace-nowrap" },
        { head: t("admin.products.updated"), when: (product) => product.updatedAt },
      ]}
    />
  );
}
