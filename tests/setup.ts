import { afterEach, beforeEach, vi } from "vitest";

// STYLE: a test fails on an unexpected console.error.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

// A worker runs many files in one process (vitest.config.ts): nothing a test stubs outlives it.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
