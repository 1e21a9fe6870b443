import { describe, expect, it } from "vitest";

import { distinguishingFacts, repeatedTitleIds, type SpecView } from "./distinguishing-facts.ts";
import { productView } from "./product-view.fixture.ts";

const fluid = {
  en: "Ferrando Meccanica DOT 4 Brake Fluid",
  ru: "Тормозная жидкость DOT 4 Ferrando Meccanica",
  ar: "زيت فرامل DOT 4 من Ferrando Meccanica",
};
const voltage = (value: string): SpecView => ({ name: { en: "Voltage", ru: "Напряжение", ar: "الجهد الكهربائي" }, value });
const flow = (value: string): SpecView => ({ name: { en: "Flow rate", ru: "Производительность", ar: "معدل التدفق" }, value });

describe("distinguishing facts of cards whose titles repeat", () => {
  const cards = [
    productView(1, { title: fluid, partNumber: "BFL-UNI-45601" }),
    productView(2, { title: { en: "Dunecrest Steel Bull Bar for Toyota Hilux N80" }, partNumber: "BB-N80-1" }),
    productView(3, { title: fluid, partNumber: "BFL-UNI-45604" }),
    productView(4, { title: { ...fluid, en: " ferrando meccanica  DOT 4 brake fluid" }, partNumber: "BFL-UNI-45607" }),
  ];

  it("mark only the cards whose title another card repeats, with their part number", () => {
    const marked = distinguishingFacts(cards);
    expect(marked.map((c) => c.facts?.partNumber ?? null)).toEqual(["BFL-UNI-45601", null, "BFL-UNI-45604", "BFL-UNI-45607"]);
    // An unmarked card is passed on as it was.
    expect(marked[1]).toBe(cards[1]);
    expect(repeatedTitleIds(cards)).toEqual([1, 3, 4]);
  });

  it("add the first specification the look-alikes do not share, each card its own value", () => {
    const specs = new Map([
      [1, [flow("40 L/min"), voltage("12 V")]],
      [3, [flow("40 L/min"), voltage("24 V")]],
      [4, [flow("40 L/min"), voltage("24 V")]],
    ]);
    const marked = distinguishingFacts(cards, specs);
    expect(marked.map((c) => c.facts?.spec?.value ?? null)).toEqual(["12 V", null, "24 V", "24 V"]);
    expect(marked[0]!.facts!.spec!.name.en).toBe("Voltage");
  });

  it("add no specification when the look-alikes share every one, or it is known of none", () => {
    const same = new Map([1, 3, 4].map((id) => [id, [flow("40 L/min")]]));
    expect(distinguishingFacts(cards, same).map((c) => c.facts?.spec ?? null)).toEqual([null, null, null, null]);
    expect(distinguishingFacts(cards).every((c) => (c.facts?.spec ?? null) === null)).toBe(true);
  });

  it("count a specification one card lacks as telling it apart, and a name given twice once", () => {
    const specs = new Map([
      [1, [flow("40 L/min"), flow("60 L/min")]],
      [3, [flow("40 L/min")]],
      [4, [voltage("12 V")]],
    ]);
    const marked = distinguishingFacts(cards, specs);
    expect(marked[0]!.facts!.spec).toEqual(flow("40 L/min"));
    expect(marked[3]!.facts!.spec).toEqual(voltage("12 V"));
  });

  it("mark titles that repeat in one language only (Russian titles the same, English not)", () => {
    const russian = [
      productView(7, { title: { en: "Jerry Can 20 L", ru: "Канистра" }, partNumber: "JC-1" }),
      productView(8, { title: { en: "Jerry Can 10 L", ru: "Канистра" }, partNumber: "JC-2" }),
    ];
    expect(distinguishingFacts(russian).map((c) => c.facts?.partNumber)).toEqual(["JC-1", "JC-2"]);
  });

  it("leave a page with no repeated title as it was", () => {
    expect(distinguishingFacts([cards[0]!, cards[1]!])).toEqual([cards[0], cards[1]]);
    expect(distinguishingFacts([])).toEqual([]);
  });
});
