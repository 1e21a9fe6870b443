// Small line icons of the product page; decorative (aria-hidden), sized by the caller's class.
import { type IconName, SpriteIcon } from "./sprite-icon.tsx";

type IconProps = { className?: string };

const LINE = "fill-none stroke-current stroke-2";

function line(name: IconName, defaultClass = "h-5 w-5") {
  return function LineIcon({ className = defaultClass }: IconProps) {
    return <SpriteIcon name={name} className={`${LINE} ${className}`} />;
  };
}

/** Points to the inline end (right in ltr); mirrored in rtl by rtl:-scale-x-100. */
export function ChevronEndIcon({ className = "h-5 w-5" }: IconProps) {
  return <SpriteIcon name="chevron-end" className={`${LINE} rtl:-scale-x-100 ${className}`} />;
}

export function ChevronStartIcon({ className = "h-5 w-5" }: IconProps) {
  return <SpriteIcon name="chevron-start" className={`${LINE} rtl:-scale-x-100 ${className}`} />;
}

export const PlusIcon = line("plus");
export const MinusIcon = line("minus");
export const ZoomInIcon = line("zoom-in");
export const ZoomOutIcon = line("zoom-out");
export const ExpandIcon = line("expand");
export const CloseIcon = line("close");
export const CompareIcon = line("compare");
export const CartIcon = line("cart");
export const CheckIcon = line("check");

export function HeartIcon({ className = "h-5 w-5", filled = false }: IconProps & { filled?: boolean | undefined }) {
  return <SpriteIcon name="heart" className={`${filled ? "fill-current" : "fill-none"} stroke-current stroke-2 ${className}`} />;
}

export function StarIcon({ className = "h-4 w-4" }: IconProps) {
  return <SpriteIcon name="star" className={`fill-current ${className}`} />;
}
