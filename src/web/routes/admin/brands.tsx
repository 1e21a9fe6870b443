import { Link } from "react-router";
import { z } from "zod";

import { appContext } from "#app-context";

import {
  type AdminBrand,
  BRAND_SLUG_TAKEN,
  BrandFieldsSchema,
  BrandFormSchema,
  BrandQuerySchema,
  EditQuerySchema,
  HiddenFormSchema,
  IdFormSchema,
} from "../../../domain/schemas/catalogue-tree-admin.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/brands";

// The brands (decision 029): made, renamed, hidden from the storefront's brand lists, deleted when
// no part has them.

const BrandsQuerySchema = z.object({ ...BrandQuerySchema.shape, ...EditQuerySchema.shape });

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, BrandsQuerySchema);
  const page = await app.services.catalogueTree.brands(query.q, query.page);
  return { query, page, editing: page.data.find((brand) => brand.id === query.edit) ?? null };
}

export function meta() {
  return [{ title: "Brands · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => {
    const { catalogueTree } = app.services;
    return {
      create: intent({
        schema: BrandFieldsSchema,
        fieldOf: { [BRAND_SLUG_TAKEN]: "slug" },
        run: (fields) => catalogueTree.createBrand(staff, fields),
        done: (brand: AdminBrand) => ({ key: "admin.brands.done.create", values: { name: brand.name } }),
      }),
      rename: intent({
        schema: BrandFormSchema,
        fieldOf: { [BRAND_SLUG_TAKEN]: "slug" },
        run: ({ id, ...fields }) => catalogueTree.updateBrand(staff, id, fields),
        done: "admin.brands.done.rename",
      }),
      hidden: intent({
        schema: HiddenFormSchema,
        refusedAt: "page",
        run: ({ id, hidden }) => catalogueTree.setBrandHidden(staff, id, hidden),
        done: "admin.brands.done.hidden",
      }),
      delete: intent({
        schema: IdFormSchema,
        refusedAt: "page",
        run: ({ id }) => catalogueTree.deleteBrand(staff, id),
        done: "admin.brands.done.delete",
      }),
    };
  });

function BrandName({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`?edit=${brand.id}#rename-${brand.id}-title`} className={`${LINK} [overflow-wrap:anywhere]`}>
        {brand.name}
      </Link>
      <span dir="ltr" className="block font-mono text-xs text-slate-600 rtl:text-end">
        {brand.slug}
      </span>
      {brand.hidden ? (
        <span className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {t("admin.brands.hidden")}
        </span>
      ) : null}
    </>
  );
}

function BrandActions({ brand }: { brand: AdminBrand }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <RowAction
        intent="hidden"
        fields={{ id: brand.id, hidden: String(!brand.hidden) }}
        label={t(brand.hidden ? "admin.brands.showLabel" : "admin.brands.hideLabel", { name: brand.name })}
      >
        {t(brand.hidden ? "admin.brands.show" : "admin.brands.hide")}
      </RowAction>
      {brand.parts === 0 ? (
        <RowAction intent="delete" fields={{ id: brand.id }} label={t("admin.brands.deleteLabel", { name: brand.name })}>
          {t("admin.brands.delete")}
        </RowAction>
      ) : (
        <span className="text-xs text-slate-600">{t("admin.brands.holds", { count: brand.parts })}</span>
      )}
    </div>
  );
}

export default function AdminBrands({ loaderData: { query, page, editing }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const side = (
    <div className="space-y-4">
      {editing ? (
        <ActionCard
          key={`rename-${editing.id}`}
          intent="rename"
          row={editing.id}
          look="card"
          heading={2}
          schema={BrandFormSchema}
          texts="admin.brands.rename"
          values={{ name: editing.name }}
          defaultValue={{ name: editing.name, slug: editing.slug, country: editing.country }}
        >
          {(fields) => (
            <>
              <AdminField field={fields.name} label={t("admin.brands.name")} />
              <AdminField field={fields.slug} label={t("admin.brands.slug")} hint={t("admin.brands.slugHint")} ltr />
              <AdminField field={fields.country} label={t("admin.brands.country")} hint={t("admin.brands.countryHint")} ltr />
            </>
          )}
        </ActionCard>
      ) : null}
      <ActionCard intent="create" heading={2} schema={BrandFieldsSchema} texts="admin.brands.create">
        {(fields) => (
          <>
            <AdminField field={fields.name} label={t("admin.brands.name")} />
            <AdminField field={fields.slug} label={t("admin.brands.slug")} hint={t("admin.brands.slugHint")} ltr />
            <AdminField field={fields.country} label={t("admin.brands.country")} hint={t("admin.brands.countryHint")} ltr />
          </>
        )}
      </ActionCard>
    </div>
  );
  return (
    <ListPage<AdminBrand>
      title={t("admin.brands.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.brands.count", { count: page.pagination.total })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.brands.lead")}</p>
        </>
      }
      path="/admin/brands"
      query={{ q: query.q, page: query.page }}
      filters={[{ kind: "search", name: "q", label: t("admin.brands.search") }]}
      side={side}
      list={page}
      empty={t("admin.brands.none")}
      card={(brand) => (
        <div className="space-y-2 text-sm">
          <BrandName brand={brand} />
          <p className="text-slate-700">{brand.country}</p>
          <BrandActions brand={brand} />
        </div>
      )}
      columns={[
        { head: t("admin.brands.name"), cell: (brand) => <BrandName brand={brand} /> },
        { head: t("admin.brands.country"), cell: (brand) => brand.country },
        { head: t("admin.brands.parts"), cell: (brand) => brand.parts, className: "whitespace-nowrap" },
        { head: t("admin.brands.actions"), cell: (brand) => <BrandActions brand={brand} /> },
      ]}
    />
  );
}
