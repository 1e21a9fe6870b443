import { describe, expect, it } from "vitest";

import { clampIndex, decideDrag, keyStep, lastIndexOf } from "./carousel-rules.ts";

describe("spec §9 slider drag thresholds (3 px and 15 px)", () => {
  it("a drag under 3 px is a click that goes through", () => {
    expect(decideDrag(0, "ltr")).toEqual({ kind: "click" });
    expect(decideDrag(2.9, "ltr")).toEqual({ kind: "click" });
    expect(decideDrag(-2, "rtl")).toEqual({ kind: "click" });
  });

  it("a drag from 3 px to 15 px changes no slide and is no click", () => {
    expect(decideDrag(3, "ltr")).toEqual({ kind: "stay" });
    expect(decideDrag(-10, "ltr")).toEqual({ kind: "stay" });
    expect(decideDrag(15, "rtl")).toEqual({ kind: "stay" });
  });

  it("a drag beyond 15 px changes the slide: leftwards is forward left to right", () => {
    expect(decideDrag(-16, "ltr")).toEqual({ kind: "move", step: 1 });
    expect(decideDrag(16, "ltr")).toEqual({ kind: "move", step: -1 });
  });

  it("in Arabic a drag to the right is forward (the first slide is at the right)", () => {
    expect(decideDrag(40, "rtl")).toEqual({ kind: "move", step: 1 });
    expect(decideDrag(-40, "rtl")).toEqual({ kind: "move", step: -1 });
  });

  it("a long drag moves as many slides as it crossed, at least one", () => {
    expect(decideDrag(-20, "ltr", 200)).toEqual({ kind: "move", step: 1 });
    expect(decideDrag(-430, "ltr", 200)).toEqual({ kind: "move", step: 2 });
    expect(decideDrag(650, "rtl", 200)).toEqual({ kind: "move", step: 3 });
  });
});

describe("slide index clamping", () => {
  it("the last first-visible slide leaves the row full", () => {
    expect(lastIndexOf(10, 4)).toBe(6);
    expect(lastIndexOf(3, 4)).toBe(0);
    expect(lastIndexOf(5, 0)).toBe(4);
  });

  it("a row holds its index between the first slide and the last full view", () => {
    expect(clampIndex(-1, 10, 4)).toBe(0);
    expect(clampIndex(3, 10, 4)).toBe(3);
    expect(clampIndex(7, 10, 4)).toBe(6);
    expect(clampIndex(2, 3, 4)).toBe(0);
    expect(clampIndex(Number.NaN, 10, 4)).toBe(0);
  });

  it("a looping carousel wraps past the end to the start and before the start to the end", () => {
    expect(clampIndex(3, 3, 1, true)).toBe(0);
    expect(clampIndex(-1, 3, 1, true)).toBe(2);
    expect(clampIndex(1, 3, 1, true)).toBe(1);
  });
});

describe("keyboard", () => {
  it("the right arrow moves forward left to right and back in Arabic", () => {
    expect(keyStep("ArrowRight", "ltr")).toBe(1);
    expect(keyStep("ArrowLeft", "ltr")).toBe(-1);
    expect(keyStep("ArrowRight", "rtl")).toBe(-1);
    expect(keyStep("ArrowLeft", "rtl")).toBe(1);
    expect(keyStep("Enter", "ltr")).toBe(0);
  });
});
