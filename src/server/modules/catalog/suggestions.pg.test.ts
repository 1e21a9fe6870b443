import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

// On PostgreSQL a suggestion of several words checked each whole word with its own semi-join, and
// the planner weighed every order of them: eight words took 1.1 s to plan (12 ms to run), and
// 200 characters of one repeated word or part number 1.4-1.8 s. What a long query costs is now about
// what its first word costs. Compared with one word in the same run, so a busy machine slows both.

let t: TestApp;
beforeAll(async () => {
  // Nothing kept: each asking is worked out.
  t = await buildTestApp({ env: { RESPONSE_CACHE_MB: "0" } });
});
afterAll(async () => {
  await t?.close();
});

/** The median time of five askings, after one to warm up. */
async function medianMs(query: string): Promise<number> {
  const url = `/api/website/products/search?${new URLSearchParams({ query }).toString()}`;
  expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await t.app.inject({ method: "GET", url });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

describe("a long suggestion costs about what one word does", () => {
  it("eight words, or 200 characters of one repeated word or part number", async () => {
    const oneWord = await medianMs("brake");
    const bound = Math.max(150, 5 * oneWord);
    const fill = (word: string) => `${word} `.repeat(Math.ceil(200 / (word.length + 1))).slice(0, 200);
    for (const query of ["brake pad disc rotor filter oil air kit", fill("brake"), fill("OF-XK70-32404")]) {
      expect(await medianMs(query), `${query.slice(0, 40)}... (one word: ${oneWord.toFixed(0)} ms)`).toBeLessThan(bound);
    }
  });
});
