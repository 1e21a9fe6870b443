// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of a
// page, in Chromium: the performance and accessibility scores and the figures behind them.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseResult {
  path: string;
  /** Audited with the page's script files blocked: what the page costs before its JavaScript. */
  scriptsBlocked: boolean;
  performance: number | null;
  accessibility: number | null;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  /**
   * The scripts the phone fetched while the page loaded, as sent (compressed): every file, also
   * those a page asks for after it is live without any touch, which the page weight's count of
   * what the HTML names does not see.
   */
  scriptTransferBytes: number | null;
  /** Why a score is missing: Lighthouse's own error, or the first metric it could not measure. */
  error: string | null;
}

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Asks once for every picture the pages name (src and each srcset width): the seed's WebP
 * renditions are made on first request (decision 031), which an audit must not measure.
 */
async function warmPictures(base: string, paths: string[]): Promise<void> {
  const pictures = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(base + path)).text();
    for (const match of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
      for (const candidate of match[1]!.split(",")) {
        const url = candidate.trim().split(/\s+/)[0]!;
        if (url.startsWith("/media/")) pictures.add(url.replaceAll("&amp;", "&"));
      }
    }
  }
  for (const picture of pictures) await (await fetch(base + picture)).arrayBuffer();
}

/**
 * Each page audited, and with `blockScripts` audited once more with its script files blocked (the
 * bench compares the two blocking times: what the page's JavaScript adds on the same machine).
 */
export async function lighthouseResults(
  base: string,
  paths: string[],
  options: { blockScripts?: boolean } = {},
): Promise<LighthouseResult[]> {
  await warmPictures(base, paths);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: LighthouseResult[] = [];
    const runs = paths.flatMap((path) => [
      { path, scriptsBlocked: false },
      ...(options.blockScripts ? [{ path, scriptsBlocked: true }] : []),
    ]);
    for (const { path, scriptsBlocked } of runs) {
      const run = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        ...(scriptsBlocked ? { blockedUrlPatterns: ["*.js"] } : {}),
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
      const value = (id: string) => audits[id]?.numericValue ?? null;
      const metricError = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"]
        .map((id) => audits[id]?.errorMessage)
        .find((message) => message);
      const requests = audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
      const scripts = requests?.items?.filter((item) => item.resourceType === "Script");
      results.push({
        path,
        scriptsBlocked,
        performance: score("performance"),
        accessibility: score("accessibility"),
        firstContentfulPaintMs: value("first-contentful-paint"),
        largestContentfulPaintMs: value("largest-contentful-paint"),
        totalBlockingTimeMs: value("total-blocking-time"),
        cumulativeLayoutShift: value("cumulative-layout-shift"),
        scriptTransferBytes: scripts ? scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) : null,
        error: run.lhr.runtimeError?.message ?? metricError ?? null,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
