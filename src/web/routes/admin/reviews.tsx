import { Link } from "react-router";

import { appContext } from "#app-context";

import { localizedText } from "../../../domain/schemas/common.ts";
import {
  type AdminReview,
  AdminReviewsQuerySchema,
  REVIEW_MODERATION_MODES,
  REVIEW_VIEWS,
  ReviewIdSchema,
  ReviewReplyFormSchema,
  ReviewSettingsSchema,
} from "../../../domain/schemas/review.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, formIdOf, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BUTTON_QUIET, LINK, When } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/reviews";

const RATINGS = ["5", "4", "3", "2", "1"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "catalog.read");
  const query = listQueryOf(request, AdminReviewsQuerySchema);
  const [list, moderation] = await Promise.all([app.services.catalog.reviewsForStaff(query), app.services.catalog.reviewModeration()]);
  return { query, list, moderation, mayModerate: roleMay(staff.role, "reviews.moderate") };
}

export function meta() {
  return [{ title: "Reviews · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "reviews.moderate", (me, app) => {
    const { catalog } = app.services;
    return {
      publish: intent({
        schema: ReviewIdSchema,
        refusedAt: "page",
        done: "admin.reviews.done.publish",
        run: ({ id }) => catalog.publishReview(me, id),
      }),
      hide: intent({
        schema: ReviewIdSchema,
        refusedAt: "page",
        done: "admin.reviews.done.hide",
        run: ({ id }) => catalog.hideReview(me, id),
      }),
      reply: intent({
        schema: ReviewReplyFormSchema,
        done: "admin.reviews.done.reply",
        run: ({ id, reply }) => catalog.replyToReview(me, id, reply),
      }),
      removeReply: intent({
        schema: ReviewIdSchema,
        refusedAt: "page",
        done: "admin.reviews.done.removeReply",
        run: ({ id }) => catalog.removeReviewReply(me, id),
      }),
      settings: intent({
        schema: ReviewSettingsSchema,
        done: "admin.reviews.done.settings",
        run: ({ moderation }) => catalog.setReviewModeration(me, moderation),
      }),
    };
  });

export default function AdminReviews({ loaderData: { query, list, moderation, mayModerate }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = useAnswerNotice(actionData);
  const titleOf = (review: AdminReview) => localizedText(review.product.title, locale);
  const replyRefused = (id: number) => actionData?.form === formIdOf("reply", id) && !actionData.done;

  const product = (review: AdminReview) => (
    <Link to={`/product/${review.product.slug}`} className={LINK}>
      <bdi>{titleOf(review)}</bdi>
    </Link>
  );
  const author = (review: AdminReview) => (
    <>
      <bdi className="block">{review.author}</bdi>
      {review.verified ? (
        <span className="mt-1 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t("admin.reviews.verified")}
        </span>
      ) : null}
    </>
  );
  const text = (review: AdminReview) => (
    <div className="min-w-48 space-y-2">
      <p className="font-semibold text-slate-900">{t(`admin.reviews.ratings.${review.rating}`)}</p>
      <p dir="auto" className="break-words whitespace-pre-line text-slate-700">
        {review.content}
      </p>
      {query.view === "all" ? <p className="text-sm text-slate-600">{t(`admin.reviews.views.${review.status}`)}</p> : null}
      {review.reply ? (
        <div className="rounded-lg border-s-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
          <p className="font-semibold text-slate-900">
            {t("admin.reviews.replied")}
            {review.repliedAt ? (
              <>
                {" · "}
                <When at={review.repliedAt} className="font-normal text-slate-600" />
              </>
            ) : null}
          </p>
          <p dir="auto" className="break-words whitespace-pre-line text-slate-700">
            {review.reply}
          </p>
        </div>
      ) : null}
    </div>
  );
  const actions = (review: AdminReview) =>
    mayModerate ? (
      <div className="min-w-56 space-y-2">
        <div className="flex flex-wrap gap-2">
          {review.status !== "published" ? (
            <RowAction
              intent="publish"
              fields={{ id: review.id }}
              tone="strong"
              label={t("admin.reviews.publishLabel", { author: review.author })}
            >
              {t("admin.reviews.publish")}
            </RowAction>
          ) : null}
          {review.status !== "hidden" ? (
            <RowAction intent="hide" fields={{ id: review.id }} label={t("admin.reviews.hideLabel", { author: review.author })}>
              {t("admin.reviews.hide")}
            </RowAction>
          ) : null}
          {review.reply ? (
            <RowAction
              intent="removeReply"
              fields={{ id: review.id }}
              label={t("admin.reviews.removeReplyLabel", { author: review.author })}
            >
              {t("admin.reviews.removeReply")}
            </RowAction>
          ) : null}
        </div>
        {/* The reply's form opens on demand (and stays open when it was refused): a page of 25 stays short. */}
        <details open={replyRefused(review.id) || undefined} className="group">
          <summary className={`${BUTTON_QUIET} cursor-pointer list-none`}>
            {t(review.reply ? "admin.reviews.editReply" : "admin.reviews.writeReply")}
          </summary>
          <div className="mt-2">
            <ActionCard
              intent="reply"
              row={review.id}
              look="card"
              schema={ReviewReplyFormSchema}
              texts={review.reply ? "admin.reviews.editReplyForm" : "admin.reviews.replyForm"}
              values={{ author: review.author }}
              defaultValue={{ reply: review.reply ?? "" }}
            >
              {(fields) => (
                <AdminField field={fields.reply} label={t("admin.reviews.replyField")} control={{ kind: "textarea", rows: 3 }} />
              )}
            </ActionCard>
          </div>
        </details>
      </div>
    ) : null;

  // The shop's setting: who may moderate changes it; a reader is told what it is.
  const settings = mayModerate ? (
    <ActionCard
      intent="settings"
      heading={2}
      schema={ReviewSettingsSchema}
      texts="admin.reviews.settingsForm"
      defaultValue={{ moderation }}
    >
      {(fields) => (
        <AdminField
          field={fields.moderation}
          label={t("admin.reviews.moderation")}
          control={{
            kind: "select",
            options: REVIEW_MODERATION_MODES.map((mode) => ({ value: mode, label: t(`admin.reviews.modes.${mode}`) })),
          }}
        />
      )}
    </ActionCard>
  ) : (
    <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">{t(`admin.reviews.modes.${moderation}`)}</p>
  );

  return (
    <ListPage
      title={t("admin.reviews.title")}
      above={
        <>
          <ActionAnswer answer={notice} />
          <div className="mb-6 max-w-xl">{settings}</div>
        </>
      }
      path="/admin/reviews"
      query={query}
      filters={[
        { kind: "search", name: "q", label: t("admin.reviews.search") },
        { kind: "choice", name: "rating", label: t("admin.reviews.rating"), values: RATINGS, texts: "admin.reviews.ratings" },
      ]}
      tabs={{ name: "view", label: t("admin.reviews.view"), values: REVIEW_VIEWS, texts: "admin.reviews.views" }}
      list={list}
      empty={t("admin.reviews.none")}
      columns={[
        { head: t("admin.reviews.product"), cell: product },
        { head: t("admin.reviews.author"), cell: author },
        { head: t("admin.reviews.review"), cell: text },
        { head: t("admin.reviews.written"), when: (review) => review.createdAt },
        { head: t("admin.reviews.actions"), cell: actions },
      ]}
    />
  );
}
