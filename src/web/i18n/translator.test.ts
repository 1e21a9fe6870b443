import { describe, expect, it } from "vitest";

import { interpolate, lookup, type Messages, translatorFor } from "./translator.ts";

const messages = (): Messages => ({
  cart: {
    add: "Add to cart",
    items_zero: "No parts",
    items_one: "{{count}} part",
    items_other: "{{count}} parts",
    hello: "Hello, {{name}}",
    spaced: "Hello, {{ name }}",
  },
  list: { a: "one", b: "two" },
});

describe("the storefront's translator", () => {
  it("is one per strings object and language", () => {
    const strings = messages();
    expect(translatorFor("en", strings)).toBe(translatorFor("en", strings));
    expect(translatorFor("ru", strings)).not.toBe(translatorFor("en", strings));
    expect(translatorFor("en", messages())).not.toBe(translatorFor("en", strings));
  });

  it("finds nested keys and fills placeholders; a missing value says nothing", () => {
    const { t } = translatorFor("en", messages());
    expect(t("cart.add")).toBe("Add to cart");
    expect(t("cart.hello", { name: "Ana" })).toBe("Hello, Ana");
    expect(t("cart.spaced", { name: "Omar" })).toBe("Hello, Omar");
    expect(t("cart.hello")).toBe("Hello, ");
    expect(t("cart.hello", { name: "{{count}}", count: 3 })).toBe("Hello, {{count}}");
  });

  it("answers the key itself, or the default, when the key is missing or names a branch", () => {
    const { t } = translatorFor("en", messages());
    expect(t("missing.key")).toBe("missing.key");
    expect(t("cart.add.deeper")).toBe("cart.add.deeper");
    expect(t("list")).toBe("list");
    expect(t("errors.ERROR_API_Nope: no", { defaultValue: "Nope: no" })).toBe("Nope: no");
    expect(t("list", { returnObjects: true })).toEqual({ a: "one", b: "two" });
  });

  it("tries keys in turn and answers the first it has", () => {
    const { t } = translatorFor("en", messages());
    expect(t(["cart.own", "cart.add"])).toBe("Add to cart");
    expect(t(["cart.hello", "cart.add"], { name: "Ana" })).toBe("Hello, Ana");
    expect(t(["cart.own", "cart.other"])).toBe("cart.other");
  });

  it("picks the plural form by the language's rules, and the zero form for a count of 0", () => {
    const strings: Messages = {
      n: {
        parts_zero: "none",
        parts_one: "{{count}} деталь",
        parts_few: "{{count}} детали",
        parts_many: "{{count}} деталей",
        parts_other: "{{count}} детали (other)",
      },
      a: { parts_two: "قطعتان", parts_other: "{{count}} قطع" },
    };
    const ru = translatorFor("ru", strings).t;
    expect([0, 1, 2, 5, 21, 22, 25, 1.5].map((count) => ru("n.parts", { count }))).toEqual([
      "none",
      "1 деталь",
      "2 детали",
      "5 деталей",
      "21 деталь",
      "22 детали",
      "25 деталей",
      "1.5 детали (other)",
    ]);
    const ar = translatorFor("ar", strings).t;
    // A form the language has but the strings lack falls back to "other".
    expect([2, 3, 11, 100].map((count) => ar("a.parts", { count }))).toEqual(["قطعتان", "3 قطع", "11 قطع", "100 قطع"]);
    const en = translatorFor("en", messages()).t;
    expect([0, 1, 7].map((count) => en("cart.items", { count }))).toEqual(["No parts", "1 part", "7 parts"]);
  });

  it("knows strings and branches, and learns added ones without losing the rest", () => {
    const strings = messages();
    const translator = translatorFor("en", strings);
    expect(translator.exists("cart.add")).toBe(true);
    expect(translator.exists("list")).toBe(false);
    expect(translator.has("list")).toBe(true);
    expect(translator.t("info.title")).toBe("info.title");
    translator.add({ info: { title: "About us" }, cart: { extra: "More" } });
    expect(translator.t("info.title")).toBe("About us");
    expect(translator.t("cart.extra")).toBe("More");
    expect(translator.t("cart.add")).toBe("Add to cart");
    // The strings object every page shares is not changed.
    expect(strings.info).toBeUndefined();
  });

  it("looks up and interpolates on its own (loaders and meta use them)", () => {
    expect(lookup(messages(), "cart.add")).toBe("Add to cart");
    expect(lookup(messages(), "cart.nope.deeper")).toBeUndefined();
    expect(interpolate("{{a}} and {{b}}", { a: 1, b: "two" })).toBe("1 and two");
  });
});
