import type { ReactNode } from "react";

export interface TotalsLine {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** The amounts of a cart, a checkout or an order: a line each, then the total in bold under a rule. */
export function Totals({ lines, total, className = "" }: { lines: TotalsLine[]; total: TotalsLine; className?: string }) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      {lines.map((line) => (
        <div key={line.key} className="flex justify-between gap-3">
          <dt className="text-slate-600">{line.label}</dt>
          <dd className="text-end tabular-nums">{line.value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>{total.label}</dt>
        <dd className="tabular-nums">{total.value}</dd>
      </div>
    </dl>
  );
}
