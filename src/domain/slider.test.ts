import { describe, expect, it } from "vitest";

import { dragOutcome } from "./slider.ts";

const thresholds = { click: 3, swipe: 15 }; // spec §9

describe("slider drag thresholds (spec §9)", () => {
  it("a drag under 3 px is a click", () => {
    expect(dragOutcome(0, thresholds)).toBe("click");
    expect(dragOutcome(-2.5, thresholds)).toBe("click");
  });

  it("a drag from 3 to 15 px springs back to the same slide", () => {
    expect(dragOutcome(3, thresholds)).toBe("stay");
    expect(dragOutcome(-15, thresholds)).toBe("stay");
  });

  it("a drag beyond 15 px changes the slide: to the left shows the next one", () => {
    expect(dragOutcome(-16, thresholds)).toBe("next");
    expect(dragOutcome(40, thresholds)).toBe("previous");
  });

  it("is mirrored right to left: to the right shows the next one", () => {
    expect(dragOutcome(16, thresholds, true)).toBe("next");
    expect(dragOutcome(-40, thresholds, true)).toBe("previous");
  });
});
