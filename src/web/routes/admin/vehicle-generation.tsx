import { data, Link } from "react-router";

import { appContext } from "#app-context";

import { LOCALES } from "../../../domain/locales.ts";
import { IdParamSchema } from "../../../domain/schemas/common.ts";
import {
  type AdminVehicleEngine,
  type AdminVehicleGenerationDetail,
  type AdminVinPattern,
  ENGINE_FUELS,
  VEHICLE_ENGINE_TAKEN,
  VEHICLE_ENGINE_YEARS,
  VEHICLE_GENERATION_TAKEN,
  VEHICLE_VCDB_TAKEN,
  VehicleEngineFieldsSchema,
  VehicleEngineFormSchema,
  VehicleGenerationFieldsSchema,
  VehicleGenerationPageQuerySchema,
  VehicleHiddenFormSchema,
  VehicleIdFormSchema,
  VinPatternFieldsSchema,
} from "../../../domain/schemas/vehicle-list.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, BUTTON_QUIET, PageTitle, Panel } from "../../components/admin/admin-ui.tsx";
import { ListRows } from "../../components/admin/list-page.tsx";
import type { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { found } from "../../lib/found.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { shownTextAttributes, useShownText } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/vehicle-generation";

// One generation of the owner's vehicle list (decision 035): its names and years, its engines
// and its VIN patterns. The shop's vehicles (one per engine and model year) follow each change.

const idOf = (param: string) => {
  const parsed = IdParamSchema.safeParse({ id: param });
  if (!parsed.success) throw data("Vehicle generation not found", { status: 404 });
  return parsed.data.id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, VehicleGenerationPageQuerySchema);
  const generation = await found(app.services.vehicleList.generation(idOf(params.id)), "Vehicle generation");
  return {
    generation,
    editing: generation.engineList.find((engine) => engine.id === query.engine) ?? null,
    created: query.created !== undefined,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData ? `${loaderData.generation.make} ${loaderData.generation.name}` : "";
  return [{ title: `${name} · Vehicles · Back office · Overland` }];
}

const engineRefusals = { [VEHICLE_ENGINE_TAKEN]: "code", [VEHICLE_ENGINE_YEARS]: "yearFrom", [VEHICLE_VCDB_TAKEN]: "vcdbId" };

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => {
    const { vehicleList } = app.services;
    const generationId = idOf(args.params.id);
    return {
      update: intent({
        schema: VehicleGenerationFieldsSchema,
        fieldOf: { [VEHICLE_GENERATION_TAKEN]: "name" },
        run: (fields) => vehicleList.updateGeneration(staff, generationId, fields),
        done: "admin.vehicles.done.update",
      }),
      hidden: intent({
        schema: VehicleHiddenFormSchema,
        run: ({ id, hidden }) => vehicleList.setGenerationHidden(staff, id, hidden),
        done: "admin.vehicles.done.hidden",
      }),
      createEngine: intent({
        schema: VehicleEngineFieldsSchema,
        fieldOf: engineRefusals,
        run: async (fields) => {
          await vehicleList.createEngine(staff, generationId, fields);
          return fields.code;
        },
        done: (code: string) => ({ key: "admin.vehicles.done.createEngine", values: { code } }),
      }),
      engine: intent({
        schema: VehicleEngineFormSchema,
        fieldOf: engineRefusals,
        run: ({ id, ...fields }) => vehicleList.updateEngine(staff, id, fields),
        done: "admin.vehicles.done.engine",
      }),
      engineHidden: intent({
        schema: VehicleHiddenFormSchema,
        refusedAt: "page",
        run: ({ id, hidden }) => vehicleList.setEngineHidden(staff, id, hidden),
        done: "admin.vehicles.done.hidden",
      }),
      deleteEngine: intent({
        schema: VehicleIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => vehicleList.deleteEngine(staff, id),
        done: "admin.vehicles.done.deleteEngine",
      }),
      addVin: intent({
        schema: VinPatternFieldsSchema,
        run: (fields) => vehicleList.addVinPattern(staff, generationId, fields),
        done: "admin.vehicles.done.addVin",
      }),
      deleteVin: intent({
        schema: VehicleIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => vehicleList.deleteVinPattern(staff, id),
        done: "admin.vehicles.done.deleteVin",
      }),
    };
  });

