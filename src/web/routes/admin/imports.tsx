import { Link } from "react-router";

import { appContext } from "#app-context";

import {
  CATALOGUE_FILE_KINDS,
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueImport,
  CatalogueUploadFormSchema,
  ImportApplyFormSchema,
  type ImportChange,
  ImportPageQuerySchema,
  PICTURES_ARCHIVE_MAX_BYTES,
} from "../../../domain/schemas/catalogue-files.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, CELL, LINK, Panel, Table, When } from "../../components/admin/admin-ui.tsx";
import { ListPage, ListRows } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { uploadCatalogueFile } from "../../lib/catalogue-upload.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useReadAgainWhile } from "../../lib/use-read-again-while.ts";
import type { Route } from "./+types/imports";

// Catalogue files in the back office (docs/catalogue-files.md): a file uploaded is checked in the
// background (a dry run), its report read here with its list of changes a page at a time; applied,
// its progress is watched live; past imports listed; the catalogue exported as streamed downloads.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, ImportPageQuerySchema);
  const { catalogueFiles } = app.services;
  const recent = await catalogueFiles.recent(20);
  const chosen = query.id ? (recent.find((row) => row.id === query.id) ?? (await catalogueFiles.get(query.id).catch(() => null))) : null;
  // The dry run's list of changes, a page at a time (the page is in the address, as every list's is).
  const changes = chosen && chosen.changeCount > 0 ? await catalogueFiles.changes(chosen.id, query.page) : null;
  return {
    query,
    imports: { data: recent, pagination: { page: 1, totalPages: 1 } },
    chosen,
    changes,
    mayWrite: roleMay(staff.role, "catalog.write"),
  };
}

export function meta() {
  return [{ title: "Imports · Back office · Overland" }];
}

