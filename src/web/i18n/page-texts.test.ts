import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { PAGE_TEXTS, pageTexts, withoutPageTexts } from "./page-texts.ts";
import { type Messages, translatorFor } from "./translator.ts";

// The Arabic messages as the shop reads them: one file per area.
const dir = new URL("./locales/ar/", import.meta.url);
const messages: Messages = Object.fromEntries(
  readdirSync(dir).map((file) => [file.replace(/\.json$/, ""), JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Messages]),
);

describe("the information pages' own texts", () => {
  it("are left out of the messages every page carries, and nothing else is", () => {
    const shared = withoutPageTexts(messages);
    const info = shared.info as Record<string, unknown>;
    for (const key of PAGE_TEXTS) expect(info[key]).toBeUndefined();
    expect(info.breadcrumb).toBe((messages.info as Record<string, unknown>).breadcrumb);
    expect(Object.keys(shared)).toEqual(Object.keys(messages));
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(messages).length - 10_000);
  });

  it("come back whole with their page, so the page reads the same strings as before", () => {
    const i18n = translatorFor("ar", withoutPageTexts(messages));
    expect(i18n.exists("info.faq.title")).toBe(false);
    i18n.add(pageTexts(messages, "faq"));
    const faq = (messages.info as Record<string, Record<string, Record<string, string>>>).faq!;
    expect(i18n.t("info.faq.title")).toBe(faq.title);
    expect(i18n.t("info.breadcrumb")).toBe((messages.info as Record<string, string>).breadcrumb);
    expect(i18n.exists("info.about.title")).toBe(false);
  });
});
