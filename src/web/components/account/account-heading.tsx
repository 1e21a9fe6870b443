import { useTranslation } from "../../i18n/translator.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";

/** The breadcrumb (Home / My account / page) and the page's one h1. */
export function AccountHeading({
  title,
  lead,
  trail = [],
  children,
}: {
  title: string;
  lead?: string;
  trail?: { label: string; to: string }[];
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="mb-6">
      <Breadcrumb trail={[{ label: t("account.title"), to: "/account/dashboard" }, ...trail, { label: title }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black tracking-tight text-slate-900">{title}</h1>
          {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
        </div>
        {children}
      </div>
    </header>
  );
}