export async function action(args: Route.ActionArgs) {
  // A file comes as multipart and is streamed to disk; every other form is a back-office form.
  if ((args.request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return uploadCatalogueFile(args);
  return staffAction(args, "catalog.write", (me, app) => ({
    apply: intent({
      schema: ImportApplyFormSchema,
      refusedAt: "page",
      run: ({ id }) => app.services.catalogueFiles.startApply(id, { id: me.id, email: me.email }),
      done: (started) => ({ key: "admin.imports.applyStarted", values: { file: started.fileName } }),
    }),
  }));
}

const running = (row: CatalogueImport) => row.state === "checking" || row.state === "applying";

/** How far an import has gone: a bar while it runs (rows read of the rows the dry run counted). */
function Progress({ row }: { row: CatalogueImport }) {
  const { t } = useTranslation();
  const share = row.rowsTotal ? Math.min(1, row.rowsDone / row.rowsTotal) : null;
  return (
    <div className="min-w-40">
      <p className="text-sm font-semibold text-slate-900">{t(`admin.imports.states.${row.state}`)}</p>
      {running(row) ? (
        <>
          <progress
            className="mt-1 h-2 w-full"
            max={row.rowsTotal ?? undefined}
            value={share === null ? undefined : row.rowsDone}
            aria-label={t("admin.imports.progressLabel", { file: row.fileName })}
          />
          <p className="text-xs text-slate-600">
            {share === null
              ? t("admin.imports.rowsRead", { count: row.rowsDone })
              : t("admin.imports.rowsOf", { done: row.rowsDone, total: row.rowsTotal ?? 0 })}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** What a report counted: records created, changed, removed and unchanged. */
function Counts({ summary }: { summary: Record<string, number> }) {
  const { t } = useTranslation();
  const entries = Object.entries(summary);
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {entries.map(([name, count]) => {
        const [record, outcome] = name.split(".");
        return (
          <div key={name} className="flex justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1">
            <dt className="text-slate-700">
              {t("admin.imports.count", { record: t(`admin.imports.records.${record}`), outcome: t(`admin.imports.outcomes.${outcome}`) })}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{count.toLocaleString()}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** How a products file was read: another platform's mapped onto the shop's, or some columns only; and what had no home. */
function FileReading({ row }: { row: CatalogueImport }) {
  const { t } = useTranslation();
  if (row.format === null || (row.format === "overland" && !row.createMissing)) return null;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      {row.format !== "overland" ? <p>{t("admin.imports.readAs", { format: t(`admin.imports.formats.${row.format}`) })}</p> : null}
      {row.leftOut.length > 0 ? (
        <p>
          {t("admin.imports.leftOut")}{" "}
          <span className="font-mono [overflow-wrap:anywhere]" dir="ltr">
            {row.leftOut.join(", ")}
          </span>
        </p>
      ) : null}
      {row.createMissing ? <p>{t("admin.imports.createsMissing")}</p> : null}
    </div>
  );
}

/** A value before or after, as the file writes it; an empty one said as such. */
function Shown({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (value === null || value === "") return <span className="text-slate-500 italic">{t("admin.imports.emptyValue")}</span>;
  return (
    <span className="whitespace-pre-line [overflow-wrap:anywhere]" dir="auto">
      {value}
    </span>
  );
}

/** The dry run's list of changes, line by line, paged with the shared list's pager. */
function Changes({
  row,
  changes,
}: {
  row: CatalogueImport;
  changes: { data: ImportChange[]; pagination: { page: number; totalPages: number } };
}) {
  const { t } = useTranslation();
  const list = {
    data: changes.data.map((change, index) => ({ ...change, id: `${changes.pagination.page}-${index}` })),
    pagination: changes.pagination,
  };
  return (
    <section aria-labelledby="import-changes" className="space-y-2">
      <h3 id="import-changes" className="text-base font-semibold text-slate-900">
        {t("admin.imports.changesTitle", { count: row.changeCount })}
      </h3>
      <p className="text-sm text-slate-600">{t("admin.imports.changesLead")}</p>
      <ListRows
        caption={t("admin.imports.changesCaption")}
        list={list}
        empty=""
        hrefOf={(page) => `/admin/imports?id=${row.id}&page=${page}#import-changes`}
        columns={[
          { head: t("admin.imports.line"), className: "tabular-nums", cell: (change) => change.line },
          {
            head: t("admin.imports.part"),
            cell: (change) => (
              <>
                <span className="block">{t(`admin.imports.recordKinds.${change.record}`)}</span>
                <span className="block font-mono text-xs [overflow-wrap:anywhere]" dir="ltr">
                  {change.slug} · {change.sku}
                </span>
              </>
            ),
          },
          {
            head: t("admin.imports.field"),
            cell: (change) =>
              change.field === null ? (
                <span className="font-semibold text-emerald-800">{t("admin.imports.created")}</span>
              ) : (
                <span className="font-mono" dir="ltr">
                  {change.field}
                </span>
              ),
          },
          { head: t("admin.imports.before"), cell: (change) => (change.field === null ? null : <Shown value={change.before} />) },
          { head: t("admin.imports.after"), cell: (change) => (change.field === null ? null : <Shown value={change.after} />) },
        ]}
      />
    </section>
  );
}

/** One import's report: its counts, its bad rows (line, column, reason), its changes, and the apply button once it is clean. */
function Report({
  row,
  changes,
  mayWrite,
}: {
  row: CatalogueImport;
  changes: { data: ImportChange[]; pagination: { page: number; totalPages: number } } | null;
  mayWrite: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Panel id="import-report" title={t("admin.imports.reportTitle", { file: row.fileName })}>
      <div className="space-y-4">
        <Progress row={row} />
        <FileReading row={row} />
        <Counts summary={row.summary} />
        {row.errorCount > 0 ? (
          <>
            <p role="status" className="text-sm font-semibold text-red-900">
              {t("admin.imports.badRows", { count: row.errorCount, shown: row.problems.length })}
            </p>
            <Table
              caption={t("admin.imports.problemsCaption")}
              head={[t("admin.imports.line"), t("admin.imports.column"), t("admin.imports.reason")]}
            >
              {row.problems.map((problem, index) => (
                <tr key={index}>
                  <td className={`${CELL} tabular-nums`}>{problem.line}</td>
                  <td className={`${CELL} font-mono`} dir="ltr">
                    {problem.column}
                  </td>
                  <td className={CELL}>{problem.reason}</td>
                </tr>
              ))}
            </Table>
          </>
        ) : null}
        {changes && (row.state === "checked" || row.state === "applied") ? <Changes row={row} changes={changes} /> : null}
        {row.state === "checked" && row.errorCount === 0 && mayWrite ? (
          <div className="flex flex-wrap items-center gap-3">
            <RowAction intent="apply" fields={{ id: row.id }} tone="strong" label={t("admin.imports.applyLabel", { file: row.fileName })}>
              {t("admin.imports.apply")}
            </RowAction>
            <p className="text-sm text-slate-600">{t("admin.imports.applyNote")}</p>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

export default function AdminImports({ loaderData: { query, imports, chosen, changes, mayWrite }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  // While a file is checked or applied, the page reads its progress again every second.
  useReadAgainWhile(imports.data.some(running) || (chosen !== null && running(chosen)));
  const kinds = CATALOGUE_FILE_KINDS.map((kind) => ({ value: kind, label: t(`admin.imports.kinds.${kind}`) }));
  const side = (
    <div className="space-y-6">
      {mayWrite ? (
        <ActionCard
          intent="upload"
          heading={2}
          schema={CatalogueUploadFormSchema}
          texts="admin.imports.uploadForm"
          encType="multipart/form-data"
          values={{ megabytes: CATALOGUE_FILE_MAX_BYTES / 1024 / 1024 }}
        >
          {(fields) => (
            <>
              <AdminField field={fields.kind} label={t("admin.imports.kind")} control={{ kind: "select", options: kinds }} />
              {/* Before the files: the action reads the form's fields as the file starts to arrive. */}
              <AdminField
                field={fields.createMissing}
                label={t("admin.imports.createMissing")}
                hint={t("admin.imports.createMissingHint")}
                control={{ kind: "checkbox" }}
              />
              {/* Before the file: the action keeps the archive first, then checks the file with it. */}
              <AdminField
                field={fields.pictures}
                label={t("admin.imports.pictures")}
                hint={t("admin.imports.picturesHint", { megabytes: PICTURES_ARCHIVE_MAX_BYTES / 1024 / 1024 })}
                control={{ type: "file", accept: ".zip,application/zip" }}
              />
              <AdminField
                field={fields.file}
                label={t("admin.imports.file")}
                hint={t("admin.imports.fileHint", { megabytes: CATALOGUE_FILE_MAX_BYTES / 1024 / 1024 })}
                control={{ type: "file" }}
              />
            </>
          )}
        </ActionCard>
      ) : null}
      <Panel id="catalogue-export" title={t("admin.imports.exportTitle")}>
        <ul className="space-y-2 text-sm">
          {CATALOGUE_FILE_KINDS.map((kind) => (
            <li key={kind}>
              <a href={`/admin/imports/export/${kind}`} download={`${kind}.csv`} className={LINK}>
                {t(`admin.imports.export.${kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
  return (
    <ListPage<CatalogueImport>
      title={t("admin.imports.title")}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.imports.lead")}</p>
          {chosen ? (
            <div className="mb-6">
              <Report row={chosen} changes={changes} mayWrite={mayWrite} />
            </div>
          ) : null}
        </>
      }
      path="/admin/imports"
      query={query}
      side={side}
      list={imports}
      empty={t("admin.imports.none")}
      columns={[
        {
          head: t("admin.imports.file"),
          cell: (row) => (
            <Link to={`/admin/imports?id=${row.id}`} className={`${LINK} [overflow-wrap:anywhere]`}>
              {row.fileName}
            </Link>
          ),
        },
        { head: t("admin.imports.kind"), cell: (row) => t(`admin.imports.kinds.${row.kind}`) },
        { head: t("admin.imports.state"), cell: (row) => <Progress row={row} /> },
        {
          head: t("admin.imports.badRowsHead"),
          className: "tabular-nums",
          cell: (row) => row.errorCount.toLocaleString(),
        },
        {
          head: t("admin.imports.by"),
          cell: (row) => (
            <>
              <span className="block [overflow-wrap:anywhere]">{row.createdByEmail}</span>
              <When at={row.createdAt} className="block text-slate-600" />
            </>
          ),
        },
      ]}
    />
  );
}
