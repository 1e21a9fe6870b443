import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

import type { Locale } from "../../domain/locales.ts";

export type Messages = { [key: string]: string | Messages };

// One instance per strings object and locale, kept: the shell's strings are one object per
// language (shell-messages.ts), so every page in that language shares its instance and its
// cache of translations, instead of building both for each render.
const instances = new WeakMap<Messages, Map<Locale, i18n>>();

/**
 * The i18next instance for `messages` (English already merged under them) in `locale`, built
 * synchronously so the server and the first client render agree and nothing flashes in English.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  rememberTranslations(instance);
  byLocale.set(locale, instance);
  return instance;
}

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Past this many remembered answers the memory starts again (prices and names make them unbounded). */
const MAX_REMEMBERED = 5_000;

/**
 * i18next works out every t() call from scratch (it copies its options, parses the key, looks for
 * plurals, interpolates); a page asks for the same strings hundreds of times ("Add to cart" on
 * every card). The instance's t functions remember their answers for the same key and the same
 * plain options, and forget them all when strings are added (page-texts.ts).
 */
function rememberTranslations(instance: i18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const fixed = new Map<string, Translate>();
  let answers = new Map<string, unknown>();
  instance.store.on("added", () => {
    answers = new Map();
  });
  const remembering = (base: Translate, scope: string): Translate => {
    const t: Translate = (key, options, ...rest) => {
      const id = answerKey(key, options, rest);
      if (id === null) return base(key, options, ...rest);
      const slot = `${scope}\u0000${id}`;
      if (answers.has(slot)) return answers.get(slot);
      const answer = base(key, options, ...rest);
      if (answers.size >= MAX_REMEMBERED) answers = new Map();
      answers.set(slot, answer);
      return answer;
    };
    // react-i18next reads the fixed t's own fields (lng, ns, keyPrefix).
    return Object.assign(t, base);
  };
  const patched = (lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions?: { scopeNs?: unknown }) => {
    const base = getFixedT(lng, ns, keyPrefix, fixedOptions);
    if (typeof keyPrefix === "function") return base;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, fixedOptions?.scopeNs ?? null]);
    let t = fixed.get(scope);
    if (!t) fixed.set(scope, (t = remembering(base, scope)));
    return t;
  };
  instance.getFixedT = patched as unknown as i18n["getFixedT"];
}

/** The key and its options when they are plain values (the answer then depends on them only). */
function answerKey(key: unknown, options: unknown, rest: unknown[]): string | null {
  if (rest.length > 0 || typeof key !== "string") return null;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return null;
    id += `\u0001${name}\u0002${typeof value}:${String(value)}`;
  }
  return id;
}
