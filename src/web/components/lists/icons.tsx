// Small line icons of the cart, compare and wishlist pages (decorative: always aria-hidden).
const base = "fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]";

export function CartIcon({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${base} ${className}`}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

export function HeartIcon({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${base} ${className}`}>
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20Z" />
    </svg>
  );
}

export function CompareIcon({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${base} ${className}`}>
      <path d="M7 3 3 7l4 4M3 7h14M17 13l4 4-4 4M21 17H7" />
    </svg>
  );
}

export function TrashIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${base} ${className}`}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
