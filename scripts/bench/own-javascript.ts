// The shop's own first-load JavaScript: what a page's scripts weigh (gzipped) less what their
// source maps attribute to React, React DOM, React Router and the scheduler, which every page of
// the decided stack loads. The interface strings' script is counted apart. Each file's gzipped
// size is shared among its sources by their bytes in the minified file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { decode } from "@jridgewell/sourcemap-codec";

/** Sources whose code every page of the stack loads, whatever the shop adds. */
const FRAMEWORK = /node_modules\/(?:react|react-dom|react-router|@react-router\/[^/]+|scheduler)\//;

export interface OwnJavaScript {
  /** The shop's own code, gzipped, in bytes. */
  ownGzipBytes: number;
  /** The framework's, gzipped. */
  frameworkGzipBytes: number;
  /** Each source of the shop's own, by its gzipped share, largest first. */
  bySource: { source: string; gzipBytes: number }[];
}

/**
 * Attributes the scripts a page loads (their addresses, as `pageWeight` finds them) to their
 * sources. `clientDir` is a build made with source maps (`react-router build --sourcemapClient`).
 */
export async function ownJavaScript(scripts: readonly string[], clientDir: string): Promise<OwnJavaScript | null> {
  const bySource = new Map<string, number>();
  let own = 0;
  let framework = 0;
  let mapped = false;
  for (const script of scripts) {
    const file = path.join(clientDir, new URL(script, "http://shop/").pathname);
    if (!file.endsWith(".js")) continue;
    let code: string;
    try {
      code = await readFile(file, "utf8");
    } catch {
      continue; // not a file of the build (the strings script is served from memory)
    }
    const gzipBytes = gzipSync(code).length;
    const shares = await sourceShares(code, `${file}.map`);
    if (!shares) continue; // no map: the strings script, counted apart (or a build without maps)
    mapped = true;
    const total = [...shares.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [source, bytes] of shares) {
      const share = (gzipBytes * bytes) / total;
      if (FRAMEWORK.test(source)) framework += share;
      else {
        own += share;
        bySource.set(source, (bySource.get(source) ?? 0) + share);
      }
    }
  }
  if (!mapped) return null;
  return {
    ownGzipBytes: Math.round(own),
    frameworkGzipBytes: Math.round(framework),
    bySource: [...bySource]
      .map(([source, gzipBytes]) => ({ source, gzipBytes: Math.round(gzipBytes) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

/** How many bytes of the minified file each source produced (import glue counts as the file's own chunk). */
async function sourceShares(code: string, mapFile: string): Promise<Map<string, number> | null> {
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(await readFile(mapFile, "utf8")) as typeof map;
  } catch {
    return null;
  }
  const lines = code.split("\n");
  const decoded = decode(map.mappings);
  const shares = new Map<string, number>();
  const glue = `(glue) ${path.basename(mapFile, ".js.map")}`;
  decoded.forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    let covered = 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.[0] ?? length;
      const bytes = Math.max(0, end - segment[0]);
      covered += bytes;
      const source = segment.length >= 4 ? (map.sources[segment[1]!] ?? glue) : glue;
      shares.set(source, (shares.get(source) ?? 0) + bytes);
    });
    const first = segments[0]?.[0] ?? length;
    shares.set(glue, (shares.get(glue) ?? 0) + Math.max(0, Math.min(first, length - covered)));
  });
  return shares;
}
