import { Link, useSubmit } from "react-router";

import { appContext } from "#app-context";

import { LOCALES } from "../../../domain/locales.ts";
import {
  type AdminCategory,
  CATEGORY_CYCLE,
  CATEGORY_SLUG_TAKEN,
  CategoryFieldsSchema,
  CategoryPlaceFormSchema,
  CategoryRenameFormSchema,
  CategoryStepSchema,
  EditQuerySchema,
  HiddenFormSchema,
  IdFormSchema,
} from "../../../domain/schemas/catalogue-tree-admin.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK } from "../../components/admin/admin-ui.tsx";
import { DragPlace } from "../../components/admin/drag-place.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/categories";

// The category tree (decision 029): made, renamed in three languages, moved by buttons and a
// parent's choice (and by drag where scripts run), hidden, deleted when empty.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, EditQuerySchema);
  const categories = await app.services.catalogueTree.categories();
  return { query, categories, editing: categories.find((category) => category.id === query.edit) ?? null };
}

export function meta() {
  return [{ title: "Categories · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => {
    const { catalogueTree } = app.services;
    return {
      create: intent({
        schema: CategoryFieldsSchema,
        fieldOf: { [CATEGORY_SLUG_TAKEN]: "slug" },
        run: (fields) => catalogueTree.createCategory(staff, fields),
        done: (category: AdminCategory) => ({ key: "admin.categories.done.create", values: { name: category.name.en } }),
      }),
      rename: intent({
        schema: CategoryRenameFormSchema,
        fieldOf: { [CATEGORY_SLUG_TAKEN]: "slug" },
        run: ({ id, ...fields }) => catalogueTree.renameCategory(staff, id, fields),
        done: "admin.categories.done.rename",
      }),
      place: intent({
        schema: CategoryPlaceFormSchema,
        fieldOf: { [CATEGORY_CYCLE]: "parentId" },
        run: ({ id, ...move }) => catalogueTree.moveCategory(staff, id, move),
        done: "admin.categories.done.move",
      }),
      step: intent({
        schema: CategoryStepSchema,
        refusedAt: "page",
        run: ({ id, step }) => catalogueTree.stepCategory(staff, id, step),
        done: "admin.categories.done.move",
      }),
      hidden: intent({
        schema: HiddenFormSchema,
        refusedAt: "page",
        run: ({ id, hidden }) => catalogueTree.setCategoryHidden(staff, id, hidden),
        done: "admin.categories.done.hidden",
      }),
      delete: intent({
        schema: IdFormSchema,
        refusedAt: "page",
        run: ({ id }) => catalogueTree.deleteCategory(staff, id),
        done: "admin.categories.done.delete",
      }),
    };
  });

/** Where scripts run, a category's name can be dragged onto another: it takes that one's place among its siblings. */
function DraggableName({ category, children }: { category: AdminCategory; children: React.ReactNode }) {
  const submit = useSubmit();
  return (
    <DragPlace
      type="application/x-category"
      id={category.id}
      handle
      onDrop={(moved) =>
        void submit(
          { intent: "place", formId: "place", id: moved, parentId: category.parentId ?? "", position: category.position },
          { method: "post" },
        )
      }
    >
      {children}
    </DragPlace>
  );
}

function CategoryName({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <div style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
      <DraggableName category={category}>
        <Link to={`?edit=${category.id}#rename-${category.id}-title`} className={`${LINK} [overflow-wrap:anywhere]`}>
          {text(category.name)}
        </Link>
        <span dir="ltr" className="block font-mono text-xs text-slate-600 rtl:text-end">
          {category.slug}
        </span>
        {category.hidden || category.hiddenByParent ? (
          <span className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {category.hidden ? t("admin.categories.hidden") : t("admin.categories.hiddenByParent")}
          </span>
        ) : null}
      </DraggableName>
    </div>
  );
}

function CategoryActions({ category }: { category: AdminCategory }) {
  const { t } = useTranslation();
  const text = useText();
  const name = text(category.name);
  return (
    <div className="flex flex-wrap gap-2">
      <RowAction intent="step" fields={{ id: category.id, step: "up" }} label={t("admin.categories.upLabel", { name })}>
        <span aria-hidden="true">↑</span>
      </RowAction>
      <RowAction intent="step" fields={{ id: category.id, step: "down" }} label={t("admin.categories.downLabel", { name })}>
        <span aria-hidden="true">↓</span>
      </RowAction>
      <RowAction
        intent="hidden"
        fields={{ id: category.id, hidden: String(!category.hidden) }}
        label={t(category.hidden ? "admin.categories.showLabel" : "admin.categories.hideLabel", { name })}
      >
        {t(category.hidden ? "admin.categories.show" : "admin.categories.hide")}
      </RowAction>
      {category.parts === 0 && category.subcategories === 0 ? (
        <RowAction intent="delete" fields={{ id: category.id }} label={t("admin.categories.deleteLabel", { name })}>
          {t("admin.categories.delete")}
        </RowAction>
      ) : (
        <span className="text-xs text-slate-600">
          {t("admin.categories.holds", { parts: category.parts, subcategories: category.subcategories })}
        </span>
      )}
    </div>
  );
}

/** Names in the three languages and the slug, as the create and rename cards ask them. */
function NameFields({ fields }: { fields: { name: { getFieldset: () => Record<string, unknown> }; slug: unknown } }) {
  const { t } = useTranslation();
  const names = fields.name.getFieldset() as Record<(typeof LOCALES)[number], Parameters<typeof AdminField>[0]["field"]>;
  return (
    <>
      {LOCALES.map((locale) => (
        <AdminField
          key={locale}
          field={names[locale]}
          lang={locale}
          label={t("admin.categories.nameIn", { language: t(`admin.product.languages.${locale}`) })}
        />
      ))}
      <AdminField
        field={fields.slug as Parameters<typeof AdminField>[0]["field"]}
        label={t("admin.categories.slug")}
        hint={t("admin.categories.slugHint")}
        ltr
      />
    </>
  );
}

export default function AdminCategories({ loaderData: { query, categories, editing }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useText();
  const notice = useAnswerNotice(actionData);
  const parentLabel = (category: AdminCategory) => `${"— ".repeat(category.depth)}${text(category.name)}`;
  const top = { value: "", label: t("admin.categories.top") };
  const parents = [top, ...categories.map((category) => ({ value: String(category.id), label: parentLabel(category) }))];
  // A category cannot go under itself or what is under it: those are not offered.
  const below = new Set<number>();
  if (editing) {
    below.add(editing.id);
    for (const category of categories) if (category.parentId !== null && below.has(category.parentId)) below.add(category.id);
  }
  const side = (
    <div className="space-y-4">
      {editing ? (
        <>
          <ActionCard
            key={`rename-${editing.id}`}
            intent="rename"
            row={editing.id}
            look="card"
            heading={2}
            schema={CategoryRenameFormSchema}
            texts="admin.categories.rename"
            values={{ name: text(editing.name) }}
            defaultValue={{ name: { en: editing.name.en, ru: editing.name.ru ?? "", ar: editing.name.ar ?? "" }, slug: editing.slug }}
          >
            {(fields) => <NameFields fields={fields} />}
          </ActionCard>
          <ActionCard
            key={`place-${editing.id}`}
            intent="place"
            row={editing.id}
            look="card"
            heading={2}
            schema={CategoryPlaceFormSchema}
            texts="admin.categories.place"
            values={{ name: text(editing.name) }}
            defaultValue={{ parentId: editing.parentId === null ? "" : String(editing.parentId) }}
          >
            {(fields) => (
              <AdminField
                field={fields.parentId}
                label={t("admin.categories.parent")}
                control={{ kind: "select", options: parents.filter((option) => !below.has(Number(option.value))) }}
              />
            )}
          </ActionCard>
        </>
      ) : null}
      <ActionCard intent="create" heading={2} schema={CategoryFieldsSchema} texts="admin.categories.create" defaultValue={{ parentId: "" }}>
        {(fields) => (
          <>
            <NameFields fields={fields} />
            <AdminField field={fields.parentId} label={t("admin.categories.parent")} control={{ kind: "select", options: parents }} />
          </>
        )}
      </ActionCard>
    </div>
  );
  return (
    <ListPage<AdminCategory>
      title={t("admin.categories.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.categories.count", { count: categories.length })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.categories.lead")}</p>
        </>
      }
      path="/admin/categories"
      query={query}
      side={side}
      list={{ data: categories, pagination: { page: 1, totalPages: 1 } }}
      empty={t("admin.categories.none")}
      card={(category) => (
        <div className="space-y-2 text-sm">
          <CategoryName category={category} />
          <CategoryActions category={category} />
        </div>
      )}
      columns={[
        { head: t("admin.categories.name"), cell: (category) => <CategoryName category={category} /> },
        { head: t("admin.categories.parts"), cell: (category) => category.parts, className: "whitespace-nowrap" },
        { head: t("admin.categories.subcategories"), cell: (category) => category.subcategories, className: "whitespace-nowrap" },
        { head: t("admin.categories.actions"), cell: (category) => <CategoryActions category={category} /> },
      ]}
    />
  );
}
