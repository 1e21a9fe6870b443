import type { ReactNode } from "react";

/** The ways the checkout takes money (ShopConfig.payments): only these are drawn. */
export type PaymentMethod = "card";

const MARK_WIDTH = 54;
const GAP = 6;

// Drawn for the shop, no brand logos.
const MARKS: Record<PaymentMethod, ReactNode> = {
  card: (
    <>
      <rect x="1" y="1" width={MARK_WIDTH} height="38" rx="6" fill="#f8fafc" />
      <rect x="9" y="10" width="12" height="9" rx="2" fill="#f59e0b" />
      <path d="M9 27h22M35 27h10" stroke="#334155" strokeWidth="3" />
    </>
  ),
};

/** The marks of the ways to pay the shop takes, and nothing else; `label` says them in words. */
export function PaymentMarks({ methods, label }: { methods: readonly PaymentMethod[]; label: string }) {
  if (methods.length === 0) return null;
  const width = methods.length * (MARK_WIDTH + GAP) - GAP + 2;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} 40`} className="h-8 w-auto">
      <title>{label}</title>
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {methods.map((method, index) => (
          <g key={method} transform={`translate(${index * (MARK_WIDTH + GAP)} 0)`}>
            {MARKS[method]}
          </g>
        ))}
      </g>
    </svg>
  );
}
