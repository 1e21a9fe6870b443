import { useCallback, useEffect, useRef } from "react";

import { QUANTITY_HOLD_DELAY_MS, QUANTITY_HOLD_REPEAT_MS } from "./ui-constants.ts";

/**
 * spec §9 "Number input press-and-hold": a press acts once, and while it is held the action
 * repeats, first after 300 ms, then every 50 ms. Works with a pointer (mouse, touch, pen) and
 * with the keyboard (Enter or Space held); stops on release, on leaving the button and on blur.
 * `act` returns false when there is nothing more to do (a bound is reached), which stops it.
 */
export function usePressAndHold(act: () => boolean) {
  const actRef = useRef(act);
  useEffect(() => {
    actRef.current = act;
  });
  const delay = useRef<ReturnType<typeof setTimeout> | null>(null);
  const repeat = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (delay.current) clearTimeout(delay.current);
    if (repeat.current) clearInterval(repeat.current);
    delay.current = null;
    repeat.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    if (!actRef.current()) return;
    delay.current = setTimeout(() => {
      repeat.current = setInterval(() => {
        if (!actRef.current()) stop();
      }, QUANTITY_HOLD_REPEAT_MS);
    }, QUANTITY_HOLD_DELAY_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return {
    onPointerDown(event: React.PointerEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      if (!event.repeat) start();
    },
    onKeyUp(event: React.KeyboardEvent<HTMLButtonElement>) {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault(); // Space would click on release: the press already acted.
      stop();
    },
    // A long touch would open the context menu or select text instead of repeating.
    onContextMenu(event: React.MouseEvent<HTMLButtonElement>) {
      event.preventDefault();
    },
    // A pointer's click follows a press that already acted (detail >= 1); a click with no press
    // before it (assistive technology, detail 0) acts once.
    onClick(event: React.MouseEvent<HTMLButtonElement>) {
      if (event.detail === 0) actRef.current();
    },
  };
}
