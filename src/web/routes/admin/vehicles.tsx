import { Link, redirect } from "react-router";

import { appContext } from "#app-context";

import {
  type AdminVehicleGeneration,
  type AdminVehicleMake,
  NewVehicleGenerationSchema,
  VEHICLE_GENERATION_TAKEN,
  VEHICLE_MAKE_TAKEN,
  VEHICLE_VCDB_TAKEN,
  VehicleHiddenFormSchema,
  VehicleIdFormSchema,
  VehicleListPageQuerySchema,
  VehicleMakeFieldsSchema,
  VehicleMakeFormSchema,
} from "../../../domain/schemas/vehicle-list.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BUTTON_QUIET, LINK, Panel } from "../../components/admin/admin-ui.tsx";
import { ListPage, type ListQuery } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/vehicles";

// The owner's vehicle list (decision 035): its generations, filtered by make and searched; makes
// added, renamed, hidden and deleted beside it; a new generation opens its own page, where its
// engines and VIN patterns are kept.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, VehicleListPageQuerySchema);
  const { vehicleList } = app.services;
  const [makes, page] = await Promise.all([vehicleList.makes(), vehicleList.generations(query.make, query.q, query.page)]);
  return { query, makes, page, editingMake: makes.find((make) => make.id === query.editMake) ?? null };
}

export function meta() {
  return [{ title: "Vehicles · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "catalog.write", (staff, app) => {
    const { vehicleList } = app.services;
    const makeRefusals = { [VEHICLE_MAKE_TAKEN]: "name", [VEHICLE_VCDB_TAKEN]: "vcdbId" };
    return {
      createMake: intent({
        schema: VehicleMakeFieldsSchema,
        fieldOf: makeRefusals,
        run: (fields) => vehicleList.createMake(staff, fields),
        done: (make: AdminVehicleMake) => ({ key: "admin.vehicles.done.createMake", values: { name: make.name } }),
      }),
      renameMake: intent({
        schema: VehicleMakeFormSchema,
        fieldOf: makeRefusals,
        run: ({ id, ...fields }) => vehicleList.updateMake(staff, id, fields),
        done: "admin.vehicles.done.renameMake",
      }),
      makeHidden: intent({
        schema: VehicleHiddenFormSchema,
        refusedAt: "page",
        run: ({ id, hidden }) => vehicleList.setMakeHidden(staff, id, hidden),
        done: "admin.vehicles.done.hidden",
      }),
      deleteMake: intent({
        schema: VehicleIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => vehicleList.deleteMake(staff, id),
        done: "admin.vehicles.done.deleteMake",
      }),
      // A new generation has no engine yet: its page, where they are added, comes next.
      createGeneration: intent({
        schema: NewVehicleGenerationSchema,
        fieldOf: { [VEHICLE_GENERATION_TAKEN]: "name" },
        run: async (fields) => {
          const { id } = await vehicleList.createGeneration(staff, fields);
          throw redirect(`/admin/vehicles/${id}?created=1`);
        },
      }),
      hidden: intent({
        schema: VehicleHiddenFormSchema,
        refusedAt: "page",
        run: ({ id, hidden }) => vehicleList.setGenerationHidden(staff, id, hidden),
        done: "admin.vehicles.done.hidden",
      }),
      delete: intent({
        schema: VehicleIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => vehicleList.deleteGeneration(staff, id),
        done: "admin.vehicles.done.deleteGeneration",
      }),
    };
  });

/** The list's address with one value changed, keeping its filters (a make to rename, say). */
function hrefWith(query: ListQuery, change: ListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...change }))
    if (value !== undefined && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : "/admin/vehicles";
}

const BADGE = "inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800";

/** A span of model years, read left to right in Arabic too. */
function Years({ from, to }: { from: number; to: number }) {
  return (
    <span dir="ltr" className="whitespace-nowrap">
      {from}–{to}
    </span>
  );
}

