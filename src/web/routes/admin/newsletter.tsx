import { useTranslation } from "../../i18n/translator.ts";
import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { refusalOf } from "../../../domain/errors.ts";
import { AdminSubscribersQuerySchema, NewsletterSendSchema, SUBSCRIBER_STATES } from "../../../domain/schemas/admin.ts";
import { roleMay } from "../../../domain/staff.ts";
import {
  ActionAnswer,
  BUTTON,
  BUTTON_QUIET,
  CELL,
  INPUT,
  PageTitle,
  Panel,
  Table,
  useRefusalText,
  ListFilter,
  WhenCell,
} from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/newsletter";

/** Where the back office downloads the export (the staff API answers it with the session cookie). */
const EXPORT_URL = "/api/website/admin/newsletter/subscribers.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "newsletter.read");
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = AdminSubscribersQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : AdminSubscribersQuerySchema.parse({});
  return {
    query,
    page: await app.services.newsletter.page(query),
    // Only the owner sends; the form's key makes a second press of the same form send nothing.
    sendKey: roleMay(me.role, "newsletter.send") ? app.services.newsletter.newIssueKey() : null,
  };
}

export function meta() {
  return [{ title: "Newsletter · Back office · Overland" }];
}

type Answer = { ok: true; recipients: number } | { ok: false; refusal: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "newsletter.send");
  const form = await request.formData();
  const parsed = NewsletterSendSchema.safeParse({ subject: form.get("subject"), text: form.get("text"), key: form.get("key") });
  if (!parsed.success) return { ok: false, refusal: parsed.error.issues[0]?.message ?? "Check the form." };
  try {
    return { ok: true, ...(await app.services.newsletter.sendIssue(me, parsed.data)) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, refusal: refusal.message };
  }
}

export default function AdminNewsletter({ loaderData: { query, page, sendKey }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const navigation = useNavigation();
  const hrefOf = (number: number) => {
    const params = new URLSearchParams();
    if (query.state) params.set("state", query.state);
    if (query.q) params.set("q", query.q);
    params.set("page", String(number));
    return `/admin/newsletter?${params.toString()}`;
  };
  const answer = actionData
    ? actionData.ok
      ? { ok: true as const, message: t("admin.newsletter.sent", { count: actionData.recipients }) }
      : { ok: false as const, message: refusalText(actionData.refusal) }
    : undefined;
  return (
    <>
      <PageTitle
        aside={
          <a href={EXPORT_URL} download className={BUTTON_QUIET}>
            {t("admin.newsletter.export", { count: page.counts.confirmed })}
          </a>
        }
      >
        {t("admin.newsletter.title")}
      </PageTitle>
      <ActionAnswer answer={answer} />
      <p className="mb-4 text-sm text-slate-700">
        {SUBSCRIBER_STATES.map((state) => t(`admin.newsletter.count.${state}`, { count: page.counts[state] })).join(" · ")}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <ListFilter
            label={t("admin.newsletter.filter")}
            choice={{
              name: "state",
              label: t("admin.newsletter.state"),
              value: query.state,
              anyLabel: t("admin.orders.any"),
              options: SUBSCRIBER_STATES.map((state) => ({ value: state, label: t(`admin.newsletter.states.${state}`) })),
            }}
            search={{ label: t("admin.newsletter.search"), value: query.q }}
            applyLabel={t("admin.outbox.apply")}
          />
          {page.data.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.newsletter.none")}</p>
          ) : (
            <Table
              caption={t("admin.newsletter.title")}
              head={[t("admin.newsletter.email"), t("admin.newsletter.state"), t("admin.newsletter.language"), t("admin.newsletter.since")]}
            >
              {page.data.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className={`${CELL} [overflow-wrap:anywhere]`}>{subscriber.email}</td>
                  <td className={CELL}>{t(`admin.newsletter.states.${subscriber.state}`)}</td>
                  <td className={CELL}>{subscriber.locale.toUpperCase()}</td>
                  <WhenCell at={subscriber.createdAt} />
                </tr>
              ))}
            </Table>
          )}
          <div className="mt-6">
            <Pager page={page.pagination.page} totalPages={page.pagination.totalPages} hrefOf={hrefOf} />
          </div>
        </div>
        {sendKey ? (
          <Panel id="send-issue" title={t("admin.newsletter.send")}>
            <Form method="post" className="space-y-3">
              <input type="hidden" name="key" value={sendKey} />
              <label className="block text-sm font-semibold">
                {t("admin.newsletter.subject")}
                <input name="subject" required minLength={3} maxLength={150} className={INPUT} />
              </label>
              <label className="block text-sm font-semibold">
                {t("admin.newsletter.text")}
                <textarea name="text" required minLength={20} maxLength={20000} rows={10} className={INPUT} />
              </label>
              <p className="text-xs text-slate-600">{t("admin.newsletter.sendHelp", { count: page.counts.confirmed })}</p>
              <button type="submit" className={BUTTON} disabled={navigation.state === "submitting"}>
                {t("admin.newsletter.sendSubmit")}
              </button>
            </Form>
          </Panel>
        ) : null}
      </div>
    </>
  );
}
