import { Link, redirect, useActionData } from "react-router";

import { appContext } from "#app-context";

import { BulkEditFormSchema, PRICE_ENDINGS } from "../../../domain/schemas/bulk-edit.ts";
import {
  AdminProductQuerySchema,
  type AdminProductRow,
  PRODUCT_GAPS,
  PRODUCT_SORTS,
  STOCK_STATES,
} from "../../../domain/schemas/catalog-admin.ts";
import { localizedText } from "../../../domain/schemas/common.ts";
import { PRODUCT_STATUSES, STORED_PRODUCT_STATUSES } from "../../../domain/stock.ts";
import { ActionCard, type AdminAnswer, AdminField, replyTo } from "../../components/admin/admin-form.tsx";
import { BUTTON, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { ProductStateBadge, ProductUnits, useUsd } from "../../components/admin/product-badges.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
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

/** The bulk form: a change of the parts ticked, or of every part the list's filter matches, run in the background. */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "catalog.write", (staff, app) => ({
    bulk: intent({
      schema: BulkEditFormSchema,
      run: async (input) => {
        const run = await app.services.bulkEdits.startBulkEdit(staff, input);
        throw redirect(`/admin/bulk-edits/${run.id}`);
      },
    }),
  }));
}

/** The form the rows' boxes belong to (their `form` attribute): they sit in the list, it beside it. */
const BULK_FORM = "bulk-form";

function ChooseBox({ product }: { product: AdminProductRow }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <input
      type="checkbox"
      name="ids"
      value={product.id}
      form={BULK_FORM}
      aria-label={t("admin.bulk.choose", { name: text(product.title) })}
      className="h-5 w-5 rounded border-slate-400"
    />
  );
}

/** Where a field of one kind of change shows: only while that kind is chosen (CSS :has, no script). */
const SHOWN_FOR: Record<string, string> = {
  percent: "hidden group-has-[option[value=price-percent]:checked]:block",
  amount: "hidden group-has-[option[value=price-amount]:checked]:block",
  ending: "hidden group-has-[option[value^=price-]:checked]:block",
  status: "hidden group-has-[option[value=status]:checked]:block",
  category: "hidden group-has-[option[value=category]:checked]:block",
  brand: "hidden group-has-[option[value=brand]:checked]:block",
  tags: "hidden group-has-[option[value^=tags-]:checked]:block",
};

function BulkPanel({
  query,
  total,
  capped,
  brands,
  categories,
}: {
  query: string;
  total: number;
  capped: boolean;
  brands: { value: number; label: string }[];
  categories: { value: number; label: string }[];
}) {
  const { t } = useTranslation();
  const options = <T extends string>(values: readonly T[], texts: string) =>
    values.map((value) => ({ value, label: t(`${texts}.${value}`) }));
  const kinds = ["price-percent", "price-amount", "status", "category", "brand", "tags-add", "tags-remove"] as const;
  const count = capped ? t("admin.bulk.countCapped", { count: total }) : String(total);
  const refused = replyTo(useActionData<AdminAnswer | undefined>(), "bulk") !== undefined;
  return (
    // Closed until wanted; open again when the shop refused what it sent, to say why.
    <details className="mb-6 rounded-xl border border-slate-200 bg-white p-4" open={refused || undefined}>
      <summary className="cursor-pointer font-bold text-slate-900">{t("admin.bulk.title")}</summary>
      <p className="mt-2 text-sm text-slate-600">{t("admin.bulk.lead")}</p>
      <div className="group mt-3">
        <ActionCard
          intent="bulk"
          look="inline"
          schema={BulkEditFormSchema}
          texts="admin.bulk.form"
          hidden={{ query }}
          defaultValue={{ kind: "price-percent", scope: "ids", ending: "none" }}
        >
          {(fields) => (
            <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <AdminField
                field={fields.scope}
                label={t("admin.bulk.scope")}
                control={{
                  kind: "select",
                  options: [
                    { value: "ids", label: t("admin.bulk.scopes.ids") },
                    { value: "filter", label: t("admin.bulk.scopes.filter", { parts: count }) },
                  ],
                }}
              />
              <AdminField
                field={fields.kind}
                label={t("admin.bulk.kind")}
                control={{ kind: "select", options: options(kinds, "admin.bulk.kinds") }}
              />
              <div className={SHOWN_FOR.percent}>
                <AdminField
                  field={fields.percent}
                  label={t("admin.bulk.percent")}
                  hint={t("admin.bulk.percentHint")}
                  ltr
                  control={{ inputMode: "decimal" }}
                />
              </div>
              <div className={SHOWN_FOR.amount}>
                <AdminField
                  field={fields.amount}
                  label={t("admin.bulk.amount")}
                  hint={t("admin.bulk.amountHint")}
                  ltr
                  control={{ inputMode: "decimal" }}
                />
              </div>
              <div className={SHOWN_FOR.ending}>
                <AdminField
                  field={fields.ending}
                  label={t("admin.bulk.ending")}
                  control={{ kind: "select", options: options(PRICE_ENDINGS, "admin.bulk.endings") }}
                />
              </div>
              <div className={SHOWN_FOR.status}>
                <AdminField
                  field={fields.status}
                  label={t("admin.products.state")}
                  control={{ kind: "select", options: options(PRODUCT_STATUSES, "admin.products.states") }}
                />
              </div>
              <div className={SHOWN_FOR.category}>
                <AdminField
                  field={fields.categoryId}
                  label={t("admin.products.category")}
                  control={{ kind: "select", options: categories.map((c) => ({ value: String(c.value), label: c.label })) }}
                />
              </div>
              <div className={SHOWN_FOR.brand}>
                <AdminField
                  field={fields.brandId}
                  label={t("admin.products.brand")}
                  control={{ kind: "select", options: brands.map((b) => ({ value: String(b.value), label: b.label })) }}
                />
              </div>
              <div className={SHOWN_FOR.tags}>
                <AdminField field={fields.tags} label={t("admin.bulk.tags")} hint={t("admin.bulk.tagsHint")} />
              </div>
              {fields.ids.errors ? (
                <p className="text-sm font-semibold text-red-800" role="alert">
                  {/* None sent is "empty" to the form's own check, NONE_CHOSEN to the server's. */}
                  {t(`admin.bulk.problems.${fields.ids.errors.includes("TOO_MANY_CHOSEN") ? "TOO_MANY_CHOSEN" : "NONE_CHOSEN"}`)}
                </p>
              ) : null}
            </div>
          )}
        </ActionCard>
      </div>
    </details>
  );
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
      <div className="flex items-start gap-3">
        <ChooseBox product={product} />
        <PartCell product={product} />
      </div>
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

/** The list's filter as the bulk form carries it: everything but its page and order. */
function bulkQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === "page" || name === "sort" || value === undefined || value === null || value === "") continue;
    params.set(name, String(value));
  }
  return params.toString();
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
      above={<BulkPanel query={bulkQuery(query)} total={total} capped={page.totalCapped} brands={brands} categories={categories} />}
      columns={[
        { head: t("admin.bulk.chooseHead"), cell: (product) => <ChooseBox product={product} /> },
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
