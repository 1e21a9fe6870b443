import { useState } from "react";

/**
 * True from the first time `open` is true. The header's menus draw their contents (hundreds of
 * links, hidden until opened, and only openable with JavaScript) once they are first opened, not
 * in every page's HTML; after that they stay drawn, so they slide and keep their state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
