// Screenshots of storefront pages for a look before resolving an issue:
//   node scripts/screenshot.ts http://127.0.0.1:3000 out-dir /path1 /path2 ...
// Each path is taken on a desktop and a phone viewport, in English and in Arabic
// (SHOTS_LANGS=en,ru,ar to choose). A server must already be running at the base URL.
// SHOTS_COOKIE="name=value" sends a cookie (a session, to take the account pages).
// SHOTS_STORAGE='{"key": "value"}' puts these in local storage before every load (a stored cart, say).
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "@playwright/test";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshot.ts <base-url> <out-dir> <path>...");
  process.exit(2);
}
const languages = (process.env.SHOTS_LANGS ?? "en,ar").split(",");
const viewports = {
  desktop: { width: 1280, height: 800, isMobile: false, deviceScaleFactor: 1 },
  mobile: { width: 412, height: 915, isMobile: true, deviceScaleFactor: 1 },
};

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.isMobile,
    deviceScaleFactor: viewport.deviceScaleFactor,
    hasTouch: viewport.isMobile,
  });
  const cookie = process.env.SHOTS_COOKIE?.split("=");
  // A __Host- cookie is kept only when Secure, with no domain: a browser allows that on 127.0.0.1.
  if (cookie?.length === 2) {
    const [name, value] = cookie as [string, string];
    const host = name.startsWith("__Host-") ? { domain: new URL(base).hostname, path: "/", secure: true } : { url: base };
    await context.addCookies([{ name, value, ...host }]);
  }
  const storage = process.env.SHOTS_STORAGE;
  if (storage) {
    await context.addInitScript((entries: string) => {
      for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  for (const lang of languages) {
    for (const path of paths) {
      const url = new URL(path, base);
      url.searchParams.set("lang", lang);
      await page.goto(url.toString(), { waitUntil: "networkidle" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${device}-${lang}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: process.env.SHOTS_FULL !== "0" });
      console.log(join(outDir, name));
    }
  }
  await context.close();
}
await browser.close();
