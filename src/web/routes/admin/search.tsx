import { appContext } from "#app-context";

import { NotFoundError } from "../../../domain/errors.ts";
import { SearchMissesQuerySchema, SearchMissSchema, SynonymGroupIdSchema, SynonymsFormSchema } from "../../../domain/schemas/admin.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, PageTitle } from "../../components/admin/admin-ui.tsx";
import { listHref, ListRows } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/search";

const MISSES_PER_PAGE = 25;

// /admin/search: what shoppers searched for and did not find, most asked first, and the
// synonym groups the search reads by, which staff extend.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "search.read");
  const { page } = listQueryOf(request, SearchMissesQuerySchema);
  const { search } = app.services.catalog;
  const [misses, groups] = await Promise.all([search.misses(MISSES_PER_PAGE, (page - 1) * MISSES_PER_PAGE), search.synonymGroups()]);
  return {
    misses: {
      // A miss is known by its query as the search keeps it.
      data: misses.rows.map((miss) => ({
        ...miss,
        id: miss.query,
        firstAt: miss.firstAt.toISOString(),
        lastAt: miss.lastAt.toISOString(),
      })),
      pagination: { page, totalPages: Math.max(1, Math.ceil(misses.total / MISSES_PER_PAGE)) },
    },
    groups: groups.map((group) => ({ id: group.id, phrases: group.phrases })),
  };
}

export function meta() {
  return [{ title: "Search · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "search.write", (me, app) => {
    const { search } = app.services.catalog;
    return {
      add: intent({
        schema: SynonymsFormSchema,
        done: "admin.search.added",
        run: ({ phrases }) => search.addSynonyms(me, phrases),
      }),
      delete: intent({
        schema: SynonymGroupIdSchema,
        refusedAt: "page",
        run: async ({ id }) => {
          if (!(await search.deleteSynonyms(me, id))) throw new NotFoundError("SYNONYMS_GONE");
          return { key: "admin.search.deleted" };
        },
      }),
      forget: intent({
        schema: SearchMissSchema,
        refusedAt: "page",
        done: "admin.search.forgotten",
        run: ({ query }) => search.forgetMiss(me, query),
      }),
    };
  });

export default function AdminSearch({ loaderData: { misses, groups }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  return (
    <>
      <PageTitle>{t("admin.search.title")}</PageTitle>
      <ActionAnswer answer={notice} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="search-misses">
          <h2 id="search-misses" className="mb-1 text-lg font-bold text-slate-900">
            {t("admin.search.misses")}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t("admin.search.missesHelp")}</p>
          <ListRows
            caption={t("admin.search.misses")}
            list={misses}
            hrefOf={(page) => listHref("/admin/search", {}, page)}
            empty={t("admin.search.missesNone")}
            columns={[
              {
                head: t("admin.search.query"),
                className: "[overflow-wrap:anywhere]",
                cell: (miss) => (
                  <>
                    <a
                      href={`/search?${new URLSearchParams({ q: miss.shown }).toString()}`}
                      className="font-semibold text-brand-700 hover:underline"
                      dir="auto"
                    >
                      {miss.shown}
                    </a>
                    <span className="ms-2 text-xs text-slate-600 uppercase">{miss.locale}</span>
                  </>
                ),
              },
              { head: t("admin.search.count"), cell: (miss) => miss.count },
              { head: t("admin.search.lastAsked"), when: (miss) => miss.lastAt },
              {
                head: "",
                cell: (miss) => (
                  <RowAction intent="forget" fields={{ query: miss.query }} label={t("admin.search.forgetLabel", { query: miss.shown })}>
                    {t("admin.search.forget")}
                  </RowAction>
                ),
              },
            ]}
          />
        </section>
        <div className="flex flex-col gap-6">
          <ActionCard intent="add" heading={2} schema={SynonymsFormSchema} texts="admin.search.addForm">
            {(fields) => <AdminField field={fields.phrases} label={t("admin.search.phrases")} control={{ kind: "textarea", rows: 4 }} />}
          </ActionCard>
          <section aria-labelledby="search-synonyms">
            <h2 id="search-synonyms" className="mb-3 text-lg font-bold text-slate-900">
              {t("admin.search.synonyms")}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {groups.map((group) => (
                <li key={group.id} className="flex items-start justify-between gap-3 px-4 py-3">
                  <span className="min-w-0 text-sm text-slate-800" dir="auto">
                    {group.phrases.join(" = ")}
                  </span>
                  <RowAction
                    intent="delete"
                    fields={{ id: group.id }}
                    label={t("admin.search.deleteLabel", { phrases: group.phrases.join(", ") })}
                  >
                    {t("admin.search.delete")}
                  </RowAction>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
