import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { Breadcrumb } from "../ui/breadcrumb.tsx";

/** The frame of the one-card account pages (password reset, e-mail links): breadcrumb, heading, card. */
export function AuthPage({ title, lead, children }: { title: string; lead?: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("auth.login.title"), to: "/account/login" }, { label: title }]} />
      <div className="mx-auto mt-6 max-w-xl">
        <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
        <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">{children}</section>
      </div>
    </div>
  );
}

/**
 * The outcome of a step (link sent, e-mail confirmed, link expired), announced and given the
 * focus when it appears after a submit.
 */
export function Outcome({
  tone,
  title,
  focus = true,
  children,
}: {
  tone: "success" | "problem";
  title: string;
  focus?: boolean;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const look = tone === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-200 bg-amber-50 text-amber-950";
  return (
    <div ref={ref} tabIndex={-1} role={tone === "success" ? "status" : "alert"} className={`rounded-xl border p-5 ${look}`}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-2 space-y-3 text-sm">{children}</div> : null}
    </div>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline hover:text-brand-600">
      {children}
    </Link>
  );
}
