/**
 * The ways to pay, drawn for the shop (no brand logos): a bank card, a contactless payment, a
 * bank transfer and the padlock of an encrypted payment.
 */
export function PaymentMarks({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 236 40" className="h-8 w-auto">
      <title>{label}</title>
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* Bank card with a chip. */}
        <rect x="1" y="1" width="54" height="38" rx="6" fill="#f8fafc" />
        <rect x="9" y="10" width="12" height="9" rx="2" fill="#f59e0b" />
        <path d="M9 27h22M35 27h10" stroke="#334155" strokeWidth="3" />
        {/* Contactless waves. */}
        <rect x="61" y="1" width="54" height="38" rx="6" fill="#f8fafc" />
        <g stroke="#0f172a" strokeWidth="3">
          <path d="M80 13a10 10 0 0 1 0 14" />
          <path d="M86 9a16 16 0 0 1 0 22" />
          <path d="M92 5a22 22 0 0 1 0 30" opacity="0.5" />
        </g>
        <circle cx="74" cy="20" r="3" fill="#0f172a" />
        {/* Bank transfer: a building with columns. */}
        <rect x="121" y="1" width="54" height="38" rx="6" fill="#f8fafc" />
        <path d="M133 16l15-8 15 8z" fill="#1d4ed8" />
        <path d="M137 18v11M144 18v11M152 18v11M159 18v11" stroke="#1d4ed8" strokeWidth="3" />
        <path d="M133 32h30" stroke="#1d4ed8" strokeWidth="3" />
        {/* Padlock: encrypted payment. */}
        <rect x="181" y="1" width="54" height="38" rx="6" fill="#f8fafc" />
        <path d="M201 18v-4a7 7 0 0 1 14 0v4" stroke="#15803d" strokeWidth="3" />
        <rect x="197" y="18" width="22" height="15" rx="3" fill="#15803d" />
        <circle cx="208" cy="25" r="2.5" fill="#f8fafc" />
      </g>
    </svg>
  );
}
