// A vehicle's name is Latin text ("1995 Toyota Land Cruiser 80") that may sit inside Arabic:
// isolated in <bdi>, its year stays in front of the make instead of jumping to the other side.
const MARK = "\u{E000}";

/** Renders `translate(MARK)` with the vehicle name isolated where the placeholder was. */
export function TextWithVehicle({ translate, vehicle }: { translate: (placeholder: string) => string; vehicle: string }) {
  const [before = "", after = ""] = translate(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{vehicle}</bdi>
      {after}
    </>
  );
}

export function CarIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current stroke-2`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 17H3v-5l2-5h10l4 5h2v5h-2" />
      <path d="M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
      <path d="M5 12h14" />
    </svg>
  );
}

export function CheckIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`${className} shrink-0 fill-none stroke-current stroke-[2.5]`}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CrossIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={`${className} shrink-0 fill-none stroke-current stroke-[2.5]`} strokeLinecap="round">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
