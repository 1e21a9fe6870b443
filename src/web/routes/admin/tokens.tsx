import { appContext } from "#app-context";

import {
  type ApiToken,
  ApiTokenFormSchema,
  ApiTokenIdSchema,
  ApiTokenQuerySchema,
  expiryOfDay,
  TOKEN_PERMISSIONS,
} from "../../../domain/schemas/api-tokens.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK, When } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/tokens";

// The owner's API tokens (docs/decisions/027-api-tokens.md): the list never holds a token; one
// just made is shown once, in the action's answer, and never again.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "tokens.manage");
  const query = listQueryOf(request, ApiTokenQuerySchema);
  return { query, page: await app.services.apiTokens.list(query.page) };
}

export function meta() {
  return [{ title: "API tokens · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "tokens.manage", (me, app) => {
    const { apiTokens } = app.services;
    return {
      create: intent({
        schema: ApiTokenFormSchema,
        run: ({ expiresOn, ...token }) => apiTokens.create(me, { ...token, ...(expiresOn ? { expiresAt: expiryOfDay(expiresOn) } : {}) }),
        done: ({ token, secret }) => ({ key: "admin.tokens.created", values: { name: token.name, secret } }),
      }),
      revoke: intent({
        schema: ApiTokenIdSchema,
        refusedAt: "page",
        run: ({ id }) => apiTokens.revoke(me, id),
        done: (token) => ({ key: "admin.tokens.revoked", values: { name: token.name } }),
      }),
    };
  });

export default function AdminTokens({ loaderData: { query, page }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const secret = actionData?.done?.values?.secret;
  const permissionName = (permission: string) => t(`admin.tokens.permissions.${permission}`);
  const permissions = TOKEN_PERMISSIONS.map((permission) => ({ value: permission, label: permissionName(permission) }));
  const createForm = (
    <div>
      <ActionCard intent="create" heading={2} schema={ApiTokenFormSchema} texts="admin.tokens.createForm">
        {(fields) => (
          <>
            <AdminField field={fields.name} label={t("admin.tokens.name")} hint={t("admin.tokens.nameHint")} />
            <AdminField
              field={fields.permissions}
              label={t("admin.tokens.permissionsLabel")}
              control={{ kind: "checkboxes", options: permissions }}
            />
            <AdminField
              field={fields.expiresOn}
              label={t("admin.tokens.expiresOn")}
              hint={t("admin.tokens.expiresOnHint")}
              ltr
              control={{ type: "date" }}
            />
          </>
        )}
      </ActionCard>
    </div>
  );
  return (
    <ListPage<ApiToken>
      title={t("admin.tokens.title")}
      above={
        <>
          <ActionAnswer answer={notice} />
          {typeof secret === "string" ? (
            <section aria-labelledby="new-token-title" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
              <h2 id="new-token-title" className="font-bold text-slate-900">
                {t("admin.tokens.secretTitle")}
              </h2>
              <p className="mt-1 text-sm text-slate-800">{t("admin.tokens.secretNote")}</p>
              <p
                dir="ltr"
                className="mt-3 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-900"
                data-testid="new-token"
              >
                {secret}
              </p>
            </section>
          ) : null}
          <p className="text-sm text-slate-700">{t("admin.tokens.lead")}</p>
          {/* A request as another system sends it: code, left to right in every language. */}
          <pre dir="ltr" className="my-2 overflow-x-auto rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-800">
            {"GET /api/admin/products\nAuthorization: Bearer ovl_…"}
          </pre>
          <p className="mb-4 text-sm">
            <a href="/api/admin/docs/json" className={LINK}>
              {t("admin.tokens.docs")}
            </a>
          </p>
        </>
      }
      path="/admin/tokens"
      query={query}
      side={createForm}
      list={page}
      empty={t("admin.tokens.none")}
      card={(token) => (
        <div className="space-y-1 text-sm">
          <p className="font-semibold text-slate-900">{token.name}</p>
          <p dir="ltr" className="font-mono text-slate-700">
            {token.prefix}…
          </p>
          <p>{token.permissions.map(permissionName).join(", ")}</p>
          <p>{t(`admin.tokens.states.${token.state}`)}</p>
          {token.state === "active" ? (
            <RowAction intent="revoke" fields={{ id: token.id }} label={t("admin.tokens.revokeLabel", { name: token.name })}>
              {t("admin.tokens.revoke")}
            </RowAction>
          ) : null}
        </div>
      )}
      columns={[
        { head: t("admin.tokens.name"), cell: (token) => <span className="font-semibold text-slate-900">{token.name}</span> },
        {
          head: t("admin.tokens.prefix"),
          className: "font-mono whitespace-nowrap",
          cell: (token) => <span dir="ltr">{token.prefix}…</span>,
        },
        { head: t("admin.tokens.permissionsLabel"), cell: (token) => token.permissions.map(permissionName).join(", ") },
        {
          head: t("admin.tokens.createdBy"),
          cell: (token) => (
            <>
              <span className="block [overflow-wrap:anywhere]">{token.createdByEmail}</span>
              <When at={token.createdAt} className="block text-slate-600" />
            </>
          ),
        },
        {
          head: t("admin.tokens.lastUsed"),
          className: "whitespace-nowrap",
          cell: (token) => (token.lastUsedAt ? <When at={token.lastUsedAt} /> : t("admin.tokens.never")),
        },
        {
          head: t("admin.tokens.expires"),
          className: "whitespace-nowrap",
          cell: (token) => (token.expiresAt ? <When at={token.expiresAt} /> : t("admin.tokens.noExpiry")),
        },
        { head: t("admin.tokens.state"), cell: (token) => t(`admin.tokens.states.${token.state}`) },
        {
          head: t("admin.tokens.actions"),
          cell: (token) =>
            token.state === "active" ? (
              <RowAction intent="revoke" fields={{ id: token.id }} label={t("admin.tokens.revokeLabel", { name: token.name })}>
                {t("admin.tokens.revoke")}
              </RowAction>
            ) : null,
        },
      ]}
    />
  );
}
