// Line icons of the header, drawn in currentColor; decorative (the control around them is named).
import { type IconName, SpriteIcon } from "../ui/sprite-icon.tsx";

type IconProps = { className?: string };

function line(name: IconName) {
  return function HeaderIcon({ className = "h-5 w-5" }: IconProps) {
    return <SpriteIcon name={name} className={`shrink-0 fill-none stroke-current stroke-[1.8] ${className}`} />;
  };
}

export const MenuIcon = line("menu");
export const CloseIcon = line("close");
export const SearchIcon = line("search");
export const HeartIcon = line("heart");
export const UserIcon = line("user");
export const CartIcon = line("cart");
export const ChevronDownIcon = line("chevron-down");
/** Points to the end side: flip it in right-to-left with rtl:-scale-x-100. */
export const ChevronEndIcon = line("chevron-end");
export const ChevronStartIcon = line("chevron-start");
export const PhoneIcon = line("phone");
export const CompareIcon = line("compare");
export const GlobeIcon = line("globe");
export const GridIcon = line("grid");
