// The two back-office pages a member of staff sees before signing in: the sign-in, and the
// invitation's password. One frame, each with its form of AdminFields.
import { useTranslation } from "../../i18n/translator.ts";

export function StaffAuthPage({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="content" className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-slate-600">Overland · {t("admin.title")}</p>
        <h1 className="mt-1 text-2xl font-black text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{lead}</p>
        {children}
      </div>
    </main>
  );
}