const BADGE = "inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800";

/** A span of model years, read left to right in Arabic too; an open end is left open. */
function Years({ from, to }: { from: number; to: number | null }) {
  return (
    <span dir="ltr" className="whitespace-nowrap">
      {from}–{to ?? ""}
    </span>
  );
}

type EngineFieldsOf = ReturnType<typeof useShopForm<typeof VehicleEngineFieldsSchema>>["fields"];

/** An engine's fields, as the new engine's card and an engine's edit card ask them. */
function EngineFields({ fields }: { fields: EngineFieldsOf }) {
  const { t } = useTranslation();
  const labels = fields.label.getFieldset();
  return (
    <>
      <AdminField field={fields.code} label={t("admin.vehicles.engineCode")} hint={t("admin.vehicles.engineCodeHint")} ltr />
      {LOCALES.map((locale) => (
        <AdminField
          key={locale}
          field={labels[locale]}
          lang={locale}
          label={t("admin.vehicles.engineLabelIn", { language: t(`admin.product.languages.${locale}`) })}
          hint={locale === "en" ? t("admin.vehicles.engineLabelHint") : undefined}
        />
      ))}
      <AdminField
        field={fields.fuel}
        label={t("admin.vehicles.fuel")}
        control={{ kind: "select", options: ENGINE_FUELS.map((fuel) => ({ value: fuel, label: t(`admin.vehicles.fuels.${fuel}`) })) }}
      />
      <div className="grid grid-cols-2 gap-3">
        <AdminField field={fields.displacementCc} label={t("admin.vehicles.displacement")} ltr control={{ inputMode: "numeric" }} />
        <AdminField field={fields.powerKw} label={t("admin.vehicles.power")} ltr control={{ inputMode: "numeric" }} />
        <AdminField
          field={fields.yearFrom}
          label={t("admin.vehicles.yearFrom")}
          hint={t("admin.vehicles.engineYearFromHint")}
          ltr
          control={{ inputMode: "numeric" }}
        />
        <AdminField
          field={fields.yearTo}
          label={t("admin.vehicles.yearTo")}
          hint={t("admin.vehicles.engineYearToHint")}
          ltr
          control={{ inputMode: "numeric" }}
        />
      </div>
      <AdminField field={fields.vcdbId} label={t("admin.vehicles.engineVcdb")} hint={t("admin.vehicles.vcdbHint")} ltr />
    </>
  );
}

const blankOf = (value: number | null) => (value === null ? "" : String(value));

/** What an engine's edit card starts from: the engine as it is. */
const engineValues = (engine: AdminVehicleEngine) => ({
  code: engine.code,
  label: { en: engine.label.en, ru: engine.label.ru ?? "", ar: engine.label.ar ?? "" },
  fuel: engine.fuel,
  displacementCc: blankOf(engine.displacementCc),
  powerKw: blankOf(engine.powerKw),
  yearFrom: blankOf(engine.yearFrom),
  yearTo: blankOf(engine.yearTo),
  vcdbId: blankOf(engine.vcdbId),
});

function EngineCode({ engine }: { engine: AdminVehicleEngine }) {
  const { t } = useTranslation();
  return (
    <>
      <span dir="ltr" className="block font-mono font-semibold text-slate-900 [overflow-wrap:anywhere] rtl:text-end">
        {engine.code}
      </span>
      {engine.hidden ? <span className={`mt-1 ${BADGE}`}>{t("admin.vehicles.hidden")}</span> : null}
    </>
  );
}

