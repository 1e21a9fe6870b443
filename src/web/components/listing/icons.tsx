// Small line icons of the listing, the card and the quick view. Decorative: the button or link
// that holds one carries the accessible name.
import { type IconName, SpriteIcon } from "../ui/sprite-icon.tsx";

type IconProps = { className?: string };

function line(name: IconName) {
  return function ListingIcon({ className = "h-5 w-5" }: IconProps) {
    return <SpriteIcon name={name} className={`${className} fill-none stroke-current stroke-2`} />;
  };
}

export const HeartIcon = ({ className = "h-5 w-5", filled }: IconProps & { filled?: boolean }) => (
  <SpriteIcon name="heart" className={`${className} ${filled ? "fill-current" : "fill-none"} stroke-current stroke-2`} />
);

export const CompareIcon = line("compare");
export const EyeIcon = line("eye");
export const CartIcon = line("cart");
export const GridIcon = line("grid");
export const ListIcon = line("list");
export const CloseIcon = line("close");
export const FilterIcon = line("filter");

/** Points to the inline end: flipped in right-to-left pages. */
export const ChevronIcon = ({ className = "h-4 w-4", back }: IconProps & { back?: boolean }) => (
  <SpriteIcon
    name="chevron-end"
    className={`${className} fill-none stroke-current stroke-2 ${back ? "-scale-x-100 rtl:scale-x-100" : "rtl:-scale-x-100"}`}
  />
);
