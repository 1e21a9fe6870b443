// What a page weighs for a shopper's first visit: its HTML as sent before compression, and the
// JavaScript it loads before it is interactive (its module scripts and preloads), gzipped.
import { gzipSync } from "node:zlib";

import { type OwnJavaScript, ownJavaScript } from "./own-javascript.ts";

export interface PageWeight {
  path: string;
  htmlBytes: number;
  scripts: number;
  firstLoadJsGzipBytes: number;
  /** Inline scripts (hydration data, the module bootstrap), gzipped: part of the HTML above. */
  inlineScriptGzipBytes: number;
  /** The shop's own first-load JavaScript (own-javascript.ts), when the build has source maps. */
  own: OwnJavaScript | null;
}

/** Where the build's client files are: with `react-router build --sourcemapClient hidden`, its maps too. */
const CLIENT_DIR = "build/client";

export async function pageWeight(base: string, path: string): Promise<PageWeight> {
  const response = await fetch(base + path, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload(?:-after-paint)?"[^>]+href="([^"]+)"/g)) sources.add(match[1]!);
  // Module scripts and classic ones (the interface strings' script, shell-messages.ts).
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) sources.add(match[1]!);
  let gzipBytes = 0;
  for (const source of sources) {
    const script = await fetch(new URL(source, base), { headers: { "accept-encoding": "identity" } });
    gzipBytes += gzipSync(Buffer.from(await script.arrayBuffer())).length;
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join("\n");
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    scripts: sources.size,
    firstLoadJsGzipBytes: gzipBytes,
    inlineScriptGzipBytes: inline ? gzipSync(inline).length : 0,
    own: await ownJavaScript([...sources], CLIENT_DIR),
  };
}