function EngineFacts({ engine }: { engine: AdminVehicleEngine }) {
  const { t } = useTranslation();
  const facts = [
    t(`admin.vehicles.fuels.${engine.fuel}`),
    engine.displacementCc === null ? null : t("admin.vehicles.litres", { value: (engine.displacementCc / 1000).toFixed(1) }),
    engine.powerKw === null ? null : t("admin.vehicles.kilowatts", { value: engine.powerKw }),
  ].filter((fact) => fact !== null);
  return <>{facts.join(" · ")}</>;
}

function EngineActions({ engine }: { engine: AdminVehicleEngine }) {
  const { t } = useTranslation();
  const name = engine.code;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={`?engine=${engine.id}#engine-${engine.id}-title`}
        aria-label={t("admin.vehicles.editLabel", { name })}
        className={BUTTON_QUIET}
      >
        {t("admin.vehicles.edit")}
      </Link>
      <RowAction
        intent="engineHidden"
        fields={{ id: engine.id, hidden: String(!engine.hidden) }}
        label={t(engine.hidden ? "admin.vehicles.showLabel" : "admin.vehicles.hideLabel", { name })}
      >
        {t(engine.hidden ? "admin.vehicles.show" : "admin.vehicles.hide")}
      </RowAction>
      {engine.inUse === 0 ? (
        <RowAction intent="deleteEngine" fields={{ id: engine.id }} label={t("admin.vehicles.deleteLabel", { name })}>
          {t("admin.vehicles.delete")}
        </RowAction>
      ) : (
        <span className="text-xs text-slate-600">{t("admin.vehicles.inUseHide")}</span>
      )}
    </div>
  );
}

function EnginesPanel({ generation, editing }: { generation: AdminVehicleGenerationDetail; editing: AdminVehicleEngine | null }) {
  const { t } = useTranslation();
  const shownText = useShownText();
  /** An engine's name in the page's language; English standing in is marked so (its direction too). */
  const label = (engine: AdminVehicleEngine) => {
    const shown = shownText(engine.label);
    return <span {...shownTextAttributes(shown)}>{shown.text}</span>;
  };
  const years = (engine: AdminVehicleEngine) => (
    <Years from={engine.yearFrom ?? generation.yearFrom} to={engine.yearTo ?? generation.yearTo} />
  );
  return (
    <Panel id="engines" title={t("admin.vehicles.enginesTitle")}>
      <p className="mb-4 text-sm text-slate-700">{t("admin.vehicles.enginesLead")}</p>
      <ListRows<AdminVehicleEngine>
        caption={t("admin.vehicles.enginesTitle")}
        list={{ data: generation.engineList, pagination: { page: 1, totalPages: 1 } }}
        hrefOf={() => "#engines"}
        empty={t("admin.vehicles.noEngines")}
        card={(engine) => (
          <div className="space-y-2 text-sm">
            <EngineCode engine={engine} />
            <p className="text-slate-900">{label(engine)}</p>
            <p className="text-slate-700">
              <EngineFacts engine={engine} /> · {years(engine)}
            </p>
            <p className="text-slate-700">{t("admin.vehicles.inUseCount", { count: engine.inUse })}</p>
            <EngineActions engine={engine} />
          </div>
        )}
        columns={[
          { head: t("admin.vehicles.engineCode"), cell: (engine) => <EngineCode engine={engine} /> },
          { head: t("admin.vehicles.engineLabel"), cell: label },
          { head: t("admin.vehicles.fuel"), cell: (engine) => t(`admin.vehicles.fuels.${engine.fuel}`) },
          {
            head: t("admin.vehicles.size"),
            cell: (engine) =>
              engine.displacementCc === null ? "—" : t("admin.vehicles.litres", { value: (engine.displacementCc / 1000).toFixed(1) }),
            className: "whitespace-nowrap",
          },
          {
            head: t("admin.vehicles.powerShort"),
            cell: (engine) => (engine.powerKw === null ? "—" : t("admin.vehicles.kilowatts", { value: engine.powerKw })),
            className: "whitespace-nowrap",
          },
          { head: t("admin.vehicles.years"), cell: years },
          { head: t("admin.vehicles.inUse"), cell: (engine) => engine.inUse, className: "whitespace-nowrap" },
          { head: t("admin.vehicles.actions"), cell: (engine) => <EngineActions engine={engine} /> },
        ]}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {editing ? (
          <ActionCard
            key={`engine-${editing.id}-${JSON.stringify(engineValues(editing))}`}
            intent="engine"
            row={editing.id}
            look="card"
            schema={VehicleEngineFormSchema}
            texts="admin.vehicles.editEngine"
            values={{ name: editing.code }}
            defaultValue={engineValues(editing)}
          >
            {(fields) => <EngineFields fields={fields as unknown as EngineFieldsOf} />}
          </ActionCard>
        ) : null}
        <ActionCard
          intent="createEngine"
          schema={VehicleEngineFieldsSchema}
          texts="admin.vehicles.createEngine"
          defaultValue={{ fuel: "diesel" }}
        >
          {(fields) => <EngineFields fields={fields} />}
        </ActionCard>
      </div>
    </Panel>
  );
}

