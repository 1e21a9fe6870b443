// spec §9 "Slider drag thresholds: 3 px and 15 px": a drag shorter than the first is a click;
// one longer than the second changes the slide; in between, the slide springs back.

export type DragOutcome = "click" | "stay" | "next" | "previous";

/**
 * What a horizontal drag of `dx` pixels (positive: to the right) does. In a right-to-left page
 * the slides run from right to left, so dragging to the right shows the next one.
 */
export function dragOutcome(dx: number, thresholds: { click: number; swipe: number }, rtl = false): DragOutcome {
  const distance = Math.abs(dx);
  if (distance < thresholds.click) return "click";
  if (distance <= thresholds.swipe) return "stay";
  const towardsStart = rtl ? dx > 0 : dx < 0;
  return towardsStart ? "next" : "previous";
}
