// Cards whose titles repeat on a page: with a vehicle chosen, three cards can read
// "Ferrando Meccanica DOT 4 Brake Fluid" and differ only in price. Such a card says what tells it
// apart: its part number, and the first specification its look-alikes do not share ("Voltage: 24 V").
import type { LocalizedText } from "./locales.ts";

export interface SpecView {
  name: LocalizedText;
  value: string;
}

/** What a card whose title repeats on its page shows under the title. */
export interface DistinguishingFacts {
  partNumber: string;
  /** The first specification whose value differs among the cards of the same title; null when none does. */
  spec: SpecView | null;
}

interface Card {
  id: number;
  title: LocalizedText;
  partNumber: string;
}

const LANGUAGES = ["en", "ru", "ar"] as const;
const titleKey = (title: string | undefined) => (title ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** Each card's look-alikes: the cards sharing its title in some language (itself included); the largest such set. */
function lookAlikes<T extends Card>(cards: readonly T[]): Map<T, T[]> {
  const result = new Map<T, T[]>();
  for (const language of LANGUAGES) {
    const byTitle = new Map<string, T[]>();
    for (const card of cards) {
      const key = titleKey(card.title[language]);
      if (key) byTitle.set(key, [...(byTitle.get(key) ?? []), card]);
    }
    for (const same of byTitle.values()) {
      if (same.length < 2) continue;
      for (const card of same) if (same.length > (result.get(card)?.length ?? 0)) result.set(card, same);
    }
  }
  return result;
}

/** The ids of the cards whose title another card on the page repeats (in any language). */
export function repeatedTitleIds(cards: readonly Card[]): number[] {
  return [...lookAlikes(cards).keys()].map((card) => card.id);
}

/**
 * The cards, each whose title repeats on the page marked with the facts that tell it apart; the
 * others as they were. `specs` are the cards' specifications by product id, in their order (those
 * of the repeated cards are enough); without them a mark carries the part number alone.
 */
export function distinguishingFacts<T extends Card>(
  cards: readonly T[],
  specs: ReadonlyMap<number, readonly SpecView[]> = new Map(),
): (T & { facts?: DistinguishingFacts })[] {
  const alike = lookAlikes(cards);
  return cards.map((card) => {
    const group = alike.get(card);
    if (!group) return card;
    // A name given twice counts once, as its first row.
    const valueIn = (id: number, name: string) => specs.get(id)?.find((s) => s.name.en === name)?.value ?? "";
    const own = (specs.get(card.id) ?? []).filter((s, i, all) => all.findIndex((o) => o.name.en === s.name.en) === i);
    const spec = own.find((s) => group.some((other) => valueIn(other.id, s.name.en) !== s.value)) ?? null;
    return { ...card, facts: { partNumber: card.partNumber, spec } };
  });
}
