// Small line icons of the listing, the card and the quick view. Decorative: the button or link
// that holds one carries the accessible name.
type IconProps = { className?: string };

function Svg({ className = "h-5 w-5", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current stroke-2`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const HeartIcon = ({ className, filled }: IconProps & { filled?: boolean }) => (
  <Svg className={className}>
    <path
      d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.4h3c.8-1.3 2.1-2.4 4.1-2.4 3.4 0 5.1 3.4 3.6 6.4C19 15.6 12 20 12 20z"
      className={filled ? "fill-current" : undefined}
    />
  </Svg>
);

export const CompareIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M7 4v16M17 4v16M3 8h8M13 16h8M3 8l4-4 4 4M13 16l4 4 4-4" />
  </Svg>
);

export const EyeIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const CartIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </Svg>
);

export const GridIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </Svg>
);

export const ListIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3.5" y="4.5" width="5" height="5" rx="1" />
    <rect x="3.5" y="14.5" width="5" height="5" rx="1" />
    <path d="M12 6h9M12 9h6M12 16h9M12 19h6" />
  </Svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const FilterIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </Svg>
);

/** Points to the inline end: flipped in right-to-left pages. */
export const ChevronIcon = ({ className = "h-4 w-4", back }: IconProps & { back?: boolean }) => (
  <Svg className={`${className} ${back ? "-scale-x-100 rtl:scale-x-100" : "rtl:-scale-x-100"}`}>
    <path d="M9 5l7 7-7 7" />
  </Svg>
);
