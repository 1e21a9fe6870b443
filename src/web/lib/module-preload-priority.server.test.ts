import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { lowPriorityModulePreloads } from "./module-preload-priority.server.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/r.css"/>' +
  '<link rel="modulepreload" href="/resources/messages/ar-1.js" data-messages=""/></head><body><p>قطعة &lt;link rel="modulepreload"&gt;</p>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></body></html>';
const expected = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

function piped(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("module preloads asked for at low priority", () => {
  it("marks every module preload and nothing else", async () => {
    expect(await piped([Buffer.from(page)])).toBe(expected);
    expect(expected.split('fetchpriority="low"')).toHaveLength(4);
  });

  it("gives the same page however the stream is cut, within a tag or a character", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await piped([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
    const oneByOne = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await piped(oneByOne)).toBe(expected);
  });
});
