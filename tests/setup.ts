import { afterEach, beforeEach, vi } from "vitest";

// STYLE: a test fails on an unexpected console.error.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
