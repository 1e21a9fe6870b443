import { useRef, useState } from "react";

import { dragOutcome } from "../../../domain/slider.ts";
import { SLIDER_DRAG_THRESHOLDS } from "../../lib/ui-constants.ts";

interface DragStart {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Swipe between slides with a finger, pen or mouse (spec §9 thresholds): under 3 px the press
 * stays a click; past 15 px it changes the slide, mirrored in rtl. `offset` follows the pointer
 * while dragging, for the track to move with it. A click that ends a drag is swallowed.
 */
export function useSlideDrag({ rtl, enabled = true, onSlide }: { rtl: boolean; enabled?: boolean; onSlide(step: 1 | -1): void }) {
  const start = useRef<DragStart | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState(0);

  function end(event: React.PointerEvent<HTMLElement>, cancelled: boolean) {
    const drag = start.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    start.current = null;
    setOffset(0);
    if (!drag.dragging || cancelled) return;
    const outcome = dragOutcome(event.clientX - drag.x, SLIDER_DRAG_THRESHOLDS, rtl);
    if (outcome !== "click") swallowClick.current = true;
    if (outcome === "next") onSlide(1);
    if (outcome === "previous") onSlide(-1);
  }

  const handlers = {
    onPointerDown(event: React.PointerEvent<HTMLElement>) {
      if (!enabled || (event.pointerType === "mouse" && event.button !== 0)) return;
      swallowClick.current = false;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    },
    onPointerMove(event: React.PointerEvent<HTMLElement>) {
      const drag = start.current;
      if (!drag || drag.pointerId !== event.pointerId) return;
      const dx = event.clientX - drag.x;
      if (!drag.dragging) {
        // A mostly vertical move is the page scrolling, not a swipe.
        if (Math.abs(event.clientY - drag.y) > Math.abs(dx)) return;
        if (Math.abs(dx) < SLIDER_DRAG_THRESHOLDS.click) return;
        drag.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(dx);
    },
    onPointerUp(event: React.PointerEvent<HTMLElement>) {
      end(event, false);
    },
    onPointerCancel(event: React.PointerEvent<HTMLElement>) {
      end(event, true);
    },
    onClickCapture(event: React.MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // Images are dragged as slides, not as files.
    onDragStart(event: React.DragEvent<HTMLElement>) {
      event.preventDefault();
    },
  };

  return { offset, dragging: offset !== 0, handlers };
}
