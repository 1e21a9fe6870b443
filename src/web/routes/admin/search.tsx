import { Form } from "react-router";

import { appContext } from "#app-context";

import { refusalOf } from "../../../domain/errors.ts";
import {
  ActionAnswer,
  BUTTON,
  CELL,
  INPUT,
  PageTitle,
  Panel,
  Table,
  useRefusalText,
  WhenCell,
  RowAction,
} from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/search";

const MISSES_PER_PAGE = 25;

// /admin/search: what shoppers searched for and did not find, most asked first, and the
// synonym groups the search reads by, which staff extend.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "search.read");
  const pageValue = Number.parseInt(pageUrlOf(request.url).searchParams.get("page") ?? "", 10);
  const page = Number.isFinite(pageValue) && pageValue >= 1 ? Math.min(pageValue, 10_000) : 1;
  const { search } = app.services.catalog;
  const [misses, groups] = await Promise.all([search.misses(MISSES_PER_PAGE, (page - 1) * MISSES_PER_PAGE), search.synonymGroups()]);
  return {
    page,
    totalPages: Math.max(1, Math.ceil(misses.total / MISSES_PER_PAGE)),
    misses: misses.rows.map((miss) => ({ ...miss, firstAt: miss.firstAt.toISOString(), lastAt: miss.lastAt.toISOString() })),
    groups: groups.map((group) => ({ id: group.id, phrases: group.phrases })),
  };
}

export function meta() {
  return [{ title: "Search · Back office · Overland" }];
}

type Answer = { ok: true; done: "added" | "deleted" | "forgotten" } | { ok: false; refusal: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "search.write");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const { search } = app.services.catalog;
  try {
    if (intent === "add") {
      const phrases = String(form.get("phrases") ?? "")
        .slice(0, 2000)
        .split(/[\n,]/);
      await search.addSynonyms(me, phrases);
      return { ok: true, done: "added" };
    }
    if (intent === "delete") {
      const id = Number(form.get("id"));
      if (!Number.isInteger(id) || id < 1 || !(await search.deleteSynonyms(me, id)))
        return { ok: false, refusal: "That group is gone already." };
      return { ok: true, done: "deleted" };
    }
    if (intent === "forget") {
      await search.forgetMiss(me, String(form.get("query") ?? "").slice(0, 200));
      return { ok: true, done: "forgotten" };
    }
    return { ok: false, refusal: "Unknown action." };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, refusal: refusal.message };
  }
}

export default function AdminSearch({ loaderData: { page, totalPages, misses, groups }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const answer = actionData
    ? actionData.ok
      ? { ok: true as const, message: t(`admin.search.${actionData.done}`) }
      : { ok: false as const, message: refusalText(actionData.refusal) }
    : undefined;
  return (
    <>
      <PageTitle>{t("admin.search.title")}</PageTitle>
      <ActionAnswer answer={answer} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="search-misses">
          <h2 id="search-misses" className="mb-1 text-lg font-bold text-slate-900">
            {t("admin.search.misses")}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t("admin.search.missesHelp")}</p>
          {misses.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.search.missesNone")}</p>
          ) : (
            <Table
              caption={t("admin.search.misses")}
              head={[t("admin.search.query"), t("admin.search.count"), t("admin.search.lastAsked"), ""]}
            >
              {misses.map((miss) => (
                <tr key={miss.query}>
                  <td className={`${CELL} [overflow-wrap:anywhere]`}>
                    <a
                      href={`/search?${new URLSearchParams({ q: miss.shown }).toString()}`}
                      className="font-semibold text-brand-700 hover:underline"
                      dir="auto"
                    >
                      {miss.shown}
                    </a>
                    <span className="ms-2 text-xs text-slate-600 uppercase">{miss.locale}</span>
                  </td>
                  <td className={CELL}>{miss.count}</td>
                  <WhenCell at={miss.lastAt} />
                  <td className={CELL}>
                    <RowAction intent="forget" fields={{ query: miss.query }} label={t("admin.search.forgetLabel", { query: miss.shown })}>
                      {t("admin.search.forget")}
                    </RowAction>
                  </td>
                </tr>
              ))}
            </Table>
          )}
          <div className="mt-4">
            <Pager page={page} totalPages={totalPages} hrefOf={(number) => `/admin/search?page=${number}`} />
          </div>
        </section>
        <div className="flex flex-col gap-6">
          <Panel id="add-synonyms" title={t("admin.search.add")}>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="add" />
              <label className="block text-sm font-semibold">
                {t("admin.search.phrases")}
                <textarea name="phrases" required rows={4} maxLength={2000} className={INPUT} />
              </label>
              <p className="text-xs text-slate-600">{t("admin.search.addHelp")}</p>
              <button type="submit" className={BUTTON}>
                {t("admin.search.addSubmit")}
              </button>
            </Form>
          </Panel>
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
