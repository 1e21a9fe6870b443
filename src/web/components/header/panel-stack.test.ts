import { describe, expect, it } from "vitest";

import { currentPanel, panelsAfterTransition, popPanel, pushPanel, ROOT_PANELS } from "./panel-stack.ts";

describe("mobile menu panel stack (spec §4)", () => {
  it("starts at the root panel", () => {
    expect(currentPanel(ROOT_PANELS)).toEqual({ kind: "root" });
  });

  it("pushes a department's panel and pops back to the root", () => {
    const pushed = pushPanel(ROOT_PANELS, { kind: "department", key: "suspension" });
    expect(currentPanel(pushed)).toEqual({ kind: "department", key: "suspension" });
    expect(currentPanel(popPanel(pushed))).toEqual({ kind: "root" });
  });

  it("never pops the root panel", () => {
    expect(popPanel(ROOT_PANELS)).toEqual(ROOT_PANELS);
  });

  it("resets to the root panel when the closing transition ends", () => {
    const pushed = pushPanel(ROOT_PANELS, { kind: "department", key: "brakes" });
    expect(panelsAfterTransition(pushed, false)).toEqual(ROOT_PANELS);
  });

  it("keeps the panels when the opening transition ends", () => {
    const pushed = pushPanel(ROOT_PANELS, { kind: "department", key: "brakes" });
    expect(panelsAfterTransition(pushed, true)).toBe(pushed);
  });
});
