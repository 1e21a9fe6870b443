import i18next from "i18next";
import { describe, expect, it } from "vitest";

import { createI18n, type Messages } from "./i18n.ts";

const messages = (): Messages => ({
  cart: { add: "Add to cart", items_one: "{{count}} part", items_other: "{{count}} parts", hello: "Hello, {{name}}" },
  list: { a: "one", b: "two" },
});

/** What plain i18next answers for the same strings: the remembered answers must be the same. */
function plain(locale: "en" | "ru", strings: Messages) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: strings } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(locale);
}

describe("the shop's i18next instance", () => {
  it("is one per strings object and locale", () => {
    const strings = messages();
    expect(createI18n("en", strings)).toBe(createI18n("en", strings));
    expect(createI18n("ru", strings)).not.toBe(createI18n("en", strings));
    expect(createI18n("en", messages())).not.toBe(createI18n("en", strings));
  });

  it("answers as i18next does, asked once or many times, with plurals, values and objects", () => {
    const strings = messages();
    const t = createI18n("en", strings).getFixedT("en");
    const reference = plain("en", strings);
    const asks: [string, Record<string, unknown>?][] = [
      ["cart.add"],
      ["cart.items", { count: 1 }],
      ["cart.items", { count: 5 }],
      ["cart.hello", { name: "Ana" }],
      ["cart.hello", { name: "Omar" }],
      ["list", { returnObjects: true }],
      ["missing.key"],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [key, options] of asks)
        expect(t(key, options as never), `${key} ${JSON.stringify(options)}`).toEqual(reference(key, options as never));
    }
  });

  it("forgets what it remembered when strings are added", () => {
    const i18n = createI18n("en", messages());
    const t = i18n.getFixedT("en");
    expect(t("info.title")).toBe("info.title");
    i18n.addResourceBundle("en", "translation", { info: { title: "About us" } }, true, true);
    expect(t("info.title")).toBe("About us");
  });

  it("does not remember calls whose options are not plain values", () => {
    const t = createI18n("en", messages()).getFixedT("en");
    const name = { toString: () => "Ana" };
    expect(t("cart.hello", { name } as never)).toBe("Hello, Ana");
    expect(t("cart.hello", { name: { toString: () => "Omar" } } as never)).toBe("Hello, Omar");
  });
});
