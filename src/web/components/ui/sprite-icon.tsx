// One icon from the storefront's sprite (icons.svg): a page draws each icon as a short <use>
// reference, and the browser fetches and caches the sprite once (a hashed, immutable asset),
// instead of every card repeating the icon's paths in the HTML.
import spriteUrl from "./icons.svg?no-inline";

/** The symbols in icons.svg; sprite-icon.test.ts keeps the two in step. */
export const ICON_NAMES = [
  "chevron-end",
  "chevron-start",
  "chevron-down",
  "caret-down",
  "plus",
  "minus",
  "zoom-in",
  "zoom-out",
  "expand",
  "close",
  "heart",
  "compare",
  "cart",
  "check",
  "eye",
  "grid",
  "list",
  "filter",
  "trash",
  "menu",
  "search",
  "user",
  "phone",
  "globe",
  "car",
  "play",
  "pause",
  "star",
  "stars",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Decorative (aria-hidden): the control around it carries the name. Colour, fill, stroke and
 * stroke width come from `className` and inherit into the symbol.
 */
export function SpriteIcon({ name, className }: { name: IconName; className?: string | undefined }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
