import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { scriptsAfterPaint } from "./scripts-after-paint.server.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/r.css"/>' +
  '<link rel="modulepreload" href="/resources/messages/ar-1.js" data-messages=""/></head><body><p>قطعة &lt;link rel="modulepreload"&gt;</p>' +
  '<script nonce="n">if (a < b) c();</script><link rel="modulepreload" href="/assets/b.js" nonce="n"/>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
  '<script type="application/ld+json">{"a":"<b"}</script></body></html>';
const expected = page
  .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload-after-paint"')
  .replace('<script nonce="n" type="module"', '<script nonce="n" type="module-after-paint"');

function piped(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint()));
}

describe("scripts sent to start after the first paint", () => {
  it("makes every module preload and module script inert, and nothing else", async () => {
    expect(await piped([Buffer.from(page)])).toBe(expected);
    expect(expected.split('rel="modulepreload-after-paint"')).toHaveLength(4);
    expect(expected.split('type="module-after-paint"')).toHaveLength(2);
    // The text shown on the page, the stylesheet and the other scripts are as they were.
    expect(expected).toContain('&lt;link rel="modulepreload"&gt;');
    expect(expected).toContain('<link rel="stylesheet" href="/assets/r.css"/>');
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

describe("what React writes in one turn", () => {
  it("goes on as one piece, and what it writes later as another", async () => {
    const transform = scriptsAfterPaint();
    const pieces: string[] = [];
    transform.on("data", (piece: Buffer | string) => pieces.push(String(piece)));
    const ended = new Promise((resolve) => transform.on("end", resolve));
    const bytes = Buffer.from(page);
    for (let at = 0; at < bytes.length; at += 40) transform.write(bytes.subarray(at, at + 40));
    await new Promise((resolve) => setImmediate(resolve));
    transform.write(Buffer.from("<p>later</p>"));
    transform.end();
    await ended;
    expect(pieces).toEqual([expected, "<p>later</p>"]);
  });
});
