// spec §7: translations are served as /i18n/{locale}.json, English merged under the chosen locale.
// The sources live beside the storefront, one file per area: src/web/i18n/locales/<locale>/<area>.json.
import { readdirSync, readFileSync } from "node:fs";

import { type Locale, LOCALES } from "../../../domain/locales.ts";

export type Messages = { [key: string]: string | Messages };

const SOURCE_DIR = new URL("../../../web/i18n/locales/", import.meta.url);

/** Reads every area file of one locale into { area: {...} }. */
export function readLocaleSources(locale: Locale, dir: URL = SOURCE_DIR): Messages {
  const localeDir = new URL(`${locale}/`, dir);
  const messages: Messages = {};
  for (const file of readdirSync(localeDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    messages[file.slice(0, -".json".length)] = JSON.parse(readFileSync(new URL(file, localeDir), "utf8")) as Messages;
  }
  return messages;
}

/** Deep merge: keys of `over` win, keys only in `base` stay (English fills what a locale lacks). */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const left = merged[key];
    merged[key] = typeof value === "object" && typeof left === "object" ? mergeMessages(left, value) : value;
  }
  return merged;
}

/** The shop's interface strings, read once at boot. */
export function createTranslations(dir: URL = SOURCE_DIR) {
  const english = readLocaleSources("en", dir);
  const merged = Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === "en" ? english : mergeMessages(english, readLocaleSources(locale, dir))]),
  ) as Record<Locale, Messages>;
  return {
    messages: (locale: Locale): Messages => merged[locale],
  };
}

export type Translations = ReturnType<typeof createTranslations>;
