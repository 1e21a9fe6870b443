import { Link } from "react-router";

import { appContext } from "#app-context";

import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { BuildPicture } from "../../components/builds/build-photo.tsx";
import { BuildVehicle } from "../../components/builds/build-text.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/builds";

/** The customer's builds and where each stands: waiting, published, refused with the reason, or taken down. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const [builds, seo] = await Promise.all([
    app.services.builds.mine(user.id),
    pageSeo(app, request, { titleKey: "account.builds.title", descriptionKey: "account.seoDescription", noindex: true }),
  ]);
  // Just sent from /add-build: say so once, above the list.
  return { builds, seo, sent: pageUrlOf(request.url).searchParams.has("sent") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const STATE_LOOK = {
  pending: "bg-amber-100 text-amber-950",
  published: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-800",
  unpublished: "bg-slate-200 text-slate-800",
} as const;

export default function MyBuilds({ loaderData: { builds, sent } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const addLink = (
    <Link to="/add-build" className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90">
      {t("account.builds.add")}
    </Link>
  );
  return (
    <>
      <AccountHeading title={t("account.builds.title")} lead={t("account.builds.lead")} />
      {sent ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
        >
          {t("account.builds.sent")}
        </p>
      ) : null}
      {builds.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{t("account.builds.none")}</p>
          {addLink}
        </div>
      ) : (
        <ul className="space-y-4">
          {builds.map((build) => (
            <li key={build.id} className={`${CARD} flex flex-wrap items-start gap-4`}>
              {build.photo ? (
                <BuildPicture
                  photo={build.photo}
                  alt=""
                  sizes="128px"
                  className="h-20 w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  <bdi>{build.title}</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  <BuildVehicle vehicle={build.vehicle} />
                </p>
                <p className="mt-2">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_LOOK[build.status]}`}>
                    {t(`account.builds.states.${build.status}`)}
                  </span>
                </p>
                {build.rejectionReason ? (
                  <p className="mt-2 text-sm text-slate-700">{t("account.builds.reason", { reason: build.rejectionReason })}</p>
                ) : null}
              </div>
              <Link to={`/guest-post/${build.slug}`} className="font-semibold text-brand-700 underline hover:text-brand-600">
                {t("account.builds.view")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