function VinActions({ pattern }: { pattern: AdminVinPattern }) {
  const { t } = useTranslation();
  return (
    <RowAction
      intent="deleteVin"
      fields={{ id: pattern.id }}
      label={t("admin.vehicles.deleteLabel", { name: `${pattern.wmi}${pattern.vds}` })}
    >
      {t("admin.vehicles.delete")}
    </RowAction>
  );
}

function VinPanel({ generation }: { generation: AdminVehicleGenerationDetail }) {
  const { t } = useTranslation();
  const engineOf = (pattern: AdminVinPattern) => pattern.engineCode ?? t("admin.vehicles.anyEngine");
  const codes = [
    { value: "", label: t("admin.vehicles.anyEngine") },
    ...generation.engineList.map((engine) => ({ value: engine.code, label: engine.code })),
  ];
  return (
    <Panel id="vin-patterns" title={t("admin.vehicles.vinTitle")}>
      <p className="mb-4 text-sm text-slate-700">{t("admin.vehicles.vinLead")}</p>
      <ListRows<AdminVinPattern>
        caption={t("admin.vehicles.vinTitle")}
        list={{ data: generation.vinPatterns, pagination: { page: 1, totalPages: 1 } }}
        hrefOf={() => "#vin-patterns"}
        empty={t("admin.vehicles.noVin")}
        card={(pattern) => (
          <div className="space-y-2 text-sm">
            <p dir="ltr" className="font-mono font-semibold rtl:text-end">
              {pattern.wmi} {pattern.vds || "—"}
            </p>
            <p className="text-slate-700">
              <Years from={pattern.yearFrom} to={pattern.yearTo} /> · <bdi>{engineOf(pattern)}</bdi>
            </p>
            <VinActions pattern={pattern} />
          </div>
        )}
        columns={[
          {
            head: t("admin.vehicles.wmi"),
            cell: (pattern) => (
              <span dir="ltr" className="font-mono">
                {pattern.wmi}
              </span>
            ),
          },
          {
            head: t("admin.vehicles.vds"),
            cell: (pattern) => (
              <span dir="ltr" className="font-mono">
                {pattern.vds || "—"}
              </span>
            ),
          },
          { head: t("admin.vehicles.years"), cell: (pattern) => <Years from={pattern.yearFrom} to={pattern.yearTo} /> },
          { head: t("admin.vehicles.engineCode"), cell: (pattern) => <bdi>{engineOf(pattern)}</bdi> },
          { head: t("admin.vehicles.actions"), cell: (pattern) => <VinActions pattern={pattern} /> },
        ]}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <ActionCard intent="addVin" schema={VinPatternFieldsSchema} texts="admin.vehicles.addVin" defaultValue={{ engineCode: "" }}>
          {(fields) => (
            <>
              <div className="grid grid-cols-2 gap-3">
                <AdminField field={fields.wmi} label={t("admin.vehicles.wmi")} hint={t("admin.vehicles.wmiHint")} ltr />
                <AdminField field={fields.vds} label={t("admin.vehicles.vds")} hint={t("admin.vehicles.vdsHint")} ltr />
                <AdminField field={fields.yearFrom} label={t("admin.vehicles.yearFrom")} ltr control={{ inputMode: "numeric" }} />
                <AdminField
                  field={fields.yearTo}
                  label={t("admin.vehicles.yearTo")}
                  hint={t("admin.vehicles.vinYearToHint")}
                  ltr
                  control={{ inputMode: "numeric" }}
                />
              </div>
              <AdminField field={fields.engineCode} label={t("admin.vehicles.engineCode")} control={{ kind: "select", options: codes }} />
            </>
          )}
        </ActionCard>
      </div>
    </Panel>
  );
}

