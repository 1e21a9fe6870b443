import { appContext } from "#app-context";

import { AdminSubscribersQuerySchema, NewsletterSendSchema, SUBSCRIBER_STATES } from "../../../domain/schemas/admin.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BUTTON_QUIET } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/newsletter";

/** Where the back office downloads the export (the staff API answers it with the session cookie). */
const EXPORT_URL = "/api/admin/newsletter/subscribers.csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "newsletter.read");
  const query = listQueryOf(request, AdminSubscribersQuerySchema);
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

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "newsletter.send", (me, app) => ({
    send: intent({
      schema: NewsletterSendSchema,
      run: (issue) => app.services.newsletter.sendIssue(me, issue),
      done: ({ recipients }) => ({ key: "admin.newsletter.sent", values: { count: recipients } }),
    }),
  }));

export default function AdminNewsletter({ loaderData: { query, page, sendKey }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const sendForm = sendKey ? (
    <ActionCard
      intent="send"
      heading={2}
      schema={NewsletterSendSchema}
      texts="admin.newsletter.sendForm"
      values={{ count: page.counts.confirmed }}
      hidden={{ key: sendKey }}
    >
      {(fields) => (
        <>
          <AdminField field={fields.subject} label={t("admin.newsletter.subject")} />
          <AdminField field={fields.text} label={t("admin.newsletter.text")} control={{ kind: "textarea", rows: 10 }} />
        </>
      )}
    </ActionCard>
  ) : null;
  return (
    <ListPage
      title={t("admin.newsletter.title")}
      aside={
        <a href={EXPORT_URL} download className={BUTTON_QUIET}>
          {t("admin.newsletter.export", { count: page.counts.confirmed })}
        </a>
      }
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">
            {SUBSCRIBER_STATES.map((state) => t(`admin.newsletter.count.${state}`, { count: page.counts[state] })).join(" · ")}
          </p>
        </>
      }
      path="/admin/newsletter"
      query={query}
      filters={[
        { kind: "choice", name: "state", label: t("admin.newsletter.state"), values: SUBSCRIBER_STATES, texts: "admin.newsletter.states" },
        { kind: "search", name: "q", label: t("admin.newsletter.search") },
      ]}
      side={sendForm}
      list={page}
      empty={t("admin.newsletter.none")}
      columns={[
        { head: t("admin.newsletter.email"), cell: (subscriber) => subscriber.email, className: "[overflow-wrap:anywhere]" },
        { head: t("admin.newsletter.state"), cell: (subscriber) => t(`admin.newsletter.states.${subscriber.state}`) },
        { head: t("admin.newsletter.language"), cell: (subscriber) => subscriber.locale.toUpperCase() },
        { head: t("admin.newsletter.since"), when: (subscriber) => subscriber.createdAt },
      ]}
    />
  );
}
