import type { ReactNode } from "react";

/** The account pages' white card; a page adds its width or grid span. */
export const CARD = "rounded-2xl border border-slate-200 bg-white p-5 sm:p-6";

/**
 * A card that is a section named by its h2. `hideTitle` keeps the name for screen readers where
 * the content shows what it is; `action` sits at the title's end (a link to more).
 */
export function AccountCard(props: {
  id: string;
  title: string;
  hideTitle?: boolean;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={props.id} className={props.hideTitle ? "sr-only" : "text-lg font-bold text-slate-900"}>
      {props.title}
    </h2>
  );
  return (
    <section aria-labelledby={props.id} className={`${CARD} ${props.className ?? ""}`}>
      {props.action ? (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {heading}
          {props.action}
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}

/** A term and its value in a card's list of facts (<dl>). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