export default function AdminVehicleGeneration({ loaderData: { generation, editing, created }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const title = `${generation.make} ${generation.name}`;
  const values = [generation.model, generation.name, generation.chassis, generation.yearFrom, generation.yearTo];
  return (
    <>
      <BackLink to="/admin/vehicles">{t("admin.vehicles.back")}</BackLink>
      <PageTitle
        aside={
          generation.hidden || generation.hiddenByMake ? (
            <span className={BADGE}>{t(generation.hidden ? "admin.vehicles.hidden" : "admin.vehicles.hiddenByMake")}</span>
          ) : null
        }
      >
        {title}
      </PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {generation.model} · <Years from={generation.yearFrom} to={generation.yearTo} /> ·{" "}
        {t("admin.vehicles.partsCount", { count: generation.fittedParts })}
      </p>
      <ActionAnswer answer={notice ?? (created ? { ok: true, message: t("admin.vehicles.done.createGeneration") } : undefined)} />
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {/* Keyed by what it shows: after a save it starts again from the saved values. */}
          <ActionCard
            key={JSON.stringify(values)}
            intent="update"
            heading={2}
            schema={VehicleGenerationFieldsSchema}
            texts="admin.vehicles.editGeneration"
            values={{ name: title }}
            defaultValue={{
              model: generation.model,
              name: generation.name,
              chassis: generation.chassis,
              yearFrom: String(generation.yearFrom),
              yearTo: String(generation.yearTo),
            }}
          >
            {(fields) => (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <AdminField field={fields.model} label={t("admin.vehicles.model")} hint={t("admin.vehicles.modelHint")} />
                  <AdminField field={fields.name} label={t("admin.vehicles.generation")} hint={t("admin.vehicles.generationHint")} />
                </div>
                <AdminField field={fields.chassis} label={t("admin.vehicles.chassis")} hint={t("admin.vehicles.chassisHint")} ltr />
                <div className="grid grid-cols-2 gap-3">
                  <AdminField field={fields.yearFrom} label={t("admin.vehicles.yearFrom")} ltr control={{ inputMode: "numeric" }} />
                  <AdminField field={fields.yearTo} label={t("admin.vehicles.yearTo")} ltr control={{ inputMode: "numeric" }} />
                </div>
              </>
            )}
          </ActionCard>
          <Panel id="storefront" title={t("admin.vehicles.storefront")}>
            {generation.hiddenByMake ? <p className="mb-3 text-sm text-slate-700">{t("admin.vehicles.makeHiddenNote")}</p> : null}
            <ActionCard
              key={String(generation.hidden)}
              intent="hidden"
              schema={VehicleHiddenFormSchema}
              texts={generation.hidden ? "admin.vehicles.showGeneration" : "admin.vehicles.hideGeneration"}
              hidden={{ id: generation.id, hidden: String(!generation.hidden) }}
            />
          </Panel>
        </div>
        <EnginesPanel generation={generation} editing={editing} />
        <VinPanel generation={generation} />
      </div>
    </>
  );
}
