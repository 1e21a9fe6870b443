// Small line icons of the product page; decorative (aria-hidden), sized by the caller's class.
type IconProps = { className?: string };

function Icon({ className = "h-5 w-5", children, filled = false }: IconProps & { children: React.ReactNode; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Points to the inline end (right in ltr); mirrored in rtl by rtl:-scale-x-100. */
export function ChevronEndIcon({ className }: IconProps) {
  return (
    <Icon className={`rtl:-scale-x-100 ${className ?? "h-5 w-5"}`}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function ChevronStartIcon({ className }: IconProps) {
  return (
    <Icon className={`rtl:-scale-x-100 ${className ?? "h-5 w-5"}`}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function MinusIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 12h14" />
    </Icon>
  );
}

export function ZoomInIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
    </Icon>
  );
}

export function ZoomOutIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5M8 11h6" />
    </Icon>
  );
}

export function ExpandIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Icon>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function HeartIcon({ className, filled }: IconProps & { filled?: boolean }) {
  return (
    <Icon className={className} filled={filled}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </Icon>
  );
}

export function CompareIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M7 4v16M17 4v16M4 8h6M14 14h6M4 8l3-4 3 4M14 14l3 4 3-4" />
    </Icon>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.2a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
    </Icon>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="m5 12 5 5 9-10" />
    </Icon>
  );
}

const STAR_PATH = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";

export function StarIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d={STAR_PATH} />
    </svg>
  );
}
