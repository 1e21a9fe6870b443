// The storefront's own translator: nested keys ("cart.add"), {{name}} placeholders and plural
// forms by the language's rules (key_one, key_few, key_other, and key_zero for a count of 0),
// the part of i18next the shop uses. i18next and react-i18next cost every page 21 KB of
// gzipped JavaScript for the rest (decision 017).
import { createContext, createElement, type ReactNode, useContext } from "react";

import type { Locale } from "../../domain/locales.ts";

export type Messages = { [key: string]: string | Messages };

export interface TranslateOptions {
  /** Picks the plural form and fills {{count}}. */
  count?: number;
  /** Said when the key is missing (a server message the shop has no translation for). */
  defaultValue?: string;
  /** Answers the key's whole branch (an information page's sections). */
  returnObjects?: boolean;
  [name: string]: unknown;
}

/** A key, or keys to try in turn (a field's own message, then its kind's). */
export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

export interface Translator {
  readonly language: Locale;
  readonly t: TFunction;
  /** Whether the key names a string. */
  exists(key: string): boolean;
  /** Whether the key names a string or a branch of them. */
  has(key: string): boolean;
  /** Adds strings under the ones already known (an information page's own texts, page-texts.ts). */
  add(messages: Messages): void;
}

/** The string or branch at a dotted key, or undefined. */
export function lookup(messages: Messages, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  let start = 0;
  while (node !== undefined) {
    if (typeof node !== "object") return undefined;
    const dot = key.indexOf(".", start);
    node = node[dot === -1 ? key.slice(start) : key.slice(start, dot)];
    if (dot === -1) return node;
    start = dot + 1;
  }
  return undefined;
}

/** Fills {{name}} placeholders from `values`; a missing value says nothing. */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

function merged(base: Messages, added: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const known = out[key];
    out[key] = typeof value === "object" && typeof known === "object" ? merged(known, value) : value;
  }
  return out;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralOf(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

function createTranslator(language: Locale, messages: Messages): Translator {
  let strings = messages;
  const find = (key: string, options: TranslateOptions | undefined) => {
    let found: string | Messages | undefined;
    if (typeof options?.count === "number") {
      const count = options.count;
      if (count === 0) found = lookup(strings, `${key}_zero`);
      found ??= lookup(strings, `${key}_${pluralOf(language, count)}`) ?? lookup(strings, `${key}_other`);
    }
    found ??= lookup(strings, key);
    if (typeof found === "string") return interpolate(found, options);
    if (found !== undefined && options?.returnObjects) return found as unknown as string;
    return undefined;
  };
  const t: TFunction = (key, options) => {
    if (typeof key === "string") return find(key, options) ?? options?.defaultValue ?? key;
    for (const each of key) {
      const found = find(each, options);
      if (found !== undefined) return found;
    }
    return options?.defaultValue ?? key.at(-1) ?? "";
  };
  return {
    language,
    t,
    exists: (key) => typeof lookup(strings, key) === "string",
    has: (key) => lookup(strings, key) !== undefined,
    add(added) {
      strings = merged(strings, added);
    },
  };
}

// One translator per strings object and language, kept: the shell's strings are one object per
// language (shell-messages.ts), so every page in that language shares one.
const translators = new WeakMap<Messages, Map<Locale, Translator>>();

/** The translator for `messages` (English already merged under them) in `locale`. */
export function translatorFor(locale: Locale, messages: Messages): Translator {
  let byLocale = translators.get(messages);
  if (!byLocale) translators.set(messages, (byLocale = new Map()));
  let translator = byLocale.get(locale);
  if (!translator) byLocale.set(locale, (translator = createTranslator(locale, messages)));
  return translator;
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

const untranslated = createTranslator("en", {});

/** The page's translator: `t` for strings, `i18n` for its language and whether a key exists. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? untranslated;
  return { t: translator.t, i18n: translator };
}
