// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated) of a
// page, in Chromium: the performance and accessibility scores and the figures behind them.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseResult {
  path: string;
  performance: number | null;
  accessibility: number | null;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  /** Why a score is missing: Lighthouse's own error, or the first metric it could not measure. */
  error: string | null;
}

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export async function lighthouseResults(base: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = run.lhr;
      const score = (id: string) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
      const value = (id: string) => audits[id]?.numericValue ?? null;
      const metricError = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"]
        .map((id) => audits[id]?.errorMessage)
        .find((message) => message);
      results.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        firstContentfulPaintMs: value("first-contentful-paint"),
        largestContentfulPaintMs: value("largest-contentful-paint"),
        totalBlockingTimeMs: value("total-blocking-time"),
        cumulativeLayoutShift: value("cumulative-layout-shift"),
        error: run.lhr.runtimeError?.message ?? metricError ?? null,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
