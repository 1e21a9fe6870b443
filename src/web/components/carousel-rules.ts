// The pure rules of the carousel (src/web/components/carousel.tsx): which slide comes next, and
// what a drag means. Kept apart from React so they can be tested on their own.
import { SLIDER_DRAG_THRESHOLDS } from "../lib/ui-constants.ts";

export type Direction = "ltr" | "rtl";

/** The last index the first visible slide may take: the row ends flush with the last slide. */
export function lastIndexOf(count: number, perView: number): number {
  return Math.max(0, count - Math.max(1, Math.floor(perView)));
}

/**
 * The first visible slide after a move to `index`: held inside [0, last] for a row, or wrapped
 * round (past the end back to the start, before the start to the end) for a looping carousel.
 */
export function clampIndex(index: number, count: number, perView: number, loop = false): number {
  const last = lastIndexOf(count, perView);
  if (!Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  if (loop) {
    const positions = last + 1;
    return ((whole % positions) + positions) % positions;
  }
  return Math.min(last, Math.max(0, whole));
}

export type DragDecision =
  /** Under the first threshold: the press was a click, and the click goes through. */
  | { kind: "click" }
  /** Between the thresholds: the slides snap back; the click is swallowed. */
  | { kind: "stay" }
  /** Beyond the second threshold: `step` slides forward (1, 2 ...) or back (-1, -2 ...). */
  | { kind: "move"; step: number };

/**
 * spec §9: slider drag thresholds 3 px and 15 px. `deltaX` is the pointer's horizontal travel on
 * screen (positive to the right). Forward is leftwards in a left-to-right page and rightwards in
 * Arabic, where the first slide sits at the right. With `slideStep` (a slide's width plus the
 * gap) a long drag moves as many slides as it crossed, and always at least one.
 */
export function decideDrag(deltaX: number, direction: Direction, slideStep?: number): DragDecision {
  const distance = Math.abs(deltaX);
  if (distance < SLIDER_DRAG_THRESHOLDS.click) return { kind: "click" };
  if (distance <= SLIDER_DRAG_THRESHOLDS.swipe) return { kind: "stay" };
  const forward = direction === "rtl" ? deltaX > 0 : deltaX < 0;
  const slides = slideStep && slideStep > 0 ? Math.max(1, Math.round(distance / slideStep)) : 1;
  return { kind: "move", step: forward ? slides : -slides };
}

/** The arrow key that moves forward: Right in English and Russian, Left in Arabic. */
export function keyStep(key: string, direction: Direction): number {
  if (key === "ArrowRight") return direction === "rtl" ? -1 : 1;
  if (key === "ArrowLeft") return direction === "rtl" ? 1 : -1;
  return 0;
}
