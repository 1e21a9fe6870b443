// One bulk edit (decision 038): what it changes and of which parts, its progress while it runs
// (read again every second), and the undo of the last run.
import { data } from "react-router";
import { z } from "zod";

import { appContext } from "#app-context";

import type { BulkEdit } from "../../../domain/schemas/bulk-edit.ts";
import { localizedText } from "../../../domain/schemas/common.ts";
import { RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, PageTitle, Panel, When } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { found } from "../../lib/found.server.ts";
import { resolveLocale } from "../../lib/preferences.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useReadAgainWhile } from "../../lib/use-read-again-while.ts";
import type { Route } from "./+types/bulk-edit";

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data("Bulk edit not found", { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const { locale } = resolveLocale(request);
  const [run, choices] = await Promise.all([
    found(app.services.bulkEdits.bulkEdit(idOf(params.id)), "Bulk edit"),
    app.services.catalogAdmin.choices(),
  ]);
  // The category or brand a run moved parts to, by its name.
  const named =
    run.change.kind === "category"
      ? localizedText(
          choices.categories.find((c) => c.id === (run.change as { categoryId: number }).categoryId)?.name ?? { en: "" },
          locale,
        )
      : run.change.kind === "brand"
        ? (choices.brands.find((b) => b.id === (run.change as { brandId: number }).brandId)?.name ?? "")
        : "";
  // The filter a run matched, each field by its name as the list shows it (a brand's and a category's names).
  const filter =
    run.target.kind === "filter"
      ? Object.entries(run.target.filter).flatMap(([key, value]) => {
          if (value === undefined) return [];
          if (key === "brand") return [{ key, value: choices.brands.find((b) => b.id === value)?.name ?? String(value) }];
          if (key === "category") {
            const category = choices.categories.find((c) => c.id === value);
            return [{ key, value: category ? localizedText(category.name, locale) : String(value) }];
          }
          return [{ key, value: String(value) }];
        })
      : [];
  return { run, named, filter };
}

export function meta() {
  return [{ title: "Bulk edit · Products · Back office · Overland" }];
}

export async function action(args: Route.ActionArgs) {
  return staffAction(args, "catalog.write", (staff, app) => ({
    undo: intent({
      schema: z.object({}),
      refusedAt: "page",
      done: "admin.bulk.done.undo",
      run: () => app.services.bulkEdits.undoBulkEdit(staff, idOf(args.params.id)),
    }),
  }));
}

const running = (run: BulkEdit) => run.state === "queued" || run.state === "running" || run.state === "undoing";

/** "10% off, rounded to .95", "State: Hidden", "Tags added: winch, recovery". */
function useChangeText(named: string) {
  const { t } = useTranslation();
  return (run: BulkEdit) => {
    const change = run.change;
    switch (change.kind) {
      case "price-percent":
      case "price-amount": {
        const by =
          change.kind === "price-percent"
            ? `${change.percent > 0 ? "+" : ""}${change.percent}%`
            : `${change.amount > 0 ? "+" : ""}$${change.amount}`;
        return t("admin.bulk.describe.price", { by, ending: t(`admin.bulk.endings.${change.ending}`) });
      }
      case "status":
        return t("admin.bulk.describe.status", { state: t(`admin.products.states.${change.status}`) });
      case "category":
        return t("admin.bulk.describe.category", { name: named || `#${change.categoryId}` });
      case "brand":
        return t("admin.bulk.describe.brand", { name: named || `#${change.brandId}` });
      case "tags-add":
        return t("admin.bulk.describe.tagsAdd", { tags: change.tags.join(", ") });
      case "tags-remove":
        return t("admin.bulk.describe.tagsRemove", { tags: change.tags.join(", ") });
    }
  };
}

/** The list's filter fields by the words its filters show. */
const FILTER_LABELS: Record<string, string> = {
  q: "admin.products.search",
  category: "admin.products.category",
  brand: "admin.products.brand",
  state: "admin.products.state",
  stock: "admin.products.stock",
  lacking: "admin.products.lacking",
};

export default function AdminBulkEdit({ loaderData: { run, named, filter }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const describe = useChangeText(named);
  const filterValue = (key: string, value: string) =>
    key === "state"
      ? t(`admin.products.states.${value}`)
      : key === "stock"
        ? t(`admin.products.stocks.${value}`)
        : key === "lacking"
          ? t(`admin.products.lacks.${value}`)
          : value;
  // While it runs (or is undone), the page reads its progress again every second.
  useReadAgainWhile(running(run));
  const undoing = run.state === "undoing" || run.state === "undone";
  const value = undoing ? run.undone : run.done;
  const whole = undoing ? run.done : (run.total ?? 0);
  return (
    <>
      <BackLink to="/admin/products">{t("admin.bulk.back")}</BackLink>
      <PageTitle>{t("admin.bulk.runTitle", { id: run.id })}</PageTitle>
      <ActionAnswer answer={notice} />
      <Panel id="run" title={describe(run)}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="text-slate-600">{t("admin.bulk.parts")}</dt>
          <dd>
            {run.target.kind === "ids"
              ? t("admin.bulk.chosen", { count: run.target.ids.length })
              : t("admin.bulk.matching", {
                  filter: filter.map(({ key, value }) => `${t(FILTER_LABELS[key] ?? key)}: ${filterValue(key, value)}`).join(" · ") || "—",
                })}
          </dd>
          <dt className="text-slate-600">{t("admin.bulk.state")}</dt>
          <dd>
            <span role="status">{t(`admin.bulk.states.${run.state}`)}</span>
          </dd>
          <dt className="text-slate-600">{t("admin.bulk.by")}</dt>
          <dd>
            {run.by} · <When at={run.createdAt} />
          </dd>
        </dl>
        <div className="mt-4">
          <progress
            className="h-3 w-full"
            value={value}
            max={Math.max(whole, 1)}
            aria-label={t(undoing ? "admin.bulk.undoProgress" : "admin.bulk.progress")}
          />
          <p className="mt-1 text-sm text-slate-700">
            {t(undoing ? "admin.bulk.undoneOf" : "admin.bulk.doneOf", { done: value, total: whole })}
          </p>
        </div>
        {run.error ? <p className="mt-3 text-sm text-red-800">{run.error}</p> : null}
        {run.undoable ? (
          <div className="mt-4">
            <RowAction intent="undo" fields={{}} label={t("admin.bulk.undo")} tone="strong">
              {t("admin.bulk.undo")}
            </RowAction>
            <p className="mt-2 text-xs text-slate-600">{t("admin.bulk.undoLead")}</p>
          </div>
        ) : null}
      </Panel>
    </>
  );
}