function GenerationName({ generation }: { generation: AdminVehicleGeneration }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`/admin/vehicles/${generation.id}`} className={`${LINK} [overflow-wrap:anywhere]`}>
        {generation.name}
      </Link>
      {generation.chassis ? (
        <span dir="ltr" className="block text-xs text-slate-600 rtl:text-end">
          {generation.chassis}
        </span>
      ) : null}
      {generation.hidden || generation.hiddenByMake ? (
        <span className={`mt-1 ${BADGE}`}>{t(generation.hidden ? "admin.vehicles.hidden" : "admin.vehicles.hiddenByMake")}</span>
      ) : null}
    </>
  );
}

function GenerationActions({ generation }: { generation: AdminVehicleGeneration }) {
  const { t } = useTranslation();
  const name = `${generation.make} ${generation.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      <RowAction
        intent="hidden"
        fields={{ id: generation.id, hidden: String(!generation.hidden) }}
        label={t(generation.hidden ? "admin.vehicles.showLabel" : "admin.vehicles.hideLabel", { name })}
      >
        {t(generation.hidden ? "admin.vehicles.show" : "admin.vehicles.hide")}
      </RowAction>
      {generation.engines === 0 ? (
        <RowAction intent="delete" fields={{ id: generation.id }} label={t("admin.vehicles.deleteLabel", { name })}>
          {t("admin.vehicles.delete")}
        </RowAction>
      ) : null}
    </div>
  );
}

/** The makes, each with its generations' count: renamed, hidden with all it holds, deleted once empty. */
function MakesPanel({ makes, query }: { makes: readonly AdminVehicleMake[]; query: ListQuery }) {
  const { t } = useTranslation();
  return (
    <Panel id="makes" title={t("admin.vehicles.makes")}>
      {makes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.vehicles.noMakes")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {makes.map((make) => (
            <li key={make.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Link to={hrefWith({ make: make.id }, {})} className={`${LINK} [overflow-wrap:anywhere]`}>
                  {make.name}
                </Link>
                <span className="block text-xs text-slate-600">{t("admin.vehicles.generationsCount", { count: make.generations })}</span>
                {make.hidden ? <span className={`mt-1 ${BADGE}`}>{t("admin.vehicles.hidden")}</span> : null}
              </div>
              <div className="ms-auto flex flex-wrap gap-2">
                <Link
                  to={`${hrefWith(query, { editMake: make.id })}#renameMake-${make.id}-title`}
                  aria-label={t("admin.vehicles.renameLabel", { name: make.name })}
                  className={BUTTON_QUIET}
                >
                  {t("admin.vehicles.rename")}
                </Link>
                <RowAction
                  intent="makeHidden"
                  fields={{ id: make.id, hidden: String(!make.hidden) }}
                  label={t(make.hidden ? "admin.vehicles.showLabel" : "admin.vehicles.hideLabel", { name: make.name })}
                >
                  {t(make.hidden ? "admin.vehicles.show" : "admin.vehicles.hide")}
                </RowAction>
                {make.generations === 0 ? (
                  <RowAction intent="deleteMake" fields={{ id: make.id }} label={t("admin.vehicles.deleteLabel", { name: make.name })}>
                    {t("admin.vehicles.delete")}
                  </RowAction>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export default function AdminVehicles({ loaderData: { query, makes, page, editingMake }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const listQuery = { make: query.make, q: query.q, page: query.page };
  const makeOptions = makes.map((make) => ({ value: String(make.id), label: make.name }));
  const side = (
    <div className="min-w-0 space-y-4">
      {editingMake ? (
        // Keyed by what it shows: after a save it starts again from the saved values.
        <ActionCard
          key={`renameMake-${editingMake.id}-${editingMake.name}-${editingMake.vcdbId}`}
          intent="renameMake"
          row={editingMake.id}
          look="card"
          heading={2}
          schema={VehicleMakeFormSchema}
          texts="admin.vehicles.renameMake"
          values={{ name: editingMake.name }}
          defaultValue={{ name: editingMake.name, vcdbId: editingMake.vcdbId === null ? "" : String(editingMake.vcdbId) }}
        >
          {(fields) => (
            <>
              <AdminField field={fields.name} label={t("admin.vehicles.makeName")} />
              <AdminField field={fields.vcdbId} label={t("admin.vehicles.makeVcdb")} hint={t("admin.vehicles.vcdbHint")} ltr />
            </>
          )}
        </ActionCard>
      ) : null}
      <ActionCard intent="createMake" heading={2} schema={VehicleMakeFieldsSchema} texts="admin.vehicles.createMake">
        {(fields) => (
          <>
            <AdminField field={fields.name} label={t("admin.vehicles.makeName")} />
            <AdminField field={fields.vcdbId} label={t("admin.vehicles.makeVcdb")} hint={t("admin.vehicles.vcdbHint")} ltr />
          </>
        )}
      </ActionCard>
      <ActionCard
        intent="createGeneration"
        heading={2}
        schema={NewVehicleGenerationSchema}
        texts="admin.vehicles.createGeneration"
        defaultValue={{ makeId: query.make === undefined ? "" : String(query.make) }}
      >
        {(fields) => (
          <>
            <AdminField
              field={fields.makeId}
              label={t("admin.vehicles.make")}
              control={{
                kind: "select",
                options: [{ value: "", label: t("admin.vehicles.chooseMake") }, ...makeOptions],
              }}
            />
            <AdminField field={fields.model} label={t("admin.vehicles.model")} hint={t("admin.vehicles.modelHint")} />
            <AdminField field={fields.name} label={t("admin.vehicles.generation")} hint={t("admin.vehicles.generationHint")} />
            <AdminField field={fields.chassis} label={t("admin.vehicles.chassis")} hint={t("admin.vehicles.chassisHint")} ltr />
            <div className="grid grid-cols-2 gap-3">
              <AdminField field={fields.yearFrom} label={t("admin.vehicles.yearFrom")} ltr control={{ inputMode: "numeric" }} />
              <AdminField field={fields.yearTo} label={t("admin.vehicles.yearTo")} ltr control={{ inputMode: "numeric" }} />
            </div>
          </>
        )}
      </ActionCard>
      <MakesPanel makes={makes} query={listQuery} />
    </div>
  );
  return (
    <ListPage<AdminVehicleGeneration>
      title={t("admin.vehicles.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.vehicles.count", { count: page.pagination.total })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.vehicles.lead")}</p>
        </>
      }
      path="/admin/vehicles"
      query={listQuery}
      filters={[
        { kind: "choice", name: "make", label: t("admin.vehicles.make"), options: makeOptions },
        { kind: "search", name: "q", label: t("admin.vehicles.search") },
      ]}
      side={side}
      list={page}
      empty={t("admin.vehicles.none")}
      card={(generation) => (
        <div className="space-y-2 text-sm">
          <p className="text-slate-700">
            {generation.make} · {generation.model}
          </p>
          <div>
            <GenerationName generation={generation} />
          </div>
          <p className="text-slate-700">
            <Years from={generation.yearFrom} to={generation.yearTo} /> · {t("admin.vehicles.enginesCount", { count: generation.engines })}{" "}
            · {t("admin.vehicles.partsCount", { count: generation.fittedParts })}
          </p>
          <GenerationActions generation={generation} />
        </div>
      )}
      columns={[
        { head: t("admin.vehicles.make"), cell: (generation) => generation.make },
        { head: t("admin.vehicles.model"), cell: (generation) => generation.model },
        { head: t("admin.vehicles.generation"), cell: (generation) => <GenerationName generation={generation} /> },
        { head: t("admin.vehicles.years"), cell: (generation) => <Years from={generation.yearFrom} to={generation.yearTo} /> },
        { head: t("admin.vehicles.engines"), cell: (generation) => generation.engines, className: "whitespace-nowrap" },
        { head: t("admin.vehicles.parts"), cell: (generation) => generation.fittedParts, className: "whitespace-nowrap" },
        { head: t("admin.vehicles.actions"), cell: (generation) => <GenerationActions generation={generation} /> },
      ]}
    />
  );
}
