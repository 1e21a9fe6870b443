import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";

import { appContext } from "#app-context";

import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/layout";

/**
 * Every back-office page needs a member of staff: a guest is sent to the staff sign-in first (and
 * back afterwards), a customer gets 403, before any loader or action of the back office runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireStaffPage(context.get(appContext), request, "backoffice.open");
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.get(appContext), request, "backoffice.open");
  return { email: staff.email, role: staff.role };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}

/** A customer, or staff on an owner's page: a plain page that says so, without the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="content" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{`${t("admin.title")} · Overland`}</title>
      <p className="text-6xl font-black text-slate-900">{forbidden ? "403" : missing ? "404" : "!"}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        {forbidden ? t("admin.forbidden.title") : missing ? t("admin.notFound") : t("admin.failure")}
      </h1>
      {forbidden ? <p className="mt-2 text-slate-600">{t("admin.forbidden.text")}</p> : null}
      <a href="/" className="mt-8 inline-block rounded-lg bg-slate-900 px-6 py-3 font-semibold text-white hover:bg-slate-700">
        {t("admin.forbidden.back")}
      </a>
    </main>
  );
}
