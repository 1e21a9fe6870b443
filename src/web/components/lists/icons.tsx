// Small line icons of the cart, compare and wishlist pages (decorative: always aria-hidden).
import { type IconName, SpriteIcon } from "../ui/sprite-icon.tsx";

function line(name: IconName, defaultClass: string) {
  return function ListsIcon({ className = defaultClass }: { className?: string }) {
    return <SpriteIcon name={name} className={`fill-none stroke-current stroke-2 ${className}`} />;
  };
}

export const CartIcon = line("cart", "h-9 w-9");
export const HeartIcon = line("heart", "h-9 w-9");
export const CompareIcon = line("compare", "h-9 w-9");
export const TrashIcon = line("trash", "h-4 w-4");
