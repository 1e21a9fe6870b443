import type { ReactNode } from "react";
import { Link } from "react-router";

/** A home page band: its heading, a link to everything of its kind, and its list. */
export function HomeSection({
  id,
  title,
  allLink,
  children,
}: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  allLink: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <Link to={allLink.to} className="text-sm font-semibold text-brand-700 hover:underline">
          {allLink.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
