import { describe, expect, it } from "vitest";

import {
  cleanSearchQuery,
  editDistance,
  foldSearchText,
  oneEditAway,
  querySlots,
  searchWords,
  suggestionWords,
  synonymPhrases,
  typoAllowance,
} from "./search-text.ts";

describe("folding what a shopper types (decision 023)", () => {
  it("lower-cases and reads Russian ё as е", () => {
    expect(foldSearchText("Лебёдка WINCH")).toBe("лебедка winch");
  });

  it("reads Arabic alef forms as one, taa marbuta as haa, alef maqsura as yaa, without diacritics or tatweel", () => {
    expect(foldSearchText("أمامي")).toBe(foldSearchText("امامي"));
    expect(foldSearchText("إطار")).toBe("اطار");
    expect(foldSearchText("آلة")).toBe("اله");
    expect(foldSearchText("مَصَدّ")).toBe("مصد");
    expect(foldSearchText("مصـــد")).toBe("مصد");
    expect(foldSearchText("مستوى")).toBe("مستوي");
  });

  it("splits on anything but letters and digits, folded, at most eight words", () => {
    expect(searchWords("LC79-SH/01 bull-bar")).toEqual(["lc79", "sh", "01", "bull", "bar"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
    expect(searchWords("  %%% ")).toEqual([]);
  });

  it("reads a repeated word once, before counting eight", () => {
    expect(searchWords("Brake brake BRAKE pad brake")).toEqual(["brake", "pad"]);
    expect(searchWords(`${"brake ".repeat(30)}a b c d e f g`)).toEqual(["brake", "a", "b", "c", "d", "e", "f", "g"]);
    expect(searchWords("OF-XK70-32404 ".repeat(15))).toEqual(["of", "xk70", "32404"]);
  });

  it("suggestions read each word once, at most eight, the word being typed always last", () => {
    // Cut at 100 characters, mid-word: that part of a word is what is being typed.
    expect(suggestionWords(cleanSearchQuery("brake ".repeat(40)))).toEqual(["brake", "brak"]);
    expect(suggestionWords("brake brake brake")).toEqual(["brake"]);
    expect(suggestionWords("brake pad brake")).toEqual(["pad", "brake"]);
    expect(suggestionWords("brake pad bra")).toEqual(["brake", "pad", "bra"]);
    expect(suggestionWords("a b c d e f g h i j")).toEqual(["a", "b", "c", "d", "e", "f", "g", "j"]);
    expect(suggestionWords("OF-XK70-32404 ".repeat(15))).toEqual(["of", "xk70", "32404"]);
    expect(suggestionWords("  -- ")).toEqual([]);
  });

  it("keeps a query to 100 characters with its spaces collapsed", () => {
    expect(cleanSearchQuery("  brake \n  pads ")).toBe("brake pads");
    expect(cleanSearchQuery("x".repeat(300))).toHaveLength(100);
  });
});

describe("typos", () => {
  it("counts one letter wrong, missing, added, or two neighbours swapped as one edit", () => {
    expect(editDistance("snorkel", "snorkel")).toBe(0);
    expect(editDistance("snorkle", "snorkel")).toBe(1);
    expect(editDistance("snorkl", "snorkel")).toBe(1);
    expect(editDistance("snorkell", "snorkel")).toBe(1);
    expect(editDistance("snarkel", "snorkel")).toBe(1);
    expect(editDistance("brkae", "brake")).toBe(1);
    expect(editDistance("absorbre", "absorber")).toBe(1);
    expect(editDistance("zarkstr", "zarkster")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("forgives none under three letters, one up to seven, two from eight", () => {
    expect(typoAllowance("zf")).toBe(0);
    expect(typoAllowance("bar")).toBe(1);
    expect(typoAllowance("diff")).toBe(1);
    expect(typoAllowance("snorkel")).toBe(1);
    expect(typoAllowance("absorbers")).toBe(2);
  });

  it("lists every word one edit from a short word, in its own script", () => {
    const latin = oneEditAway("bul");
    for (const word of ["bull", "bu", "ul", "ubl", "bus", "but", "abul", "bul7"]) expect(latin, word).toContain(word);
    expect(latin).not.toContain("bul");
    expect(latin.every((word) => editDistance(word, "bul") === 1)).toBe(true);
    expect(new Set(latin).size).toBe(latin.length);
    // Cyrillic and Arabic words get their own letters, not Latin ones.
    expect(oneEditAway("вал")).toContain("вол");
    expect(oneEditAway("вал").some((word) => /[a-z]/.test(word))).toBe(false);
    expect(oneEditAway("زيت")).toContain("زيته");
    expect(oneEditAway("زيت").some((word) => /[a-z]/.test(word))).toBe(false);
  });
});

describe("synonyms", () => {
  const groups = synonymPhrases([
    ["bull bar", "bullbar", "nudge bar"],
    ["shocks", "shock absorbers"],
  ]);

  it("turns the longest run of words that is a phrase into one slot of alternatives", () => {
    expect(querySlots(["hilux", "nudge", "bar"], groups)).toEqual([
      { typed: "hilux", alternatives: [["hilux"]] },
      { typed: "nudge bar", alternatives: [["bull", "bar"], ["bullbar"], ["nudge", "bar"]] },
    ]);
    expect(querySlots(["shock", "absorbers", "rear"], groups)[0]).toEqual({
      typed: "shock absorbers",
      alternatives: [["shocks"], ["shock", "absorbers"]],
    });
  });

  it("leaves words of no phrase as their own slots", () => {
    expect(querySlots(["bar", "clamp"], groups)).toEqual([
      { typed: "bar", alternatives: [["bar"]] },
      { typed: "clamp", alternatives: [["clamp"]] },
    ]);
  });
});
