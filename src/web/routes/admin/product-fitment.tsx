import { data } from "react-router";

import { appContext } from "#app-context";

import { formatYearRanges } from "../../../domain/fitment-groups.ts";
import { type Locale, LOCALES, type LocalizedText, localizedText } from "../../../domain/locales.ts";
import {
  type AdminFitmentGroup,
  FITMENT_COPY_MODES,
  FITMENT_NO_ENGINE,
  FITMENT_SOURCE_AMBIGUOUS,
  FITMENT_SOURCE_IS_TARGET,
  FITMENT_SOURCE_UNKNOWN,
  FITMENT_YEARS_OUTSIDE,
  FitmentAddSchema,
  FitmentChoiceQuerySchema,
  FitmentCopySchema,
  FitmentRemoveSchema,
  UniversalFormSchema,
} from "../../../domain/schemas/fitment-admin.ts";
import { vehicleEngineText } from "../../../domain/vehicle-list.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { found } from "../../lib/found.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/product-fitment";

// A part's fitment (decision 029): grouped as the storefront's Fitment tab shows it; the vehicle to
// add is chosen by a GET step (make, then model), so the page works without scripts.

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data("Product not found", { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const id = idOf(params.id);
  const query = listQueryOf(request, FitmentChoiceQuerySchema);
  const [fitment, choices] = await Promise.all([
    found(app.services.fitmentAdmin.get(id), "Product"),
    app.services.fitmentAdmin.choices(query.make, query.model),
  ]);
  // A model of another make (a hand-edited address) is no choice.
  const model = query.model !== undefined && choices.models.includes(query.model) ? query.model : undefined;
  return { fitment, choices, query: { make: query.make, model } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.fitment.title.en ?? ""} · Fitment · Back office · Overland` }];
}

/** Service refusals said beside the field they blame. */
const addRefusalFields = { [FITMENT_YEARS_OUTSIDE]: "yearFrom", [FITMENT_NO_ENGINE]: "engines" } as const;
const copyRefusalFields = {
  [FITMENT_SOURCE_UNKNOWN]: "from",
  [FITMENT_SOURCE_AMBIGUOUS]: "from",
  [FITMENT_SOURCE_IS_TARGET]: "from",
} as const;

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => {
    const id = idOf(args.params.id);
    const { fitmentAdmin } = app.services;
    const changed = (key: string) => (change: { added: number; changed: number; removed: number; count: number }) => ({
      key: `admin.fitment.done.${key}`,
      values: change,
    });
    return {
      add: intent({
        schema: FitmentAddSchema,
        fieldOf: addRefusalFields,
        run: (input) => fitmentAdmin.add(staff, id, input),
        done: changed("add"),
      }),
      remove: intent({
        schema: FitmentRemoveSchema,
        refusedAt: "page",
        run: (target) => fitmentAdmin.remove(staff, id, target),
        done: changed("remove"),
      }),
      copy: intent({
        schema: FitmentCopySchema,
        fieldOf: copyRefusalFields,
        run: (input) => fitmentAdmin.copy(staff, id, input),
        done: changed("copy"),
      }),
      universal: intent({
        schema: UniversalFormSchema,
        run: ({ universal }) => fitmentAdmin.setUniversal(staff, id, universal),
        done: ({ universal }: { universal: boolean }) => ({
          key: universal ? "admin.fitment.done.universal" : "admin.fitment.done.notUniversal",
        }),
      }),
    };
  });

type Group = AdminFitmentGroup & { id: string };

function NoteText({ note }: { note: AdminFitmentGroup["note"] }) {
  const text = useText();
  if (!note) return null;
  return <span className="mt-1 block rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-950">{text(note.text)}</span>;
}

/** An engine as the shopper's language names it, where the vehicle list has its label; the vehicles' English otherwise. */
const engineText = (line: { engine: string; engineCode: string; engineName: LocalizedText | null }, locale: Locale) =>
  line.engineName ? vehicleEngineText(localizedText(line.engineName, locale), line.engineCode) : line.engine;

/** A model's engines, each with its years and note; each engine and each year can be taken off. */
function Lines({ group }: { group: Group }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-3">
      {group.lines.map((line) => (
        <li key={`${line.engineCode}-${line.note?.slug ?? ""}`} className="space-y-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <span className="font-semibold text-slate-900">{engineText(line, i18n.language)}</span>{" "}
              <span dir="ltr" className="whitespace-nowrap text-slate-700">
                {formatYearRanges(line.years)}
              </span>
              <NoteText note={line.note} />
            </div>
            <RowAction
              intent="remove"
              fields={{ make: group.make, model: group.model, engine: line.engineCode }}
              label={t("admin.fitment.removeEngineLabel", { engine: line.engine, model: group.model })}
            >
              {t("admin.fitment.removeEngine")}
            </RowAction>
          </div>
          {line.vehicles.length > 1 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-slate-700">{t("admin.fitment.removeYear")}</summary>
              <ul className="mt-2 flex flex-wrap gap-2">
                {line.vehicles.map((vehicle) => (
                  <li key={vehicle.id}>
                    <RowAction
                      intent="remove"
                      fields={{ make: group.make, model: group.model, engine: line.engineCode, year: vehicle.year }}
                      label={t("admin.fitment.removeYearLabel", { year: vehicle.year, engine: line.engine, model: group.model })}
                    >
                      <span dir="ltr">× {vehicle.year}</span>
                    </RowAction>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function GroupName({ group }: { group: Group }) {
  return (
    <>
      <span className="font-semibold text-slate-900">
        {group.make} {group.model}
      </span>
      <NoteText note={group.note} />
    </>
  );
}

function RemoveGroup({ group }: { group: Group }) {
  const { t } = useTranslation();
  return (
    <RowAction
      intent="remove"
      fields={{ make: group.make, model: group.model }}
      label={t("admin.fitment.removeGroupLabel", { model: `${group.make} ${group.model}`, count: group.rows })}
    >
      {t("admin.fitment.removeGroup", { count: group.rows })}
    </RowAction>
  );
}

function AddCard({ query, choices }: Pick<Route.ComponentProps["loaderData"], "query" | "choices">) {
  const { t, i18n } = useTranslation();
  const { make, model } = query;
  if (!make || !model || !choices.years) {
    return (
      <section aria-labelledby="add-title" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="add-title" className="font-bold text-slate-900">
          {t("admin.fitment.addVehicles")}
        </h2>
        <p className="text-sm text-slate-600">{t("admin.fitment.chooseFirst")}</p>
      </section>
    );
  }
  const years = Array.from({ length: choices.years.to - choices.years.from + 1 }, (_, index) => String(choices.years!.from + index));
  const yearOptions = years.map((year) => ({ value: year, label: year }));
  const engines = choices.engines.map((engine) => ({
    value: engine.code,
    label: engine.name ? vehicleEngineText(localizedText(engine.name, i18n.language), engine.code) : engine.label,
  }));
  return (
    <ActionCard
      key={`${make}-${model}`}
      intent="add"
      heading={2}
      schema={FitmentAddSchema}
      texts="admin.fitment.add"
      values={{ vehicle: `${make} ${model}` }}
      hidden={{ make, model }}
      defaultValue={{ yearFrom: years[0], yearTo: years.at(-1), engines: engines.length === 1 ? [engines[0]!.value] : [] }}
    >
      {(fields) => {
        const note = fields.note.getFieldset();
        return (
          <>
            <div className="grid grid-cols-2 gap-3">
              <AdminField
                field={fields.yearFrom}
                label={t("admin.fitment.yearFrom")}
                ltr
                control={{ kind: "select", options: yearOptions }}
              />
              <AdminField field={fields.yearTo} label={t("admin.fitment.yearTo")} ltr control={{ kind: "select", options: yearOptions }} />
            </div>
            <AdminField field={fields.engines} label={t("admin.fitment.engines")} control={{ kind: "checkboxes", options: engines }} />
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">{t("admin.fitment.note")}</legend>
              <p className="text-xs text-slate-600">{t("admin.fitment.noteHint")}</p>
              {LOCALES.map((locale) => (
                <AdminField
                  key={locale}
                  field={note[locale]}
                  lang={locale}
                  label={t("admin.fitment.noteIn", { language: t(`admin.product.languages.${locale}`) })}
                />
              ))}
            </fieldset>
          </>
        );
      }}
    </ActionCard>
  );
}

export default function AdminProductFitment({ loaderData, actionData }: Route.ComponentProps) {
  const { fitment, choices, query } = loaderData;
  const { t } = useTranslation();
  const text = useText();
  const notice = useAnswerNotice(actionData);
  const groups: Group[] = fitment.groups.map((group) => ({ ...group, id: `${group.make}|${group.model}` }));
  const modes = FITMENT_COPY_MODES.map((mode) => ({ value: mode, label: t(`admin.fitment.copy.modes.${mode}`) }));
  const side = (
    <div className="space-y-4">
      <ActionCard
        key={String(fitment.universal)}
        intent="universal"
        heading={2}
        schema={UniversalFormSchema}
        texts="admin.fitment.universalCard"
        defaultValue={{ universal: fitment.universal ? "on" : undefined }}
      >
        {(fields) => <AdminField field={fields.universal} label={t("admin.fitment.universal")} control={{ kind: "checkbox" }} />}
      </ActionCard>
      <AddCard query={query} choices={choices} />
      <ActionCard intent="copy" heading={2} schema={FitmentCopySchema} texts="admin.fitment.copy" defaultValue={{ mode: "add" }}>
        {(fields) => (
          <>
            <AdminField field={fields.from} label={t("admin.fitment.copy.from")} ltr />
            <AdminField field={fields.mode} label={t("admin.fitment.copy.mode")} control={{ kind: "select", options: modes }} />
          </>
        )}
      </ActionCard>
    </div>
  );
  return (
    <>
      <BackLink to={`/admin/products/${fitment.productId}`}>{text(fitment.title)}</BackLink>
      <ListPage<Group>
        title={t("admin.fitment.title")}
        aside={
          <p className="text-sm text-slate-600">
            <span dir="ltr" className="font-mono">
              {fitment.partNumber} · {fitment.sku}
            </span>{" "}
            · {fitment.universal ? t("admin.fitment.isUniversal") : t("admin.fitment.count", { count: fitment.count })}
          </p>
        }
        above={
          <>
            <ActionAnswer answer={notice} />
            {fitment.universal ? (
              <p className="mb-4 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950">{t("admin.fitment.universalNote")}</p>
            ) : null}
          </>
        }
        path={`/admin/products/${fitment.productId}/fitment`}
        query={query}
        filters={[
          {
            kind: "choice",
            name: "make",
            label: t("admin.fitment.make"),
            options: choices.makes.map((make) => ({ value: make, label: make })),
          },
          ...(choices.models.length > 0
            ? [
                {
                  kind: "choice" as const,
                  name: "model",
                  label: t("admin.fitment.model"),
                  options: choices.models.map((model) => ({ value: model, label: model })),
                },
              ]
            : []),
        ]}
        side={side}
        list={{ data: groups, pagination: { page: 1, totalPages: 1 } }}
        empty={t("admin.fitment.none")}
        card={(group) => (
          <div className="space-y-3 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <GroupName group={group} />
              </div>
              <RemoveGroup group={group} />
            </div>
            <Lines group={group} />
          </div>
        )}
        columns={[
          { head: t("admin.fitment.vehicle"), cell: (group) => <GroupName group={group} /> },
          { head: t("admin.fitment.enginesYears"), cell: (group) => <Lines group={group} /> },
          { head: t("admin.fitment.rows"), cell: (group) => group.rows, className: "whitespace-nowrap" },
          { head: t("admin.fitment.actions"), cell: (group) => <RemoveGroup group={group} /> },
        ]}
      />
    </>
  );
}
